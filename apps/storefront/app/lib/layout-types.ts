import type { NavLinkItem } from '~/lib/links';

export interface MenuCategory extends NavLinkItem {
  id: number;
  /** Its subcategories: the wide-screen menu's submenu (the phone's drawer lists the top level only). */
  children?: MenuCategory[];
}

export interface FooterBlock {
  identifier: string;
  title: string;
  /** Trusted HTML from the shop's CMS. */
  html: string;
}

/** What the header and footer render; loaded once per document by the root loader. */
export interface LayoutData {
  headerTopHtml: string | null;
  categories: MenuCategory[];
  menuLinks: NavLinkItem[];
  footerBlocks: FooterBlock[];
}

/** The elements holding the promo bar's and each footer block's HTML (a document sends that HTML once). */
export const HEADER_TOP_ID = 'header-top';
export const footerBlockId = (identifier: string) => `footer-block-${identifier}`;
