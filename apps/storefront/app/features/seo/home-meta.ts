import type { MetaDescriptor } from 'react-router';
import { pageMeta, type PageSeo } from './page-meta';
import { organizationJsonLd, webSiteJsonLd } from './site-json-ld';

interface HomeMetaInput {
  title: string;
  description: string;
  image?: string | null;
}

/** The home page: canonical "/", Open Graph, and the shop's Organization and WebSite (with search) structured data. */
export function homeMeta(seo: PageSeo, { title, description, image }: HomeMetaInput): MetaDescriptor[] {
  const site = { origin: seo.origin, name: seo.siteName, logo: seo.logo, description };
  return [...pageMeta(seo, { title, description, image }), organizationJsonLd(site), webSiteJsonLd(site)];
}
