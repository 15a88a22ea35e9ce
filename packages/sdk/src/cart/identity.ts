import { sha3_224Hex } from '../hash/sha3.js';
import type { CartItem, OptionList, ProductOption } from './types.js';

type OptionKind = 'bundle_options' | 'custom_options' | 'configurable_item_options';

/** The kinds in the order the checksum looks at them. */
const OPTION_KINDS: readonly OptionKind[] = ['bundle_options', 'custom_options', 'configurable_item_options'];

/** Anything with a sku and optional ids/options: cart lines, products and server lines. */
export type ItemLike = Pick<CartItem, 'sku' | 'item_id' | 'server_item_id' | 'checksum'> & { product_option?: ProductOption };

function optionEntries(item: ItemLike, kind: OptionKind): unknown[] {
  const list: OptionList | undefined = item.product_option?.extension_attributes?.[kind];
  if (!list) return [];
  return Array.isArray(list) ? list : Object.values(list);
}

function hasOptions(item: ItemLike, kind: OptionKind): boolean {
  return optionEntries(item, kind).length > 0;
}

function numbersToStrings(value: unknown): unknown {
  if (typeof value === 'number') return String(value);
  if (Array.isArray(value)) return value.map(numbersToStrings);
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, entry]) => [key, numbersToStrings(entry)]));
  }
  return value;
}

function checksumData(item: ItemLike): unknown {
  if (!item.product_option) return null;
  for (const kind of OPTION_KINDS) {
    const entries = optionEntries(item, kind);
    if (entries.length > 0) return numbersToStrings(entries);
  }
  return item.product_option;
}

/**
 * The item checksum: SHA3-224 of the JSON of the first non-empty option list
 * (numbers turned into strings), of the whole product_option otherwise, or of null.
 */
export function itemChecksum(item: ItemLike): string {
  return sha3_224Hex(JSON.stringify(checksumData(item)));
}

function serverId(item: ItemLike): unknown {
  return item.server_item_id ?? item.item_id;
}

function sameId(a: ItemLike, b: ItemLike): boolean {
  const idA = serverId(a);
  const idB = serverId(b);
  return idA !== undefined && idB !== undefined && idA === idB;
}

function sameChecksum(a: ItemLike, b: ItemLike): boolean {
  return (a.checksum ?? itemChecksum(a)) === (b.checksum ?? itemChecksum(b));
}

function sameSku(a: ItemLike, b: ItemLike): boolean {
  return String(a.sku) === String(b.sku);
}

/**
 * Whether two items are the same cart line. Bundles and custom options match
 * on id then checksum; configurables on sku only (a re-configured line keeps its server id);
 * anything else on id then sku.
 */
export function itemsEqual(a: ItemLike | null | undefined, b: ItemLike | null | undefined): boolean {
  if (!a || !b) return false;
  const either = (kind: OptionKind) => hasOptions(a, kind) || hasOptions(b, kind);
  if (either('bundle_options') || either('custom_options')) return sameId(a, b) || sameChecksum(a, b);
  if (either('configurable_item_options')) return sameSku(a, b);
  return sameId(a, b) || sameSku(a, b);
}

/** The cart hash: SHA3-224 of {items, token}, items without their stock and totals. */
export function cartHash(items: readonly CartItem[], token: string | null): string {
  const hashed = items.map((item) => {
    const copy = { ...item };
    delete copy.stock;
    delete copy.totals;
    return copy;
  });
  return sha3_224Hex(JSON.stringify({ items: hashed, token }));
}
