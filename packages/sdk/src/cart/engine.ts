import { OK_ACTION, type NotificationInput } from '../notifications/notifications.js';
import { parseJson, writeJson, type KeyValueStorage } from '../storage/storage.js';
import type { TaskRunner } from '../tasks/runner.js';
import { CartIdRequiredError, isCartNotFound, type Task, type TaskInput } from '../tasks/task.js';
import { messageOf } from '../envelope.js';
import { prepareItemsToAdd, toQuantity, validationErrors } from './add.js';
import {
  applyCouponTask,
  createCartTask,
  deleteCouponTask,
  deleteTask,
  feeTotalsInformationTask,
  getFeesTask,
  applyStoreCreditTask,
  activateGiftCardTask,
  removeGiftCardTask,
  removeStoreCreditTask,
  paymentMethodsTask,
  pullTask,
  shippingInformationTask,
  shippingMethodsTask,
  stockCheckTask,
  STOCK_SYNC_EVENT,
  totalsTask,
  updateTask,
  type CheckoutDetails,
  type FeeChoice,
} from './cart-api.js';
import { DEFAULT_CART_CONFIG, type CartConfig } from './config.js';
import { emptyDiff, finalParties, mergeDiffs, mergeStepParty, planCartMerge, type MergeStep } from './diff.js';
import { cartHash, itemChecksum, itemsEqual, type ItemLike } from './identity.js';
import {
  ITEM_IN_STOCK,
  ITEM_OUT_OF_STOCK,
  OUT_OF_STOCK,
  PROCEED_TO_CHECKOUT,
  PRODUCT_ADDED,
  QUANTITY_ABOVE_ZERO,
  QUANTITY_UPDATED,
  TOTALS_NEED_COUNTRY,
  UNSAFE_QUANTITY,
} from './messages.js';
import { mayAddOutOfStock, stockStatus } from './stock.js';
import { withoutTabLock, type TabLock } from './tab-lock.js';
import {
  applyTotalsToItems,
  couponOf,
  defaultMethod,
  isVirtualCart,
  itemsCount,
  localTotals,
  mergePaymentMethods,
  prepareShippingMethods,
  visiblePaymentMethods,
  type Coupon,
} from './totals.js';
import type {
  CartItem,
  CartProduct,
  CartState,
  DiffLog,
  ExtraFee,
  PaymentMethod,
  ServerCartItem,
  ShippingMethod,
  TotalSegment,
  Totals,
} from './types.js';

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

export interface SyncOptions {
  /** Push local lines and delete server lines the client lacks (instead of pulling them). */
  forceClientState?: boolean;
  /** Compare only: report the diff, change nothing. */
  dryRun?: boolean;
  /** Push client qty + server qty (the merge at login). */
  mergeQty?: boolean;
  /** Sync even when the hash did not change. */
  forceSync?: boolean;
}

export interface ConnectOptions {
  guestCart?: boolean;
  forceClientState?: boolean;
  mergeQty?: boolean;
}

export interface MethodsData {
  country?: string | null;
  shippingMethodCode?: string;
  shippingCarrierCode?: string;
  paymentMethod?: string;
}

interface TotalsAnswer extends Totals {
  totals?: Totals;
  payment_methods?: PaymentMethod[];
}

interface StockCheckResult {
  is_in_stock?: boolean;
  code?: unknown;
}

const LAST_ORDER_KEY = 'last-cart-bypass-ts';

const STORAGE_KEYS = {
  items: 'current-cart',
  token: 'current-cart-token',
  hash: 'current-cart-hash',
  totals: 'current-totals',
} as const;

const CART_KEYS = Object.keys(STORAGE_KEYS) as Array<keyof typeof STORAGE_KEYS>;

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
 * The cart (reference §1): local lines persisted in storage, kept in step with the server cart
 * through the task runner. A plain store: read getState(), listen with subscribe().
 */
export class CartEngine {
  private state: CartState = initialState();
  private readonly listeners = new Set<(state: CartState) => void>();
  private readonly config: CartConfig;
  private readonly runner: TaskRunner;
  private readonly storage: KeyValueStorage;
  private readonly notifySink: (notification: NotificationInput) => void;
  private readonly now: () => number;
  private readonly isOnline: () => boolean;
  private readonly findProduct?: (serverItem: ServerCartItem) => Promise<CartProduct | null>;
  private readonly getCheckoutDetails: () => CheckoutDetails;
  private readonly logger: Pick<Console, 'warn'>;
  private readonly tabLock: TabLock;
  /** The stored text of each cart key as this tab last wrote or read it; a difference is another tab's write. */
  private readonly seen = new Map<string, string | null>();
  private writes: Promise<void> = Promise.resolve();
  private operations: Promise<void> = Promise.resolve();
  private hashMemo: { items: CartItem[]; token: string | null; hash: string } | null = null;
  /** The server cart a call of the running operation found gone (404 "No such entity with cartId"). */
  private goneCartId: string | null = null;

  constructor(options: CartEngineOptions) {
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
    this.runner.onTaskDone((task) => {
      if (task.callback_event === STOCK_SYNC_EVENT) this.applyStockCheck(task);
    });
  }

  // ---- store -------------------------------------------------------------------------------

  getState(): CartState {
    return this.state;
  }

  /** Calls the listener after every change; returns the unsubscribe function. */
  subscribe(listener: (state: CartState) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Resolves once every storage write started so far has finished. */
  flush(): Promise<void> {
    return this.writes;
  }

  // ---- getters -----------------------------------------------------------------------------

  get items(): CartItem[] {
    return this.state.cartItems;
  }

  isConnected(): boolean {
    return !!this.state.cartServerToken;
  }

  isSyncEnabled(): boolean {
    return this.config.synchronize && this.isOnline();
  }

  isTotalsSyncEnabled(): boolean {
    return this.config.synchronizeTotals && this.isOnline();
  }

  canUpdateMethods(): boolean {
    return this.isSyncEnabled() && this.isConnected();
  }

  canSyncTotals(): boolean {
    return this.isTotalsSyncEnabled() && this.isConnected();
  }

  currentHash(): string {
    const { cartItems: items, cartServerToken: token } = this.state;
    if (this.hashMemo?.items !== items || this.hashMemo.token !== token) this.hashMemo = { items, token, hash: cartHash(items, token) };
    return this.hashMemo.hash;
  }

  hashChanged(): boolean {
    return this.currentHash() !== this.state.cartItemsHash;
  }

  isSyncRequired(): boolean {
    return !this.state.cartItemsHash || this.hashChanged() || !this.state.lastSyncAt;
  }

  isTotalsSyncRequired(): boolean {
    return !this.state.cartItemsHash || this.hashChanged() || !this.state.lastTotalsSyncAt;
  }

  /** In checkout: the checkout page changed within the last 30 minutes. */
  isInCheckout(): boolean {
    const modifiedAt = this.state.checkoutModifiedAt;
    return modifiedAt > 0 && this.now() - modifiedAt <= this.config.inCheckoutWindowMs;
  }

  isVirtualCart(): boolean {
    return isVirtualCart(this.state.cartItems);
  }

  itemsCount(): number {
    return itemsCount(this.state.cartItems, this.config.minicartCountType);
  }

  coupon(): Coupon | null {
    return couponOf(this.state.platformTotals);
  }

  /** The payment methods to offer: no cash on delivery for a virtual cart. */
  availablePaymentMethods(): PaymentMethod[] {
    return visiblePaymentMethods(this.state.paymentMethods, this.isVirtualCart());
  }

  /** The server's total segments, or local totals while there are none (offline). */
  totals(): TotalSegment[] {
    return this.state.platformTotalSegments ?? localTotals(this.state.cartItems, this.state.shipping, this.state.payment);
  }

  // ---- simple UI state ---------------------------------------------------------------------

  /** The checkout page calls this when it opens or changes. */
  markCheckoutActive(): void {
    this.update({ checkoutModifiedAt: this.now() });
  }

  markCheckoutClosed(): void {
    this.update({ checkoutModifiedAt: 0 });
  }

  toggleMicrocart(open = !this.state.isMicrocartOpen): void {
    this.update({ isMicrocartOpen: open });
  }

  selectShippingMethod(method: ShippingMethod | null): void {
    this.update({ shipping: method });
  }

  selectPaymentMethod(method: PaymentMethod | null): void {
    this.update({ payment: method });
  }

  // ---- operations: one runs at a time, so two quick clicks cannot create two server carts ----

  /** Reads the stored cart; with sync on, syncs with the server cart and creates one if needed. */
  load(options: { forceClientState?: boolean } = {}): Promise<DiffLog> {
    return this.serial(() => this.runLoad(options));
  }

  /** Connects a user cart when there are lines and no server cart yet. */
  create(): Promise<DiffLog> {
    return this.serial(() => this.runCreate());
  }

  /**
   * Gets a server cart (reference §1.6) and syncs with it. A failed create falls back to a
   * guest cart while the bypass counter allows; after that the local cart is cleared.
   */
  connect(options: ConnectOptions = {}): Promise<DiffLog> {
    return this.serial(() => this.runConnect(options));
  }

  /** After login: connect the user's cart merging quantities, keeping an applied coupon. */
  authorize(): Promise<DiffLog> {
    return this.serial(() => this.runAuthorize());
  }

  /** Adds a product (a grouped product adds its children) and syncs it to the server cart. */
  addItem(product: CartProduct, options: { serverSilent?: boolean } = {}): Promise<DiffLog> {
    return this.serial(() => this.runAddItem(product, options));
  }

  /**
   * Removes every line equal to the product and, unless it is a bundle, the lines whose parentSku
   * is its sku. A line the server had is then deleted there by a forced sync.
   */
  removeItem(product: ItemLike & { type_id?: string }, options: { removeByParentSku?: boolean } = {}): Promise<DiffLog> {
    return this.serial(() => this.runRemoveItem(product, options));
  }

  /** Sets a line's quantity; a line the server has is pushed (and rolled back if rejected). */
  updateQuantity(product: ItemLike, qty: number | string, options: { serverSilent?: boolean } = {}): Promise<DiffLog> {
    return this.serial(() => this.runUpdateQuantity(product, qty, options));
  }

  /**
   * Compares the local cart with the server cart and reconciles them (reference §1.7-1.8). Runs
   * only when connected and the hash changed (or nothing was pulled yet), unless forceSync.
   */
  sync(options: SyncOptions = {}): Promise<DiffLog> {
    return this.serial(() => this.runSync(options));
  }

  /** Refreshes methods and totals when the cart changed since the last totals sync, or when forced. */
  syncTotals(options: { forceServerSync?: boolean; methodsData?: MethodsData } = {}): Promise<void> {
    return this.serial(() => this.runSyncTotals(options));
  }

  /**
   * Applies a coupon; true when the server accepted it. A 200 or a truthy result forces a totals
   * sync (spec §7.2); the server's refusal message is shown by the task runner.
   */
  applyCoupon(code: string): Promise<boolean> {
    return this.serial(() => this.runApplyCoupon(code));
  }

  removeCoupon(options: { sync?: boolean } = {}): Promise<boolean> {
    return this.serial(() => this.runRemoveCoupon(options));
  }

  /** The extra fees on offer for the cart, with the options chosen (spec §7.6 get-fees); none when not connected. */
  extraFees(): Promise<ExtraFee[]> {
    return this.serial(() => this.runExtraFees());
  }

  /**
   * Chooses a fee's options (none removes the fee); true when the server took the choice. Success
   * (code 200 or a truthy result) forces a totals sync, as for coupons (spec document 1 §4.4).
   */
  chooseExtraFee(choice: FeeChoice): Promise<boolean> {
    return this.serial(() => this.runChooseExtraFee(choice));
  }

  /**
   * Applies a gift card (its balance pays up to the total) or takes it off; answers the server's
   * message ("Gift card successfully added!") or its refusal. Success forces a totals sync.
   */
  applyGiftCard(code: string): Promise<{ ok: boolean; message: string }> {
    return this.serial(() => this.runGiftCard(activateGiftCardTask(code)));
  }

  removeGiftCard(code: string): Promise<{ ok: boolean; message: string }> {
    return this.serial(() => this.runGiftCard(removeGiftCardTask(code)));
  }

  /**
   * Applies the customer's whole store-credit balance to the cart, or takes it off; true when the server
   * took it. Success forces a totals sync (the customer_credits segment), as for coupons and fees.
   */
  useStoreCredit(on: boolean, balance: number): Promise<boolean> {
    return this.serial(() => this.runUseStoreCredit(on, balance));
  }

  /** Empties the cart; with sync the server lines are deleted, with disconnect the cart is forgotten. */
  clear(options: { disconnect?: boolean; sync?: boolean } = {}): Promise<void> {
    return this.serial(() => this.runClear(options));
  }

  /** After a successful order: remember when, and forget the cart without touching the server. */
  clearAfterOrder(): Promise<void> {
    return this.serial(() => this.runClearAfterOrder());
  }

  /**
   * Sends the order (`place`, e.g. POST /api/order) while no other cart operation runs, and when it
   * succeeds clears the cart as clearAfterOrder does, in the same turn. A totals refresh queued
   * meanwhile then finds no cart, instead of calling the cart the order has just closed.
   */
  placeOrder<T extends { ok: boolean }>(place: () => Promise<T>): Promise<T> {
    return this.serial(async () => {
      const orderedCart = this.state.cartServerToken;
      const answer = await place();
      if (answer.ok) await this.runClearAfterOrder(orderedCart);
      return answer;
    });
  }

  /**
   * Runs one operation after the other, and, through the tab lock, never beside another tab's: two
   * tabs cannot both create a cart, and a tab that waited for another's order starts from the cleared
   * cart instead of calling the closed one.
   */
  private serial<T>(operation: () => Promise<T>): Promise<T> {
    const result = this.operations.then(() => this.tabLock(() => this.runAlone(operation)));
    this.operations = result.then(
      () => undefined,
      () => undefined,
    );
    return result;
  }

  /**
   * One operation with the cart to itself: it starts from what other tabs stored (their storage
   * events may not have arrived yet), and its own writes are stored before the next tab's starts.
   * When one of its calls found the server cart gone, the recovery (recoverGoneCart) runs within it.
   */
  private async runAlone<T>(operation: () => Promise<T>): Promise<T> {
    await this.adoptOtherTabsWrites();
    try {
      return await operation();
    } finally {
      await this.recoverGoneCart();
      await this.flush();
    }
  }

  // ---- load, connect -----------------------------------------------------------------------

  private async runLoad({ forceClientState = false }: { forceClientState?: boolean } = {}): Promise<DiffLog> {
    this.pickDefaultMethods();
    this.setItems(await this.readStored<CartItem[]>('items', []));
    this.processQueueInBackground();
    if (!this.config.synchronize) return emptyDiff();
    const storedTotals = await this.readStored<{ platformTotals?: Totals | null; platformTotalSegments?: TotalSegment[] | null } | null>(
      'totals',
      null,
    );
    this.update({
      cartItemsHash: await this.readStored<string | null>('hash', ''),
      cartServerToken: await this.readStored<string | null>('token', ''),
      platformTotals: storedTotals?.platformTotals ?? null,
      platformTotalSegments: storedTotals?.platformTotalSegments ?? null,
    });
    const diff = this.isConnected() ? await this.runSync({ forceClientState, dryRun: !this.config.serverMergeByDefault }) : emptyDiff();
    return mergeDiffs(diff, await this.runCreate());
  }

  private async runCreate(): Promise<DiffLog> {
    // A cart found gone is replaced by recoverGoneCart, which knows which lines to keep.
    if (this.goneCartId) return emptyDiff();
    if (this.state.cartItems.length > 0 && !this.isConnected()) return this.runConnect({ guestCart: false });
    return emptyDiff();
  }

  private async runConnect({ guestCart = false, forceClientState = false, mergeQty = false }: ConnectOptions = {}): Promise<DiffLog> {
    if (!this.config.synchronize) return emptyDiff();
    const task = await this.tryCall<string | number>(createCartTask(guestCart));
    if (!task) return emptyDiff();
    if (task.resultCode === 200) {
      this.setToken(String(task.result));
      return this.runSync({ forceClientState, dryRun: !this.config.serverMergeByDefault, mergeQty });
    }
    if (await this.bypassOrClear()) return this.runConnect({ guestCart: true, forceClientState, mergeQty });
    return emptyDiff();
  }

  private async runAuthorize(): Promise<DiffLog> {
    const coupon = this.coupon()?.code;
    this.update({ connectBypassCount: 0 });
    if (coupon) await this.runRemoveCoupon({ sync: false });
    const diff = await this.runConnect({ guestCart: false, mergeQty: true });
    if (coupon) await this.runApplyCoupon(coupon);
    return diff;
  }

  // ---- add, remove, quantity ---------------------------------------------------------------

  private async runAddItem(product: CartProduct, { serverSilent = false }: { serverSilent?: boolean } = {}): Promise<DiffLog> {
    const diff = emptyDiff();
    this.update({ isAddingToCart: true });
    try {
      let added = 0;
      for (const item of prepareItemsToAdd(product)) {
        if (await this.addPreparedItem(item, diff)) added += 1;
      }
      if (added > 0 && (!this.isSyncEnabled() || serverSilent)) this.notify(diff, this.productAddedNotice());
      mergeDiffs(diff, await this.runCreate());
      if (this.isSyncEnabled() && this.isConnected() && !serverSilent) mergeDiffs(diff, await this.runSync({ forceClientState: true }));
      return diff;
    } finally {
      this.update({ isAddingToCart: false });
    }
  }

  private async runRemoveItem(product: ItemLike & { type_id?: string }, { removeByParentSku = true } = {}): Promise<DiffLog> {
    const byParent = removeByParentSku && product.type_id !== 'bundle';
    const removes = (item: CartItem) => itemsEqual(item, product) || (byParent && item.parentSku === product.sku);
    const removed = this.state.cartItems.filter(removes);
    this.setItems(this.state.cartItems.filter((item) => !removes(item)));
    if (this.isSyncEnabled() && removed.some((item) => item.server_item_id !== undefined)) return this.runSync({ forceClientState: true });
    return { ...emptyDiff(), parties: [{ party: 'client', status: 'no-item', sku: product.sku }] };
  }

  private async runUpdateQuantity(product: ItemLike, qty: number | string, { serverSilent = false } = {}): Promise<DiffLog> {
    const quantity = toQuantity(qty, Number.NaN);
    if (!(quantity > 0)) throw new RangeError(QUANTITY_ABOVE_ZERO);
    const line = this.findLine(product);
    if (!line) return emptyDiff();
    this.replaceLine(line, { qty: quantity });
    if (this.isSyncEnabled() && line.server_item_id !== undefined && !serverSilent) return this.runSync({ forceClientState: true });
    return { ...emptyDiff(), parties: [{ party: 'client', status: 'wrong-qty', sku: line.sku, 'client-qty': quantity }] };
  }

  // ---- sync ------------------------------------------------------------------------------

  private async runSync({
    forceClientState = false,
    dryRun = false,
    mergeQty = false,
    forceSync = false,
  }: SyncOptions = {}): Promise<DiffLog> {
    if (!this.canUpdateMethods() || (!this.isSyncRequired() && !forceSync)) return emptyDiff();
    const clientItems = this.state.cartItems;
    this.update({ lastSyncAt: this.now() });
    const task = await this.tryCall<ServerCartItem[]>(pullTask());
    if (!task) return emptyDiff();
    if (task.resultCode === 200 && Array.isArray(task.result)) {
      return this.merge(task.result, clientItems, { dryRun, mergeQty, forceClientState: forceClientState || this.isInCheckout() });
    }
    // The cart is gone (closed by an order): no failure to bypass; the operation's end starts a new one.
    if (isCartNotFound(task)) return emptyDiff();
    if (await this.bypassOrClear()) await this.runConnect({ guestCart: true });
    this.storeHash();
    return emptyDiff();
  }

  private async merge(
    serverItems: ServerCartItem[],
    clientItems: CartItem[],
    options: { dryRun: boolean; mergeQty: boolean; forceClientState: boolean },
  ): Promise<DiffLog> {
    const diff = emptyDiff();
    const steps = planCartMerge(clientItems, serverItems, options.mergeQty);
    for (const step of steps) {
      const party = mergeStepParty(step);
      if (party) diff.parties.push(party);
      // Nothing more to send once the cart is gone (or another tab disconnected it).
      if (options.dryRun || !this.isConnected()) continue;
      try {
        await this.applyMergeStep(step, options, diff);
      } catch (error) {
        this.logger.warn('Cart line could not be synchronised:', error);
      }
    }
    if (!options.dryRun) {
      if (this.isTotalsSyncRequired() && clientItems.length > 0) await this.runSyncTotals();
      this.storeHash();
    }
    diff.parties.push(...finalParties(this.hashChanged(), this.isTotalsSyncRequired()));
    return diff;
  }

  private async applyMergeStep(step: MergeStep, options: { mergeQty: boolean; forceClientState: boolean }, diff: DiffLog): Promise<void> {
    const { forceClientState } = options;
    switch (step.kind) {
      case 'missing-on-server':
        if (forceClientState || !this.config.serverSyncCanRemoveLocalItems) await this.pushLine(step.client, null, false, diff);
        else this.removeLocally(step.client);
        return;
      case 'quantity-differs':
        if (forceClientState || !this.config.serverSyncCanModifyLocalItems)
          await this.pushLine(step.client, step.server, options.mergeQty, diff);
        else this.takeServerLine(step.client, step.server);
        return;
      case 'in-sync':
        this.adoptServerIds(step.client, step.server);
        return;
      case 'missing-on-client':
        if (forceClientState) await this.deleteServerLine(step.server, diff);
        else await this.addServerLineLocally(step.server);
        return;
    }
  }

  /** POST cart/update (reference §1.8 updateServerItem): push a line, roll back if rejected. */
  private async pushLine(client: CartItem, server: ServerCartItem | null, mergeQty: boolean, diff: DiffLog): Promise<void> {
    const cartItem = {
      sku: client.parentSku && this.config.setConfigurableProductOptions ? client.parentSku : client.sku,
      qty: mergeQty && server ? client.qty + server.qty : client.qty,
      product_option: client.product_option,
      ...(server ? { item_id: server.item_id } : {}),
      quoteId: server?.quote_id ?? this.state.cartServerToken,
    };
    const task = await this.call<ServerCartItem>(updateTask(cartItem));
    diff.serverResponses.push({ status: task.resultCode, sku: client.sku, result: task.result });
    // Not a refusal of this line: the cart is gone, and the line waits for the new cart.
    if (isCartNotFound(task)) return;
    if (task.resultCode !== 200 || !task.result) return this.afterRejectedPush(client, server);
    if (!this.isInCheckout())
      this.notify(diff, client.server_item_id === undefined ? this.productAddedNotice() : this.quantityUpdatedNotice());
    const answer = task.result;
    const line = this.findLine(client);
    if (line) {
      this.replaceLine(line, {
        server_item_id: answer.item_id,
        server_cart_id: answer.quote_id,
        prev_qty: client.qty,
        product_option: answer.product_option ?? line.product_option,
        type_id: answer.product_type ?? line.type_id,
      });
    }
  }

  private afterRejectedPush(client: CartItem, server: ServerCartItem | null): void {
    if (!server) this.removeLocally(client);
    else if (client.server_item_id !== undefined || client.item_id !== undefined) this.restoreQuantity(client);
    else this.removeUnconfirmed(client);
  }

  /** A rejected change goes back to the last quantity the server confirmed, or the line goes. */
  private restoreQuantity(client: CartItem): void {
    const line = this.findLine(client);
    if (!line) return;
    if ((line.prev_qty ?? 0) > 0) this.replaceLine(line, { qty: line.prev_qty });
    else this.removeLocally(line);
  }

  private takeServerLine(client: CartItem, server: ServerCartItem): void {
    const line = this.findLine(client);
    if (line) this.replaceLine(line, { ...server, ...this.serverIdentity(server) });
  }

  private adoptServerIds(client: CartItem, server: ServerCartItem): void {
    const line = this.findLine(client);
    if (line) this.replaceLine(line, { ...this.serverIdentity(server), product_option: server.product_option ?? line.product_option });
  }

  private serverIdentity(server: ServerCartItem): Partial<CartItem> {
    const identity: Partial<CartItem> = { server_item_id: server.item_id, server_cart_id: server.quote_id, prev_qty: server.qty };
    if (server.product_type) identity.type_id = server.product_type;
    return identity;
  }

  private async deleteServerLine(server: ServerCartItem, diff: DiffLog): Promise<void> {
    const cartItem = { sku: server.sku, item_id: server.item_id, quoteId: this.state.cartServerToken };
    const task = await this.call(deleteTask(cartItem));
    diff.serverResponses.push({ status: task.resultCode, sku: server.sku, result: task.result });
  }

  private async addServerLineLocally(server: ServerCartItem): Promise<void> {
    const product = this.findProduct ? await this.findProduct(server).catch(() => null) : this.lineFromServer(server);
    if (!product) return;
    const item: CartItem = {
      ...product,
      qty: server.qty,
      server_item_id: server.item_id,
      server_cart_id: server.quote_id,
      prev_qty: server.qty,
      product_option: server.product_option ?? product.product_option,
    };
    this.insertOrMerge({ ...item, checksum: itemChecksum(item) });
  }

  private lineFromServer(server: ServerCartItem): CartProduct {
    return { sku: server.sku, name: server.name, type_id: server.product_type, product_option: server.product_option };
  }

  // ---- totals and methods -------------------------------------------------------------------

  private async runSyncTotals({
    forceServerSync = false,
    methodsData,
  }: { forceServerSync?: boolean; methodsData?: MethodsData } = {}): Promise<void> {
    if (!this.isTotalsSyncRequired() && !forceServerSync) return;
    await this.syncShippingMethods();
    await this.syncPaymentMethods();
    if (!this.canSyncTotals()) return;
    const order = methodsData ?? this.orderData();
    const country = order.country ?? this.config.defaultCountry;
    if (!country) {
      this.logger.warn(TOTALS_NEED_COUNTRY);
      return;
    }
    const task =
      order.shippingMethodCode || order.shippingCarrierCode
        ? await this.tryCall<TotalsAnswer>(shippingInformationTask(country, this.getCheckoutDetails(), order))
        : await this.tryCall<TotalsAnswer>(totalsTask());
    if (task) this.overrideTotals(task);
  }

  private orderData(): MethodsData {
    const details = this.getCheckoutDetails();
    const offered = this.state.shippingMethods.filter((method) => !method.offline);
    const shipping =
      offered.find((method) => method.method_code === details.shipping?.shippingMethod) ?? this.state.shipping ?? defaultMethod(offered);
    const payment = this.state.payment ?? defaultMethod(this.state.paymentMethods);
    return {
      country: details.shipping?.country || this.config.defaultCountry,
      shippingMethodCode: shipping?.method_code,
      shippingCarrierCode: shipping?.carrier_code,
      paymentMethod: payment?.code,
    };
  }

  /** Takes the server totals on 200 only; otherwise the old totals stay. */
  private overrideTotals(task: Task<TotalsAnswer>): void {
    if (isCartNotFound(task)) return;
    if (task.resultCode !== 200 || !task.result) {
      this.logger.warn('Totals could not be updated:', task.result);
      return;
    }
    const totals = task.result.totals ?? task.result;
    this.setItems(applyTotalsToItems(this.state.cartItems, totals.items ?? []));
    this.setTotals(totals, totals.total_segments ?? null);
    this.update({ lastTotalsSyncAt: this.now() });
    if (task.result.payment_methods && this.canUpdateMethods()) this.replacePaymentMethods(task.result.payment_methods);
  }

  private async syncShippingMethods(): Promise<void> {
    if (!this.canUpdateMethods()) return;
    const task = await this.tryCall<ShippingMethod[]>(
      shippingMethodsTask(this.getCheckoutDetails().shipping ?? {}, this.config.defaultCountry),
    );
    if (task?.resultCode !== 200 || !Array.isArray(task.result)) return;
    const methods = prepareShippingMethods(task.result);
    const chosen = this.state.shipping;
    const stillOffered =
      chosen && methods.some((method) => method.method_code === chosen.method_code && method.carrier_code === chosen.carrier_code);
    this.update({ shippingMethods: methods, shipping: stillOffered ? chosen : null });
  }

  private async syncPaymentMethods(): Promise<void> {
    if (!this.canUpdateMethods()) return;
    const billingCountry = this.getCheckoutDetails().payment?.country;
    let backend: PaymentMethod[] = [];
    if (billingCountry) {
      const task = await this.tryCall<TotalsAnswer>(shippingInformationTask(billingCountry, this.getCheckoutDetails(), this.orderData()));
      if (task?.resultCode === 200) backend = task.result?.payment_methods ?? [];
    }
    if (backend.length === 0) {
      const task = await this.tryCall<PaymentMethod[]>(paymentMethodsTask());
      if (task?.resultCode === 200 && Array.isArray(task.result)) backend = task.result;
    }
    this.replacePaymentMethods(backend);
  }

  private replacePaymentMethods(backend: PaymentMethod[]): void {
    this.update({ paymentMethods: mergePaymentMethods(this.state.paymentMethods, backend) });
  }

  private pickDefaultMethods(): void {
    this.update({
      shipping: this.state.shipping ?? this.state.shippingMethods.find((method) => method.default) ?? null,
      payment: this.state.payment ?? this.state.paymentMethods.find((method) => method.default) ?? null,
    });
  }

  // ---- coupons -------------------------------------------------------------------------------

  private async runApplyCoupon(code: string): Promise<boolean> {
    if (!code || !this.canSyncTotals()) return false;
    const task = await this.call<unknown>(applyCouponTask(code));
    if (isCartNotFound(task)) return false;
    await this.afterPriceChange(task, true);
    return task.resultCode === 200 && task.result !== false;
  }

  private async runRemoveCoupon({ sync = true }: { sync?: boolean } = {}): Promise<boolean> {
    if (!this.canSyncTotals()) return false;
    const task = await this.call<unknown>(deleteCouponTask());
    if (isCartNotFound(task)) return false;
    await this.afterPriceChange(task, sync);
    return task.resultCode === 200 && task.result !== false;
  }

  /** After a coupon or fee call: success (code 200 or a truthy result) forces a totals sync and records the hash. */
  private async afterPriceChange(task: Task<unknown>, sync: boolean): Promise<void> {
    if ((task.resultCode === 200 || task.result) && sync) {
      await this.runSyncTotals({ forceServerSync: true });
      this.storeHash();
    }
  }

  // ---- extra fees ----------------------------------------------------------------------------

  private async runExtraFees(): Promise<ExtraFee[]> {
    const cartId = this.state.cartServerToken;
    if (!cartId || !this.canSyncTotals()) return [];
    const task = await this.tryCall<{ fees?: ExtraFee[] }>(getFeesTask(cartId, this.getCheckoutDetails(), this.config.defaultCountry));
    return task?.resultCode === 200 && Array.isArray(task.result?.fees) ? task.result.fees : [];
  }

  private async runChooseExtraFee(choice: FeeChoice): Promise<boolean> {
    const cartId = this.state.cartServerToken;
    if (!cartId || !this.canSyncTotals()) return false;
    const details = this.getCheckoutDetails();
    const task = await this.call<unknown>(feeTotalsInformationTask(cartId, choice, details, this.orderData(), this.config.defaultCountry));
    if (isCartNotFound(task)) return false;
    await this.afterPriceChange(task, true);
    return task.resultCode === 200;
  }

  private async runGiftCard(input: TaskInput): Promise<{ ok: boolean; message: string }> {
    if (!this.state.cartServerToken || !this.canSyncTotals()) return { ok: false, message: '' };
    const task = await this.call<unknown>({ ...input, silent: true });
    if (isCartNotFound(task)) return { ok: false, message: '' };
    await this.afterPriceChange(task, true);
    return { ok: task.resultCode === 200, message: messageOf(task.result) };
  }

  private async runUseStoreCredit(on: boolean, balance: number): Promise<boolean> {
    const cartId = this.state.cartServerToken;
    if (!cartId || !this.canSyncTotals()) return false;
    const task = await this.call<unknown>(on ? applyStoreCreditTask(cartId, balance) : removeStoreCreditTask(cartId));
    if (isCartNotFound(task)) return false;
    await this.afterPriceChange(task, true);
    return task.resultCode === 200 && task.result !== false;
  }

  // ---- clear -------------------------------------------------------------------------------

  private async runClear({ disconnect = true, sync = true }: { disconnect?: boolean; sync?: boolean } = {}): Promise<void> {
    this.setItems([]);
    if (sync) await this.runSync({ forceClientState: true, forceSync: true });
    if (disconnect) this.disconnect();
  }

  /**
   * Forgets the ordered cart. A tab that could not wait for the lock (tab-lock.ts) may have found that
   * cart closed and stored a new one meanwhile, with the lines its shopper added: that cart is kept.
   */
  private async runClearAfterOrder(orderedCart = this.state.cartServerToken): Promise<void> {
    await writeJson(this.storage, `${this.config.userStoragePrefix}${LAST_ORDER_KEY}`, this.now());
    await this.flush();
    const stored = await this.readStored<string | null>('token', null);
    if (stored && stored !== orderedCart) return this.takeStoredCart();
    await this.runClear({ sync: false });
  }

  private disconnect(): void {
    this.goneCartId = null;
    this.setToken(null);
    this.update({ connectBypassCount: 0 });
    this.setTotals(null, null);
    this.storeHash(null);
  }

  /**
   * A call found the server cart gone (404 "No such entity with cartId"): an order closed it, in
   * another tab or outside this browser. Its id is dropped at once, so the rest of the operation
   * sends nothing more to it; recoverGoneCart takes it from there.
   */
  private forgetGoneCart(cartId: string): void {
    // Another tab's write has replaced it with a newer cart already. Cleared (the ordering tab's
    // write arrived during the call) still needs the recovery: this tab's new lines have no cart.
    const current = this.state.cartServerToken;
    if (current && current !== cartId) return;
    this.goneCartId = cartId;
    this.update({ cartServerToken: null });
  }

  /**
   * After an operation found its cart gone. When another tab has stored a newer cart, this tab takes
   * it over. Otherwise the lines the gone cart had confirmed (server_item_id) went with it (they were
   * ordered, and the tab that ordered has cleared them), and the lines it never had are kept: connect
   * (reference §1.6) gets a new cart, the customer's through the token, and its sync pushes them as it
   * pushes any line the server lacks (spec document 1 §4.4). A customer is connected even with no line
   * left, so a cart they already have shows up. Other tabs learn the new id through storage.
   */
  private async recoverGoneCart(): Promise<DiffLog> {
    const gone = this.goneCartId;
    if (!gone) return emptyDiff();
    this.goneCartId = null;
    try {
      if (this.isConnected()) return emptyDiff(); // connected again meanwhile (authorize, another tab)
      await this.flush();
      const stored = await this.readStored<string | null>('token', null);
      if (stored && stored !== gone) {
        await this.takeStoredCart();
        return emptyDiff();
      }
      const kept = this.state.cartItems.filter((item) => item.server_item_id === undefined);
      if (kept.length !== this.state.cartItems.length) this.setItems(kept);
      this.disconnect();
      this.update({ lastSyncAt: 0, lastTotalsSyncAt: 0 });
      if (!this.config.synchronize || (kept.length === 0 && !this.runner.hasUserToken())) return emptyDiff();
      const diff = await this.runConnect({ guestCart: false });
      // The connect's sync refreshes totals only for lines this tab had; a customer's cart may bring others.
      if (this.isConnected() && this.state.cartItems.length > 0) await this.runSyncTotals();
      return diff;
    } catch (error) {
      this.logger.warn('The cart could not be started again:', error instanceof Error ? error.message : error);
      return emptyDiff();
    }
  }

  /** Takes over the cart another tab stored (items, token, hash, totals), as its storage events would. */
  private async takeStoredCart(): Promise<void> {
    for (const name of CART_KEYS) await this.handleStorageChange(this.key(name));
  }

  /** Takes over each cart key another tab has written since this tab last wrote or read it. */
  private async adoptOtherTabsWrites(): Promise<void> {
    try {
      for (const name of CART_KEYS) {
        const key = this.key(name);
        const value = await this.storage.getItem(key);
        if (value !== (this.seen.get(key) ?? null)) await this.handleStorageChange(key, value);
      }
    } catch (error) {
      this.logger.warn('The stored cart could not be read:', error instanceof Error ? error.message : error);
    }
  }

  private async readStored<T>(name: keyof typeof STORAGE_KEYS, fallback: T): Promise<T> {
    const key = this.key(name);
    const value = await this.storage.getItem(key);
    this.seen.set(key, value);
    return value === null ? fallback : parseJson(value, fallback);
  }

  /** Counts a guest fallback when one is left; otherwise (all attempts failed) clears the cart. */
  private async bypassOrClear(): Promise<boolean> {
    if (this.state.connectBypassCount < this.config.maxCartBypassAttempts) {
      this.update({ connectBypassCount: this.state.connectBypassCount + 1 });
      return true;
    }
    await this.runClear({ sync: false });
    return false;
  }

  // ---- other tabs and stock ------------------------------------------------------------------

  /**
   * The app calls this from the window "storage" event (key, and newValue when it has it). Items, token, hash and totals written by
   * another tab are taken over as they are; that tab has already synced them with the server,
   * so this tab does not push them again.
   */
  async handleStorageChange(key: string | null, newValue?: string | null): Promise<void> {
    if (key === null || !key.startsWith(this.config.storagePrefix)) return;
    const value = await this.storedValue(key, newValue);
    switch (key) {
      case this.key('items'):
        this.update({ cartItems: value === null ? [] : parseJson<CartItem[]>(value, this.state.cartItems) });
        this.processQueueInBackground();
        return;
      case this.key('token'):
        this.update({ cartServerToken: value === null ? null : parseJson<string | null>(value, null) });
        return;
      case this.key('hash'):
        this.update({ cartItemsHash: value === null ? null : parseJson<string | null>(value, null) });
        return;
      case this.key('totals'): {
        const totals =
          value === null ? null : parseJson<{ platformTotals?: Totals; platformTotalSegments?: TotalSegment[] } | null>(value, null);
        this.update({ platformTotals: totals?.platformTotals ?? null, platformTotalSegments: totals?.platformTotalSegments ?? null });
        return;
      }
    }
  }

  /**
   * The value stored now, which wins over the event's: when two tabs write one key at nearly the same
   * time (both replacing a gone cart), each receives the other's event, and only the stored value
   * is the same for both. The event's value serves when the storage cannot be read.
   */
  private async storedValue(key: string, newValue: string | null | undefined): Promise<string | null> {
    try {
      const value = await this.storage.getItem(key);
      this.seen.set(key, value);
      return value;
    } catch (error) {
      if (newValue !== undefined) return newValue;
      throw error;
    }
  }

  /** The answer of a queued stock check (callback 'store:cart/stockSync'). */
  private applyStockCheck(task: Task): void {
    const result = task.result as StockCheckResult | undefined;
    const line = this.state.cartItems.find((item) => item.sku === task.product_sku);
    if (!line || task.resultCode !== 200 || !result || result.code === 'ENOTFOUND') return;
    if (result.is_in_stock === false) {
      if (!this.config.allowOutOfStockInCart && !this.isSyncEnabled()) this.removeLocally(line);
      else this.replaceLine(line, { errors: { ...line.errors, stock: ITEM_OUT_OF_STOCK }, is_in_stock: false });
    } else if (result.is_in_stock === true) {
      // Not a cart change: when nothing else was pending, the stored hash follows.
      const wasInSync = !this.hashChanged();
      this.replaceLine(line, { info: { ...line.info, stock: ITEM_IN_STOCK }, is_in_stock: true });
      if (wasInSync) this.storeHash();
    }
  }

  // ---- internals -----------------------------------------------------------------------------

  private async addPreparedItem(item: CartItem, diff: DiffLog): Promise<boolean> {
    const errors = validationErrors(item, this.config.useZeroPriceProduct);
    for (const message of errors) this.notify(diff, { type: 'error', message, action1: OK_ACTION });
    if (errors.length > 0) return false;
    const status = stockStatus(item, this.config.stockSynchronize);
    if (status === 'out_of_stock' && !mayAddOutOfStock(item, this.config.allowOutOfStockInCart)) {
      this.notify(diff, { type: 'error', message: OUT_OF_STOCK, action1: OK_ACTION });
      return false;
    }
    if (status === 'volatile') this.notify(diff, { type: 'warning', message: UNSAFE_QUANTITY, action1: OK_ACTION });
    const stockCheck = this.config.stockSynchronize ? await this.queueStockCheck(item.sku) : null;
    this.insertOrMerge(stockCheck ? { ...item, onlineStockCheckid: stockCheck.task_id } : item);
    return true;
  }

  private queueStockCheck(sku: string): Promise<Task> {
    return this.runner.queue(stockCheckTask(sku));
  }

  private insertOrMerge(item: CartItem): void {
    const existing = this.findLine(item);
    if (existing) this.replaceLine(existing, { qty: existing.qty + (item.qty || 1) });
    else this.setItems([...this.state.cartItems, { ...item, qty: item.qty || 1 }]);
  }

  private removeLocally(item: ItemLike): void {
    this.setItems(this.state.cartItems.filter((line) => !itemsEqual(line, item)));
  }

  private removeUnconfirmed(item: ItemLike): void {
    this.setItems(this.state.cartItems.filter((line) => line.server_item_id !== undefined || !itemsEqual(line, item)));
  }

  private findLine(item: ItemLike): CartItem | undefined {
    return this.state.cartItems.find((line) => itemsEqual(line, item));
  }

  private replaceLine(line: CartItem, changes: Partial<CartItem>): void {
    this.setItems(this.state.cartItems.map((item) => (item === line ? { ...item, ...changes } : item)));
  }

  private productAddedNotice(): NotificationInput {
    const notice: NotificationInput = { type: 'success', message: PRODUCT_ADDED, action1: OK_ACTION };
    if (!this.config.externalCheckout) notice.action2 = { label: PROCEED_TO_CHECKOUT, href: this.config.checkoutPath };
    return notice;
  }

  private quantityUpdatedNotice(): NotificationInput {
    return { type: 'success', message: QUANTITY_UPDATED, action1: OK_ACTION };
  }

  private notify(diff: DiffLog, notification: NotificationInput): void {
    diff.clientNotifications.push(notification);
    this.notifySink(notification);
  }

  private async call<R>(input: TaskInput): Promise<Task<R>> {
    const cartId = this.state.cartServerToken || null;
    const task = await this.runner.execute<R>(input, { cartId });
    if (cartId && isCartNotFound(task)) this.forgetGoneCart(cartId);
    return task;
  }

  /** A call whose failure to get an answer (offline, bad answer) is logged, not thrown. */
  private async tryCall<R>(input: TaskInput): Promise<Task<R> | null> {
    try {
      return await this.call<R>(input);
    } catch (error) {
      this.logger.warn(`Cart call ${input.url.split('?')[0]} failed:`, error instanceof Error ? error.message : error);
      if (error instanceof CartIdRequiredError) void this.create();
      return null;
    }
  }

  private processQueueInBackground(): void {
    this.runner.processQueue().catch((error: unknown) => this.logger.warn('Task queue processing failed:', error));
  }

  private key(name: keyof typeof STORAGE_KEYS): string {
    return `${this.config.storagePrefix}${STORAGE_KEYS[name]}`;
  }

  private update(patch: Partial<CartState>): void {
    this.state = { ...this.state, ...patch };
    for (const listener of this.listeners) listener(this.state);
  }

  private setItems(items: CartItem[]): void {
    this.update({ cartItems: items });
    this.persist(this.key('items'), items);
  }

  private setToken(token: string | null): void {
    this.update({ cartServerToken: token });
    this.persist(this.key('token'), token);
  }

  private storeHash(hash: string | null = this.currentHash()): void {
    this.update({ cartItemsHash: hash });
    this.persist(this.key('hash'), hash);
  }

  private setTotals(platformTotals: Totals | null, platformTotalSegments: TotalSegment[] | null): void {
    this.update({ platformTotals, platformTotalSegments });
    this.persist(this.key('totals'), { platformTotalSegments, platformTotals });
  }

  private persist(key: string, value: unknown): void {
    const text = JSON.stringify(value);
    this.writes = this.writes
      .then(async () => {
        await this.storage.setItem(key, text);
        this.seen.set(key, text);
      })
      .catch((error: unknown) => this.logger.warn(`Could not store ${key}:`, error));
  }
}
