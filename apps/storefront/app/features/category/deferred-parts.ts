/** The category page's parts that hydrate after its frame: one chunk (see CategoryPage). */
export { ActiveFilters } from './ActiveFilters';
export { Breadcrumbs } from './Breadcrumbs';
export { FilterPanel } from './FilterPanel';
export { ProductList } from './ProductList';
export { SortControl } from './SortControl';
export { SubcategoryNav } from './SubcategoryNav';
