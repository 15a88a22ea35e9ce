import type { MetaDescriptor } from 'react-router';

/** What a page tells search engines and link previews. Paths are made absolute with the request origin. */
export interface SeoInput {
  title: string;
  description?: string;
  /** The canonical URL: an absolute URL, or a path joined to `origin`. */
  canonical?: string;
  origin: string;
  image?: string | null;
  type?: 'website' | 'product' | 'article';
  noindex?: boolean;
  siteName?: string;
  /** Alternate language versions, e.g. [{ hreflang: 'de-DE', href: '/de/...' }]. */
  alternates?: Array<{ hreflang: string; href: string }>;
}

export function absoluteUrl(origin: string, pathOrUrl: string): string {
  return /^https?:\/\//.test(pathOrUrl) ? pathOrUrl : new URL(pathOrUrl, origin).toString();
}

/** The origin the page was requested on (for canonical and Open Graph URLs). */
export function requestOrigin(request: Request): string {
  return new URL(request.url).origin;
}

/** Title, description, canonical, robots, hreflang and Open Graph / Twitter tags for a page. */
export function seoMeta(input: SeoInput): MetaDescriptor[] {
  const tags: MetaDescriptor[] = [{ title: input.title }];
  if (input.description) tags.push({ name: 'description', content: input.description });
  if (input.noindex) tags.push({ name: 'robots', content: 'noindex, follow' });
  const canonical = input.canonical ? absoluteUrl(input.origin, input.canonical) : undefined;
  if (canonical) tags.push({ tagName: 'link', rel: 'canonical', href: canonical });
  for (const alternate of input.alternates ?? []) {
    tags.push({ tagName: 'link', rel: 'alternate', hrefLang: alternate.hreflang, href: absoluteUrl(input.origin, alternate.href) });
  }
  tags.push({ property: 'og:title', content: input.title }, { property: 'og:type', content: input.type ?? 'website' });
  if (input.siteName) tags.push({ property: 'og:site_name', content: input.siteName });
  if (input.description) tags.push({ property: 'og:description', content: input.description });
  if (canonical) tags.push({ property: 'og:url', content: canonical });
  if (input.image) tags.push({ property: 'og:image', content: absoluteUrl(input.origin, input.image) });
  tags.push({ name: 'twitter:card', content: input.image ? 'summary_large_image' : 'summary' });
  return tags;
}

/** A JSON-LD block for the page head (React Router renders it as a script tag). */
export function jsonLd(data: Record<string, unknown>): MetaDescriptor {
  return { 'script:ld+json': data };
}

/** schema.org BreadcrumbList from name/path pairs (paths made absolute). */
export function breadcrumbJsonLd(origin: string, crumbs: ReadonlyArray<{ name: string; href: string }>): MetaDescriptor {
  return jsonLd({
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(origin, crumb.href),
    })),
  });
}
