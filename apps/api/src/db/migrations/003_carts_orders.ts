import { sql, type Kysely, type Migration } from 'kysely';
import type { Dialect } from '../dialect.js';
import { belongsTo, createNumberedTable, timestamps } from './columns.js';

/** Carts, orders with their lines, and the stock change feed the read models follow. */
export function cartsOrdersMigration(dialect: Dialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('carts')
        .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
        .addColumn('store_code', 'varchar(64)', (c) => c.notNull())
        .addColumn('customer_id', 'integer')
        .addColumn('status', 'varchar(16)', (c) => c.notNull())
        .addColumn('coupon_code', 'varchar(64)')
        .addColumn('shipping_address', 'text')
        .addColumn('billing_address', 'text')
        .addColumn('shipping_carrier_code', 'varchar(64)')
        .addColumn('shipping_method_code', 'varchar(64)')
        .addColumn('delivery_date', 'varchar(10)')
        .addColumn('payment_method_code', 'varchar(64)')
        .$call(timestamps)
        .execute();
      await db.schema.createIndex('carts_customer').on('carts').columns(['customer_id', 'status']).execute();

      await createNumberedTable(db, dialect, 'cart_items', 'item_id')
        .addColumn('cart_id', 'varchar(64)', belongsTo('carts.id'))
        .addColumn('sku', 'varchar(255)', (c) => c.notNull())
        .addColumn('product_id', 'integer', (c) => c.notNull())
        .addColumn('parent_sku', 'varchar(64)')
        .addColumn('product_type', 'varchar(32)', (c) => c.notNull())
        .addColumn('name', 'varchar(255)', (c) => c.notNull())
        .addColumn('qty', 'integer', (c) => c.notNull())
        .addColumn('product_option', 'text', (c) => c.notNull())
        /** Identity of a line: the same product with the same options is one line. */
        .addColumn('identity', 'varchar(512)', (c) => c.notNull())
        .$call(timestamps)
        .addUniqueConstraint('cart_items_identity', ['cart_id', 'identity'])
        .addCheckConstraint('cart_items_qty_positive', sql`qty > 0`)
        .execute();

      await createNumberedTable(db, dialect, 'orders')
        .addColumn('increment_id', 'varchar(32)', (c) => c.notNull().unique())
        .addColumn('store_code', 'varchar(64)', (c) => c.notNull())
        .addColumn('customer_id', 'integer')
        .addColumn('cart_id', 'varchar(64)', (c) => c.notNull().unique())
        .addColumn('client_order_id', 'varchar(128)', (c) => c.unique())
        .addColumn('status', 'varchar(32)', (c) => c.notNull())
        .addColumn('customer_email', 'varchar(255)', (c) => c.notNull())
        .addColumn('customer_firstname', 'varchar(255)', (c) => c.notNull())
        .addColumn('customer_lastname', 'varchar(255)', (c) => c.notNull())
        .addColumn('shipping_carrier_code', 'varchar(64)')
        .addColumn('shipping_method_code', 'varchar(64)')
        .addColumn('shipping_description', 'varchar(255)', (c) => c.notNull())
        .addColumn('delivery_date', 'varchar(10)')
        .addColumn('payment_method_code', 'varchar(64)', (c) => c.notNull())
        .addColumn('payment_title', 'varchar(255)', (c) => c.notNull())
        .addColumn('coupon_code', 'varchar(64)')
        .addColumn('currency_code', 'varchar(3)', (c) => c.notNull())
        .addColumn('subtotal_cents', 'integer', (c) => c.notNull())
        .addColumn('shipping_cents', 'integer', (c) => c.notNull())
        .addColumn('discount_cents', 'integer', (c) => c.notNull())
        .addColumn('tax_cents', 'integer', (c) => c.notNull())
        .addColumn('grand_total_cents', 'integer', (c) => c.notNull())
        .addColumn('shipping_address', 'text')
        .addColumn('billing_address', 'text', (c) => c.notNull())
        .addColumn('totals', 'text', (c) => c.notNull())
        .$call(timestamps)
        .execute();
      await db.schema.createIndex('orders_customer').on('orders').columns(['customer_id', 'id']).execute();

      await createNumberedTable(db, dialect, 'order_items')
        .addColumn('order_id', 'integer', belongsTo('orders.id'))
        .addColumn('sku', 'varchar(255)', (c) => c.notNull())
        .addColumn('product_id', 'integer', (c) => c.notNull())
        .addColumn('parent_sku', 'varchar(64)')
        .addColumn('name', 'varchar(255)', (c) => c.notNull())
        .addColumn('product_type', 'varchar(32)', (c) => c.notNull())
        .addColumn('qty', 'integer', (c) => c.notNull())
        .addColumn('price_cents', 'integer', (c) => c.notNull())
        .addColumn('price_incl_tax_cents', 'integer', (c) => c.notNull())
        .addColumn('row_total_cents', 'integer', (c) => c.notNull())
        .addColumn('row_total_incl_tax_cents', 'integer', (c) => c.notNull())
        .addColumn('discount_cents', 'integer', (c) => c.notNull())
        .addColumn('tax_cents', 'integer', (c) => c.notNull())
        .addColumn('tax_rate_ppm', 'integer', (c) => c.notNull())
        .addColumn('product_option', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('order_items_order').on('order_items').column('order_id').execute();

      await createNumberedTable(db, dialect, 'stock_events')
        .addColumn('product_id', 'integer', (c) => c.notNull())
        .addColumn('created_at', 'varchar(40)', (c) => c.notNull())
        .execute();
    },
  };
}
