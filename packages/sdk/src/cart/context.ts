import { SPEC_DEFAULTS } from '@shoreline/domain/config';
import { PROCEED_TO_CHECKOUT, PRODUCT_ADDED, QUANTITY_UPDATED } from '@shoreline/domain/messages';
import { OK_ACTION, type NotificationCenter, type NotificationInput } from '../notifications/notifications.js';
import { parseJson, type KeyValueStorage } from '../storage/storage.js';
import type { TaskRunner, TaskRunnerOptions } from '../tasks/runner.js';
import { CartIdRequiredError, isCartNotFound, type Task } from '../tasks/task.js';
import type { CartCall, CheckoutDetails } from './cart-api.js';
import { browserTabLock, type TabLock } from './tab-lock.js';
import { cartHash, initialCartState, itemsEqual, type ItemLike } from './types.js';
import type { CartItem, CartProduct, CartState, DiffLog, ServerCartItem, TotalSegment, Totals } from './types.js';

const STORAGE_KEYS = {
  items: 'current-cart',
  token: 'current-cart-token',
  hash: 'current-cart-hash',
  totals: 'current-totals',
  /** The methods last offered: a checkout reloaded offline offers them. */
  methods: 'current-methods',
  /** The customer's cart a session the server ended left its lines from (sync.ts). */
  endedCustomerCart: 'ended-customer-cart',
} as const;

type CartKey = keyof typeof STORAGE_KEYS;

/** The keys tabs share the cart through. */
const SHARED_KEYS: readonly CartKey[] = ['items', 'token', 'hash', 'totals'];

/**
 * The cart's copy in storage. Writes are chained so they land in the order made, and each key's text as this tab
 * last wrote or read it is remembered: a different stored text is another tab's write.
 */
class CartStorage {
  private readonly seen = new Map<string, string | null>();
  private writes: Promise<void> = Promise.resolve();

  constructor(
    private readonly storage: KeyValueStorage,
    private readonly prefix: string,
    private readonly logger: Pick<Console, 'warn'>,
  ) {}

  key = (name: CartKey): string => `${this.prefix}${STORAGE_KEYS[name]}`;

  write(name: CartKey, value: unknown): void {
    const key = this.key(name);
    const text = JSON.stringify(value);
    this.writes = this.writes
      .then(async () => {
        await this.storage.setItem(key, text);
        this.seen.set(key, text);
      })
      .catch((error: unknown) => this.logger.warn(`Could not store ${key}:`, error));
  }

  flush = (): Promise<void> => this.writes;

  async read<T>(name: CartKey, fallback: T): Promise<T> {
    const text = await this.readText(this.key(name));
    return text === null ? fallback : parseJson(text, fallback);
  }

  /**
   * The text stored now, remembered as seen; it wins over a storage event's: when two tabs write one key at nearly the
   * same time, each receives the other's event, and only the stored value is the same for both. Else the event's.
   */
  async readText(key: string, eventValue?: string | null): Promise<string | null> {
    try {
      const value = await this.storage.getItem(key);
      this.seen.set(key, value);
      return value;
    } catch (error) {
      if (eventValue !== undefined) return eventValue;
      throw error;
    }
  }

  otherTabWrote = async (key: string): Promise<boolean> => (await this.storage.getItem(key)) !== (this.seen.get(key) ?? null);
}

/** What may differ between the shop's store views; the cart's behaviour is fixed (docs/architecture/packages.md). */
export const DEFAULT_CART_CONFIG = {
  storagePrefix: 'shop/cart/',
  /** Where the last order time is kept ('last-cart-bypass-ts'). */
  userStoragePrefix: 'shop/user/',
  /** For totals while the checkout has no country yet. */
  defaultCountry: SPEC_DEFAULTS.tax.defaultCountry as string | null,
};
export type CartConfig = typeof DEFAULT_CART_CONFIG;

/** The runner's options (it shares storage, clock and logger with the cart) and the cart's own. */
export interface CreateCartOptions extends Omit<TaskRunnerOptions, 'storage' | 'getCartId' | 'notify'> {
  storage: KeyValueStorage;
  notifications?: NotificationCenter;
  config?: Partial<CartConfig>;
  /** The catalogue product for a server line the local cart lacks; null skips the line. */
  findProduct?: (serverItem: ServerCartItem) => Promise<CartProduct | null>;
  getCheckoutDetails?: () => CheckoutDetails;
  tabLock?: TabLock;
}

export type CartEngineOptions = CreateCartOptions & { runner: TaskRunner; notify: (notification: NotificationInput) => void };

export const emptyDiff = (): DiffLog => ({ serverResponses: [], clientNotifications: [] });

export function mergeDiffs(target: DiffLog, source: DiffLog): DiffLog {
  target.serverResponses.push(...source.serverResponses);
  target.clientNotifications.push(...source.clientNotifications);
  return target;
}

/** What every cart operation works on: the state and its listeners, its stored copy and hash, the lines, the calls, the notices. */
export class CartContext {
  state: CartState = initialCartState();
  readonly listeners = new Set<(state: CartState) => void>();
  readonly config: CartConfig;
  readonly logger: Pick<Console, 'warn'>;
  readonly store: CartStorage;
  readonly tabLock: TabLock;
  /** The server cart a call of the running operation found gone (404 "No such entity with cartId"). */
  goneCartId: string | null = null;

  /** requestCart starts the create operation, for a call that needs a cart id and has none. */
  constructor(readonly options: CartEngineOptions & { requestCart: () => void }) {
    this.config = { ...DEFAULT_CART_CONFIG, ...options.config };
    this.logger = options.logger ?? console;
    this.store = new CartStorage(options.storage, this.config.storagePrefix, this.logger);
    this.tabLock = options.tabLock ?? browserTabLock(options.storage, `${this.config.storagePrefix}lock`, options);
  }

  now = (): number => this.options.now?.() ?? Date.now();
  isOnline = (): boolean => this.options.isOnline?.() ?? globalThis.navigator?.onLine ?? true;
  getCheckoutDetails = (): CheckoutDetails => this.options.getCheckoutDetails?.() ?? {};
  findProduct = (line: ServerCartItem): Promise<CartProduct | null> =>
    this.options.findProduct?.(line) ?? Promise.resolve({ sku: line.sku, name: line.name, type_id: line.product_type });

  update(patch: Partial<CartState>): void {
    this.state = { ...this.state, ...patch };
    for (const listener of this.listeners) listener(this.state);
  }

  private updateStored(patch: Partial<CartState>, key: Parameters<CartStorage['write']>[0], value: unknown): void {
    this.update(patch);
    this.store.write(key, value);
  }

  setItems = (cartItems: CartItem[]): void => this.updateStored({ cartItems }, 'items', cartItems);
  setToken = (cartServerToken: string | null): void => this.updateStored({ cartServerToken }, 'token', cartServerToken);
  storeHash = (cartItemsHash: string | null = this.currentHash()): void => this.updateStored({ cartItemsHash }, 'hash', cartItemsHash);
  setTotals = (platformTotals: Totals | null, platformTotalSegments: TotalSegment[] | null): void =>
    this.updateStored({ platformTotals, platformTotalSegments }, 'totals', { platformTotalSegments, platformTotals });

  currentHash = (): string => cartHash(this.state.cartItems, this.state.cartServerToken);
  hashChanged = (): boolean => this.currentHash() !== this.state.cartItemsHash;
  /** No stored hash, a changed one, or no pull (or totals sync) yet in this page life. */
  syncRequired = (lastAt: 'lastSyncAt' | 'lastTotalsSyncAt' = 'lastSyncAt'): boolean =>
    !this.state.cartItemsHash || this.hashChanged() || !this.state[lastAt];
  isConnected = (): boolean => !!this.state.cartServerToken;
  canSync = (): boolean => this.isOnline() && this.isConnected();

  isInCheckout = (): boolean =>
    this.state.checkoutModifiedAt > 0 && this.now() - this.state.checkoutModifiedAt <= SPEC_DEFAULTS.cart.inCheckoutWindowMs;

  findLine = (item: ItemLike): CartItem | undefined => this.state.cartItems.find((line) => itemsEqual(line, item));
  replaceLine = (line: CartItem, changes: Partial<CartItem>): void =>
    this.setItems(this.state.cartItems.map((item) => (item === line ? { ...item, ...changes } : item)));
  removeLine = (line: CartItem): void => this.setItems(this.state.cartItems.filter((item) => item !== line));

  insertOrMerge(item: CartItem): void {
    const existing = this.findLine(item);
    if (existing) this.replaceLine(existing, { qty: existing.qty + item.qty });
    else this.setItems([...this.state.cartItems, item]);
  }

  async call<R>(input: CartCall<R>): Promise<Task<R>> {
    const cartId = this.state.cartServerToken || null;
    const task = await this.options.runner.execute<R>(input, { cartId });
    // The cart is gone (an order closed it, here or elsewhere): the operation sends nothing more to it, and
    // recoverGoneCart (sync.ts) takes it from there. A token another tab stored meanwhile is newer: it stays.
    const current = this.state.cartServerToken;
    if (cartId && isCartNotFound(task) && (!current || current === cartId)) {
      this.goneCartId = cartId;
      this.update({ cartServerToken: null });
    }
    return task;
  }

  /** A call whose failure to get an answer (offline, bad answer) is logged, not thrown. */
  async tryCall<R>(input: CartCall<R>): Promise<Task<R> | null> {
    try {
      return await this.call<R>(input);
    } catch (error) {
      this.logger.warn(`Cart call ${input.url.split('?')[0]} failed:`, error instanceof Error ? error.message : error);
      if (error instanceof CartIdRequiredError) this.options.requestCart();
      return null;
    }
  }

  processQueueInBackground = (): Promise<void> =>
    this.options.runner.processQueue().catch((error: unknown) => this.logger.warn('Task queue processing failed:', error));

  notify(diff: DiffLog, notification: NotificationInput): void {
    diff.clientNotifications.push(notification);
    this.options.notify(notification);
  }

  productAddedNotice = (): NotificationInput => ({
    type: 'success',
    message: PRODUCT_ADDED,
    action1: OK_ACTION,
    action2: { label: PROCEED_TO_CHECKOUT, href: '/checkout' },
  });
  quantityUpdatedNotice = (): NotificationInput => ({ type: 'success', message: QUANTITY_UPDATED, action1: OK_ACTION });

  // What another tab stored is taken over as it is: that tab has synced it with the server already, so this tab does
  // not push it again.

  /** A window "storage" event, for the cart's keys. */
  async handleStorageChange(key: string | null, newValue?: string | null): Promise<void> {
    const name = SHARED_KEYS.find((candidate) => this.store.key(candidate) === key);
    if (!name || key === null) return;
    const text = await this.store.readText(key, newValue);
    if (name === 'items') {
      this.update({ cartItems: text === null ? [] : parseJson<CartItem[]>(text, this.state.cartItems) });
      this.processQueueInBackground();
    } else if (name === 'totals') {
      const totals = parseJson<Partial<CartState> | null>(text ?? 'null', null);
      this.update({ platformTotals: totals?.platformTotals ?? null, platformTotalSegments: totals?.platformTotalSegments ?? null });
    } else {
      this.update({ [name === 'token' ? 'cartServerToken' : 'cartItemsHash']: parseJson<string | null>(text ?? 'null', null) });
    }
  }

  /** The keys another tab has written since this tab last wrote or read them. */
  async adoptOtherTabsWrites(): Promise<void> {
    try {
      for (const name of SHARED_KEYS) {
        if (await this.store.otherTabWrote(this.store.key(name))) await this.handleStorageChange(this.store.key(name));
      }
    } catch (error) {
      this.logger.warn('The stored cart could not be read:', error instanceof Error ? error.message : error);
    }
  }

  /** True when another tab stored a cart other than `replaced` meanwhile (it may have found that one closed): it is taken over. */
  async tookNewerStoredCart(replaced: string | null): Promise<boolean> {
    await this.store.flush();
    await this.adoptOtherTabsWrites();
    return !!this.state.cartServerToken && this.state.cartServerToken !== replaced;
  }
}
