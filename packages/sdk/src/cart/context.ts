import { OK_ACTION, type NotificationInput } from '../notifications/notifications.js';
import type { KeyValueStorage } from '../storage/storage.js';
import type { TaskRunner } from '../tasks/runner.js';
import { CartIdRequiredError, isCartNotFound, type Task } from '../tasks/task.js';
import type { CartCall, CheckoutDetails } from './cart-api.js';
import { DEFAULT_CART_CONFIG, type CartConfig } from './config.js';
import { cartHash, itemsEqual, type ItemLike } from './identity.js';
import { PROCEED_TO_CHECKOUT, PRODUCT_ADDED, QUANTITY_UPDATED } from './messages.js';
import { CartStorage } from './persistence.js';
import { withoutTabLock, type TabLock } from './tab-lock.js';
import type { CartItem, CartProduct, CartState, DiffLog, ServerCartItem, TotalSegment, Totals } from './types.js';

export interface CartEngineOptions {
  /** Every API call goes through it (user token, lock, notifications). */
  runner: TaskRunner;
  storage: KeyValueStorage;
  /** Where notices go, e.g. NotificationCenter#spawn. */
  notify?: (notification: NotificationInput) => void;
  config?: Partial<CartConfig>;
  now?: () => number;
  isOnline?: () => boolean;
  /**
   * Finds the catalogue product for a server line the local cart lacks (a configurable line
   * comes back configured to its child). Null skips the line; without this option the line
   * is added as the server describes it.
   */
  findProduct?: (serverItem: ServerCartItem) => Promise<CartProduct | null>;
  getCheckoutDetails?: () => CheckoutDetails;
  logger?: Pick<Console, 'warn'>;
  /** Keeps other tabs sharing the storage out while an operation runs (tab-lock.ts); none by default. */
  tabLock?: TabLock;
}

function initialState(): CartState {
  return {
    cartItems: [],
    cartServerToken: '',
    cartItemsHash: '',
    lastSyncAt: 0,
    lastTotalsSyncAt: 0,
    shipping: null,
    payment: null,
    shippingMethods: [],
    refusedShippingMethods: [],
    paymentMethods: [],
    platformTotals: null,
    platformTotalSegments: null,
    connectBypassCount: 0,
    isAddingToCart: false,
    isMicrocartOpen: false,
    checkoutModifiedAt: 0,
  };
}

function browserIsOnline(): boolean {
  return globalThis.navigator?.onLine ?? true;
}

/**
 * What every cart operation works on: the state and its listeners, its copy in storage and its hash,
 * the local lines, the calls to the server and the notices. The other cart checks
 * (sync on, connected, in checkout) are in cart-status.ts; the operations live in their own modules.
 */
export class CartContext {
  state: CartState = initialState();
  readonly listeners = new Set<(state: CartState) => void>();
  readonly config: CartConfig;
  readonly runner: TaskRunner;
  readonly storage: KeyValueStorage;
  readonly store: CartStorage;
  readonly now: () => number;
  readonly isOnline: () => boolean;
  readonly findProduct?: (serverItem: ServerCartItem) => Promise<CartProduct | null>;
  readonly getCheckoutDetails: () => CheckoutDetails;
  readonly logger: Pick<Console, 'warn'>;
  readonly tabLock: TabLock;
  /** The server cart a call of the running operation found gone (404 "No such entity with cartId"). */
  goneCartId: string | null = null;
  private readonly notifySink: (notification: NotificationInput) => void;
  private hashMemo: { items: CartItem[]; token: string | null; hash: string } | null = null;

  /** requestCart: starts the create operation, for a call that needs a cart id and has none. */
  constructor(
    options: CartEngineOptions,
    private readonly requestCart: () => void,
  ) {
    this.config = { ...DEFAULT_CART_CONFIG, ...options.config };
    this.runner = options.runner;
    this.storage = options.storage;
    this.notifySink = options.notify ?? (() => undefined);
    this.now = options.now ?? (() => Date.now());
    this.isOnline = options.isOnline ?? browserIsOnline;
    this.findProduct = options.findProduct;
    this.getCheckoutDetails = options.getCheckoutDetails ?? (() => ({}));
    this.logger = options.logger ?? console;
    this.tabLock = options.tabLock ?? withoutTabLock;
    this.store = new CartStorage(this.storage, this.config.storagePrefix, this.logger);
  }

  // ---- state and its stored copy -------------------------------------------------------------

  update(patch: Partial<CartState>): void {
    this.state = { ...this.state, ...patch };
    for (const listener of this.listeners) listener(this.state);
  }

  setItems(items: CartItem[]): void {
    this.update({ cartItems: items });
    this.store.write('items', items);
  }

  setToken(token: string | null): void {
    this.update({ cartServerToken: token });
    this.store.write('token', token);
  }

  storeHash(hash: string | null = this.currentHash()): void {
    this.update({ cartItemsHash: hash });
    this.store.write('hash', hash);
  }

  /** The hash of the lines and the token (identity.ts cartHash), worked out again only when either changed. */
  currentHash(): string {
    const { cartItems: items, cartServerToken: token } = this.state;
    if (this.hashMemo?.items !== items || this.hashMemo.token !== token) this.hashMemo = { items, token, hash: cartHash(items, token) };
    return this.hashMemo.hash;
  }

  setTotals(platformTotals: Totals | null, platformTotalSegments: TotalSegment[] | null): void {
    this.update({ platformTotals, platformTotalSegments });
    this.store.write('totals', { platformTotalSegments, platformTotals });
  }

  // ---- local lines -----------------------------------------------------------------------------

  findLine(item: ItemLike): CartItem | undefined {
    return this.state.cartItems.find((line) => itemsEqual(line, item));
  }

  replaceLine(line: CartItem, changes: Partial<CartItem>): void {
    this.setItems(this.state.cartItems.map((item) => (item === line ? { ...item, ...changes } : item)));
  }

  insertOrMerge(item: CartItem): void {
    const existing = this.findLine(item);
    if (existing) this.replaceLine(existing, { qty: existing.qty + (item.qty || 1) });
    else this.setItems([...this.state.cartItems, { ...item, qty: item.qty || 1 }]);
  }

  removeLocally(item: ItemLike): void {
    this.setItems(this.state.cartItems.filter((line) => !itemsEqual(line, item)));
  }

  removeUnconfirmed(item: ItemLike): void {
    this.setItems(this.state.cartItems.filter((line) => line.server_item_id !== undefined || !itemsEqual(line, item)));
  }

  // ---- server calls ----------------------------------------------------------------------------

  /** A cart endpoint's call (cart-api.ts), its answer typed by the endpoint. */
  async call<R>(input: CartCall<R>): Promise<Task<R>> {
    const cartId = this.state.cartServerToken || null;
    const task = await this.runner.execute<R>(input, { cartId });
    if (cartId && isCartNotFound(task)) this.forgetGoneCart(cartId);
    return task;
  }

  /** A call whose failure to get an answer (offline, bad answer) is logged, not thrown. */
  async tryCall<R>(input: CartCall<R>): Promise<Task<R> | null> {
    try {
      return await this.call<R>(input);
    } catch (error) {
      this.logger.warn(`Cart call ${input.url.split('?')[0]} failed:`, error instanceof Error ? error.message : error);
      if (error instanceof CartIdRequiredError) this.requestCart();
      return null;
    }
  }

  /**
   * A call found the server cart gone (404 "No such entity with cartId"): an order closed it, in
   * another tab or outside this browser. Its id is dropped at once, so the rest of the operation
   * sends nothing more to it; recoverGoneCart (lifecycle.ts) takes it from there.
   */
  private forgetGoneCart(cartId: string): void {
    // Another tab's write has replaced it with a newer cart already. Cleared (the ordering tab's
    // write arrived during the call) still needs the recovery: this tab's new lines have no cart.
    const current = this.state.cartServerToken;
    if (current && current !== cartId) return;
    this.goneCartId = cartId;
    this.update({ cartServerToken: null });
  }

  processQueueInBackground(): void {
    this.runner.processQueue().catch((error: unknown) => this.logger.warn('Task queue processing failed:', error));
  }

  // ---- notices ---------------------------------------------------------------------------------

  /** Records the notice in the operation's diff and shows it. */
  notify(diff: DiffLog, notification: NotificationInput): void {
    diff.clientNotifications.push(notification);
    this.notifySink(notification);
  }

  productAddedNotice(): NotificationInput {
    const notice: NotificationInput = { type: 'success', message: PRODUCT_ADDED, action1: OK_ACTION };
    if (!this.config.externalCheckout) notice.action2 = { label: PROCEED_TO_CHECKOUT, href: this.config.checkoutPath };
    return notice;
  }

  quantityUpdatedNotice(): NotificationInput {
    return { type: 'success', message: QUANTITY_UPDATED, action1: OK_ACTION };
  }
}
