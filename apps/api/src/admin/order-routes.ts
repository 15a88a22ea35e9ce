import type { FastifyInstance } from 'fastify';
import { cancelOrderForm, orderStatusForm, refundForm, shipmentForm } from '@shoreline/domain/forms/admin';
import type { ApiContext } from '../context.js';
import type { OrderOperations } from '../order/index.js';
import { ok } from '../http/index.js';
import { withInput } from '../http/index.js';
import { listOrders, orderFilterSchema } from '../order/index.js';
import { packingList, packingQuerySchema } from '../order/index.js';
import { pagedQuery } from '../http/index.js';
import { idParam } from './route-params.js';
import { ALL_STAFF, MANAGERS, requireRole, staffOf } from './staff-auth.js';

/** Orders and the packing list (docs/admin-api.md, Orders). Packers read, pack and ship; managers do the rest. */
export function registerAdminOrderRoutes(app: FastifyInstance, context: ApiContext, services: { orderOperations: OrderOperations }): void {
  const orders = services.orderOperations;
  const anyStaff = { preHandler: requireRole(context, ALL_STAFF) };
  const managers = { preHandler: requireRole(context, MANAGERS) };

  app.get(
    '/api/admin/orders',
    anyStaff,
    withInput({ query: pagedQuery(orderFilterSchema) }, async ({ query }) => ok(await listOrders(context.db, query.filter, query.paging))),
  );
  app.get(
    '/api/admin/orders/:id',
    anyStaff,
    withInput({ params: idParam }, async ({ params }, request) => ok(await orders.detail(params.id, staffOf(request)))),
  );
  app.post(
    '/api/admin/orders/:id/status',
    anyStaff,
    withInput({ params: idParam, body: orderStatusForm }, async ({ params, body }, request) =>
      ok(await orders.setStatus(params.id, body, staffOf(request))),
    ),
  );
  app.post(
    '/api/admin/orders/:id/ship',
    anyStaff,
    withInput({ params: idParam, body: shipmentForm }, async ({ params, body }, request) =>
      ok(await orders.ship(params.id, body, staffOf(request))),
    ),
  );
  app.post(
    '/api/admin/orders/:id/cancel',
    managers,
    withInput({ params: idParam, body: cancelOrderForm }, async ({ params, body }, request) =>
      ok(await orders.cancel(params.id, body, staffOf(request))),
    ),
  );
  app.post(
    '/api/admin/orders/:id/refund',
    managers,
    withInput({ params: idParam, body: refundForm }, async ({ params, body }, request) =>
      ok(await orders.refund(params.id, body, staffOf(request))),
    ),
  );
  app.get(
    '/api/admin/packing-list',
    anyStaff,
    withInput({ query: packingQuerySchema }, async ({ query }) => ok(await packingList(context.db, query))),
  );
}
