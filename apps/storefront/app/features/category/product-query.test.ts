import { describe, expect, it } from 'vitest';
import { categoryIdsOf, categoryProductRequest, chosenFilterClauses, parsePriceRange, priceFilterValue } from './product-query';

describe('categoryIdsOf', () => {
  it('collects the category and all active descendants', () => {
    const tree = {
      id: 3,
      children_data: [
        { id: 4, children_data: [{ id: 40, children_data: [] }] },
        { id: 5, is_active: false, children_data: [{ id: 50 }] },
        { id: 6 },
      ],
    };
    expect(categoryIdsOf(tree)).toEqual([3, 4, 40, 6]);
  });
});

describe('price ranges', () => {
  it('parses range keys', () => {
    expect(parsePriceRange('50.0-100.0')).toEqual({ from: 50, to: 100 });
    expect(parsePriceRange('150.0-*')).toEqual({ from: 150 });
    expect(parsePriceRange('100-50')).toBeNull();
    expect(parsePriceRange('cheap')).toBeNull();
    expect(parsePriceRange('-5-10')).toBeNull();
  });

  it('makes range filters without a zero lower bound or a missing upper bound', () => {
    expect(priceFilterValue('0.0-50.0')).toEqual({ lte: 50 });
    expect(priceFilterValue('50.0-100.0')).toEqual({ gte: 50, lte: 100 });
    expect(priceFilterValue('150.0-*')).toEqual({ gte: 150 });
    expect(priceFilterValue('nonsense')).toBeNull();
  });
});

describe('chosenFilterClauses', () => {
  it('turns attributes into `in` and price into a range on final_price', () => {
    expect(chosenFilterClauses({ color: ['49', '50'], price: ['50.0-100.0'] })).toEqual([
      { key: 'color', value: { in: ['49', '50'] } },
      { key: 'final_price', value: { gte: 50, lte: 100 } },
    ]);
    expect(chosenFilterClauses({ price: ['garbage'], size: [] })).toEqual([]);
  });
});

describe('categoryProductRequest', () => {
  it('builds the listing query with defaults, category ids, filters, sort, page and light fields', () => {
    const request = categoryProductRequest({
      categoryIds: [3, 4],
      filters: { crab_size: ['212'] },
      sort: 'final_price',
      window: { start: 50, size: 50 },
      aggregations: ['price', 'crab_size'],
    });
    expect(request).toEqual({
      query: {
        filters: [
          { key: 'visibility', value: { in: [2, 3, 4] } },
          { key: 'status', value: { in: [0, 1] } },
          { key: 'category_ids', value: { in: [3, 4] } },
          { key: 'crab_size', value: { in: ['212'] } },
        ],
        aggregations: ['price', 'crab_size'],
      },
      sort: 'final_price',
      start: 50,
      size: 50,
      excludeFields: ['description', 'configurable_children', 'media_gallery', 'bundle_options', 'custom_options'],
    });
  });

  it('uses the default sort (position) when none is chosen', () => {
    expect(
      categoryProductRequest({ categoryIds: [3], filters: {}, sort: null, window: { start: 0, size: 50 }, aggregations: [] }).sort,
    ).toBe('position:asc');
  });
});
