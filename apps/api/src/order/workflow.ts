import { ORDER_STATUSES, type OrderStatus } from '@shoreline/domain/forms/admin';
import type { StaffRole } from '../db/index.js';

/**
 * The order status workflow (docs/admin-api.md): pending_payment → processing → packed →
 * shipped → complete, and canceled from any status before shipped. Orders stored before the
 * workflow have `pending`, which counts as processing. An order placed offline and sent without its
 * payment starts in awaiting_payment: the shopper's payment (money/awaiting-payment.ts) moves it to processing,
 * the end of its hold cancels it; staff may take a payment made another way (processing) or cancel it.
 */
export { ORDER_STATUSES, type OrderStatus };

export const effectiveStatus = (stored: string): OrderStatus =>
  stored === 'pending' ? 'processing' : (ORDER_STATUSES as readonly string[]).includes(stored) ? (stored as OrderStatus) : 'processing';

/** The moves from each status, and who may make them. */
const MOVES: Readonly<Record<OrderStatus, ReadonlyArray<{ to: OrderStatus; roles: readonly StaffRole[] }>>> = {
  awaiting_payment: [
    { to: 'processing', roles: ['owner', 'manager'] },
    { to: 'canceled', roles: ['owner', 'manager'] },
  ],
  pending_payment: [
    { to: 'processing', roles: ['owner', 'manager'] },
    { to: 'canceled', roles: ['owner', 'manager'] },
  ],
  processing: [
    { to: 'packed', roles: ['owner', 'manager', 'packer'] },
    { to: 'canceled', roles: ['owner', 'manager'] },
  ],
  packed: [
    { to: 'shipped', roles: ['owner', 'manager', 'packer'] },
    { to: 'processing', roles: ['owner', 'manager'] },
    { to: 'canceled', roles: ['owner', 'manager'] },
  ],
  shipped: [{ to: 'complete', roles: ['owner', 'manager'] }],
  complete: [],
  canceled: [],
};

/** The statuses this role may move an order in `stored` status to now. */
export function allowedMoves(stored: string, role: StaffRole): OrderStatus[] {
  return MOVES[effectiveStatus(stored)].filter((move) => move.roles.includes(role)).map((move) => move.to);
}

export const canMove = (stored: string, to: OrderStatus, role: StaffRole) => allowedMoves(stored, role).includes(to);

/** Whether a move is in the workflow at all (regardless of role): tells a 409 from a 403. */
export const isWorkflowMove = (stored: string, to: OrderStatus) => MOVES[effectiveStatus(stored)].some((move) => move.to === to);

/** The statuses an order may be in when the database still holds the old name for one. */
export const storedStatusesOf = (status: OrderStatus): string[] => (status === 'processing' ? ['processing', 'pending'] : [status]);

/** Whether an order whose payment is in `paymentState` (paid by `method`) starts in processing. */
export function initialStatus(paymentState: string, gateway: boolean): OrderStatus {
  if (paymentState === 'captured' || paymentState === 'authorized') return 'processing';
  // Offline methods (cash on delivery, check) are paid later, outside any gateway; the order goes ahead.
  if (!gateway && paymentState === 'pending') return 'processing';
  return 'pending_payment';
}
