import { describe, expect, it } from 'vitest';
import { FieldIndexes } from './field-index.js';

const docs = [
  { id: 1, sku: 'A', color: '49' },
  { id: 2, sku: 'B', color: '50' },
];

describe('catalog field indexes', () => {
  it('answers equality lookups from an index', () => {
    const indexes = new FieldIndexes(docs);
    expect(indexes.lookup(['color'], ['50', '49'])).toEqual([0, 1]);
    expect(indexes.lookup(['sku'], ['B'])).toEqual([1]);
    expect(indexes.lookup(['constructor'], ['x'])).toEqual([]);
  });

  it('keeps no index for fields no document has, however many a client names', () => {
    const indexes = new FieldIndexes(docs);
    for (let i = 0; i < 2000; i++) expect(indexes.lookup([`missing_${i}`], ['x'])).toEqual([]);
    expect(indexes.indexedFieldCount).toBe(0);
  });

  it('does not cache lookups of long value lists', () => {
    const indexes = new FieldIndexes(docs);
    const values = Array.from({ length: 1000 }, (_, i) => `${'v'.repeat(90)}${i}`);
    for (let i = 0; i < 50; i++) indexes.lookup(['sku'], [...values, `other-${i}`]);
    expect(indexes.cachedLookupCount).toBe(0);
    indexes.lookup(['sku'], ['A']);
    expect(indexes.cachedLookupCount).toBe(1);
  });
});
