import type { ProductDocument } from '@shoreline/domain/catalog/documents';
import { request } from '@shoreline/sdk/request';

/**
 * Catalog documents by exact sku, or by a configurable child's sku (then the parent comes back); none
 * when the catalog refused. Rejects when the shop could not be reached.
 */
export async function fetchProducts(
  storeCode: string | undefined,
  key: 'sku' | 'configurable_children.sku',
  skus: string[],
): Promise<ProductDocument[]> {
  if (skus.length === 0) return [];
  const answer = await request<{ items?: ProductDocument[] }>(
    'POST',
    `/api/catalog${storeCode ? `?storeCode=${encodeURIComponent(storeCode)}` : ''}`,
    {
      body: {
        entityType: 'product',
        storeCode,
        // Children are not visible on their own; the query names visibility so they are found too.
        query: {
          filters: [
            { key, value: skus.length === 1 ? skus[0] : skus },
            { key: 'visibility', value: [1, 2, 3, 4] },
          ],
        },
        size: skus.length,
      },
    },
  );
  if (!answer.ok && answer.error.code === 0) throw new Error('The shop could not be reached');
  return (answer.ok && answer.data?.items) || [];
}
