import { z } from 'zod';
import { savedAddressWire } from './address.js';
import { cents, rowId } from './admin.js';
import { adminOrderRowWire } from './admin-orders.js';

/** Back-office customers (/api/admin/customers) as the API answers them. */

export const adminCustomerRowWire = z.object({
  id: rowId,
  email: z.string(),
  firstname: z.string(),
  lastname: z.string(),
  store_id: rowId,
  website_id: rowId,
  store_code: z.string().nullable(),
  created_at: z.string(),
  orders_count: z.number().int(),
  store_credit_cents: cents,
});
export type AdminCustomerRow = z.infer<typeof adminCustomerRowWire>;

/** An order on the customer's page: the order list's row without the customer (the page is theirs) and the payment, delivery and item details. */
export const adminCustomerOrderWire = adminOrderRowWire.omit({
  payment_state: true,
  customer_email: true,
  customer_name: true,
  delivery_date: true,
  items_count: true,
});
export type AdminCustomerOrder = z.infer<typeof adminCustomerOrderWire>;

export const storeCreditTransactionWire = z.object({
  id: rowId,
  amount_cents: cents,
  balance_after_cents: cents,
  reason: z.string(),
  order_id: rowId.nullable(),
  order_increment_id: z.string().nullable(),
  staff_email: z.string().nullable(),
  created_at: z.string(),
});
export type StoreCreditTransaction = z.infer<typeof storeCreditTransactionWire>;

export const adminCustomerWire = z.object({
  id: rowId,
  email: z.string(),
  firstname: z.string(),
  lastname: z.string(),
  group_id: rowId,
  group_name: z.string().nullable().describe("The customer group's name (null for a group that no longer exists)"),
  store_id: rowId,
  website_id: rowId,
  store_code: z.string().nullable(),
  store_name: z.string().nullable(),
  default_billing: rowId.nullable(),
  default_shipping: rowId.nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  addresses: z.array(savedAddressWire),
  store_credit_cents: cents.describe("The ledger's last balance (0 without rows)"),
  store_credit_transactions: z.array(storeCreditTransactionWire).describe('The latest 20, newest first'),
  store_credit_transactions_count: z.number().int(),
  orders: z.array(adminCustomerOrderWire).describe('The latest 20 orders placed while signed in'),
  orders_count: z.number().int(),
  newsletter: z
    .object({ subscribed: z.boolean(), confirmation_pending: z.boolean(), store_code: z.string(), updated_at: z.string() })
    .nullable()
    .describe('null when the e-mail never signed up'),
  last_password_reset: z.object({ sent_at: z.string(), staff_email: z.string().nullable() }).nullable(),
});
export type AdminCustomer = z.infer<typeof adminCustomerWire>;

export const passwordResetSentWire = z.object({ sent_to: z.string(), store_code: z.string(), expires_at: z.string() });
export type PasswordResetSent = z.infer<typeof passwordResetSentWire>;

/** A customer group: its prices (per product) and the customer tax class its tax rules are matched with. */
export const customerGroupWire = z.object({
  id: rowId,
  code: z.string(),
  name: z.string(),
  tax_class_id: rowId,
  is_default: z.boolean().describe('Guests and new accounts are in the default group'),
});
export type CustomerGroupView = z.infer<typeof customerGroupWire>;
