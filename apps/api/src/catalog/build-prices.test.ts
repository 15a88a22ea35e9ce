import { describe, expect, it } from 'vitest';
import type { CatalogRows } from './storage.js';
import { storePricing } from './build-prices.js';
import { rowLookups } from './row-lookups.js';
import type { ProductRow, Row, TaxRuleDocument } from './snapshot-types.js';

const NOW = new Date('2026-03-01T12:00:00Z');
const MD = { country: 'US', region: 'MD' };
/** Tax class 2 is taxed 6% in Maryland; other classes are not taxed. */
const TAX_RULES: TaxRuleDocument[] = [
  {
    id: 1,
    code: 'MD',
    priority: 0,
    position: 0,
    tax_rate_ids: [1],
    calculate_subtotal: false,
    product_tax_class_ids: [2],
    customer_tax_class_ids: [3],
    rates: [
      {
        id: 1,
        code: 'MD',
        tax_postcode: '*',
        rate: 6,
        tax_country_id: 'US',
        tax_region_id: 31,
        region_code: 'MD',
        region_name: 'Maryland',
        rate_ppm: 60_000,
      },
    ],
  },
];

function product(id: number, changes: Partial<ProductRow> = {}): ProductRow {
  return {
    id,
    sku: `SKU-${id}`,
    type_id: 'simple',
    parent_id: null,
    name: `Product ${id}`,
    url_key: `product-${id}`,
    url_path: `product-${id}`,
    status: 1,
    visibility: 4,
    price_cents: 1000,
    special_price_cents: null,
    special_from_date: null,
    special_to_date: null,
    tax_class_id: 0,
    position: 0,
    description: '',
    short_description: '',
    image: '',
    is_new: 0,
    is_bestseller: 0,
    weight_grams: 0,
    meta_title: '',
    meta_description: '',
    type_data: '{}',
    created_at: '2026-01-01T00:00:00Z',
    updated_at: '2026-01-01T00:00:00Z',
    ...changes,
  };
}

const stock = (product_id: number, qty: number): Row<'stock'> => ({
  product_id,
  qty,
  manage_stock: 1,
  is_in_stock: 1,
  min_sale_qty: 1,
  max_sale_qty: 100,
  backorders: 0,
  updated_at: '2026-01-01T00:00:00Z',
});

function pricingOf(rows: Partial<CatalogRows>) {
  const empty = Object.fromEntries(
    [
      'stores',
      'categories',
      'attributes',
      'attributeOptions',
      'taxRules',
      'taxRuleClasses',
      'taxRates',
      'products',
      'attributeValues',
      'productCategories',
      'media',
      'productStores',
      'configurableAttributes',
      'links',
      'bundleOptions',
      'bundleSelections',
      'customOptions',
      'customOptionValues',
      'stock',
      'cmsPages',
      'cmsBlocks',
      'urlRewrites',
      'blogCategories',
      'blogPosts',
      'blogPostCategories',
      'banners',
      'reviews',
    ].map((key) => [key, []]),
  );
  const lookups = rowLookups({ version: 1, ...empty, ...rows } as CatalogRows);
  return storePricing(lookups, TAX_RULES, MD, NOW);
}

describe('storePricing', () => {
  it('prices a configurable at its cheapest child in stock, or its cheapest enabled child when none is', () => {
    const parent = product(1, { type_id: 'configurable', price_cents: 9900 });
    const cheapSoldOut = product(2, { parent_id: 1, price_cents: 1500 });
    const dearInStock = product(3, { parent_id: 1, price_cents: 2500 });
    const disabled = product(4, { parent_id: 1, price_cents: 500, status: 2 });
    const products = [parent, cheapSoldOut, dearInStock, disabled];
    expect(pricingOf({ products, stock: [stock(2, 0), stock(3, 5)] }).productPrice(parent).final_price).toBe(2500);
    expect(pricingOf({ products, stock: [stock(2, 0), stock(3, 0)] }).productPrice(parent).final_price).toBe(1500);
    expect(pricingOf({ products: [parent] }).productPrice(parent).final_price).toBe(9900);
  });

  it('sums the enabled products of a grouped product at their quantities', () => {
    const grouped = product(1, { type_id: 'grouped' });
    const links = [
      { id: 1, product_id: 1, linked_product_id: 2, link_type: 'associated', qty: 2, position: 0 },
      { id: 2, product_id: 1, linked_product_id: 3, link_type: 'associated', qty: 1, position: 1 },
    ];
    const pricing = pricingOf({ products: [grouped, product(2, { price_cents: 300 }), product(3, { status: 2 })], links });
    expect(pricing.productPrice(grouped).final_price).toBe(600);
  });

  it('prices a bundle at its default selections', () => {
    const bundle = product(1, { type_id: 'bundle' });
    const bundleOptions = [
      { option_id: 10, product_id: 1, title: 'Crabs', type: 'select', required: 1, position: 0 },
      { option_id: 11, product_id: 1, title: 'Sides', type: 'checkbox', required: 0, position: 1 },
    ];
    const selection = (id: number, option_id: number, product_id: number, is_default: 0 | 1) => ({
      id,
      option_id,
      product_id,
      qty: 1,
      is_default,
      can_change_qty: 0,
      position: id,
    });
    const bundleSelections = [selection(1, 10, 2, 0), selection(2, 10, 3, 1), selection(3, 11, 4, 1), selection(4, 11, 5, 1)];
    const products = [
      bundle,
      product(2, { price_cents: 100 }),
      product(3, { price_cents: 200 }),
      product(4, { price_cents: 40 }),
      product(5, { price_cents: 2 }),
    ];
    expect(pricingOf({ products, bundleOptions, bundleSelections }).productPrice(bundle).final_price).toBe(242);
  });

  it('records the tax rate of every class priced since recordRates, cached prices included', () => {
    const taxed = product(1, { tax_class_id: 2 });
    const untaxed = product(2);
    const pricing = pricingOf({ products: [taxed, untaxed] });
    const first = pricing.recordRates();
    expect(pricing.simplePrice(taxed).final_price_incl_tax).toBe(1060);
    expect(first).toEqual(new Map([[2, 60_000]]));
    const second = pricing.recordRates();
    pricing.simplePrice(taxed);
    pricing.simplePrice(untaxed);
    expect(second).toEqual(
      new Map([
        [2, 60_000],
        [0, 0],
      ]),
    );
    expect(first.size).toBe(1);
    expect(pricing.rateOf(2)).toBe(60_000);
  });
});
