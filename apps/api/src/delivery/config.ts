import { toCents, type Cents } from '@shoreline/domain';
import { usStateByCode } from '@shoreline/domain/geo/us-states';
import { DEFAULT_DELIVERY_CALENDAR, type DeliveryCalendarConfig } from './calendar.js';
import { DEFAULT_PERISHABLE, LOWER_48_AND_DC, type PerishableConfig } from './perishable.js';
import { DEFAULT_PICKUP, type PickupConfig } from './pickup.js';

/**
 * The delivery module's configuration: the one calendar (and the shop's time zone it is read in), prices, pickup
 * slots, capacity and the perishable rules. Defaults are the spec's; loadDeliveryConfig reads the environment
 * (SHOP_TIME_ZONE, FREE_DELIVERY_FROM, DELIVERY_CAPACITY, OVERNIGHT_STATES, OVERNIGHT_EXCLUDED_ZIPS,
 * REMOTE_STATES_SURCHARGE, DRY_ICE_STATES, BOX_WEIGHT_LB, COLD_PACK) and refuses a wrong value at start.
 */

/** Shipping is configuration: what a next-day perishable shop offers, per store. */
export interface ShippingConfig {
  /** The one delivery calendar; its time zone (SHOP_TIME_ZONE) is the one every shop day and pickup slot is read in. */
  calendar: DeliveryCalendarConfig;
  overnightCents: Cents;
  /** Overnight is free from this subtotal (after discount) up; null: no free delivery. */
  freeOvernightFromCents: Cents | null;
  /** Stores whose threshold differs from freeOvernightFromCents (FREE_DELIVERY_FROM="150,restaurant:off"). */
  freeOvernightFromByStore: Record<string, Cents | null>;
  saturdaySurchargeCents: Cents;
  /** How pickup slots are cut (where and when each store is open is its own record). */
  pickup: PickupConfig;
  /** How many delivery orders a place (a website and its store views) takes per delivery date (DELIVERY_CAPACITY); staff override single days. */
  capacity: DeliveryCapacityConfig;
  /** Where perishables go overnight, live products' limits and the cooling per box. */
  perishable: PerishableConfig;
}

/** DELIVERY_CAPACITY="200" or "main:200,restaurant:60": orders per delivery date; null: no limit. */
export interface DeliveryCapacityConfig {
  perDay: number | null;
  byStore: Record<string, number | null>;
}

/**
 * The orders a place takes per delivery date when staff set nothing for the day; null: no limit. A place is named
 * in DELIVERY_CAPACITY by any of its store views' codes (`viewCodes`, its main view first, whose entry wins).
 */
export function defaultCapacityOf(config: ShippingConfig, viewCodes: readonly string[]): number | null {
  const named = viewCodes.find((code) => Object.hasOwn(config.capacity.byStore, code));
  return named === undefined ? config.capacity.perDay : config.capacity.byStore[named];
}

export const DEFAULT_SHIPPING: ShippingConfig = {
  calendar: DEFAULT_DELIVERY_CALENDAR,
  overnightCents: 2499,
  freeOvernightFromCents: 15000,
  freeOvernightFromByStore: {},
  saturdaySurchargeCents: 1500,
  pickup: DEFAULT_PICKUP,
  capacity: { perDay: null, byStore: {} },
  perishable: DEFAULT_PERISHABLE,
};

/** A threshold in dollars ("150", "99.5") or "off" for no free delivery. */
function freeDeliveryAmount(entry: string, amount: string): Cents | null {
  if (amount === 'off') return null;
  const dollars = Number(amount);
  if (amount === '' || !Number.isFinite(dollars) || dollars <= 0) {
    throw new Error(`FREE_DELIVERY_FROM: "${entry}" is neither an amount such as 150 nor "off" (optionally as store:amount)`);
  }
  return toCents(dollars);
}

/** Orders per delivery date ("200"), or "off" for no limit. */
function capacityAmount(entry: string, amount: string): number | null {
  if (amount === 'off') return null;
  if (!/^\d{1,6}$/.test(amount)) {
    throw new Error(`DELIVERY_CAPACITY: "${entry}" is neither a whole number of orders such as 200 nor "off" (optionally as store:number)`);
  }
  return Number(amount);
}

const listOf = (value: string | undefined) =>
  (value ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);

/**
 * A setting for every store and per store ("150,restaurant:off"): a bare entry sets `all` (else the default
 * stays), store:value sets one store's. `read` turns the entry's value into the setting or throws naming the entry.
 */
function perStore<T>(value: string | undefined, all: T, read: (entry: string, text: string) => T): { all: T; byStore: Record<string, T> } {
  const setting = { all, byStore: {} as Record<string, T> };
  for (const entry of listOf(value)) {
    const colon = entry.indexOf(':');
    if (colon < 0) setting.all = read(entry, entry);
    else setting.byStore[entry.slice(0, colon).trim()] = read(entry, entry.slice(colon + 1).trim());
  }
  return setting;
}

/** "main:200,restaurant:60": orders per delivery date for every store and per store; unset: no limit. */
function parseCapacity(value: string | undefined): DeliveryCapacityConfig {
  const { all, byStore } = perStore(value, null, capacityAmount);
  return { perDay: all, byStore };
}

/** "MD,VA,DC": US state codes; each must be one. */
function stateCodes(name: string, value: string | undefined): string[] {
  const codes = listOf(value).map((code) => code.toUpperCase());
  const unknown = codes.filter((code) => !usStateByCode(code));
  if (unknown.length) throw new Error(`${name}: ${unknown.join(', ')} is not a US state code (use two letters such as MD)`);
  return codes;
}

/** A price in dollars with at most two decimals ("39.99", "0"). */
function dollars(name: string, entry: string, amount: string): Cents {
  if (!/^\d{1,5}(\.\d{1,2})?$/.test(amount)) throw new Error(`${name}: "${entry}" needs an amount in dollars such as 39.99`);
  return toCents(Number(amount));
}

/** The perishable rules: where overnight goes, remote states' surcharges, and the cooling charged per box. */
export function parsePerishable(env: NodeJS.ProcessEnv): PerishableConfig {
  const overnightStates = env.OVERNIGHT_STATES?.trim() ? stateCodes('OVERNIGHT_STATES', env.OVERNIGHT_STATES) : [...LOWER_48_AND_DC];
  const excludedZipPrefixes = listOf(env.OVERNIGHT_EXCLUDED_ZIPS);
  const badZip = excludedZipPrefixes.find((prefix) => !/^\d{1,5}$/.test(prefix));
  if (badZip !== undefined) throw new Error(`OVERNIGHT_EXCLUDED_ZIPS: "${badZip}" is not a ZIP code prefix (1 to 5 digits, such as 96799)`);
  const remoteSurchargeCents: Record<string, Cents> = {};
  for (const entry of listOf(env.REMOTE_STATES_SURCHARGE)) {
    const [state = '', amount = ''] = entry.split(':').map((part) => part.trim());
    const [code] = stateCodes('REMOTE_STATES_SURCHARGE', state);
    if (!amount) throw new Error(`REMOTE_STATES_SURCHARGE: "${entry}" needs state:amount, such as HI:39.99`);
    if (overnightStates.includes(code))
      throw new Error(`REMOTE_STATES_SURCHARGE: ${code} is also in OVERNIGHT_STATES; list it in one of them`);
    remoteSurchargeCents[code] = dollars('REMOTE_STATES_SURCHARGE', entry, amount);
  }
  const boxWeight = env.BOX_WEIGHT_LB?.trim() || String(DEFAULT_PERISHABLE.boxWeightLb);
  if (!/^\d{1,3}(\.\d+)?$/.test(boxWeight) || Number(boxWeight) <= 0) {
    throw new Error(`BOX_WEIGHT_LB: "${boxWeight}" is not a weight in pounds above 0, such as 20`);
  }
  let { gelPackCents, dryIceCents } = DEFAULT_PERISHABLE;
  for (const entry of listOf(env.COLD_PACK)) {
    const [kind = '', amount = ''] = entry.split(':').map((part) => part.trim());
    if (kind === 'gel') gelPackCents = dollars('COLD_PACK', entry, amount);
    else if (kind === 'dryice') dryIceCents = dollars('COLD_PACK', entry, amount);
    else throw new Error(`COLD_PACK: "${entry}" is neither gel:amount nor dryice:amount (dollars per box, such as gel:0,dryice:4.99)`);
  }
  return {
    overnightStates,
    excludedZipPrefixes,
    remoteSurchargeCents,
    dryIceStates: stateCodes('DRY_ICE_STATES', env.DRY_ICE_STATES),
    boxWeightLb: Number(boxWeight),
    gelPackCents,
    dryIceCents,
  };
}

/** An IANA time zone name ("America/Chicago"); the runtime must know it, else the start stops. */
function timeZoneOf(value: string | undefined): string {
  const zone = value?.trim();
  if (!zone) return DEFAULT_DELIVERY_CALENDAR.timeZone;
  try {
    return new Intl.DateTimeFormat('en-US', { timeZone: zone }).resolvedOptions().timeZone;
  } catch {
    throw new Error(`SHOP_TIME_ZONE: "${zone}" is not a time zone name such as America/Chicago`);
  }
}

/** The delivery configuration from the environment; what is not set keeps DEFAULT_SHIPPING's. */
export function loadDeliveryConfig(env: NodeJS.ProcessEnv): ShippingConfig {
  const freeFrom = perStore(env.FREE_DELIVERY_FROM, DEFAULT_SHIPPING.freeOvernightFromCents, freeDeliveryAmount);
  return {
    ...DEFAULT_SHIPPING,
    calendar: { ...DEFAULT_SHIPPING.calendar, timeZone: timeZoneOf(env.SHOP_TIME_ZONE) },
    freeOvernightFromCents: freeFrom.all,
    freeOvernightFromByStore: freeFrom.byStore,
    capacity: parseCapacity(env.DELIVERY_CAPACITY),
    perishable: parsePerishable(env),
  };
}
