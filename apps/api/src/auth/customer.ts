import type { FastifyRequest } from 'fastify';
import { Unauthorized } from '../errors.js';
import { verifyAccessToken } from '../user/tokens.js';

export const NOT_AUTHORIZED = "The consumer isn't authorized to access self.";

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

/** The customer behind the request's token; null for a guest. A bad or expired token is a 401 in the body, so clients refresh. */
export async function customerIdOf(request: FastifyRequest, secret: string): Promise<number | null> {
  const token = readToken(request);
  if (token === null) return null;
  const check = await verifyAccessToken(secret, token);
  if (!check.ok) throw new Unauthorized(NOT_AUTHORIZED);
  return check.customerId;
}

/** Like customerIdOf, for calls only a logged-in customer may make. */
export async function requireCustomerId(request: FastifyRequest, secret: string): Promise<number> {
  const customerId = await customerIdOf(request, secret);
  if (customerId === null) throw new Unauthorized(NOT_AUTHORIZED);
  return customerId;
}
