import type { PageSeo } from '~/features/seo';
import type { FaqContent } from './cms-html';

export interface InfoLink {
  href: string;
  label: string;
}

/** A CMS page ready to render. */
export interface CmsPageData {
  identifier: string;
  /** The page's name (the breadcrumb; a kicker above the heading when they differ). */
  title: string;
  heading: string;
  html: string;
  faq: FaqContent | null;
  metaTitle: string;
  metaDescription: string;
  /** The shop's other information pages, for the side navigation. */
  infoLinks: InfoLink[];
  seo: PageSeo;
}
