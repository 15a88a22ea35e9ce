import type { Kysely } from 'kysely';
import {
  lineCostCents,
  lineLeft,
  spreadOverOrder,
  type LineLeft,
  type LineShare,
  type OrderSpread,
} from '@shoreline/domain/pricing/give-back';
import type { Database } from '../db/index.js';

/**
 * The ledger of what was given back per order line (order_give_backs, migration 035, ADR 0013). Every give-back
 * writes it in the transaction that gives: refunds by line and of the whole order, cancels, refunds made at the
 * gateway (webhooks) and approved freshness claims. leftToGiveBack() is the one answer to "what is left to give
 * back on this line", which refunds, claims and the back office all read.
 */
export type GiveBackSource =
  'line_refund' | 'order_refund' | 'cancel' | 'gateway_refund' | 'claim_credit' | 'claim_refund' | 'at_risk_credit';

/** Store credit given on an order (a claim's, a box at risk's): no refund row holds it, so refunds count it apart. */
const CREDIT_SOURCES: ReadonlySet<string> = new Set<GiveBackSource>(['claim_credit', 'at_risk_credit']);
export type GiveBackDestination = 'original' | 'store_credit';

/** Who gave back, how and why: the columns every row of one give-back shares. */
export interface GiveBackOrigin {
  orderId: number;
  source: GiveBackSource;
  destination: GiveBackDestination;
  refundId?: number | null;
  claimId?: number | null;
  staffId?: number | null;
  note: string;
  stamp: string;
}

export interface LeftToGiveBack {
  /** Per order item: its cost and units, what was given back on it, and what is left. */
  lines: Map<number, LineLeft>;
  shippingCentsLeft: number;
  /** Store credit approved claims gave: no refund row holds it, so a refund counts it against what was paid. */
  claimCreditCents: number;
}

/**
 * Holds the order row for the rest of the transaction (PostgreSQL; SQLite's write transaction holds the whole
 * database): a give-back reads what is left and writes its rows under it, so two at once never both give the rest.
 */
export async function holdOrderLedger(trx: Kysely<Database>, orderId: number, stamp: string): Promise<void> {
  await trx.updateTable('orders').set({ updated_at: stamp }).where('id', '=', orderId).execute();
}

/** What is left to give back on each line of an order (and on its shipping), from its items and its ledger. */
export async function leftToGiveBack(db: Kysely<Database>, orderId: number): Promise<LeftToGiveBack> {
  const [order, items, given] = await Promise.all([
    db.selectFrom('orders').select('shipping_cents').where('id', '=', orderId).executeTakeFirst(),
    db
      .selectFrom('order_items')
      .select(['id', 'qty', 'row_total_incl_tax_cents', 'discount_cents'])
      .where('order_id', '=', orderId)
      .orderBy('id')
      .execute(),
    db
      .selectFrom('order_give_backs')
      .select(['order_item_id', 'part', 'source', 'qty', 'amount_cents'])
      .where('order_id', '=', orderId)
      .execute(),
  ]);
  const lines = new Map<number, LineLeft>();
  for (const item of items) {
    const mine = given.filter((row) => row.order_item_id === item.id);
    lines.set(
      item.id,
      lineLeft({
        itemId: item.id,
        qty: item.qty,
        costCents: lineCostCents(item),
        givenQty: mine.reduce((sum, row) => sum + row.qty, 0),
        givenCents: mine.reduce((sum, row) => sum + row.amount_cents, 0),
      }),
    );
  }
  const shippingGiven = given.filter((row) => row.part === 'shipping').reduce((sum, row) => sum + row.amount_cents, 0);
  return {
    lines,
    shippingCentsLeft: Math.max(0, (order?.shipping_cents ?? 0) - shippingGiven),
    claimCreditCents: given.filter((row) => CREDIT_SOURCES.has(row.source)).reduce((sum, row) => sum + row.amount_cents, 0),
  };
}

function rowOf(origin: GiveBackOrigin, part: GiveBackPart, itemId: number | null, qty: number, cents: number) {
  return {
    order_id: origin.orderId,
    order_item_id: itemId,
    part,
    source: origin.source,
    destination: origin.destination,
    qty,
    amount_cents: cents,
    refund_id: origin.refundId ?? null,
    claim_id: origin.claimId ?? null,
    staff_id: origin.staffId ?? null,
    note: origin.note,
    created_at: origin.stamp,
  };
}

/** Writes a give-back's rows: its lines' shares, and its shipping and other parts when it has them. */
export async function recordGiveBack(
  trx: Kysely<Database>,
  origin: GiveBackOrigin,
  parts: { lines: readonly LineShare[]; shippingCents?: number; otherCents?: number },
): Promise<void> {
  const rows = [
    ...parts.lines.filter((line) => line.qty > 0 || line.cents > 0).map((line) => rowOf(origin, 'line', line.itemId, line.qty, line.cents)),
    ...((parts.shippingCents ?? 0) > 0 ? [rowOf(origin, 'shipping', null, 0, parts.shippingCents ?? 0)] : []),
    ...((parts.otherCents ?? 0) > 0 ? [rowOf(origin, 'other', null, 0, parts.otherCents ?? 0)] : []),
  ];
  if (rows.length) await trx.insertInto('order_give_backs').values(rows).execute();
}

/**
 * Records an amount given back on the whole order (a refund of what is left, a cancel, a gateway refund), spread
 * over the lines and the shipping by what is left on each (spreadOverOrder: deterministic, integer cents).
 */
export async function recordOrderGiveBack(trx: Kysely<Database>, origin: GiveBackOrigin, amount: number): Promise<OrderSpread> {
  const left = await leftToGiveBack(trx, origin.orderId);
  const spread = spreadOverOrder(amount, [...left.lines.values()], left.shippingCentsLeft);
  await recordGiveBack(trx, origin, spread);
  return spread;
}

export const GATEWAY_REFUND_NOTE = 'refunded at the gateway';

/**
 * A refund made at the gateway (its dashboard, a dispute) that no refund row of ours holds: what the order's payments
 * report refunded beyond our rows becomes a refund row and its ledger rows, spread over the order. Taken in a
 * transaction that holds the order row, so two deliveries of one event record it once. Answers the cents recorded.
 */
export async function recordGatewayRefund(trx: Kysely<Database>, paymentId: number, stamp: string): Promise<number> {
  const payment = await trx.selectFrom('payments').select(['id', 'order_id']).where('id', '=', paymentId).executeTakeFirst();
  if (!payment || payment.order_id === null) return 0;
  const orderId = payment.order_id;
  await holdOrderLedger(trx, orderId, stamp);
  const ours = await trx
    .selectFrom('order_refunds')
    .select((eb) => eb.fn.sum<number>('amount_cents').as('cents'))
    .where('order_id', '=', orderId)
    .where('destination', '=', 'original')
    // A refund its gateway refused later gave nothing: money the gateway reports is not that refund's.
    .where('state', '!=', 'failed')
    .executeTakeFirst();
  // An order can have more than one payment (a balance a change left due): the gateways' refunds over all of them
  // meet our refund rows over the whole order.
  const atGateways = await trx
    .selectFrom('payments')
    .select((eb) => eb.fn.sum<number>('refunded_cents').as('cents'))
    .where('order_id', '=', orderId)
    .executeTakeFirst();
  const gap = Number(atGateways?.cents ?? 0) - Number(ours?.cents ?? 0);
  if (gap <= 0) return 0;
  const refund = await trx
    .insertInto('order_refunds')
    .values({
      order_id: orderId,
      amount_cents: gap,
      shipping_cents: 0,
      destination: 'original',
      payment_id: payment.id,
      reason: GATEWAY_REFUND_NOTE,
      staff_id: null,
      created_at: stamp,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await recordOrderGiveBack(
    trx,
    { orderId, source: 'gateway_refund', destination: 'original', refundId: refund.id, note: GATEWAY_REFUND_NOTE, stamp },
    gap,
  );
  return gap;
}

export type GiveBackPart = 'line' | 'shipping' | 'other';

/** The ledger of an order for the back office: every row, oldest first, with who gave it back. */
export async function giveBackLedger(db: Kysely<Database>, orderId: number) {
  const rows = await db
    .selectFrom('order_give_backs')
    .leftJoin('staff', 'staff.id', 'order_give_backs.staff_id')
    .select([
      'order_give_backs.id',
      'order_give_backs.order_item_id',
      'order_give_backs.part',
      'order_give_backs.source',
      'order_give_backs.destination',
      'order_give_backs.qty',
      'order_give_backs.amount_cents',
      'order_give_backs.refund_id',
      'order_give_backs.claim_id',
      'order_give_backs.staff_id',
      'staff.name as staff_name',
      'order_give_backs.note',
      'order_give_backs.created_at',
    ])
    .where('order_give_backs.order_id', '=', orderId)
    .orderBy('order_give_backs.id')
    .execute();
  // The columns hold only what recordGiveBack() and migration 035 write.
  return rows.map((row) => ({
    ...row,
    part: row.part as GiveBackPart,
    source: row.source as GiveBackSource,
    destination: row.destination as GiveBackDestination,
  }));
}
