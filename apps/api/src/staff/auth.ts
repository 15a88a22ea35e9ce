import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { ApiContext } from '../context.js';
import type { StaffRole } from '../db/index.js';
import { Forbidden, Unauthorized } from '../errors.js';
import { guarding, staffOfRoles } from '../http/index.js';
import { findStaffById } from './storage.js';
import { verifyStaffToken } from './tokens.js';
import { ROLE_REFUSED, type StaffPrincipal } from '../audit/index.js';

export const STAFF_SIGN_IN_REQUIRED = 'Staff sign-in required.';
export { ROLE_REFUSED, type StaffPrincipal };

export const ALL_STAFF: readonly StaffRole[] = ['owner', 'manager', 'packer'];
export const MANAGERS: readonly StaffRole[] = ['owner', 'manager'];
export const OWNERS: readonly StaffRole[] = ['owner'];

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by requireRole: the staff member behind the request's staff token. */
    staff?: StaffPrincipal;
  }
}

function bearerOf(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (typeof header !== 'string' || !/^Bearer\s+\S/i.test(header)) return null;
  return header.replace(/^Bearer\s+/i, '').trim();
}

/**
 * The staff member behind the request, checked against the database on every call, so a
 * deactivated account or a changed role takes effect at once rather than when the token ends, and a
 * token signed before the last password change or deactivation (an older token_version) is refused.
 */
export async function authenticateStaff(request: FastifyRequest, context: ApiContext): Promise<StaffPrincipal> {
  const token = bearerOf(request);
  const claims = token ? await verifyStaffToken(context.secret, token) : null;
  const staff = claims === null ? undefined : await findStaffById(context.db, claims.staffId);
  if (!staff || staff.is_active !== 1 || staff.token_version !== claims?.version) throw new Unauthorized(STAFF_SIGN_IN_REQUIRED);
  return { id: staff.id, email: staff.email, name: staff.name, role: staff.role };
}

/** A preHandler admitting staff of the given roles: 401 without a valid staff token, 403 for another role. */
export function requireRole(context: ApiContext, roles: readonly StaffRole[]): preHandlerAsyncHookHandler {
  return guarding(async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const staff = await authenticateStaff(request, context);
    if (!roles.includes(staff.role)) throw new Forbidden(ROLE_REFUSED);
    request.staff = staff;
  }, staffOfRoles(roles));
}

/** The staff member a requireRole preHandler admitted. */
export function staffOf(request: FastifyRequest): StaffPrincipal {
  if (!request.staff) throw new Unauthorized(STAFF_SIGN_IN_REQUIRED);
  return request.staff;
}
