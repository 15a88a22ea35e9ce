import type * as wire from '@shoreline/domain/wire/cart';
import type { ErrorReason } from '@shoreline/domain/error-reasons';
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
