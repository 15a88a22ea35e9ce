/** One URL of the sitemap; `lastmod` is a W3C date or date-time when the data has one. */
export interface SitemapEntry {
  path: string;
  lastmod?: string | null;
}

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

/** A sitemaps.org urlset: absolute, escaped locations, each listed once. */
export function renderSitemap(origin: string, entries: readonly SitemapEntry[]): string {
  const seen = new Set<string>();
  const urls: string[] = [];
  for (const entry of entries) {
    const loc = new URL(entry.path, origin).toString();
    if (seen.has(loc)) continue;
    seen.add(loc);
    const lastmod = toLastmod(entry.lastmod);
    urls.push(`  <url><loc>${escapeXml(loc)}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}</url>`);
  }
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}
