import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ApiConfig } from '../config.js';
import { STAFF_REFRESH_HOURS } from './tokens.js';

export const ADMIN_COOKIE = 'shoreline_admin';
const COOKIE_PATH = '/api/admin/auth';

/** What readAdminCookie answers for a cookie whose value is not valid percent-encoding. */
export const MALFORMED_COOKIE = Symbol('malformed admin cookie');
export const MALFORMED_COOKIE_MESSAGE = 'The back-office sign-in cookie is malformed. Please sign in again.';

/** The staff refresh token from the request's cookie header: null without one, MALFORMED_COOKIE when it cannot be decoded. */
export function readAdminCookie(request: FastifyRequest): string | null | typeof MALFORMED_COOKIE {
  const header = request.headers.cookie;
  if (typeof header !== 'string') return null;
  for (const part of header.split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name !== ADMIN_COOKIE) continue;
    try {
      return decodeURIComponent(value.join('=')) || null;
    } catch {
      return MALFORMED_COOKIE;
    }
  }
  return null;
}

function attributes(config: ApiConfig, maxAgeSeconds: number): string {
  const secure = config.publicUrl.startsWith('https:') ? '; Secure' : '';
  return `Path=${COOKIE_PATH}; HttpOnly; SameSite=Strict; Max-Age=${maxAgeSeconds}${secure}`;
}

export function setAdminCookie(reply: FastifyReply, config: ApiConfig, token: string): void {
  reply.header('set-cookie', `${ADMIN_COOKIE}=${encodeURIComponent(token)}; ${attributes(config, STAFF_REFRESH_HOURS * 3600)}`);
}

export function clearAdminCookie(reply: FastifyReply, config: ApiConfig): void {
  reply.header('set-cookie', `${ADMIN_COOKIE}=; ${attributes(config, 0)}`);
}
