import { describe, expect, it } from 'vitest';
import type { AppLoadContext } from 'react-router';
import type { InstagramPostWire } from '@shoreline/domain/wire/instagram';
import { homeCacheHeaders, loadHomeData } from './home-data.server';
import { HOW_IT_WORKS } from './how-it-works';
import enUS from '~/i18n/core/en-US.json';
import { createTranslator } from '~/i18n/translate';

const t = createTranslator(enUS);

/** A load context for a store whose catalog answers nothing: only the store decides the blocks here. */
function contextFor(storeCode: string, posts: InstagramPostWire[] = []): AppLoadContext {
  const api = { banners: async () => null, catalog: { search: async () => ({ items: [] }) }, call: async () => ({ items: posts }) };
  const store = {
    storeCode,
    name: storeCode,
    tagline: '',
    seo: { defaultTitle: '', defaultDescription: '' },
    i18n: { defaultLocale: 'en-US' },
  };
  return { api, store, requestId: 'test' } as unknown as AppLoadContext;
}

describe("the home's own blocks per store", () => {
  it('the restaurant explains take-out and pickup, not next-day delivery', async () => {
    const home = await loadHomeData(contextFor('restaurant'));
    expect(home.howItWorks).toBe('takeOut');
    const texts = HOW_IT_WORKS[home.howItWorks].steps.map((step) => t(step.title));
    expect(texts).toContain('Pick up at the Crab House');
    expect(texts).not.toContain('At your door tomorrow');
  });

  it('the shop and its language views explain next-day delivery', async () => {
    for (const code of ['main', 'de', 'it']) expect((await loadHomeData(contextFor(code))).howItWorks).toBe('delivery');
  });

  it('shows the Instagram block as server HTML when the feed has posts, and keeps the page only as long as the feed', async () => {
    const post = (n: number): InstagramPostWire => ({
      id: String(n),
      caption: `Post ${n} & more`,
      permalink: `https://www.instagram.com/p/${n}/`,
      image: `/media/instagram/${n}.webp`,
      timestamp: '2026-06-01T12:00:00+0000',
    });
    const withFeed = await loadHomeData(contextFor('main', [1, 2, 3, 4, 5, 6, 7].map(post)));
    expect(withFeed.instagramHtml).toContain('From our Instagram');
    expect(withFeed.instagramHtml?.match(/<img /g)).toHaveLength(6);
    expect(withFeed.instagramHtml).toContain('alt="Post 1 &amp; more" width="384" height="384" loading="lazy"');
    expect(homeCacheHeaders(withFeed)).toEqual({ 'x-page-cache-seconds': '900' });

    const without = await loadHomeData(contextFor('main'));
    expect(without.instagramHtml).toBeNull();
    expect(homeCacheHeaders(without)).toEqual({ 'x-page-cache-seconds': '60' });
  });
});
