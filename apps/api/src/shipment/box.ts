import type { StoreCatalog } from '../catalog/index.js';
import type { OrderItemRow, OrderRow } from '../order/index.js';
import type { CarrierAddress } from './port.js';
import type { BoxLine } from './parcel.js';

/** The catalog's text attribute that marks how a product ships ("live", "perishable"). */
const SHIPPING_CLASS = 'shipping_class';
const NOT_SHIPPED = new Set(['virtual', 'downloadable', 'giftcard']);

interface StockUnit {
  productId: number;
  name: string;
  qty: number;
}

function unitsOf(item: OrderItemRow): StockUnit[] {
  if (!item.stock_units) return [{ productId: item.product_id, name: item.name, qty: 1 }];
  try {
    return JSON.parse(item.stock_units) as StockUnit[];
  } catch {
    return [{ productId: item.product_id, name: item.name, qty: 1 }];
  }
}

/**
 * What goes into the order's box: each product a line took from stock (a bundle's parts one by one), with its catalog
 * weight and shipping class; virtual products and gift cards ship no weight. A product no longer in the catalog
 * counts as a line without weight.
 */
export function boxLinesOf(items: readonly OrderItemRow[], store: Pick<StoreCatalog, 'productsById'> | undefined): BoxLine[] {
  return items.flatMap((item) => {
    if (NOT_SHIPPED.has(item.product_type)) return [];
    return unitsOf(item).flatMap((unit) => {
      const product = store?.productsById.get(unit.productId);
      if (product && NOT_SHIPPED.has(product.type_id)) return [];
      const shippingClass = product?.[SHIPPING_CLASS];
      return [
        {
          qty: unit.qty * item.qty,
          weightLb: product?.weight ?? null,
          shippingClass: typeof shippingClass === 'string' ? shippingClass : null,
          name: item.name,
        },
      ];
    });
  });
}

interface OrderAddress {
  firstname?: string;
  lastname?: string;
  company?: string;
  street?: string[] | string;
  city?: string;
  region_code?: string;
  region?: string;
  postcode?: string;
  country_id?: string;
  telephone?: string;
}

/** The order's shipping address as the carrier takes it; null when the order has none (pickup, nothing to deliver). */
export function recipientOf(order: Pick<OrderRow, 'shipping_address' | 'customer_email'>): CarrierAddress | null {
  if (!order.shipping_address) return null;
  const address = JSON.parse(order.shipping_address) as OrderAddress;
  const street = Array.isArray(address.street) ? address.street : [address.street ?? ''];
  return {
    name: `${address.firstname ?? ''} ${address.lastname ?? ''}`.trim(),
    ...(address.company ? { company: address.company } : {}),
    street1: street[0] ?? '',
    ...(street[1] ? { street2: street[1] } : {}),
    city: address.city ?? '',
    state: address.region_code ?? address.region ?? '',
    zip: address.postcode ?? '',
    country: address.country_id ?? 'US',
    ...(address.telephone ? { phone: address.telephone } : {}),
    email: order.customer_email,
  };
}
