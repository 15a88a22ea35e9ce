import { describe, expect, it } from 'vitest';
import { parseSort, predicateFor, projectFields, sortDocs, valuesAt } from './query-engine.js';

const doc = {
  sku: 'TEE',
  price: 28,
  status: 1,
  stock: { is_in_stock: true, qty: 5 },
  category: [{ name: 'Merch' }, { name: 'Picks' }],
  configurable_children: [
    { sku: 'TEE-M', color: '49' },
    { sku: 'TEE-L', color: '50' },
  ],
};

describe('catalog query engine', () => {
  it('reads values at dotted paths through arrays', () => {
    expect(valuesAt(doc, ['configurable_children', 'sku'])).toEqual(['TEE-M', 'TEE-L']);
    expect(valuesAt(doc, ['stock', 'is_in_stock'])).toEqual([true]);
    expect(valuesAt(doc, ['missing', 'path'])).toEqual([]);
  });

  it.each([
    ['49', ['49'], true],
    [49, ['49'], true],
    [{ eq: 'x' }, ['49'], false],
    [{ neq: '49' }, ['49', '50'], false],
    [{ in: ['50', '51'] }, ['49', '50'], true],
    [{ nin: ['50'] }, ['49'], true],
    [{ gte: 28, lte: 30 }, [28], true],
    [{ gt: 28 }, [28], false],
    [{ lt: '2026-12-01' }, ['2026-11-21'], true],
    [{ like: 'crab' }, ['Steamed Blue Crabs'], true],
    [{ like: 'crab%' }, ['Steamed Blue Crabs'], false],
    [true, [1], true],
    [['a', 'b'], ['b'], true],
  ])('filter %j over %j matches: %s', (value, values, expected) => {
    expect(predicateFor(value as Parameters<typeof predicateFor>[0])(values)).toBe(expected);
  });

  it('sorts with missing values last and keeps ties stable', () => {
    const docs = [{ id: 1, p: 5 }, { id: 2 }, { id: 3, p: 1 }, { id: 4, p: 5 }];
    expect(sortDocs(docs, parseSort('p:desc', 'id')).map((d) => d.id)).toEqual([1, 4, 3, 2]);
    expect(sortDocs(docs, parseSort('', 'p')).map((d) => d.id)).toEqual([3, 1, 4, 2]);
  });

  it('projects fields with dotted paths and wildcards', () => {
    expect(projectFields(doc, ['sku', 'configurable_children.sku'], null)).toEqual({
      sku: 'TEE',
      configurable_children: [{ sku: 'TEE-M' }, { sku: 'TEE-L' }],
    });
    expect(Object.keys(projectFields(doc, null, ['*children', 'category', 'stock.qty']))).toEqual(['sku', 'price', 'status', 'stock']);
  });
});
