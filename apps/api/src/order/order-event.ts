import type { Kysely } from 'kysely';
import type { Database } from '../db/index.js';
import { audit } from '../audit/index.js';
import { recordStatusChange, type OrderRow } from './storage.js';
import { effectiveStatus } from './workflow.js';

/** A change to an order that is no status move, by no staff member: a line in its history and a row in the audit log. */
export async function recordOrderEvent(
  trx: Kysely<Database>,
  order: Pick<OrderRow, 'id' | 'status'>,
  event: { note: string; action: string; before: Record<string, unknown>; after: Record<string, unknown>; stamp: string },
): Promise<void> {
  const status = effectiveStatus(order.status);
  await recordStatusChange(trx, { orderId: order.id, from: status, to: status, note: event.note, staffId: null, stamp: event.stamp });
  await audit(trx, {
    staffId: null,
    action: event.action,
    entityType: 'order',
    entityId: order.id,
    before: event.before,
    after: event.after,
  });
}
