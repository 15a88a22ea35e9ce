import { SPEC_DEFAULTS, type CategoryDocument } from '@shoreline/domain';
import type { ApiClient } from '@shoreline/sdk';

/**
 * The categories a shopper can be sent to: active, below the root level, with something to sell in the store. All of
 * them at once (up to the catalog's fetch size), with only the fields named.
 */
export async function sellingCategories(api: ApiClient, includeFields: Array<keyof CategoryDocument>): Promise<CategoryDocument[]> {
  const result = await api.catalog.search('category', {
    query: {
      filters: [
        { key: 'is_active', value: true },
        { key: 'product_count', value: { gt: 0 } },
        { key: 'level', value: { gte: 2 } },
      ],
    },
    size: SPEC_DEFAULTS.catalog.categoryFetchSize,
    includeFields,
  });
  return result.items;
}
