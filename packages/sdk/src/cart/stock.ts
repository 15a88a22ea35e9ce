import type { CartItem } from './types.js';

export type StockStatus = 'ok' | 'volatile' | 'out_of_stock';

/**
 * The stock status of an item being added, from its own stock data: without
 * any, it is 'ok' when an online stock check follows (stock sync on), 'volatile' otherwise.
 */
export function stockStatus(item: Pick<CartItem, 'stock'>, stockSynchronize: boolean): StockStatus {
  if (!item.stock) return stockSynchronize ? 'ok' : 'volatile';
  return item.stock.is_in_stock ? 'ok' : 'out_of_stock';
}

/** An out-of-stock item goes in only when the store allows it and its stock is not managed. */
export function mayAddOutOfStock(item: Pick<CartItem, 'stock'>, allowOutOfStockInCart: boolean): boolean {
  return allowOutOfStockInCart && item.stock?.manage_stock === false;
}
