import { absoluteUrl, jsonLd } from '~/lib/seo';
import type { MetaDescriptor } from 'react-router';

interface Site {
  origin: string;
  name: string;
  logo?: string | null;
  description?: string;
}

/** schema.org Organization for the shop (home page). */
export function organizationJsonLd(site: Site): MetaDescriptor {
  return jsonLd({
    '@context': 'https://schema.org',
    '@type': 'Organization',
    '@id': absoluteUrl(site.origin, '/#organization'),
    name: site.name,
    url: absoluteUrl(site.origin, '/'),
    ...(site.logo ? { logo: absoluteUrl(site.origin, site.logo) } : {}),
  });
}

/** schema.org WebSite with the search box action (home page). */
export function webSiteJsonLd(site: Site): MetaDescriptor {
  return jsonLd({
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    '@id': absoluteUrl(site.origin, '/#website'),
    name: site.name,
    url: absoluteUrl(site.origin, '/'),
    ...(site.description ? { description: site.description } : {}),
    publisher: { '@id': absoluteUrl(site.origin, '/#organization') },
    potentialAction: {
      '@type': 'SearchAction',
      target: { '@type': 'EntryPoint', urlTemplate: `${absoluteUrl(site.origin, '/search')}?q={search_term_string}` },
      'query-input': 'required name=search_term_string',
    },
  });
}
