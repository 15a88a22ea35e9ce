import { boxesFor, perishableVerdict, type PerishableConfig, type ShipmentLoad } from '../delivery/index.js';
import type { Parcel, ParcelOptions } from './port.js';
import type { ShippingLabelConfig } from './config.js';

const OUNCES_PER_POUND = 16;

/** A line of the order as the box carries it: the product's weight per unit in pounds (0 or null: none given). */
export interface BoxLine {
  qty: number;
  weightLb: number | null;
  /** The catalog's shipping class ("live", "perishable") or null. */
  shippingClass: string | null;
  name: string;
}

/**
 * The box's weight in ounces: each line's product weight times its units (a unit of a product with no weight counts
 * `lineOz`), plus the packaging; rounded up to a tenth of an ounce, as carriers read it.
 */
export function parcelWeightOz(lines: readonly BoxLine[], settings: Pick<ShippingLabelConfig, 'lineOz' | 'packagingOz'>): number {
  const goods = lines.reduce((sum, line) => {
    const perUnit = line.weightLb && line.weightLb > 0 ? line.weightLb * OUNCES_PER_POUND : settings.lineOz;
    return sum + perUnit * line.qty;
  }, 0);
  return Math.ceil((goods + settings.packagingOz) * 10 - 1e-9) / 10;
}

/** What the perishable rules (delivery/perishable.ts) judge: live and perishable lines and their weight. */
export function loadOf(lines: readonly BoxLine[]): ShipmentLoad {
  const cold = lines.filter((line) => line.shippingClass === 'live' || line.shippingClass === 'perishable');
  return {
    liveNames: cold.filter((line) => line.shippingClass === 'live').map((line) => line.name),
    perishable: cold.length > 0,
    perishableWeightLb: cold.reduce((sum, line) => sum + (line.weightLb ?? 0) * line.qty, 0),
  };
}

/** True when the delivery date (YYYY-MM-DD) is a Saturday. */
export const isSaturday = (date: string | null): boolean => date !== null && new Date(`${date}T12:00:00Z`).getUTCDay() === 6;

/**
 * Dry ice is declared when the perishable rules pack the order with it (a remote state or one of DRY_ICE_STATES),
 * `dryIceLbPerBox` per box; Saturday delivery when the order arrives on a Saturday.
 */
export function parcelOptions(
  lines: readonly BoxLine[],
  destination: { region: string | null; postcode: string | null },
  deliveryDate: string | null,
  rules: { perishable: PerishableConfig; dryIceLbPerBox: number },
): ParcelOptions {
  const load = loadOf(lines);
  const verdict = perishableVerdict(rules.perishable, destination, load);
  const dryIce = verdict.eligible && verdict.surcharges.some((surcharge) => surcharge.code === 'dry_ice');
  const boxes = boxesFor(rules.perishable, load);
  return {
    saturdayDelivery: isSaturday(deliveryDate),
    dryIceOz: dryIce ? Math.round(boxes * rules.dryIceLbPerBox * OUNCES_PER_POUND * 10) / 10 : 0,
  };
}

export function parcelOf(lines: readonly BoxLine[], settings: ShippingLabelConfig, dryIceOz: number): Parcel {
  return { ...settings.box, weightOz: Math.round((parcelWeightOz(lines, settings) + dryIceOz) * 10) / 10 };
}

/** What goes into one box of several: its weight and what it declares (each box of a dry-ice order has its own ice). */
export interface PackedBox {
  parcel: Parcel;
  options: ParcelOptions;
}

/**
 * The order's boxes: one when it fits in `maxBoxOz` (goods, packaging and dry ice); else its units, heaviest first,
 * each into the first box with room (a unit heavier than a box can carry goes alone), every box with its packaging and,
 * when the order is packed with dry ice, `dryIceLbPerBox` of it.
 */
export function packBoxes(
  lines: readonly BoxLine[],
  settings: Pick<ShippingLabelConfig, 'lineOz' | 'packagingOz' | 'box' | 'maxBoxOz' | 'dryIceLbPerBox'>,
  options: ParcelOptions,
): PackedBox[] {
  const whole = { ...settings.box, weightOz: Math.round((parcelWeightOz(lines, settings) + options.dryIceOz) * 10) / 10 };
  if (whole.weightOz <= settings.maxBoxOz) return [{ parcel: whole, options }];
  const iceOz = options.dryIceOz > 0 ? settings.dryIceLbPerBox * OUNCES_PER_POUND : 0;
  const room = settings.maxBoxOz - settings.packagingOz - iceOz;
  const units = lines
    .flatMap((line) => Array.from({ length: line.qty }, () => ({ ...line, qty: 1 })))
    .map((unit) => ({ unit, oz: parcelWeightOz([unit], { ...settings, packagingOz: 0 }) }))
    .sort((a, b) => b.oz - a.oz);
  const boxes: Array<{ lines: BoxLine[]; oz: number }> = [];
  for (const { unit, oz } of units) {
    const box = boxes.find((candidate) => candidate.oz + oz <= room);
    if (box) {
      box.lines.push(unit);
      box.oz += oz;
    } else boxes.push({ lines: [unit], oz });
  }
  return boxes.map((box) => ({
    parcel: { ...settings.box, weightOz: Math.round((parcelWeightOz(box.lines, settings) + iceOz) * 10) / 10 },
    options: { ...options, dryIceOz: iceOz },
  }));
}
