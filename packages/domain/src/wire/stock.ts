import { z } from 'zod';

/** A product's live stock (/api/stock/check, /api/stock/list): the cart and the product page read it. */
export const stockItemWire = z.object({
  item_id: z.number().int(),
  product_id: z.number().int(),
  product_sku: z.string(),
  stock_id: z.number().int(),
  qty: z.number(),
  is_in_stock: z.boolean(),
  is_qty_decimal: z.boolean(),
  min_qty: z.number(),
  min_sale_qty: z.number(),
  max_sale_qty: z.number(),
  backorders: z.number(),
  manage_stock: z.boolean(),
});
export type StockItemWire = z.infer<typeof stockItemWire>;
