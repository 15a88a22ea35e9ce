import { describe, expect, it } from 'vitest';
import { namedColumns } from './table-writes.js';

describe('namedColumns', () => {
  const row = { sku: 'CRAB-DZ', name: 'Dozen', price_cents: 6499, url_path: 'dozen', updated_at: 'now' };

  it('keeps the columns whose own key the line names', () => {
    expect(namedColumns(row, new Set(['sku', 'name']))).toEqual({ sku: 'CRAB-DZ', name: 'Dozen' });
  });

  it('follows a column to the record keys it comes from, and always keeps the `always` columns', () => {
    const sources = { price_cents: ['price'], url_path: ['url_key'] };
    expect(namedColumns(row, new Set(['price']), { sources, always: ['updated_at'] })).toEqual({ price_cents: 6499, updated_at: 'now' });
    expect(namedColumns(row, new Set(['price_cents']), { sources })).toEqual({});
  });
});
