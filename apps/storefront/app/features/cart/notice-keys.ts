import type { ErrorReason } from '@shoreline/domain/error-reasons';
import type { NotificationInput } from '@shoreline/sdk/notifications/notifications';
import type { AppNotice } from '~/features/notices';
import {
  PRICE_UNKNOWN,
  PROCEED_TO_CHECKOUT,
  PRODUCT_ADDED,
  QUANTITY_UPDATED,
  UNSAFE_QUANTITY,
} from '@shoreline/sdk/cart/messages';

/** The refusals the shop words in its own language, by the reason the API (or the SDK, for the same case) gives. */
const REASON_KEYS: Partial<Record<ErrorReason, string>> = {
  'cart.out_of_stock': 'cart.notice.outOfStock',
};

/** The SDK's own notices and action labels (its constants, not the server's words) and their catalogue keys. */
const KEYS: Record<string, string> = {
  [PRODUCT_ADDED]: 'cart.notice.added',
  [QUANTITY_UPDATED]: 'cart.notice.qtyUpdated',
  [UNSAFE_QUANTITY]: 'cart.notice.volatile',
  [PRICE_UNKNOWN]: 'cart.notice.priceUnknown',
  OK: 'cart.notice.ok',
  [PROCEED_TO_CHECKOUT]: 'cart.notice.proceed',
};

/**
 * A known reason or SDK notice becomes its key (the toast region translates keys); any other server
 * message passes as the API worded it.
 */
export function messageKey(message: string, reason?: ErrorReason): string {
  return (reason && REASON_KEYS[reason]) || (KEYS[message] ?? message);
}

export function noticeFromSdk(notification: NotificationInput): AppNotice {
  const notice: AppNotice = { type: notification.type, message: messageKey(notification.message, notification.reason) };
  if (notification.action1) notice.action1 = messageKey(notification.action1.label);
  if (notification.action2?.href) notice.action2 = { label: messageKey(notification.action2.label), href: notification.action2.href };
  if (notification.hasNoTimeout) notice.hasNoTimeout = true;
  if (notification.timeToLive) notice.timeToLive = notification.timeToLive;
  return notice;
}
