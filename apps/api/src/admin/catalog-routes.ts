import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  couponForm,
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
import { ok, envelopeOf, nonJsonResponse, typed, pagedQuery } from '../http/index.js';
import { adjustStoreCredit } from '../store-credit/index.js';
import { couponDetail, createCoupon, decideReview, listCoupons, listReviews, subscribersCsv, updateCoupon } from '../marketing/index.js';
import { listProducts, productDetail, updateProduct } from '../catalog/index.js';
import { codeParam, idParam, skuParam, STAFF_SECURITY } from './route-params.js';
import { MANAGERS, requireRole, staffOf } from '../staff/index.js';

const CATALOG_WRITES =
  "Every catalog write bumps the catalog version, so every process's read model and page cache follow within CATALOG_REFRESH_MS.";
const noBody = z.object({});

/** Products, coupons, reviews, the subscribers file and customers' store credit: managers and owners only. */
export function registerAdminCatalogRoutes(app: FastifyInstance, context: ApiContext): void {
  const managers = requireRole(context, MANAGERS);
  const api = typed(app);
  const security = STAFF_SECURITY;

  api.get(
    '/api/admin/products',
    {
      schema: {
        summary: 'Lists products',
        description: '`q` matches part of the sku or name; `status` (1 enabled, 2 disabled) and `type` filter.',
        tags: ['admin products'],
        security,
        querystring: pagedQuery(productListQuery),
        response: { 200: envelopeOf(pageWire(adminProductRowWire)) },
      },
      preHandler: managers,
    },
    async (request) => ok(await listProducts(context.db, request.query.filter, request.query.paging)),
  );
  api.get(
    '/api/admin/products/:sku',
    {
      schema: {
        summary: 'One product with its descriptions and images',
        description: '404 `No product with this sku.`',
        tags: ['admin products'],
        security,
        params: skuParam,
        response: { 200: envelopeOf(adminProductWire) },
      },
      preHandler: managers,
    },
    async (request) => ok(await productDetail(context.db, request.params.sku)),
  );
  api.patch(
    '/api/admin/products/:sku',
    {
      schema: {
        summary: "Changes a product's name, descriptions, prices, special price window, stock, status or visibility",
        description: `Send only the fields to change; \`special_price_cents: null\` clears the special price. ${CATALOG_WRITES}`,
        tags: ['admin products'],
        security,
        params: skuParam,
        body: productPatchForm,
        response: { 200: envelopeOf(adminProductWire) },
      },
      preHandler: managers,
    },
    async (request) => ok(await updateProduct(context, request.params.sku, request.body, staffOf(request))),
  );
  api.post(
    '/api/admin/customers/:id/store-credit',
    {
      schema: {
        summary: "Adjusts a customer's store credit",
        description:
          'A signed amount in cents (not 0) with the reason the customer sees; answers the new balance. 409 `The balance is 12.50: it cannot go below zero.` ' +
          'when it would go below zero.',
        tags: ['admin customers'],
        security,
        params: idParam,
        body: storeCreditAdjustmentForm,
        response: { 200: envelopeOf(storeCreditBalanceWire) },
      },
      preHandler: managers,
    },
    async (request) => ok(await adjustStoreCredit(context, request.params.id, request.body, staffOf(request))),
  );

  api.get(
    '/api/admin/coupons',
    {
      schema: {
        summary: 'Lists coupons by code',
        description: '`q` matches part of the code or description, any case.',
        tags: ['admin coupons'],
        security,
        querystring: pagedQuery(couponListQuery),
        response: { 200: envelopeOf(pageWire(adminCouponWire)) },
      },
      preHandler: managers,
    },
    async (request) => ok(await listCoupons(context, request.query.filter, request.query.paging)),
  );
  api.get(
    '/api/admin/coupons/:code',
    {
      schema: {
        summary: 'One coupon',
        description: '404 `No coupon with this code.`',
        tags: ['admin coupons'],
        security,
        params: codeParam,
        response: { 200: envelopeOf(adminCouponWire) },
      },
      preHandler: managers,
    },
    async (request) => ok(await couponDetail(context, request.params.code)),
  );
  api.post(
    '/api/admin/coupons',
    {
      schema: {
        summary: 'Creates a coupon',
        description:
          '`discount_value` is the percent for a percent coupon (10 = 10%, stored as basis points) and cents for a fixed one. 409 when the code exists. ' +
          'Coupons are never deleted (orders keep the code).',
        tags: ['admin coupons'],
        security,
        body: couponForm,
        response: { 200: envelopeOf(adminCouponWire) },
      },
      preHandler: managers,
    },
    async (request) => ok(await createCoupon(context, request.body, staffOf(request))),
  );
  api.patch(
    '/api/admin/coupons/:code',
    {
      schema: {
        summary: "Changes a coupon's description, limits, dates or active flag",
        description:
          'The code and the discount are fixed once created. 400 `to_date: The coupon must start before it ends.` when the window would end before it starts.',
        tags: ['admin coupons'],
        security,
        params: codeParam,
        body: couponPatchForm,
        response: { 200: envelopeOf(adminCouponWire) },
      },
      preHandler: managers,
    },
    async (request) => ok(await updateCoupon(context, request.params.code, request.body, staffOf(request))),
  );
  api.get(
    '/api/admin/reviews',
    {
      schema: {
        summary: 'Lists reviews by state, oldest first',
        description: '`status`: pending (the default), approved or rejected.',
        tags: ['admin reviews'],
        security,
        querystring: pagedQuery(reviewListQuery),
        response: { 200: envelopeOf(pageWire(adminReviewWire)) },
      },
      preHandler: managers,
    },
    async (request) => ok(await listReviews(context, request.query.filter, request.query.paging)),
  );
  for (const decision of ['approved', 'rejected'] as const) {
    const verb = decision === 'approved' ? 'approve' : 'reject';
    api.post(
      `/api/admin/reviews/:id/${verb}`,
      {
        schema: {
          summary: decision === 'approved' ? 'Approves a review: the shop shows it' : 'Rejects a review: the shop does not show it',
          description: 'Reviews live in the catalog read model: the decision bumps the catalog version.',
          tags: ['admin reviews'],
          security,
          params: idParam,
          body: noBody,
          response: { 200: envelopeOf(reviewDecisionWire) },
        },
        preHandler: managers,
      },
      async (request) => ok(await decideReview(context, request.params.id, decision, staffOf(request))),
    );
  }
  api.get(
    '/api/admin/newsletter/subscribers.csv',
    {
      schema: {
        summary: 'The confirmed newsletter subscribers as a CSV file',
        description: 'Columns email, store, subscribed_at; cells are quoted and a leading = + - @ is neutralised.',
        tags: ['admin marketing'],
        security,
        querystring: z.object({}),
        response: { 200: nonJsonResponse('text/csv', 'The subscribers, one per row') },
      },
      preHandler: managers,
    },
    async (_request, reply) =>
      reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="newsletter-subscribers.csv"')
        .header('cache-control', 'private, no-store')
        .send(await subscribersCsv(context)),
  );
}
