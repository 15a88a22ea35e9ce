import type { Kysely } from 'kysely';
import type { ReviewInput } from '@shoreline/domain';
import type { Database } from '../db/index.js';

export const REVIEW_PENDING = 2;

/** Stores a review unapproved; it is listed only after a shop owner approves it. */
export async function insertPendingReview(db: Kysely<Database>, review: ReviewInput, now = new Date()) {
  const row = {
    product_id: review.product_id,
    title: review.title,
    detail: review.detail,
    nickname: review.nickname,
    rating: review.rating,
    status: REVIEW_PENDING,
    customer_id: review.customer_id,
    created_at: now.toISOString(),
  };
  const inserted = await db.insertInto('reviews').values(row).returning('id').executeTakeFirstOrThrow();
  return { id: inserted.id, ...row, review_status: REVIEW_PENDING, review_entity: 'product' as const };
}
