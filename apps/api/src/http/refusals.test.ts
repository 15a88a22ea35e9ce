import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { REASON } from '@shoreline/domain/error-reasons';
import { addressSchema } from '@shoreline/domain/forms/address';
import {
  Conflict,
  DomainError,
  Forbidden,
  Gone,
  InvalidInput,
  NotFound,
  Unauthorized,
  Unavailable,
  UnsupportedFormat,
  UpstreamFailed,
} from '../errors.js';
import { PaymentFailed } from '../payment/charge.js';
import { RateLimitedError } from '../ratelimit/limiter.js';
import { HttpError, ok, refusalOf, registerEnvelopeHandlers, validationRefusal, type RefusalShape } from './envelope.js';
import { refusedAs, requiring } from './input-parts.js';

describe('refusalOf: domain errors to HTTP statuses', () => {
  it.each([
    [new InvalidInput('bad'), 400, 'invalid_input'],
    [new Unauthorized('who?'), 401, 'unauthorized'],
    [new Forbidden('no'), 403, 'forbidden'],
    [new NotFound('none'), 404, 'not_found'],
    [new Conflict('taken'), 409, 'conflict'],
    [new Gone('used up'), 410, 'gone'],
    [new UnsupportedFormat('not an image'), 415, 'unsupported_format'],
    [new UpstreamFailed('the gateway refused'), 502, 'upstream_failed'],
    [new Unavailable('later'), 503, 'unavailable'],
  ])("%s answers %i with its message and its kind's reason", (error, status, reason) => {
    expect(refusalOf(error)).toEqual({ status, message: error.message, reason });
  });

  it('keeps a reason the refusal names, its field errors and the optional result payload', () => {
    expect(refusalOf(new NotFound('No such entity with cartId = x', { reason: REASON.cartNotFound }))).toEqual({
      status: 404,
      message: 'No such entity with cartId = x',
      reason: 'cart.not_found',
    });
    const errors = [{ field: 'email', code: 'invalid_format', message: 'Please provide valid e-mail address.' }];
    expect(refusalOf(new InvalidInput('email: Please provide valid e-mail address.', { reason: REASON.validationFailed, errors }))).toEqual(
      {
        status: 400,
        message: 'email: Please provide valid e-mail address.',
        reason: 'validation.failed',
        errors,
      },
    );
    expect(refusalOf(new InvalidInput('bad', { result: { errorMessage: 'bad' } }))).toEqual({
      status: 400,
      message: 'bad',
      reason: 'invalid_input',
      result: { errorMessage: 'bad' },
    });
  });

  it('maps a payment failure by its kind', () => {
    expect(refusalOf(new PaymentFailed('payment-declined', 'The card was declined.'))).toMatchObject({
      status: 402,
      message: 'The card was declined.',
      reason: 'payment.declined',
    });
    expect(refusalOf(new PaymentFailed('unavailable', 'No answer yet.'))?.status).toBe(503);
  });

  it('passes HTTP-level refusals (HttpError, the rate limit) through with their own status', () => {
    expect(refusalOf(new HttpError(413, 'too large', REASON.tooLarge))).toEqual({
      status: 413,
      message: 'too large',
      reason: 'request.too_large',
    });
    expect(refusalOf(new RateLimitedError('slow down', 30))).toMatchObject({ status: 429, reason: 'rate_limited' });
  });

  it('is null for anything not meant for the client', () => {
    expect(refusalOf(new Error('database down'))).toBeNull();
    expect(refusalOf(new z.ZodError([]))).toBeNull();
    expect(refusalOf('a string')).toBeNull();
  });

  it('names each error by its class', () => {
    expect(new NotFound('x').name).toBe('NotFound');
    expect(new NotFound('x')).toBeInstanceOf(DomainError);
  });
});

describe('the envelope of a refusal', () => {
  let app: FastifyInstance;
  const order = z.object({
    email: z.email({ error: 'Please provide valid e-mail address.' }),
    qty: z.number().int().min(1),
    address: addressSchema({ email: 'optional' }),
  });
  const shaped: RefusalShape = ({ status, message, reason }) => ({ success: false, status, error: { message }, reason });

  beforeAll(async () => {
    app = Fastify();
    registerEnvelopeHandlers(app);
    app.post('/order', async (request) => ok(order.parse(request.body ?? {})));
    app.get('/cart', async () => {
      throw new NotFound('No such entity with cartId = 12', { reason: REASON.cartNotFound });
    });
    app.get('/boom', async () => {
      throw new Error('database down');
    });
    app.get('/shaped', { config: { refusalShape: shaped } }, async () => {
      throw new Conflict('taken');
    });
    await app.ready();
  });

  afterAll(() => app.close());

  it('answers a zod failure with the joined message as before, reason validation.failed and the field list', async () => {
    const answer = await app.inject({
      method: 'POST',
      url: '/order',
      payload: { email: 'nope', qty: 0, address: { city: 'Baltimore 21201', country_id: 'US' } },
    });
    expect(answer.statusCode).toBe(400);
    const body = answer.json<{
      code: number;
      result: string;
      reason: string;
      errors: Array<{ field: string; code: string; message: string }>;
    }>();
    expect(body.reason).toBe('validation.failed');
    expect(body.errors).toEqual(
      expect.arrayContaining([
        { field: 'email', code: 'invalid_format', message: 'Please provide valid e-mail address.' },
        { field: 'qty', code: 'too_small', message: expect.any(String) },
        // An address rule's issue carries the rule's own code and the product's wording.
        { field: 'address.city', code: 'invalid_city', message: 'Please provide valid city name' },
      ]),
    );
    // `result` is still the text clients showed before: "field: message" joined, the first five fields.
    expect(body.result).toBe(
      body.errors
        .slice(0, 5)
        .map((error) => `${error.field}: ${error.message}`)
        .join('; '),
    );
  });

  it('answers a known refusal with its reason beside the spec message', async () => {
    expect((await app.inject({ method: 'GET', url: '/cart' })).json()).toEqual({
      code: 404,
      result: 'No such entity with cartId = 12',
      reason: 'cart.not_found',
    });
  });

  it('answers routing and unexpected failures with reasons too, and a success without one', async () => {
    expect((await app.inject({ method: 'GET', url: '/nowhere' })).json()).toEqual({
      code: 404,
      result: 'No route for GET /nowhere',
      reason: 'route.not_found',
    });
    expect((await app.inject({ method: 'GET', url: '/order' })).json()).toMatchObject({ code: 405, reason: 'route.method_not_allowed' });
    expect(
      (await app.inject({ method: 'POST', url: '/order', headers: { 'content-type': 'application/json' }, payload: '{' })).json(),
    ).toEqual({
      code: 400,
      result: 'Request body is not valid JSON',
      reason: 'request.invalid_json',
    });
    expect((await app.inject({ method: 'GET', url: '/boom' })).json()).toEqual({
      code: 500,
      result: 'Internal server error',
      reason: 'internal_error',
    });
  });

  it("writes a route's own refusal shape through the one handler, with the status and reason it decided", async () => {
    const answer = await app.inject({ method: 'GET', url: '/shaped' });
    expect(answer.statusCode).toBe(409);
    expect(answer.json()).toEqual({ success: false, status: 409, error: { message: 'taken' }, reason: 'conflict' });
  });
});

describe('refusals worded as one sentence', () => {
  it('keep the sentence as the message and still name their field in the list', () => {
    const cartBody = requiring(
      z.object({ cartItem: z.object({ sku: z.string() }).optional() }),
      'cartItem',
      'No cartItem element provided',
    );
    const missingItem = validationRefusal(cartBody.safeParse({}).error!);
    expect(missingItem).toMatchObject({ message: 'No cartItem element provided', reason: REASON.validationFailed });
    expect(missingItem.errors).toEqual([{ field: 'cartItem', code: 'custom', message: 'No cartItem element provided' }]);

    const login = refusedAs(z.object({ username: z.string(), password: z.string() }), 'Field is required');
    const missingPassword = validationRefusal(login.safeParse({ username: 'jane@example.com' }).error!);
    expect(missingPassword.message).toBe('Field is required');
    expect(missingPassword.errors).toEqual([{ field: 'password', code: 'custom', message: 'Field is required' }]);
  });
});
