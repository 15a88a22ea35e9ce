import type { Cents } from '@shoreline/domain';
import {
  availableDeliveryDates,
  addDays,
  freeDeliveryFromCents,
  LOWER_48_AND_DC,
  perishableVerdict,
  shopClock,
  weekday,
  type PerishableConfig,
  type ShipmentLoad,
  type ShippingConfig,
} from '../delivery/index.js';

/** Overnight shipping as the feed states it for an order placed now. */
export interface FeedShipping {
  /** What overnight delivery costs one item below the free-delivery threshold. */
  overnightCents: Cents;
  freeFromCents: Cents | null;
  /** Business days before the parcel leaves (0: it ships today) and days in transit, for an order placed now. */
  handlingDays: number;
  transitDays: number;
  /** Where overnight goes and what it adds there: the checkout's own rules, judged per state. */
  perishable: PerishableConfig;
}

/**
 * One shipping row of an item: the state it covers (null: the whole country), its price and days in transit.
 * Merchant Center reads the rows of an item as the places it ships to, so a state the shop refuses has none.
 */
export interface FeedShippingRow {
  region: string | null;
  cents: Cents;
  transitDays: number;
}

/** What one unit of a product ships as: its catalog shipping class ("live", "perishable" or none) and its weight. */
export interface FeedLoad {
  shippingClass: string | null;
  weightLb: number;
}

/** The states and DC: rows for all of them at one price and speed are said as one row for the country. */
const STATES_AND_DC: readonly string[] = [...LOWER_48_AND_DC, 'AK', 'HI'];
/** A remote state (priced by REMOTE_STATES_SURCHARGE) is two days away: the parcel travels with dry ice. */
const REMOTE_TRANSIT_DAYS = 2;

/** Merchant Center counts handling in business days, Monday to Friday unless the account says otherwise. */
function businessDaysAfter(today: string, until: string): number {
  let days = 0;
  for (let date = addDays(today, 1); date <= until; date = addDays(date, 1)) {
    const day = weekday(date);
    if (day !== 0 && day !== 6) days += 1;
  }
  return days;
}

/** Overnight shipping as the feed states it for an order placed now: price, threshold, rules, handling and transit days. */
export function feedShippingFor(config: ShippingConfig, storeCode: string, now: Date): FeedShipping {
  const firstDelivery = availableDeliveryDates(now, config.calendar)[0];
  const today = shopClock(now, config.calendar.timeZone).date;
  return {
    overnightCents: config.overnightCents,
    freeFromCents: freeDeliveryFromCents(config, storeCode),
    handlingDays: firstDelivery ? businessDaysAfter(today, addDays(firstDelivery, -1)) : 0,
    transitDays: 1,
    perishable: config.perishable,
  };
}

const loadOf = ({ shippingClass, weightLb }: FeedLoad): ShipmentLoad => {
  const perishable = shippingClass === 'live' || shippingClass === 'perishable';
  return { liveNames: shippingClass === 'live' ? ['item'] : [], perishable, perishableWeightLb: perishable ? weightLb : 0 };
};

/**
 * The item's shipping rows: each state overnight reaches with this item (OVERNIGHT_STATES at the overnight price,
 * REMOTE_STATES_SURCHARGE states with their surcharge unless the item ships live), with the cooling one unit
 * needs there. States neither list names (Alaska and Hawaii by default) get no row, so no listing promises them.
 * OVERNIGHT_EXCLUDED_ZIPS cannot be cut out here: a row names one area and only as a place served, and a state's
 * row covers every ZIP code in it (the checkout still refuses those ZIP codes; Merchant Center's account shipping
 * settings can mark them as not served).
 */
export function shippingRows(shipping: FeedShipping, load: FeedLoad, free: boolean): FeedShippingRow[] {
  const { perishable } = shipping;
  const base = free ? 0 : shipping.overnightCents;
  const shipmentLoad = loadOf(load);
  const states = [...new Set([...perishable.overnightStates, ...Object.keys(perishable.remoteSurchargeCents)])].sort();
  const rows: FeedShippingRow[] = [];
  for (const region of states) {
    const verdict = perishableVerdict(perishable, { region, postcode: null }, shipmentLoad);
    if (!verdict.eligible) continue;
    const extra = verdict.surcharges.reduce((sum, surcharge) => sum + surcharge.cents, 0);
    const transitDays = perishable.overnightStates.includes(region) ? shipping.transitDays : REMOTE_TRANSIT_DAYS;
    rows.push({ region, cents: base + extra, transitDays });
  }
  const [first] = rows;
  const same = first !== undefined && rows.every((row) => row.cents === first.cents && row.transitDays === first.transitDays);
  const everywhere = STATES_AND_DC.every((code) => rows.some((row) => row.region === code));
  return same && everywhere ? [{ region: null, cents: first.cents, transitDays: first.transitDays }] : rows;
}
