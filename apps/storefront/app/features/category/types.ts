import type { HreflangAlternate } from '~/features/seo';
import type { ProductCardData } from '~/features/product';
import type { MessageKey } from '~/i18n/translate';

/** Text that is either catalog data (already in the store's language) or an interface message. */
export type LocalText = { text: string } | { key: MessageKey };

export interface FilterOptionView {
  value: string;
  label: LocalText;
  count: number;
  selected: boolean;
}

export interface FilterGroupView {
  code: string;
  title: LocalText;
  /** Price ranges are single-choice (radio buttons); the others toggle independently (checkboxes). */
  single: boolean;
  options: FilterOptionView[];
}

export interface ChosenFilterView {
  code: string;
  value: string;
  group: LocalText;
  label: LocalText;
  removeSearch: string;
}

export interface SortOptionView {
  /** "" is the list's default order (position on a category, relevance in search). */
  value: string;
  label: MessageKey;
}

/** A listing's sort control: the current sort ("" for the default), its options, and the rest of the query as hidden fields. */
export interface SortView {
  current: string;
  options: SortOptionView[];
  hidden: Array<[string, string]>;
}

export interface BreadcrumbView {
  name: string;
  /** Absent for the current page (the last crumb). */
  href?: string;
}

/** One slice of a listing: the items from `start`, out of `total`. */
export interface ListingChunk {
  items: ProductCardData[];
  start: number;
  total: number;
}

/** Everything a paged product list needs to show and to load more. */
export interface ListingView extends ListingChunk {
  /** The list's query without paging ("color=49&sort=final_price", "q=crab"); paging params are added to it. */
  baseQuery: string;
  pageSize: number;
}

export interface CategorySeo {
  origin: string;
  /** The page in the website's other languages (hreflang). */
  alternates: HreflangAlternate[];
  canonicalPath: string;
  title: string;
  description: string;
  image: string | null;
  noindex: boolean;
}

export interface CategoryPageData {
  category: { id: number; name: string; descriptionHtml: string; path: string };
  breadcrumbs: BreadcrumbView[];
  subcategories: Array<{ id: number; name: string; href: string; count: number }>;
  filters: FilterGroupView[];
  chosen: ChosenFilterView[];
  /** The sort control; its hidden fields are the chosen filters. */
  sort: SortView;
  listing: ListingView;
  seo: CategorySeo;
  /** The query this page rendered, in its canonical form (the output cache keeps only that variant). */
  usedQuery: string;
}
