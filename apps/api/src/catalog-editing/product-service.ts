import type { Kysely } from 'kysely';
import type { Database } from '../db/index.js';
import type { z } from 'zod';
import type { productListQuery, ProductPatch } from '@shoreline/domain/forms/admin-catalog';
import { withCleanHtml } from '@shoreline/domain/content/sanitize-html';
import type { ApiContext } from '../context.js';
import { NotFound } from '../errors.js';
import { bumpCatalogVersion } from '../seed/index.js';
import { audit, changedFields, type StaffPrincipal } from '../audit/index.js';
import { pageOfQuery, type Paging } from '../http/index.js';
import { productImages } from './product-image-service.js';

/**
 * Products for staff (its calls are described in /api/reference): list, detail and a partial update. Every change
 * bumps the catalog version in its transaction, so every process's read model and page cache follow
 * within CATALOG_REFRESH_MS; a stock change also writes a stock event (live stock follows at once).
 */
const NOT_FOUND = 'No product with this sku.';

const productColumns = [
  'products.id',
  'products.sku',
  'products.name',
  'products.type_id',
  'products.price_cents',
  'products.special_price_cents',
  'products.special_from_date',
  'products.special_to_date',
  'products.status',
  'products.visibility',
  'stock_items.qty',
  'stock_items.is_in_stock',
] as const;

export async function listProducts(db: Kysely<Database>, filter: z.output<typeof productListQuery>, paging: Paging) {
  let base = db.selectFrom('products').leftJoin('stock_items', 'stock_items.product_id', 'products.id');
  if (filter.q) {
    const like = `%${filter.q.toLowerCase()}%`;
    base = base.where((eb) =>
      eb.or([eb(eb.fn('lower', ['products.sku']), 'like', like), eb(eb.fn('lower', ['products.name']), 'like', like)]),
    );
  }
  if (filter.status) base = base.where('products.status', '=', filter.status);
  if (filter.type) base = base.where('products.type_id', '=', filter.type);
  return pageOfQuery(base, (query) => query.select(productColumns).orderBy('products.sku'), paging);
}

export async function productDetail(db: Kysely<Database>, sku: string) {
  const row = await db
    .selectFrom('products')
    .leftJoin('stock_items', 'stock_items.product_id', 'products.id')
    .select([...productColumns, 'products.description', 'products.short_description', 'products.image'])
    .where('products.sku', '=', sku)
    .executeTakeFirst();
  if (!row) throw new NotFound(NOT_FOUND);
  return { ...row, images: await productImages(db, row) };
}

type ProductColumns = Omit<ProductPatch, 'qty'>;

export async function updateProduct(context: ApiContext, sku: string, patch: ProductPatch, staff: StaffPrincipal) {
  const { qty, ...columns } = withCleanHtml(patch, ['description', 'short_description']);
  const stamp = new Date().toISOString();
  await context.dialect.writeTransaction(context.db, async (trx) => {
    const product = await trx.selectFrom('products').selectAll().where('sku', '=', sku).executeTakeFirst();
    if (!product) throw new NotFound(NOT_FOUND);
    const stock = await trx
      .selectFrom('stock_items')
      .select(['qty', 'manage_stock'])
      .where('product_id', '=', product.id)
      .executeTakeFirst();
    const productChange = changedFields(product as unknown as Record<string, unknown>, columns as ProductColumns);
    const stockChange = qty !== undefined && stock && stock.qty !== qty ? { before: { qty: stock.qty }, after: { qty } } : null;
    if (!Object.keys(productChange.after).length && !stockChange) return;
    if (Object.keys(productChange.after).length) {
      await trx
        .updateTable('products')
        .set({ ...columns, updated_at: stamp })
        .where('id', '=', product.id)
        .execute();
    }
    if (stockChange && stock) {
      await trx
        .updateTable('stock_items')
        .set({ qty: stockChange.after.qty, is_in_stock: stockChange.after.qty > 0 || !stock.manage_stock ? 1 : 0, updated_at: stamp })
        .where('product_id', '=', product.id)
        .execute();
      await trx.insertInto('stock_events').values({ product_id: product.id, created_at: stamp }).execute();
    }
    await bumpCatalogVersion(trx, stamp);
    await audit(trx, {
      staffId: staff.id,
      action: 'product.update',
      entityType: 'product',
      entityId: sku,
      before: { ...productChange.before, ...(stockChange?.before ?? {}) },
      after: { ...productChange.after, ...(stockChange?.after ?? {}) },
    });
  });
  void context.readModel.refreshIfChanged().catch(() => undefined);
  return productDetail(context.db, sku);
}
