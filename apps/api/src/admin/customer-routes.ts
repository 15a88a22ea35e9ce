import type { FastifyInstance } from 'fastify';
import { customerListQuery } from '@shoreline/domain/forms/admin-customers';
import type { ApiContext } from '../context.js';
import { ok } from '../http/index.js';
import { withInput } from '../http/index.js';
import { listCustomers } from './customer-queries.js';
import { customerDetail, sendPasswordReset } from './customer-service.js';
import { pagedQuery } from '../http/index.js';
import { idParam } from './route-params.js';
import { MANAGERS, requireRole, staffOf } from './staff-auth.js';

/**
 * Customers (docs/admin-api.md, Customers): list, detail and the password-reset e-mail, for managers and
 * owners. The store-credit adjustment (POST /api/admin/customers/:id/store-credit) is in catalog-routes.ts.
 */
export function registerAdminCustomerRoutes(app: FastifyInstance, context: ApiContext): void {
  const managers = { preHandler: requireRole(context, MANAGERS) };

  app.get(
    '/api/admin/customers',
    managers,
    withInput({ query: pagedQuery(customerListQuery) }, async ({ query }) =>
      ok(await listCustomers(context.db, query.filter, query.paging)),
    ),
  );
  app.get(
    '/api/admin/customers/:id',
    managers,
    withInput({ params: idParam }, async ({ params }) => ok(await customerDetail(context, params.id))),
  );
  app.post(
    '/api/admin/customers/:id/password-reset',
    managers,
    withInput({ params: idParam }, async ({ params }, request) => ok(await sendPasswordReset(context, params.id, staffOf(request)))),
  );
}
