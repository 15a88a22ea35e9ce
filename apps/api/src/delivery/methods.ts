import { fromCents, qualifiesForFreeDelivery, type Cents } from '@shoreline/domain';
import { DELIVERY_COUNTRY_ONLY } from '@shoreline/domain/messages';
import { availableDeliveryDates, weekday } from './calendar.js';
import type { ShippingConfig } from './config.js';
import {
  EMPTY_LOAD,
  perishableVerdict,
  type PerishableRefusal,
  type ShipmentDestination,
  type ShipmentLoad,
  type ShippingSurcharge,
} from './perishable.js';
import { NO_PICKUP_TIMES, shippingName, surchargeTitle, RECORD_VIEW, type ShopperView } from '../method-names/index.js';
import { pickupLocationOf, pickupSlots, type PickupLocation, type PickupSlots } from './pickup.js';
import type { StorePlace } from '@shoreline/domain';

/** Whether a delivery date can still be chosen: open, fully booked, or paused by a shipping hold (with its reason). */
export type DateStatus = { status: 'open' } | { status: 'full' } | { status: 'paused'; reason: string };

/** A date on offer with what it costs and whether it can be chosen. */
export interface OfferedDate {
  date: string;
  surchargeCents: Cents;
  cents: Cents;
  status: DateStatus['status'];
  /** A paused date: the hold's reason, shown to the shopper. */
  pauseReason?: string;
}

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
  /** The dates on offer, each with its surcharge, what the method costs on that date and whether it can be chosen. */
  deliveryDates: OfferedDate[];
  /** The method's title for the date it is priced at: names a surcharge, so a total never shows one unexplained. */
  chargeTitle: string;
  /** A pickup method: the place and the slots on offer (its dates are also the deliveryDates). */
  pickup?: { location: PickupLocation; slots: PickupSlots[] };
  /** What overnight adds for this destination and load (remote state, cooling per box); in cents and in every date's price. */
  surcharges: ShippingSurcharge[];
  /** Why the method cannot ship this cart to this destination, as a reason code (errorMessage says it in words). */
  refusal: PerishableRefusal | null;
}

export interface QuoteInput {
  storeCode: string;
  /** The store's name and record: pickup is offered where its record has pickup hours and an address. */
  store?: { name: string; place: StorePlace };
  country: string | null;
  subtotalAfterDiscountCents: Cents;
  deliveryDate: string | null;
  now: Date;
  /** Delivery dates that are full or paused for this store and destination (delivery/availability.ts); others are open. */
  availability?: ReadonlyMap<string, DateStatus>;
  /** The destination's state and ZIP code (perishable rules); unknown: nothing judged yet. */
  destination?: ShipmentDestination;
  /** What the cart ships (live products, perishable weight); none: nothing perishable. */
  load?: ShipmentLoad;
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
  const statusOf = (date: string): DateStatus => input.availability?.get(date) ?? { status: 'open' };
  // Without a wish, the price is the one of the first date that can still be chosen.
  const firstOpen = dates.find((date) => statusOf(date).status === 'open') ?? dates[0] ?? null;
  const deliveryDate = input.deliveryDate && dates.includes(input.deliveryDate) ? input.deliveryDate : firstOpen;
  const verdict = domestic
    ? perishableVerdict(config.perishable, input.destination ?? { region: null, postcode: null }, input.load ?? EMPTY_LOAD)
    : null;
  const surcharges = verdict?.eligible ? verdict.surcharges : [];
  const extraCents = surcharges.reduce((sum, surcharge) => sum + surcharge.cents, 0);
  const priceOn = (date: string | null) => overnightCents(config, input.storeCode, input.subtotalAfterDiscountCents, date) + extraCents;
  const overnightTitle = 'Overnight delivery';
  const saturday = deliveryDate !== null && surchargeCents(config, deliveryDate) > 0 ? ['Saturday surcharge'] : [];
  const named = [...saturday, ...surcharges.map((surcharge) => `${surcharge.title} $${fromCents(surcharge.cents).toFixed(2)}`)];
  const refused = verdict !== null && !verdict.eligible ? verdict : null;
  const quotes: ShippingQuote[] = [
    {
      carrierCode: OVERNIGHT.carrier,
      methodCode: OVERNIGHT.method,
      carrierTitle: 'Shoreline',
      methodTitle: overnightTitle,
      cents: priceOn(deliveryDate),
      available: domestic && refused === null && dates.length > 0,
      errorMessage: !domestic ? DELIVERY_COUNTRY_ONLY : (refused?.message ?? ''),
      isDefault: true,
      deliveryDates: dates.map((date) => {
        const state = statusOf(date);
        return {
          date,
          surchargeCents: surchargeCents(config, date),
          cents: priceOn(date),
          status: state.status,
          ...(state.status === 'paused' ? { pauseReason: state.reason } : {}),
        };
      }),
      chargeTitle: [overnightTitle, ...named].join(' + '),
      surcharges,
      refusal: refused?.reason ?? null,
    },
  ];
  const location = input.store ? pickupLocationOf(input.store) : null;
  if (input.store && location) {
    const slots = pickupSlots(input.now, config.pickup, input.store.place.pickupHours, config.calendar.timeZone);
    const pickupTitle = 'Pick up at the Crab House';
    quotes.push({
      carrierCode: PICKUP.carrier,
      methodCode: PICKUP.method,
      carrierTitle: 'Pickup',
      methodTitle: pickupTitle,
      cents: 0,
      available: slots.length > 0,
      errorMessage: slots.length > 0 ? '' : NO_PICKUP_TIMES,
      isDefault: false,
      deliveryDates: slots.map((slot) => ({ date: slot.date, surchargeCents: 0, cents: 0, status: 'open' as const })),
      chargeTitle: pickupTitle,
      surcharges: [],
      refusal: null,
      pickup: { location, slots },
    });
  }
  return quotes;
}

/**
 * The wire shape of a shipping method (the original client's fields plus the delivery dates we offer), written for
 * the store view's shopper: titles and surcharges in its language. A hold's reason is the staff's text.
 */
export function shippingMethodToWire(quote: ShippingQuote, view: ShopperView = RECORD_VIEW) {
  const amount = fromCents(quote.cents);
  return {
    code: quote.methodCode,
    carrier_code: quote.carrierCode,
    method_code: quote.methodCode,
    carrier_title: shippingName(quote.carrierTitle, view),
    method_title: shippingName(quote.methodTitle, view),
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
      // status: a full or paused date stays listed (shown as such), so the shopper sees why it cannot be chosen.
      delivery_dates: quote.deliveryDates.map((d) => ({
        date: d.date,
        surcharge: fromCents(d.surchargeCents),
        amount: fromCents(d.cents),
        status: d.status,
        ...(d.pauseReason !== undefined ? { pause_reason: d.pauseReason } : {}),
      })),
      ...(quote.surcharges.length
        ? {
            surcharges: quote.surcharges.map((surcharge) => ({
              code: surcharge.code,
              title: surchargeTitle(surcharge.title, view.locale),
              amount: fromCents(surcharge.cents),
              ...(surcharge.boxes !== undefined ? { boxes: surcharge.boxes } : {}),
            })),
          }
        : {}),
      ...(quote.refusal ? { refusal: quote.refusal } : {}),
      ...(quote.pickup ? { pickup: { location: quote.pickup.location, slots: quote.pickup.slots } } : {}),
    },
  };
}
