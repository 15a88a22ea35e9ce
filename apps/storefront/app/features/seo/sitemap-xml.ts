/**
 * One URL of the sitemap: a path on the sitemap's origin or an absolute URL; `lastmod` is a W3C date or date-time
 * when the data has one; `alternates` are the page's language versions (itself included) when store views exist.
 */
export interface SitemapEntry {
  path: string;
  lastmod?: string | null;
  alternates?: ReadonlyArray<{ hreflang: string; href: string }>;
}

const XHTML_NS = 'http://www.w3.org/1999/xhtml';

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => XML_ESCAPES[character]);
}

const W3C_DATE = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2}))?$/;

/** The date as the sitemap protocol wants it, or null for anything unparseable. */
export function toLastmod(value: string | null | undefined): string | null {
  if (!value) return null;
  const trimmed = value.trim();
  if (W3C_DATE.test(trimmed)) return trimmed;
  const date = new Date(trimmed);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

/**
 * A sitemaps.org urlset: absolute, escaped locations, each listed once; a page with language versions names each
 * of them (itself too) as an xhtml:link alternate, the form search engines read hreflang from in a sitemap.
 */
export function renderSitemap(origin: string, entries: readonly SitemapEntry[]): string {
  const seen = new Set<string>();
  const urls: string[] = [];
  let withAlternates = false;
  for (const entry of entries) {
    const loc = new URL(entry.path, origin).toString();
    if (seen.has(loc)) continue;
    seen.add(loc);
    const lastmod = toLastmod(entry.lastmod);
    const links = (entry.alternates ?? []).map(
      (alternate) => `<xhtml:link rel="alternate" hreflang="${escapeXml(alternate.hreflang)}" href="${escapeXml(alternate.href)}"/>`,
    );
    withAlternates ||= links.length > 0;
    urls.push(`  <url><loc>${escapeXml(loc)}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}${links.join('')}</url>`);
  }
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"${withAlternates ? ` xmlns:xhtml="${XHTML_NS}"` : ''}>`,
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}
