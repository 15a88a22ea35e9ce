import type { NotificationInput } from '@shoreline/sdk/notifications/notifications';
import type { AppNotice } from './notify';

/** The SDK's spec messages (document 2 §8) and the catalogue keys that show them in the store's language. */
const KEYS: Record<string, string> = {
  'Product has been added to the cart!': 'cart.notice.added',
  'Product quantity has been updated!': 'cart.notice.qtyUpdated',
  'The system is not sure about the stock quantity (volatile). Product has been added to the cart for pre-reservation.':
    'cart.notice.volatile',
  'The product is out of stock and cannot be added to the cart!': 'cart.notice.outOfStock',
  'Product price is unknown, product cannot be added to the cart!': 'cart.notice.priceUnknown',
  OK: 'cart.notice.ok',
  'Proceed to checkout': 'cart.notice.proceed',
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
