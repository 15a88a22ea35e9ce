import type { Cents } from '@shoreline/domain';
import { usStateByCode } from '@shoreline/domain/geo/us-states';
import { liveNotShipped, noOvernightToState, noOvernightToZip } from '@shoreline/domain/messages';
import { REASON } from '@shoreline/domain/error-reasons';

/**
 * Where perishables go overnight and what keeps them cold (OVERNIGHT_STATES, OVERNIGHT_EXCLUDED_ZIPS,
 * REMOTE_STATES_SURCHARGE, DRY_ICE_STATES, BOX_WEIGHT_LB, COLD_PACK).
 */
export interface PerishableConfig {
  /** State codes reached overnight at the normal price. */
  overnightStates: readonly string[];
  /** ZIP code prefixes never reached overnight (remote islands), whatever their state. */
  excludedZipPrefixes: readonly string[];
  /** States outside overnightStates reached for an extra charge (two days in transit: dry ice); live products never go there. */
  remoteSurchargeCents: Readonly<Record<string, Cents>>;
  /** States whose perishables are packed with dry ice instead of gel packs. */
  dryIceStates: readonly string[];
  /** Product weight one box holds. */
  boxWeightLb: number;
  /** Per box of perishables. */
  gelPackCents: Cents;
  dryIceCents: Cents;
}

// The lower 48 and DC.
// prettier-ignore
export const LOWER_48_AND_DC = [
  'AL', 'AZ', 'AR', 'CA', 'CO', 'CT', 'DE', 'DC', 'FL', 'GA', 'ID', 'IL', 'IN', 'IA', 'KS', 'KY', 'LA', 'ME', 'MD',
  'MA', 'MI', 'MN', 'MS', 'MO', 'MT', 'NE', 'NV', 'NH', 'NJ', 'NM', 'NY', 'NC', 'ND', 'OH', 'OK', 'OR', 'PA', 'RI',
  'SC', 'SD', 'TN', 'TX', 'UT', 'VT', 'VA', 'WA', 'WV', 'WI', 'WY',
] as const;

export const DEFAULT_PERISHABLE: PerishableConfig = {
  overnightStates: LOWER_48_AND_DC,
  excludedZipPrefixes: [],
  remoteSurchargeCents: {},
  dryIceStates: [],
  boxWeightLb: 20,
  gelPackCents: 0,
  dryIceCents: 499,
};

/** What a cart ships, as the packers see it: products that must arrive alive, and the weight that needs cooling. */
export interface ShipmentLoad {
  /** Names of the lines that ship live (only to overnightStates). */
  liveNames: readonly string[];
  /** Whether any line is perishable (live lines are). */
  perishable: boolean;
  perishableWeightLb: number;
}

export const EMPTY_LOAD: ShipmentLoad = { liveNames: [], perishable: false, perishableWeightLb: 0 };

/** Where the parcel goes: the US state code (null while unknown or abroad) and the ZIP code as typed. */
export interface ShipmentDestination {
  region: string | null;
  postcode: string | null;
}

export type PerishableRefusal =
  typeof REASON.shippingStateExcluded | typeof REASON.shippingZipExcluded | typeof REASON.shippingLiveNotEligible;

/** An extra charge on overnight delivery, named so the total never shows an unexplained amount. */
export interface ShippingSurcharge {
  code: 'remote' | 'cold_pack' | 'dry_ice';
  title: string;
  cents: Cents;
  /** cold_pack and dry_ice: how many boxes. */
  boxes?: number;
}

export type PerishableVerdict =
  { eligible: true; surcharges: ShippingSurcharge[] } | { eligible: false; reason: PerishableRefusal; message: string };

const stateName = (code: string) => usStateByCode(code)?.name ?? code;

/** Boxes a perishable load fills (at least one when anything perishable ships). */
export function boxesFor(config: PerishableConfig, load: ShipmentLoad): number {
  if (!load.perishable) return 0;
  return Math.max(1, Math.ceil(load.perishableWeightLb / config.boxWeightLb - 1e-9));
}

/**
 * Whether overnight reaches the destination with this load, and what it adds: the remote state's surcharge and
 * the cooling per box (dry ice for a remote state or one listed in DRY_ICE_STATES, gel packs elsewhere).
 * An unknown state judges nothing yet (the address is still being typed).
 */
export function perishableVerdict(config: PerishableConfig, destination: ShipmentDestination, load: ShipmentLoad): PerishableVerdict {
  const zip = (destination.postcode ?? '').replace(/\s/g, '');
  if (zip && config.excludedZipPrefixes.some((prefix) => zip.startsWith(prefix))) {
    return { eligible: false, reason: REASON.shippingZipExcluded, message: noOvernightToZip(zip) };
  }
  const region = destination.region;
  const surcharges: ShippingSurcharge[] = [];
  let remote = false;
  if (region !== null && !config.overnightStates.includes(region)) {
    const cents = Object.hasOwn(config.remoteSurchargeCents, region) ? config.remoteSurchargeCents[region] : undefined;
    if (cents === undefined)
      return { eligible: false, reason: REASON.shippingStateExcluded, message: noOvernightToState(stateName(region)) };
    if (load.liveNames.length > 0) {
      return { eligible: false, reason: REASON.shippingLiveNotEligible, message: liveNotShipped(load.liveNames, stateName(region)) };
    }
    remote = true;
    if (cents > 0) surcharges.push({ code: 'remote', title: `${stateName(region)} delivery`, cents });
  }
  const boxes = boxesFor(config, load);
  if (boxes > 0) {
    const dryIce = remote || (region !== null && config.dryIceStates.includes(region));
    const perBox = dryIce ? config.dryIceCents : config.gelPackCents;
    const count = boxes === 1 ? '1 box' : `${boxes} boxes`;
    if (perBox > 0) {
      surcharges.push(
        dryIce
          ? { code: 'dry_ice', title: `Dry ice, ${count}`, cents: perBox * boxes, boxes }
          : { code: 'cold_pack', title: `Gel packs, ${count}`, cents: perBox * boxes, boxes },
      );
    }
  }
  return { eligible: true, surcharges };
}
