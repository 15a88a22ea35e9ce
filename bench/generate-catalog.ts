import fs from 'node:fs';
import path from 'node:path';
import { seededRandom } from './seeded-random.js';

/**
 * Makes a large catalog for benchmarks from the shop's seed: every product is
 * copied with new ids, skus and url keys until the target count is reached. Each
 * copy draws its own name words, price, stock and dates from a seeded generator,
 * so search terms, price buckets and sorts spread like a real catalog's while
 * two runs still produce the same file. Usage: tsx bench/generate-catalog.ts [count] [out-file]
 */
type Json = Record<string, unknown>;
const target = Number(process.argv[2] ?? 10_000);
const out = path.resolve(process.argv[3] ?? 'bench/out/catalog-10k.ndjson');
const seed = path.resolve('apps/api/seed/catalog.ndjson');

const ORIGINS = [
  'Chesapeake',
  'Tidewater',
  'Eastern Shore',
  'Harbor',
  'Bayside',
  'Patuxent',
  'Tilghman',
  'Smith Island',
  'Choptank',
  'Rock Hall',
];
const STYLES = ['Classic', 'Old Bay', 'Garlic Butter', 'Cajun', 'Lemon Pepper', 'Smoked', 'Hickory', 'Captain', 'Dockside', 'Family'];
const EXTRAS = ['', '', '', 'Select', 'Reserve', 'Market', 'Heritage', 'Waterman’s', 'Pier', 'Sunday', 'Tailgate', 'Holiday'];

const random = seededRandom(20261121);
const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)];
const DAY_MS = 86_400_000;
const YEAR_START = Date.parse('2026-01-01T08:00:00.000Z');

function variedStock(stock: unknown): unknown {
  if (!stock || typeof stock !== 'object') return stock;
  const qty = random() < 0.05 ? 0 : Math.floor(random() * 200) + 1;
  return { ...(stock as Json), qty, is_in_stock: qty > 0 };
}

const records = fs
  .readFileSync(seed, 'utf8')
  .split('\n')
  .filter((line) => line.trim())
  .map((line) => JSON.parse(line) as Json);
const base = records.filter((r) => r.type !== 'product' && r.type !== 'review' && r.type !== 'url_rewrite');
const products = records.filter((r) => r.type === 'product');
const generated: Json[] = [...products];

// Whole copies only, so configurable families, bundles and grouped links stay complete.
for (let copy = 1; generated.length < target; copy++) {
  const suffix = `G${copy}`;
  const rename = (sku: unknown) => `${String(sku)}-${suffix}`;
  const offset = copy * 100_000;
  for (const product of products) {
    const price = Math.max(1, Math.round(Number(product.price) * (0.6 + random() * 0.9) * 100) / 100);
    const special =
      product.special_price === null || product.special_price === undefined ? null : Math.min(price - 0.01, Number(product.special_price));
    generated.push({
      ...product,
      id: Number(product.id) + offset,
      sku: rename(product.sku),
      url_key: `${String(product.url_key)}-${suffix.toLowerCase()}`,
      name: [pick(ORIGINS), pick(EXTRAS), pick(STYLES), String(product.name)].filter(Boolean).join(' '),
      price,
      stock: variedStock(product.stock),
      updated_at: new Date(YEAR_START + Math.floor(random() * 320) * DAY_MS).toISOString(),
      is_new: random() < 0.03,
      is_bestseller: random() < 0.03,
      special_price: special !== null && special > 0 ? Math.round(special * 100) / 100 : null,
      ...(product.parent_sku ? { parent_sku: rename(product.parent_sku) } : {}),
      ...(Array.isArray(product.links) ? { links: (product.links as Json[]).map((l) => ({ ...l, sku: rename(l.sku) })) } : {}),
      ...(Array.isArray(product.bundle_options)
        ? {
            bundle_options: (product.bundle_options as Json[]).map((o) => ({
              ...o,
              option_id: Number(o.option_id) + offset,
              links: (o.links as Json[]).map((l) => ({ ...l, sku: rename(l.sku) })),
            })),
          }
        : {}),
      ...(Array.isArray(product.custom_options)
        ? {
            custom_options: (product.custom_options as Json[]).map((o) => ({
              ...o,
              option_id: Number(o.option_id) + offset,
              values: ((o.values as Json[] | undefined) ?? []).map((v) => ({ ...v, option_type_id: Number(v.option_type_id) + offset })),
            })),
          }
        : {}),
    });
  }
}

fs.mkdirSync(path.dirname(out), { recursive: true });
fs.writeFileSync(out, [...base, ...generated].map((r) => JSON.stringify(r)).join('\n') + '\n');
console.log(`wrote ${generated.length} products to ${path.relative(process.cwd(), out)}`);
