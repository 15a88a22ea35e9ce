import { describe, expect, it } from 'vitest';
import { hasMore, isLoadMoreNavigation, nextPage, pagedSearch, pagesFor, toggleQueryParam, toSearch, withSortParam } from './query-string';

const params = (query: string) => new URLSearchParams(query);

describe('toggleQueryParam', () => {
  it('toggles a value, keeping other params and dropping paging', () => {
    expect(toSearch(toggleQueryParam(params('sort=final_price&page=2&offset=50'), 'color', '49', false))).toBe(
      '?sort=final_price&color=49',
    );
    expect(toSearch(toggleQueryParam(params('color=49&color=50'), 'color', '49', false))).toBe('?color=50');
    expect(toSearch(toggleQueryParam(params('color=49'), 'color', '49', false))).toBe('');
  });

  it('replaces a single-choice value', () => {
    expect(toSearch(toggleQueryParam(params('price=0.0-50.0'), 'price', '50.0-100.0', true))).toBe('?price=50.0-100.0');
  });
});

describe('withSortParam', () => {
  it('sets or removes the sort and drops paging', () => {
    expect(toSearch(withSortParam(params('color=49&page=3'), 'final_price'))).toBe('?color=49&sort=final_price');
    expect(toSearch(withSortParam(params('sort=final_price'), ''))).toBe('');
  });
});

describe('paging', () => {
  it('builds page links on the list query', () => {
    expect(pagedSearch('color=49', 2)).toBe('?color=49&page=2');
    expect(pagedSearch('q=crab', 3, 100)).toBe('?q=crab&page=3&offset=100');
    expect(pagedSearch('', 1)).toBe('');
    expect(pagedSearch('page=4&q=x', 1)).toBe('?q=x');
  });

  it('does the page math', () => {
    expect(nextPage(50, 50)).toBe(2);
    expect(nextPage(100, 50)).toBe(3);
    expect(pagesFor(64, 50)).toBe(2);
    expect(pagesFor(0, 50)).toBe(1);
    expect(hasMore(50, 64)).toBe(true);
    expect(hasMore(64, 64)).toBe(false);
    expect(hasMore(100, 100)).toBe(false);
  });

  it('recognises a navigation that only raises the page', () => {
    const url = (path: string) => new URL(path, 'http://shop.test');
    expect(isLoadMoreNavigation(url('/c/crabs?color=49'), url('/c/crabs?color=49&page=2'))).toBe(true);
    expect(isLoadMoreNavigation(url('/c/crabs?page=2&color=49'), url('/c/crabs?color=49&page=3'))).toBe(true);
    expect(isLoadMoreNavigation(url('/c/crabs?page=2'), url('/c/crabs'))).toBe(false);
    expect(isLoadMoreNavigation(url('/c/crabs'), url('/c/crabs?color=49&page=2'))).toBe(false);
    expect(isLoadMoreNavigation(url('/c/crabs'), url('/c/shrimp?page=2'))).toBe(false);
  });
});
