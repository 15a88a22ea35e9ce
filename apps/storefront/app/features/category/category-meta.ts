import type { MetaDescriptor } from 'react-router';
import { titleWithStore } from '~/features/seo';
import { metaTranslator, rootDataOf, type MetaMatches } from '~/lib/root-data';
import { breadcrumbJsonLd, seoMeta } from '~/lib/seo';
import type { CategoryPageData } from './types';

/** Title, description, canonical (without filters, sort or page), Open Graph and BreadcrumbList for a category. */
export function categoryMeta(data: CategoryPageData, matches: MetaMatches): MetaDescriptor[] {
  const root = rootDataOf(matches);
  const t = metaTranslator(matches);
  const { seo } = data;
  const crumbs = [
    { name: t('catalog.breadcrumbs.home'), href: '/' },
    ...data.breadcrumbs.map((crumb) => ({ name: crumb.name, href: crumb.href ?? seo.canonicalPath })),
  ];
  return [
    ...seoMeta({
      title: titleWithStore(root, seo.title),
      description: seo.description,
      canonical: seo.canonicalPath,
      origin: seo.origin,
      image: seo.image,
      noindex: seo.noindex,
      siteName: root?.store.name,
      alternates: seo.alternates,
    }),
    breadcrumbJsonLd(seo.origin, crumbs),
  ];
}
