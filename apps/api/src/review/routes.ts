import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import { z } from 'zod';
import { reviewCreateRequest, type ReviewSummary } from '@shoreline/domain';
import { answering, ok, envelopeOf, typed, PUBLIC } from '../http/index.js';
import { InvalidInput, NotFound } from '../errors.js';
import type { ApiContext } from '../context.js';
import { guestOrCustomer, identifyCustomer } from '../auth/index.js';
import { limitOrRefuse } from '../ratelimit/index.js';
import type { ReviewDocument } from '../catalog/index.js';
import { insertPendingReview } from './storage.js';
import { PRODUCT_QUERY_EMPTY } from '@shoreline/domain/messages';
import { REASON } from '@shoreline/domain/error-reasons';

export function summarize(reviews: readonly ReviewDocument[]): ReviewSummary {
  const distribution: ReviewSummary['distribution'] = { '1': 0, '2': 0, '3': 0, '4': 0, '5': 0 };
  for (const review of reviews) distribution[String(review.rating) as keyof typeof distribution] += 1;
  const total = reviews.reduce((sum, review) => sum + review.rating, 0);
  return { count: reviews.length, average: reviews.length ? Math.round((total / reviews.length) * 10) / 10 : 0, distribution };
}

const REVIEWS_PER_ADDRESS_AND_HOUR = 20;
const REVIEWS_PER_CUSTOMER_AND_HOUR = 5;
const tooManyReviews = (seconds: number) => `Too many reviews. Try again in ${seconds} seconds.`;

/** Counted in the database, so every API process shares the limits; after identifyCustomer, before the review is read. */
function limitReviews(context: ApiContext): preHandlerAsyncHookHandler {
  return async (request) => {
    await limitOrRefuse(context.db, `review:ip:${request.ip}`, REVIEWS_PER_ADDRESS_AND_HOUR, 3600, tooManyReviews);
    const customerId = guestOrCustomer(request);
    if (customerId !== null) {
      await limitOrRefuse(context.db, `review:customer:${customerId}`, REVIEWS_PER_CUSTOMER_AND_HOUR, 3600, tooManyReviews);
    }
  };
}

const reviewWire = z.object({
  id: z.number().int(),
  product_id: z.number().int(),
  title: z.string(),
  detail: z.string(),
  nickname: z.string(),
  rating: z.number().int(),
  review_entity: z.literal('product'),
  review_status: z.number().int(),
  created_at: z.string(),
});
const reviewSummaryWire = z.object({
  count: z.number().int(),
  average: z.number(),
  distribution: z.object({ '1': z.number(), '2': z.number(), '3': z.number(), '4': z.number(), '5': z.number() }),
});
const createdReviewWire = reviewWire.omit({ id: true }).extend({
  id: z.number().int(),
  status: z.number().int(),
  customer_id: z.number().int().nullable(),
});

export function registerReviewRoutes(app: FastifyInstance, context: ApiContext): void {
  answering(app, { access: PUBLIC }).get(
    '/api/review/product/:productId',
    {
      refusals: { 400: [REASON.invalidInput] },
      summary: "A product's approved reviews and their rating summary",
      description: 'Answers the reviews staff approved for the product with a summary of their ratings.',
      examples: [{ summary: "By the product's id", params: { productId: '1' } }],
      params: z.object({ productId: z.string() }),
      answer: z.object({ reviews: z.array(reviewWire), summary: reviewSummaryWire }),
    },
    async (request) => {
      const productId = Number(request.params.productId);
      if (!Number.isInteger(productId) || productId <= 0) throw new InvalidInput('productId must be a positive integer');
      const reviews = request.storeCatalog().reviews.filter((review) => review.product_id === productId);
      return { reviews, summary: summarize(reviews) };
    },
  );

  // Guests may review (the contract's body has customer_id null); the author is whoever the bearer token names.
  typed(app).post(
    '/api/review/create',
    {
      schema: {
        refusals: { 404: [REASON.notFound], 429: [REASON.rateLimited] },
        summary: 'Stores a review, unapproved until staff approve it',
        examples: [
          {
            summary: 'A short review',
            body: { review: { product_id: 1, title: 'Sweet and heavy', detail: 'Packed cold and every crab was full.', nickname: 'Ada' } },
          },
        ],
        description: 'Limited per client address and per customer and hour.',
        body: reviewCreateRequest,
        response: { 200: envelopeOf(createdReviewWire) },
      },
      preHandler: [identifyCustomer(context.secret), limitReviews(context)],
    },
    async (request) => {
      const { review } = request.body;
      if (!request.storeCatalog().productsById.has(review.product_id)) throw new NotFound(PRODUCT_QUERY_EMPTY);
      return ok(await insertPendingReview(context.db, { ...review, customer_id: guestOrCustomer(request) }));
    },
  );
}
