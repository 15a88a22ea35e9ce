import { z } from 'zod';
import { FIELD_REQUIRED, NAME_TOO_SHORT, DETAIL_TOO_SHORT } from '../messages.js';

/** A review as the product page form and POST /api/review/create both validate it. */
export const reviewInput = z.object({
  product_id: z.number().int().positive(),
  title: z.string().trim().min(1, FIELD_REQUIRED).max(255),
  detail: z.string().trim().min(10, DETAIL_TOO_SHORT).max(5000),
  nickname: z.string().trim().min(2, NAME_TOO_SHORT).max(100),
  rating: z.number().int().min(1).max(5).default(5),
  review_entity: z.literal('product').default('product'),
  review_status: z.number().int().optional(),
  customer_id: z.number().int().positive().nullable().default(null),
});

export const reviewCreateRequest = z.object({ review: reviewInput });
export type ReviewInput = z.infer<typeof reviewInput>;

export interface ReviewSummary {
  count: number;
  /** Average rating, one fraction digit; 0 when there are no reviews. */
  average: number;
  /** How many reviews gave 1..5 stars. */
  distribution: Record<'1' | '2' | '3' | '4' | '5', number>;
}
