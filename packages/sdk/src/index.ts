export * from './envelope.js';
export * from './client.js';
export * from './hash/sha3.js';
export * from './storage/storage.js';
export * from './notifications/notifications.js';
export * from './tasks/task.js';
export * from './tasks/runner.js';
export * from './cart/types.js';
export {
  applyTotalsToItems,
  couponOf,
  defaultMethod,
  isVirtualCart,
  itemsCount,
  localTotals,
  mergePaymentMethods,
  prepareShippingMethods,
  refusedShippingMethods,
  visiblePaymentMethods,
  type Coupon,
  type GiftCardAnswer,
} from './cart/totals.js';
export { DEFAULT_CART_CONFIG, type CartConfig, type CartEngineOptions, type CreateCartOptions } from './cart/context.js';
export type { SyncOptions } from './cart/sync.js';
export * from './cart/engine.js';
export * from './cart/tab-lock.js';
export * from './cart/cart-api.js';
export * from './orders/offline-orders.js';
export * from './request.js';
export * from './transport.js';
