import { applyRatePpm, toCents, type Cents } from '../money.js';

/**
 * Price maths for bundle and custom options.
 * Pure and free of runtime dependencies, so the product page can run it in the browser.
 */

/** A custom option value's price: a fixed amount, or a percentage of the product price. */
export interface OptionValuePrice {
  /** Only values with an id above 0 count. */
  option_type_id?: number;
  price: number;
  price_type: 'fixed' | 'percent';
}

const PPM_PER_PERCENT = 10_000;

/** What one chosen value adds: a fixed amount as it is, a percentage as that share of the product price. */
export function customOptionSurchargeCents(productPriceCents: Cents, value: OptionValuePrice): Cents {
  if (value.option_type_id !== undefined && value.option_type_id <= 0) return 0;
  if (value.price_type === 'percent') return applyRatePpm(productPriceCents, Math.round(value.price * PPM_PER_PERCENT));
  return toCents(value.price);
}

/** The product price plus every chosen custom option value (each computed from the product price itself). */
export function priceWithCustomOptionsCents(productPriceCents: Cents, chosen: ReadonlyArray<OptionValuePrice>): Cents {
  return chosen.reduce((total, value) => total + customOptionSurchargeCents(productPriceCents, value), productPriceCents);
}

export interface BundlePart {
  unitPriceCents: Cents;
  qty: number;
}

/** A bundle's total: each chosen link's price times its quantity (negative quantities count as none). */
export function bundleTotalCents(parts: ReadonlyArray<BundlePart>): Cents {
  return parts.reduce((total, part) => total + part.unitPriceCents * Math.max(0, Math.trunc(part.qty)), 0);
}

export interface BundleLinkLike {
  id: number;
  is_default: boolean;
  qty: number;
}

/** The link a bundle option starts with: the one flagged default, or else the first. */
export function defaultBundleLink<L extends BundleLinkLike>(links: ReadonlyArray<L>): L | null {
  return links.find((link) => link.is_default) ?? links[0] ?? null;
}

/**
 * The links a bundle option starts with on the product page: every link flagged default for checkbox
 * and multi options; the default link (or, when the option is required, the first) for select and radio.
 */
export function defaultBundleSelection<L extends BundleLinkLike>(
  option: { type: 'select' | 'radio' | 'checkbox' | 'multi'; required: boolean },
  links: ReadonlyArray<L>,
): L[] {
  if (option.type === 'checkbox' || option.type === 'multi') return links.filter((link) => link.is_default);
  const start = option.required ? defaultBundleLink(links) : links.find((link) => link.is_default);
  return start ? [start] : [];
}

/** A link's starting quantity: its integer qty, where 0 or missing becomes 1. */
export function defaultBundleQty(link: Pick<BundleLinkLike, 'qty'>): number {
  return Math.trunc(link.qty) || 1;
}

/** The composite sku of a product with custom options: parent sku + "-" + each chosen value's sku. */
export function compositeSku(productSku: string, chosenValueSkus: ReadonlyArray<string>): string {
  return [productSku, ...chosenValueSkus.filter((sku) => sku !== '')].join('-');
}
