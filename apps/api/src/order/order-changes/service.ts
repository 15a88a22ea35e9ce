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
import { AWAITING } from '../awaiting-payment.js';
import { balancePayPath } from './balance-link.js';
import type { OrderOperations } from '../operations.js';
import type { OrderSelfService } from '../self-service.js';
import { repriceOrder, type Repriced } from './reprice.js';
import { ChangeStoredMeanwhile, storeChange, type ChangeKind } from './store-change.js';
import { sendChangeMail } from './change-mail.js';
import { sendRecipientChangeMail } from '../recipient-day-mail.js';

type ChangeRow = { change_key: string; before_cents: number; after_cents: number; difference_cents: number; settlement: string };

/** What a change did, as the packing list's kinds (order-changes-log.ts) name them. */
function kindsOf(order: OrderRow, repriced: Repriced, proposal: OrderChangeProposal): ChangeKind[] {
  const kinds: ChangeKind[] = [];
  if (proposal.lines) kinds.push('lines_changed');
  if (proposal.shipping_address) kinds.push('address_changed');
  if (repriced.date !== order.delivery_date) kinds.push('date_moved');
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
  ) {}

  /** What the change would cost or give back, nothing changed. */
  async preview(order: OrderRow, proposal: OrderChangeProposal): Promise<OrderChangePriceWire> {
    await this.refuseUnpaid(order);
    const repriced = await repriceOrder(this.context, this.carts, order, await findOrderItems(this.context.db, order.id), proposal);
    return this.priceWire(order, repriced, await this.settlementOf(order, repriced));
  }

  async change(order: OrderRow, input: OrderChangeInput): Promise<OrderChangeWire> {
    const earlier = await this.changeRow(order.id, input.change_id);
    if (earlier) return this.answer(await this.reload(order), earlier);
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
      return this.answer(await this.reload(order), twin);
    }
    void this.context.readModel.refreshIfChanged().catch(() => undefined);
    const row = await this.settle(changed, input.change_id, after - order.grand_total_cents, settlement);
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

  /** A lower total goes back to the original payment now; a gateway that refuses leaves it to staff (refund_failed). */
  private async settle(order: OrderRow, key: string, difference: number, settlement: ChangeSettlement): Promise<ChangeRow> {
    if (settlement === 'refunded') {
      try {
        const { refundId } = await this.operations.refundAmount(
          order.id,
          { amountCents: -difference, reason: `the customer changed order ${order.increment_id}` },
          { id: null },
        );
        await this.context.db
          .updateTable('order_changes')
          .set({ refund_id: refundId })
          .where('order_id', '=', order.id)
          .where('change_key', '=', key)
          .execute();
      } catch (error) {
        this.context.log.error({ err: error, order: order.increment_id }, 'refunding a customer’s change failed: left to staff');
        await this.context.db
          .updateTable('order_changes')
          .set({ settlement: 'refund_failed' })
          .where('order_id', '=', order.id)
          .where('change_key', '=', key)
          .execute();
      }
    }
    const row = await this.changeRow(order.id, key);
    if (!row) throw new Error('a stored change is missing');
    return row;
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
      .select(['change_key', 'before_cents', 'after_cents', 'difference_cents', 'settlement'])
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
    return balancePayPath(this.context.secret, order);
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
