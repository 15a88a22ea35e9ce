import type { CartItemInput, CartLineWire, ShippingInformationInput } from '@shoreline/domain/wire/cart';
import type { Kysely } from 'kysely';
import { fromCents, type TaxDestination } from '@shoreline/domain';
import { Conflict, InvalidInput, NotFound } from '../errors.js';
import type { Database } from '../db/index.js';
import { isUniqueViolation } from '../db/index.js';
import type { StoreCatalog } from '../catalog/index.js';
import { findStockLevels } from '../stock/index.js';
import {
  availableDeliveryDates,
  DEFAULT_SHIPPING,
  quoteShipping,
  type DateStatus,
  type ShipmentDestination,
  type ShipmentLoad,
  type ShippingConfig,
  type ShippingQuote,
  dateAvailability,
  regionOf,
} from '../delivery/index.js';
import { shippingMessage } from '../method-names/index.js';
import { cartAddressProblems, parseAddress, poBoxProblems, refuseAddressProblems, type Address } from './address.js';
import { shipmentDestinationOf, shipmentLoadOf } from './shipment-load.js';
import { itemColumnsOf, resolveLine, type ResolvedLine } from './resolve-line.js';
import type { CartTotals, Coupon, FeeCharge } from './totals.js';
import { priceCart, pricingGroupOf, taxDestinationOf, type PricedCart, type PricingInput } from './price-cart.js';
import { couponExhaustedMessage, couponHolderOf, couponUsedUpMessage, hasUsedUp, isExhausted, knownEmailOf } from './coupon-uses.js';
import * as storage from './storage.js';
import { DELIVERY_DATE_UNAVAILABLE, NO_SUCH_CART, OUT_OF_STOCK } from '@shoreline/domain/messages';
import { lineQuantity } from '@shoreline/domain/forms/quantity';
import type { QuantityProblem } from '@shoreline/domain/forms/quantity-rules';
import { REASON } from '@shoreline/domain/error-reasons';

/**
 * The addresses and chosen method as setShippingInformation takes them: the delivery date the request names (under
 * any of the spec's names) read at the route edge into `deliveryDate`.
 */
export type ShippingChoiceInput = Pick<
  ShippingInformationInput,
  | 'shippingAddress'
  | 'shipping_address'
  | 'billingAddress'
  | 'billing_address'
  | 'shippingCarrierCode'
  | 'shipping_carrier_code'
  | 'shippingMethodCode'
  | 'shipping_method_code'
> & { deliveryDate: string | null };

const storedAddress = (json: string | null): Address | null => (json ? (JSON.parse(json) as Address) : null);

export const INVALID_COUPON = "The coupon code isn't valid. Verify the code and try again.";

export interface CartLine {
  row: storage.CartItemRow;
  line: ResolvedLine;
}

/** The server item shape pull and update answer with: item_id and qty are numbers. */
export function itemToWire(row: storage.CartItemRow, line: ResolvedLine | null): CartLineWire {
  return {
    item_id: row.item_id,
    sku: row.sku,
    qty: row.qty,
    name: row.name,
    price: line ? fromCents(line.unitCents) : 0,
    product_type: row.product_type,
    quote_id: row.cart_id,
    product_option: JSON.parse(row.product_option) as CartLineWire['product_option'],
  };
}

/** A line's quantity by the shop's one rule (domain forms/quantity.ts); a refusal names the field and the rule it broke. */
export function parseQty(value: unknown): number {
  const parsed = lineQuantity.safeParse(value);
  if (parsed.success) return parsed.data;
  const { message, params } = parsed.error.issues[0] as { message: string; params?: { problem?: QuantityProblem } };
  const code = params?.problem ?? 'not_integer';
  throw new InvalidInput(message, { reason: REASON.cartInvalidQuantity, errors: [{ field: 'cartItem.qty', code, message }] });
}

/**
 * What a cart's pricing reads from the modules that charge or pay beside its lines. fees/, gift-cards/ and
 * store-credit/ work on carts (their routes open and price them), so they sit above cart/; the composition
 * root (services.ts) hands their readers in.
 */
export interface CartExtras {
  /** The extra fees the cart's shopper chose that the store still offers. */
  chosenFees(storeCode: string, cartId: string): Promise<FeeCharge[]>;
  /** The gift cards applied to the cart that can still pay at `now`, with their balances. */
  usableGiftCards(cartId: string, now: Date): Promise<Array<{ code: string; balanceCents: number }>>;
  /** A customer's store-credit balance. */
  storeCreditBalance(customerId: number): Promise<number>;
}

export class CartService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly extras: CartExtras,
    private readonly shipping: ShippingConfig = DEFAULT_SHIPPING,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  async create(store: StoreCatalog, customerId: number | null): Promise<string> {
    const storeCode = store.store.storeCode;
    if (customerId === null) return (await storage.insertCart(this.db, storeCode, null)).id;
    const active = await storage.findActiveCustomerCart(this.db, storeCode, customerId);
    if (active) return active.id;
    try {
      return (await storage.insertCart(this.db, storeCode, customerId)).id;
    } catch (error) {
      // Another request created the customer's cart between our read and insert (one active cart per store).
      const winner = isUniqueViolation(error) ? await storage.findActiveCustomerCart(this.db, storeCode, customerId) : undefined;
      if (winner) return winner.id;
      throw error;
    }
  }

  /** The active cart, or the spec's not-found answer; another customer's cart is not found either. */
  async open(cartId: unknown, customerId: number | null): Promise<storage.CartRow> {
    if (typeof cartId !== 'string' || cartId.trim() === '') {
      throw new InvalidInput('A required cartId argument is null. Create a cart first.');
    }
    const cart = await storage.findCart(this.db, cartId);
    if (!cart || cart.status !== 'active' || (cart.customer_id !== null && cart.customer_id !== customerId)) {
      throw new NotFound(`${NO_SUCH_CART} = ${cartId.slice(0, 64)}`, { reason: REASON.cartNotFound });
    }
    return cart;
  }

  async lines(store: StoreCatalog, cart: storage.CartRow): Promise<CartLine[]> {
    const rows = await storage.listItems(this.db, cart.id);
    return rows.flatMap((row) => {
      const product = store.productsById.get(row.product_id);
      if (!product) return [];
      try {
        return [{ row, line: resolveLine(store, { sku: product.sku, product_option: JSON.parse(row.product_option) }) }];
      } catch {
        // A product that can no longer be sold in this configuration drops out of the totals.
        return [];
      }
    });
  }

  private async checkStock(line: ResolvedLine, qty: number): Promise<void> {
    const levels = await findStockLevels(
      this.db,
      line.stockUnits.map((u) => u.productId),
    );
    for (const unit of line.stockUnits) {
      const level = levels.get(unit.productId);
      if (!level) continue;
      if (!level.isInStock) throw new InvalidInput(OUT_OF_STOCK, { reason: REASON.cartOutOfStock });
      const wanted = unit.qty * qty;
      if (level.manageStock && wanted > level.qty)
        throw new InvalidInput(`Only ${Math.floor(level.qty / unit.qty)} products of this type are available`);
      if (qty > level.maxSaleQty) throw new InvalidInput(`Quantity must be below ${level.maxSaleQty + 1}`);
    }
  }

  async update(store: StoreCatalog, cart: storage.CartRow, cartItem: CartItemInput): Promise<CartLineWire> {
    const qty = parseQty(cartItem.qty ?? 1);
    const itemId = cartItem.item_id === undefined || cartItem.item_id === null || cartItem.item_id === '' ? null : Number(cartItem.item_id);
    const existing = itemId !== null ? (await storage.listItems(this.db, cart.id)).find((row) => row.item_id === itemId) : undefined;
    if (itemId !== null && !existing) throw new NotFound(`No such entity with itemId = ${String(cartItem.item_id).slice(0, 20)}`);
    const sku =
      typeof cartItem.sku === 'string' && cartItem.sku
        ? cartItem.sku
        : existing
          ? store.productsById.get(existing.product_id)?.sku
          : undefined;
    if (!sku) throw new InvalidInput('No cartItem element provided within the request body');
    const option = cartItem.product_option ?? (existing ? JSON.parse(existing.product_option) : undefined);
    const line = resolveLine(store, { sku, product_option: option });
    await this.checkStock(line, qty);
    const item: storage.NewItem = itemColumnsOf(line, qty);
    let row: storage.CartItemRow;
    if (existing && existing.identity === line.identity) {
      await storage.updateItem(this.db, existing.item_id, item);
      row = { ...existing, ...item };
    } else if (existing) {
      // New options for an existing line (edit mode): the line becomes the new configuration.
      await storage.deleteItem(this.db, cart.id, existing.item_id);
      row = await storage.upsertItemByIdentity(this.db, cart.id, item);
    } else {
      row = await storage.upsertItemByIdentity(this.db, cart.id, item);
    }
    await storage.updateCart(this.db, cart.id, {});
    return itemToWire(row, line);
  }

  async remove(cart: storage.CartRow, cartItem: CartItemInput): Promise<boolean> {
    const rows = await storage.listItems(this.db, cart.id);
    const target =
      cartItem.item_id !== undefined && cartItem.item_id !== null && cartItem.item_id !== ''
        ? rows.find((row) => row.item_id === Number(cartItem.item_id))
        : rows.find((row) => row.sku === cartItem.sku);
    if (!target) throw new NotFound('No such entity with itemId');
    await storage.deleteItem(this.db, cart.id, target.item_id);
    return true;
  }

  async coupon(cart: storage.CartRow): Promise<Coupon | null> {
    if (!cart.coupon_code) return null;
    const row = await storage.findCoupon(this.db, cart.coupon_code);
    return row && isCouponUsable(row, this.clock()) ? toCoupon(row) : null;
  }

  async applyCoupon(cart: storage.CartRow, code: unknown): Promise<true> {
    if (typeof code !== 'string' || code.trim() === '') throw new InvalidInput('No coupon code provided');
    const row = await storage.findCoupon(this.db, code.trim().slice(0, 64));
    if (!row || !isCouponUsable(row, this.clock())) throw new NotFound(INVALID_COUPON);
    // Early answers only: the order transaction decides (cart/coupon-uses.ts).
    if (isExhausted(row)) throw new InvalidInput(couponExhaustedMessage(row.code));
    const holder = await couponHolderOf(this.db, { customerId: cart.customer_id, email: knownEmailOf(cart) });
    if (holder && (await hasUsedUp(this.db, row, holder))) throw new InvalidInput(couponUsedUpMessage(row));
    await storage.updateCart(this.db, cart.id, { coupon_code: row.code });
    return true;
  }

  async removeCoupon(cart: storage.CartRow): Promise<true> {
    await storage.updateCart(this.db, cart.id, { coupon_code: null });
    return true;
  }

  /** Where goods delivered to this address are taxed (price-cart.ts holds the rule). */
  destination(store: StoreCatalog, address: Address | null): TaxDestination {
    return taxDestinationOf(store, { fulfilment: 'delivery', shippingAddress: address, billingAddress: null });
  }

  /** Which delivery dates on offer are full or paused for the store and the address's state (read once per pricing). */
  availability(store: StoreCatalog, address: Address | null): Promise<ReadonlyMap<string, DateStatus>> {
    const dates = availableDeliveryDates(this.clock(), this.shipping.calendar);
    return dateAvailability(this.db, this.shipping, store.store.storeCode, regionOf(address), dates);
  }

  quotes(
    store: StoreCatalog,
    country: string | null,
    subtotalAfterDiscountCents: number,
    deliveryDate: string | null,
    availability?: ReadonlyMap<string, DateStatus>,
    shipment?: { destination: ShipmentDestination; load: ShipmentLoad },
  ): ShippingQuote[] {
    const quotes = quoteShipping(this.shipping, {
      storeCode: store.store.storeCode,
      store: store.store,
      country,
      subtotalAfterDiscountCents,
      deliveryDate,
      now: this.clock(),
      ...(availability ? { availability } : {}),
      ...(shipment ?? {}),
    });
    // A refusal the shopper reads (thrown when the method is chosen or the order placed) in the view's language.
    const locale = store.store.i18n.defaultLocale;
    return quotes.map((quote) => ({ ...quote, errorMessage: shippingMessage(quote.errorMessage, locale) }));
  }

  /** What the cart ships and where, for the perishable rules (shipping/perishable.ts). */
  shipment(
    store: StoreCatalog,
    lines: readonly CartLine[],
    address: Address | null,
  ): { destination: ShipmentDestination; load: ShipmentLoad } {
    return {
      destination: shipmentDestinationOf(address),
      load: shipmentLoadOf(
        store,
        lines.map((l) => ({ qty: l.row.qty, line: l.line })),
      ),
    };
  }

  /** The extra fees the cart's shopper chose that the store still offers (fees/). */
  fees(store: StoreCatalog, cart: storage.CartRow): Promise<FeeCharge[]> {
    return this.extras.chosenFees(store.store.storeCode, cart.id);
  }

  /** Everything money in a cart, priced now from the catalog. */
  async totals(store: StoreCatalog, cart: storage.CartRow): Promise<CartTotals> {
    return (await this.price(store, cart)).totals;
  }

  /** The cart priced with what it holds: its lines, codes, credit, addresses and chosen method and date. */
  async price(store: StoreCatalog, cart: storage.CartRow): Promise<PricedCart> {
    const input = await this.pricingInput(store, cart, {
      shippingAddress: storedAddress(cart.shipping_address),
      billingAddress: storedAddress(cart.billing_address),
      shippingChoice: cart.shipping_method_code
        ? { carrier: cart.shipping_carrier_code, method: cart.shipping_method_code, deliveryDate: cart.delivery_date }
        : null,
    });
    return priceCart(input, { strict: false });
  }

  /** What priceCart needs from the cart, with the addresses and method given (the cart's own, or an order's). */
  async pricingInput(
    store: StoreCatalog,
    cart: storage.CartRow,
    chosen: Pick<PricingInput, 'shippingAddress' | 'billingAddress' | 'shippingChoice'>,
    lines?: CartLine[],
  ): Promise<PricingInput> {
    const [cartLines, coupon, fees, storeCreditAvailableCents, giftCards, groupId, availability] = await Promise.all([
      lines ?? this.lines(store, cart),
      this.coupon(cart),
      this.fees(store, cart),
      this.storeCreditFor(cart),
      this.giftCardsFor(cart),
      this.groupOf(cart),
      this.availability(store, chosen.shippingAddress),
    ]);
    const shipment = this.shipment(store, cartLines, chosen.shippingAddress);
    return {
      store,
      group: pricingGroupOf(store, groupId),
      lines: cartLines.map((l) => ({ itemId: l.row.item_id, qty: l.row.qty, line: l.line })),
      coupon,
      fees,
      giftCards,
      storeCreditAvailableCents,
      ...chosen,
      quote: (country, subtotalAfterDiscountCents, deliveryDate) =>
        this.quotes(store, country, subtotalAfterDiscountCents, deliveryDate, availability, shipment),
    };
  }

  /** The customer group the cart is priced for: its customer's as stored now (staff may move them); null for a guest's. */
  async groupOf(cart: storage.CartRow): Promise<number | null> {
    if (cart.customer_id === null) return null;
    const row = await this.db.selectFrom('customers').select('group_id').where('id', '=', cart.customer_id).executeTakeFirst();
    return row?.group_id ?? null;
  }

  /** The gift cards applied to the cart that can still pay, with their balances (gift-cards/). */
  async giftCardsFor(cart: storage.CartRow): Promise<Array<{ code: string; balanceCents: number }>> {
    return this.extras.usableGiftCards(cart.id, this.clock());
  }

  /** The balance a cart may spend: its customer's, once they applied it (store-credit/). */
  async storeCreditFor(cart: storage.CartRow): Promise<number> {
    if (!cart.use_store_credit || cart.customer_id === null) return 0;
    return this.extras.storeCreditBalance(cart.customer_id);
  }

  /** Whether the cart spends its customer's store credit. */
  async setUseStoreCredit(cartId: string, use: boolean): Promise<void> {
    await storage.updateCart(this.db, cartId, { use_store_credit: use ? 1 : 0 });
  }

  /**
   * Refuses what a cart's addresses get wrong that would price or route it wrongly (a US ZIP code against its
   * state; a PO box for perishables), as field errors under the names the order uses.
   */
  async refuseWrongAddresses(store: StoreCatalog, cart: storage.CartRow, shipping: Address, billing: Address | null): Promise<void> {
    const wrong = [...cartAddressProblems(shipping, 'shippingAddress'), ...cartAddressProblems(billing, 'billingAddress')];
    const { load } = this.shipment(store, await this.lines(store, cart), shipping);
    refuseAddressProblems([...wrong, ...poBoxProblems(shipping, load.perishable, 'shippingAddress')]);
  }

  /** Stores the (possibly partial) addresses and chosen method; checks the method and delivery date. */
  async setShippingInformation(store: StoreCatalog, cart: storage.CartRow, info: ShippingChoiceInput): Promise<storage.CartRow> {
    const shipping = parseAddress(info.shippingAddress ?? info.shipping_address);
    const billingInput = info.billingAddress ?? info.billing_address;
    const billing = billingInput ? parseAddress(billingInput).address : null;
    await this.refuseWrongAddresses(store, cart, shipping.address, billing);
    const carrier = (info.shippingCarrierCode ?? info.shipping_carrier_code ?? '').slice(0, 64) || null;
    const method = (info.shippingMethodCode ?? info.shipping_method_code ?? '').slice(0, 64) || null;
    const { deliveryDate } = info;
    if (method) {
      const [totals, lines] = await Promise.all([this.totals(store, cart), this.lines(store, cart)]);
      const quotes = this.quotes(
        store,
        shipping.address.country_id || null,
        totals.subtotalCents - totals.discountCents,
        deliveryDate,
        undefined,
        this.shipment(store, lines, shipping.address),
      );
      const quote = quotes.find((q) => q.methodCode === method && (!carrier || q.carrierCode === carrier));
      if (quote?.refusal) throw new Conflict(quote.errorMessage, { reason: quote.refusal });
      if (!quote || !quote.available) throw new InvalidInput('The shipping method is not available for this address.');
      if (deliveryDate && quote.deliveryDates.length && !quote.deliveryDates.some((d) => d.date === deliveryDate)) {
        throw new InvalidInput(DELIVERY_DATE_UNAVAILABLE);
      }
    }
    const changes = {
      shipping_address: JSON.stringify(shipping.address),
      billing_address: billing ? JSON.stringify(billing) : cart.billing_address,
      shipping_carrier_code: method ? (carrier ?? null) : cart.shipping_carrier_code,
      shipping_method_code: method ?? cart.shipping_method_code,
      delivery_date: deliveryDate ?? cart.delivery_date,
    };
    await storage.updateCart(this.db, cart.id, changes);
    return { ...cart, ...changes };
  }
}

type CouponRow = NonNullable<Awaited<ReturnType<typeof storage.findCoupon>>>;

export function isCouponUsable(row: CouponRow, now: Date): boolean {
  if (row.is_active !== 1) return false;
  if (row.from_date && Date.parse(row.from_date) > now.getTime()) return false;
  if (row.to_date && Date.parse(row.to_date) + (row.to_date.length === 10 ? 86_400_000 : 0) < now.getTime()) return false;
  return true;
}

function toCoupon(row: CouponRow): Coupon {
  return { code: row.code, discountType: row.discount_type === 'fixed' ? 'fixed' : 'percent', value: row.discount_value };
}
