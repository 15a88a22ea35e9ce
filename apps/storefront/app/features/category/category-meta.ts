import type { MetaDescriptor } from 'react-router';
import { createTranslator } from '~/i18n/translate';
import type { RootData } from '~/lib/root-data';
import { breadcrumbJsonLd, seoMeta } from '~/lib/seo';
import type { CategoryPageData } from './types';

interface MatchWithData {
  id: string;
  data?: unknown;
}

/** The root route's data from a meta function's matches. */
export function rootDataOf(matches: ReadonlyArray<MatchWithData | undefined>): RootData | undefined {
  return matches.find((match) => match?.id === 'root')?.data as RootData | undefined;
}

/** "{title} | {store}", unless the title already names the store (some meta titles do). */
export function titleWithStore(title: string, root: RootData | undefined): string {
  if (!root || title.includes(root.store.name)) return title;
  return createTranslator(root.messages)('meta.pageTitle', { page: title, store: root.store.name });
}

/** Title, description, canonical (without filters, sort or page), Open Graph and BreadcrumbList for a category. */
export function categoryMeta(data: CategoryPageData, matches: ReadonlyArray<MatchWithData | undefined>): MetaDescriptor[] {
  const root = rootDataOf(matches);
  const t = createTranslator(root?.messages ?? {});
  const { seo } = data;
  const crumbs = [
    { name: t('catalog.breadcrumbs.home'), href: '/' },
    ...data.breadcrumbs.map((crumb) => ({ name: crumb.name, href: crumb.href ?? seo.canonicalPath })),
  ];
  return [
    ...seoMeta({
      title: titleWithStore(seo.title, root),
      description: seo.description,
      canonical: seo.canonicalPath,
      origin: seo.origin,
      image: seo.image,
      noindex: seo.noindex,
      siteName: root?.store.name,
    }),
    breadcrumbJsonLd(seo.origin, crumbs),
  ];
}
