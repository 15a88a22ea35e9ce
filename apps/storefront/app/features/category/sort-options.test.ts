import { describe, expect, it } from 'vitest';
import { SORT_VALUES } from './listing-params';
import { CATEGORY_SORT_OPTIONS, SEARCH_SORT_OPTIONS, sortView } from './sort-options';

describe('sort options', () => {
  it('starts with the list default, then latest and both price orders', () => {
    expect(CATEGORY_SORT_OPTIONS).toEqual([
      { value: '', label: 'catalog.sort.position' },
      { value: 'updated_at:desc', label: 'catalog.sort.latest' },
      { value: 'final_price', label: 'catalog.sort.priceAsc' },
      { value: 'final_price:desc', label: 'catalog.sort.priceDesc' },
    ]);
    expect(SEARCH_SORT_OPTIONS[0]).toEqual({ value: '', label: 'catalog.sort.relevance' });
    expect(SEARCH_SORT_OPTIONS.slice(1)).toEqual(CATEGORY_SORT_OPTIONS.slice(1));
  });

  it('offers exactly the sorts the query accepts', () => {
    expect(SEARCH_SORT_OPTIONS.slice(1).map((option) => option.value)).toEqual(SORT_VALUES);
  });

  it('builds the control state with the default as ""', () => {
    expect(sortView(null, SEARCH_SORT_OPTIONS, new URLSearchParams('q=crab').entries())).toEqual({
      current: '',
      options: SEARCH_SORT_OPTIONS,
      hidden: [['q', 'crab']],
    });
    expect(sortView('final_price', CATEGORY_SORT_OPTIONS, []).current).toBe('final_price');
  });
});
