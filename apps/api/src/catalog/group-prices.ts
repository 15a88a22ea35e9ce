/**
 * Customer groups and their prices in the read model. Product documents are built once per store for the
 * default group (guests and retail customers): their prices, and its quantity breaks as `tier_prices`. Another
 * group sees a document through an overlay made when a request asks for it: only documents whose price
 * differs for the group (a group or tier price, or a tax class that changes the rate) are copied, with their
 * price fields replaced; the copy's price fields are kept per snapshot, store and group, never the copy (stock
 * moves in place on the shared documents, so every answer copies it afresh).
 */
import {
  addTax,
  computePriceCents,
  fromCents,
  priceFieldsFromCents,
  taxRatePpm,
  toCents,
  type Cents,
  type ConfigurableChild,
  type PriceFields,
  type ProductDocument,
  type TierPrice,
} from '@shoreline/domain';
import type { CatalogRows } from './storage.js';
import type { CatalogGroups, CustomerGroup, GroupPrice, StoreCatalog } from './snapshot-types.js';

export type { CatalogGroups, CustomerGroup, GroupPrice };

/** The group guests are in when the database names none (a database before the groups' migration). */
const FALLBACK_DEFAULT_GROUP_ID = 1;

export function buildGroups(rows: Pick<CatalogRows, 'customerGroups' | 'groupPrices'>): CatalogGroups {
  const byId = new Map<number, CustomerGroup>(
    rows.customerGroups.map((g) => [
      g.id,
      { id: g.id, code: g.code, name: g.name, taxClassId: g.tax_class_id, isDefault: g.is_default === 1 },
    ]),
  );
  const prices = new Map<number, Map<string, GroupPrice[]>>();
  for (const row of rows.groupPrices) {
    if (!byId.has(row.group_id)) continue;
    let bySku = prices.get(row.group_id);
    if (!bySku) prices.set(row.group_id, (bySku = new Map()));
    const list = bySku.get(row.sku) ?? [];
    list.push({ qty: row.qty, cents: row.price_cents });
    bySku.set(row.sku, list);
  }
  for (const bySku of prices.values()) for (const list of bySku.values()) list.sort((a, b) => a.qty - b.qty);
  const defaultGroup = [...byId.values()].find((g) => g.isDefault);
  return { defaultGroupId: defaultGroup?.id ?? FALLBACK_DEFAULT_GROUP_ID, byId, prices };
}

/**
 * The net unit price of `qty` units for a group: the lowest of the price without the group (special price
 * included) and every group price whose quantity `qty` reaches.
 */
export function groupUnitCents(baseCents: Cents, prices: readonly GroupPrice[] | undefined, qty: number): Cents {
  let cents = baseCents;
  for (const price of prices ?? []) if (price.qty <= qty && price.cents < cents) cents = price.cents;
  return cents;
}

export const NO_TIER_PRICES: readonly TierPrice[] = Object.freeze([]);

/** A group's quantity breaks that undercut the price of one unit (`unitCents`), with tax at `ratePpm`. */
export function tierPricesOf(
  groupId: number,
  prices: readonly GroupPrice[] | undefined,
  unitCents: Cents,
  ratePpm: number,
): readonly TierPrice[] {
  const tiers: TierPrice[] = [];
  let best = unitCents;
  for (const price of prices ?? []) {
    if (price.qty < 2 || price.cents >= best) continue;
    best = price.cents;
    tiers.push({
      customer_group_id: groupId,
      qty: price.qty,
      value: fromCents(price.cents),
      value_incl_tax: fromCents(addTax(price.cents, ratePpm).inclTax),
    });
  }
  return tiers.length ? tiers : NO_TIER_PRICES;
}

/** The fields a group's view replaces on a product (and on its variants). */
interface Overlay {
  fields: Partial<ProductDocument>;
  children?: ReadonlyMap<number, Partial<ConfigurableChild>>;
}

type Priced = PriceFields & { sku: string; tier_prices: readonly TierPrice[] };

/** Types whose price is their own (bundles, grouped sets and gift cards keep the default group's prices). */
const OWN_PRICE_TYPES = new Set(['simple', 'virtual', 'downloadable']);

const overlays = new WeakMap<StoreCatalog, Map<number, Map<number, Overlay | null>>>();

/**
 * How a group sees this store's product documents: the document itself, or a copy priced for the group. Null for
 * the default group and for a group the catalog does not know (they see the documents as built).
 */
export function groupView(store: StoreCatalog, groupId: number | null): ((doc: ProductDocument) => ProductDocument) | null {
  const { groups } = store;
  if (groupId === null || groupId === groups.defaultGroupId) return null;
  const group = groups.byId.get(groupId);
  if (!group) return null;
  let byGroup = overlays.get(store);
  if (!byGroup) overlays.set(store, (byGroup = new Map()));
  let cache = byGroup.get(groupId);
  if (!cache) byGroup.set(groupId, (cache = new Map()));
  const known = cache;
  const pricing = groupPricing(store, group);
  return (doc) => {
    let overlay = known.get(doc.id);
    if (overlay === undefined) {
      overlay = overlayOf(doc, pricing);
      known.set(doc.id, overlay);
    }
    if (!overlay) return doc;
    const copy: ProductDocument = { ...doc, ...overlay.fields };
    if (overlay.children && doc.configurable_children) {
      const children = overlay.children;
      copy.configurable_children = doc.configurable_children.map((child) => {
        const patch = children.get(child.id);
        return patch ? { ...child, ...patch } : child;
      });
    }
    return copy;
  };
}

interface GroupPricing {
  group: CustomerGroup;
  prices: ReadonlyMap<string, readonly GroupPrice[]>;
  /** The store's rate for a product class without a customer class (the default group's documents) and for the group's. */
  baseRate: (taxClassId: number) => number;
  groupRate: (taxClassId: number) => number;
}

function groupPricing(store: StoreCatalog, group: CustomerGroup): GroupPricing {
  const destination = { country: store.store.tax.defaultCountry, region: store.store.tax.defaultRegion };
  const memo = (customerClass: number | null) => {
    const rates = new Map<number, number>();
    return (taxClassId: number) => {
      let rate = rates.get(taxClassId);
      if (rate === undefined) rates.set(taxClassId, (rate = taxRatePpm(taxClassId, store.taxRules, destination, customerClass)));
      return rate;
    };
  };
  return {
    group,
    prices: store.groups.prices.get(group.id) ?? new Map(),
    baseRate: memo(null),
    groupRate: memo(group.taxClassId),
  };
}

/** A priced document's (or variant's) fields for the group, or null when they are the same as built. */
function pricedFor(item: Priced, pricing: GroupPricing): Partial<Priced> | null {
  const prices = pricing.prices.get(item.sku);
  const taxClassId = Number(item.tax_class_id);
  const rate = pricing.groupRate(taxClassId);
  if (!prices && rate === pricing.baseRate(taxClassId)) return null;
  const originalCents = toCents(item.original_price);
  const unitCents = groupUnitCents(toCents(item.final_price), prices, 1);
  const cents = computePriceCents(
    {
      priceCents: originalCents,
      specialPriceCents: unitCents < originalCents ? unitCents : null,
      specialFromDate: null,
      specialToDate: null,
    },
    rate,
    new Date(0),
  );
  return {
    ...priceFieldsFromCents(cents, {
      special_from_date: item.special_from_date,
      special_to_date: item.special_to_date,
      tax_class_id: item.tax_class_id,
    }),
    tier_prices: tierPricesOf(pricing.group.id, prices, unitCents, rate),
  };
}

function overlayOf(doc: ProductDocument, pricing: GroupPricing): Overlay | null {
  if (OWN_PRICE_TYPES.has(doc.type_id)) {
    const fields = pricedFor(doc, pricing);
    return fields ? { fields } : null;
  }
  if (doc.type_id !== 'configurable' || !doc.configurable_children?.length) return null;
  const children = new Map<number, Partial<ConfigurableChild>>();
  for (const child of doc.configurable_children) {
    const fields = pricedFor(child, pricing);
    if (fields) children.set(child.id, fields);
  }
  if (children.size === 0) return null;
  // The parent shows its cheapest available variant, as built (build-prices.ts), now at the group's prices.
  const priced = doc.configurable_children.map((child) => ({ ...child, ...children.get(child.id) }));
  const enabled = priced.filter((child) => child.status < 2);
  const inStock = enabled.filter((child) => child.stock.is_in_stock);
  const candidates = inStock.length ? inStock : enabled;
  if (candidates.length === 0) return { fields: {}, children };
  const cheapest = candidates.reduce((best, next) => (next.final_price_incl_tax < best.final_price_incl_tax ? next : best));
  const { special_from_date: _from, special_to_date: _to, tax_class_id: _class, ...prices } = pickPriceFields(cheapest);
  return { fields: prices, children };
}

function pickPriceFields(item: PriceFields): PriceFields {
  return {
    price: item.price,
    price_tax: item.price_tax,
    price_incl_tax: item.price_incl_tax,
    final_price: item.final_price,
    final_price_tax: item.final_price_tax,
    final_price_incl_tax: item.final_price_incl_tax,
    special_price: item.special_price,
    special_price_tax: item.special_price_tax,
    special_price_incl_tax: item.special_price_incl_tax,
    original_price: item.original_price,
    original_price_tax: item.original_price_tax,
    original_price_incl_tax: item.original_price_incl_tax,
    original_final_price: item.original_final_price,
    original_special_price: item.original_special_price,
    special_from_date: item.special_from_date,
    special_to_date: item.special_to_date,
    tax_class_id: item.tax_class_id,
  };
}
