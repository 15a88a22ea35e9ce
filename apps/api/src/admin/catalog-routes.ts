import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  couponForm,
  couponFormDocumented,
  couponListQuery,
  couponPatchForm,
  productListQuery,
  productPatchForm,
  reviewListQuery,
  storeCreditAdjustmentForm,
} from '@shoreline/domain/forms/admin-catalog';
import { pageWire } from '@shoreline/domain/wire/admin';
import {
  adminCouponWire,
  adminProductRowWire,
  adminProductWire,
  adminReviewWire,
  reviewDecisionWire,
  storeCreditBalanceWire,
} from '@shoreline/domain/wire/admin-catalog';
import type { ApiContext } from '../context.js';
import { documentAs, pagedQuery } from '../http/index.js';
import { adjustStoreCredit } from '../store-credit/index.js';
import { couponDetail, createCoupon, decideReview, listCoupons, listReviews, subscribersCsv, updateCoupon } from '../marketing/index.js';
import { listProducts, productDetail, updateProduct } from '../catalog-editing/index.js';
import { codeParam, idParam, recordByCode, skuParam, staffFiles, staffRoutes } from './route-params.js';
import { MANAGERS, staffOf } from '../staff/index.js';
import { REASON } from '@shoreline/domain/error-reasons';

const CATALOG_WRITES =
  "Every catalog write bumps the catalog version, so every process's read model and page cache follow within CATALOG_REFRESH_MS.";
const noBody = z.object({});

/** Products, coupons, reviews, the subscribers file and customers' store credit: managers and owners only. */
export function registerAdminCatalogRoutes(app: FastifyInstance, context: ApiContext): void {
  registerProductRoutes(app, context);
  registerStoreCreditRoute(app, context);
  registerCouponRoutes(app, context);
  registerReviewRoutes(app, context);
  registerSubscribersFile(app, context);
}

function registerProductRoutes(app: FastifyInstance, context: ApiContext): void {
  const products = staffRoutes(app, context, MANAGERS, 'admin products');
  products.get(
    '/api/admin/products',
    {
      summary: 'Lists products',
      examples: [{ summary: 'The first page', query: { page: 1, pageSize: 20, q: 'crab' } }],
      description: '`q` matches part of the sku or name; `status` (1 enabled, 2 disabled) and `type` filter.',
      querystring: pagedQuery(productListQuery),
      answer: pageWire(adminProductRowWire),
    },
    async (request) => listProducts(context.db, request.query.filter, request.query.paging),
  );
  products.get(
    '/api/admin/products/:sku',
    {
      refusals: { 404: [REASON.notFound] },
      summary: 'One product with its descriptions and images',
      examples: [{ summary: 'By its SKU', params: { sku: 'CRAB-DZ' } }],
      description: '404 `No product with this sku.`',
      params: skuParam,
      answer: adminProductWire,
    },
    async (request) => productDetail(context.db, request.params.sku),
  );
  products.patch(
    '/api/admin/products/:sku',
    {
      refusals: { 400: [REASON.invalidInput], 404: [REASON.notFound] },
      summary: "Changes a product's name, descriptions, prices, special price window, stock, status or visibility",
      examples: [
        {
          summary: 'A sale price for December',
          params: { sku: 'CRAB-DZ' },
          body: { special_price_cents: 3499, special_from_date: '2026-12-01', special_to_date: '2026-12-24' },
        },
      ],
      description: `Send only the fields to change; \`special_price_cents: null\` clears the special price. ${CATALOG_WRITES}`,
      params: skuParam,
      body: productPatchForm,
      answer: adminProductWire,
    },
    async (request) => updateProduct(context, request.params.sku, request.body, staffOf(request)),
  );
}

function registerStoreCreditRoute(app: FastifyInstance, context: ApiContext): void {
  staffRoutes(app, context, MANAGERS, 'admin customers').post(
    '/api/admin/customers/:id/store-credit',
    {
      refusals: { 404: [REASON.notFound], 409: [REASON.conflict] },
      summary: "Adjusts a customer's store credit",
      examples: [{ summary: 'Ten dollars of credit', params: { id: 1 }, body: { amount_cents: 1000, reason: 'Arrived warm' } }],
      description:
        'A signed amount in cents (not 0) with the reason the customer sees; answers the new balance. 409 `The balance is 12.50: it cannot go below zero.` ' +
        'when it would go below zero.',
      params: idParam,
      body: storeCreditAdjustmentForm,
      answer: storeCreditBalanceWire,
    },
    async (request) => adjustStoreCredit(context, request.params.id, request.body, staffOf(request)),
  );
}

function registerCouponRoutes(app: FastifyInstance, context: ApiContext): void {
  const coupons = staffRoutes(app, context, MANAGERS, 'admin coupons');
  coupons.get(
    '/api/admin/coupons',
    {
      summary: 'Lists coupons by code',
      examples: [{ summary: 'The first page', query: { page: 1, pageSize: 20, q: 'crab' } }],
      description: '`q` matches part of the code or description, any case.',
      querystring: pagedQuery(couponListQuery),
      answer: pageWire(adminCouponWire),
    },
    async (request) => listCoupons(context, request.query.filter, request.query.paging),
  );
  coupons.get(
    '/api/admin/coupons/:code',
    recordByCode(adminCouponWire, 'WELCOME10', { summary: 'One coupon', description: '404 `No coupon with this code.`' }),
    async (request) => couponDetail(context, request.params.code),
  );
  coupons.post(
    '/api/admin/coupons',
    {
      refusals: { 409: [REASON.conflict] },
      summary: 'Creates a coupon',
      description:
        '`discount_value` is the percent for a percent coupon (10 = 10%, stored as basis points) and cents for a fixed one. 409 when the code exists. ' +
        'Coupons are never deleted (orders keep the code).',
      body: documentAs(couponForm, couponFormDocumented),
      answer: adminCouponWire,
    },
    async (request) => createCoupon(context, request.body, staffOf(request)),
  );
  coupons.patch(
    '/api/admin/coupons/:code',
    {
      refusals: { 404: [REASON.notFound] },
      summary: "Changes a coupon's description, limits, dates or active flag",
      examples: [{ summary: 'By its code', params: { code: 'WELCOME10' }, body: { from_date: '2026-12-01', to_date: '2026-12-31' } }],
      description:
        'The code and the discount are fixed once created. 400 `to_date: The coupon must start before it ends.` when the window would end before it starts.',
      params: codeParam,
      body: couponPatchForm,
      answer: adminCouponWire,
    },
    async (request) => updateCoupon(context, request.params.code, request.body, staffOf(request)),
  );
}

function registerReviewRoutes(app: FastifyInstance, context: ApiContext): void {
  const reviews = staffRoutes(app, context, MANAGERS, 'admin reviews');
  reviews.get(
    '/api/admin/reviews',
    {
      summary: 'Lists reviews by state, oldest first',
      examples: [{ summary: 'The first page', query: { page: 1, pageSize: 20 } }],
      description: '`status`: pending (the default), approved or rejected.',
      querystring: pagedQuery(reviewListQuery),
      answer: pageWire(adminReviewWire),
    },
    async (request) => listReviews(context, request.query.filter, request.query.paging),
  );
  for (const decision of ['approved', 'rejected'] as const) {
    const verb = decision === 'approved' ? 'approve' : 'reject';
    reviews.post(
      `/api/admin/reviews/:id/${verb}`,
      {
        refusals: { 404: [REASON.notFound] },
        summary: decision === 'approved' ? 'Approves a review: the shop shows it' : 'Rejects a review: the shop does not show it',
        examples: [{ summary: 'By its id', params: { id: 1 } }],
        description: 'Reviews live in the catalog read model: the decision bumps the catalog version.',
        params: idParam,
        body: noBody,
        answer: reviewDecisionWire,
      },
      async (request) => decideReview(context, request.params.id, decision, staffOf(request)),
    );
  }
}

function registerSubscribersFile(app: FastifyInstance, context: ApiContext): void {
  staffFiles(app, context, MANAGERS, 'admin marketing').get(
    '/api/admin/newsletter/subscribers.csv',
    {
      summary: 'The confirmed newsletter subscribers as a CSV file',
      description: 'Columns email, store, subscribed_at; cells are quoted and a leading = + - @ is neutralised.',
      querystring: z.object({}),
      sends: { type: 'text/csv', description: 'The subscribers, one per row' },
    },
    async (_request, reply) =>
      reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="newsletter-subscribers.csv"')
        .header('cache-control', 'private, no-store')
        .send(await subscribersCsv(context)),
  );
}
