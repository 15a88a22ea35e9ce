import type { ErrorReason } from '@shoreline/domain/error-reasons';
import type * as wire from '@shoreline/domain/wire/cart';
import { sha3_224Hex } from '../hash/sha3.js';
import type { NotificationInput } from '../notifications/notifications.js';

export type StockInfo = { is_in_stock?: boolean; manage_stock?: boolean; qty?: number; [key: string]: unknown };

/** The fields a cart line and a product share (the spec's "Cart item"); products carry many more. */
export interface CartLineFields {
  sku: string;
  name?: string;
  type_id?: string;
  parentSku?: string;
  price_incl_tax?: number;
  item_id?: number | string;
  server_item_id?: number | string;
  server_cart_id?: number | string;
  checksum?: string;
  product_option?: wire.ProductOptionWire;
  /** The last quantity the server confirmed; a refused change goes back to it. */
  prev_qty?: number;
  info?: Record<string, string>;
  errors?: Record<string, string | null | undefined>;
  is_in_stock?: boolean;
  stock?: StockInfo | null;
  /** The server's totals line, its options parsed from their JSON text. */
  totals?: Omit<wire.TotalsItemWire, 'options'> & { options?: unknown };
  onlineStockCheckid?: string;
  giftcard?: { giftcard_type?: number };
  [field: string]: unknown;
}

export type CartItem = CartLineFields & { qty: number };
/** What addItem takes: a product, whose qty may be missing or a string. */
export type CartProduct = CartLineFields & { qty?: number | string };

// The API's wire schemas; every totals field may be missing in the copy kept offline.
export type ServerCartItem = wire.CartLineWire;
export type TotalSegment = wire.TotalSegmentWire;
export type Totals = Partial<wire.CartTotalsWire>;
export type ExtraFeeOption = wire.ExtraFeeWire['options'][number];
export type ExtraFee = wire.ExtraFeeWire;

type MethodFields = { default?: boolean; offline?: boolean; is_server_method?: boolean; [field: string]: unknown };

export interface ShippingMethod extends MethodFields {
  carrier_code: string;
  method_code: string;
  carrier_title?: string;
  method_title?: string;
  price_incl_tax?: number;
  amount?: number;
  available?: boolean;
}

export type PaymentMethod = MethodFields & { code: string; title?: string; cost_incl_tax?: number };

export type ServerResponse = { status: number | undefined; sku: string; result: unknown; reason?: ErrorReason };

export type DiffLog = { serverResponses: ServerResponse[]; clientNotifications: NotificationInput[] };

/** A new cart's state; its shape is the state's type. */
export const initialCartState = () => ({
  cartItems: [] as CartItem[],
  /** The server cart id; '' or null when not connected. */
  cartServerToken: '' as string | null,
  /** The hash last stored (synced); '' or null when none is. */
  cartItemsHash: '' as string | null,
  lastSyncAt: 0,
  lastTotalsSyncAt: 0,
  shipping: null as ShippingMethod | null,
  payment: null as PaymentMethod | null,
  shippingMethods: [] as ShippingMethod[],
  /** The methods the server refused for the address, each with its error_message (live crabs to Hawaii). */
  refusedShippingMethods: [] as ShippingMethod[],
  paymentMethods: [] as PaymentMethod[],
  platformTotals: null as Totals | null,
  platformTotalSegments: null as TotalSegment[] | null,
  connectBypassCount: 0,
  isMicrocartOpen: false,
  /** When the checkout page last changed; 0 when it is closed. */
  checkoutModifiedAt: 0,
});
export type CartState = ReturnType<typeof initialCartState>;

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
