import type { CatalogSearchResult } from '@shoreline/domain';
import type { ApiClient, CatalogRequest } from '@shoreline/sdk';

/** A blog post as the catalog API answers for entity type cms_blog. */
export interface BlogPostDocument {
  id: number;
  title: string;
  url_key: string;
  slug: string;
  status: number;
  /** "YYYY-MM-DD" */
  publish_date: string;
  author: string;
  image: string | null;
  short_content: string;
  content: string;
  meta_title: string;
  meta_description: string;
  blog_category_ids: number[];
}

/** A blog category (entity type cms_blog_category). */
export interface BlogCategoryDocument {
  id: number;
  title: string;
  url_key: string;
  slug: string;
  status: number;
  description: string;
}

interface BlogEntities {
  cms_blog: BlogPostDocument;
  cms_blog_category: BlogCategoryDocument;
}

/**
 * POST /api/catalog for the blog entities (the SDK's typed `catalog.search` does
 * not list them). The API answers only active items (status 1), posts newest first.
 */
export function searchBlog<E extends keyof BlogEntities>(
  api: ApiClient,
  entityType: E,
  request: CatalogRequest = {},
): Promise<CatalogSearchResult<BlogEntities[E]>> {
  return api.call<CatalogSearchResult<BlogEntities[E]>>('POST', '/api/catalog', {
    entityType,
    storeCode: api.storeCode,
    ...request,
  });
}
