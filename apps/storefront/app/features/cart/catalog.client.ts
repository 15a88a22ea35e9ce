import type { ProductDocument } from '@shoreline/domain/catalog/documents';

/** Catalog documents by exact sku, or by a configurable child's sku (then the parent comes back). */
export async function fetchProducts(
  storeCode: string | undefined,
  key: 'sku' | 'configurable_children.sku',
  skus: string[],
): Promise<ProductDocument[]> {
  if (skus.length === 0) return [];
  const response = await fetch(`/api/catalog${storeCode ? `?storeCode=${encodeURIComponent(storeCode)}` : ''}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({
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
    }),
  });
  if (!response.ok) return [];
  const envelope = (await response.json()) as { result?: { items?: ProductDocument[] } };
  return envelope.result?.items ?? [];
}
