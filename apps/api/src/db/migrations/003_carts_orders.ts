import { sql, type Migration } from 'kysely';
import type { Dialect } from '../dialect.js';
import { belongsTo, initialTablesMigration, type TableDefinitions, timestamps } from './columns.js';

const TABLES = {
  carts: {
    columns: {
      id: 'varchar(64) primary key',
      store_code: 'varchar(64) not null',
      customer_id: 'integer',
      status: 'varchar(16) not null',
      coupon_code: 'varchar(64)',
      shipping_address: 'text',
      billing_address: 'text',
      shipping_carrier_code: 'varchar(64)',
      shipping_method_code: 'varchar(64)',
      delivery_date: 'varchar(10)',
      payment_method_code: 'varchar(64)',
      ...timestamps,
    },
    indexes: { carts_customer: ['customer_id', 'status'] },
  },
  cart_items: {
    numbered: 'item_id',
    columns: {
      cart_id: belongsTo('carts.id', 'varchar(64)'),
      sku: 'varchar(255) not null',
      product_id: 'integer not null',
      parent_sku: 'varchar(64)',
      product_type: 'varchar(32) not null',
      name: 'varchar(255) not null',
      qty: 'integer not null',
      product_option: 'text not null',
      /** Identity of a line: the same product with the same options is one line. */
      identity: 'varchar(512) not null',
      ...timestamps,
    },
    unique: { cart_items_identity: ['cart_id', 'identity'] },
    checks: { cart_items_qty_positive: sql`qty > 0` },
  },
  orders: {
    numbered: 'id',
    columns: {
      increment_id: 'varchar(32) not null unique',
      store_code: 'varchar(64) not null',
      customer_id: 'integer',
      cart_id: 'varchar(64) not null unique',
      client_order_id: 'varchar(128) unique',
      status: 'varchar(32) not null',
      customer_email: 'varchar(255) not null',
      customer_firstname: 'varchar(255) not null',
      customer_lastname: 'varchar(255) not null',
      shipping_carrier_code: 'varchar(64)',
      shipping_method_code: 'varchar(64)',
      shipping_description: 'varchar(255) not null',
      delivery_date: 'varchar(10)',
      payment_method_code: 'varchar(64) not null',
      payment_title: 'varchar(255) not null',
      coupon_code: 'varchar(64)',
      currency_code: 'varchar(3) not null',
      subtotal_cents: 'integer not null',
      shipping_cents: 'integer not null',
      discount_cents: 'integer not null',
      tax_cents: 'integer not null',
      grand_total_cents: 'integer not null',
      shipping_address: 'text',
      billing_address: 'text not null',
      totals: 'text not null',
      ...timestamps,
    },
    indexes: { orders_customer: ['customer_id', 'id'] },
  },
  order_items: {
    numbered: 'id',
    columns: {
      order_id: belongsTo('orders.id'),
      sku: 'varchar(255) not null',
      product_id: 'integer not null',
      parent_sku: 'varchar(64)',
      name: 'varchar(255) not null',
      product_type: 'varchar(32) not null',
      qty: 'integer not null',
      price_cents: 'integer not null',
      price_incl_tax_cents: 'integer not null',
      row_total_cents: 'integer not null',
      row_total_incl_tax_cents: 'integer not null',
      discount_cents: 'integer not null',
      tax_cents: 'integer not null',
      tax_rate_ppm: 'integer not null',
      product_option: 'text not null',
    },
    indexes: { order_items_order: ['order_id'] },
  },
  stock_events: {
    numbered: 'id',
    columns: {
      product_id: 'integer not null',
      created_at: 'varchar(40) not null',
    },
  },
} satisfies TableDefinitions;

/** Carts, orders with their lines, and the stock change feed the read models follow. */
export const cartsOrdersMigration = (dialect: Dialect): Migration => initialTablesMigration(TABLES, dialect);
