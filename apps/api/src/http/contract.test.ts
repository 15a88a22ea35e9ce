import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { REASON } from '@shoreline/domain/error-reasons';
import { NotFound, Conflict } from '../errors.js';
import { CUSTOMER, CUSTOMER_OPTIONAL, guarding, impliedRefusals, isDeclaredRefusal, PUBLIC, staffOfRoles } from './contract.js';
import { registerEnvelopeHandlers } from './envelope.js';
import { answering } from './routes.js';
import { installSchemas, routesOf, undeclaredKeys, type UndeclaredRefusal } from './schema.js';

describe('the refusals a route implies', () => {
  it('follow from its input, its method and who may call it', () => {
    expect(impliedRefusals({ method: 'GET', schema: {}, access: PUBLIC })).toEqual({});
    expect(impliedRefusals({ method: 'GET', schema: { querystring: z.object({}) }, access: CUSTOMER_OPTIONAL })).toEqual({
      400: [REASON.validationFailed],
      401: [REASON.tokenExpired, REASON.tokenInvalid],
    });
    expect(impliedRefusals({ method: 'DELETE', schema: {}, access: staffOfRoles(['owner']) })).toEqual({
      400: [REASON.invalidJson],
      401: [REASON.unauthorized],
      403: [REASON.forbidden],
      413: [REASON.tooLarge],
      415: [REASON.unsupportedMediaType],
    });
  });

  it('are declared with those the route names; refusals before any route and failures never count against it', () => {
    const route = { method: 'POST', schema: { body: z.object({}), refusals: { 404: [REASON.cartNotFound] } }, access: CUSTOMER };
    expect(isDeclaredRefusal(route, 404, REASON.cartNotFound)).toBe(true);
    expect(isDeclaredRefusal(route, 401, REASON.authRequired)).toBe(true);
    expect(isDeclaredRefusal(route, 404, REASON.notFound)).toBe(false);
    expect(isDeclaredRefusal(route, 409, REASON.conflict)).toBe(false);
    expect(isDeclaredRefusal(route, 400, REASON.malformedRequest)).toBe(true);
    expect(isDeclaredRefusal(route, 502, REASON.upstreamFailed)).toBe(true);
  });
});

describe('answers checked both ways', () => {
  it('names the keys a schema would strip', () => {
    const schema = z.object({ code: z.number(), result: z.object({ items: z.array(z.object({ sku: z.string() })) }) });
    const sent = { code: 200, result: { items: [{ sku: 'A', cart_id: 'x' }], extra: undefined, total: 1 } };
    expect(undeclaredKeys(sent, schema.parse(sent))).toEqual(['result.items.0.cart_id', 'result.total']);
    const loose = z.record(z.string(), z.unknown());
    expect(undeclaredKeys({ any: 1 }, loose.parse({ any: 1 }))).toEqual([]);
  });

  it('fail an answer with an undeclared key, and report a refusal the route does not declare', async () => {
    const reported: UndeclaredRefusal[] = [];
    const app = Fastify();
    installSchemas(app, { checkResponses: true, onUndeclaredRefusal: (refusal) => reported.push(refusal) });
    registerEnvelopeHandlers(app);
    const guard = guarding(async () => undefined, CUSTOMER);
    const api = answering(app, { preHandler: guard, refusals: { 404: [REASON.cartNotFound] } });
    api.get('/leaky', { summary: 'leaks', querystring: z.object({}), answer: z.object({ id: z.number() }) }, async () => ({
      id: 1,
      cart_id: 'secret',
    }));
    api.get('/missing', { summary: 'declared', querystring: z.object({}), answer: z.null() }, async () => {
      throw new NotFound('No cart', { reason: REASON.cartNotFound });
    });
    api.get('/taken', { summary: 'undeclared', querystring: z.object({}), answer: z.null() }, async () => {
      throw new Conflict('taken');
    });
    await app.ready();

    expect((await app.inject({ method: 'GET', url: '/leaky' })).statusCode).toBe(500);
    expect((await app.inject({ method: 'GET', url: '/missing' })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/taken' })).statusCode).toBe(409);
    expect(reported).toEqual([{ method: 'GET', url: '/taken', status: 409, reason: REASON.conflict, problem: 'not declared' }]);
    expect(routesOf(app).every((route) => route.access === CUSTOMER && route.accessDeclared)).toBe(true);
    await app.close();
  });
});
