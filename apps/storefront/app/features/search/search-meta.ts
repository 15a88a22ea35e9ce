import type { MetaDescriptor } from 'react-router';
import { titleWithStore } from '~/features/seo';
import { type MetaMatches, metaTranslator, rootDataOf } from '~/lib/root-data';
import { seoMeta } from '~/lib/seo';
import type { SearchPageData } from './types';

/** The search page's title; result pages are not indexed (they repeat the catalog), the empty form is. */
export function searchMeta(data: SearchPageData, matches: MetaMatches): MetaDescriptor[] {
  const root = rootDataOf(matches);
  const t = metaTranslator(matches);
  const title = data.query ? t('search.meta.resultsTitle', { query: data.query }) : t('search.meta.title');
  return seoMeta({
    title: titleWithStore(root, title),
    description: t('search.intro'),
    canonical: '/search',
    origin: data.origin,
    noindex: data.query.length > 0,
    siteName: root?.store.name,
  });
}
