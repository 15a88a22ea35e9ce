import { bannerDocumentOf, type CmsBlockDocument, type CmsPageDocument, type StoreView } from '@shoreline/domain';
import type { CatalogRows } from './storage.js';

import { groupBy } from './group-by.js';
import type { BlogCategoryDocument, BlogPostDocument, ReviewDocument, UrlRewriteDocument } from './snapshot-types.js';

/** Store-specific content overrides the shared content with the same identifier. */
function forStore<T extends { identifier: string; store_code: string | null }>(items: T[], storeCode: string | null): T[] {
  const own = new Set(items.filter((i) => i.store_code === storeCode).map((i) => i.identifier));
  return items.filter((i) => i.store_code === storeCode || (i.store_code === null && !own.has(i.identifier)));
}

/** A store's content; a store view that is not enabled (`ownContent` false) shows only the shared content. */
export function buildStoreContent(rows: CatalogRows, store: StoreView, ownContent = true) {
  const storeId = (code: string | null) => (code === null ? 0 : store.storeId);
  const contentCode = ownContent ? store.storeCode : null;
  const cmsPages: CmsPageDocument[] = forStore(rows.cmsPages, contentCode).map((p) => ({
    id: p.id,
    identifier: p.identifier,
    title: p.title,
    content: p.content,
    content_heading: p.content_heading,
    meta_title: p.meta_title,
    meta_description: p.meta_description,
    active: p.is_active === 1,
    store_id: storeId(p.store_code),
  }));
  const cmsBlocks: CmsBlockDocument[] = forStore(rows.cmsBlocks, contentCode).map((b) => ({
    id: b.id,
    identifier: b.identifier,
    title: b.title,
    content: b.content,
    active: b.is_active === 1,
    store_id: storeId(b.store_code),
  }));
  const urlRewrites: UrlRewriteDocument[] = rows.urlRewrites
    .filter((r) => r.store_code === contentCode)
    .map((r) => ({
      id: r.id,
      entity_type: r.entity_type,
      entity: r.entity_ref,
      entity_id: /^\d+$/.test(r.entity_ref) ? Number(r.entity_ref) : null,
      redirect_type: r.redirect_type,
      request_path: r.request_path,
      target_path: r.target_path,
      store_id: store.storeId,
    }));
  const banners = rows.banners.filter((b) => b.store_code === contentCode);
  const slot = (name: string) => banners.filter((b) => b.slot === name).map(bannerDocumentOf);
  return {
    cmsPages,
    cmsBlocks,
    urlRewrites,
    banners: {
      mainBanners: slot('main'),
      smallBanners: slot('small'),
      productBanners: slot('product'),
      headImage: slot('head')[0] ?? null,
    },
  };
}

/** Content that is the same in every store: one set of documents for all. */
export function buildSharedContent(rows: CatalogRows) {
  const postCategories = groupBy(rows.blogPostCategories, (pc) => pc.post_id);
  const blogPosts: BlogPostDocument[] = rows.blogPosts.map((p) => ({
    id: p.id,
    title: p.title,
    url_key: p.url_key,
    slug: p.url_key,
    status: p.status,
    publish_date: p.publish_date,
    author: p.author,
    image: p.image,
    short_content: p.short_content,
    content: p.content,
    meta_title: p.meta_title,
    meta_description: p.meta_description,
    blog_category_ids: (postCategories.get(p.id) ?? []).map((pc) => pc.category_id),
  }));
  const blogCategories: BlogCategoryDocument[] = rows.blogCategories.map((c) => ({
    id: c.id,
    title: c.title,
    url_key: c.url_key,
    slug: c.url_key,
    status: c.status,
    description: c.description,
  }));
  const reviews: ReviewDocument[] = rows.reviews.map((r) => ({
    id: r.id,
    product_id: r.product_id,
    title: r.title,
    detail: r.detail,
    nickname: r.nickname,
    rating: r.rating,
    review_entity: 'product',
    review_status: r.status,
    created_at: r.created_at,
  }));
  return { blogPosts, blogCategories, reviews };
}
