import type { OrderConfirmationWire } from '@shoreline/domain/wire/order';
import type { PlaceOrderInput } from './placement/place-input.js';
import { Conflict } from '../errors.js';
import type { Kysely } from 'kysely';
import type { Database } from '../db/index.js';
import type { ApiContext } from '../context.js';
import type { StoreCatalog } from '../catalog/index.js';
import type { CartService } from '../cart/index.js';
import type { PaymentCheckouts, PaymentService } from '../payment/index.js';
import { receiptLinkOf } from './receipt-link.js';
import { AwaitingPayments, paymentDueOf } from './money/awaiting-payment.js';
import { findOrderBy, type OrderRow } from './storage.js';
import { OrderPlacedMeanwhile, PaymentNotUsable } from './money/payment-link.js';
import { placementSteps, type PlaceOptions, type Placing } from './placement/placement.js';
import { runSteps, type Step } from './steps.js';
import { ReplacementOrders } from './placement/replacement.js';
import type { OrderEffects } from './placement/after-commit.js';
import { startPaidOrder } from './money/payment-outcome.js';
import { afterCommit } from '../db/index.js';

export { STORE_CREDIT_CHANGED, GIFT_CARD_CHANGED } from './placement/commit.js';

/** The thank-you page's signed link (receipt) is absent in an answer to another cart. */
export type OrderConfirmation = OrderConfirmationWire;

/**
 * `secret` signs the receipt link (and, while the order awaits its payment, the pay link, valid for `holdMinutes`);
 * without it (an answer to someone who did not place the order) there is neither.
 */
export const confirmationOf = (order: OrderRow, secret: string | null, holdMinutes = 60): OrderConfirmation => {
  const due = secret ? paymentDueOf(order, secret, holdMinutes) : undefined;
  return {
    orderNumber: order.increment_id,
    backendOrderId: order.id,
    magentoOrderId: order.id,
    transferedAt: order.created_at,
    ...(secret ? { receipt: receiptLinkOf(secret, order) } : {}),
    ...(due ? { payment_due: due } : {}),
  };
};

/**
 * Places an order from a cart through its named steps (order/placement/placement.ts) and, once this call committed it, starts
 * what a placed order sets off (order/placement/after-commit.ts). The same cart (or client order id) never makes two orders.
 */
export class OrderService {
  /** Orders placed offline and sent without their payment. */
  readonly awaiting: AwaitingPayments;
  /** What a committed order sets off; every path that commits one tells it once. */
  readonly effects: OrderEffects;
  private readonly steps: readonly Step<Placing>[];
  /** A box at risk sent again: a $0 order through the same steps (order/placement/replacement.ts). */
  readonly replacements: ReplacementOrders;

  /** The services it works with are built once, in the composition root (services.ts). */
  constructor(
    private readonly context: ApiContext,
    services: { carts: CartService; payments: PaymentService; checkouts: PaymentCheckouts; effects: OrderEffects },
  ) {
    this.effects = services.effects;
    this.steps = placementSteps({ context, ...services });
    this.awaiting = new AwaitingPayments(context, services);
    this.replacements = new ReplacementOrders(context, services.carts, this.steps, this.effects);
  }

  /** `options`: the approval token of a wallet checkout the shopper approved, the client's address (order/placement/placement.ts). */
  async place(
    store: StoreCatalog,
    body: PlaceOrderInput,
    customerId: number | null,
    options: PlaceOptions = {},
  ): Promise<OrderConfirmation> {
    const earlier =
      (body.order_id && (await findOrderBy(this.context.db, 'client_order_id', body.order_id))) ||
      (await findOrderBy(this.context.db, 'cart_id', body.cart_id));
    // The order's own cart sent it again (a double click, a retry): the same answer, its receipt link too.
    if (earlier) return this.confirmation(earlier, earlier.cart_id === body.cart_id);
    const placing: Placing = { store, body, customerId, options, committed: false };
    try {
      await runSteps(this.steps, placing, (step, error) =>
        this.context.log.error({ err: error, cart: body.cart_id, step }, `placing an order: undoing ${step} failed`),
      );
    } catch (error) {
      if (error instanceof OrderPlacedMeanwhile) return this.confirmation(error.order, true);
      if (error instanceof PaymentNotUsable) throw new Conflict('The payment was cancelled before the order was stored. Please pay again.');
      throw error;
    }
    const order = placing.order;
    if (!order) throw new Error('the placement ended without an order');
    if (placing.committed) {
      const billing = placing.validated?.billing;
      const totals = placing.priced?.priced.totals;
      this.effects.committed({ moment: 'placed', order, store, ...(billing && totals ? { placed: { totals, billing } } : {}) });
    }
    return this.confirmation(order, true);
  }

  /** The order's answer; `own`: to the cart that placed it (its receipt and, while unpaid, its pay link). */
  confirmation(order: OrderRow, own: boolean): OrderConfirmation {
    return confirmationOf(order, own ? this.context.secret : null, this.context.config.awaitingPaymentHoldMinutes);
  }

  /**
   * The gateway's word completed a pending payment (payment/webhooks, in its transaction): the order goes to
   * processing, and once that transaction committed, gets what paid orders get (gift cards, download links).
   */
  async paymentCompleted(trx: Kysely<Database>, orderId: number, note: string, stamp: string): Promise<boolean> {
    const moved = await startPaidOrder(trx, orderId, note, stamp);
    if (!moved) return false;
    const order = await trx.selectFrom('orders').selectAll().where('id', '=', orderId).executeTakeFirstOrThrow();
    afterCommit(trx, () => this.effects.committed({ moment: 'payment-completed', order, store: this.effects.storeOf(order) }));
    return true;
  }
}
