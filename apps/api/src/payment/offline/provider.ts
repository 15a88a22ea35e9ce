import { IllegalPaymentTransition } from '../service.js';
import type { OfferedMethod } from '../../payment-methods/index.js';
import type { PaymentAdapter, PaymentOperations, PaymentProvider } from '../port.js';

/**
 * Methods paid outside any gateway: check / money order and cash on delivery (where OFFLINE_PAYMENT_METHODS turns
 * them on) and `free` (nothing to pay). Their payment is stored `pending` (`captured` for free) with the order; the
 * back office records the money as received, and a refund or void is only recorded.
 */
const OFFLINE_OPERATIONS: PaymentOperations = {
  reversesByVoid: false,
  async capture(payment, ledger) {
    if (payment.state !== 'pending') throw new IllegalPaymentTransition(payment.state, 'captured');
    await ledger.record(payment, 'record', payment.amount_cents, null, 'received outside any gateway');
  },
  async void(payment, reason, ledger) {
    await ledger.record(payment, 'void', null, null, reason);
  },
  async refund(payment, amountCents, ledger) {
    await ledger.record(payment, 'refund', amountCents, null, 'refunded outside any gateway');
    return null;
  },
};

type OfflineMethod = Pick<OfferedMethod, 'code' | 'title' | 'offer' | 'needsShipment'>;

function offlineAdapter(method: OfflineMethod): PaymentAdapter {
  const provider: PaymentProvider = {
    method: { ...method, offline: true, browser: null, placedThrough: null },
    gateway: null,
    offered: true,
    testMode: false,
    cspOrigins: [],
    payableLater: false,
    holdsPendingCaptures: false,
    callTimeoutMs: null,
    operations: OFFLINE_OPERATIONS,
    webhook: null,
    checkout: () => null,
  };
  return {
    gateway: null,
    holdsPendingCaptures: false,
    credentials: null,
    sandboxedAs: () => null,
    missingIn: () => null,
    create: () => provider,
  };
}

export const freeAdapter = offlineAdapter({
  code: 'free',
  title: 'No payment information required',
  offer: 'nothing-to-pay',
  needsShipment: false,
});
export const cashOnDeliveryAdapter = offlineAdapter({
  code: 'cashondelivery',
  title: 'Cash on delivery',
  offer: 'configured',
  needsShipment: true,
});
export const checkAdapter = offlineAdapter({ code: 'checkmo', title: 'Check / Money order', offer: 'configured', needsShipment: false });

/** Operations for a payment no registered provider claims (a method since removed): recorded only, as offline ones. */
export const RECORDED_ONLY = OFFLINE_OPERATIONS;
