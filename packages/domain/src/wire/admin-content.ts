import { z } from 'zod';
import { flag, metaTexts, rowId } from './admin.js';

/** Back-office content (CMS pages and blocks, banners, blog posts) as the API answers it. */

const storeScope = z.string().nullable().describe('null: every store');

export const cmsPageRowWire = z.object({
  id: rowId,
  identifier: z.string(),
  store_code: storeScope,
  title: z.string(),
  is_active: flag,
  updated_at: z.string(),
});
export type CmsPageRow = z.infer<typeof cmsPageRowWire>;

export const cmsPageWire = cmsPageRowWire.extend({
  content: z.string(),
  content_heading: z.string(),
  ...metaTexts,
});
export type CmsPage = z.infer<typeof cmsPageWire>;

export const cmsBlockRowWire = cmsPageRowWire;
export const cmsBlockWire = cmsBlockRowWire.extend({ content: z.string() });
export type CmsBlock = z.infer<typeof cmsBlockWire>;

export const bannerWire = z.object({
  id: rowId,
  store_code: z.string(),
  slot: z.string(),
  title: z.string(),
  subtitle: z.string(),
  cta: z.string(),
  link: z.string(),
  image: z.string(),
  position: z.number().int(),
});
export type Banner = z.infer<typeof bannerWire>;

export const blogPostRowWire = z.object({
  id: rowId,
  title: z.string(),
  url_key: z.string(),
  status: z.number().int().describe('1 published, 0 draft'),
  publish_date: z.string(),
  author: z.string(),
});
export type BlogPostRow = z.infer<typeof blogPostRowWire>;

export const blogPostWire = blogPostRowWire.extend({
  image: z.string().nullable(),
  short_content: z.string(),
  content: z.string(),
  ...metaTexts,
  blog_category_ids: z.array(rowId),
});
export type BlogPost = z.infer<typeof blogPostWire>;

export const blogCategoryWire = z.object({ id: rowId, title: z.string(), url_key: z.string(), status: z.number().int() });
export type BlogCategory = z.infer<typeof blogCategoryWire>;
