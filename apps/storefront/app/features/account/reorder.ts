import type { CartProduct } from '@shoreline/sdk';
import type { Order } from './types';

/** The cart lines that buy an order's lines again (children of bundles travel with their bundle). */
export function reorderLines(order: Pick<Order, 'items'>): CartProduct[] {
  return order.items
    .filter((line) => !(line.parent_sku && order.items.some((other) => other.sku === line.parent_sku && other.product_type === 'bundle')))
    .map((line) => ({
      sku: line.sku,
      name: line.name,
      qty: line.qty_ordered,
      type_id: line.product_type,
      ...(line.parent_sku ? { parentSku: line.parent_sku } : {}),
      price_incl_tax: line.price_incl_tax,
      ...(line.product_option && typeof line.product_option === 'object'
        ? { product_option: line.product_option as CartProduct['product_option'] }
        : {}),
    }));
}
