import type { Kysely } from 'kysely';
import type { Database } from '../../db/index.js';
import { releaseOrder, type Released } from '../release.js';
import { findOrderItems, recordStatusChange } from '../storage.js';

/**
 * An order placed while its payment was still pending at the gateway (a wallet's capture under review
 * or an eCheck clearing) waits in pending_payment: nothing is packed, issued or downloadable. The
 * gateway's word moves it on, inside the caller's transaction.
 */
async function leavePendingPayment(trx: Kysely<Database>, orderId: number, to: 'processing' | 'canceled', note: string, stamp: string) {
  const moved = await trx
    .updateTable('orders')
    .set({ status: to, updated_at: stamp })
    .where('id', '=', orderId)
    .where('status', '=', 'pending_payment')
    .executeTakeFirst();
  if (Number(moved.numUpdatedRows) !== 1) return false;
  await recordStatusChange(trx, { orderId, from: 'pending_payment', to, note, staffId: null, stamp });
  return true;
}

/** The payment completed: the order goes to processing (and gets what paid orders get: gift cards, download links). */
export async function startPaidOrder(trx: Kysely<Database>, orderId: number, note: string, stamp: string): Promise<boolean> {
  return leavePendingPayment(trx, orderId, 'processing', note, stamp);
}

/** The payment was denied: the order is canceled and gives back its stock, store credit and gift-card balances. */
export async function cancelUnpaidOrder(trx: Kysely<Database>, orderId: number, note: string, stamp: string): Promise<Released | null> {
  if (!(await leavePendingPayment(trx, orderId, 'canceled', note, stamp))) return null;
  const order = await trx.selectFrom('orders').selectAll().where('id', '=', orderId).executeTakeFirstOrThrow();
  return releaseOrder(trx, order, await findOrderItems(trx, orderId), stamp, null);
}
