import type { PricedOption, PricedOrder } from '@shoreline/domain/pricing/priced-order';
import { optionsOfStoredItem } from './priced-order-of-row.js';
import type { OrderItemRow, OrderRow } from './storage.js';

export { pricedOrderOfOrder } from './priced-order-of-row.js';

/**
 * What the back office reads from an order's priced order: each line's options, the paid extras,
 * and where the order goes (or who collects it). The detail screen, the packing list and the
 * refund dialog all read these, so they show the same lines as the shopper saw.
 */

/**
 * The chosen options of each order item. The priced lines were stored in the order the items were
 * inserted, so they pair by position; should they not (a different line count), by sku, and an
 * item without a priced line names what its stored option names.
 */
export function optionsByItem(priced: PricedOrder, items: readonly OrderItemRow[]): Map<number, PricedOption[]> {
  const byPosition = priced.lines.length === items.length && items.every((item, index) => priced.lines[index]?.sku === item.sku);
  const unused = [...priced.lines];
  return new Map(
    items.map((item, index) => {
      if (byPosition) return [item.id, priced.lines[index].options];
      const at = unused.findIndex((line) => line.sku === item.sku);
      const options = at >= 0 ? unused.splice(at, 1)[0].options : optionsOfStoredItem(item.product_option);
      return [item.id, options];
    }),
  );
}

/** The paid extras (gift wrap, a card, insulated packaging): the fee segments with their chosen options. */
export function extrasOf(priced: PricedOrder): Array<{ name: string; options: string[]; cents: number }> {
  return priced.segments
    .filter((segment) => segment.code === 'fee')
    .map((segment) => ({ name: segment.fee?.name ?? segment.title, options: segment.fee?.options ?? [], cents: segment.cents }));
}

export interface ShipTo {
  name: string;
  company: string;
  street: string[];
  city: string;
  region: string;
  postcode: string;
  country_id: string;
  telephone: string;
  vat_id: string;
}

type StoredAddress = Partial<Record<keyof ShipTo | 'firstname' | 'lastname' | 'region_code', unknown>>;

function storedAddress(json: string | null): StoredAddress | null {
  if (!json) return null;
  try {
    const value = JSON.parse(json) as unknown;
    return value && typeof value === 'object' ? (value as StoredAddress) : null;
  } catch {
    return null;
  }
}

const field = (value: unknown) => (typeof value === 'string' ? value : '');

function shipToOf(address: StoredAddress): ShipTo {
  return {
    name: `${field(address.firstname)} ${field(address.lastname)}`.trim(),
    company: field(address.company),
    street: Array.isArray(address.street) ? address.street.filter((line): line is string => typeof line === 'string' && line !== '') : [],
    city: field(address.city),
    region: field(address.region_code) || field(address.region),
    postcode: field(address.postcode),
    country_id: field(address.country_id),
    telephone: field(address.telephone),
    vat_id: field(address.vat_id),
  };
}

/** Who pays: the billing address as stored, with a business buyer's company, tax id and country. */
export function billToOf(row: Pick<OrderRow, 'billing_address'>): ShipTo | null {
  const billing = storedAddress(row.billing_address);
  return billing ? shipToOf(billing) : null;
}

/** How the order leaves the shop: the address and phone it goes to, or the name and time of its pickup. */
export function handoverOf(row: OrderRow, priced: PricedOrder) {
  const { mode, method, date } = priced.fulfilment;
  const shipping = mode === 'delivery' ? storedAddress(row.shipping_address) : null;
  // A pickup keeps who collects it (their name and phone) on the order's address, under the store's own address.
  const collector = mode === 'pickup' ? (storedAddress(row.shipping_address) ?? storedAddress(row.billing_address)) : null;
  const collectorName = `${field(collector?.firstname)} ${field(collector?.lastname)}`.trim();
  return {
    fulfilment: { mode, method, date },
    ship_to: shipping ? shipToOf(shipping) : null,
    pickup:
      mode === 'pickup'
        ? {
            name: collectorName || `${row.customer_firstname} ${row.customer_lastname}`.trim(),
            telephone: field(collector?.telephone),
            date,
            time: priced.fulfilment.time ?? null,
          }
        : null,
  };
}
