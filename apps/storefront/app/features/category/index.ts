/** The category feature's public surface: the product grid, sorting and paging that search lists its results with. */
export { ProductList } from './ProductList';
export { SortControl } from './SortControl';
export { PAGE_SIZE, listingSearchParams, parseOffset, parsePage, parseSort } from './listing-params';
export { pageWindow, type PageWindow } from './paging';
export { LIST_EXCLUDED_FIELDS, listBaseFilters } from './product-query';
export { SEARCH_SORT_OPTIONS, sortView } from './sort-options';
export type { ListingView, SortView } from './types';
