import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { importCatalog } from '../src/seed/import.js';
import { CatalogImportError } from '../src/seed/parse.js';
import { engines, MINI_CATALOG, startApi, suiteApi } from './harness.js';

const SHOP_SEED = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..', 'seed', 'catalog.ndjson');
const mini = fs.readFileSync(MINI_CATALOG, 'utf8');

describe.each(engines)('catalog import on $name', (engine) => {
  const api = suiteApi(engine);
  it('reports every bad row by line and imports nothing', async () => {
    const { openDatabase } = await import('../src/db/database.js');
    const opened = await openDatabase(api.config);
    try {
      const broken = mini
        .split('\n')
        .map((line, index) => {
          if (line.includes('"sku":"SIDE-CORN"')) return line.replace('"price":6', '"price":"six"');
          if (line.includes('"sku":"CRAB-CAKE"')) return line.replace('"category_ids":[3,31]', '"category_ids":[3,999]');
          return index === 2 ? '{not json' : line;
        })
        .join('\n');
      const error = await importCatalog(opened.db, opened.dialect, broken).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(CatalogImportError);
      const problems = (error as CatalogImportError).problems;
      const lineOf = (needle: string) => mini.split('\n').findIndex((line) => line.includes(needle)) + 1;
      expect(problems).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ line: 3, message: expect.stringContaining('not valid JSON') }),
          expect.objectContaining({ line: lineOf('"sku":"SIDE-CORN"'), message: expect.stringContaining('price') }),
          expect.objectContaining({ line: lineOf('"sku":"CRAB-CAKE"'), message: 'category 999 is not defined' }),
        ]),
      );
      const products = await opened.db.selectFrom('products').select('sku').execute();
      expect(products).toHaveLength(9);
    } finally {
      await opened.close();
    }
  });

  it('replaces the catalog atomically and every process picks up the new version', async () => {
    const { openDatabase } = await import('../src/db/database.js');
    const opened = await openDatabase(api.config);
    try {
      const renamed = mini.replace('"name":"Sweet Corn"', '"name":"Silver Queen Sweet Corn"');
      await importCatalog(opened.db, opened.dialect, renamed);
    } finally {
      await opened.close();
    }
    await expect
      .poll(
        async () => {
          const response = await api.request('POST', '/api/catalog', {
            entityType: 'product',
            query: { filters: [{ key: 'sku', value: 'SIDE-CORN' }] },
          });
          return (response.body.result as { items: Array<{ name: string }> }).items[0]?.name;
        },
        { timeout: 5000 },
      )
      .toBe('Silver Queen Sweet Corn');
  });
});

describe('the shipped seed catalog', () => {
  const dirs: string[] = [];
  afterEach(() => {
    for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
  });

  it('imports cleanly into a new SQLite file and survives a restart', async () => {
    const first = await startApi({ name: 'sqlite' }, { seedFile: SHOP_SEED });
    const dataDir = first.config.dataDir;
    try {
      const health = await first.request('GET', '/api/health');
      expect((health.body.result as { products: number }).products).toBeGreaterThanOrEqual(60);
      const featured = await first.request('POST', '/api/catalog', {
        entityType: 'product',
        query: { filters: [{ key: 'category_ids', value: { in: [31] } }] },
        size: 4,
      });
      expect((featured.body.result as { items: unknown[] }).items).toHaveLength(4);
    } finally {
      await first.app.close();
    }
    // A second start on the same data keeps it (and does not seed again).
    const marker = path.join(dataDir, 'shoreline.db');
    expect(fs.existsSync(marker)).toBe(true);
    const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'shoreline-empty-seed-'));
    dirs.push(tmp, dataDir);
    const emptySeed = path.join(tmp, 'empty.ndjson');
    fs.writeFileSync(emptySeed, '');
    const second = await startApi({ name: 'sqlite' }, { dataDir, sqliteFile: marker, seedFile: emptySeed });
    try {
      const health = await second.request('GET', '/api/health');
      expect(health.body.result as { products: number; catalogVersion: number }).toMatchObject({ catalogVersion: 1 });
      expect((health.body.result as { products: number }).products).toBeGreaterThanOrEqual(60);
    } finally {
      await second.app.close();
    }
  });
});
