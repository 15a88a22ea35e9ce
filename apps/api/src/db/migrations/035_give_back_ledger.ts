import type { Kysely, Migration } from 'kysely';
import {
  lineCostCents,
  lineLeft,
  proportionalCents,
  spreadOverOrder,
  type LineGiven,
  type LineShare,
} from '@shoreline/domain/pricing/give-back';
import type { Dialect } from '../dialect.js';
import type { Database, OrderGiveBacksTable } from '../schema.js';
import { belongsTo, createTables, dropTables, referenceOrNull, type TableDefinitions } from './columns.js';

const TABLES = {
  order_give_backs: {
    numbered: 'id',
    columns: {
      order_id: belongsTo('orders.id'),
      order_item_id: 'integer references order_items.id on delete cascade',
      part: 'varchar(16) not null',
      source: 'varchar(24) not null',
      destination: 'varchar(16) not null',
      qty: 'integer not null',
      amount_cents: 'integer not null',
      refund_id: 'integer references order_refunds.id on delete cascade',
      claim_id: 'integer references freshness_claims.id on delete cascade',
      staff_id: referenceOrNull('staff.id'),
      note: 'text not null',
      created_at: 'varchar(40) not null',
    },
    indexes: { order_give_backs_order: ['order_id'], order_give_backs_item: ['order_item_id'] },
  },
} satisfies TableDefinitions;

type Row = Omit<OrderGiveBacksTable, 'id'>;

/** An order's lines and what the rows written so far gave back on them and on its shipping. */
class OrderState {
  private readonly given = new Map<number, { qty: number; cents: number }>();
  shippingGiven = 0;

  constructor(
    readonly lines: ReadonlyArray<{ id: number; qty: number; cost: number }>,
    readonly shippingCents: number,
  ) {}

  add(rows: Row[]): Row[] {
    for (const row of rows) {
      if (row.order_item_id === null) {
        if (row.part === 'shipping') this.shippingGiven += row.amount_cents;
        continue;
      }
      const entry = this.given.get(row.order_item_id) ?? { qty: 0, cents: 0 };
      this.given.set(row.order_item_id, { qty: entry.qty + row.qty, cents: entry.cents + row.amount_cents });
    }
    return rows;
  }

  left() {
    return this.lines.map((line) => {
      const given = this.given.get(line.id) ?? { qty: 0, cents: 0 };
      const state: LineGiven = { itemId: line.id, qty: line.qty, costCents: line.cost, givenQty: given.qty, givenCents: given.cents };
      return lineLeft(state);
    });
  }
}

interface Base {
  orderId: number;
  source: string;
  destination: string;
  refundId: number | null;
  claimId: number | null;
  staffId: number | null;
  note: string;
  stamp: string;
}

const lineRows = (base: Base, shares: LineShare[]): Row[] =>
  shares.map((share) => ({
    order_id: base.orderId,
    order_item_id: share.itemId,
    part: 'line',
    source: base.source,
    destination: base.destination,
    qty: share.qty,
    amount_cents: share.cents,
    refund_id: base.refundId,
    claim_id: base.claimId,
    staff_id: base.staffId,
    note: base.note,
    created_at: base.stamp,
  }));

const orderPartRow = (base: Base, part: 'shipping' | 'other', cents: number): Row[] =>
  cents > 0
    ? [
        {
          order_id: base.orderId,
          order_item_id: null,
          part,
          source: base.source,
          destination: base.destination,
          qty: 0,
          amount_cents: cents,
          refund_id: base.refundId,
          claim_id: base.claimId,
          staff_id: base.staffId,
          note: base.note,
          created_at: base.stamp,
        },
      ]
    : [];

/** The rows of an amount given back on the whole order (give-back/ spreads alike). */
function spreadRows(state: OrderState, base: Base, amount: number): Row[] {
  const spread = spreadOverOrder(amount, state.left(), state.shippingCents - state.shippingGiven);
  return [
    ...lineRows(base, spread.lines),
    ...orderPartRow(base, 'shipping', spread.shippingCents),
    ...orderPartRow(base, 'other', spread.otherCents),
  ];
}

/** Writes the ledger of one order from its refunds, its approved claims and what its payment's gateway reports. */
async function backfillOrder(db: Kysely<Database>, orderId: number, stamp: string): Promise<void> {
  const [order, items, refunds, refundLines, claims, claimLines, payment] = await Promise.all([
    db.selectFrom('orders').select(['shipping_cents']).where('id', '=', orderId).executeTakeFirstOrThrow(),
    db.selectFrom('order_items').selectAll().where('order_id', '=', orderId).orderBy('id').execute(),
    db.selectFrom('order_refunds').selectAll().where('order_id', '=', orderId).orderBy('id').execute(),
    db
      .selectFrom('order_refund_lines')
      .innerJoin('order_refunds', 'order_refunds.id', 'order_refund_lines.refund_id')
      .select([
        'order_refund_lines.refund_id',
        'order_refund_lines.order_item_id',
        'order_refund_lines.qty',
        'order_refund_lines.amount_cents',
      ])
      .where('order_refunds.order_id', '=', orderId)
      .execute(),
    db.selectFrom('freshness_claims').selectAll().where('order_id', '=', orderId).where('status', '=', 'approved').execute(),
    db
      .selectFrom('freshness_claim_lines')
      .innerJoin('freshness_claims', 'freshness_claims.id', 'freshness_claim_lines.claim_id')
      .select([
        'freshness_claim_lines.claim_id',
        'freshness_claim_lines.order_item_id',
        'freshness_claim_lines.qty',
        'freshness_claim_lines.paid_cents',
      ])
      .where('freshness_claims.order_id', '=', orderId)
      .execute(),
    db.selectFrom('payments').selectAll().where('order_id', '=', orderId).orderBy('id', 'desc').executeTakeFirst(),
  ]);
  const state = new OrderState(
    items.map((item) => ({ id: item.id, qty: item.qty, cost: lineCostCents(item) })),
    order.shipping_cents,
  );
  const claimOfRefund = new Map(claims.filter((claim) => claim.refund_id !== null).map((claim) => [claim.refund_id, claim]));
  // Refunds and approved claims in the order they happened: a claim by when it was decided, a refund by when it was made.
  const events = [
    ...refunds.filter((refund) => !claimOfRefund.has(refund.id)).map((refund) => ({ at: refund.created_at, refund, claim: null })),
    ...claims.map((claim) => ({ at: claim.decided_at ?? claim.updated_at, refund: null, claim })),
  ].sort((a, b) => a.at.localeCompare(b.at));
  const rows: Row[] = [];
  for (const event of events) {
    if (event.refund) {
      const refund = event.refund;
      const lines = refundLines.filter((line) => line.refund_id === refund.id);
      const base: Base = {
        orderId,
        source: lines.length ? 'line_refund' : refund.reason.startsWith('canceled:') ? 'cancel' : 'order_refund',
        destination: refund.destination,
        refundId: refund.id,
        claimId: null,
        staffId: refund.staff_id,
        note: refund.reason,
        stamp: refund.created_at,
      };
      if (lines.length) {
        const shares = lines.map((line) => ({ itemId: line.order_item_id, qty: line.qty, cents: line.amount_cents }));
        rows.push(...state.add([...lineRows(base, shares), ...orderPartRow(base, 'shipping', refund.shipping_cents)]));
      } else {
        rows.push(...state.add(spreadRows(state, base, refund.amount_cents)));
      }
      continue;
    }
    const claim = event.claim;
    if (!claim) continue;
    // As it happened: each claimed line's units, the amount by the lines' claimed value (an old double payment shows).
    const lines = claimLines.filter((line) => line.claim_id === claim.id);
    const cents = proportionalCents(
      claim.amount_cents ?? 0,
      lines.map((line) => line.paid_cents),
    );
    const shares = lines.map((line, index) => ({ itemId: line.order_item_id, qty: line.qty, cents: cents[index] ?? 0 }));
    rows.push(
      ...state.add(
        lineRows(
          {
            orderId,
            source: claim.resolution === 'refund' ? 'claim_refund' : 'claim_credit',
            destination: claim.resolution === 'refund' ? 'original' : 'store_credit',
            refundId: claim.refund_id,
            claimId: claim.id,
            staffId: claim.staff_id,
            note: `freshness claim ${claim.id}`,
            stamp: claim.decided_at ?? claim.updated_at,
          },
          shares,
        ),
      ),
    );
  }
  // What the gateway refunded beyond our refund rows (a refund made in its own dashboard) becomes a refund row too.
  const ours = refunds.filter((refund) => refund.destination === 'original').reduce((sum, refund) => sum + refund.amount_cents, 0);
  const gap = (payment?.refunded_cents ?? 0) - ours;
  if (payment && gap > 0) {
    const refund = await db
      .insertInto('order_refunds')
      .values({
        order_id: orderId,
        amount_cents: gap,
        shipping_cents: 0,
        destination: 'original',
        payment_id: payment.id,
        reason: 'refunded at the gateway',
        staff_id: null,
        created_at: stamp,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    rows.push(
      ...state.add(
        spreadRows(
          state,
          {
            orderId,
            source: 'gateway_refund',
            destination: 'original',
            refundId: refund.id,
            claimId: null,
            staffId: null,
            note: 'refunded at the gateway',
            stamp,
          },
          gap,
        ),
      ),
    );
  }
  for (let at = 0; at < rows.length; at += 200)
    await db
      .insertInto('order_give_backs')
      .values(rows.slice(at, at + 200))
      .execute();
}

/** Orders that gave anything back: a refund row, an approved claim, or a payment the gateway reports refunded. */
async function ordersToBackfill(db: Kysely<Database>): Promise<number[]> {
  const [refunded, claimed, gateway] = await Promise.all([
    db.selectFrom('order_refunds').select('order_id').distinct().execute(),
    db.selectFrom('freshness_claims').select('order_id').where('status', '=', 'approved').distinct().execute(),
    db.selectFrom('payments').select('order_id').where('refunded_cents', '>', 0).where('order_id', 'is not', null).distinct().execute(),
  ]);
  const ids = new Set<number>();
  for (const row of [...refunded, ...claimed, ...gateway]) if (row.order_id !== null) ids.add(row.order_id);
  return [...ids].sort((a, b) => a - b);
}

/**
 * The ledger of what was given back per order line (give-back/, ADR 0013), filled from what the shop did before
 * it: refunds by line as recorded, other refunds and cancels spread over the lines and the shipping, approved
 * claims on their lines, and what a gateway refunded beyond our rows as a refund row of its own.
 */
export const giveBackLedgerMigration = (dialect: Dialect): Migration => ({
  async up(db: Kysely<unknown>) {
    await createTables(db, TABLES, dialect);
    const typed = db as unknown as Kysely<Database>;
    const stamp = new Date().toISOString();
    for (const orderId of await ordersToBackfill(typed)) await backfillOrder(typed, orderId, stamp);
  },
  async down(db: Kysely<unknown>) {
    await (db as unknown as Kysely<Database>)
      .deleteFrom('order_refunds')
      .where('reason', '=', 'refunded at the gateway')
      .where('staff_id', 'is', null)
      .execute();
    await dropTables(db, TABLES);
  },
});
