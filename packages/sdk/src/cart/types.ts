import type { CartLineWire, CartTotalsWire, ExtraFeeWire, TotalSegmentWire, TotalsItemWire } from '@shoreline/domain/wire/cart';
import type { ErrorReason } from '@shoreline/domain/error-reasons';
import type { NotificationInput } from '../notifications/notifications.js';

/** An options list as products carry it: an array, or an object whose values are the entries. */
export type OptionList = unknown[] | Record<string, unknown>;

export interface ProductOption {
  extension_attributes?: {
    bundle_options?: OptionList;
    custom_options?: OptionList;
    configurable_item_options?: OptionList;
    [key: string]: unknown;
  };
  [key: string]: unknown;
}

export interface StockInfo {
  is_in_stock?: boolean;
  manage_stock?: boolean;
  qty?: number;
  [key: string]: unknown;
}

/** The fields a cart line and a product share (the spec's "Cart item"); products carry many more. */
export interface CartLineFields {
  sku: string;
  name?: string;
  type_id?: string;
  parentSku?: string;
  price_incl_tax?: number;
  item_id?: number | string;
  /** The server's item_id once the server has the line (a number on the wire). */
  server_item_id?: number | string;
  server_cart_id?: number | string;
  checksum?: string;
  product_option?: ProductOption;
  /** The last quantity the server confirmed; a rejected update goes back to it. */
  prev_qty?: number;
  info?: Record<string, string>;
  errors?: Record<string, string | null | undefined>;
  is_in_stock?: boolean;
  stock?: StockInfo | null;
  /** The server's totals line, its options parsed from their JSON text. */
  totals?: Omit<TotalsItem, 'options'> & { options?: unknown };
  onlineStockCheckid?: string;
  giftcard?: { giftcard_type?: number };
  [field: string]: unknown;
}

/** A line of the local cart. */
export interface CartItem extends CartLineFields {
  qty: number;
}

/** What addItem takes: a product, whose qty may be missing or a string. */
export interface CartProduct extends CartLineFields {
  qty?: number | string;
  product_links?: GroupedProductLink[];
}

export interface GroupedProductLink {
  link_type: string;
  qty?: number;
  /** The linked product, attached by the product page. */
  product?: CartProduct;
  [field: string]: unknown;
}

/** A line as /api/cart/pull and /api/cart/update answer it (the API's wire schema). */
export type ServerCartItem = CartLineWire;

/** A line of the totals (the API's wire schema). */
export type TotalsItem = TotalsItemWire;

export type TotalSegment = TotalSegmentWire;

/**
 * The cart's totals as the API answers them; the cart keeps a partial copy while offline (its own
 * totals from the lines), so every field may be missing there.
 */
export type Totals = Partial<CartTotalsWire>;

/** An option of an extra fee (get-fees), priced before and including tax. */
export type ExtraFeeOption = ExtraFeeWire['options'][number];

/** An extra fee on offer for the cart; `options_ids` are the chosen ones (the API's wire schema). */
export type ExtraFee = ExtraFeeWire;

export interface ShippingMethod {
  carrier_code: string;
  method_code: string;
  carrier_title?: string;
  method_title?: string;
  price_incl_tax?: number;
  amount?: number;
  default?: boolean;
  available?: boolean;
  offline?: boolean;
  is_server_method?: boolean;
  [field: string]: unknown;
}

export interface PaymentMethod {
  code: string;
  title?: string;
  cost_incl_tax?: number;
  default?: boolean;
  offline?: boolean;
  is_server_method?: boolean;
  [field: string]: unknown;
}

export type DiffStatus = 'no-item' | 'wrong-qty' | 'update-required' | 'no-changes';

export interface DiffParty {
  party: 'client' | 'server';
  sku?: string;
  status: DiffStatus;
  'client-qty'?: number;
  'server-qty'?: number;
}

export interface ServerResponse {
  status: number | undefined;
  sku: string;
  result: unknown;
  /** The API's reason when it refused. */
  reason?: ErrorReason;
}

/** What a cart operation did: the comparison, the server's answers and the notices shown. */
export interface DiffLog {
  parties: DiffParty[];
  serverResponses: ServerResponse[];
  clientNotifications: NotificationInput[];
}

export interface CartState {
  cartItems: CartItem[];
  /** The server cart id; '' or null when not connected. */
  cartServerToken: string | null;
  /** The hash last stored (synced); '' at start, null after a disconnect. */
  cartItemsHash: string | null;
  lastSyncAt: number;
  lastTotalsSyncAt: number;
  /** The chosen methods. */
  shipping: ShippingMethod | null;
  payment: PaymentMethod | null;
  /** The methods on offer. */
  shippingMethods: ShippingMethod[];
  /**
   * The methods the server answered as not available for the address, each with its error_message (overnight
   * to a state it does not reach, live crabs to Hawaii): the checkout and the minicart say why.
   */
  refusedShippingMethods: ShippingMethod[];
  paymentMethods: PaymentMethod[];
  platformTotals: Totals | null;
  platformTotalSegments: TotalSegment[] | null;
  connectBypassCount: number;
  isAddingToCart: boolean;
  isMicrocartOpen: boolean;
  /** When the checkout page last changed; 0 when it is closed. */
  checkoutModifiedAt: number;
}
