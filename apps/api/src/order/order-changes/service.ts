import { fromCents, toCents } from '@shoreline/domain';
import { REASON } from '@shoreline/domain/error-reasons';
import type {
  ChangeSettlement,
  OrderChangeInput,
  OrderChangePriceWire,
  OrderChangeProposal,
  OrderChangeWire,
} from '@shoreline/domain/wire/order-changes';
import type { ApiContext } from '../../context.js';
import type { CartService } from '../../cart/index.js';
import { Conflict } from '../../errors.js';
import { findOrder, findOrderPayment } from '../queries.js';
import { findOrderItems, type OrderRow } from '../storage.js';
import { AWAITING } from '../money/awaiting-payment.js';
import { balancePayPath } from './balance-link.js';
import type { OrderOperations } from '../operations.js';
import type { LateOutcome } from '../money/refund-sends.js';
import type { OrderSelfService } from '../self-service/self-service.js';
import { repriceOrder, type Repriced } from './reprice.js';
import { ChangeStoredMeanwhile, storeChange, type ChangeKind } from './store-change.js';
import { sendChangeMail } from './change-mail.js';
import { sendRecipientChangeMail } from '../recipient-day/recipient-day-mail.js';

/** A claim on a change's refund this old was left by a process that stopped: the next retry or sweep takes it over. */
const REFUND_CLAIM_MS = 5 * 60_000;
/** A pending refund nobody claimed for this long (its request died before claiming) is the sweep's. */
const OWED_AFTER_MS = 60_000;

/** The parts of a change's audit row a late settlement reads back. */
interface RecordedChange {
  kinds?: ChangeKind[];
  gift_card_returned_cents?: number;
  store_credit_returned_cents?: number;
}

type ChangeRow = {
  change_key: string;
  refund_id: number | null;
  before_cents: number;
  after_cents: number;
  difference_cents: number;
  settlement: string;
  summary: string;
};

/** What a change did, as the packing list's kinds (order-changes-log.ts) name them. */
function kindsOf(order: OrderRow, repriced: Repriced, proposal: OrderChangeProposal): ChangeKind[] {
  const kinds: ChangeKind[] = [];
  if (proposal.lines) kinds.push('lines_changed');
  if (proposal.shipping_address) kinds.push('address_changed');
  if ((repriced.date || null) !== order.delivery_date) kinds.push('date_moved');
  return kinds;
}

/** What changed, in the history's words. */
function summaryOf(order: OrderRow, repriced: Repriced, kinds: readonly ChangeKind[]): string {
  const words: Record<ChangeKind, string> = {
    lines_changed: 'items changed',
    address_changed: `delivery address changed to ${repriced.address.city}, ${repriced.address.region_code}`,
    date_moved: `delivery moved from ${order.delivery_date ?? '-'} to ${repriced.date}`,
  };
  return `Order changed (${kinds.map((kind) => words[kind]).join('; ') || 'nothing'})`;
}

/**
 * A customer's change of their order's lines, delivery address or date until the cut-off (issue 38, the money
 * slice): re-checked and re-priced as a new order (order-changes/reprice.ts), stored in one transaction with its
 * stock and booking (store-change.ts), and its difference settled: a lower total refunded to the original payment
 * (the registry's partial refund, as staff refunds), a higher one left due on the order's pay page, an offline
 * payment not yet taken (or an order awaiting its payment) simply due for the new total. A change carries its
 * client's key: sent again, it answers the change made and charges or refunds nothing twice. While a difference is
 * unpaid, no further change is taken.
 */
export class OrderChanges {
  constructor(
    private readonly context: ApiContext,
    private readonly carts: CartService,
    private readonly operations: OrderOperations,
    private readonly selfService: OrderSelfService,
    /** Called once a change is stored, before its refund (tests stop there, as a process that dies would). */
    private readonly afterStored?: (orderId: number, changeKey: string) => Promise<void>,
  ) {
    operations.sends.onLateOutcome((refundId, outcome) => this.refundSettledLate(refundId, outcome));
  }

  /** What the change would cost or give back, nothing changed. */
  async preview(order: OrderRow, proposal: OrderChangeProposal): Promise<OrderChangePriceWire> {
    await this.selfService.refuseClosed(order);
    await this.refuseUnpaid(order);
    const repriced = await repriceOrder(this.context, this.carts, order, await findOrderItems(this.context.db, order.id), proposal);
    return this.priceWire(order, repriced, await this.settlementOf(order, repriced));
  }

  async change(order: OrderRow, input: OrderChangeInput): Promise<OrderChangeWire> {
    const earlier = await this.changeRow(order.id, input.change_id);
    if (earlier) return this.answer(await this.reload(order), await this.settleLate(order, earlier.change_key));
    await this.selfService.refuseClosed(order);
    await this.refuseUnpaid(order);
    const items = await findOrderItems(this.context.db, order.id);
    const repriced = await repriceOrder(this.context, this.carts, order, items, input);
    const after = repriced.priced.totals.grandTotalCents;
    if (input.grand_total !== undefined && toCents(input.grand_total) !== after)
      throw new Conflict('The change now comes to another total than the one shown: review it again.', {
        reason: REASON.orderChangeTotalChanged,
      });
    const settlement = await this.settlementOf(order, repriced);
    const payment = await findOrderPayment(this.context.db, order.id);
    const kinds = kindsOf(order, repriced, input);
    const summary = summaryOf(order, repriced, kinds);
    let changed: OrderRow;
    try {
      changed = await storeChange(
        this.context,
        {
          order,
          items,
          repriced,
          key: input.change_id,
          settlement,
          amountDuePaymentId: settlement === 'amount_due' && payment?.state === 'pending' ? payment.id : null,
          summary,
          kinds,
        },
        this.localeOf(order),
      );
    } catch (error) {
      const twin = error instanceof ChangeStoredMeanwhile ? await this.changeRow(order.id, input.change_id) : undefined;
      if (!twin) throw error;
      return this.answer(await this.reload(order), await this.settleLate(order, twin.change_key));
    }
    void this.context.readModel.refreshIfChanged().catch(() => undefined);
    await this.afterStored?.(order.id, input.change_id);
    const row = await this.settle(changed, input.change_id);
    // A refund another request or the sweep made first was mailed by whoever made it.
    if (settlement !== 'refunded' || row.settledNow)
      void sendChangeMail(this.context, changed, {
        summary,
        differenceCents: row.difference_cents,
        settlement: row.settlement,
        payUrl: this.payPath(changed),
        giftCardBackCents: Math.max(0, order.gift_card_cents - changed.gift_card_cents),
        storeCreditBackCents: Math.max(0, order.store_credit_cents - changed.store_credit_cents),
      });
    if (kinds.includes('date_moved') || kinds.includes('address_changed')) void sendRecipientChangeMail(this.context, changed);
    return this.answer(await this.reload(order), row);
  }

  /**
   * A lower total goes back to the original payment now. The change was stored as `refund_pending`; the refund is
   * claimed first (a conditional update, so the request, its retry and the sweep never refund twice) and its row
   * written in the refund's own transaction, which names it on the change. The change is `refunded` once the gateway
   * confirmed; until then the refund row is the refund sweep's (order/money/refund-sends.ts), which settles the change when
   * it does. A gateway that refuses leaves it to staff (refund_failed). A claim nobody finished in five minutes before
   * its refund row was written (the process stopped) is taken over by the next retry or sweep.
   */
  private async settle(order: OrderRow, key: string): Promise<ChangeRow & { settledNow: boolean }> {
    const row = await this.changeRow(order.id, key);
    if (!row) throw new Error('a stored change is missing');
    if (row.settlement !== 'refund_pending' || row.refund_id !== null || !(await this.claimRefund(order.id, key)))
      return { ...row, settledNow: false };
    const changeRow = () =>
      this.context.db
        .updateTable('order_changes')
        .where('order_id', '=', order.id)
        .where('change_key', '=', key)
        .where('settlement', '=', 'refund_pending');
    let settledNow = false;
    try {
      const refund = await this.operations.refundAmount(
        order.id,
        { amountCents: -row.difference_cents, reason: `the customer changed order ${order.increment_id}` },
        { id: null },
        async (trx, refundId) => {
          await trx
            .updateTable('order_changes')
            .set({ refund_id: refundId })
            .where('order_id', '=', order.id)
            .where('change_key', '=', key)
            .execute();
        },
      );
      if (refund.sent) settledNow = Number((await changeRow().set({ settlement: 'refunded' }).executeTakeFirst()).numUpdatedRows) === 1;
    } catch (error) {
      // The refund row stayed (only a refusal takes it back): the refund sweep sends it and settles the change.
      if ((await this.changeRow(order.id, key))?.refund_id) throw error;
      this.context.log.error({ err: error, order: order.increment_id }, 'refunding a customer’s change failed: left to staff');
      await changeRow().set({ settlement: 'refund_failed' }).execute();
      settledNow = true;
    }
    return { ...((await this.changeRow(order.id, key)) ?? row), settledNow };
  }

  /**
   * A change whose request stopped before its refund is settled by its retry or the sweep: the customer, who got no
   * mail from the stopped request, gets it now, and so does a gift's recipient when it moved their date or address
   * (what changed, and what went back to gift cards and store credit, read from the change's audit row).
   */
  private async settleLate(order: OrderRow, key: string): Promise<ChangeRow & { settledNow: boolean }> {
    const row = await this.settle(order, key);
    if (row.settledNow) await this.mailLate(order, key, row);
    return row;
  }

  /** The mails of a change settled after its request: the customer's, and a gift recipient's when it moved their delivery. */
  private async mailLate(order: OrderRow, key: string, row: ChangeRow): Promise<void> {
    const changed = await this.reload(order);
    const recorded = await this.recordedChange(order.id, key);
    void sendChangeMail(this.context, changed, {
      summary: row.summary,
      differenceCents: row.difference_cents,
      settlement: row.settlement,
      payUrl: null,
      giftCardBackCents: recorded.gift_card_returned_cents ?? 0,
      storeCreditBackCents: recorded.store_credit_returned_cents ?? 0,
    });
    if (recorded.kinds?.some((kind) => kind === 'date_moved' || kind === 'address_changed'))
      void sendRecipientChangeMail(this.context, changed);
  }

  /**
   * A change's refund the refund sweep settled after the request that wrote it stopped (or its gateway did not
   * answer): the change is refunded, or left to staff when the gateway refused it, and its customer mailed now.
   */
  private async refundSettledLate(refundId: number, outcome: LateOutcome): Promise<void> {
    const { db } = this.context;
    const change = await db
      .selectFrom('order_changes')
      .select(['order_id', 'change_key'])
      .where('refund_id', '=', refundId)
      .executeTakeFirst();
    if (!change) return;
    const moved = await db
      .updateTable('order_changes')
      // part_way: money went back before a refusal, so the change is refunded (as far as it went) as before.
      .set({ settlement: outcome === 'failed' ? 'refund_failed' : 'refunded' })
      .where('order_id', '=', change.order_id)
      .where('change_key', '=', change.change_key)
      .where('settlement', '=', 'refund_pending')
      .executeTakeFirst();
    const order = await findOrder(db, change.order_id);
    const row = await this.changeRow(change.order_id, change.change_key);
    if (Number(moved.numUpdatedRows) === 1 && order && row) await this.mailLate(order, change.change_key, row);
  }

  /** What a change did, as its audit row recorded it: its kinds, and what went back to gift cards and store credit. */
  private async recordedChange(orderId: number, key: string): Promise<RecordedChange> {
    const rows = await this.context.db
      .selectFrom('audit_log')
      .select('after')
      .where('action', '=', 'order.change')
      .where('entity_type', '=', 'order')
      .where('entity_id', '=', String(orderId))
      .execute();
    for (const { after } of rows) {
      const recorded = JSON.parse(after ?? '{}') as RecordedChange & { change_key?: string };
      if (recorded.change_key === key) return recorded;
    }
    return {};
  }

  /** Takes the pending refund of one change for this process; false when another holds a live claim on it. */
  private async claimRefund(orderId: number, key: string): Promise<boolean> {
    const now = new Date();
    const stale = new Date(now.getTime() - REFUND_CLAIM_MS).toISOString();
    const claimed = await this.context.db
      .updateTable('order_changes')
      .set({ refund_claimed_at: now.toISOString() })
      .where('order_id', '=', orderId)
      .where('change_key', '=', key)
      .where('settlement', '=', 'refund_pending')
      .where('refund_id', 'is', null)
      .where((where) => where.or([where('refund_claimed_at', 'is', null), where('refund_claimed_at', '<', stale)]))
      .executeTakeFirst();
    return Number(claimed.numUpdatedRows) === 1;
  }

  /**
   * The sweep: refunds of changes left owed by a process that stopped between storing the change and refunding it
   * (unclaimed for a minute, or claimed and unfinished for five). Each is claimed as the request would; returns how
   * many it settled.
   */
  async settleOwedRefunds(now = new Date()): Promise<number> {
    const unclaimedSince = new Date(now.getTime() - OWED_AFTER_MS).toISOString();
    const staleClaim = new Date(now.getTime() - REFUND_CLAIM_MS).toISOString();
    const owed = await this.context.db
      .selectFrom('order_changes')
      .select(['order_id', 'change_key'])
      .where('settlement', '=', 'refund_pending')
      // A change whose refund row is written waits for the refund sweep, not this one.
      .where('refund_id', 'is', null)
      .where((where) =>
        where.or([
          where.and([where('refund_claimed_at', 'is', null), where('created_at', '<', unclaimedSince)]),
          where('refund_claimed_at', '<', staleClaim),
        ]),
      )
      .orderBy('id')
      .limit(20)
      .execute();
    let settled = 0;
    for (const change of owed) {
      const order = await findOrder(this.context.db, change.order_id);
      if (!order) continue;
      if ((await this.settleLate(order, change.change_key)).settledNow) settled += 1;
    }
    return settled;
  }

  /** How the difference would be settled, by the order's payment. */
  private async settlementOf(order: OrderRow, repriced: Repriced): Promise<ChangeSettlement> {
    const difference = repriced.priced.totals.grandTotalCents - order.grand_total_cents;
    if (difference === 0) return 'none';
    if (order.status === AWAITING) return 'amount_due';
    const payment = await findOrderPayment(this.context.db, order.id);
    if (payment?.state === 'pending' && payment.gateway === null) return 'amount_due';
    if (difference > 0) return 'due';
    // Money taken outside any gateway (a check staff cashed) goes back by hand, as staff refunds do.
    return payment?.gateway ? 'refunded' : 'refund_failed';
  }

  private async refuseUnpaid(order: OrderRow): Promise<void> {
    if (order.balance_due_cents <= 0) return;
    const { email } = (await this.selfService.options(order)).contact;
    throw new Conflict(
      `Order ${order.increment_id} still waits for ${fromCents(order.balance_due_cents).toFixed(2)} from your last change: pay it first ` +
        `(the pay link is on the order page and in the mail), or write to ${email}.`,
      { reason: REASON.orderBalanceDue },
    );
  }

  private changeRow(orderId: number, key: string): Promise<ChangeRow | undefined> {
    return this.context.db
      .selectFrom('order_changes')
      .select(['change_key', 'refund_id', 'before_cents', 'after_cents', 'difference_cents', 'settlement', 'summary'])
      .where('order_id', '=', orderId)
      .where('change_key', '=', key)
      .executeTakeFirst();
  }

  private async reload(order: OrderRow): Promise<OrderRow> {
    return (await findOrder(this.context.db, order.id)) ?? order;
  }

  private localeOf(order: OrderRow): string {
    const snapshot = this.context.readModel.current();
    return (snapshot.byStore.get(order.store_code)?.store ?? snapshot.defaultStore).i18n.defaultLocale;
  }

  /** The pay page of the balance due (a week from now; the page refuses once nothing is due). */
  payPath(order: OrderRow): string | null {
    return balancePayPath(this.context, order);
  }

  private priceWire(order: OrderRow, repriced: Repriced, settlement: ChangeSettlement): OrderChangePriceWire {
    const { totals } = repriced.priced;
    return {
      before_total: fromCents(order.grand_total_cents),
      after_total: fromCents(totals.grandTotalCents),
      difference: fromCents(totals.grandTotalCents - order.grand_total_cents),
      settlement,
      currency_code: order.currency_code,
      subtotal: fromCents(totals.subtotalCents),
      shipping: fromCents(totals.shippingCents),
      discount: fromCents(totals.discountCents),
      tax: fromCents(totals.taxCents),
      delivery_date: repriced.date || null,
      lines: totals.lines.map((line) => ({
        item_id: line.itemId > 0 ? line.itemId : null,
        sku: line.line.sku,
        name: line.line.name,
        qty: line.qty,
        row_total: fromCents(line.rowCents),
      })),
    };
  }

  private async answer(order: OrderRow, row: ChangeRow): Promise<OrderChangeWire> {
    const items = await findOrderItems(this.context.db, order.id);
    return {
      change_id: row.change_key,
      before_total: fromCents(row.before_cents),
      after_total: fromCents(row.after_cents),
      difference: fromCents(row.difference_cents),
      settlement: row.settlement as ChangeSettlement,
      currency_code: order.currency_code,
      subtotal: fromCents(order.subtotal_cents),
      shipping: fromCents(order.shipping_cents),
      discount: fromCents(order.discount_cents),
      tax: fromCents(order.tax_cents),
      delivery_date: order.delivery_date,
      lines: items.map((item) => ({
        item_id: item.id,
        sku: item.sku,
        name: item.name,
        qty: item.qty,
        row_total: fromCents(item.row_total_cents),
      })),
      balance_due: fromCents(order.balance_due_cents),
      pay_path: this.payPath(order),
      options: await this.selfService.options(order),
    };
  }
}
