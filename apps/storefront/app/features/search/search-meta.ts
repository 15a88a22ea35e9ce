import type { MetaDescriptor } from 'react-router';
import { rootDataOf, titleWithStore } from '~/features/category/category-meta';
import { createTranslator } from '~/i18n/translate';
import { seoMeta } from '~/lib/seo';
import type { SearchPageData } from './types';

interface MatchWithData {
  id: string;
  data?: unknown;
}

/** The search page's title; result pages are not indexed (they repeat the catalog), the empty form is. */
export function searchMeta(data: SearchPageData, matches: ReadonlyArray<MatchWithData | undefined>): MetaDescriptor[] {
  const root = rootDataOf(matches);
  const t = createTranslator(root?.messages ?? {});
  const title = data.query ? t('search.meta.resultsTitle', { query: data.query }) : t('search.meta.title');
  return seoMeta({
    title: titleWithStore(title, root),
    description: t('search.intro'),
    canonical: '/search',
    origin: data.origin,
    noindex: data.query.length > 0,
    siteName: root?.store.name,
  });
}
