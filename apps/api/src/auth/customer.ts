import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { REASON } from '@shoreline/domain/error-reasons';
import { Unauthorized } from '../errors.js';
import { CUSTOMER, CUSTOMER_OPTIONAL, guarding } from '../http/index.js';
import { verifyAccessToken, type TokenCheck } from './tokens.js';

export const NOT_AUTHORIZED = "The consumer isn't authorized to access self.";

/** The refusal of a token that did not verify: an expired one tells the client to refresh. */
export function tokenRefused(check: Extract<TokenCheck, { ok: false }>, message = NOT_AUTHORIZED): Unauthorized {
  return new Unauthorized(message, { reason: check.reason === 'expired' ? REASON.tokenExpired : REASON.tokenInvalid });
}

/** The refusal of a call that needs a signed-in customer and has none. */
export const signInRequired = (message = NOT_AUTHORIZED) => new Unauthorized(message, { reason: REASON.authRequired });

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the identifyCustomer and requireCustomer preHandlers: the token's customer, null for a guest. */
    customerId?: number | null;
  }
}

/**
 * The customer token of a request: the Authorization Bearer header, or the
 * `?token=` query parameter that old clients send (accepted for compatibility only,
 * and redacted from logs). An empty token means a guest.
 */
export function readToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (typeof header === 'string' && /^Bearer\s+\S/i.test(header)) return header.replace(/^Bearer\s+/i, '').trim();
  const query = (request.query as Record<string, unknown> | undefined)?.token;
  return typeof query === 'string' && query.trim() !== '' ? query.trim() : null;
}

/**
 * Where a route finds the customer's token (readToken unless named: some clients send it in the body) and how it
 * words the refusal of a call without one (NOT_AUTHORIZED unless named).
 */
export interface CustomerTokenSource {
  token?: (request: FastifyRequest) => string | null;
  signInMessage?: string;
}

/** The customer a token names. A bad or expired token is a 401 in the body, so clients refresh. */
export async function customerOfToken(secret: string, token: string): Promise<number> {
  const check = await verifyAccessToken(secret, token);
  if (!check.ok) throw tokenRefused(check);
  return check.customerId;
}

/** The customer behind the request's token; null for a guest. */
export async function customerIdOf(request: FastifyRequest, secret: string, source: CustomerTokenSource = {}): Promise<number | null> {
  const token = (source.token ?? readToken)(request);
  return token === null ? null : customerOfToken(secret, token);
}

/** Like customerIdOf, for calls only a logged-in customer may make. */
export async function requireCustomerId(request: FastifyRequest, secret: string, source: CustomerTokenSource = {}): Promise<number> {
  const customerId = await customerIdOf(request, secret, source);
  if (customerId === null) throw signInRequired(source.signInMessage);
  return customerId;
}

/**
 * A preHandler reading the customer's token before the route reads its input, so a bad token is
 * refused (401) first; a guest passes as null. The handler reads the result with guestOrCustomer.
 */
export function identifyCustomer(secret: string, source: CustomerTokenSource = {}): preHandlerAsyncHookHandler {
  return guarding(async (request) => {
    request.customerId = await customerIdOf(request, secret, source);
  }, CUSTOMER_OPTIONAL);
}

/** Like identifyCustomer, for calls only a logged-in customer may make; the handler reads signedInCustomer. */
export function requireCustomer(secret: string, source: CustomerTokenSource = {}): preHandlerAsyncHookHandler {
  return guarding(async (request) => {
    request.customerId = await requireCustomerId(request, secret, source);
  }, CUSTOMER);
}

/** The customer an identifyCustomer preHandler found, or null for a guest. */
export function guestOrCustomer(request: FastifyRequest): number | null {
  if (request.customerId === undefined) throw new Error('guestOrCustomer needs the identifyCustomer preHandler on the route');
  return request.customerId;
}

/** The customer a requireCustomer preHandler admitted. */
export function signedInCustomer(request: FastifyRequest): number {
  if (request.customerId === undefined || request.customerId === null) throw signInRequired();
  return request.customerId;
}
