/** One store's product prices: tax rates for the store's destination, each simple product priced once. */
import { computePriceCents, sumPriceCents, taxRatePpm, type PriceCents, type ProductType } from '@shoreline/domain';

import { isSellable, stockDocument } from './build-reference.js';
import type { RowLookups } from './row-lookups.js';
import type { ProductRow, TaxRuleDocument } from './snapshot-types.js';

export interface StorePricing {
  /** The store's tax rate (ppm) for a tax class. */
  rateOf: (taxClassId: number) => number;
  simplePrice: (product: ProductRow) => PriceCents;
  /** The price a product shows: its own, or the one its type derives from its children, links or bundle defaults. */
  productPrice: (product: ProductRow) => PriceCents;
  /** Starts a new record of the tax rates prices use; returns it (filled as prices are asked for). */
  recordRates: () => Map<number, number>;
}

/** Whether a configurable's child can be bought now (enabled and in stock). */
export const childAvailable = (child: ProductRow, { stockByProduct }: RowLookups): boolean =>
  isSellable(child.status) && stockDocument(child.id, stockByProduct.get(child.id)).is_in_stock;

export function storePricing(
  lookups: RowLookups,
  taxRules: TaxRuleDocument[],
  destination: { country: string; region: string },
  now: Date,
): StorePricing {
  const rateByClass = new Map<number, number>();
  const rateOf = (taxClassId: number): number => {
    let rate = rateByClass.get(taxClassId);
    if (rate === undefined) {
      rate = taxRatePpm(taxClassId, taxRules, destination);
      rateByClass.set(taxClassId, rate);
    }
    return rate;
  };
  /** The rates the document being built has used so far. */
  let usedRates = new Map<number, number>();

  const priceCache = new Map<number, PriceCents>();
  const simplePrice = (product: ProductRow): PriceCents => {
    const rate = rateOf(product.tax_class_id);
    usedRates.set(product.tax_class_id, rate);
    let cents = priceCache.get(product.id);
    if (!cents) {
      cents = computePriceCents(
        {
          priceCents: product.price_cents,
          specialPriceCents: product.special_price_cents,
          specialFromDate: product.special_from_date,
          specialToDate: product.special_to_date,
        },
        rate,
        now,
      );
      priceCache.set(product.id, cents);
    }
    return cents;
  };

  const productPrice = (product: ProductRow): PriceCents => {
    switch (product.type_id as ProductType) {
      case 'configurable':
        return configurablePrice(lookups.childrenByParent.get(product.id) ?? [], simplePrice(product), lookups, simplePrice);
      case 'grouped':
        return groupedPrice(product, lookups, simplePrice);
      case 'bundle':
        return bundlePrice(product, lookups, simplePrice);
      default:
        return simplePrice(product);
    }
  };

  const recordRates = () => {
    usedRates = new Map();
    return usedRates;
  };

  return { rateOf, simplePrice, productPrice, recordRates };
}

type SimplePrice = (product: ProductRow) => PriceCents;

/** A configurable parent shows its cheapest available child (any enabled child when none is in stock). */
function configurablePrice(children: ProductRow[], own: PriceCents, lookups: RowLookups, simplePrice: SimplePrice): PriceCents {
  const enabled = children.filter((c) => isSellable(c.status));
  const available = (child: ProductRow) => childAvailable(child, lookups);
  const candidates = enabled.some(available) ? enabled.filter(available) : enabled;
  if (candidates.length === 0) return own;
  return candidates.map(simplePrice).reduce((best, next) => (next.final_price_incl_tax < best.final_price_incl_tax ? next : best));
}

/** A grouped product costs its enabled linked products at their quantities. */
function groupedPrice(product: ProductRow, { linksByProduct, productById }: RowLookups, simplePrice: SimplePrice): PriceCents {
  const parts = (linksByProduct.get(product.id) ?? [])
    .map((link) => ({ linked: productById.get(link.linked_product_id), qty: link.qty || 1 }))
    .filter((part): part is { linked: ProductRow; qty: number } => part.linked !== undefined && part.linked.status === 1)
    .map((part) => ({ prices: simplePrice(part.linked), qty: part.qty }));
  return parts.length ? sumPriceCents(parts) : simplePrice(product);
}

/**
 * The price of a bundle's default configuration: each option's default link (the first when none is
 * default); options that take several items (checkbox, multi) count all their defaults.
 */
function bundlePrice(product: ProductRow, lookups: RowLookups, simplePrice: SimplePrice): PriceCents {
  const { bundleOptionsByProduct, selectionsByOption, productById } = lookups;
  const parts = (bundleOptionsByProduct.get(product.id) ?? []).flatMap((option) => {
    const selections = selectionsByOption.get(option.option_id) ?? [];
    const defaults = selections.filter((s) => s.is_default === 1);
    const many = option.type === 'checkbox' || option.type === 'multi';
    const chosen = defaults.length ? (many ? defaults : defaults.slice(0, 1)) : option.required === 1 ? selections.slice(0, 1) : [];
    return chosen.flatMap((selection) => {
      const linked = productById.get(selection.product_id);
      return linked ? [{ prices: simplePrice(linked), qty: selection.qty > 0 ? selection.qty : 1 }] : [];
    });
  });
  return parts.length ? sumPriceCents(parts) : simplePrice(product);
}
