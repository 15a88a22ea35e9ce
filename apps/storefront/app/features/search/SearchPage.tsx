import { ProductList, SortControl } from '~/features/category';
import { useT } from '~/i18n/useT';
import { Container } from '~/ui/Container';
import { CategoryChips } from './CategoryChips';
import { SearchForm } from './SearchForm';
import { SearchSuggestions } from './SearchSuggestions';
import type { SearchPageData } from './types';

const RESULTS_HEADING_ID = 'search-results';

/** `/search`: the form, then the matching categories and the product results (sortable) with load-more paging. */
export function SearchPage({ data }: { data: SearchPageData }) {
  const t = useT();
  const { query, tooShort, categories, sort, listing } = data;
  const searched = query.length > 0 && !tooShort;

  return (
    <Container className="pt-8 pb-16 sm:pt-12 sm:pb-24">
      <h1 className="text-4xl leading-tight font-semibold text-navy-900 sm:text-5xl">
        {searched ? t('search.resultsFor', { query }) : t('search.title')}
      </h1>
      <SearchForm query={query} />
      {tooShort ? (
        <p role="alert" className="mt-4 font-medium text-accent-text">
          {t('search.minLength')}
        </p>
      ) : null}
      {!query ? <p className="mt-4 text-lg text-muted">{t('search.intro')}</p> : null}

      {searched && categories.length > 0 ? (
        <CategoryChips id="search-categories" title={t('search.categories')} categories={categories} className="mt-10" />
      ) : null}

      {searched ? (
        <section aria-labelledby={RESULTS_HEADING_ID} className="mt-10">
          <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-3">
            <h2 id={RESULTS_HEADING_ID} className="text-2xl font-semibold text-navy-900">
              {t(listing.total === 1 ? 'search.resultCount.one' : 'search.resultCount.other', { count: listing.total })}
            </h2>
            {listing.total > 1 || sort.current ? <SortControl path="/search" sort={sort} /> : null}
          </div>
          <ProductList key={listing.baseQuery} listing={listing} wide emptyMessage={t('search.noResults', { query })} />
          {listing.total === 0 && data.suggestions ? <SearchSuggestions suggestions={data.suggestions} /> : null}
        </section>
      ) : null}
    </Container>
  );
}
