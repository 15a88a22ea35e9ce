import { readQuantity } from '@shoreline/domain/forms/quantity-rules';
import { NotificationCenter, type NotificationInput } from '../notifications/notifications.js';
import { TaskRunner } from '../tasks/runner.js';
import { activateGiftCardTask, removeGiftCardTask, STOCK_SYNC_EVENT, type FeeChoice } from './cart-api.js';
import { CartContext, type CartEngineOptions, type CreateCartOptions } from './context.js';
import * as serverCart from './sync.js';
import * as pricing from './totals.js';
import type { CartProduct, CartState, DiffLog, ExtraFee, ItemLike, PaymentMethod, ShippingMethod, TotalSegment } from './types.js';

/**
 * The cart: local lines persisted in storage, kept in step with the server cart through the task runner. A plain
 * store: read getState(), listen with subscribe(). A change shows in the local lines at once; the server's answer
 * then settles them. Operations run one at a time, and through the tab lock never beside another tab's.
 */
export class CartEngine {
  private readonly ctx: CartContext;
  private operations: Promise<unknown> = Promise.resolve();

  constructor(options: CartEngineOptions) {
    this.ctx = new CartContext({ ...options, requestCart: () => void this.serial(() => serverCart.runCreate(this.ctx)) });
    options.runner.onTaskDone((task) => {
      if (task.callback_event === STOCK_SYNC_EVENT) serverCart.applyStockCheck(this.ctx, task);
    });
  }

  getState = (): CartState => this.ctx.state;
  /** The domain's quantity rule, for the page's forms: they load it with the cart instead of a copy of their own. */
  readonly readQuantity = readQuantity;
  get items(): CartState['cartItems'] {
    return this.ctx.state.cartItems;
  }

  subscribe(listener: (state: CartState) => void): () => void {
    this.ctx.listeners.add(listener);
    return () => this.ctx.listeners.delete(listener);
  }

  flush = (): Promise<void> => this.ctx.store.flush();
  currentHash = (): string => this.ctx.currentHash();
  hashChanged = (): boolean => this.ctx.hashChanged();
  isInCheckout = (): boolean => this.ctx.isInCheckout();
  isVirtualCart = (): boolean => pricing.isVirtualCart(this.ctx.state.cartItems);
  itemsCount = (): number => pricing.itemsCount(this.ctx.state.cartItems);
  coupon = (): pricing.Coupon | null => pricing.couponOf(this.ctx.state.platformTotals);
  availablePaymentMethods = (): PaymentMethod[] => pricing.visiblePaymentMethods(this.ctx.state.paymentMethods, this.isVirtualCart());

  /** The server's total segments, or local totals while there are none (offline). */
  totals = (): TotalSegment[] =>
    this.ctx.state.platformTotalSegments ?? pricing.localTotals(this.ctx.state.cartItems, this.ctx.state.shipping, this.ctx.state.payment);

  /** The checkout page calls this when it opens or changes. */
  markCheckoutActive = (): void => this.ctx.update({ checkoutModifiedAt: this.ctx.now() });
  markCheckoutClosed = (): void => this.ctx.update({ checkoutModifiedAt: 0 });
  toggleMicrocart = (open = !this.ctx.state.isMicrocartOpen): void => this.ctx.update({ isMicrocartOpen: open });
  selectShippingMethod = (method: ShippingMethod | null): void => this.ctx.update({ shipping: method });

  load = (): Promise<DiffLog> => this.serial(() => serverCart.runLoad(this.ctx));
  /** After login: connects the customer's cart merging quantities, keeping an applied coupon. */
  authorize = (): Promise<DiffLog> => this.serial(() => serverCart.runAuthorize(this.ctx));
  /** Adds a product and syncs it to the server cart; offline the added notice is shown at once. */
  addItem = (product: CartProduct): Promise<DiffLog> => this.serial(() => serverCart.runAddItem(this.ctx, product));
  /** Removes the line and, unless it is a bundle, the lines whose parentSku is its sku; the server follows. */
  removeItem = (product: ItemLike & { type_id?: string }): Promise<DiffLog> =>
    this.serial(() => serverCart.runRemoveItem(this.ctx, product));
  /** Throws a RangeError with the rule's message for a quantity that is not a whole number from 1. */
  updateQuantity = (product: ItemLike, qty: number | string): Promise<DiffLog> =>
    this.serial(() => serverCart.runUpdateQuantity(this.ctx, product, qty));
  sync = (options: serverCart.SyncOptions = {}): Promise<DiffLog> => this.serial(() => serverCart.runSync(this.ctx, options));
  syncTotals = (options: { forceServerSync?: boolean } = {}): Promise<void> => this.serial(() => pricing.runSyncTotals(this.ctx, options));
  /** True when the server took the coupon; its refusal's message is shown by the task runner. */
  applyCoupon = (code: string): Promise<boolean> => this.serial(() => pricing.runApplyCoupon(this.ctx, code));
  removeCoupon = (): Promise<boolean> => this.serial(() => pricing.runRemoveCoupon(this.ctx));
  extraFees = (): Promise<ExtraFee[]> => this.serial(() => pricing.runExtraFees(this.ctx));
  /** Chooses a fee's options (none removes the fee); true when the server took the choice. */
  chooseExtraFee = (choice: FeeChoice): Promise<boolean> => this.serial(() => pricing.runChooseExtraFee(this.ctx, choice));
  applyGiftCard = (code: string): Promise<pricing.GiftCardAnswer> =>
    this.serial(() => pricing.runGiftCard(this.ctx, activateGiftCardTask(code)));
  removeGiftCard = (code: string): Promise<pricing.GiftCardAnswer> =>
    this.serial(() => pricing.runGiftCard(this.ctx, removeGiftCardTask(code)));
  /** Applies the customer's whole store-credit balance, or takes it off; true when the server took it. */
  useStoreCredit = (on: boolean, balance: number): Promise<boolean> => this.serial(() => pricing.runUseStoreCredit(this.ctx, on, balance));
  /** Empties the cart and forgets the server cart (after logout), without calling it. */
  clear = (): Promise<void> => this.serial(async () => serverCart.runClear(this.ctx));
  /** After a successful order: remember when, and forget the cart without touching the server. */
  clearAfterOrder = (): Promise<void> => this.serial(() => serverCart.runClearAfterOrder(this.ctx));

  /**
   * After the server ended the customer's session: forgets the customer's cart, keeps the lines and sends them to a
   * new guest cart. `beforeConnect` runs first, in turn (the runner's token lock is lifted there).
   */
  continueAsGuest = (beforeConnect: () => void = () => undefined): Promise<DiffLog> =>
    this.serial(() => serverCart.runContinueAsGuest(this.ctx, beforeConnect));

  /**
   * Sends the order (`place`) while no other cart operation runs and, when it succeeds, clears the cart in the same
   * turn: a totals refresh queued meanwhile then finds no cart instead of calling the closed one.
   */
  placeOrder<T extends { ok: boolean }>(place: () => Promise<T>): Promise<T> {
    return this.serial(async () => {
      const orderedCart = this.ctx.state.cartServerToken;
      const answer = await place();
      if (answer.ok) await serverCart.runClearAfterOrder(this.ctx, orderedCart);
      return answer;
    });
  }

  handleStorageChange = (key: string | null, newValue?: string | null): Promise<void> => this.ctx.handleStorageChange(key, newValue);

  /**
   * One operation after the other, with the cart to itself: it starts from what other tabs stored (their events may
   * not have arrived yet), a cart one of its calls found gone is replaced within it, and its writes are stored
   * before the next tab's operation starts.
   */
  private serial<T>(operation: () => Promise<T>): Promise<T> {
    const result = this.operations.then(() =>
      this.ctx.tabLock(async () => {
        await this.ctx.adoptOtherTabsWrites();
        try {
          return await operation();
        } finally {
          await serverCart.recoverGoneCart(this.ctx);
          await this.ctx.store.flush();
        }
      }),
    );
    this.operations = result.catch(() => undefined);
    return result;
  }
}

/** Wires a task runner, a notification center and a cart engine that share storage, clock and logger. */
export function createCart(options: CreateCartOptions): { cart: CartEngine; runner: TaskRunner; notifications: NotificationCenter } {
  const notifications = options.notifications ?? new NotificationCenter();
  const notify = (notification: NotificationInput) => void notifications.spawn(notification);
  let cart: CartEngine | null = null;
  const runner = new TaskRunner({ ...options, notify, getCartId: () => cart?.getState().cartServerToken || null });
  cart = new CartEngine({ ...options, runner, notify });
  return { cart, runner, notifications };
}
