import type { FastifyInstance } from 'fastify';
import {
  couponForm,
  couponListQuery,
  couponPatchForm,
  productListQuery,
  productPatchForm,
  reviewListQuery,
  storeCreditAdjustmentForm,
} from '@shoreline/domain/forms/admin-catalog';
import type { ApiContext } from '../context.js';
import { ok } from '../http/index.js';
import { withInput } from '../http/index.js';
import { adjustStoreCredit } from '../store-credit/index.js';
import { couponDetail, createCoupon, decideReview, listCoupons, listReviews, subscribersCsv, updateCoupon } from './marketing-service.js';
import { pagedQuery } from '../http/index.js';
import { listProducts, productDetail, updateProduct } from './product-service.js';
import { codeParam, idParam, skuParam } from './route-params.js';
import { MANAGERS, requireRole, staffOf } from './staff-auth.js';

/** Products and customers' store credit (docs/admin-api.md): managers and owners only. */
export function registerAdminCatalogRoutes(app: FastifyInstance, context: ApiContext): void {
  const managers = { preHandler: requireRole(context, MANAGERS) };
  app.get(
    '/api/admin/products',
    managers,
    withInput({ query: pagedQuery(productListQuery) }, async ({ query }) => ok(await listProducts(context.db, query.filter, query.paging))),
  );
  app.get(
    '/api/admin/products/:sku',
    managers,
    withInput({ params: skuParam }, async ({ params }) => ok(await productDetail(context.db, params.sku))),
  );
  app.patch(
    '/api/admin/products/:sku',
    managers,
    withInput({ params: skuParam, body: productPatchForm }, async ({ params, body }, request) =>
      ok(await updateProduct(context, params.sku, body, staffOf(request))),
    ),
  );
  app.post(
    '/api/admin/customers/:id/store-credit',
    managers,
    withInput({ params: idParam, body: storeCreditAdjustmentForm }, async ({ params, body }, request) =>
      ok(await adjustStoreCredit(context, params.id, body, staffOf(request))),
    ),
  );

  app.get(
    '/api/admin/coupons',
    managers,
    withInput({ query: pagedQuery(couponListQuery) }, async ({ query }) => ok(await listCoupons(context, query.filter, query.paging))),
  );
  app.get(
    '/api/admin/coupons/:code',
    managers,
    withInput({ params: codeParam }, async ({ params }) => ok(await couponDetail(context, params.code))),
  );
  app.post(
    '/api/admin/coupons',
    managers,
    withInput({ body: couponForm }, async ({ body }, request) => ok(await createCoupon(context, body, staffOf(request)))),
  );
  app.patch(
    '/api/admin/coupons/:code',
    managers,
    withInput({ params: codeParam, body: couponPatchForm }, async ({ params, body }, request) =>
      ok(await updateCoupon(context, params.code, body, staffOf(request))),
    ),
  );
  app.get(
    '/api/admin/reviews',
    managers,
    withInput({ query: pagedQuery(reviewListQuery) }, async ({ query }) => ok(await listReviews(context, query.filter, query.paging))),
  );
  app.post(
    '/api/admin/reviews/:id/approve',
    managers,
    withInput({ params: idParam }, async ({ params }, request) => ok(await decideReview(context, params.id, 'approved', staffOf(request)))),
  );
  app.post(
    '/api/admin/reviews/:id/reject',
    managers,
    withInput({ params: idParam }, async ({ params }, request) => ok(await decideReview(context, params.id, 'rejected', staffOf(request)))),
  );
  app.get('/api/admin/newsletter/subscribers.csv', managers, async (_request, reply) =>
    reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', 'attachment; filename="newsletter-subscribers.csv"')
      .header('cache-control', 'private, no-store')
      .send(await subscribersCsv(context)),
  );
}
