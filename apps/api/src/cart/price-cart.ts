import type { TaxDestination } from '@shoreline/domain';
import { DELIVERY_DATE_UNAVAILABLE, PICKUP_TIME_UNAVAILABLE, TOTALS_NEED_COUNTRY } from '@shoreline/domain/messages';
import { Conflict, InvalidInput } from '../errors.js';
import { groupUnitCents, type GroupPrice, type StoreCatalog } from '../catalog/index.js';
import { DeliveryDateFull, DeliveryDatePaused, isOfferedSlot, PICKUP, type PickupLocation, type ShippingQuote } from '../delivery/index.js';
import type { Address } from './address.js';
import { unitCentsWithBase, type ResolvedLine } from './resolve-line.js';
import { computeTotals, type CartTotals, type Coupon, type FeeCharge } from './totals.js';

export const NO_SHIPPING_METHOD = 'Please choose a shipping method that is available for this address.';

/**
 * The customer group a cart is priced for (the signed-in customer's; guests are in the default group): its
 * prices by sku, and the customer tax class tax rules must list (null for the default group: the first rule for
 * the product's class, as the catalog's documents are priced).
 */
export interface PricingGroup {
  id: number;
  prices: ReadonlyMap<string, readonly GroupPrice[]>;
  taxClassId: number | null;
}

/** The group of a customer (null: a guest) in a store's catalog; an unknown group counts as the default one. */
export function pricingGroupOf(store: StoreCatalog, groupId: number | null): PricingGroup {
  const { groups } = store;
  const group = groupId === null ? undefined : groups.byId.get(groupId);
  const id = group?.id ?? groups.defaultGroupId;
  return {
    id,
    prices: groups.prices.get(id) ?? new Map(),
    taxClassId: id === groups.defaultGroupId ? null : (group?.taxClassId ?? null),
  };
}

/**
 * A line at its group's price for its quantity: the lowest of the catalog's price (a special price included), the
 * group's price and the group's tier prices the quantity reaches; the options are priced on top of that.
 */
function groupPricedLine(line: ResolvedLine, qty: number, group: PricingGroup): ResolvedLine {
  if (!line.base) return line;
  const cents = groupUnitCents(line.base.cents, group.prices.get(line.base.sku), qty);
  return cents === line.base.cents ? line : { ...line, unitCents: unitCentsWithBase(line.base, cents) };
}

/** Everything a cart's price depends on, read from the cart (its totals) or from the order body (placement). */
export interface PricingInput {
  store: StoreCatalog;
  group: PricingGroup;
  lines: ReadonlyArray<{ itemId: number; qty: number; line: ResolvedLine }>;
  coupon: Coupon | null;
  fees: readonly FeeCharge[];
  giftCards: ReadonlyArray<{ code: string; balanceCents: number }>;
  storeCreditAvailableCents: number;
  shippingAddress: Address | null;
  billingAddress: Address | null;
  /** The method and date the shopper chose; null: none yet. */
  shippingChoice: { carrier: string | null; method: string | null; deliveryDate: string | null; pickupTime?: string | null } | null;
  /** The methods on offer for a destination country, subtotal after discount and wanted date. */
  quote: (country: string | null, subtotalAfterDiscountCents: number, deliveryDate: string | null) => ShippingQuote[];
}

/** How the order reaches the shopper: delivered, collected at the store, or nothing to hand over. */
export type Fulfilment = 'delivery' | 'pickup' | 'none';

export interface PricedCart {
  totals: CartTotals;
  fulfilment: Fulfilment;
  /** The chosen method's quote; null for a virtual cart or while no usable method is chosen. */
  quote: ShippingQuote | null;
  deliveryDate: string | null;
  /** "Shoreline - Overnight delivery", as the order stores it. */
  shippingDescription: string;
  destination: TaxDestination;
  /** A pickup: where, and the slot chosen (its day is deliveryDate; null while none is chosen). */
  pickup: { location: PickupLocation; time: string | null } | null;
}

type Place = Pick<Address, 'country_id' | 'region_code' | 'region'>;
const hasCountry = (place: Place | null): place is Place => Boolean(place?.country_id);

/**
 * Where tax is due, the one rule for carts and orders: goods are taxed where they are handed over
 * (the delivery address; for a pickup, the store the shopper collects from); a cart with nothing to
 * hand over is taxed where it is billed; without an address yet, at the store's default place.
 */
export function taxDestinationOf(
  store: StoreCatalog,
  input: { fulfilment: Fulfilment; shippingAddress: Place | null; billingAddress: Place | null; pickupPlace?: Place | null },
): TaxDestination {
  const { defaultCountry, defaultRegion } = store.store.tax;
  const candidates =
    input.fulfilment === 'none'
      ? [input.billingAddress, input.shippingAddress]
      : input.fulfilment === 'pickup'
        ? [input.pickupPlace ?? null]
        : [input.shippingAddress, input.billingAddress];
  const place = candidates.find(hasCountry) ?? null;
  const country = place?.country_id || defaultCountry;
  if (!country) throw new InvalidInput(TOTALS_NEED_COUNTRY);
  return { country, region: place ? place.region_code || place.region : defaultRegion };
}

const isPickup = (quote: ShippingQuote) => quote.carrierCode === PICKUP.carrier;

/**
 * Prices a cart: the cart's totals and the order placed from it both come from here, so the amount
 * shown is the amount charged. `strict` (order placement) refuses an unavailable method or date
 * instead of leaving shipping out as the cart's totals do while the shopper is still choosing.
 */
export function priceCart(input: PricingInput, { strict }: { strict: boolean }): PricedCart {
  const isVirtual = input.lines.length > 0 && input.lines.every((l) => l.line.isVirtual);
  const lines = input.lines.map((l) => ({ ...l, line: groupPricedLine(l.line, l.qty, input.group) }));
  const price = (fulfilment: Fulfilment, shipping: { cents: number; title: string } | null, pickupPlace: Place | null = null) => {
    const destination = taxDestinationOf(input.store, { fulfilment, ...addressesOf(input), pickupPlace });
    const totals = computeTotals({
      lines,
      coupon: input.coupon,
      destination,
      taxRules: input.store.taxRules,
      customerTaxClassId: input.group.taxClassId,
      shipping,
      fees: input.fees,
      giftCards: input.giftCards,
      storeCreditAvailableCents: input.storeCreditAvailableCents,
    });
    return { totals, destination };
  };
  if (isVirtual || input.lines.length === 0) {
    const { totals, destination } = price('none', null);
    return {
      totals,
      fulfilment: 'none',
      quote: null,
      deliveryDate: null,
      shippingDescription: 'No shipping (virtual order)',
      destination,
      pickup: null,
    };
  }
  const base = price('delivery', null);
  const choice = input.shippingChoice;
  const found = choice?.method ? findQuote(input, base.totals, choice, strict) : null;
  if (!found) {
    if (strict) throw new InvalidInput(NO_SHIPPING_METHOD);
    return { ...base, fulfilment: 'delivery', quote: null, deliveryDate: null, shippingDescription: '', pickup: null };
  }
  const { quote } = found;
  let deliveryDate = found.deliveryDate;
  if (deliveryDate === null && quote.deliveryDates.length > 0) {
    if (strict) throw new InvalidInput(DELIVERY_DATE_UNAVAILABLE);
    deliveryDate = quote.deliveryDates[0].date;
  }
  if (strict && deliveryDate !== null) refuseClosedDate(quote, deliveryDate, input.store.store.i18n.defaultLocale);
  const pickup =
    isPickup(quote) && quote.pickup ? { location: quote.pickup.location, time: pickupTimeOf(quote, deliveryDate, choice, strict) } : null;
  const fulfilment: Fulfilment = pickup ? 'pickup' : 'delivery';
  const priced = price(fulfilment, { cents: quote.cents, title: quote.chargeTitle }, pickup?.location ?? null);
  return {
    ...priced,
    fulfilment,
    quote,
    deliveryDate,
    shippingDescription: `${quote.carrierTitle} - ${quote.methodTitle}`,
    pickup,
  };
}

/**
 * An order for a date that is full or paused as the quote read it is refused before anything is charged; the
 * order's transaction decides again for the dates that looked open (order/service.ts).
 */
function refuseClosedDate(quote: ShippingQuote, date: string, locale: string): void {
  const offered = quote.deliveryDates.find((candidate) => candidate.date === date);
  if (offered?.status === 'full') throw new DeliveryDateFull(date, locale);
  if (offered?.status === 'paused') throw new DeliveryDatePaused(date, offered.pauseReason ?? '', locale);
}

/** The pickup slot chosen; an order must name one on offer, the cart's totals do without. */
function pickupTimeOf(
  quote: ShippingQuote,
  date: string | null,
  choice: NonNullable<PricingInput['shippingChoice']> | null,
  strict: boolean,
): string | null {
  const time = choice?.pickupTime ?? null;
  const offered = isOfferedSlot(quote.pickup?.slots ?? [], date, time);
  if (strict && !offered) throw new InvalidInput(PICKUP_TIME_UNAVAILABLE);
  return offered ? time : null;
}

function addressesOf(input: PricingInput) {
  return { shippingAddress: input.shippingAddress, billingAddress: input.billingAddress };
}

/**
 * The chosen method priced for the chosen date (a surcharge belongs to the date). A date no longer
 * offered gives no date: the cart then shows the earliest one's price, an order is refused.
 */
function findQuote(
  input: PricingInput,
  base: CartTotals,
  choice: NonNullable<PricingInput['shippingChoice']>,
  strict: boolean,
): { quote: ShippingQuote; deliveryDate: string | null } | null {
  const country = input.shippingAddress?.country_id || null;
  const quotes = input.quote(country, base.subtotalCents - base.discountCents, choice.deliveryDate);
  const quote = quotes.find((q) => q.methodCode === choice.method && (!choice.carrier || q.carrierCode === choice.carrier));
  // A cart or destination the perishable rules refuse: an order says why, with its reason code.
  if (quote?.refusal && strict) throw new Conflict(quote.errorMessage, { reason: quote.refusal });
  if (!quote?.available) return null;
  if (quote.deliveryDates.length === 0) return { quote, deliveryDate: null };
  const wanted = choice.deliveryDate;
  if (wanted === null) return { quote, deliveryDate: quote.deliveryDates[0].date };
  return { quote, deliveryDate: quote.deliveryDates.some((d) => d.date === wanted) ? wanted : null };
}
