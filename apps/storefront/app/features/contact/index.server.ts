/** Server-only part of the contact feature's public surface: its page for the sitemap. */
export { contactSitemapPages } from './contact-sitemap.server';
