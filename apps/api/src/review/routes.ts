import type { FastifyInstance } from 'fastify';
import { reviewCreateRequest, type ReviewSummary } from '@shoreline/domain';
import { HttpError, ok } from '../http/envelope.js';
import type { ApiContext } from '../context.js';
import type { ReviewDocument } from '../catalog/build-documents.js';
import { insertPendingReview } from './storage.js';

export function summarize(reviews: readonly ReviewDocument[]): ReviewSummary {
  const distribution: ReviewSummary['distribution'] = { '1': 0, '2': 0, '3': 0, '4': 0, '5': 0 };
  for (const review of reviews) distribution[String(review.rating) as keyof typeof distribution] += 1;
  const total = reviews.reduce((sum, review) => sum + review.rating, 0);
  return { count: reviews.length, average: reviews.length ? Math.round((total / reviews.length) * 10) / 10 : 0, distribution };
}

export function registerReviewRoutes(app: FastifyInstance, context: ApiContext): void {
  app.get<{ Params: { productId: string } }>('/api/review/product/:productId', async (request) => {
    const productId = Number(request.params.productId);
    if (!Number.isInteger(productId) || productId <= 0) throw new HttpError(400, 'productId must be a positive integer');
    const reviews = request.storeCatalog().reviews.filter((review) => review.product_id === productId);
    return ok({ reviews, summary: summarize(reviews) });
  });

  app.post('/api/review/create', async (request) => {
    const { review } = reviewCreateRequest.parse(request.body ?? {});
    if (!request.storeCatalog().productsById.has(review.product_id)) throw new HttpError(404, 'Product query returned empty result');
    return ok(await insertPendingReview(context.db, review));
  });
}
