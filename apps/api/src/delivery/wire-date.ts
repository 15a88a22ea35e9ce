import { z } from 'zod';

/**
 * Where a request names the delivery date it wants: the spec's clients use three names for it. The checkout of
 * the original client puts it on the shipping address (`extension_attributes.delivery_date`), older clients send
 * it beside the addresses (`delivery_date`), and a pickup names its day in `shippingExtraFields.delivery_date`.
 */
export interface DeliveryDateNames {
  /** The address the order is delivered to, as sent (its extension_attributes may carry the date). */
  address?: unknown;
  delivery_date?: string | null;
  shippingExtraFields?: { delivery_date?: string | null } | null;
}

/** The date on an address is not checked with the address (it is partial while the shopper types): only its length is. */
const onAddress = z.object({
  extension_attributes: z
    .object({ delivery_date: z.string().max(10).nullish() })
    .partial()
    .nullish(),
});

/**
 * The one delivery date a request asks for, read at the route edge so services see one name (`deliveryDate`): the
 * address's first, then `delivery_date`, then `shippingExtraFields.delivery_date`; null when none is given.
 */
export function requestedDeliveryDate(names: DeliveryDateNames): string | null {
  const fromAddress = onAddress.parse(names.address ?? {}).extension_attributes?.delivery_date;
  return fromAddress ?? names.delivery_date ?? names.shippingExtraFields?.delivery_date ?? null;
}
