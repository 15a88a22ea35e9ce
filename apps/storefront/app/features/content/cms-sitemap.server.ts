import { SPEC_DEFAULTS } from '@shoreline/domain';
import type { SitemapSource } from '~/features/seo/index.server';
import { cmsPageHref } from './cms-links';

/** The active CMS pages for the sitemap; each store view has them in its own language. */
export const cmsSitemapPages: SitemapSource = {
  translated: (api) =>
    api.catalog
      .search('cms_page', {
        query: { filters: [{ key: 'active', value: true }] },
        includeFields: ['identifier'],
        size: SPEC_DEFAULTS.catalog.cmsMaxSize,
      })
      .then((result) => result.items.map((page) => ({ path: cmsPageHref(page.identifier) }))),
};
