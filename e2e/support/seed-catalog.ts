import fs from 'node:fs';
import path from 'node:path';

const SEED_FILE = path.join(process.cwd(), 'apps/api/seed/catalog.ndjson');

/** The seed catalog's records, one parsed NDJSON line each. */
export function seedRecords(): Array<Record<string, unknown>> {
  return fs
    .readFileSync(SEED_FILE, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as Record<string, unknown>);
}

/**
 * A product's seed record without its stock, ready to be sent again through the partial import with a change: a line
 * without stock leaves the product's stock as it is.
 */
export function seedProductWithoutStock(sku: string): Record<string, unknown> {
  const found = seedRecords().find((record) => record.type === 'product' && record.sku === sku);
  if (!found) throw new Error(`${sku} is not in the seed catalog`);
  const { stock: _stock, ...record } = found;
  return record;
}
