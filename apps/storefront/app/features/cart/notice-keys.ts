import type { NotificationInput } from '@shoreline/sdk/notifications/notifications';
import type { AppNotice } from '~/features/notices';
import {
  OUT_OF_STOCK,
  PRICE_UNKNOWN,
  PROCEED_TO_CHECKOUT,
  PRODUCT_ADDED,
  QUANTITY_UPDATED,
  UNSAFE_QUANTITY,
} from '@shoreline/sdk/cart/messages';

/** The SDK's spec messages and the catalogue keys that show them in the store's language. */
const KEYS: Record<string, string> = {
  [PRODUCT_ADDED]: 'cart.notice.added',
  [QUANTITY_UPDATED]: 'cart.notice.qtyUpdated',
  [UNSAFE_QUANTITY]: 'cart.notice.volatile',
  [OUT_OF_STOCK]: 'cart.notice.outOfStock',
  [PRICE_UNKNOWN]: 'cart.notice.priceUnknown',
  OK: 'cart.notice.ok',
  [PROCEED_TO_CHECKOUT]: 'cart.notice.proceed',
};

/** A known message becomes its key (the toast region translates keys); server messages pass as they are. */
export function messageKey(message: string): string {
  return KEYS[message] ?? message;
}

export function noticeFromSdk(notification: NotificationInput): AppNotice {
  const notice: AppNotice = { type: notification.type, message: messageKey(notification.message) };
  if (notification.action1) notice.action1 = messageKey(notification.action1.label);
  if (notification.action2?.href) notice.action2 = { label: messageKey(notification.action2.label), href: notification.action2.href };
  if (notification.hasNoTimeout) notice.hasNoTimeout = true;
  if (notification.timeToLive) notice.timeToLive = notification.timeToLive;
  return notice;
}
