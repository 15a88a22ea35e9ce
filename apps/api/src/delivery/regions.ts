import { usStateByCode, usStateById, usStateByName } from '@shoreline/domain/geo/us-states';
import type { Address } from '@shoreline/domain/forms/address-rules';

/** The US state an address goes to, as its code ("FL"); null for another country or an address without a state yet. */
export function regionOf(address: Pick<Address, 'country_id' | 'region' | 'region_code' | 'region_id'> | null): string | null {
  if (!address || (address.country_id && address.country_id !== 'US')) return null;
  const state =
    (address.region_code ? usStateByCode(address.region_code) : undefined) ??
    (address.region ? (usStateByCode(address.region) ?? usStateByName(address.region)) : undefined) ??
    (address.region_id ? usStateById(Number(address.region_id)) : undefined);
  return state?.code ?? null;
}

/** A hold's states as stored ("FL,GA"; '' for everywhere). */
export const regionsOf = (stored: string): string[] => stored.split(',').filter(Boolean);

/** Whether a hold with these states covers a destination in `region` (a hold for everywhere covers any). */
export function holdCovers(regions: string, region: string | null): boolean {
  const states = regionsOf(regions);
  return states.length === 0 || (region !== null && states.includes(region));
}
