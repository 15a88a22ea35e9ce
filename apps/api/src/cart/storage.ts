import { randomBytes } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../db/index.js';

export type CartRow = Selectable<Database['carts']>;
export type CartItemRow = Selectable<Database['cart_items']>;

const now = () => new Date().toISOString();

/** A guest cart id is an opaque 32-character string (as the original platform's masked ids). */
export function newCartId(): string {
  return randomBytes(16).toString('hex');
}

export async function insertCart(db: Kysely<Database>, storeCode: string, customerId: number | null): Promise<CartRow> {
  const row: CartRow = {
    id: newCartId(),
    store_code: storeCode,
    customer_id: customerId,
    status: 'active',
    coupon_code: null,
    shipping_address: null,
    billing_address: null,
    shipping_carrier_code: null,
    shipping_method_code: null,
    delivery_date: null,
    payment_method_code: null,
    use_store_credit: 0,
    created_at: now(),
    updated_at: now(),
  };
  await db.insertInto('carts').values(row).execute();
  return row;
}

export async function findActiveCustomerCart(db: Kysely<Database>, storeCode: string, customerId: number): Promise<CartRow | undefined> {
  return db
    .selectFrom('carts')
    .selectAll()
    .where('customer_id', '=', customerId)
    .where('status', '=', 'active')
    .where('store_code', '=', storeCode)
    .executeTakeFirst();
}

export async function findCart(db: Kysely<Database>, id: string): Promise<CartRow | undefined> {
  return db.selectFrom('carts').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function listItems(db: Kysely<Database>, cartId: string): Promise<CartItemRow[]> {
  return db.selectFrom('cart_items').selectAll().where('cart_id', '=', cartId).orderBy('item_id').execute();
}

export async function updateCart(db: Kysely<Database>, id: string, changes: Partial<Omit<CartRow, 'id' | 'created_at'>>): Promise<void> {
  await db
    .updateTable('carts')
    .set({ ...changes, updated_at: now() })
    .where('id', '=', id)
    .execute();
}

/** A line as the cart service builds it: the stored row without its id, cart and times. */
export type NewItem = Omit<CartItemRow, 'item_id' | 'cart_id' | 'created_at' | 'updated_at'>;

/** The cart's line with this identity (the same product and options), if it has one. */
function findItemByIdentity(db: Kysely<Database>, cartId: string, identity: string): Promise<CartItemRow | undefined> {
  return db.selectFrom('cart_items').selectAll().where('cart_id', '=', cartId).where('identity', '=', identity).executeTakeFirst();
}

/** Sets an existing line's quantity; answers the line as it is now. */
async function setItemQty(db: Kysely<Database>, line: CartItemRow, qty: number): Promise<CartItemRow> {
  await db.updateTable('cart_items').set({ qty, updated_at: now() }).where('item_id', '=', line.item_id).execute();
  return { ...line, qty };
}

/** Adds a line, or sets the quantity of the identical line: retrying the same update changes nothing. */
export async function upsertItemByIdentity(db: Kysely<Database>, cartId: string, item: NewItem): Promise<CartItemRow> {
  const existing = await findItemByIdentity(db, cartId, item.identity);
  if (existing) return setItemQty(db, existing, item.qty);
  try {
    const inserted = await db
      .insertInto('cart_items')
      .values({ ...item, cart_id: cartId, created_at: now(), updated_at: now() })
      .returningAll()
      .executeTakeFirstOrThrow();
    return inserted;
  } catch (error) {
    // A concurrent identical add won the unique (cart, identity) race: update that line instead.
    const raced = await findItemByIdentity(db, cartId, item.identity);
    if (!raced) throw error;
    return setItemQty(db, raced, item.qty);
  }
}

export async function updateItem(db: Kysely<Database>, itemId: number, item: NewItem): Promise<void> {
  await db
    .updateTable('cart_items')
    .set({ ...item, updated_at: now() })
    .where('item_id', '=', itemId)
    .execute();
}

export async function deleteItem(db: Kysely<Database>, cartId: string, itemId: number): Promise<number> {
  const result = await db.deleteFrom('cart_items').where('cart_id', '=', cartId).where('item_id', '=', itemId).executeTakeFirst();
  return Number(result.numDeletedRows);
}

export async function findCoupon(db: Kysely<Database>, code: string) {
  return db.selectFrom('coupons').selectAll().where('code', '=', code.toUpperCase()).executeTakeFirst();
}
