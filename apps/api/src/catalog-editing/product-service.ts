import type { Kysely } from 'kysely';
import type { Database } from '../db/index.js';
import type { z } from 'zod';
import type { GroupPriceInput, productListQuery, ProductPatch } from '@shoreline/domain/forms/admin-catalog';
import { withCleanHtml } from '@shoreline/domain/content/sanitize-html';
import type { ApiContext } from '../context.js';
import { InvalidInput, NotFound } from '../errors.js';
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
    .select([
      ...productColumns,
      'products.description',
      'products.short_description',
      'products.image',
      'products.customer_changes',
      'products.keep_held_date',
    ])
    .where('products.sku', '=', sku)
    .executeTakeFirst();
  if (!row) throw new NotFound(NOT_FOUND);
  const { customer_changes: changes, keep_held_date: keep, ...product } = row;
  return {
    ...product,
    customer_changes: changes === 1,
    keep_held_date: keep === 1,
    images: await productImages(db, row),
    group_prices: await groupPricesOf(db, row.sku),
  };
}

/** A product's group and tier prices, by group, then quantity. */
function groupPricesOf(db: Kysely<Database>, sku: string) {
  return db
    .selectFrom('group_prices')
    .innerJoin('customer_groups', 'customer_groups.id', 'group_prices.group_id')
    .select(['group_prices.group_id', 'customer_groups.code as group_code', 'group_prices.qty', 'group_prices.price_cents'])
    .where('group_prices.sku', '=', sku)
    .orderBy('group_prices.group_id')
    .orderBy('group_prices.qty')
    .execute();
}

/**
 * Checks a new price list against the groups: each (group, quantity) once, groups that exist, and for the default
 * group only quantity breaks (its price of one unit is the product's own price).
 */
async function checkGroupPrices(db: Kysely<Database>, prices: readonly GroupPriceInput[]): Promise<void> {
  const groups = await db.selectFrom('customer_groups').select(['id', 'name', 'is_default']).execute();
  const seen = new Set<string>();
  for (const price of prices) {
    const group = groups.find((g) => g.id === price.group_id);
    if (!group) throw new InvalidInput(`No customer group with id ${price.group_id}.`);
    const key = `${price.group_id}:${price.qty}`;
    if (seen.has(key)) throw new InvalidInput(`${group.name} has two prices from ${price.qty}.`);
    seen.add(key);
    if (group.is_default === 1 && price.qty < 2) {
      throw new InvalidInput(`${group.name}'s price of one unit is the product's price: give ${group.name} quantity breaks from 2 on.`);
    }
  }
}

type ProductSwitches = 'customer_changes' | 'keep_held_date';
type ProductColumns = Omit<ProductPatch, 'qty' | 'group_prices' | ProductSwitches> & Partial<Record<ProductSwitches, number>>;

/** The switches as the products table keeps them (1 or 0), only those sent. */
const switchColumns = (patch: Pick<ProductPatch, ProductSwitches>): Partial<Record<ProductSwitches, number>> =>
  Object.fromEntries(
    Object.entries(patch)
      .filter(([, value]) => value !== undefined)
      .map(([key, value]) => [key, value ? 1 : 0]),
  );

export async function updateProduct(context: ApiContext, sku: string, patch: ProductPatch, staff: StaffPrincipal) {
  const {
    qty,
    group_prices: groupPrices,
    customer_changes: changes,
    keep_held_date: keep,
    ...fields
  } = withCleanHtml(patch, ['description', 'short_description']);
  const columns: ProductColumns = { ...fields, ...switchColumns({ customer_changes: changes, keep_held_date: keep }) };
  const stamp = new Date().toISOString();
  await context.dialect.writeTransaction(context.db, async (trx) => {
    const product = await trx.selectFrom('products').selectAll().where('sku', '=', sku).executeTakeFirst();
    if (!product) throw new NotFound(NOT_FOUND);
    const pricesChange = groupPrices ? await replaceGroupPrices(trx, sku, groupPrices) : null;
    const stock = await trx
      .selectFrom('stock_items')
      .select(['qty', 'manage_stock'])
      .where('product_id', '=', product.id)
      .executeTakeFirst();
    const productChange = changedFields(product as unknown as Record<string, unknown>, columns);
    const stockChange = qty !== undefined && stock && stock.qty !== qty ? { before: { qty: stock.qty }, after: { qty } } : null;
    if (!Object.keys(productChange.after).length && !stockChange && !pricesChange) return;
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
      before: { ...productChange.before, ...(stockChange?.before ?? {}), ...(pricesChange?.before ?? {}) },
      after: { ...productChange.after, ...(stockChange?.after ?? {}), ...(pricesChange?.after ?? {}) },
    });
  });
  void context.readModel.refreshIfChanged().catch(() => undefined);
  return productDetail(context.db, sku);
}

const priceKey = (p: { group_id: number; qty: number; price_cents: number }) => `${p.group_id}:${p.qty}:${p.price_cents}`;

/** Replaces the product's group and tier prices; the audit's before/after when they changed, else null. */
async function replaceGroupPrices(trx: Kysely<Database>, sku: string, prices: readonly GroupPriceInput[]) {
  await checkGroupPrices(trx, prices);
  const stored = await trx.selectFrom('group_prices').select(['group_id', 'qty', 'price_cents']).where('sku', '=', sku).execute();
  const order = (list: ReadonlyArray<{ group_id: number; qty: number; price_cents: number }>) =>
    [...list]
      .sort((a, b) => a.group_id - b.group_id || a.qty - b.qty)
      .map(({ group_id, qty, price_cents }) => ({ group_id, qty, price_cents }));
  const before = order(stored);
  const after = order(prices);
  if (before.map(priceKey).join() === after.map(priceKey).join()) return null;
  await trx.deleteFrom('group_prices').where('sku', '=', sku).execute();
  if (after.length)
    await trx
      .insertInto('group_prices')
      .values(after.map((price) => ({ sku, ...price })))
      .execute();
  return { before: { group_prices: before }, after: { group_prices: after } };
}
