import { overnightCents, type ShippingConfig } from '../../delivery/index.js';
import type { OrderRow } from '../storage.js';

/** What the delivery costs more (or less) on `date` than on the order's date, by the same pricing as a new order. */
export function deliveryPriceDifference(
  shipping: ShippingConfig,
  order: Pick<OrderRow, 'store_code' | 'subtotal_cents' | 'discount_cents' | 'delivery_date'>,
  date: string,
): number {
  const subtotal = order.subtotal_cents - order.discount_cents;
  return (
    overnightCents(shipping, order.store_code, subtotal, date) - overnightCents(shipping, order.store_code, subtotal, order.delivery_date)
  );
}
