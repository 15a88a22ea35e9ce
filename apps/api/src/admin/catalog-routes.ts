import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { ApiContext } from '../context.js';
import { ok } from '../http/envelope.js';
import { adjustStoreCredit } from './customer-credit.js';
import { pagingOf } from './paging.js';
import { listProducts, productDetail, updateProduct } from './product-service.js';
import { MANAGERS, requireRole, staffOf } from './staff-auth.js';

const skuParam = z.object({ sku: z.string().min(1).max(128) });
const idParam = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

/** Products and customers' store credit (docs/admin-api.md): managers and owners only. */
export function registerAdminCatalogRoutes(app: FastifyInstance, context: ApiContext): void {
  const managers = { preHandler: requireRole(context, MANAGERS) };
  app.get('/api/admin/products', managers, async (request) => ok(await listProducts(context.db, request.query, pagingOf(request.query))));
  app.get('/api/admin/products/:sku', managers, async (request) => ok(await productDetail(context.db, skuParam.parse(request.params).sku)));
  app.patch('/api/admin/products/:sku', managers, async (request) =>
    ok(await updateProduct(context, skuParam.parse(request.params).sku, request.body, staffOf(request))),
  );
  app.post('/api/admin/customers/:id/store-credit', managers, async (request) =>
    ok(await adjustStoreCredit(context, idParam.parse(request.params).id, request.body, staffOf(request))),
  );
}
