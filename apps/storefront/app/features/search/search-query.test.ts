import { describe, expect, it } from 'vitest';
import { searchBaseQuery, searchProductRequest } from './search-query';

describe('searchProductRequest', () => {
  it('asks for relevance order (no sort) by default', () => {
    const request = searchProductRequest({ query: 'crab', sort: null, window: { start: 0, size: 6 } });
    expect(request).toEqual({
      query: {
        search: 'crab',
        filters: [
          { key: 'visibility', value: { in: [3, 4] } },
          { key: 'status', value: { in: [0, 1] } },
        ],
        aggregations: [],
      },
      start: 0,
      size: 6,
      excludeFields: ['description', 'configurable_children', 'media_gallery', 'bundle_options', 'custom_options'],
    });
    expect(request).not.toHaveProperty('sort');
  });

  it('passes a chosen sort and the page window', () => {
    const request = searchProductRequest({ query: 'crab', sort: 'final_price:desc', window: { start: 50, size: 50 } });
    expect(request).toMatchObject({ sort: 'final_price:desc', start: 50, size: 50, query: { search: 'crab' } });
  });
});

describe('searchBaseQuery', () => {
  it('keeps the term first and the sort after it', () => {
    expect(searchBaseQuery('crab', null)).toBe('q=crab');
    expect(searchBaseQuery('soft shell', 'final_price')).toBe('q=soft+shell&sort=final_price');
    expect(searchBaseQuery('', 'final_price')).toBe('');
  });
});
