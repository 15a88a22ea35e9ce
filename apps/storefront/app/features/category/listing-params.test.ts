import { describe, expect, it } from 'vitest';
import {
  chosenCount,
  hasRefinements,
  listingSearchParams,
  MAX_PAGE,
  parseOffset,
  parsePage,
  readListingParams,
  resetSearch,
  toggleFilter,
  toSearch,
  withPage,
  withSort,
  type AllowedFilterValues,
  type ListingState,
} from './listing-params';

const allowed: AllowedFilterValues = new Map([
  ['price', new Set(['0.0-50.0', '50.0-100.0', '100.0-150.0', '150.0-*'])],
  ['color', new Set(['49', '50', '51'])],
  ['erin_recommends', new Set(['1'])],
]);

const read = (query: string) => readListingParams(new URLSearchParams(query), allowed);
const empty: ListingState = { filters: {}, sort: null, page: 1, offset: 0 };

describe('readListingParams', () => {
  it('reads filters, sort and page from the query', () => {
    expect(read('color=49&color=50&price=50.0-100.0&sort=final_price&page=2')).toEqual({
      filters: { price: ['50.0-100.0'], color: ['49', '50'] },
      sort: 'final_price',
      page: 2,
      offset: 0,
    });
  });

  it('ignores unknown keys, unknown values and garbage safely', () => {
    expect(read('foo=bar&color=999&color=<script>&size=167&sort=name:asc&page=abc&erin_recommends=0')).toEqual(empty);
    expect(read('page=-3&offset=12')).toEqual(empty);
    expect(read('color=49&color=49')).toMatchObject({ filters: { color: ['49'] } });
  });

  it('keeps only one price range (single choice)', () => {
    expect(read('price=0.0-50.0&price=150.0-*').filters).toEqual({ price: ['0.0-50.0'] });
    expect(read('price=10-20').filters).toEqual({});
  });
});

describe('paging params', () => {
  it('accepts only positive whole pages, capped', () => {
    expect(parsePage(null)).toBe(1);
    expect(parsePage('0')).toBe(1);
    expect(parsePage('2.5')).toBe(1);
    expect(parsePage('3')).toBe(3);
    expect(parsePage('9999')).toBe(MAX_PAGE);
  });

  it('accepts an offset only on a page boundary before the last requested page', () => {
    expect(parseOffset('50', 2)).toBe(50);
    expect(parseOffset('100', 2)).toBe(0);
    expect(parseOffset('25', 2)).toBe(0);
    expect(parseOffset('x', 2)).toBe(0);
  });
});

describe('toggleFilter', () => {
  it('appends, removes and drops emptied filters', () => {
    const one = toggleFilter(empty, 'color', '49');
    expect(one.filters).toEqual({ color: ['49'] });
    const two = toggleFilter(one, 'color', '50');
    expect(two.filters).toEqual({ color: ['49', '50'] });
    expect(toggleFilter(two, 'color', '49').filters).toEqual({ color: ['50'] });
    expect(toggleFilter(one, 'color', '49').filters).toEqual({});
  });

  it('replaces the price range instead of adding a second one', () => {
    const cheap = toggleFilter(empty, 'price', '0.0-50.0');
    expect(toggleFilter(cheap, 'price', '50.0-100.0').filters).toEqual({ price: ['50.0-100.0'] });
    expect(toggleFilter(cheap, 'price', '0.0-50.0').filters).toEqual({});
  });

  it('starts the list again from the first page and keeps the sort', () => {
    const paged: ListingState = { filters: {}, sort: 'final_price', page: 3, offset: 100 };
    expect(toggleFilter(paged, 'color', '49')).toEqual({ filters: { color: ['49'] }, sort: 'final_price', page: 1, offset: 0 });
  });
});

describe('query strings', () => {
  it('writes filters, sort and page (page 1 left out)', () => {
    const state = withPage(withSort(toggleFilter(toggleFilter(empty, 'color', '49'), 'color', '50'), 'final_price:desc'), 2);
    expect(toSearch(listingSearchParams(state))).toBe('?color=49&color=50&sort=final_price%3Adesc&page=2');
    expect(toSearch(listingSearchParams(empty))).toBe('');
  });

  it('round-trips through readListingParams', () => {
    const state = read('price=150.0-*&color=51&sort=updated_at:desc');
    expect(read(listingSearchParams(state).toString())).toEqual(state);
  });

  it('ignores an unknown sort and resets to an empty query', () => {
    expect(withSort(empty, 'name').sort).toBeNull();
    expect(resetSearch()).toBe('');
  });

  it('counts chosen values and refinements', () => {
    const state = read('color=49&color=50&price=0.0-50.0');
    expect(chosenCount(state.filters)).toBe(3);
    expect(hasRefinements(state)).toBe(true);
    expect(hasRefinements(read('page=2'))).toBe(false);
  });
});
