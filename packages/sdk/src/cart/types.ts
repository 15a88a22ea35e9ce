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

export type StockInfo = { is_in_stock?: boolean; manage_stock?: boolean; qty?: number; [key: string]: unknown };

/** The fields a cart line and a product share (the spec's "Cart item"); products carry many more. */
export interface CartLineFields {
  sku: string;
  name?: string;
  type_id?: string;
  parentSku?: string;
  price_incl_tax?: number;
  item_id?: number | string;
  /** The server's item_id once the server has the line. */
  server_item_id?: number | string;
  server_cart_id?: number | string;
  checksum?: string;
  product_option?: ProductOption;
  /** The last quantity the server confirmed; a refused change goes back to it. */
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

export interface CartItem extends CartLineFields {
  qty: number;
}

/** What addItem takes: a product, whose qty may be missing or a string. */
export interface CartProduct extends CartLineFields {
  qty?: number | string;
}

// The API's wire schemas: a line as /api/cart/pull and /update answer it, the totals (every field may be missing in
// the copy kept offline), and an extra fee on offer (`options_ids` are the chosen ones).
export type ServerCartItem = CartLineWire;
export type TotalsItem = TotalsItemWire;
export type TotalSegment = TotalSegmentWire;
export type Totals = Partial<CartTotalsWire>;
export type ExtraFeeOption = ExtraFeeWire['options'][number];
export type ExtraFee = ExtraFeeWire;

interface MethodFields {
  default?: boolean;
  offline?: boolean;
  is_server_method?: boolean;
  [field: string]: unknown;
}

export interface ShippingMethod extends MethodFields {
  carrier_code: string;
  method_code: string;
  carrier_title?: string;
  method_title?: string;
  price_incl_tax?: number;
  amount?: number;
  available?: boolean;
}

export interface PaymentMethod extends MethodFields {
  code: string;
  title?: string;
  cost_incl_tax?: number;
}

export interface ServerResponse {
  status: number | undefined;
  sku: string;
  result: unknown;
  /** The API's reason when it refused. */
  reason?: ErrorReason;
}

/** What a cart operation did: the server's answers and the notices shown (`parties` is kept for old readers, always empty). */
export interface DiffLog {
  parties: unknown[];
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
  shipping: ShippingMethod | null;
  payment: PaymentMethod | null;
  shippingMethods: ShippingMethod[];
  /** The methods the server refused for the address, each with its error_message (live crabs to Hawaii). */
  refusedShippingMethods: ShippingMethod[];
  paymentMethods: PaymentMethod[];
  platformTotals: Totals | null;
  platformTotalSegments: TotalSegment[] | null;
  connectBypassCount: number;
  isMicrocartOpen: boolean;
  /** When the checkout page last changed; 0 when it is closed. */
  checkoutModifiedAt: number;
}
