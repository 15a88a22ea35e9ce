import { describe, expect, it } from 'vitest';
import { robotsTxt } from './robots';

describe('robots.txt', () => {
  it('allows the shop, keeps crawlers out of private paths and names the host’s sitemap', () => {
    const text = robotsTxt('http://restaurant.localhost:3000');
    expect(text).toContain('User-agent: *\nAllow: /\n');
    for (const path of ['/checkout', '/my-account', '/search', '/api/']) expect(text).toContain(`Disallow: ${path}\n`);
    expect(text.trimEnd().split('\n').at(-1)).toBe('Sitemap: http://restaurant.localhost:3000/sitemap.xml');
  });
});
