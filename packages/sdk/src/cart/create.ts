import { NotificationCenter, type NotificationInput } from '../notifications/notifications.js';
import type { KeyValueStorage } from '../storage/storage.js';
import { TaskRunner, type TaskRunnerOptions } from '../tasks/runner.js';
import { DEFAULT_CART_CONFIG } from './config.js';
import { CartEngine, type CartEngineOptions } from './engine.js';
import { browserTabLock } from './tab-lock.js';

export interface CreateCartOptions
  extends
    Omit<TaskRunnerOptions, 'storage' | 'getCartId' | 'notify'>,
    Pick<CartEngineOptions, 'config' | 'findProduct' | 'getCheckoutDetails' | 'tabLock'> {
  /** Persists the cart and the task queue, e.g. window.localStorage. */
  storage: KeyValueStorage;
  /** Pass one to share it with the rest of the app; a new one otherwise. */
  notifications?: NotificationCenter;
}

/**
 * Wires a task runner, a notification center and a cart engine that share storage and clock. Tabs sharing the
 * storage take turns with their cart operations (Web Locks, or a lease in the storage).
 */
export function createCart(options: CreateCartOptions): { cart: CartEngine; runner: TaskRunner; notifications: NotificationCenter } {
  const notifications = options.notifications ?? new NotificationCenter();
  const notify = (notification: NotificationInput) => void notifications.spawn(notification);
  let cart: CartEngine | null = null;
  const runner = new TaskRunner({ ...options, notify, getCartId: () => cart?.getState().cartServerToken || null });
  const lockName = `${options.config?.storagePrefix ?? DEFAULT_CART_CONFIG.storagePrefix}lock`;
  cart = new CartEngine({ ...options, runner, notify, tabLock: options.tabLock ?? browserTabLock(options.storage, lockName, options) });
  return { cart, runner, notifications };
}
