import type { BlogCategoryDocument, BlogPostDocument, CatalogSearchResult } from '@shoreline/domain';
import type { ApiClient, CatalogRequest } from '@shoreline/sdk';

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
