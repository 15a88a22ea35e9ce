import { activateGiftCardTask, removeGiftCardTask, STOCK_SYNC_EVENT, type FeeChoice } from './cart-api.js';
import * as status from './cart-status.js';
import { CartContext, type CartEngineOptions } from './context.js';
import type { ItemLike } from './identity.js';
import { recoverGoneCart, runAuthorize, runClearAfterOrder, runLoad } from './lifecycle.js';
import { applyStockCheck, runAddItem, runRemoveItem, runUpdateQuantity } from './line-updates.js';
import { adoptOtherTabsWrites, handleStorageChange } from './other-tabs.js';
import {
  runApplyCoupon,
  runChooseExtraFee,
  runExtraFees,
  runGiftCard,
  runRemoveCoupon,
  runUseStoreCredit,
  type GiftCardAnswer,
} from './price-changes.js';
import { runClear, runConnect, runContinueAsGuest, runCreate, runSync, type ConnectOptions, type SyncOptions } from './sync.js';
import { couponOf, isVirtualCart, itemsCount, localTotals, visiblePaymentMethods, type Coupon } from './totals.js';
import { runSyncTotals, type MethodsData } from './totals-sync.js';
import type { CartItem, CartProduct, CartState, DiffLog, ExtraFee, PaymentMethod, ShippingMethod, TotalSegment } from './types.js';

export type { CartEngineOptions } from './context.js';
export type { ConnectOptions, SyncOptions } from './sync.js';
export type { MethodsData } from './totals-sync.js';

/**
 * The cart: local lines persisted in storage, kept in step with the server cart
 * through the task runner. A plain store: read getState(), listen with subscribe().
 *
 * This class is the public face and runs the operations one at a time. They live in sync.ts (connect,
 * pull, merge) with server-lines.ts, line-updates.ts, totals-sync.ts, price-changes.ts, lifecycle.ts and
 * other-tabs.ts, and work on one CartContext (context.ts: state, storage, server calls); cart-status.ts
 * answers the cart checks (hash, sync on, connected).
 */
export class CartEngine {
  private readonly ctx: CartContext;
  private operations: Promise<void> = Promise.resolve();

  constructor(options: CartEngineOptions) {
    this.ctx = new CartContext(options, () => void this.create());
    this.ctx.runner.onTaskDone((task) => {
      if (task.callback_event === STOCK_SYNC_EVENT) applyStockCheck(this.ctx, task);
    });
  }

  // ---- store -------------------------------------------------------------------------------

  getState(): CartState {
    return this.ctx.state;
  }

  /** Calls the listener after every change; returns the unsubscribe function. */
  subscribe(listener: (state: CartState) => void): () => void {
    this.ctx.listeners.add(listener);
    return () => this.ctx.listeners.delete(listener);
  }

  /** Resolves once every storage write started so far has finished. */
  flush(): Promise<void> {
    return this.ctx.store.flush();
  }

  // ---- getters -----------------------------------------------------------------------------

  get items(): CartItem[] {
    return this.ctx.state.cartItems;
  }

  isConnected(): boolean {
    return status.isConnected(this.ctx);
  }

  isSyncEnabled(): boolean {
    return status.isSyncEnabled(this.ctx);
  }

  isTotalsSyncEnabled(): boolean {
    return status.isTotalsSyncEnabled(this.ctx);
  }

  canUpdateMethods(): boolean {
    return status.canUpdateMethods(this.ctx);
  }

  canSyncTotals(): boolean {
    return status.canSyncTotals(this.ctx);
  }

  currentHash(): string {
    return this.ctx.currentHash();
  }

  hashChanged(): boolean {
    return status.hashChanged(this.ctx);
  }

  isSyncRequired(): boolean {
    return status.isSyncRequired(this.ctx);
  }

  isTotalsSyncRequired(): boolean {
    return status.isTotalsSyncRequired(this.ctx);
  }

  /** In checkout: the checkout page changed within the last 30 minutes. */
  isInCheckout(): boolean {
    return status.isInCheckout(this.ctx);
  }

  isVirtualCart(): boolean {
    return isVirtualCart(this.ctx.state.cartItems);
  }

  itemsCount(): number {
    return itemsCount(this.ctx.state.cartItems, this.ctx.config.minicartCountType);
  }

  coupon(): Coupon | null {
    return couponOf(this.ctx.state.platformTotals);
  }

  /** The payment methods to offer: no cash on delivery for a virtual cart. */
  availablePaymentMethods(): PaymentMethod[] {
    return visiblePaymentMethods(this.ctx.state.paymentMethods, this.isVirtualCart());
  }

  /** The server's total segments, or local totals while there are none (offline). */
  totals(): TotalSegment[] {
    const state = this.ctx.state;
    return state.platformTotalSegments ?? localTotals(state.cartItems, state.shipping, state.payment);
  }

  // ---- simple UI state ---------------------------------------------------------------------

  /** The checkout page calls this when it opens or changes. */
  markCheckoutActive(): void {
    this.ctx.update({ checkoutModifiedAt: this.ctx.now() });
  }

  markCheckoutClosed(): void {
    this.ctx.update({ checkoutModifiedAt: 0 });
  }

  toggleMicrocart(open = !this.ctx.state.isMicrocartOpen): void {
    this.ctx.update({ isMicrocartOpen: open });
  }

  selectShippingMethod(method: ShippingMethod | null): void {
    this.ctx.update({ shipping: method });
  }

  selectPaymentMethod(method: PaymentMethod | null): void {
    this.ctx.update({ payment: method });
  }

  // ---- operations: one runs at a time, so two quick clicks cannot create two server carts ----

  /** Reads the stored cart; with sync on, syncs with the server cart and creates one if needed. */
  load(options: { forceClientState?: boolean } = {}): Promise<DiffLog> {
    return this.serial(() => runLoad(this.ctx, options));
  }

  /** Connects a user cart when there are lines and no server cart yet. */
  create(): Promise<DiffLog> {
    return this.serial(() => runCreate(this.ctx));
  }

  /**
   * Gets a server cart and syncs with it. A failed create falls back to a
   * guest cart while the bypass counter allows; after that the local cart is cleared.
   */
  connect(options: ConnectOptions = {}): Promise<DiffLog> {
    return this.serial(() => runConnect(this.ctx, options));
  }

  /**
   * After the server ended the customer's session: forgets the customer's cart, keeps the lines and sends them to a
   * new guest cart. `beforeConnect` runs first, in turn (the runner's token lock is lifted there).
   */
  continueAsGuest(beforeConnect: () => void = () => undefined): Promise<DiffLog> {
    return this.serial(() => {
      beforeConnect();
      return runContinueAsGuest(this.ctx);
    });
  }

  /** After login: connect the user's cart merging quantities, keeping an applied coupon. */
  authorize(): Promise<DiffLog> {
    return this.serial(() => runAuthorize(this.ctx));
  }

  /** Adds a product (a grouped product adds its children) and syncs it to the server cart. */
  addItem(product: CartProduct, options: { serverSilent?: boolean } = {}): Promise<DiffLog> {
    return this.serial(() => runAddItem(this.ctx, product, options));
  }

  /**
   * Removes every line equal to the product and, unless it is a bundle, the lines whose parentSku
   * is its sku. A line the server had is then deleted there by a forced sync.
   */
  removeItem(product: ItemLike & { type_id?: string }, options: { removeByParentSku?: boolean } = {}): Promise<DiffLog> {
    return this.serial(() => runRemoveItem(this.ctx, product, options));
  }

  /** Sets a line's quantity; a line the server has is pushed (and rolled back if rejected). */
  updateQuantity(product: ItemLike, qty: number | string, options: { serverSilent?: boolean } = {}): Promise<DiffLog> {
    return this.serial(() => runUpdateQuantity(this.ctx, product, qty, options));
  }

  /**
   * Compares the local cart with the server cart and reconciles them. Runs
   * only when connected and the hash changed (or nothing was pulled yet), unless forceSync.
   */
  sync(options: SyncOptions = {}): Promise<DiffLog> {
    return this.serial(() => runSync(this.ctx, options));
  }

  /** Refreshes methods and totals when the cart changed since the last totals sync, or when forced. */
  syncTotals(options: { forceServerSync?: boolean; methodsData?: MethodsData } = {}): Promise<void> {
    return this.serial(() => runSyncTotals(this.ctx, options));
  }

  /**
   * Applies a coupon; true when the server accepted it. A 200 or a truthy result forces a totals
   * sync; the server's refusal message is shown by the task runner.
   */
  applyCoupon(code: string): Promise<boolean> {
    return this.serial(() => runApplyCoupon(this.ctx, code));
  }

  removeCoupon(options: { sync?: boolean } = {}): Promise<boolean> {
    return this.serial(() => runRemoveCoupon(this.ctx, options));
  }

  /** The extra fees on offer for the cart, with the options chosen (the fees extension's get-fees call); none when not connected. */
  extraFees(): Promise<ExtraFee[]> {
    return this.serial(() => runExtraFees(this.ctx));
  }

  /**
   * Chooses a fee's options (none removes the fee); true when the server took the choice. Success
   * (code 200 or a truthy result) forces a totals sync, as for coupons.
   */
  chooseExtraFee(choice: FeeChoice): Promise<boolean> {
    return this.serial(() => runChooseExtraFee(this.ctx, choice));
  }

  /**
   * Applies a gift card (its balance pays up to the total) or takes it off; answers the server's
   * message ("Gift card successfully added!") or its refusal. Success forces a totals sync.
   */
  applyGiftCard(code: string): Promise<GiftCardAnswer> {
    return this.serial(() => runGiftCard(this.ctx, activateGiftCardTask(code)));
  }

  removeGiftCard(code: string): Promise<GiftCardAnswer> {
    return this.serial(() => runGiftCard(this.ctx, removeGiftCardTask(code)));
  }

  /**
   * Applies the customer's whole store-credit balance to the cart, or takes it off; true when the server
   * took it. Success forces a totals sync (the customer_credits segment), as for coupons and fees.
   */
  useStoreCredit(on: boolean, balance: number): Promise<boolean> {
    return this.serial(() => runUseStoreCredit(this.ctx, on, balance));
  }

  /** Empties the cart; with sync the server lines are deleted, with disconnect the cart is forgotten. */
  clear(options: { disconnect?: boolean; sync?: boolean } = {}): Promise<void> {
    return this.serial(() => runClear(this.ctx, options));
  }

  /** After a successful order: remember when, and forget the cart without touching the server. */
  clearAfterOrder(): Promise<void> {
    return this.serial(() => runClearAfterOrder(this.ctx));
  }

  /**
   * Sends the order (`place`, e.g. POST /api/order) while no other cart operation runs, and when it
   * succeeds clears the cart as clearAfterOrder does, in the same turn. A totals refresh queued
   * meanwhile then finds no cart, instead of calling the cart the order has just closed.
   */
  placeOrder<T extends { ok: boolean }>(place: () => Promise<T>): Promise<T> {
    return this.serial(async () => {
      const orderedCart = this.ctx.state.cartServerToken;
      const answer = await place();
      if (answer.ok) await runClearAfterOrder(this.ctx, orderedCart);
      return answer;
    });
  }

  /**
   * The app calls this from the window "storage" event (key, and newValue when it has it). Items, token,
   * hash and totals written by another tab are taken over as they are; that tab has already synced them
   * with the server, so this tab does not push them again.
   */
  handleStorageChange(key: string | null, newValue?: string | null): Promise<void> {
    return handleStorageChange(this.ctx, key, newValue);
  }

  /**
   * Runs one operation after the other, and, through the tab lock, never beside another tab's: two
   * tabs cannot both create a cart, and a tab that waited for another's order starts from the cleared
   * cart instead of calling the closed one.
   */
  private serial<T>(operation: () => Promise<T>): Promise<T> {
    const result = this.operations.then(() => this.ctx.tabLock(() => this.runAlone(operation)));
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
    await adoptOtherTabsWrites(this.ctx);
    try {
      return await operation();
    } finally {
      await recoverGoneCart(this.ctx);
      await this.ctx.store.flush();
    }
  }
}
