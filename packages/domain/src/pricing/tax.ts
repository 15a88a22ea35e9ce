import { applyRatePpm, type Cents } from '../money.js';

export interface TaxRateRule {
  tax_country_id: string;
  tax_region_id: number;
  region_code: string;
  region_name: string;
  rate_ppm: number;
}

export interface TaxRuleForPricing {
  product_tax_class_ids: number[];
  customer_tax_class_ids: number[];
  rates: TaxRateRule[];
}

export interface TaxDestination {
  country: string;
  /** Region code ("MD") or name ("Maryland"); empty when unknown. */
  region: string;
}

/**
 * The rate for a product tax class at a destination: the first
 * rule holding the class decides; in it, the first rate for the country whose
 * region matches, or which covers the whole country. No match means no tax.
 */
export function taxRatePpm(
  productTaxClassId: number,
  rules: readonly TaxRuleForPricing[],
  destination: TaxDestination,
  customerTaxClassId: number | null = null,
): number {
  if (!(productTaxClassId > 0)) return 0;
  const rule = rules.find(
    (candidate) =>
      candidate.product_tax_class_ids.includes(productTaxClassId) &&
      (customerTaxClassId === null || candidate.customer_tax_class_ids.includes(customerTaxClassId)),
  );
  if (!rule) return 0;
  const region = destination.region.trim().toLowerCase();
  const rate = rule.rates.find(
    (candidate) =>
      candidate.tax_country_id === destination.country &&
      (candidate.tax_region_id === 0 ||
        candidate.region_name === '' ||
        (region !== '' && (candidate.region_name.toLowerCase() === region || candidate.region_code.toLowerCase() === region))),
  );
  return rate?.rate_ppm ?? 0;
}

export interface TaxedAmount {
  net: Cents;
  tax: Cents;
  inclTax: Cents;
}

/** Prices are entered without tax (store default), so tax is added on top and rounded once. */
export function addTax(net: Cents, ratePpm: number): TaxedAmount {
  const tax = applyRatePpm(net, ratePpm);
  return { net, tax, inclTax: net + tax };
}
