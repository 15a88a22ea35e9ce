import { z } from 'zod';
import { orderAddressWire } from './address.js';
import { pricedOrderWire } from './priced-order.js';
import { giftInput } from '../forms/gift.js';
import { recipientChoosesWire } from './recipient-day.js';
import { calendarDay, sku } from '../formats.js';

/** The account and the receipt read an order's addresses with the order. */
export { orderAddressWire, type OrderAddressWire } from './address.js';

/**
 * Orders on the wire: what the checkout sends to POST /api/order, what it answers, the thank-you
 * page's receipt and the account's orders. The priced order (pricing/priced-order.ts) is the one
 * shape every surface renders (its schema: wire/priced-order.ts).
 */

/** The order the checkout sends: the cart, the products it shows (checked against the cart), addresses, method and payment. */
export const orderInput = z.object({
  cart_id: z.union([z.string(), z.number()]).transform(String),
  /** The client's own id for the order: sending it again answers the order it placed. */
  order_id: z
    .union([z.string().max(128), z.number()])
    .transform(String)
    .optional(),
  user_id: z.union([z.string(), z.number()]).optional(),
  store_code: z.string().max(64).optional(),
  /** The grand total the checkout showed; an order priced otherwise is refused before anything is charged. */
  grand_total: z.number().finite().nonnegative().max(10_000_000).optional(),
  /**
   * An order placed offline with a gateway method: it is priced now and stored awaiting payment (its stock held),
   * and the shopper pays it afterwards through its signed pay link. No payment token is sent with it.
   */
  pay_later: z.boolean().optional(),
  /** A gift delivery: the shipping address is the recipient's; the message goes on the packing slip, never a price. */
  gift: giftInput.optional(),
  products: z
    .array(z.object({ sku, qty: z.union([z.number(), z.string()]).transform(Number) }).loose())
    .min(1, 'products: the order has no products')
    .max(200),
  addressInformation: z
    .object({
      /** Checked by the address rules, which word each problem (billingAddress.telephone: ...). */
      billingAddress: z.unknown(),
      shippingAddress: z.unknown().optional(),
      shipping_method_code: z.string().max(64).nullish(),
      shipping_carrier_code: z.string().max(64).nullish(),
      payment_method_code: z.string().max(64),
      /** The payment method's own fields (the card's token, a wallet's ids). */
      payment_method_additional: z.unknown().optional(),
      shippingExtraFields: z
        .object({ delivery_date: calendarDay().nullish(), pickup_time: z.string().max(5).nullish() })
        .loose()
        .nullish(),
    })
    .loose(),
});
export type OrderInput = z.output<typeof orderInput>;

/**
 * A gift order as the buyer's pages and the back office read it: who receives it (the shipping address's name), the
 * message printed on the packing slip, whether the recipient is told by e-mail when it ships, and when they were.
 */
export const orderGiftWire = z.object({
  recipient_name: z.string(),
  message: z.string(),
  notify_recipient: z.boolean(),
  recipient_email: z.string().nullable(),
  /** When the recipient's "on its way" e-mail went out (null until the order ships, and without a notice). */
  notified_at: z.string().nullable(),
  /** The recipient chooses the delivery day: where that stands (absent or null: the buyer chose the date). */
  recipient_chooses: recipientChoosesWire.nullable().optional(),
});
export type OrderGiftWire = z.infer<typeof orderGiftWire>;

/** The thank-you page's signed link to read its order again. */
export const receiptLinkWire = z.object({ order: z.number().int(), expires: z.number().int(), sig: z.string() });

/** The signed link that lets whoever holds it pay an order awaiting payment (the pay page, the e-mail's link). */
export const payLinkWire = z.object({ order: z.number().int(), expires: z.number().int(), sig: z.string() });
export type PayLinkWire = z.infer<typeof payLinkWire>;

/** An order placed without its payment (pay_later): what it costs as the server priced it, until when it is held, how to pay. */
export const paymentDueWire = z.object({
  grand_total: z.number(),
  currency_code: z.string(),
  /** When the order is canceled and its stock released if still unpaid (ISO time). */
  pay_until: z.string(),
  link: payLinkWire,
});
export type PaymentDueWire = z.infer<typeof paymentDueWire>;

export const orderConfirmationWire = z.object({
  orderNumber: z.string(),
  backendOrderId: z.number().int(),
  magentoOrderId: z.number().int(),
  transferedAt: z.string(),
  /** Absent in an answer to someone other than the cart that placed the order. */
  receipt: receiptLinkWire.optional(),
  /** Present while the order awaits its payment (and only in an answer to the cart that placed it). */
  payment_due: paymentDueWire.optional(),
});
export type OrderConfirmationWire = z.infer<typeof orderConfirmationWire>;

/**
 * A shipment of the order. A label bought through a carrier (issue 37) adds the parcel's latest tracking: `status`
 * (one of TRACKING_STATUSES, tracking-statuses.ts: EasyPost's tracker statuses), `status_detail` (e.g. delayed),
 * `est_delivery_date` (YYYY-MM-DD) and the carrier's `tracking_url`; null for a shipment typed in by hand.
 */
export const shipmentWire = z.object({
  carrier: z.string(),
  track_number: z.string(),
  shipped_at: z.string(),
  status: z.string().nullable().optional(),
  status_detail: z.string().nullable().optional(),
  est_delivery_date: z.string().nullable().optional(),
  tracking_url: z.string().nullable().optional(),
});

/** GET /api/order/receipt: the order a signed receipt link names. */
export const receiptWire = z.object({
  increment_id: z.string(),
  created_at: z.string(),
  customer_email: z.string(),
  payment_title: z.string(),
  priced_order: pricedOrderWire,
  /** Where a delivery goes (null for pickup and for orders with nothing to deliver). */
  shipping_address: orderAddressWire.nullable(),
  /** Who pays: the billing address with a business buyer's company, tax id and country. */
  billing_address: orderAddressWire.nullable(),
  /** Null unless the order is a gift. */
  gift: orderGiftWire.nullable(),
  /** The latest shipment, with the parcel's tracking when a label was bought; null before the order ships. */
  shipment: shipmentWire.nullable().optional(),
  /** What a customer's change of the paid order left due (0: nothing), and the pay page that takes it (null: nothing due). */
  balance_due: z.number().optional(),
  balance_pay_path: z.string().nullable().optional(),
  /** Every parcel of the order (several when it ships in more than one box), each with its tracking. */
  shipments: z.array(shipmentWire).optional(),
  /** What the customer got back on the order: refunds to the payment or to store credit, and credit a claim or a late box gave. */
  total_refunded: z.number().optional(),
});
export type ReceiptWire = z.infer<typeof receiptWire>;

/** GET /api/order/pay: the order a signed pay link names, and how it can be paid while it waits. */
export const payOrderWire = z.object({
  increment_id: z.string(),
  customer_email: z.string(),
  /** awaiting_payment until paid; then processing (or pending_payment while the gateway holds the capture), or canceled. */
  status: z.string(),
  grand_total: z.number(),
  currency_code: z.string(),
  pay_until: z.string(),
  /** The balance a customer's change left due, which this page takes instead of the whole order (0: none). */
  balance_due: z.number(),
  priced_order: pricedOrderWire,
  /** The gateway methods as the checkout lists them (with the hosted fields' settings); empty once it cannot be paid. */
  methods: z.array(z.looseObject({ code: z.string(), title: z.string() })),
  /** The receipt link of the order, for the thank-you page once it is paid. */
  receipt: receiptLinkWire,
});
export type PayOrderWire = z.infer<typeof payOrderWire>;

/** POST /api/order/pay: pay the order a signed link names with the card's token or an approved wallet order. */
export const payOrderInput = z.object({
  order: z.union([z.string().max(20), z.number().int()]).transform(String),
  expires: z.union([z.string().max(20), z.number().int()]).transform(String),
  sig: z.string().max(100),
  payment_method_code: z.string().max(64),
  payment_method_additional: z.unknown().optional(),
});
export type PayOrderInput = z.output<typeof payOrderInput>;

export const payOrderAnswerWire = z.object({ increment_id: z.string(), status: z.string(), receipt: receiptLinkWire });
export type PayOrderAnswerWire = z.infer<typeof payOrderAnswerWire>;

export const orderLineWire = z.object({
  item_id: z.number().int(),
  sku: z.string(),
  name: z.string(),
  qty_ordered: z.number(),
  price: z.number(),
  price_incl_tax: z.number(),
  row_total: z.number(),
  row_total_incl_tax: z.number(),
  product_type: z.string(),
  parent_sku: z.string().nullable(),
  /**
   * The catalog product the line bought (a configurable's chosen child), without the suffixes its custom options add
   * to `sku` (CRAB-CAKE for CRAB-CAKE-TTR): what a reorder asks the cart for, with `product_option`. Null when the
   * store no longer sells it.
   */
  product_sku: z.string().nullable(),
  product_option: z.unknown(),
});
export type OrderLineWire = z.infer<typeof orderLineWire>;

/** A paid download of the order (GET /api/user/orders/{id} only). */
export const orderDownloadWire = z.object({ title: z.string(), url: z.string(), downloads_left: z.number().int(), expires_at: z.string() });

/** An order as the account reads it (/api/user/order-history and /api/user/orders/{id}). */
export const accountOrderWire = z.object({
  entity_id: z.number().int(),
  increment_id: z.string(),
  created_at: z.string(),
  status: z.string(),
  customer_email: z.string(),
  grand_total: z.number(),
  subtotal: z.number(),
  shipping_amount: z.number(),
  discount_amount: z.number(),
  tax_amount: z.number(),
  gift_card_amount: z.number(),
  store_credit_amount: z.number(),
  coupon_code: z.string().nullable(),
  order_currency_code: z.string(),
  shipping_description: z.string().nullable(),
  delivery_date: z.string().nullable(),
  /** What a customer's change of the paid order left due (0: nothing), and the pay page that takes it (null: nothing due). */
  balance_due: z.number().optional(),
  balance_pay_path: z.string().nullable().optional(),
  /** What the customer got back on the order: refunds to the payment or to store credit, and credit a claim or a late box gave. */
  total_refunded: z.number().optional(),
  items: z.array(orderLineWire),
  billing_address: orderAddressWire.nullable(),
  payment: z.object({ method: z.string(), additional_information: z.array(z.string()) }),
  extension_attributes: z.object({
    delivery_date: z.string().nullable(),
    /** Every line with its options and every amount to the grand total, as the order was charged. */
    priced_order: pricedOrderWire,
    shipments: z.array(shipmentWire),
    shipping_assignments: z.array(z.object({ shipping: z.object({ address: orderAddressWire, method: z.string() }) })),
    downloads: z.array(orderDownloadWire).optional(),
    /** Null unless the order is a gift. */
    gift: orderGiftWire.nullable().optional(),
  }),
});
export type AccountOrderWire = z.infer<typeof accountOrderWire>;

export const orderHistoryWire = z.object({
  items: z.array(accountOrderWire),
  total_count: z.number().int(),
  search_criteria: z.object({ page_size: z.number().int(), current_page: z.number().int() }),
});
export type OrderHistoryWire = z.infer<typeof orderHistoryWire>;
