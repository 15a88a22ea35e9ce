import { loadCart, cartTokenKey } from '~/features/cart';
import { currentStoreCode } from '~/lib/store-storage';
import { notify } from '~/features/notices';
import type { QueuedOrder } from '@shoreline/sdk';
import { offlineOrders, transmitOfflineOrders, type OfflineOrderResult, type OrderBody } from './offline-orders.client';
import { payPath, type PaymentDue } from './pay-link';

let asking = false;

/**
 * Back online with orders placed offline ('Order waiting!'): the shopper confirms them,
 * which sends them and reloads the cart, or cancels them, which forgets them.
 */
export async function promptWaitingOrders(): Promise<void> {
  const storeCode = currentStoreCode();
  const waiting = await offlineOrders(storeCode).list();
  if (waiting.length === 0 || asking) return;
  asking = true;
  notify({
    type: 'info',
    message: 'cart.offlineOrder.waiting',
    hasNoTimeout: true,
    actions: [
      { label: 'cart.offlineOrder.confirm', onSelect: () => void confirm(storeCode).finally(() => (asking = false)) },
      {
        label: 'cart.offlineOrder.cancel',
        onSelect: () => void cancel(storeCode, waiting).finally(() => (asking = false)),
      },
    ],
  });
}

async function cancel(storeCode: string | undefined, waiting: QueuedOrder<OrderBody>[]): Promise<void> {
  await offlineOrders(storeCode).remove(waiting.map((order) => order.order_id));
  await restoreCart(storeCode, waiting[waiting.length - 1].cart_id);
  notify({ type: 'info', message: 'cart.offlineOrder.cancelled' });
}

/**
 * A cancelled order's cart still holds its lines on the server (only an order closes it): an
 * empty cart here takes that cart back, so cancelling never loses what the shopper had chosen.
 */
async function restoreCart(storeCode: string | undefined, cartId: string): Promise<void> {
  const runtime = await loadCart();
  if (runtime.cart.getState().cartItems.length > 0) return;
  const tokenKey = cartTokenKey(storeCode);
  window.localStorage.setItem(tokenKey, JSON.stringify(cartId));
  await runtime.cart.handleStorageChange(tokenKey);
  await runtime.cart.load();
}

async function confirm(storeCode: string | undefined): Promise<void> {
  const results = await transmitOfflineOrders(storeCode);
  results.forEach(announce);
  const runtime = await loadCart();
  await runtime.cart.load();
}

function announce({ outcome }: OfflineOrderResult): void {
  // Placed offline with a gateway method: the order awaits its payment, which its pay page takes.
  const due = outcome.kind === 'placed' ? (outcome.confirmation as { paymentDue?: PaymentDue | null } | undefined)?.paymentDue : null;
  if (outcome.kind === 'placed' && due)
    notify({
      type: 'warning',
      message: 'cart.offlineOrder.placedDue',
      values: { number: outcome.orderNumber },
      hasNoTimeout: true,
      actions: [{ label: 'cart.offlineOrder.pay', onSelect: () => window.location.assign(payPath(due.link)) }],
    });
  else if (outcome.kind === 'placed')
    notify({ type: 'success', message: 'cart.offlineOrder.placed', values: { number: outcome.orderNumber }, hasNoTimeout: true });
  else if (outcome.kind === 'cancelled')
    notify({ type: 'error', message: outcome.message || 'cart.offlineOrder.refused', hasNoTimeout: true });
  else notify({ type: 'warning', message: 'cart.offlineOrder.stillWaiting' });
}
