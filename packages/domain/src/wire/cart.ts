import { z } from 'zod';
import { pickupPlaceWire } from './address.js';
import { calendarDay, sku } from '../formats.js';

/**
 * The cart calls' wire shapes (the Magento-style quote the storefront's cart engine reads). The API
 * declares its routes with them and the SDK's types are inferred from them, so both read one definition.
 */

/** The query every cart call reads: the server cart id; old clients also send the token and the store here. */
export const cartQuery = z.looseObject({
  cartId: z.string().optional(),
  token: z.string().optional(),
  storeCode: z.string().optional(),
});

/** A line as a client sends it to /api/cart/update and /api/cart/delete. The server prices it from the catalog. */
export const cartItemInput = z.looseObject({
  sku: sku.optional(),
  /** A number; forms send it as text. The service refuses what is not a positive integer with its own message. */
  qty: z.union([z.number(), z.string().max(32)]).optional(),
  item_id: z.union([z.number(), z.string().max(32)]).nullish(),
  quote_id: z.union([z.number(), z.string().max(200)]).nullish(),
  /** The chosen options (configurable, bundle, custom), as the product page built them. */
  product_option: z.looseObject({}).optional(),
});
export type CartItemInput = z.input<typeof cartItemInput>;

/** A cart address as the checkout sends it: often partial (only a country); read by the API's address rules. */
export const cartAddressInput = z.looseObject({
  extension_attributes: z.looseObject({ delivery_date: calendarDay().nullish() }).nullish(),
});

/** The addresses and the chosen method (/api/cart/shipping-information); camelCase or snake_case, as clients send them. */
export const shippingInformationInput = z.looseObject({
  shippingAddress: cartAddressInput.optional(),
  shipping_address: cartAddressInput.optional(),
  billingAddress: cartAddressInput.nullish(),
  billing_address: cartAddressInput.nullish(),
  shippingCarrierCode: z.string().nullish(),
  shipping_carrier_code: z.string().nullish(),
  shippingMethodCode: z.string().nullish(),
  shipping_method_code: z.string().nullish(),
  delivery_date: calendarDay().nullish(),
  shippingExtraFields: z.looseObject({ delivery_date: calendarDay().nullish() }).nullish(),
});
export type ShippingInformationInput = z.output<typeof shippingInformationInput>;

/** An options list as products carry it: an array, or an object whose values are the entries. */
const optionList = z.union([z.array(z.unknown()), z.record(z.string(), z.unknown())]);

/** A line's chosen options, as the product page builds them and the server keeps them. */
export const productOptionWire = z.looseObject({
  extension_attributes: z
    .looseObject({
      bundle_options: optionList.optional(),
      custom_options: optionList.optional(),
      configurable_item_options: optionList.optional(),
    })
    .optional(),
});
export type ProductOptionWire = z.infer<typeof productOptionWire>;

/** A line as /api/cart/pull and /api/cart/update answer it. */
export const cartLineWire = z.object({
  item_id: z.number().int(),
  sku: z.string(),
  qty: z.number(),
  name: z.string(),
  price: z.number(),
  product_type: z.string(),
  quote_id: z.string(),
  product_option: productOptionWire,
});
export type CartLineWire = z.infer<typeof cartLineWire>;

export const totalSegmentWire = z.object({
  code: z.string(),
  title: z.string(),
  value: z.number(),
  area: z.string().optional(),
  extension_attributes: z.record(z.string(), z.unknown()).optional(),
});
export type TotalSegmentWire = z.infer<typeof totalSegmentWire>;

export const totalsItemWire = z.object({
  item_id: z.number().int(),
  sku: z.string(),
  name: z.string(),
  qty: z.number(),
  price: z.number(),
  base_price: z.number(),
  row_total: z.number(),
  base_row_total: z.number(),
  row_total_with_discount: z.number(),
  tax_amount: z.number(),
  base_tax_amount: z.number(),
  tax_percent: z.number(),
  discount_amount: z.number(),
  base_discount_amount: z.number(),
  discount_percent: z.number(),
  price_incl_tax: z.number(),
  base_price_incl_tax: z.number(),
  row_total_incl_tax: z.number(),
  base_row_total_incl_tax: z.number(),
  /** The configurable options, as JSON text. */
  options: z.string(),
  weee_tax_applied_amount: z.null(),
  weee_tax_applied: z.null(),
});
export type TotalsItemWire = z.infer<typeof totalsItemWire>;

/** The cart's totals (Magento's TotalsInterface); amounts are decimal numbers of the store's currency. */
export const cartTotalsWire = z.object({
  grand_total: z.number(),
  base_grand_total: z.number(),
  subtotal: z.number(),
  base_subtotal: z.number(),
  discount_amount: z.number(),
  base_discount_amount: z.number(),
  subtotal_with_discount: z.number(),
  shipping_amount: z.number(),
  base_shipping_amount: z.number(),
  shipping_discount_amount: z.number(),
  tax_amount: z.number(),
  base_tax_amount: z.number(),
  shipping_tax_amount: z.number(),
  subtotal_incl_tax: z.number(),
  shipping_incl_tax: z.number(),
  base_currency_code: z.string(),
  quote_currency_code: z.string(),
  coupon_code: z.string().optional(),
  items_qty: z.number(),
  items: z.array(totalsItemWire),
  total_segments: z.array(totalSegmentWire),
});
export type CartTotalsWire = z.infer<typeof cartTotalsWire>;

/** A delivery or pickup method on offer for an address. */
export const shippingMethodWire = z.object({
  code: z.string(),
  carrier_code: z.string(),
  method_code: z.string(),
  carrier_title: z.string(),
  method_title: z.string(),
  amount: z.number(),
  base_amount: z.number(),
  price_excl_tax: z.number(),
  price_incl_tax: z.number(),
  available: z.boolean(),
  error_message: z.string().nullable(),
  default: z.boolean(),
  offline: z.boolean(),
  extension_attributes: z.object({
    /** status: open, full (the store's orders for the day are booked) or paused (a shipping hold; pause_reason says why). */
    delivery_dates: z.array(
      z.object({
        date: z.string(),
        surcharge: z.number(),
        amount: z.number(),
        status: z.enum(['open', 'full', 'paused']),
        pause_reason: z.string().optional(),
      }),
    ),
    pickup: z.object({ location: pickupPlaceWire, slots: z.array(z.object({ date: z.string(), times: z.array(z.string()) })) }).optional(),
    /** What overnight adds for the address and cart (a remote state's surcharge, dry ice or gel packs per box), in amount. */
    surcharges: z
      .array(
        z.object({ code: z.enum(['remote', 'cold_pack', 'dry_ice']), title: z.string(), amount: z.number(), boxes: z.number().optional() }),
      )
      .optional(),
    /** Why the method cannot ship this cart to the address (error_message says it in words). */
    refusal: z.enum(['shipping.state_excluded', 'shipping.zip_excluded', 'shipping.live_not_eligible']).optional(),
  }),
});
export type ShippingMethodWire = z.infer<typeof shippingMethodWire>;

/** A payment method on offer for the cart; a gateway method carries what the browser needs to pay. */
export const paymentMethodWire = z.object({
  code: z.string(),
  title: z.string(),
  cost_incl_tax: z.number(),
  default: z.boolean(),
  offline: z.boolean(),
  is_server_method: z.boolean(),
  extension_attributes: z
    .object({
      test_mode: z.boolean(),
      collect_js_url: z.string().optional(),
      tokenization_key: z.string().nullable().optional(),
      disable_funding: z.string().optional(),
    })
    .optional(),
});
export type PaymentMethodWire = z.infer<typeof paymentMethodWire>;

/** What /api/cart/shipping-information answers: the methods and totals for the stored addresses and method. */
export const shippingInformationWire = z.object({
  payment_methods: z.array(paymentMethodWire),
  totals: cartTotalsWire,
});

/** An extra fee on offer for the cart (get-fees); `options_ids` are the options the cart has chosen. */
export const extraFeeWire = z.object({
  fee_id: z.number().int(),
  name: z.string(),
  description: z.string(),
  /** checkbox: any of the options; radio: at most one. */
  frontend_type: z.enum(['checkbox', 'radio']),
  options: z.array(z.object({ option_id: z.number().int(), label: z.string(), price_excl_tax: z.number(), price_incl_tax: z.number() })),
  options_ids: z.array(z.number().int()),
});
export type ExtraFeeWire = z.infer<typeof extraFeeWire>;

/** The address the fee calls read: enough to tax the fee prices (a country at least). */
const feeAddressInput = z.looseObject({ addressInformation: z.looseObject({ address: z.looseObject({}).nullish() }).nullish() });

/** The body of both fee calls: the cart (cart_id, or ?cartId=) and the customer token the original client sends. */
export const feeCallInput = feeAddressInput.extend({
  cart_id: z.union([z.string(), z.number()]).nullish(),
  customer_token: z.string().nullish(),
});

const MAX_ID = 2 ** 31 - 1;
/** A positive id as a number or a numeric string (the original client sends option ids as strings). */
const isId = (value: unknown): boolean =>
  (typeof value === 'number' && Number.isInteger(value) && value > 0 && value <= MAX_ID) ||
  (typeof value === 'string' && /^[1-9]\d{0,8}$/.test(value));
const positiveId = z
  .unknown()
  .refine(isId, { error: 'use a positive whole number' })
  .transform((value) => Number(value))
  .meta({ description: 'A positive whole number (or its digits as text)' });

/** The choice for one fee; no options removes the fee from the cart. */
export const feeChoiceInput = z.object({
  fee_id: positiveId,
  options_ids: z.array(positiveId).max(20).nullish(),
});
