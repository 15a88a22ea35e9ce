import type { ApiClient } from '@shoreline/sdk';
import type { CategoryDocument, CmsBlockDocument } from '@shoreline/domain';
import { categoryHref, type NavLinkItem } from '~/lib/links';
import type { LayoutData, MenuCategory } from '~/lib/layout-types';
import { sendOnce } from '~/lib/document-html';
import { HEADER_TOP_ID, footerBlockId } from '~/lib/layout-types';
import { htmlInStore } from '~/lib/store-paths';

const ROOT_CATEGORY_ID = 2;
const FOOTER_BLOCKS = ['footer-1', 'footer-2', 'footer-3', 'footer-4'] as const;
const LAYOUT_BLOCKS = ['header-top', 'main-menu', ...FOOTER_BLOCKS];

export async function loadLayoutData(api: ApiClient, requestId: string): Promise<LayoutData> {
  const [categories, blocks] = await Promise.all([
    api.catalog
      .search('category', {
        query: {
          filters: [
            { key: 'parent_id', value: { eq: ROOT_CATEGORY_ID } },
            { key: 'is_active', value: true },
            { key: 'include_in_menu', value: true },
            // A category with nothing to sell in this store stays out of its menu.
            { key: 'product_count', value: { gt: 0 } },
          ],
        },
        sort: 'position:asc',
        size: 50,
        // The children stay: the wide-screen menu shows them as each category's submenu.
        excludeFields: ['description'],
      })
      .then((result) => result.items)
      .catch((error: unknown) => logAndDefault(error, requestId, 'menu categories', [])),
    api.catalog
      .search('cms_block', {
        query: { filters: [{ key: 'identifier', value: { in: LAYOUT_BLOCKS } }] },
        size: LAYOUT_BLOCKS.length,
      })
      .then((result) => result.items)
      .catch((error: unknown) => logAndDefault(error, requestId, 'layout CMS blocks', [])),
  ]);

  const byIdentifier = new Map<string, CmsBlockDocument>();
  for (const block of blocks) if (block.active !== false) byIdentifier.set(block.identifier, block);

  const menu = toMenu(categories);
  const categoryHrefs = new Set(menu.map((category) => normalizePath(category.href)));

  return {
    headerTopHtml: byIdentifier.get('header-top')?.content.trim() || null,
    categories: menu,
    // The main-menu block may repeat category links; keep only what the categories do not already show.
    menuLinks: extractLinks(byIdentifier.get('main-menu')?.content ?? '').filter((link) => !categoryHrefs.has(normalizePath(link.href))),
    footerBlocks: FOOTER_BLOCKS.flatMap((identifier) => {
      const block = byIdentifier.get(identifier);
      return block ? [{ identifier, title: block.title, html: headingsAsLevel(block.content, 2) }] : [];
    }),
  };
}

/** The newsletter form goes under the footer block that promises the newsletter (footer-4), or in a section of its own. */
export function withNewsletterSignUp(layout: LayoutData, formHtml: string): LayoutData {
  const hasNewsletterBlock = layout.footerBlocks.some((block) => block.identifier === 'footer-4');
  const footerBlocks = hasNewsletterBlock
    ? layout.footerBlocks.map((block) => (block.identifier === 'footer-4' ? { ...block, html: block.html + formHtml } : block))
    : [...layout.footerBlocks, { identifier: 'newsletter', title: '', html: formHtml }];
  return { ...layout, footerBlocks };
}

/** Puts a line (server-made HTML) first in the header's promo bar; none leaves the layout as it is. */
export function withPromoLineFirst(layout: LayoutData, lineHtml: string | null): LayoutData {
  return lineHtml ? { ...layout, headerTopHtml: lineHtml + (layout.headerTopHtml ?? '') } : layout;
}

/** The header's and footer's HTML inside a store view: its site links get the view's prefix (menu links are Links). */
export function layoutInStore(layout: LayoutData, prefix: string): LayoutData {
  if (!prefix) return layout;
  return {
    ...layout,
    headerTopHtml: layout.headerTopHtml === null ? null : htmlInStore(layout.headerTopHtml, prefix),
    footerBlocks: layout.footerBlocks.map((block) => ({ ...block, html: htmlInStore(block.html, prefix) })),
  };
}

function logAndDefault<T>(error: unknown, requestId: string, what: string, fallback: T): T {
  console.error(`[storefront ${requestId}] could not load ${what}:`, error);
  return fallback;
}

/** The categories a menu lists: active, in the menu, with something to sell in this store, by position. */
function menuEntries(categories: readonly CategoryDocument[]): CategoryDocument[] {
  return categories
    .filter((category) => category.is_active && category.include_in_menu && category.product_count > 0)
    .sort((a, b) => a.position - b.position);
}

/**
 * The root's active menu children, each with its own as the submenu; accepts either the children or the root
 * itself (with children_data).
 */
function toMenu(items: CategoryDocument[]): MenuCategory[] {
  const root = items.find((category) => category.id === ROOT_CATEGORY_ID);
  const children = root ? root.children_data : items.filter((category) => category.parent_id === ROOT_CATEGORY_ID);
  const entry = (category: CategoryDocument) => ({ id: category.id, label: category.name, href: categoryHref(category.url_path) });
  return children
    .filter((category) => category.is_active && category.include_in_menu)
    .sort((a, b) => a.position - b.position)
    .map((category) => {
      const sub = menuEntries(category.children_data ?? []).map(entry);
      return sub.length ? { ...entry(category), children: sub } : entry(category);
    });
}

function normalizePath(href: string): string {
  return (
    href
      .replace(/[?#].*$/, '')
      .replace(/\/+$/, '')
      .toLowerCase() || '/'
  );
}

/** CMS blocks bring their own heading levels; in the footer each block is a top-level section (h2). */
function headingsAsLevel(html: string, level: number): string {
  return html.replace(/<(\/?)h[1-6](?=[\s>])/gi, `<$1h${level}`);
}

const ANCHOR = /<a\b([^>]*)>([\s\S]*?)<\/a>/gi;
const HREF = /\bhref\s*=\s*(?:"([^"]*)"|'([^']*)')/i;
const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ', '#39': "'" };

function decode(text: string): string {
  return text.replace(/&(#?\w+);/g, (match, name: string) => ENTITIES[name] ?? match);
}

/** The links of a CMS block (trusted HTML), in document order, as plain data. */
export function extractLinks(html: string): NavLinkItem[] {
  const links: NavLinkItem[] = [];
  for (const [, attributes, inner] of html.matchAll(ANCHOR)) {
    const hrefMatch = HREF.exec(attributes);
    const href = decode(hrefMatch?.[1] ?? hrefMatch?.[2] ?? '').trim();
    const label = decode(inner.replace(/<[^>]*>/g, ''))
      .replace(/\s+/g, ' ')
      .trim();
    if (href && label) links.push({ href, label });
  }
  return links;
}

/**
 * The promo bar's and the footer blocks' HTML, which a document already shows, stay out of its hydration data
 * (lib/document-html.ts): the header and footer read it from the page. Data requests carry it.
 */
export function layoutSentOnce(layout: LayoutData, documentHtml: Map<string, string> | undefined): LayoutData {
  if (!documentHtml) return layout;
  return {
    ...layout,
    headerTopHtml: layout.headerTopHtml === null ? null : sendOnce(documentHtml, HEADER_TOP_ID, layout.headerTopHtml),
    footerBlocks: layout.footerBlocks.map((block) => ({
      ...block,
      html: sendOnce(documentHtml, footerBlockId(block.identifier), block.html),
    })),
  };
}
