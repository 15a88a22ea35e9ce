import { sha3_224Hex } from '../hash/sha3.js';
import type { CartItem } from './types.js';

/** The option kinds, in the order the checksum looks at them. */
const OPTION_KINDS = ['bundle_options', 'custom_options', 'configurable_item_options'] as const;
type OptionKind = (typeof OPTION_KINDS)[number];

export type ItemLike = Pick<CartItem, 'sku' | 'item_id' | 'server_item_id' | 'checksum' | 'product_option'>;

function optionEntries(item: ItemLike, kind: OptionKind): unknown[] {
  const list = item.product_option?.extension_attributes?.[kind];
  return !list ? [] : Array.isArray(list) ? list : Object.values(list);
}

function numbersToStrings(value: unknown): unknown {
  if (typeof value === 'number') return String(value);
  if (Array.isArray(value)) return value.map(numbersToStrings);
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([key, entry]) => [key, numbersToStrings(entry)]));
  return value;
}

/** SHA3-224 of the JSON of the first non-empty option list (numbers as strings), else of product_option, else of null. */
export function itemChecksum(item: ItemLike): string {
  const entries = OPTION_KINDS.map((kind) => optionEntries(item, kind)).find((list) => list.length > 0);
  return sha3_224Hex(JSON.stringify(!item.product_option ? null : entries ? numbersToStrings(entries) : item.product_option));
}

/**
 * Whether two items are the same cart line. Bundles and custom options match on the server id, then the checksum;
 * configurables on sku only (a re-configured line keeps its server id); anything else on the server id, then sku.
 */
export function itemsEqual(a: ItemLike | null | undefined, b: ItemLike | null | undefined): boolean {
  if (!a || !b) return false;
  const either = (kind: OptionKind) => optionEntries(a, kind).length > 0 || optionEntries(b, kind).length > 0;
  const idA = a.server_item_id ?? a.item_id;
  const sameId = idA !== undefined && idA === (b.server_item_id ?? b.item_id);
  if (either('bundle_options') || either('custom_options'))
    return sameId || (a.checksum ?? itemChecksum(a)) === (b.checksum ?? itemChecksum(b));
  if (either('configurable_item_options')) return String(a.sku) === String(b.sku);
  return sameId || String(a.sku) === String(b.sku);
}

/** The cart hash: SHA3-224 of {items, token}, items without their stock and totals. */
export function cartHash(items: readonly CartItem[], token: string | null): string {
  const hashed = items.map(({ stock: _stock, totals: _totals, ...item }) => item);
  return sha3_224Hex(JSON.stringify({ items: hashed, token }));
}
