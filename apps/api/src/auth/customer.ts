import type { FastifyRequest } from 'fastify';
import { HttpError } from '../http/envelope.js';

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

/** Customer accounts arrive with their own issue; until then every non-empty token is refused with 401, so clients fall back to a guest cart. */
export function customerIdOf(request: FastifyRequest): number | null {
  if (readToken(request) === null) return null;
  throw new HttpError(401, "The consumer isn't authorized to access %resources.");
}
