import type { z } from 'zod';
import {
  REVIEW_STATES,
  type couponForm,
  type couponListQuery,
  type couponPatchForm,
  type reviewListQuery,
} from '@shoreline/domain/forms/admin-catalog';
import { sql } from 'kysely';
import type { ApiContext } from '../context.js';
import { isUniqueViolation } from '../db/index.js';
import { Conflict, invalidField, NotFound } from '../errors.js';
import { bumpCatalogVersion } from '../seed/index.js';
import { audit, changedFields, type StaffPrincipal } from '../audit/index.js';
import { csvCell, pageOfQuery, type Paging, textSearch } from '../http/index.js';

/**
 * Coupons, review moderation and the newsletter subscribers export (its calls are described in
 * /api/reference). Coupons are read live by the cart; reviews live in the read model, so a decision
 * bumps the catalog version.
 */
const NO_COUPON = 'No coupon with this code.';

/** Coupons by code, with `q` matching part of the code or the description (any case). */
export async function listCoupons(context: ApiContext, { q }: z.output<typeof couponListQuery>, paging: Paging) {
  let base = context.db.selectFrom('coupons');
  if (q) base = base.where(textSearch(q, [sql`coupons.code`, sql`coupons.description`]));
  return pageOfQuery(base, (query) => query.selectAll().orderBy('code'), paging);
}

export async function couponDetail(context: ApiContext, code: string) {
  const coupon = await context.db.selectFrom('coupons').selectAll().where('code', '=', code.toUpperCase()).executeTakeFirst();
  if (!coupon) throw new NotFound(NO_COUPON);
  return coupon;
}

export async function createCoupon(context: ApiContext, form: z.output<typeof couponForm>, staff: StaffPrincipal) {
  const row = {
    code: form.code,
    description: form.description,
    discount_type: form.discount_type,
    // Stored as basis points for a percent (10% = 1000), cents for a fixed amount.
    discount_value: form.discount_type === 'percent' ? Math.round(form.discount_value * 100) : form.discount_value,
    is_active: form.is_active ? 1 : 0,
    from_date: form.from_date,
    to_date: form.to_date,
    uses_per_customer: form.uses_per_customer,
    uses_total: form.uses_total,
  };
  try {
    await context.dialect.writeTransaction(context.db, async (trx) => {
      await trx.insertInto('coupons').values(row).execute();
      await audit(trx, { staffId: staff.id, action: 'coupon.create', entityType: 'coupon', entityId: form.code, after: row });
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new Conflict('A coupon with this code exists.');
    throw error;
  }
  return row;
}

export async function updateCoupon(context: ApiContext, code: string, patch: z.output<typeof couponPatchForm>, staff: StaffPrincipal) {
  const { is_active, ...rest } = patch;
  const changes = { ...rest, ...(is_active === undefined ? {} : { is_active: is_active ? 1 : 0 }) };
  return context.dialect.writeTransaction(context.db, async (trx) => {
    const coupon = await trx.selectFrom('coupons').selectAll().where('code', '=', code.toUpperCase()).executeTakeFirst();
    if (!coupon) throw new NotFound(NO_COUPON);
    const from = changes.from_date === undefined ? coupon.from_date : changes.from_date;
    const to = changes.to_date === undefined ? coupon.to_date : changes.to_date;
    if (from && to && from > to) throw invalidField('to_date', 'The coupon must start before it ends.');
    const diff = changedFields(coupon as unknown as Record<string, unknown>, changes);
    if (Object.keys(diff.after).length) {
      await trx.updateTable('coupons').set(changes).where('code', '=', coupon.code).execute();
      await audit(trx, { staffId: staff.id, action: 'coupon.update', entityType: 'coupon', entityId: coupon.code, ...diff });
    }
    return { ...coupon, ...changes };
  });
}

/** Reviews in one state, oldest first, with the product's sku and name. */
export async function listReviews(context: ApiContext, { status }: z.output<typeof reviewListQuery>, paging: Paging) {
  const base = context.db.selectFrom('reviews').where('reviews.status', '=', REVIEW_STATES[status]);
  return pageOfQuery(
    base,
    (query) =>
      query
        .leftJoin('products', 'products.id', 'reviews.product_id')
        .selectAll('reviews')
        .select(['products.sku as product_sku', 'products.name as product_name'])
        .orderBy('reviews.created_at')
        .orderBy('reviews.id'),
    paging,
  );
}

export async function decideReview(context: ApiContext, id: number, decision: 'approved' | 'rejected', staff: StaffPrincipal) {
  const status = REVIEW_STATES[decision];
  await context.dialect.writeTransaction(context.db, async (trx) => {
    const review = await trx.selectFrom('reviews').select(['id', 'status']).where('id', '=', id).executeTakeFirst();
    if (!review) throw new NotFound('No review with this id.');
    if (review.status === status) return;
    await trx.updateTable('reviews').set({ status }).where('id', '=', id).execute();
    await bumpCatalogVersion(trx);
    await audit(trx, {
      staffId: staff.id,
      action: `review.${decision}`,
      entityType: 'review',
      entityId: id,
      before: { status: review.status },
      after: { status },
    });
  });
  void context.readModel.refreshIfChanged().catch(() => undefined);
  return { id, status: decision };
}

/** The confirmed subscribers, oldest first, as CSV (email, store, subscribed_at). */
export async function subscribersCsv(context: ApiContext): Promise<string> {
  const rows = await context.db
    .selectFrom('newsletter_subscriptions')
    .select(['email', 'store_code', 'updated_at'])
    .where('subscribed', '=', 1)
    .orderBy('updated_at')
    .execute();
  const lines = [['email', 'store', 'subscribed_at'], ...rows.map((row) => [row.email, row.store_code, row.updated_at])];
  return `${lines.map((cells) => cells.map(csvCell).join(',')).join('\r\n')}\r\n`;
}
