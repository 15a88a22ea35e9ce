import type { SavedAddress } from '~/features/session/contract';
import { toAddressInput, type SavedAddressInput } from './account-api';

/** Puts the saved or new address into the full list; a new default takes the flag from the others. */
export function withAddress(addresses: SavedAddress[], input: SavedAddressInput): SavedAddressInput[] {
  const others = addresses.map(toAddressInput).map((address) => ({
    ...address,
    default_shipping: input.default_shipping ? false : address.default_shipping,
    default_billing: input.default_billing ? false : address.default_billing,
  }));
  if (input.id === undefined) return [...others, input];
  return others.map((address) => (address.id === input.id ? input : address));
}
