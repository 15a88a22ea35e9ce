/** The content feature's public surface: page header, breadcrumbs, prose styling and CMS HTML and link helpers. */
export { ArticleLayout } from './ArticleLayout';
export { Breadcrumbs, type Crumb } from './Breadcrumbs';
export { PageHeader } from './PageHeader';
export { shiftHeadings } from './cms-html';
export { cmsPageHref, isPlausibleSlug } from './cms-links';
export { PROSE_CLASS } from './prose';
