import { fromCents } from '@shoreline/domain';
import type { ApiContext } from '../../context.js';
import { addDays, zonedInstant, type DeliveryCalendarConfig } from '../../delivery/index.js';
import type { OrderRow } from '../storage.js';
import { payPagePath } from '../money/awaiting-payment.js';
import { balancePayLinkOf } from '../receipt-link.js';
import { owesBalance } from './pay-balance.js';

/** What signing a balance's pay link needs: the app secret and the shop's calendar (its time zone). */
type BalanceLinkContext = Pick<ApiContext, 'secret' | 'config'>;

/** The shortest life of a balance's pay link from the moment it is shown (the page refuses once nothing is due). */
const BALANCE_LINK_MS = 7 * 24 * 3600_000;

/** The end of the order's delivery day in the shop's time zone (the next day's midnight there); null without a date. */
function deliveryDayEnd(order: Pick<OrderRow, 'delivery_date'>, calendar: DeliveryCalendarConfig): number | null {
  return order.delivery_date ? zonedInstant(addDays(order.delivery_date, 1), 0, calendar.timeZone) : null;
}

/**
 * Until when a balance's pay link works: 7 days from now, or to the end of the order's delivery day when that is later,
 * so an order delivered further out than a week keeps a link that lasts past its cut-off.
 */
function balanceLinkUntil(calendar: DeliveryCalendarConfig, order: Pick<OrderRow, 'delivery_date'>): Date {
  return new Date(Math.max(Date.now() + BALANCE_LINK_MS, deliveryDayEnd(order, calendar) ?? 0));
}

/** The pay page (path and query) that takes the balance a customer's change left due; null when nothing is due. */
export function balancePayPath(context: BalanceLinkContext, order: OrderRow): string | null {
  if (!owesBalance(order)) return null;
  const until = balanceLinkUntil(context.config.shipping.calendar, order);
  return payPagePath(balancePayLinkOf(context.secret, order.id, until));
}

/** The balance due and its pay page, as the account's order and the receipt show them ("$X due — Pay now"). */
export function balanceDueWire(context: BalanceLinkContext, order: OrderRow): { balance_due: number; balance_pay_path: string | null } {
  const path = balancePayPath(context, order);
  return { balance_due: path ? fromCents(order.balance_due_cents) : 0, balance_pay_path: path };
}
