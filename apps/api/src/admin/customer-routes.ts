import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { customerListQuery } from '@shoreline/domain/forms/admin-customers';
import type { ApiContext } from '../context.js';
import { ok } from '../http/envelope.js';
import { listCustomers } from './customer-queries.js';
import { customerDetail, sendPasswordReset } from './customer-service.js';
import { pagingOf } from './paging.js';
import { MANAGERS, requireRole, staffOf } from './staff-auth.js';

const idParam = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

/**
 * Customers (docs/admin-api.md, Customers): list, detail and the password-reset e-mail, for managers and
 * owners. The store-credit adjustment (POST /api/admin/customers/:id/store-credit) is in catalog-routes.ts.
 */
export function registerAdminCustomerRoutes(app: FastifyInstance, context: ApiContext): void {
  const managers = { preHandler: requireRole(context, MANAGERS) };
  const idOf = (params: unknown) => idParam.parse(params).id;

  app.get('/api/admin/customers', managers, async (request) =>
    ok(await listCustomers(context.db, customerListQuery.parse(request.query ?? {}), pagingOf(request.query))),
  );
  app.get('/api/admin/customers/:id', managers, async (request) => ok(await customerDetail(context, idOf(request.params))));
  app.post('/api/admin/customers/:id/password-reset', managers, async (request) =>
    ok(await sendPasswordReset(context, idOf(request.params), staffOf(request))),
  );
}
