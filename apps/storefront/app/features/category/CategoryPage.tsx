import { Suspense, useId } from 'react';
import { useT } from '~/i18n/useT';
import { CmsHtml } from '~/ui/CmsHtml';
import { Container } from '~/ui/Container';
import { FiltersDisclosure } from './FiltersDisclosure';
import type { CategoryPageData } from './types';
import { lazyNamed } from '~/lib/lazy-named';

/**
 * The page's parts hydrate on their own from one chunk loaded while the page hydrates; until then React keeps the
 * server's HTML, which works as it is (links, the filters' GET form with its apply button, "Load more" as a link).
 */
const parts = () => import('./deferred-parts');
const ActiveFilters = lazyNamed(parts, 'ActiveFilters');
const Breadcrumbs = lazyNamed(parts, 'Breadcrumbs');
const FilterPanel = lazyNamed(parts, 'FilterPanel');
const ProductList = lazyNamed(parts, 'ProductList');
const SortControl = lazyNamed(parts, 'SortControl');
const SubcategoryNav = lazyNamed(parts, 'SubcategoryNav');

export const RESULTS_HEADING_ID = 'product-results';

/** The category page: breadcrumbs, title and text, subcategories, filters, sort and the product list. */
export function CategoryPage({ data }: { data: CategoryPageData }) {
  const t = useT();
  const filtersHeadingId = useId();
  const { category, listing, filters, chosen, sort } = data;
  const path = category.path;
  const hasFilters = filters.length > 0;

  return (
    <Container className="pt-4 pb-16 sm:pt-6 sm:pb-24">
      <Suspense>
        <Breadcrumbs crumbs={data.breadcrumbs} />
      </Suspense>
      <header className="mt-4 max-w-3xl">
        <h1 className="text-4xl leading-tight font-semibold text-navy-900 sm:text-5xl">{category.name}</h1>
        {category.descriptionHtml ? <CmsHtml html={category.descriptionHtml} className="mt-3 text-lg leading-8 text-muted" /> : null}
      </header>
      <Suspense>
        <SubcategoryNav category={category.name} subcategories={data.subcategories} />
      </Suspense>

      <div className={`mt-8 ${hasFilters ? 'lg:grid lg:grid-cols-[15rem_minmax(0,1fr)] lg:gap-10' : ''}`}>
        {hasFilters ? (
          <aside aria-labelledby={filtersHeadingId} className="hidden lg:block">
            <h2 id={filtersHeadingId} className="mb-4 text-2xl font-semibold text-navy-900">
              {t('catalog.filters.title')}
            </h2>
            <Suspense>
              <FilterPanel path={path} groups={filters} sort={sort.current} />
            </Suspense>
          </aside>
        ) : null}

        <section aria-labelledby={RESULTS_HEADING_ID}>
          <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-3">
            <h2 id={RESULTS_HEADING_ID} tabIndex={-1} className="text-2xl font-semibold text-navy-900 focus:outline-none">
              {t(listing.total === 1 ? 'catalog.productCount.one' : 'catalog.productCount.other', { count: listing.total })}
            </h2>
            {listing.total > 1 || sort.current ? (
              <Suspense>
                <SortControl path={path} sort={sort} />
              </Suspense>
            ) : null}
          </div>
          {hasFilters ? (
            <FiltersDisclosure chosenCount={chosen.length} resultsId={RESULTS_HEADING_ID}>
              <Suspense>
                <FilterPanel path={path} groups={filters} sort={sort.current} />
              </Suspense>
            </FiltersDisclosure>
          ) : null}
          <Suspense>
            <ActiveFilters path={path} chosen={chosen} />
          </Suspense>
          <Suspense>
            <ProductList
              key={`${path}?${listing.baseQuery}`}
              listing={listing}
              wide={!hasFilters}
              category
              emptyMessage={chosen.length > 0 ? t('catalog.list.emptyFiltered') : t('catalog.list.emptyCategory')}
            />
          </Suspense>
        </section>
      </div>
    </Container>
  );
}
