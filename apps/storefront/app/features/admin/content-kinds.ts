import { shopDayText } from '@shoreline/domain/shop-time';
/**
 * The four content lists of /admin/content (CMS pages, CMS blocks, banners, blog posts): their API
 * path, list columns and form fields. The API (/api/reference) checks every value with the shared
 * schemas in @shoreline/domain/forms/admin-content; the fields here only shape the form.
 */
export type ContentRow = Record<string, unknown> & { id: number };

export type FieldType =
  | 'text'
  | 'textarea'
  | 'html'
  | 'checkbox'
  | 'store'
  | 'store-or-all'
  | 'slot'
  | 'status'
  | 'number'
  | 'date'
  | 'image-or-none'
  | 'categories';

export interface ContentField {
  name: string;
  label: string;
  type: FieldType;
  required?: boolean;
  hint?: string;
  /** An HTML pattern for a quick check in the browser (the API has the rule). */
  pattern?: string;
}

export interface ContentColumn {
  label: string;
  value: (row: ContentRow) => string;
  numeric?: boolean;
}

export interface ContentKind {
  /** The URL segment under /admin/content. */
  path: string;
  /** The path under /api/admin. */
  api: string;
  title: string;
  singular: string;
  searchHint: string;
  /** The column that links to the edit form. */
  linkColumn: ContentColumn;
  columns: ContentColumn[];
  filters: Array<'store' | 'slot'>;
  fields: ContentField[];
  /** Where a shopper sees it, when it has a page of its own. */
  shopHref?: (row: ContentRow) => string;
}

const str = (name: string) => (row: ContentRow) => (row[name] === null || row[name] === undefined ? '' : String(row[name]));
const storeScope = (row: ContentRow) => (row.store_code === null ? 'All stores' : String(row.store_code));
const active = (row: ContentRow) => (row.is_active === 1 || row.is_active === true ? 'Active' : 'Inactive');

const URL_KEY = '[a-z0-9]+(-[a-z0-9]+)*';
const HTML_HINT = 'HTML. Scripts, styles, event handlers and script links are removed when saved.';

const TITLE_LINK: ContentColumn = { label: 'Title', value: str('title') };
const TITLE: ContentField = { name: 'title', label: 'Title', type: 'text', required: true };
const HTML_CONTENT: ContentField = { name: 'content', label: 'Content', type: 'html', hint: HTML_HINT };
const META: ContentField[] = [
  { name: 'meta_title', label: 'Meta title', type: 'text' },
  { name: 'meta_description', label: 'Meta description', type: 'textarea' },
];
const ACTIVE: ContentField = { name: 'is_active', label: 'Active', type: 'checkbox' };

/** The list of CMS pages and of CMS blocks: found by identifier, each for one store or shared by all. */
const CMS_LIST: Pick<ContentKind, 'searchHint' | 'linkColumn' | 'columns' | 'filters'> = {
  searchHint: 'Identifier or title',
  linkColumn: TITLE_LINK,
  columns: [
    { label: 'Identifier', value: str('identifier') },
    { label: 'Store', value: storeScope },
    { label: 'Status', value: active },
    { label: 'Updated', value: (row) => shopDayText(str('updated_at')(row)) },
  ],
  filters: ['store'],
};

export const CONTENT_KINDS: ContentKind[] = [
  {
    path: 'pages',
    api: 'cms-pages',
    title: 'CMS pages',
    singular: 'CMS page',
    ...CMS_LIST,
    fields: [
      TITLE,
      { name: 'identifier', label: 'Identifier', type: 'text', required: true, pattern: URL_KEY, hint: 'The page address: /i/identifier.' },
      { name: 'store_code', label: 'Store', type: 'store-or-all', hint: "A store's own page replaces the shared one there." },
      { name: 'content_heading', label: 'Heading', type: 'text', hint: 'Shown above the content; the title when empty.' },
      HTML_CONTENT,
      ...META,
      ACTIVE,
    ],
    shopHref: (row) => `/i/${encodeURIComponent(String(row.identifier))}`,
  },
  {
    path: 'blocks',
    api: 'cms-blocks',
    title: 'CMS blocks',
    singular: 'CMS block',
    ...CMS_LIST,
    fields: [
      TITLE,
      {
        name: 'identifier',
        label: 'Identifier',
        type: 'text',
        required: true,
        pattern: '[a-z0-9]+([\\-_][a-z0-9]+)*',
        hint: 'header-top, main-menu and footer-1 to footer-4 are shown on every page.',
      },
      { name: 'store_code', label: 'Store', type: 'store-or-all', hint: "A store's own block replaces the shared one there." },
      HTML_CONTENT,
      ACTIVE,
    ],
  },
  {
    path: 'banners',
    api: 'banners',
    title: 'Banners',
    singular: 'banner',
    searchHint: 'Title or link',
    linkColumn: TITLE_LINK,
    columns: [
      { label: 'Store', value: str('store_code') },
      { label: 'Slot', value: str('slot') },
      { label: 'Position', value: str('position'), numeric: true },
      { label: 'Link', value: str('link') },
    ],
    filters: ['store', 'slot'],
    fields: [
      TITLE,
      { name: 'store_code', label: 'Store', type: 'store', required: true },
      {
        name: 'slot',
        label: 'Slot',
        type: 'slot',
        required: true,
        hint: 'Main: the home page hero (the first) and tiles; small: home tiles; product: product pages; head: the header image.',
      },
      { name: 'subtitle', label: 'Subtitle', type: 'textarea' },
      { name: 'cta', label: 'Button text', type: 'text' },
      { name: 'link', label: 'Link', type: 'text', required: true, hint: 'A shop path such as /c/crabs, or an http(s) address.' },
      { name: 'image', label: 'Image path', type: 'text', required: true, hint: 'An image under /media, such as /banner/hero-dock.svg.' },
      { name: 'position', label: 'Position', type: 'number', hint: 'Lower first.' },
    ],
  },
  {
    path: 'blog-posts',
    api: 'blog-posts',
    title: 'Blog posts',
    singular: 'blog post',
    searchHint: 'Title or url key',
    linkColumn: TITLE_LINK,
    columns: [
      { label: 'Url key', value: str('url_key') },
      { label: 'Published', value: (row) => str('publish_date')(row).slice(0, 10) },
      { label: 'Status', value: (row) => (row.status === 1 ? 'Published' : 'Draft') },
      { label: 'Author', value: str('author') },
    ],
    filters: [],
    fields: [
      TITLE,
      { name: 'url_key', label: 'Url key', type: 'text', required: true, pattern: URL_KEY, hint: 'The post address: /blog/url-key.' },
      { name: 'status', label: 'Status', type: 'status' },
      { name: 'publish_date', label: 'Publish date', type: 'date', required: true },
      { name: 'author', label: 'Author', type: 'text' },
      { name: 'image', label: 'Image path', type: 'image-or-none', hint: 'An image under /media, such as /blog/crab.svg; empty for none.' },
      { name: 'blog_category_ids', label: 'Categories', type: 'categories' },
      { name: 'short_content', label: 'Summary', type: 'textarea' },
      HTML_CONTENT,
      ...META,
    ],
    shopHref: (row) => `/blog/${encodeURIComponent(String(row.url_key))}`,
  },
];

export const contentKind = (path: string) => CONTENT_KINDS.find((kind) => kind.path === path) ?? null;

/** A field's value as the form shows it, from a stored row (or the defaults of a new one). */
export function formValue(field: ContentField, row: ContentRow | null): string | boolean | number[] {
  const value = row?.[field.name];
  switch (field.type) {
    case 'checkbox':
      return row ? value === 1 || value === true : true;
    case 'categories':
      return Array.isArray(value) ? (value as number[]).map(Number).sort((a, b) => a - b) : [];
    case 'date':
      return typeof value === 'string' ? value.slice(0, 10) : row ? '' : new Date().toISOString().slice(0, 10);
    case 'status':
      return row ? String(value) : '0';
    case 'slot':
      return row ? String(value) : 'main';
    case 'number':
      return row ? String(value ?? 0) : '0';
    default:
      return value === null || value === undefined ? '' : String(value);
  }
}

/** The value the API takes for a field, from the submitted form. */
export function bodyValue(field: ContentField, form: FormData): unknown {
  const raw = form.get(field.name);
  const text = typeof raw === 'string' ? raw : '';
  switch (field.type) {
    case 'checkbox':
      return raw !== null;
    case 'categories':
      return form
        .getAll(field.name)
        .map(Number)
        .sort((a, b) => a - b);
    case 'store-or-all':
    case 'image-or-none':
      return text.trim() ? text.trim() : null;
    case 'status':
    case 'number':
      return Number(text);
    default:
      return text;
  }
}

/** The API's body: every field for a new row; only the changed ones for an edit. */
export function contentBody(kind: ContentKind, form: FormData, row: ContentRow | null): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const field of kind.fields) {
    const value = bodyValue(field, form);
    if (row) {
      const before = formValue(field, row);
      const comparable = (v: unknown) =>
        Array.isArray(v) ? v.join() : field.type === 'store-or-all' || field.type === 'image-or-none' ? (v ?? '') : String(v);
      if (comparable(value) === comparable(before)) continue;
    }
    body[field.name] = value;
  }
  return body;
}
