import type { ErrorReason } from '@shoreline/domain/error-reasons';
import type { NotificationInput } from '@shoreline/sdk/notifications/notifications';
import type { AppNotice } from '~/features/notices';
import {
  PRICE_UNKNOWN,
  PROCEED_TO_CHECKOUT,
  PRODUCT_ADDED,
  QUANTITY_ABOVE_ZERO,
  QUANTITY_POSITIVE_INTEGER,
  QUANTITY_UPDATED,
} from '@shoreline/domain/messages';

/**
 * The catalogue keys of what the shop words in its own language: refusals by the reason code the API
 * (or the SDK, for the same case) gives, and the SDK's own notices and action labels (its constants,
 * not the server's words).
 */
const KEYS: Record<string, string> = {
  ['cart.out_of_stock' satisfies ErrorReason]: 'cart.notice.outOfStock',
  [PRODUCT_ADDED]: 'cart.notice.added',
  [QUANTITY_UPDATED]: 'cart.notice.qtyUpdated',
  [PRICE_UNKNOWN]: 'cart.notice.priceUnknown',
  [QUANTITY_POSITIVE_INTEGER]: 'cart.line.qtyInteger',
  [QUANTITY_ABOVE_ZERO]: 'cart.edit.qtyAboveZero',
  OK: 'cart.notice.ok',
  [PROCEED_TO_CHECKOUT]: 'cart.notice.proceed',
};

/**
 * A known reason or SDK notice becomes its key (the toast region translates keys); any other server
 * message passes as the API worded it.
 */
export function messageKey(message: string, reason?: ErrorReason): string {
  return KEYS[reason ?? message] ?? message;
}

/** An SDK notification as the toasts take it: texts as keys, the lifetime as given (absent means the default). */
export function noticeFromSdk({ type, message, reason, action1, action2, hasNoTimeout, timeToLive }: NotificationInput): AppNotice {
  return {
    type,
    message: messageKey(message, reason),
    action1: action1 && messageKey(action1.label),
    action2: action2?.href ? { label: messageKey(action2.label), href: action2.href } : undefined,
    hasNoTimeout,
    timeToLive,
  };
}
