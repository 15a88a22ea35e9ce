import type { StoreCatalog } from '../catalog/index.js';
import { regionOf, type ShipmentDestination, type ShipmentLoad } from '../delivery/index.js';
import type { Address } from './address.js';
import type { ResolvedLine } from './resolve-line.js';

/** The catalog's text attribute that marks how a product ships: "live" (overnight states only) or "perishable". */
export const SHIPPING_CLASS = 'shipping_class';

/**
 * What the cart's lines ship, from each product a line takes from stock (a bundle's parts count one by one):
 * the live ones by name, and the weight of everything live or perishable (the catalog's weight, in lb).
 */
export function shipmentLoadOf(store: StoreCatalog, lines: ReadonlyArray<{ qty: number; line: ResolvedLine }>): ShipmentLoad {
  const liveNames = new Set<string>();
  let perishable = false;
  let weight = 0;
  for (const { qty, line } of lines) {
    if (line.isVirtual) continue;
    for (const unit of line.stockUnits) {
      const product = store.productsBySku.get(unit.sku);
      const shippingClass = product?.[SHIPPING_CLASS];
      if (shippingClass !== 'live' && shippingClass !== 'perishable') continue;
      perishable = true;
      if (shippingClass === 'live') liveNames.add(line.name);
      weight += (product?.weight ?? 0) * unit.qty * qty;
    }
  }
  return { liveNames: [...liveNames], perishable, perishableWeightLb: weight };
}

/** The destination the perishable rules judge: the address's US state and ZIP code. */
export function shipmentDestinationOf(address: Address | null): ShipmentDestination {
  return { region: regionOf(address), postcode: address?.postcode || null };
}
