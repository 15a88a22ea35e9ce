import { describe, expect, it } from 'vitest';
import { likeMatcher, parseSort, predicateFor, projectFields, sortDocs, valuesAt, wildcardMatcher } from './query-engine.js';
import { OVER_BUDGET_MESSAGE, QueryBudget } from './query-budget.js';

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

  it.each([
    ['crab', 'Steamed Blue Crabs', true],
    ['CRAB', 'steamed blue crabs', true],
    ['crab%', 'Steamed Blue Crabs', false],
    ['steamed%', 'Steamed Blue Crabs', true],
    ['%crabs', 'Steamed Blue Crabs', true],
    ['%blue%', 'Steamed Blue Crabs', true],
    ['s%b%c%s', 'Steamed Blue Crabs', true],
    ['s%crabs%blue', 'Steamed Blue Crabs', false],
    ['%', '', true],
    ['%%', 'anything', true],
    ['ab%ba', 'aba', false],
    ['ab%ba', 'abba', true],
    ['a_b', 'a_b', true],
    ['a_b', 'axb', false],
    ['a.c', 'abc', false],
    ['%(x+)+%', 'a(x+)+b', true],
    ['%crab%', 'first line\nsecond line with crab', true],
  ])('like %j over %j matches: %s', (pattern, text, expected) => {
    expect(likeMatcher(pattern)(text)).toBe(expected);
  });

  it('matches many wildcards in linear time', () => {
    const text = `${'e '.repeat(5000)}!`;
    const started = performance.now();
    expect(likeMatcher(`${'%e'.repeat(100)}%~`)(text)).toBe(false);
    expect(wildcardMatcher(`${'*'.repeat(100)}X`, '*')('configurable_children.final_price')).toBe(false);
    expect(performance.now() - started).toBeLessThan(100);
  });

  it('reads only the own fields of a document, never inherited ones', () => {
    expect(valuesAt(doc, ['constructor'])).toEqual([]);
    expect(valuesAt(doc, ['stock', '__proto__'])).toEqual([]);
    expect(valuesAt(doc, ['category', 'toString'])).toEqual([]);
    expect(predicateFor({ like: '%native%' })(valuesAt(doc, ['constructor']))).toBe(false);
  });

  it('stops a query that is over its time budget', () => {
    let now = 0;
    const budget = new QueryBudget(500, () => now);
    for (let i = 0; i < 1000; i++) budget.tick();
    now = 499;
    expect(() => budget.check()).not.toThrow();
    now = 500;
    expect(() => budget.check()).toThrow(OVER_BUDGET_MESSAGE);
    expect(() => sortDocs([{ p: 2 }, { p: 1 }], parseSort('p', 'p'), budget.tick)).not.toThrow();
    const many = Array.from({ length: 1000 }, (_, p) => ({ p }));
    expect(() => sortDocs(many, parseSort('p:desc', 'p'), budget.tick)).toThrow(OVER_BUDGET_MESSAGE);
  });
});
