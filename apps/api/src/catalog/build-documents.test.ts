import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/database.js';
import type { OpenedDatabase } from '../db/dialect.js';
import { importCatalogFile } from '../seed/import.js';
import { loadCatalogRows, type CatalogRows } from './storage.js';
import { buildSnapshot } from './build-documents.js';

const SEED = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../../seed/catalog.ndjson');
const NOW = new Date('2026-03-01T12:00:00Z');

describe('catalog snapshot', () => {
  let dataDir: string;
  let opened: OpenedDatabase;

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shoreline-snapshot-'));
    opened = await openDatabase({ databaseUrl: null, databaseSchema: null, sqliteFile: path.join(dataDir, 'shoreline.db') });
    await importCatalogFile(opened.db, opened.dialect, SEED);
  });

  afterAll(async () => {
    await opened.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  /** The shop's catalog, with the tee shirt (taxable goods) also sold by the restaurant, which charges Maryland tax. */
  async function rowsWithTaxedSharedProduct(): Promise<CatalogRows> {
    const rows = await loadCatalogRows(opened.db);
    const tee = rows.products.find((p) => p.sku === 'MERCH-TEE');
    if (!tee) throw new Error('the seed has no MERCH-TEE');
    rows.productStores.push({ product_id: tee.id, store_code: 'restaurant' });
    return rows;
  }

  it('shares a product document between stores only when the tax rates its prices use are the same', async () => {
    const snapshot = buildSnapshot(await rowsWithTaxedSharedProduct(), NOW);
    const main = snapshot.byStore.get('main')!;
    const restaurant = snapshot.byStore.get('restaurant')!;

    const crabs = main.productsBySku.get('CRAB-STEAM');
    expect(crabs).toBeDefined();
    expect(restaurant.productsBySku.get('CRAB-STEAM')).toBe(crabs);

    const mainTee = main.productsBySku.get('MERCH-TEE')!;
    const restaurantTee = restaurant.productsBySku.get('MERCH-TEE')!;
    expect(restaurantTee).not.toBe(mainTee);
    expect(mainTee.final_price_tax).toBe(0);
    expect(restaurantTee.final_price_tax).toBeGreaterThan(0);
    expect(restaurantTee.final_price).toBe(mainTee.final_price);
    const child = mainTee.configurable_children![0];
    expect(restaurant.productsBySku.get(child.sku)).not.toBe(main.productsBySku.get(child.sku));
  });

  it('gives every store the same documents it would get if it were built alone', async () => {
    const snapshot = buildSnapshot(await rowsWithTaxedSharedProduct(), NOW);
    for (const [code, catalog] of snapshot.byStore) {
      const rows = await rowsWithTaxedSharedProduct();
      rows.stores = rows.stores.filter((store) => store.code === code);
      const alone = buildSnapshot(rows, NOW).byStore.get(code)!;
      expect(JSON.stringify(catalog.products)).toBe(JSON.stringify(alone.products));
      expect(JSON.stringify(catalog.categories)).toBe(JSON.stringify(alone.categories));
    }
  });
});
