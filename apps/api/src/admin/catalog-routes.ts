import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { ApiContext } from '../context.js';
import { ok } from '../http/envelope.js';
import { adjustStoreCredit } from './customer-credit.js';
import { couponDetail, createCoupon, decideReview, listCoupons, listReviews, subscribersCsv, updateCoupon } from './marketing-service.js';
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

  const codeParam = z.object({ code: z.string().min(1).max(64) });
  app.get('/api/admin/coupons', managers, async (request) => ok(await listCoupons(context, request.query, pagingOf(request.query))));
  app.get('/api/admin/coupons/:code', managers, async (request) => ok(await couponDetail(context, codeParam.parse(request.params).code)));
  app.post('/api/admin/coupons', managers, async (request) => ok(await createCoupon(context, request.body, staffOf(request))));
  app.patch('/api/admin/coupons/:code', managers, async (request) =>
    ok(await updateCoupon(context, codeParam.parse(request.params).code, request.body, staffOf(request))),
  );
  app.get('/api/admin/reviews', managers, async (request) => ok(await listReviews(context, request.query, pagingOf(request.query))));
  app.post('/api/admin/reviews/:id/approve', managers, async (request) =>
    ok(await decideReview(context, idParam.parse(request.params).id, 'approved', staffOf(request))),
  );
  app.post('/api/admin/reviews/:id/reject', managers, async (request) =>
    ok(await decideReview(context, idParam.parse(request.params).id, 'rejected', staffOf(request))),
  );
  app.get('/api/admin/newsletter/subscribers.csv', managers, async (_request, reply) =>
    reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', 'attachment; filename="newsletter-subscribers.csv"')
      .header('cache-control', 'private, no-store')
      .send(await subscribersCsv(context)),
  );
}
