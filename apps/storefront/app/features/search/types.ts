import type { ListingView, SortView } from '~/features/category';

export interface SearchCategoryView {
  id: number;
  name: string;
  href: string;
}

/** The search page (and the search panel's preview, which asks for the first few products only). */
export interface SearchPageData {
  /** The normalised search term ("" when none was given). */
  query: string;
  /** A term was given but is shorter than the minimum: no search ran. */
  tooShort: boolean;
  categories: SearchCategoryView[];
  /** The sort control (relevance is the default, ""); its hidden field is the term. */
  sort: SortView;
  listing: ListingView;
  origin: string;
  /** When the search found nothing: the catalogue's nearest wording and popular categories. */
  suggestions?: SearchSuggestionsView;
}

export interface SearchSuggestionsView {
  /** The nearest catalogue wording and the search page for it; null when nothing is close. */
  didYouMean: { query: string; href: string } | null;
  categories: SearchCategoryView[];
}
