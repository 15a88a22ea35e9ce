import { describe, expect, it } from 'vitest';
import type { AppLoadContext } from 'react-router';
import { loadHomeData } from './home-data.server';
import { HOW_IT_WORKS } from './how-it-works';
import enUS from '~/i18n/core/en-US.json';
import { createTranslator } from '~/i18n/translate';

const t = createTranslator(enUS);

/** A load context for a store whose catalog answers nothing: only the store decides the blocks here. */
function contextFor(storeCode: string): AppLoadContext {
  const api = { banners: async () => null, catalog: { search: async () => ({ items: [] }) } };
  const store = { storeCode, name: storeCode, tagline: '', seo: { defaultTitle: '', defaultDescription: '' } };
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
});
