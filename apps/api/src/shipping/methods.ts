import { fromCents, qualifiesForFreeDelivery, type Cents } from '@shoreline/domain';
import { DELIVERY_COUNTRY_ONLY } from '@shoreline/domain/messages';
import { availableDeliveryDates, weekday, DEFAULT_DELIVERY_CALENDAR, type DeliveryCalendarConfig } from './delivery-calendar.js';
import { DEFAULT_PICKUP, pickupSlots, type PickupConfig, type PickupLocation, type PickupSlots } from './pickup.js';

/** Shipping is configuration: what a next-day perishable shop offers, per store. */
export interface ShippingConfig {
  calendar: DeliveryCalendarConfig;
  overnightCents: Cents;
  /** Overnight is free from this subtotal (after discount) up; null: no free delivery. */
  freeOvernightFromCents: Cents | null;
  /** Stores whose threshold differs from freeOvernightFromCents (FREE_DELIVERY_FROM="150,restaurant:off"). */
  freeOvernightFromByStore: Record<string, Cents | null>;
  saturdaySurchargeCents: Cents;
  /** Where, when and in which stores orders can be collected. */
  pickup: PickupConfig;
}

export const DEFAULT_SHIPPING: ShippingConfig = {
  calendar: DEFAULT_DELIVERY_CALENDAR,
  overnightCents: 2499,
  freeOvernightFromCents: 15000,
  freeOvernightFromByStore: {},
  saturdaySurchargeCents: 1500,
  pickup: DEFAULT_PICKUP,
};

export const OVERNIGHT = { carrier: 'shoreline', method: 'overnight' } as const;
export const PICKUP = { carrier: 'pickup', method: 'crabhouse' } as const;

export interface ShippingQuote {
  carrierCode: string;
  methodCode: string;
  carrierTitle: string;
  methodTitle: string;
  cents: Cents;
  available: boolean;
  errorMessage: string;
  isDefault: boolean;
  /** The dates on offer, each with its surcharge and what the method costs on that date. */
  deliveryDates: Array<{ date: string; surchargeCents: Cents; cents: Cents }>;
  /** The method's title for the date it is priced at: names a surcharge, so a total never shows one unexplained. */
  chargeTitle: string;
  /** A pickup method: the place and the slots on offer (its dates are also the deliveryDates). */
  pickup?: { location: PickupLocation; slots: PickupSlots[] };
}

export interface QuoteInput {
  storeCode: string;
  country: string | null;
  subtotalAfterDiscountCents: Cents;
  deliveryDate: string | null;
  now: Date;
}

/** The store's free-delivery threshold, or null when the store has no such rule. */
export function freeDeliveryFromCents(config: ShippingConfig, storeCode: string): Cents | null {
  return Object.hasOwn(config.freeOvernightFromByStore, storeCode)
    ? config.freeOvernightFromByStore[storeCode]
    : config.freeOvernightFromCents;
}

function surchargeCents(config: ShippingConfig, date: string): Cents {
  return weekday(date) === 6 ? config.saturdaySurchargeCents : 0;
}

/** Overnight price for a cart: free over the store's threshold, plus the Saturday surcharge on Saturdays. */
export function overnightCents(
  config: ShippingConfig,
  storeCode: string,
  subtotalAfterDiscountCents: Cents,
  deliveryDate: string | null,
): Cents {
  const free = qualifiesForFreeDelivery(freeDeliveryFromCents(config, storeCode), subtotalAfterDiscountCents);
  return (free ? 0 : config.overnightCents) + (deliveryDate === null ? 0 : surchargeCents(config, deliveryDate));
}

/** The shipping methods for a cart and destination; unavailable ones say why. */
export function quoteShipping(config: ShippingConfig, input: QuoteInput): ShippingQuote[] {
  const dates = availableDeliveryDates(input.now, config.calendar);
  const domestic = input.country === null || input.country === '' || input.country === 'US';
  const deliveryDate = input.deliveryDate && dates.includes(input.deliveryDate) ? input.deliveryDate : (dates[0] ?? null);
  const priceOn = (date: string | null) => overnightCents(config, input.storeCode, input.subtotalAfterDiscountCents, date);
  const overnightTitle = 'Overnight delivery';
  const quotes: ShippingQuote[] = [
    {
      carrierCode: OVERNIGHT.carrier,
      methodCode: OVERNIGHT.method,
      carrierTitle: 'Shoreline',
      methodTitle: overnightTitle,
      cents: priceOn(deliveryDate),
      available: domestic && dates.length > 0,
      errorMessage: domestic ? '' : DELIVERY_COUNTRY_ONLY,
      isDefault: true,
      deliveryDates: dates.map((date) => ({ date, surchargeCents: surchargeCents(config, date), cents: priceOn(date) })),
      chargeTitle:
        deliveryDate !== null && surchargeCents(config, deliveryDate) > 0 ? `${overnightTitle} + Saturday surcharge` : overnightTitle,
    },
  ];
  if (config.pickup.stores.includes(input.storeCode)) {
    const slots = pickupSlots(input.now, config.pickup);
    const pickupTitle = 'Pick up at the Crab House';
    quotes.push({
      carrierCode: PICKUP.carrier,
      methodCode: PICKUP.method,
      carrierTitle: 'Pickup',
      methodTitle: pickupTitle,
      cents: 0,
      available: slots.length > 0,
      errorMessage: slots.length > 0 ? '' : 'No pickup times are open in the coming days.',
      isDefault: false,
      deliveryDates: slots.map((slot) => ({ date: slot.date, surchargeCents: 0, cents: 0 })),
      chargeTitle: pickupTitle,
      pickup: { location: config.pickup.location, slots },
    });
  }
  return quotes;
}

/** The wire shape of a shipping method (the original client's fields plus the delivery dates we offer). */
export function shippingMethodToWire(quote: ShippingQuote) {
  const amount = fromCents(quote.cents);
  return {
    code: quote.methodCode,
    carrier_code: quote.carrierCode,
    method_code: quote.methodCode,
    carrier_title: quote.carrierTitle,
    method_title: quote.methodTitle,
    amount,
    base_amount: amount,
    price_excl_tax: amount,
    price_incl_tax: amount,
    available: quote.available,
    error_message: quote.errorMessage,
    default: quote.isDefault,
    offline: false,
    extension_attributes: {
      // amount: the method's whole price on that date, so a page shows the price of the date chosen as it is.
      delivery_dates: quote.deliveryDates.map((d) => ({
        date: d.date,
        surcharge: fromCents(d.surchargeCents),
        amount: fromCents(d.cents),
      })),
      ...(quote.pickup ? { pickup: { location: quote.pickup.location, slots: quote.pickup.slots } } : {}),
    },
  };
}
