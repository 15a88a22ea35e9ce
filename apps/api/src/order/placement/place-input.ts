import type { OrderInput } from '@shoreline/domain/wire/order';
import { requestedDeliveryDate } from '../../delivery/index.js';

/** An order as OrderService.place takes it: the delivery date it asks for, read once at the route edge, is `deliveryDate`. */
export type PlaceOrderInput = OrderInput & { deliveryDate: string | null };

/**
 * The order a route hands to the service: the date on the address it delivers to (the shipping address, else the
 * billing address), else the pickup's `shippingExtraFields.delivery_date`.
 */
export function placeOrderInput(body: OrderInput): PlaceOrderInput {
  const info = body.addressInformation;
  const deliveryDate = requestedDeliveryDate({
    address: info.shippingAddress ?? info.billingAddress,
    shippingExtraFields: info.shippingExtraFields,
  });
  return { ...body, deliveryDate };
}
