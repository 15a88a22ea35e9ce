import { describe, expect, it } from 'vitest';
import { escapeXml, renderSitemap, toLastmod } from './sitemap-xml';

describe('sitemap XML', () => {
  it('renders absolute, escaped, unique URLs with lastmod where known', () => {
    const xml = renderSitemap('https://shop.example', [
      { path: '/' },
      { path: '/p/A%26B/tee', lastmod: '2026-07-29T14:07:00.000Z' },
      { path: '/c/crabs?color=1&size=2' },
      { path: '/blog/post', lastmod: '2026-05-04' },
      { path: '/' },
    ]);
    expect(xml).toBe(
      [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
        '  <url><loc>https://shop.example/</loc></url>',
        '  <url><loc>https://shop.example/p/A%26B/tee</loc><lastmod>2026-07-29T14:07:00.000Z</lastmod></url>',
        '  <url><loc>https://shop.example/c/crabs?color=1&amp;size=2</loc></url>',
        '  <url><loc>https://shop.example/blog/post</loc><lastmod>2026-05-04</lastmod></url>',
        '</urlset>',
        '',
      ].join('\n'),
    );
  });

  it('normalises or drops dates it cannot use', () => {
    expect(toLastmod('2026-05-04')).toBe('2026-05-04');
    expect(toLastmod('2026-05-04 10:00:00Z')).toBe('2026-05-04T10:00:00.000Z');
    expect(toLastmod('soon')).toBeNull();
    expect(toLastmod(null)).toBeNull();
  });

  it('escapes the five XML specials', () => {
    expect(escapeXml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&apos;&amp;&apos;&lt;/a&gt;');
  });
});
