import type { AppLoadContext, MetaDescriptor } from 'react-router';
import { loadMessages } from '~/i18n/messages.server';
import { createTranslator } from '~/i18n/translate';
import { breadcrumbJsonLd, seoMeta } from '~/lib/seo';
import { pageUrl } from '~/lib/store-paths';
import type { CategoryPageData } from './types';

/**
 * Title, description, canonical (without filters, sort or page), hreflang, Open Graph and BreadcrumbList for a
 * category, made with its loader (a store view's URLs are below its prefix; the browser only shows them).
 */
export async function categoryMeta(data: CategoryPageData, { store }: Pick<AppLoadContext, 'store'>): Promise<MetaDescriptor[]> {
  const t = createTranslator(await loadMessages(store.i18n.defaultLocale));
  const { seo } = data;
  const url = (path: string) => pageUrl(seo.origin, store, path);
  const crumbs = [
    { name: t('catalog.breadcrumbs.home'), href: url('/') },
    ...data.breadcrumbs.map((crumb) => ({ name: crumb.name, href: url(crumb.href ?? seo.canonicalPath) })),
  ];
  const title = seo.title.includes(store.name) ? seo.title : t('meta.pageTitle', { page: seo.title, store: store.name });
  return [
    ...seoMeta({
      title,
      description: seo.description,
      canonical: url(seo.canonicalPath),
      origin: seo.origin,
      image: seo.image,
      noindex: seo.noindex,
      siteName: store.name,
      alternates: seo.alternates,
    }),
    breadcrumbJsonLd(seo.origin, crumbs),
  ];
}
