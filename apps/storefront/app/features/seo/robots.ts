/** Paths crawlers have no business in: personal pages, search results, the API the style guide and the back office. */
export const DISALLOWED_PATHS = ['/checkout', '/my-account', '/search', '/api/', '/style-guide', '/admin'] as const;

/** robots.txt for the origin it was requested on, pointing at that origin's sitemap. */
export function robotsTxt(origin: string): string {
  const lines = [
    'User-agent: *',
    'Allow: /',
    ...DISALLOWED_PATHS.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${new URL('/sitemap.xml', origin)}`,
  ];
  return `${lines.join('\n')}\n`;
}
