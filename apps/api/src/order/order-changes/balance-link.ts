import { fromCents } from '@shoreline/domain';
import type { OrderRow } from '../storage.js';
import { payPagePath } from '../awaiting-payment.js';
import { balancePayLinkOf } from '../receipt-link.js';
import { owesBalance } from './pay-balance.js';

/** How long a balance's pay link lasts from the moment it is shown (the changes window is shorter; the page refuses a late one). */
const BALANCE_LINK_MS = 7 * 24 * 3600_000;

/** The pay page (path and query) that takes the balance a customer's change left due; null when nothing is due. */
export function balancePayPath(secret: string, order: OrderRow): string | null {
  if (!owesBalance(order)) return null;
  return payPagePath(balancePayLinkOf(secret, order.id, new Date(Date.now() + BALANCE_LINK_MS)));
}

/** The balance due and its pay page, as the account's order and the receipt show them ("$X due — Pay now"). */
export function balanceDueWire(secret: string, order: OrderRow): { balance_due: number; balance_pay_path: string | null } {
  const path = balancePayPath(secret, order);
  return { balance_due: path ? fromCents(order.balance_due_cents) : 0, balance_pay_path: path };
}
