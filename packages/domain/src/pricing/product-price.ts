import { fromCents, type Cents } from '../money.js';
import type { PriceFields } from '../catalog/documents.js';
import { isSpecialPriceActive } from './special-price.js';
import { addTax, type TaxedAmount } from './tax.js';

/** The price fields of one product in cents, before they are written out as decimals. */
export interface PriceCents {
  price: Cents;
  price_tax: Cents;
  price_incl_tax: Cents;
  final_price: Cents;
  final_price_tax: Cents;
  final_price_incl_tax: Cents;
  special_price: Cents | null;
  special_price_tax: Cents;
  special_price_incl_tax: Cents;
  original_price: Cents;
  original_price_tax: Cents;
  original_price_incl_tax: Cents;
  original_final_price: Cents;
  original_special_price: Cents | null;
}

export interface PriceSource {
  priceCents: Cents;
  specialPriceCents: Cents | null;
  specialFromDate: string | null;
  specialToDate: string | null;
}

/** Computes a simple product's prices: the special price replaces the price only when active. */
export function computePriceCents(source: PriceSource, ratePpm: number, now: Date): PriceCents {
  const original = addTax(source.priceCents, ratePpm);
  const active = isSpecialPriceActive(source.priceCents, source.specialPriceCents, source.specialFromDate, source.specialToDate, now);
  const final = active ? addTax(source.specialPriceCents as Cents, ratePpm) : original;
  return priceCentsOf({ final, original, special: active, originalSpecial: source.specialPriceCents });
}

/** Sums the prices of parts (grouped links, bundle defaults) times their quantities. */
export function sumPriceCents(parts: ReadonlyArray<{ prices: PriceCents; qty: number }>): PriceCents {
  const total = (pick: (p: PriceCents) => number) => parts.reduce((sum, part) => sum + pick(part.prices) * Math.max(0, part.qty), 0);
  const final = { net: total((p) => p.final_price), tax: total((p) => p.final_price_tax), inclTax: total((p) => p.final_price_incl_tax) };
  const original = {
    net: total((p) => p.original_price),
    tax: total((p) => p.original_price_tax),
    inclTax: total((p) => p.original_price_incl_tax),
  };
  return priceCentsOf({ final, original, special: final.net < original.net, originalSpecial: null });
}

/**
 * The price fields from what is charged (`final`) and the regular price (`original`): the price is the final one,
 * and the special price fields carry it too when `special` says the final price is a reduced one.
 */
function priceCentsOf(prices: { final: TaxedAmount; original: TaxedAmount; special: boolean; originalSpecial: Cents | null }): PriceCents {
  const { final, original, special } = prices;
  return {
    price: final.net,
    price_tax: final.tax,
    price_incl_tax: final.inclTax,
    final_price: final.net,
    final_price_tax: final.tax,
    final_price_incl_tax: final.inclTax,
    special_price: special ? final.net : null,
    special_price_tax: special ? final.tax : 0,
    special_price_incl_tax: special ? final.inclTax : 0,
    original_price: original.net,
    original_price_tax: original.tax,
    original_price_incl_tax: original.inclTax,
    original_final_price: final.net,
    original_special_price: prices.originalSpecial,
  };
}

/** Writes cents out as the decimals the API speaks. */
export function priceFieldsFromCents(
  cents: PriceCents,
  extra: Pick<PriceFields, 'special_from_date' | 'special_to_date' | 'tax_class_id'>,
): PriceFields {
  const nullable = (value: Cents | null) => (value === null ? null : fromCents(value));
  return {
    price: fromCents(cents.price),
    price_tax: fromCents(cents.price_tax),
    price_incl_tax: fromCents(cents.price_incl_tax),
    final_price: fromCents(cents.final_price),
    final_price_tax: fromCents(cents.final_price_tax),
    final_price_incl_tax: fromCents(cents.final_price_incl_tax),
    special_price: nullable(cents.special_price),
    special_price_tax: fromCents(cents.special_price_tax),
    special_price_incl_tax: fromCents(cents.special_price_incl_tax),
    original_price: fromCents(cents.original_price),
    original_price_tax: fromCents(cents.original_price_tax),
    original_price_incl_tax: fromCents(cents.original_price_incl_tax),
    original_final_price: fromCents(cents.original_final_price),
    original_special_price: nullable(cents.original_special_price),
    ...extra,
  };
}
