import { z } from 'zod';
import { FIELD_REQUIRED } from '../messages.js';

/**
 * Back-office content forms (its calls are described in /api/reference): CMS pages and blocks, banners and blog
 * posts, shared by the /admin screens and the API. Field names are the table columns. HTML is
 * cleaned by the API before it is stored (content/sanitize-html.ts, server only: the library it uses
 * must not reach the browser, where these forms also run).
 * A create form fills the optional fields with their defaults; a patch form takes any of the fields.
 */
const required = (max: number) => z.string({ error: FIELD_REQUIRED }).trim().min(1, FIELD_REQUIRED).max(max);
const text = (max: number) => z.string().trim().max(max);
/** The longest HTML a page, block, post or category description may hold, in characters. */
export const HTML_MAX_CHARACTERS = 200_000;
const html = z.string().max(HTML_MAX_CHARACTERS, 'The content is too long (at most 200,000 characters).');

/** A CMS page identifier or blog url key: the page's address (/i/{identifier}, /blog/{url_key}). */
const urlKey = z
  .string({ error: FIELD_REQUIRED })
  .trim()
  .min(1, FIELD_REQUIRED)
  .max(200)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Use lower-case letters and digits, words joined by -.');
/** A CMS block identifier (header-top, footer-1 ...). */
const blockIdentifier = z
  .string({ error: FIELD_REQUIRED })
  .trim()
  .min(1, FIELD_REQUIRED)
  .max(100)
  .regex(/^[a-z0-9]+(?:[-_][a-z0-9]+)*$/, 'Use lower-case letters and digits, joined by - or _.');
const storeCode = z
  .string()
  .min(1)
  .max(64)
  .regex(/^[a-z0-9_]+$/, 'Use a store code such as main.');
/** A page or block for every store (null) or one store's own (it replaces the shared one there). */
const storeScope = storeCode.nullable();
/** A local image path (served under /media; the shop's CSP loads images from its own origin only). */
const imagePath = z
  .string({ error: FIELD_REQUIRED })
  .trim()
  .min(1, FIELD_REQUIRED)
  .max(500)
  .regex(/^\/(?!\/)[A-Za-z0-9._~/-]+$/, 'Use an image path such as /banner/hero.svg.');
/** A banner link: a path in the shop (/c/crabs) or an http(s) address. */
const link = z
  .string({ error: FIELD_REQUIRED })
  .trim()
  .min(1, FIELD_REQUIRED)
  .max(1000)
  .regex(/^(\/(?!\/)|https?:\/\/)[^\s<>"]*$/, 'Use a path such as /c/crabs or an http(s) address.');
const day = z
  .string({ error: FIELD_REQUIRED })
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2}))?$/, 'Use a date like 2026-12-31.');

export const BANNER_SLOTS = ['main', 'small', 'product', 'head'] as const;
export type BannerSlot = (typeof BANNER_SLOTS)[number];

const cmsPageFields = {
  identifier: urlKey,
  title: required(255),
  content: html,
  content_heading: text(255),
  meta_title: text(255),
  meta_description: text(1000),
  is_active: z.boolean(),
  store_code: storeScope,
};
export const cmsPageForm = z
  .object({
    ...cmsPageFields,
    content: html.default(''),
    content_heading: cmsPageFields.content_heading.default(''),
    meta_title: cmsPageFields.meta_title.default(''),
    meta_description: cmsPageFields.meta_description.default(''),
    is_active: cmsPageFields.is_active.default(true),
    store_code: storeScope.default(null),
  })
  .strict();
export const cmsPagePatchForm = z.object(cmsPageFields).partial().strict();
export type CmsPageForm = z.infer<typeof cmsPageForm>;

const cmsBlockFields = {
  identifier: blockIdentifier,
  title: required(255),
  content: html,
  is_active: z.boolean(),
  store_code: storeScope,
};
export const cmsBlockForm = z
  .object({
    ...cmsBlockFields,
    content: html.default(''),
    is_active: cmsBlockFields.is_active.default(true),
    store_code: storeScope.default(null),
  })
  .strict();
export const cmsBlockPatchForm = z.object(cmsBlockFields).partial().strict();
export type CmsBlockForm = z.infer<typeof cmsBlockForm>;

const position = z.number({ error: 'Enter a whole number.' }).int('Enter a whole number.').min(-1_000_000).max(1_000_000);
const bannerFields = {
  /** Banners always belong to one store. */
  store_code: storeCode,
  /** main: the home hero and tiles; small: the home tiles; product: product pages; head: the header image. */
  slot: z.enum(BANNER_SLOTS, { error: 'Choose main, small, product or head.' }),
  title: required(255),
  subtitle: text(1000),
  cta: text(255),
  link,
  image: imagePath,
  /** Lower first. */
  position,
};
export const bannerForm = z
  .object({
    ...bannerFields,
    subtitle: bannerFields.subtitle.default(''),
    cta: bannerFields.cta.default(''),
    position: position.default(0),
  })
  .strict();
export const bannerPatchForm = z.object(bannerFields).partial().strict();
export type BannerForm = z.infer<typeof bannerForm>;

const blogPostFields = {
  title: required(255),
  url_key: urlKey,
  /** 1 published, 0 draft. */
  status: z.union([z.literal(0), z.literal(1)], { error: 'Status is 0 (draft) or 1 (published).' }),
  publish_date: day,
  author: text(255),
  image: imagePath.nullable(),
  short_content: text(5000),
  content: html,
  meta_title: text(255),
  meta_description: text(1000),
  blog_category_ids: z.array(z.number().int().positive()).max(100),
};
export const blogPostForm = z
  .object({
    ...blogPostFields,
    status: blogPostFields.status.default(1),
    author: blogPostFields.author.default(''),
    image: blogPostFields.image.default(null),
    short_content: blogPostFields.short_content.default(''),
    content: html.default(''),
    meta_title: blogPostFields.meta_title.default(''),
    meta_description: blogPostFields.meta_description.default(''),
    blog_category_ids: blogPostFields.blog_category_ids.default([]),
  })
  .strict();
export const blogPostPatchForm = z.object(blogPostFields).partial().strict();
export type BlogPostForm = z.infer<typeof blogPostForm>;

/** The list filters: `q` searches identifier/url key and title; `store` and `slot` where the kind has them. */
export const contentListQuery = z.object({
  q: z.string().trim().max(100).optional(),
  store: storeCode.optional(),
  slot: z.enum(BANNER_SLOTS).optional(),
});
