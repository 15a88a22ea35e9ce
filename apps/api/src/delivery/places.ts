import type { Kysely } from 'kysely';
import type { DeliveryPlace } from '@shoreline/domain/wire/admin-delivery';
import type { Database } from '../db/index.js';
import { InvalidInput } from '../errors.js';
import { defaultCapacityOf, type ShippingConfig } from './config.js';

/**
 * The place that fills the boxes: a website, whose kitchen and trucks serve every store view it has (the shop's
 * English, German and Italian views are one place, the restaurant another). Delivery capacity, bookings and
 * shipping holds belong to a place, never to a view.
 */
export interface Place {
  /** The website's id: what delivery_slots and shipping_holds are keyed by. */
  id: number;
  /** The code staff and older clients name the place by: its main view's (the default store's, else its first). */
  code: string;
  /** "Shoreline (English, Deutsch, Italiano)"; a place with one view: that view's name. */
  name: string;
  /** Its store views' codes, the main view first. */
  storeCodes: string[];
}

interface ViewRow {
  code: string;
  store_id: number;
  website_id: number;
  name: string;
  locale: string;
  is_default: number;
}

/** "Deutsch": a view's language named in that language, capitalised as a list item ("italiano" -> "Italiano"). */
function languageName(locale: string): string {
  let named = locale;
  try {
    named = new Intl.DisplayNames([locale], { type: 'language' }).of(new Intl.Locale(locale).language) ?? locale;
  } catch {
    // An odd locale in the stores table names itself.
  }
  return named.charAt(0).toLocaleUpperCase(locale) + named.slice(1);
}

const mainViewFirst = (a: ViewRow, b: ViewRow) => b.is_default - a.is_default || a.store_id - b.store_id;

function placeOfViews(views: ViewRow[]): Place {
  const sorted = [...views].sort(mainViewFirst);
  const main = sorted[0];
  const languages = [...new Set(sorted.map((view) => languageName(view.locale)))];
  return {
    id: main.website_id,
    code: main.code,
    name: sorted.length > 1 ? `${main.name} (${languages.join(', ')})` : main.name,
    storeCodes: sorted.map((view) => view.code),
  };
}

function placesOfViews(views: ViewRow[]): Place[] {
  const byWebsite = new Map<number, ViewRow[]>();
  for (const view of views) byWebsite.set(view.website_id, [...(byWebsite.get(view.website_id) ?? []), view]);
  const places = [...byWebsite.values()].map(placeOfViews);
  const isDefault = (place: Place) => views.some((view) => view.is_default === 1 && view.code === place.code);
  return places.sort((a, b) => Number(isDefault(b)) - Number(isDefault(a)) || a.id - b.id);
}

const viewColumns = ['code', 'store_id', 'website_id', 'name', 'locale', 'is_default'] as const;

/** Every place of the shop, the default store's first (the back office's picker). */
export async function allPlaces(db: Kysely<Database>): Promise<Place[]> {
  return placesOfViews(await db.selectFrom('stores').select(viewColumns).execute());
}

/** The place a store view sells from; undefined for a code no store has. */
export async function findPlace(db: Kysely<Database>, storeCode: string): Promise<Place | undefined> {
  const views = await db
    .selectFrom('stores')
    .select(viewColumns)
    .where('website_id', 'in', (eb) => eb.selectFrom('stores').select('website_id').where('code', '=', storeCode))
    .execute();
  return views.length ? placeOfViews(views) : undefined;
}

/** The place a store view sells from; refused for a code no store has. */
export async function placeOf(db: Kysely<Database>, storeCode: string): Promise<Place> {
  const place = await findPlace(db, storeCode);
  if (!place) throw new InvalidInput(`No store with the code ${storeCode}.`);
  return place;
}

/** A place by its id (a hold's), undefined when no store has that website any more. */
export async function placeById(db: Kysely<Database>, id: number): Promise<Place | undefined> {
  const views = await db.selectFrom('stores').select(viewColumns).where('website_id', '=', id).execute();
  return views.length ? placeOfViews(views) : undefined;
}

/** The orders the place takes per delivery date when staff set nothing for the day (DELIVERY_CAPACITY); null: no limit. */
export const placeCapacity = (shipping: ShippingConfig, place: Place): number | null => defaultCapacityOf(shipping, place.storeCodes);

/** A place as the back office reads it. */
export const placeToWire = (place: Place): DeliveryPlace => ({
  id: place.id,
  code: place.code,
  name: place.name,
  store_codes: place.storeCodes,
});
