import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseCatalog } from './parse.js';
import { parentIdOf, parentsFirst, productOptionSets, productReferences, productRowSets } from './product-tables.js';
import { planCatalog } from './references.js';
import type { StoredCatalog } from './stored-catalog.js';

const SEED = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../../seed/catalog.ndjson');
const plan = planCatalog(parseCatalog(fs.readFileSync(SEED, 'utf8')).records);
const product = (sku: string) => plan.products.find((p) => p.sku === sku) ?? expect.fail(`no product ${sku}`);

describe('productReferences', () => {
  it("resolves skus and attribute codes to the file's ids, then to stored ones, else 0", () => {
    const stored = {
      products: new Map([['STORED-SKU', { id: 700 }]]),
      attributes: new Map([['stored_code', { attribute_id: 800 }]]),
    } as unknown as StoredCatalog;
    const refs = productReferences(plan, stored);
    expect(refs.productIdOf('CRAB-STEAM')).toBe(product('CRAB-STEAM').id);
    expect(refs.productIdOf('STORED-SKU')).toBe(700);
    expect(refs.productIdOf('NOWHERE')).toBe(0);
    expect(refs.attributeIdOf('color')).toBe(93);
    expect(refs.attributeIdOf('stored_code')).toBe(800);
    expect(productReferences(plan).productIdOf('STORED-SKU')).toBe(0);
  });

  it("gives a configurable child its parent's id and others none", () => {
    const refs = productReferences(plan);
    const child = plan.products.find((p) => p.parent_sku === 'CRAB-STEAM') ?? expect.fail('no child');
    expect(parentIdOf(child, refs)).toBe(product('CRAB-STEAM').id);
    expect(parentIdOf(product('CRAB-STEAM'), refs)).toBeNull();
  });
});

describe('parentsFirst', () => {
  it('puts every product without a parent before the children, each group in file order', () => {
    const ordered = parentsFirst(plan.products);
    const firstChild = ordered.findIndex((p) => p.parent_sku !== undefined);
    expect(ordered.slice(firstChild).every((p) => p.parent_sku !== undefined)).toBe(true);
    expect(ordered.slice(0, firstChild)).toEqual(plan.products.filter((p) => p.parent_sku === undefined));
    expect(plan.products.findIndex((p) => p.parent_sku !== undefined)).toBeLessThan(plan.products.findIndex((p) => p.sku === 'CRAB-STEAM'));
  });
});

describe('product row sets', () => {
  const refs = productReferences(plan);

  it('names each table a product writes beside its own row, with the record key that replaces it', () => {
    expect(productRowSets(refs).map(({ key, table }) => [key, table])).toEqual([
      ['attributes', 'product_attribute_values'],
      ['category_ids', 'product_categories'],
      ['gallery', 'product_media'],
      ['stores', 'product_stores'],
      ['store_texts', 'product_store_texts'],
      ['configurable_attributes', 'configurable_attributes'],
      ['links', 'product_links'],
    ]);
    expect(productOptionSets(refs).map(({ key, table }) => [key, table])).toEqual([
      ['bundle_options', 'bundle_options'],
      ['bundle_options', 'bundle_selections'],
      ['bundle_options', 'bundle_option_store_texts'],
      ['custom_options', 'custom_options'],
      ['custom_options', 'custom_option_values'],
      ['custom_options', 'custom_option_store_texts'],
      ['custom_options', 'custom_option_value_store_texts'],
    ]);
  });

  it('places the product in its categories at the given position', () => {
    const p = product('CRAB-STEAM');
    const categories = productRowSets(refs, () => 42).find((set) => set.table === 'product_categories');
    expect(categories?.rowsOf(p)).toEqual(p.category_ids.map((category_id) => ({ product_id: p.id, category_id, position: 42 })));
  });

  it("resolves a bundle's selections and a configurable's attributes to ids", () => {
    const bundle = product('FEAST-CRAB-4');
    const selections =
      productOptionSets(refs)
        .find((set) => set.table === 'bundle_selections')
        ?.rowsOf(bundle) ?? [];
    expect(selections.length).toBeGreaterThan(0);
    expect(selections.every((row) => 'product_id' in row && typeof row.product_id === 'number' && row.product_id > 0)).toBe(true);
    const configurable =
      productRowSets(refs)
        .find((set) => set.table === 'configurable_attributes')
        ?.rowsOf(product('MERCH-TEE')) ?? [];
    expect(configurable).toContainEqual(expect.objectContaining({ attribute_id: 93 }));
  });
});
