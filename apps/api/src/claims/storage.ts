import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/index.js';
import { pageOfQuery, textSearch, type Paging } from '../http/index.js';

/** The claims tables (migration 030): reads and writes, each in the caller's connection or transaction. */

export interface ClaimLineRow {
  claim_id: number;
  order_item_id: number;
  sku: string;
  name: string;
  qty: number;
  paid_cents: number;
}

/** Every line of the claims given, with its order item's sku and name. */
export async function linesOf(db: Kysely<Database>, claimIds: number[]): Promise<ClaimLineRow[]> {
  if (claimIds.length === 0) return [];
  return db
    .selectFrom('freshness_claim_lines')
    .innerJoin('order_items', 'order_items.id', 'freshness_claim_lines.order_item_id')
    .select([
      'freshness_claim_lines.claim_id',
      'freshness_claim_lines.order_item_id',
      'order_items.sku',
      'order_items.name',
      'freshness_claim_lines.qty',
      'freshness_claim_lines.paid_cents',
    ])
    .where('freshness_claim_lines.claim_id', 'in', claimIds)
    .orderBy('freshness_claim_lines.id')
    .execute();
}

/** How many claims with a photo the customer filed since `since` (the photos stored for them that day). */
export async function photosClaimedSince(db: Kysely<Database>, customerId: number, since: string): Promise<number> {
  const row = await db
    .selectFrom('freshness_claims')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('customer_id', '=', customerId)
    .where('photo', 'is not', null)
    .where('created_at', '>=', since)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

export function claimsOfOrder(db: Kysely<Database>, orderId: number) {
  return db.selectFrom('freshness_claims').selectAll().where('order_id', '=', orderId).orderBy('id', 'desc').execute();
}

export function findClaim(db: Kysely<Database>, id: number) {
  return db.selectFrom('freshness_claims').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Per order item: whether an open claim holds it, and how many of its units approved claims took. */
export async function claimedByItem(db: Kysely<Database>, orderId: number): Promise<Map<number, { open: boolean; approvedQty: number }>> {
  const rows = await db
    .selectFrom('freshness_claim_lines')
    .innerJoin('freshness_claims', 'freshness_claims.id', 'freshness_claim_lines.claim_id')
    .select(['freshness_claim_lines.order_item_id', 'freshness_claim_lines.qty', 'freshness_claims.status'])
    .where('freshness_claims.order_id', '=', orderId)
    .where('freshness_claims.status', 'in', ['open', 'approved'])
    .execute();
  const byItem = new Map<number, { open: boolean; approvedQty: number }>();
  for (const row of rows) {
    const entry = byItem.get(row.order_item_id) ?? { open: false, approvedQty: 0 };
    if (row.status === 'open') entry.open = true;
    else entry.approvedQty += row.qty;
    byItem.set(row.order_item_id, entry);
  }
  return byItem;
}

export async function insertClaim(
  trx: Kysely<Database>,
  claim: { orderId: number; customerId: number; reason: string; description: string; photo: string; claimedCents: number; stamp: string },
  lines: Array<{ itemId: number; qty: number; paidCents: number }>,
): Promise<number> {
  const row = await trx
    .insertInto('freshness_claims')
    .values({
      order_id: claim.orderId,
      customer_id: claim.customerId,
      reason: claim.reason,
      description: claim.description,
      photo: claim.photo,
      status: 'open',
      claimed_cents: claim.claimedCents,
      created_at: claim.stamp,
      updated_at: claim.stamp,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await trx
    .insertInto('freshness_claim_lines')
    .values(
      lines.map((line) => ({
        claim_id: row.id,
        order_item_id: line.itemId,
        qty: line.qty,
        paid_cents: line.paidCents,
        open_item_id: line.itemId,
      })),
    )
    .execute();
  return row.id;
}

export interface Decision {
  status: 'approved' | 'declined';
  resolution: 'store_credit' | 'refund' | null;
  amountCents: number | null;
  declineReason: string | null;
  note: string | null;
  refundId: number | null;
  staffId: number;
  stamp: string;
}

/** Decides an open claim and frees its lines for a later claim; false when it was not open any more. */
export async function decideClaim(trx: Kysely<Database>, id: number, decision: Decision): Promise<boolean> {
  const moved = await trx
    .updateTable('freshness_claims')
    .set({
      status: decision.status,
      resolution: decision.resolution,
      amount_cents: decision.amountCents,
      decline_reason: decision.declineReason,
      note: decision.note,
      refund_id: decision.refundId,
      staff_id: decision.staffId,
      decided_at: decision.stamp,
      updated_at: decision.stamp,
    })
    .where('id', '=', id)
    .where('status', '=', 'open')
    .executeTakeFirst();
  if (Number(moved.numUpdatedRows) !== 1) return false;
  await trx.updateTable('freshness_claim_lines').set({ open_item_id: null }).where('claim_id', '=', id).execute();
  return true;
}

/**
 * Opens an approval again whose refund a gateway refused: in its request (the refund row is gone, so refund_id was
 * cleared with it: `failedRefundId` null) or later, to the refund sweep (the row stays, failed, and the claim lets go
 * of it). Each line is held again unless another open claim took its item meanwhile.
 */
export async function reopenRefusedRefund(
  trx: Kysely<Database>,
  id: number,
  stamp: string,
  failedRefundId: number | null = null,
): Promise<boolean> {
  const moved = await trx
    .updateTable('freshness_claims')
    .set({
      status: 'open',
      resolution: null,
      amount_cents: null,
      note: null,
      refund_id: null,
      staff_id: null,
      decided_at: null,
      updated_at: stamp,
    })
    .where('id', '=', id)
    .where('status', '=', 'approved')
    .where('resolution', '=', 'refund')
    .where((eb) => (failedRefundId === null ? eb('refund_id', 'is', null) : eb('refund_id', '=', failedRefundId)))
    .executeTakeFirst();
  if (Number(moved.numUpdatedRows) !== 1) return false;
  await trx
    .updateTable('freshness_claim_lines')
    .set((eb) => ({ open_item_id: eb.ref('order_item_id') }))
    .where('claim_id', '=', id)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('freshness_claim_lines as held')
            .select('held.claim_id')
            .whereRef('held.open_item_id', '=', 'freshness_claim_lines.order_item_id'),
        ),
      ),
    )
    .execute();
  return true;
}

export interface ClaimFilter {
  status?: 'open' | 'approved' | 'declined' | undefined;
  q?: string | undefined;
}

function listQuery(db: Kysely<Database>, filter: ClaimFilter) {
  let query = db.selectFrom('freshness_claims').innerJoin('orders', 'orders.id', 'freshness_claims.order_id');
  if (filter.status) query = query.where('freshness_claims.status', '=', filter.status);
  if (filter.q) query = query.where(textSearch(filter.q, [sql`orders.increment_id`, sql`orders.customer_email`]));
  return query;
}

const ROW_COLUMNS = [
  'freshness_claims.id',
  'freshness_claims.status',
  'freshness_claims.reason',
  'freshness_claims.order_id',
  'orders.increment_id as order_increment_id',
  'orders.store_code',
  'orders.customer_email',
  'orders.customer_firstname',
  'orders.customer_lastname',
  'orders.currency_code',
  'freshness_claims.claimed_cents',
  'freshness_claims.resolution',
  'freshness_claims.amount_cents',
  'freshness_claims.created_at',
] as const;

/** Claims for the back office, newest first. */
export function listClaims(db: Kysely<Database>, filter: ClaimFilter, paging: Paging) {
  return pageOfQuery(listQuery(db, filter), (query) => query.select(ROW_COLUMNS).orderBy('freshness_claims.id', 'desc'), paging);
}

/** One claim with its order's fields and who decided it. */
export function claimWithOrder(db: Kysely<Database>, id: number) {
  return db
    .selectFrom('freshness_claims')
    .innerJoin('orders', 'orders.id', 'freshness_claims.order_id')
    .leftJoin('staff', 'staff.id', 'freshness_claims.staff_id')
    .select([
      ...ROW_COLUMNS,
      'freshness_claims.customer_id',
      'freshness_claims.description',
      'freshness_claims.photo',
      'freshness_claims.decided_at',
      'freshness_claims.decline_reason',
      'freshness_claims.note',
      'freshness_claims.refund_id',
      'orders.delivery_date',
      'orders.status as order_status',
      'staff.name as decided_by',
    ])
    .where('freshness_claims.id', '=', id)
    .executeTakeFirst();
}
