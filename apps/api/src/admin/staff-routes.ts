import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import type { ApiContext } from '../context.js';
import { ok } from '../http/index.js';
import { withInput } from '../http/index.js';
import { staffCreateForm, staffLoginForm, staffUpdateForm } from '@shoreline/domain/forms/admin';
import { listAudit } from '../audit/index.js';
import { pagedQuery, pagingQuery } from '../http/index.js';
import { InvalidInput } from '../errors.js';
import { clearAdminCookie, MALFORMED_COOKIE, MALFORMED_COOKIE_MESSAGE, readAdminCookie, setAdminCookie } from './session-cookie.js';
import { ALL_STAFF, OWNERS, requireRole, staffOf } from './staff-auth.js';
import { StaffService, type StaffSession } from './staff-service.js';

const idParam = z.object({ id: z.coerce.number().int().positive() });
const auditFilter = z.object({
  entityType: z.string().max(64).optional(),
  entityId: z.string().max(128).optional(),
});

/** Sessions (/api/admin/auth/*), staff accounts and the audit log (owners only). */
export function registerStaffRoutes(app: FastifyInstance, context: ApiContext): void {
  const staff = new StaffService(context);
  const answer = (reply: FastifyReply, session: StaffSession) => {
    setAdminCookie(reply, context.config, session.refreshToken);
    reply.header('cache-control', 'no-store');
    return ok({ accessToken: session.accessToken, expiresIn: session.expiresIn, staff: session.staff });
  };

  app.post(
    '/api/admin/auth/login',
    withInput({ body: staffLoginForm }, async ({ body }, request, reply) => answer(reply, await staff.login(body, request.ip))),
  );

  app.post('/api/admin/auth/refresh', async (request, reply) => {
    try {
      const cookie = readAdminCookie(request);
      // An undecodable cookie holds no session: the same 401 as no cookie, and the cookie is cleared.
      return answer(reply, await staff.refresh(cookie === MALFORMED_COOKIE ? null : cookie));
    } catch (error) {
      clearAdminCookie(reply, context.config);
      throw error;
    }
  });

  app.post('/api/admin/auth/logout', async (request, reply) => {
    const cookie = readAdminCookie(request);
    clearAdminCookie(reply, context.config);
    if (cookie === MALFORMED_COOKIE) throw new InvalidInput(MALFORMED_COOKIE_MESSAGE);
    await staff.logout(cookie);
    return ok(true);
  });

  app.get('/api/admin/auth/me', { preHandler: requireRole(context, ALL_STAFF) }, async (request) => ok(staffOf(request)));

  const owners = { preHandler: requireRole(context, OWNERS) };
  app.get(
    '/api/admin/staff',
    owners,
    withInput({ query: pagingQuery }, async ({ query }) => ok(await staff.list(query))),
  );
  app.post(
    '/api/admin/staff',
    owners,
    withInput({ body: staffCreateForm }, async ({ body }, request) => ok(await staff.create(staffOf(request), body))),
  );
  app.patch(
    '/api/admin/staff/:id',
    owners,
    withInput({ params: idParam, body: staffUpdateForm }, async ({ params, body }, request) =>
      ok(await staff.update(staffOf(request), params.id, body)),
    ),
  );
  app.post(
    '/api/admin/staff/:id/unlock',
    owners,
    withInput({ params: idParam }, async ({ params }, request) => ok(await staff.unlock(staffOf(request), params.id))),
  );
  app.post(
    '/api/admin/staff/:id/deactivate',
    owners,
    withInput({ params: idParam }, async ({ params }, request) => ok(await staff.update(staffOf(request), params.id, { isActive: false }))),
  );

  app.get(
    '/api/admin/audit',
    owners,
    withInput({ query: pagedQuery(auditFilter) }, async ({ query }) => ok(await listAudit(context.db, query.filter, query.paging))),
  );
}
