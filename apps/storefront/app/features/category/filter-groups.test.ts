import { describe, expect, it } from 'vitest';
import type { AggregationBucket } from '@shoreline/domain';
import { allowedFilterValues, buildChosenFilters, buildFilterGroups, filterCodes } from './filter-groups';
import type { Aggregations, FilterableAttribute } from './filter-groups';
import { readListingParams } from './listing-params';

const attributes: FilterableAttribute[] = [
  { code: 'color', label: 'Color', position: 10, values: ['49', '50'] },
  { code: 'size', label: 'Size', position: 11, values: ['166', '167', '168'] },
  { code: 'erin_recommends', label: 'Erin recommends', position: 30, values: ['1', '0'] },
  { code: 'crab_count', label: 'Quantity', position: 2, values: ['220', '221'] },
  { code: 'crab_size', label: 'Crab size', position: 1, values: ['210', '211', '212'] },
  { code: 'origin', label: 'Origin', position: 3, values: ['230', '233'] },
];

const bucket = (key: string, doc_count: number, label = key, extra: Partial<AggregationBucket> = {}): AggregationBucket => ({
  key,
  doc_count,
  label,
  ...extra,
});

const aggregations: Aggregations = {
  price: {
    buckets: [
      bucket('0.0-50.0', 4, '< $50', { from: 0, to: 50 }),
      bucket('50.0-100.0', 10, '$50 - 100', { from: 50, to: 100 }),
      bucket('150.0-*', 0, '> $150', { from: 150 }),
    ],
  },
  color: { buckets: [] },
  size: { buckets: [bucket('168', 1, 'M'), bucket('166', 2, 'XS')] },
  erin_recommends: { buckets: [bucket('0', 12, 'No'), bucket('1', 4, 'Yes')] },
  crab_size: { buckets: [bucket('212', 2, 'Jumbo'), bucket('210', 2, 'Medium')] },
  crab_count: { buckets: [bucket('221', 2, 'Dozen')] },
  origin: { buckets: [bucket('230', 12, 'Chesapeake Bay'), bucket('233', 0, 'Alaska')] },
};

const stateOf = (query: string) => readListingParams(new URLSearchParams(query), allowedFilterValues(attributes));

describe('filterCodes', () => {
  it('orders price, colour, size, the category attributes by position, then staff pick', () => {
    expect(filterCodes(attributes)).toEqual(['price', 'color', 'size', 'crab_size', 'crab_count', 'origin', 'erin_recommends']);
  });
});

describe('buildFilterGroups', () => {
  const groups = buildFilterGroups({ attributes, aggregations, ownFilterLessAggregations: {}, state: stateOf('') });

  it('keeps default filters with one option and other attributes with at least two', () => {
    expect(groups.map((group) => group.code)).toEqual(['price', 'size', 'crab_size', 'erin_recommends']);
  });

  it('labels price ranges as the API does and drops empty buckets', () => {
    const price = groups.find((group) => group.code === 'price');
    expect(price?.single).toBe(true);
    expect(price?.options.map((option) => option.label)).toEqual([{ text: '< $50' }, { text: '$50 - 100' }]);
  });

  it('orders options as the attribute does', () => {
    expect(groups.find((group) => group.code === 'size')?.options.map((option) => option.value)).toEqual(['166', '168']);
    expect(groups.find((group) => group.code === 'crab_size')?.options.map((option) => option.value)).toEqual(['210', '212']);
  });

  it('offers erin_recommends as a shopper-facing "Staff pick" option only', () => {
    const staff = groups.find((group) => group.code === 'erin_recommends');
    expect(staff?.title).toEqual({ key: 'catalog.filters.staffPick.title' });
    expect(staff?.options).toEqual([{ value: '1', label: { key: 'catalog.filters.staffPick.option' }, count: 4, selected: false }]);
  });

  it('keeps a chosen group’s other options from its aggregation without its own filter', () => {
    const state = stateOf('crab_size=212');
    const filtered: Aggregations = { ...aggregations, crab_size: { buckets: [bucket('212', 2, 'Jumbo')] } };
    const result = buildFilterGroups({ attributes, aggregations: filtered, ownFilterLessAggregations: { crab_size: aggregations }, state });
    expect(result.find((group) => group.code === 'crab_size')?.options.map((option) => [option.value, option.selected])).toEqual([
      ['210', false],
      ['212', true],
    ]);
  });
});

describe('buildChosenFilters', () => {
  it('lists chosen values with labels and the query that removes each', () => {
    const state = readListingParams(new URLSearchParams('price=50.0-100.0&size=166&sort=final_price'), allowedFilterValues(attributes));
    const groups = buildFilterGroups({
      attributes,
      aggregations,
      ownFilterLessAggregations: { price: aggregations, size: aggregations },
      state,
    });
    expect(buildChosenFilters(groups, state, attributes)).toEqual([
      {
        code: 'price',
        value: '50.0-100.0',
        group: { key: 'catalog.filters.price' },
        label: { text: '$50 - 100' },
        removeSearch: '?size=166&sort=final_price',
      },
      { code: 'size', value: '166', group: { text: 'Size' }, label: { text: 'XS' }, removeSearch: '?price=50.0-100.0&sort=final_price' },
    ]);
  });
});
