import type { SitemapSource } from '~/features/seo/index.server';
import { CONTACTS_PATH } from './contact-links';

/** The contact page for the sitemap (the requesting store's only). */
export const contactSitemapPages: SitemapSource = {
  own: async () => [{ path: CONTACTS_PATH }],
};
