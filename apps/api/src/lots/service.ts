import type { LotWire, OrderLotsInput, ReceiveLotInput, RecallMailWire, RecallWire } from '@shoreline/domain/wire/lots';
import type { ApiContext } from '../context.js';
import { audit, type StaffPrincipal } from '../audit/index.js';
import { Conflict, InvalidInput, NotFound } from '../errors.js';
import { shopClock } from '../delivery/index.js';
import { addStock, withdrawStock } from '../stock/index.js';
import { effectiveStatus, findOrder, orderMailStore, type StatusMoveListener } from '../order/index.js';
import { assignFirstExpiring, overrideAssignments, packedLineOf } from './assignment.js';
import { recallCsv, recallOrders } from './recall.js';
import { recallMail } from './recall-mail.js';
import {
  assignmentsOf,
  assignmentsOfDay,
  claimExpiry,
  findLotByCode,
  listLots,
  lotsPastUseBy,
  lotWireOf,
  releaseAssignments,
} from './storage.js';

const NO_LOT = 'No lot has this code.';
/** Each line's units (a bundle's parts counted) and those no assigned lot covers. */
function coverageOf(
  items: ReadonlyArray<Parameters<typeof packedLineOf>[0] & { order_id: number }>,
  assignments: ReadonlyArray<{ item_id: number; qty: number }>,
) {
  return items.map((item) => {
    const units = [...packedLineOf(item).units.values()].reduce((sum, qty) => sum + qty, 0);
    const assigned = assignments.filter((lot) => lot.item_id === item.id).reduce((sum, lot) => sum + lot.qty, 0);
    return { order_id: item.order_id, item_id: item.id, sku: item.sku, units, uncovered: Math.max(0, units - assigned) };
  });
}

/** Orders whose lines may take lots: packing has begun or the box left (a canceled or unpaid order has none). */
const PACKED_OR_LATER = ['processing', 'packed', 'shipped', 'complete'];

/**
 * Lots, from the dock to the door (issue 37): receiving adds a lot's units to the product's stock; packing assigns lots
 * to order lines first-expiring first (or as staff say); a lot past its use-by leaves the sellable stock and is never
 * assigned; the recall lists, exports and mails every customer who received a lot.
 */
export class Lots {
  constructor(private readonly context: ApiContext) {}

  private get db() {
    return this.context.db;
  }

  /** Today's date in the shop's time zone: a lot sells through the end of its use-by day there. */
  today(now = new Date()): string {
    return shopClock(now, this.context.config.shipping.calendar.timeZone).date;
  }

  async receive(input: ReceiveLotInput, staff: StaffPrincipal): Promise<LotWire> {
    const today = this.today();
    if (input.use_by < today) throw new InvalidInput(`The use-by ${input.use_by} has passed: the lot cannot be sold.`);
    const stamp = new Date().toISOString();
    await this.context.dialect.writeTransaction(this.db, async (trx) => {
      const product = await trx.selectFrom('products').select(['id']).where('sku', '=', input.sku).executeTakeFirst();
      if (!product) throw new NotFound(`No product has the SKU ${input.sku}.`);
      const taken = await trx.selectFrom('lots').select('id').where('code', '=', input.code).executeTakeFirst();
      if (taken) throw new Conflict(`A lot with the code ${input.code} was received already.`);
      const { id } = await trx
        .insertInto('lots')
        .values({
          code: input.code,
          product_id: product.id,
          qty: input.qty,
          supplier: input.supplier,
          caught_on: input.caught_on,
          use_by: input.use_by,
          staff_id: staff.id,
          received_at: stamp,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await addStock(trx, product.id, input.qty, stamp);
      await audit(trx, { staffId: staff.id, action: 'lot.receive', entityType: 'lot', entityId: id, after: { ...input } });
    });
    void this.context.readModel.refreshIfChanged().catch(() => undefined);
    return this.lotOf(input.code);
  }

  private async lotOf(code: string): Promise<LotWire> {
    const lot = await findLotByCode(this.db, code);
    if (!lot) throw new NotFound(NO_LOT);
    return lotWireOf(lot, this.today());
  }

  list(filter: { sku?: string | undefined; state: 'open' | 'expired' | 'all' }): Promise<LotWire[]> {
    return listLots(this.db, filter, this.today());
  }

  async orderLots(orderId: number) {
    const order = await findOrder(this.db, orderId);
    if (!order) throw new NotFound('Order not found.');
    const assignments = await assignmentsOf(this.db, orderId);
    const lines = coverageOf(await this.itemsWhere('order_items.order_id', orderId), assignments);
    return { order_id: orderId, lines: lines.map(({ order_id: _order, ...line }) => line), assignments };
  }

  /** The lines of a delivery date's orders with what lots cover, and their lots (the packing list's). */
  async dayLots(date: string) {
    const assignments = await assignmentsOfDay(this.db, date);
    return { lines: coverageOf(await this.itemsWhere('orders.delivery_date', date), assignments), assignments };
  }

  private itemsWhere(column: 'order_items.order_id' | 'orders.delivery_date', value: number | string) {
    return this.db
      .selectFrom('order_items')
      .innerJoin('orders', 'orders.id', 'order_items.order_id')
      .select(['order_items.order_id', 'order_items.id', 'order_items.sku', 'order_items.product_id', 'order_items.qty'])
      .select('order_items.stock_units')
      .where(column, '=', value)
      .orderBy('order_items.id')
      .execute();
  }

  /** The packing list's override: the named lines take the lots staff chose (audited as order.lots). */
  async override(orderId: number, input: OrderLotsInput, staff: StaffPrincipal) {
    const order = await findOrder(this.db, orderId);
    if (!order) throw new NotFound('Order not found.');
    const status = effectiveStatus(order.status);
    if (!PACKED_OR_LATER.includes(status)) throw new Conflict(`A ${status} order takes no lots.`);
    await this.context.dialect.writeTransaction(this.db, async (trx) => {
      const before = await assignmentsOf(trx, orderId);
      const stamp = new Date().toISOString();
      await overrideAssignments(trx, input, { orderId, staffId: staff.id, today: this.today(), stamp });
      const after = await assignmentsOf(trx, orderId);
      await audit(trx, {
        staffId: staff.id,
        action: 'order.lots',
        entityType: 'order',
        entityId: orderId,
        before: { lots: before },
        after: { lots: after },
      });
    });
    return this.orderLots(orderId);
  }

  /**
   * Inside an order's status move: packed or shipped assigns the lots not assigned yet (FEFO); a cancel gives the
   * units back to their lots (those of a lot expired meanwhile leave the stock the cancel put them back on).
   */
  readonly onStatusMove: StatusMoveListener = async (trx, move) => {
    if (move.to === 'packed' || move.to === 'shipped') {
      await assignFirstExpiring(trx, { orderId: move.orderId, staffId: move.staffId, today: this.today(), stamp: move.stamp });
    } else if (move.to === 'canceled') {
      const expired = await releaseAssignments(trx, move.orderId, 'all');
      for (const [productId, qty] of expired) await withdrawStock(trx, productId, qty, move.stamp);
    }
  };

  /**
   * Takes the unassigned units of every lot past its use-by off the sellable stock, once per lot (claimExpiry), each
   * lot in its own transaction. Answers the lots expired now.
   */
  async expireDue(now = new Date()): Promise<string[]> {
    const expired: string[] = [];
    for (const lot of await lotsPastUseBy(this.db, this.today(now))) {
      const stamp = now.toISOString();
      await this.context.dialect.writeTransaction(this.db, async (trx) => {
        const units = await claimExpiry(trx, lot.id, stamp);
        if (units === null) return;
        if (units > 0) await withdrawStock(trx, lot.product_id, units, stamp);
        await audit(trx, {
          staffId: null,
          action: 'lot.expire',
          entityType: 'lot',
          entityId: lot.id,
          after: { code: lot.code, qty_expired: units },
        });
        expired.push(lot.code);
      });
    }
    if (expired.length) void this.context.readModel.refreshIfChanged().catch(() => undefined);
    return expired;
  }

  async recall(code: string): Promise<RecallWire> {
    const lot = await findLotByCode(this.db, code);
    if (!lot) throw new NotFound(NO_LOT);
    return { lot: lotWireOf(lot, this.today()), orders: await recallOrders(this.db, lot.id) };
  }

  async recallCsv(code: string): Promise<string> {
    const { lot, orders } = await this.recall(code);
    return recallCsv(lot, orders);
  }

  /**
   * Mails every customer who received the lot, once per address and lot (a repeated call mails only those not mailed
   * yet), in the language of the store view of their order. An address is claimed before its mail goes and given
   * back if the mail fails, so a retry sends it. Audited as lot.recall_mail.
   */
  async mailRecall(code: string, staff: StaffPrincipal): Promise<RecallMailWire> {
    const lot = await findLotByCode(this.db, code);
    if (!lot) throw new NotFound(NO_LOT);
    const answer: RecallMailWire = { mailed: 0, already: 0, failed: 0 };
    const seen = new Set<string>();
    for (const recalled of await recallOrders(this.db, lot.id)) {
      const email = recalled.customer_email.trim().toLowerCase();
      if (seen.has(email)) continue;
      seen.add(email);
      const claimed = await this.db
        .insertInto('lot_recall_mails')
        .values({ lot_id: lot.id, email, order_id: recalled.order_id, sent_at: new Date().toISOString() })
        .onConflict((conflict) => conflict.columns(['lot_id', 'email']).doNothing())
        .executeTakeFirst();
      if (Number(claimed.numInsertedOrUpdatedRows ?? 0) !== 1) {
        answer.already += 1;
        continue;
      }
      try {
        const order = await findOrder(this.db, recalled.order_id);
        if (!order) throw new Error(`order ${recalled.increment_id} is gone`);
        const { brand } = await orderMailStore(this.context, order);
        const mail = recallMail(
          { code: lot.code, productName: lot.product_name, caughtOn: lot.caught_on, useBy: lot.use_by },
          order.increment_id,
          brand,
        );
        await this.context.mailer.send({ from: this.context.config.mailFrom, to: recalled.customer_email, ...mail });
        answer.mailed += 1;
      } catch (error) {
        this.context.log.error({ err: error, lot: lot.code, order: recalled.increment_id }, 'recall e-mail failed');
        await this.db.deleteFrom('lot_recall_mails').where('lot_id', '=', lot.id).where('email', '=', email).execute();
        answer.failed += 1;
      }
    }
    await audit(this.db, {
      staffId: staff.id,
      action: 'lot.recall_mail',
      entityType: 'lot',
      entityId: lot.id,
      after: { code: lot.code, ...answer },
    });
    return answer;
  }
}
