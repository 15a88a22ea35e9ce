/** Documents every store shares: store views, tax rules, attributes, stock. */
import {
  type AttributeDocument,
  type Locale,
  type StockDocument,
  type StoreAddress,
  type StorePlace,
  type StoreView,
  type WeeklyHours,
} from '@shoreline/domain';
import type { CatalogRows } from './storage.js';

import type { Row, TaxRuleDocument } from './snapshot-types.js';
import { groupBy } from './group-by.js';

/**
 * A store view as pages see it. `siteRow` is the record of its website's place: a view with no address of its own
 * (the shop's /de and /it views) is at the same place, open the same hours, as its website's first store.
 */
export function toStoreView(row: Row<'stores'>, siteRow: Row<'stores'> = row): StoreView {
  const english = row.locale.startsWith('en');
  return {
    storeCode: row.code,
    storeId: row.store_id,
    websiteId: row.website_id,
    name: row.name,
    tagline: row.tagline,
    logo: row.logo,
    isDefault: row.is_default === 1,
    hosts: JSON.parse(row.hosts) as string[],
    urlPrefix: row.url_prefix,
    appendStoreCode: row.append_store_code === 1,
    urlMappingEnabled: row.url_mapping_enabled === 1,
    i18n: { defaultLocale: row.locale as Locale, currencyCode: row.currency_code, defaultCountry: row.default_country },
    priceFormat: {
      currencySign: row.currency_sign,
      currencyCode: row.currency_code,
      fractionDigits: row.fraction_digits,
      template: row.price_template,
      decimal: english ? '.' : ',',
      group: english ? ',' : '.',
    },
    tax: {
      defaultCountry: row.default_country,
      defaultRegion: row.default_region,
      calculateServerSide: true,
      sourcePriceIncludesTax: false,
      finalPriceIncludesTax: false,
      displayPricesInclTax: row.display_prices_incl_tax === 1,
    },
    seo: { defaultTitle: row.seo_title || row.name, defaultDescription: row.seo_description || row.tagline },
    place: placeOf(row.address ? row : siteRow),
  };
}

/** Each website's place: the record of its first store (by id) that names an address. */
export function sitePlaceRows(stores: readonly Row<'stores'>[]): Map<number, Row<'stores'>> {
  const bySite = new Map<number, Row<'stores'>>();
  for (const row of [...stores].sort((a, b) => a.store_id - b.store_id)) {
    if (row.address && !bySite.has(row.website_id)) bySite.set(row.website_id, row);
  }
  return bySite;
}

/** The store's own record as its row keeps it (the import checked the JSON columns). */
function placeOf(row: Row<'stores'>): StorePlace {
  return {
    address: row.address ? (JSON.parse(row.address) as StoreAddress) : null,
    telephone: row.telephone,
    openingHours: JSON.parse(row.opening_hours) as WeeklyHours,
    pickupHours: JSON.parse(row.pickup_hours) as WeeklyHours,
  };
}

export function buildTaxRules(rows: CatalogRows): TaxRuleDocument[] {
  const classes = groupBy(rows.taxRuleClasses, (c) => c.rule_id);
  const rates = groupBy(rows.taxRates, (r) => r.rule_id);
  return rows.taxRules.map((rule) => {
    const ruleClasses = classes.get(rule.id) ?? [];
    const ruleRates = rates.get(rule.id) ?? [];
    return {
      id: rule.id,
      code: rule.code,
      priority: rule.priority,
      position: rule.position,
      calculate_subtotal: false,
      product_tax_class_ids: ruleClasses.filter((c) => c.kind === 'product').map((c) => c.tax_class_id),
      customer_tax_class_ids: ruleClasses.filter((c) => c.kind === 'customer').map((c) => c.tax_class_id),
      tax_rate_ids: ruleRates.map((r) => r.id),
      rates: ruleRates.map((r) => ({
        id: r.id,
        code: r.code,
        tax_country_id: r.tax_country_id,
        tax_region_id: r.tax_region_id,
        region_code: r.region_code,
        region_name: r.region_name,
        tax_postcode: r.tax_postcode,
        rate_ppm: r.rate_ppm,
        rate: r.rate_ppm / 10_000,
      })),
    };
  });
}

export function buildAttributes(rows: CatalogRows): AttributeDocument[] {
  const options = groupBy(rows.attributeOptions, (o) => o.attribute_id);
  return rows.attributes.map((a) => ({
    id: a.attribute_id,
    attribute_id: a.attribute_id,
    attribute_code: a.attribute_code,
    frontend_input: a.frontend_input,
    frontend_label: a.frontend_label,
    default_frontend_label: a.frontend_label,
    is_user_defined: a.is_user_defined === 1,
    is_visible: a.is_visible === 1,
    is_visible_on_front: a.is_visible === 1 ? '1' : '0',
    is_comparable: a.is_comparable === 1 ? '1' : '0',
    is_filterable: a.is_filterable === 1,
    position: a.position,
    options: (options.get(a.attribute_id) ?? []).map((o) => ({ value: o.value, label: o.label })),
  }));
}

export function stockDocument(productId: number, row: Row<'stock'> | undefined): StockDocument {
  return {
    product_id: productId,
    qty: row?.qty ?? 0,
    is_in_stock: row ? row.is_in_stock === 1 && (row.manage_stock === 0 || row.qty > 0 || row.backorders === 1) : false,
    manage_stock: row ? row.manage_stock === 1 : false,
    min_sale_qty: row?.min_sale_qty ?? 1,
    max_sale_qty: row?.max_sale_qty ?? 10000,
    backorders: row?.backorders ?? 0,
  };
}

export const isSellable = (status: number) => status < 2;
