import { OfflineOrderQueue, type QueuedOrder, type TransmitResult } from '@shoreline/sdk';
import { currentSession } from '~/features/session';
import { offlineOrdersKey } from '~/lib/store-storage';
import type { orderBody } from './order-body';
import { payPath, type PaymentDue } from './pay-link';
import type { PayPageState } from './PayOrderPage';
import { postOrder, serverLines } from './place-order.client';

export type OrderBody = ReturnType<typeof orderBody>;
export type OfflineOrderResult = TransmitResult<OrderBody>;
type Line = { sku: string; qty: number };

const queues = new Map<string, OfflineOrderQueue<OrderBody>>();

export function offlineOrders(storeCode: string | undefined): OfflineOrderQueue<OrderBody> {
  const key = offlineOrdersKey(storeCode);
  let queue = queues.get(key);
  if (!queue) queues.set(key, (queue = new OfflineOrderQueue<OrderBody>(window.localStorage, key)));
  return queue;
}

/** Keeps an order the browser could not send, to send it once online (`shownTotal`: the grand total the checkout showed). */
export function queueOrder(
  storeCode: string | undefined,
  body: OrderBody,
  lines: Line[],
  shownTotal?: number,
): Promise<QueuedOrder<OrderBody>> {
  return offlineOrders(storeCode).enqueue({
    order_id: body.order_id,
    cart_id: body.cart_id,
    store_code: storeCode,
    lines,
    body,
    ...(shownTotal !== undefined ? { shown_total: shownTotal } : {}),
  });
}

/** The same lines, whatever their order: the server's then name them as it does (child and option skus). */
function sameShape(server: Line[], kept: Line[]): boolean {
  const quantities = (lines: Line[]) => lines.map((line) => line.qty).sort((a, b) => a - b);
  return server.length === kept.length && quantities(server).join() === quantities(kept).join();
}

async function sendQueued(order: QueuedOrder<OrderBody>, token: string | null) {
  const server = await serverLines(order.cart_id, token, order.store_code);
  const products = sameShape(server, order.lines) ? server : order.lines;
  const answer = await postOrder({ ...order.body, products }, token, order.store_code);
  if (answer.ok)
    return { status: 200, orderNumber: answer.orderNumber, confirmation: { paymentDue: answer.paymentDue, shownTotal: order.shown_total } };
  if (answer.status === 0) throw new Error('The shop could not be reached');
  return { status: answer.status, message: answer.message };
}

/** Sends the store's waiting orders with the shopper's current session. */
export async function transmitOfflineOrders(storeCode: string | undefined): Promise<OfflineOrderResult[]> {
  const session = await currentSession();
  const token = session?.getToken() ?? null;
  return offlineOrders(storeCode).transmit((order) => sendQueued(order, token));
}

/**
 * Where a queued order goes once sent, when it awaits its payment (placed offline with a gateway method): its pay
 * page, told the total the shopper saw offline. Null for any other outcome.
 */
export function payPageOf(result: OfflineOrderResult | undefined): { path: string; state: PayPageState } | null {
  if (result?.outcome.kind !== 'placed') return null;
  const sent = result.outcome.confirmation as { paymentDue?: PaymentDue | null; shownTotal?: number } | undefined;
  if (!sent?.paymentDue) return null;
  return { path: payPath(sent.paymentDue.link), state: { shownTotal: sent.shownTotal } };
}
