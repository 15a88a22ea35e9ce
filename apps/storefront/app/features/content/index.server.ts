/** Server-only part of the content feature's public surface: CMS pages by identifier. */
export { findCmsPage } from './cms-page.server';
