import { z } from 'zod';
import { ORDER_STATUSES } from '../forms/admin.js';
import { cents, flag, rowId } from './admin.js';
import { fulfilmentModeWire, pricedOptionWire, pricedOrderWire } from './priced-order.js';
import { orderGiftWire } from './order.js';

/** Back-office orders (/api/admin/orders, /api/admin/packing-list) as the API answers them. */
export const orderStatusWire = z.enum(ORDER_STATUSES);

export const adminOrderRowWire = z.object({
  id: rowId,
  increment_id: z.string(),
  created_at: z.string(),
  status: orderStatusWire,
  payment_state: z.string(),
  store_code: z.string(),
  customer_email: z.string(),
  customer_name: z.string(),
  delivery_date: z.string().nullable(),
  grand_total_cents: cents,
  currency_code: z.string(),
  items_count: z.number().int(),
});
export type AdminOrderRow = z.infer<typeof adminOrderRowWire>;

/** Where a delivery goes: the shipping address as the packer reads it. */
export const shipToWire = z.object({
  name: z.string(),
  company: z.string(),
  street: z.array(z.string()),
  city: z.string(),
  region: z.string(),
  postcode: z.string(),
  country_id: z.string(),
  telephone: z.string(),
  /** A business buyer's tax (VAT) id, '' for none. */
  vat_id: z.string(),
});
export type ShipTo = z.infer<typeof shipToWire>;

/** How the order leaves the shop: an address for a delivery, who collects it and when for a pickup (both null when nothing is handed over). */
export const handoverWire = z.object({
  fulfilment: z.object({ mode: fulfilmentModeWire, method: z.string().nullable(), date: z.string().nullable() }),
  ship_to: shipToWire.nullable(),
  pickup: z
    .object({ name: z.string(), telephone: z.string(), date: z.string().nullable(), time: z.string().nullable().optional() })
    .nullable(),
});
export type Handover = z.infer<typeof handoverWire>;

export const adminOrderItemWire = z.object({
  id: rowId,
  order_id: rowId,
  product_id: rowId,
  sku: z.string(),
  parent_sku: z.string().nullable(),
  name: z.string(),
  product_type: z.string(),
  qty: z.number(),
  qty_refunded: z.number(),
  given_back: z
    .object({ qty: z.number(), cents, qty_left: z.number(), cents_left: cents })
    .describe(
      'What the give-back ledger holds for the line: units and cents given back (refunds of any kind, approved claims) and what is left',
    ),
  price_cents: cents,
  price_incl_tax_cents: cents,
  row_total_cents: cents,
  row_total_incl_tax_cents: cents,
  discount_cents: cents,
  tax_cents: cents,
  tax_rate_ppm: z.number().int(),
  product_option: z.unknown().describe('The options as stored with the line'),
  options: z.array(pricedOptionWire),
});
export type AdminOrderItem = z.infer<typeof adminOrderItemWire>;

/** A paid extra (gift wrap, a card, insulated packaging) with its chosen options. */
export const orderExtraWire = z.object({ name: z.string(), options: z.array(z.string()) });
export type OrderExtra = z.infer<typeof orderExtraWire>;

/** One row of the give-back ledger: what was given back on a line (or the shipping, or the rest of the order), how, when, by whom. */
export const giveBackWire = z.object({
  id: rowId,
  order_item_id: rowId.nullable().describe('null for the shipping and the rest of the order'),
  part: z.enum(['line', 'shipping', 'other']),
  source: z
    .enum(['line_refund', 'order_refund', 'cancel', 'gateway_refund', 'claim_credit', 'claim_refund', 'at_risk_credit'])
    .describe(
      'What gave it back: a refund by line, of the whole order, a cancel, a refund made at the gateway, an approved claim, store credit for a box at risk',
    ),
  destination: z.enum(['original', 'store_credit']),
  qty: z.number().int(),
  amount_cents: cents,
  refund_id: rowId.nullable(),
  claim_id: rowId.nullable(),
  staff_id: rowId.nullable(),
  staff_name: z.string().nullable().describe('null when no staff member gave it (a refund made at the gateway)'),
  note: z.string(),
  created_at: z.string(),
});
export type GiveBack = z.infer<typeof giveBackWire>;

/**
 * Where a refund stands with its gateway: `pending` (stored, its gateway has not confirmed yet: sent again under the same
 * key until it does), `sent` (confirmed, or no gateway needed: store credit, a refund made at the gateway), `failed`
 * (its gateway refused it after it was stored: nothing went back, refund again or by hand).
 */
export const refundStateWire = z.enum(['pending', 'sent', 'failed']);

/** A refund's state and, when its gateway refused it or a part of it, the gateway's words. */
const refundOutcome = {
  state: refundStateWire,
  failure: z.string().nullable().describe('Why its gateway refused it (failed), or refused the rest of it (sent for less); null otherwise'),
};

/** What a refund gives back, part by part, as the give-back ledger records it. */
export const refundPartsWire = z.object({
  amount_cents: cents,
  lines: z.array(z.object({ order_item_id: rowId, name: z.string(), qty: z.number().int(), amount_cents: cents })),
  shipping_cents: cents,
  other_cents: cents.describe('What neither a line nor the shipping had room for (fees)'),
});
export type RefundParts = z.infer<typeof refundPartsWire>;

/** A refund's preview: what it would give back and where, and what the order can still give back. Nothing is charged. */
export const refundPreviewWire = refundPartsWire.extend({
  to: z.enum(['original', 'store_credit']),
  refundable_cents: cents,
});
export type RefundPreview = z.infer<typeof refundPreviewWire>;

export const adminOrderWire = handoverWire.extend({
  id: rowId,
  increment_id: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
  store_code: z.string(),
  status: orderStatusWire,
  payment_state: z.string(),
  payment_method_code: z.string(),
  payment_title: z.string(),
  customer_id: rowId.nullable(),
  customer_email: z.string(),
  customer_firstname: z.string(),
  customer_lastname: z.string(),
  customer_name: z.string(),
  shipping_carrier_code: z.string().nullable(),
  shipping_method_code: z.string().nullable(),
  shipping_description: z.string(),
  delivery_date: z.string().nullable(),
  coupon_code: z.string().nullable(),
  currency_code: z.string(),
  subtotal_cents: cents,
  shipping_cents: cents,
  discount_cents: cents,
  tax_cents: cents,
  grand_total_cents: cents,
  store_credit_cents: cents,
  gift_card_cents: cents,
  /** What a customer's change of the order left due on its pay page (0: nothing). */
  balance_due_cents: cents,
  items: z.array(adminOrderItemWire),
  shipping_address: z.unknown().describe('As stored (null without one)'),
  billing_address: z.unknown().describe('As stored'),
  bill_to: shipToWire.nullable().describe('The billing address as the back office reads it: company, tax id, country'),
  gift: orderGiftWire.nullable().describe('A gift delivery: the recipient, the message, the e-mail notice (null for other orders)'),
  priced_order: pricedOrderWire,
  extras: z.array(orderExtraWire.extend({ cents })),
  gift_cards: z.array(
    z.object({
      order_item_id: rowId.nullable(),
      unit: z.number().int(),
      code: z.string().describe('Masked: the last four characters'),
      kind: z.number().int(),
      initial_cents: cents,
      status: z.string(),
      recipient_name: z.string().nullable(),
      recipient_email: z.string().nullable(),
      message: z.string().nullable(),
      delivered_at: z.string().nullable(),
    }),
  ),
  payments: z.array(
    z.object({
      id: rowId,
      method: z.string(),
      state: z.string(),
      amount_cents: cents,
      refunded_cents: cents,
      currency: z.string(),
      gateway: z.string().nullable(),
      gateway_reference: z.string().nullable(),
      test_mode: flag,
      created_at: z.string(),
    }),
  ),
  payment_events: z.array(
    z.object({ payment_id: rowId, kind: z.string(), amount_cents: cents.nullable(), status: z.string(), created_at: z.string() }),
  ),
  shipments: z.array(
    z.object({
      id: rowId,
      carrier: z.string(),
      track_number: z.string(),
      shipped_at: z.string(),
      staff_id: rowId.nullable(),
      label: z
        .boolean()
        .describe('A label bought through the carrier (its files at GET /api/admin/orders/{id}/label); false when typed in'),
      service: z.string().nullable().describe("The carrier's service (null without a bought label)"),
      cost_cents: cents.nullable().describe('What the label cost (null without a bought label)'),
      tracking_url: z.string().nullable(),
      status: z.string().nullable().describe("The parcel's latest tracking status"),
      est_delivery_date: z.string().nullable(),
      voided_at: z.string().nullable().describe('When its label was voided (the parcel never went); null otherwise'),
      box_number: z.number().int().describe('Which box of the order (1, 2, …) when it ships in several'),
    }),
  ),
  refunds: z.array(
    z.object({
      id: rowId,
      amount_cents: cents,
      shipping_cents: cents,
      destination: z.string(),
      reason: z.string(),
      staff_id: rowId.nullable(),
      staff_name: z.string().nullable(),
      created_at: z.string(),
      lines: z.array(z.object({ order_item_id: rowId, qty: z.number(), amount_cents: cents })),
      ...refundOutcome,
    }),
  ),
  give_backs: z
    .array(giveBackWire)
    .describe('The ledger of what was given back, oldest first: a row per line (or shipping, or rest) a give-back reached'),
  shipping_cents_left: cents.describe("The shipping's cost less what was given back on it"),
  history: z
    .array(
      z.object({
        kind: z.enum(['status', 'refund']),
        from_status: z.string().nullable(),
        to_status: z.string().nullable().describe('null for a refund'),
        note: z.string(),
        staff_id: rowId.nullable(),
        staff_name: z.string().nullable(),
        created_at: z.string(),
        refund: refundPartsWire
          .extend({ id: rowId, destination: z.string(), ...refundOutcome })
          .nullable()
          .describe('What a refund gave back (null for a status move)'),
      }),
    )
    .describe('Status moves and refunds, oldest first'),
  paid_cents: cents,
  refunded_cents: cents.describe('What went back as the gateways confirmed it (a refund still waiting for its gateway is not in it)'),
  refundable_cents: cents,
  may_refund: z.boolean(),
  allowed: z.array(orderStatusWire).describe('The statuses this staff member may move the order to now'),
});
export type AdminOrder = z.infer<typeof adminOrderWire>;

/**
 * A change made to an order, read from the audit log (issue 38). `kind`: date_moved, address_changed, lines_changed,
 * gift_message_changed, recipient_chose_date, hold_kept (more may come); `by` who made it; `at` when (ISO 8601, UTC).
 */
export const orderChangeWire = z.object({
  kind: z.string(),
  by: z.enum(['customer', 'recipient', 'staff']),
  staff_name: z.string().nullable(),
  at: z.string(),
  from_date: z.string().nullable().describe('A date move: the date it came from'),
  to_date: z.string().nullable().describe('A date move: the date it went to'),
});
export type OrderChange = z.infer<typeof orderChangeWire>;

export const packingOrderWire = handoverWire.extend({
  id: rowId,
  increment_id: z.string(),
  store_code: z.string(),
  status: z.string(),
  customer_name: z.string(),
  delivery_date: z.string().nullable(),
  shipping_address: z.unknown(),
  shipping_description: z.string(),
  items: z.array(
    z.object({
      /** The order line (its lots are set by this id: two lines may share a SKU). */
      item_id: rowId,
      sku: z.string(),
      name: z.string(),
      qty: z.number(),
      options: z.array(pricedOptionWire),
      gift_cards: z
        .array(z.object({ code: z.string(), amount_cents: cents.nullable() }))
        .describe("The mailed cards, codes in full; a gift's slip shows no amount (null)"),
    }),
  ),
  extras: z.array(orderExtraWire),
  /** A gift's slip: who it is for, who sent it and the message; it shows no price at all. */
  gift: z.object({ recipient_name: z.string(), from_name: z.string(), message: z.string() }).nullable(),
  packed_by: z.object({ staff_name: z.string().nullable(), at: z.string() }).nullable(),
  changes: z.array(orderChangeWire).describe('Changes made to the order that affect its packing, oldest first'),
});
export type PackingOrder = z.infer<typeof packingOrderWire>;

export const packingListWire = z.object({
  date: z.string(),
  orders: z.array(packingOrderWire),
  moved_out: z
    .array(
      orderChangeWire.extend({
        id: rowId,
        increment_id: z.string(),
        customer_name: z.string(),
        status: z.string(),
        delivery_date: z.string().nullable(),
      }),
    )
    .describe('Orders moved away from the date (now on `delivery_date`): nothing to pack for them that day'),
  totals: z.array(z.object({ sku: z.string(), name: z.string(), qty: z.number() })),
});
export type PackingList = z.infer<typeof packingListWire>;
