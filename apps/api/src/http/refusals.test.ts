import { describe, expect, it } from 'vitest';
import { z } from 'zod';
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
import { HttpError, refusalOf } from './envelope.js';

describe('refusalOf: domain errors to HTTP statuses', () => {
  it.each([
    [new InvalidInput('bad'), 400],
    [new Unauthorized('who?'), 401],
    [new Forbidden('no'), 403],
    [new NotFound('none'), 404],
    [new Conflict('taken'), 409],
    [new Gone('used up'), 410],
    [new UnsupportedFormat('not an image'), 415],
    [new UpstreamFailed('the gateway refused'), 502],
    [new Unavailable('later'), 503],
  ])('%s answers %i with its message', (error, status) => {
    expect(refusalOf(error)).toEqual({ status, message: error.message, result: undefined });
  });

  it('keeps the optional result payload', () => {
    expect(refusalOf(new InvalidInput('bad', { errorMessage: 'bad' }))).toEqual({
      status: 400,
      message: 'bad',
      result: { errorMessage: 'bad' },
    });
  });

  it('maps a payment failure by its kind', () => {
    expect(refusalOf(new PaymentFailed('payment-declined', 'The card was declined.'))).toMatchObject({
      status: 402,
      message: 'The card was declined.',
    });
    expect(refusalOf(new PaymentFailed('unavailable', 'No answer yet.'))?.status).toBe(503);
  });

  it('passes HTTP-level refusals (HttpError, the rate limit) through with their own status', () => {
    expect(refusalOf(new HttpError(413, 'too large'))).toEqual({ status: 413, message: 'too large', result: undefined });
    expect(refusalOf(new RateLimitedError('slow down', 30))?.status).toBe(429);
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
