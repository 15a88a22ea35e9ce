import type { ApiContext } from './context.js';
import { CartService } from './cart/service.js';
import { chosenFeeCharges } from './fees/storage.js';
import { FeeService } from './fees/service.js';
import { usableCardsOfCart } from './gift-cards/storage.js';
import { balanceOf } from './store-credit/ledger.js';
import { PaymentService } from './payment/service.js';
import { OrderService } from './order/service.js';
import { OrderOperations } from './order/operations.js';
import { RefundSends } from './order/money/refund-sends.js';
import { OrderSelfService } from './order/self-service/self-service.js';
import { HoldAnswers } from './order/holds/hold-answers.js';
import { OrderChanges } from './order/order-changes/service.js';
import { cancelUnpaidOrder } from './order/money/payment-outcome.js';
import { balanceCompleted, paysBalance, reopenBalance } from './order/order-changes/pay-balance.js';
import { sendBalanceDueAgainMail } from './order/order-changes/change-mail.js';
import { OrderEffects, type OrderCommittedListener } from './order/placement/after-commit.js';
import { customerProfile, UserService } from './user/service.js';
import { StaffService } from './staff/service.js';
import { ImportJobs } from './catalog-editing/index.js';
import { ClaimService } from './claims/service.js';

/**
 * The composition root: every domain service is built here once, from the configuration and the database, and
 * handed to the route registrations that use it. Modules lower in the layering get what they need from higher
 * ones here too (the cart's fee, gift-card and credit readers; the payment webhooks' order outcomes), so no
 * module has to import one that imports it.
 */
export function createServices(
  context: ApiContext,
  options: {
    /** Starts a round of gift-card and download-link issuing now (a committed order may have some due). */
    wakeFulfilment?: () => void;
    onOrderCommitted?: OrderCommittedListener;
    /** Awaited once a customer's change is stored, before its refund (order-changes/service.ts). */
    afterChangeStored?: (orderId: number, changeKey: string) => Promise<void>;
    /** Awaited once a refund to the payment is stored, before its gateway is asked (order/money/refund-sends.ts). */
    afterRefundStored?: (orderId: number, refundId: number) => Promise<void>;
  } = {},
) {
  const { db, payments: gateways } = context;
  const carts = new CartService(
    db,
    {
      chosenFees: (storeCode, cartId) => chosenFeeCharges(db, storeCode, cartId),
      usableGiftCards: (cartId, now) => usableCardsOfCart(db, cartId, now),
      storeCreditBalance: (customerId) => balanceOf(db, customerId),
    },
    context.config.shipping,
  );
  const payments = new PaymentService(db, gateways);
  // Each gateway provider's checkout (payment/registry.ts): what the order and the pay page charge through.
  const checkouts = gateways.checkouts({ db, payments, log: (message) => context.log.error(message) });
  const orderOperations = new OrderOperations(
    context,
    payments,
    new RefundSends(context, payments, { afterStored: options.afterRefundStored, longestGatewayCallMs: gateways.longestCallMs }),
  );
  const effects = new OrderEffects(context, {
    ...(options.wakeFulfilment ? { wakeFulfilment: options.wakeFulfilment } : {}),
    ...(options.onOrderCommitted ? { onCommitted: options.onOrderCommitted } : {}),
  });
  const orders = new OrderService(context, { carts, payments, checkouts, effects });
  const orderChanges = new OrderSelfService(context, orderOperations);
  return {
    carts,
    fees: new FeeService(db, carts),
    payments,
    checkouts,
    orders,
    orderOperations,
    orderChanges,
    /** Customers' answers to a shipping hold over their order's date (move, cancel, keep). */
    holdAnswers: new HoldAnswers(context, orderOperations),
    /** The customer's changes of lines, address and date, re-priced, with the difference settled. */
    orderEdits: new OrderChanges(context, carts, orderOperations, orderChanges, options.afterChangeStored),
    /** What a gateway's word does to an order that waited for its payment (payment/webhooks). */
    pendingOrders: {
      paid: orders.paymentCompleted.bind(orders),
      denied: cancelUnpaidOrder,
      paysBalance,
      balancePaid: balanceCompleted,
      balanceDenied: reopenBalance,
      balanceDueAgain: (orderId: number, amountCents: number) => void sendBalanceDueAgainMail(context, orderId, amountCents),
    },
    users: new UserService(context),
    customerProfile,
    /** The back office's sessions and staff accounts. */
    staff: new StaffService(context),
    /** Partial catalog imports run by staff (jobs in the background of this process). */
    catalogImports: new ImportJobs(context, context.log),
    /** Freshness guarantee claims: the customer's reports and staff's decisions (refunds through the order operations). */
    claims: new ClaimService(context, orderOperations),
  };
}

export type Services = ReturnType<typeof createServices>;
