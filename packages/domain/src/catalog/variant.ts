import { NO_AVAILABLE_VARIANTS, NO_SUCH_CONFIGURATION } from '../messages.js';
/**
 * Variant choice for configurable products.
 * Pure and free of runtime imports, so the product page can run it in the browser cheaply.
 */

/** SPEC_DEFAULTS.catalog.disabledStatusFrom (a test keeps them equal; not imported to keep browser code small). */
export const DISABLED_STATUS_FROM = 2;
/** SPEC_DEFAULTS.catalog.listOutOfStockProducts, the store's setting: out-of-stock products are listed. */
export const LIST_OUT_OF_STOCK_PRODUCTS = true;

export { NO_AVAILABLE_VARIANTS, NO_SUCH_CONFIGURATION };

/** What the choice needs to know about a child; catalog children and page view models both fit. */
export interface VariantCandidate {
  sku: string;
  /** 2 or more is disabled; a missing status counts as enabled. */
  status?: number;
  stock?: { is_in_stock: boolean } | null;
  price_incl_tax?: number | null;
  original_price_incl_tax?: number | null;
  final_price?: number | null;
  custom_attributes?: ReadonlyArray<{ attribute_code: string; value: string | number | null }>;
}

type SelectionScalar = string | number;
export type SelectionValue =
  SelectionScalar | { id: SelectionScalar } | ReadonlyArray<SelectionScalar | { id: SelectionScalar }> | null | undefined;

/** The shopper's choice by attribute code (e.g. crab_size: "211"); `sku` asks for one child exactly. */
export type VariantSelection = Readonly<Record<string, SelectionValue>>;

export interface VariantChoiceOptions {
  /** Out-of-stock children stay candidates when out-of-stock products are listed (the store's default). */
  listOutOfStockProducts?: boolean;
  /** Off: stock is not looked at at all. */
  availabilityCheck?: boolean;
  /** When nothing matches, take the first available child. */
  fallbackToFirstAvailable?: boolean;
}

/** Keys of a selection that never count toward the match level. */
const NOT_ATTRIBUTES = new Set(['price', 'sku']);

export function isVariantDisabled(child: VariantCandidate): boolean {
  return typeof child.status === 'number' && child.status >= DISABLED_STATUS_FROM;
}

/** A child the shopper may get: enabled, and in stock unless out-of-stock products are listed. */
export function isVariantAvailable(child: VariantCandidate, options: VariantChoiceOptions = {}): boolean {
  if (isVariantDisabled(child)) return false;
  const availabilityCheck = options.availabilityCheck ?? true;
  const listOutOfStock = options.listOutOfStockProducts ?? LIST_OUT_OF_STOCK_PRODUCTS;
  if (!availabilityCheck || listOutOfStock || !child.stock) return true;
  return child.stock.is_in_stock;
}

/** A child's value of an attribute, from the field itself or from its custom attributes, as a string. */
export function variantAttributeValue(child: VariantCandidate, attributeCode: string): string | null {
  const direct = (child as unknown as Record<string, unknown>)[attributeCode];
  if (typeof direct === 'string' || typeof direct === 'number') return String(direct);
  const custom = child.custom_attributes?.find((attribute) => attribute.attribute_code === attributeCode);
  return custom && custom.value !== null ? String(custom.value) : null;
}

function wantedValues(value: SelectionValue): string[] {
  if (value === null || value === undefined) return [];
  const list = Array.isArray(value) ? value : [value];
  return list.map((item: SelectionScalar | { id: SelectionScalar }) => (typeof item === 'object' ? String(item.id) : String(item)));
}

function selectedAttributes(selection: VariantSelection): Array<[string, string[]]> {
  return Object.entries(selection)
    .filter(([code, value]) => !NOT_ATTRIBUTES.has(code) && value !== null && value !== undefined)
    .map(([code, value]) => [code, wantedValues(value)]);
}

/** How many selected attribute values the child has (values compared as strings). */
export function variantMatchLevel(child: VariantCandidate, selection: VariantSelection): number {
  return selectedAttributes(selection).filter(([code, wanted]) => {
    const value = variantAttributeValue(child, code);
    return value !== null && wanted.includes(value);
  }).length;
}

/** True when the child has every selected attribute value (an empty selection matches any child). */
export function matchesSelectionExactly(child: VariantCandidate, selection: VariantSelection): boolean {
  return variantMatchLevel(child, selection) === selectedAttributes(selection).length;
}

function comparablePrice(child: VariantCandidate): number | null {
  const price = child.price_incl_tax || child.original_price_incl_tax || child.final_price;
  return typeof price === 'number' && price > 0 ? price : null;
}

/** On a tie the lower price wins; on equal (or unknown) prices the earlier child stays. */
function cheaperOf<C extends VariantCandidate>(best: C, challenger: C): C {
  const bestPrice = comparablePrice(best);
  const challengerPrice = comparablePrice(challenger);
  if (challengerPrice === null) return best;
  if (bestPrice === null) return challenger;
  return challengerPrice < bestPrice ? challenger : best;
}

/**
 * The child that fits the selection best: an available exact sku match wins outright; otherwise the
 * child matching the most selected values, the cheaper one on a tie. Disabled children are never
 * chosen, out-of-stock ones only when out-of-stock products are listed. Null when no child is available.
 */
export function findConfigurableVariant<C extends VariantCandidate>(
  product: { configurable_children?: ReadonlyArray<C> | null },
  selection: VariantSelection = {},
  options: VariantChoiceOptions = {},
): C | null {
  const candidates = (product.configurable_children ?? []).filter((child) => isVariantAvailable(child, options));
  const wantedSku = typeof selection.sku === 'string' ? selection.sku : null;
  const exactSku = wantedSku === null ? undefined : candidates.find((child) => child.sku === wantedSku);
  if (exactSku) return exactSku;

  let best: C | null = null;
  let bestLevel = 0;
  for (const child of candidates) {
    const level = variantMatchLevel(child, selection);
    if (best === null || level > bestLevel) {
      best = child;
      bestLevel = level;
    } else if (level === bestLevel) {
      best = cheaperOf(best, child);
    }
  }
  if (best === null && (options.fallbackToFirstAvailable ?? true)) return candidates[0] ?? null;
  return best;
}

export interface VariantChoice<C extends VariantCandidate> {
  variant: C | null;
  /** 'No available product variants' when no child can be chosen. */
  error: typeof NO_AVAILABLE_VARIANTS | null;
  /** The warning to show when the chosen combination of values has no variant of its own. */
  warning: typeof NO_SUCH_CONFIGURATION | null;
}

/** The variant for a selection, with the product error and the shopper warning the spec names. */
export function chooseConfigurableVariant<C extends VariantCandidate>(
  product: { configurable_children?: ReadonlyArray<C> | null },
  selection: VariantSelection = {},
  options: VariantChoiceOptions = {},
): VariantChoice<C> {
  const variant = findConfigurableVariant(product, selection, options);
  if (!variant) return { variant: null, error: NO_AVAILABLE_VARIANTS, warning: NO_SUCH_CONFIGURATION };
  const exact = variant.sku === selection.sku || matchesSelectionExactly(variant, selection);
  return { variant, error: null, warning: exact ? null : NO_SUCH_CONFIGURATION };
}

/** The selection a child stands for: its value of each configurable attribute. */
export function selectionOfVariant(child: VariantCandidate, attributeCodes: readonly string[]): Record<string, string> {
  const selection: Record<string, string> = {};
  for (const code of attributeCodes) {
    const value = variantAttributeValue(child, code);
    if (value !== null) selection[code] = value;
  }
  return selection;
}
