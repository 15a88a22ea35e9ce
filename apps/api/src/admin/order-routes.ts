import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { ApiContext } from '../context.js';
import { ok } from '../http/envelope.js';
import { AdminOrderService } from './order-service.js';
import { listOrders, orderFilterSchema } from './order-queries.js';
import { packingList } from './packing-list.js';
import { pagingOf } from './paging.js';
import { ALL_STAFF, MANAGERS, requireRole, staffOf } from './staff-auth.js';

const idParam = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

/** Orders and the packing list (docs/admin-api.md, Orders). Packers read, pack and ship; managers do the rest. */
export function registerAdminOrderRoutes(app: FastifyInstance, context: ApiContext): void {
  const orders = new AdminOrderService(context, app.paymentService);
  const anyStaff = { preHandler: requireRole(context, ALL_STAFF) };
  const managers = { preHandler: requireRole(context, MANAGERS) };
  const idOf = (params: unknown) => idParam.parse(params).id;

  app.get('/api/admin/orders', anyStaff, async (request) =>
    ok(await listOrders(context.db, orderFilterSchema.parse(request.query ?? {}), pagingOf(request.query))),
  );
  app.get('/api/admin/orders/:id', anyStaff, async (request) => ok(await orders.detail(idOf(request.params), staffOf(request))));
  app.post('/api/admin/orders/:id/status', anyStaff, async (request) =>
    ok(await orders.setStatus(idOf(request.params), request.body, staffOf(request))),
  );
  app.post('/api/admin/orders/:id/ship', anyStaff, async (request) =>
    ok(await orders.ship(idOf(request.params), request.body, staffOf(request))),
  );
  app.post('/api/admin/orders/:id/cancel', managers, async (request) =>
    ok(await orders.cancel(idOf(request.params), request.body, staffOf(request))),
  );
  app.post('/api/admin/orders/:id/refund', managers, async (request) =>
    ok(await orders.refund(idOf(request.params), request.body, staffOf(request))),
  );
  app.get('/api/admin/packing-list', anyStaff, async (request) => ok(await packingList(context.db, request.query)));
}
