import type { ColumnType, Generated } from 'kysely';
import type { StaffRole } from '@shoreline/domain/forms/admin';
import type { BannerDocument, BlogPostDocument } from '@shoreline/domain/catalog/documents';

/**
 * Table types shared by both engines. Booleans are integers 0/1, timestamps ISO
 * strings and money integer cents, so one schema means the same on SQLite and
 * PostgreSQL.
 */
type Flag = number;

export interface StoresTable {
  code: string;
  store_id: number;
  website_id: number;
  name: string;
  tagline: string;
  logo: string;
  is_default: Flag;
  hosts: string;
  url_prefix: string | null;
  append_store_code: Flag;
  url_mapping_enabled: Flag;
  locale: string;
  currency_code: string;
  currency_sign: string;
  fraction_digits: number;
  price_template: string;
  default_country: string;
  default_region: string;
  display_prices_incl_tax: Flag;
  seo_title: string;
  seo_description: string;
  /** The store's own record (issue 34): JSON address, digits of its phone, JSON hours by weekday. */
  address: string | null;
  telephone: ColumnType<string, string | undefined, string>;
  opening_hours: ColumnType<string, string | undefined, string>;
  pickup_hours: ColumnType<string, string | undefined, string>;
  /** Whether the store's customers change their own orders until the cut-off (issue 38); on unless staff switch it off. */
  self_service_changes: ColumnType<Flag, Flag | undefined, Flag>;
  /** How many hours before the cut-off customers' changes close (issue 38); null: CHANGES_CLOSE_HOURS_BEFORE_CUTOFF. */
  changes_close_hours: ColumnType<number | null, number | null | undefined, number | null>;
}

export interface CategoriesTable {
  id: number;
  parent_id: number;
  name: string;
  url_key: string;
  url_path: string;
  path: string;
  level: number;
  position: number;
  is_active: Flag;
  include_in_menu: Flag;
  description: string;
  image: string | null;
  meta_title: string;
  meta_description: string;
  updated_at: string;
}

/** A category's texts in a store view's language; null columns show the category's own. */
export interface CategoryStoreTextsTable {
  category_id: number;
  store_code: string;
  name: string | null;
  description: string | null;
  meta_title: string | null;
  meta_description: string | null;
}

/** A product's texts in a store view's language; null columns show the product's own. */
export interface ProductStoreTextsTable {
  product_id: number;
  store_code: string;
  name: string | null;
  short_description: string | null;
  description: string | null;
  meta_title: string | null;
  meta_description: string | null;
}

/** A label in a store view's language (an attribute's, a custom or bundle option's, a value's): migration 037. */
export interface AttributeStoreTextsTable {
  attribute_id: number;
  store_code: string;
  frontend_label: string;
}

export interface AttributeOptionStoreTextsTable {
  attribute_id: number;
  value: string;
  store_code: string;
  label: string;
}

export interface CustomOptionStoreTextsTable {
  option_id: number;
  store_code: string;
  title: string;
}

export interface CustomOptionValueStoreTextsTable {
  option_type_id: number;
  store_code: string;
  title: string;
}

export interface BundleOptionStoreTextsTable {
  option_id: number;
  store_code: string;
  title: string;
}

export interface AttributesTable {
  attribute_id: number;
  attribute_code: string;
  frontend_label: string;
  frontend_input: string;
  is_user_defined: Flag;
  is_visible: Flag;
  is_comparable: Flag;
  is_filterable: Flag;
  position: number;
}

export interface AttributeOptionsTable {
  attribute_id: number;
  value: string;
  label: string;
  position: number;
}

export interface TaxClassesTable {
  id: number;
  name: string;
  kind: string;
}

export interface TaxRulesTable {
  id: number;
  code: string;
  priority: number;
  position: number;
}

export interface TaxRuleClassesTable {
  rule_id: number;
  tax_class_id: number;
  kind: string;
}

export interface TaxRatesTable {
  id: number;
  rule_id: number;
  code: string;
  tax_country_id: string;
  tax_region_id: number;
  region_code: string;
  region_name: string;
  tax_postcode: string;
  /** The rate in parts per million of the amount: 6% is 60000. */
  rate_ppm: number;
  position: number;
}

export interface ProductsTable {
  id: number;
  sku: string;
  type_id: string;
  parent_id: number | null;
  name: string;
  url_key: string;
  url_path: string;
  status: number;
  visibility: number;
  price_cents: number;
  special_price_cents: number | null;
  special_from_date: string | null;
  special_to_date: string | null;
  tax_class_id: number;
  position: number;
  description: string;
  short_description: string;
  image: string;
  is_new: Flag;
  is_bestseller: Flag;
  weight_grams: number;
  meta_title: string;
  meta_description: string;
  /** Type-specific settings (downloadable links, gift card amounts) as JSON. */
  type_data: string;
  created_at: string;
  updated_at: string;
  /** Whether customers change orders holding this product themselves (issue 38; off for live crabs). */
  customer_changes: ColumnType<Flag, Flag | undefined, Flag>;
  /** Whether a customer may keep a date a hold pauses, at their own risk (issue 38). */
  keep_held_date: ColumnType<Flag, Flag | undefined, Flag>;
}

export interface ProductAttributeValuesTable {
  product_id: number;
  attribute_code: string;
  value: string;
}

export interface ProductCategoriesTable {
  product_id: number;
  category_id: number;
  position: number;
}

export interface ProductMediaTable {
  product_id: number;
  position: number;
  image: string;
  label: string;
}

export interface ProductStoresTable {
  product_id: number;
  store_code: string;
}

export interface ConfigurableAttributesTable {
  product_id: number;
  attribute_id: number;
  position: number;
}

export interface ProductLinksTable {
  product_id: number;
  linked_product_id: number;
  link_type: string;
  qty: number;
  position: number;
}

export interface BundleOptionsTable {
  option_id: number;
  product_id: number;
  title: string;
  type: string;
  required: Flag;
  position: number;
}

export interface BundleSelectionsTable {
  id: Generated<number>;
  option_id: number;
  product_id: number;
  qty: number;
  is_default: Flag;
  can_change_qty: Flag;
  position: number;
}

export interface CustomOptionsTable {
  option_id: number;
  product_id: number;
  title: string;
  type: string;
  required: Flag;
  sort_order: number;
  price_cents: number;
  /** For percent prices: the percent times 100 (15% is 1500). */
  price_percent_bp: number;
  price_type: string;
  sku: string;
  max_characters: number | null;
}

export interface CustomOptionValuesTable {
  option_type_id: number;
  option_id: number;
  title: string;
  sku: string;
  price_cents: number;
  price_percent_bp: number;
  price_type: string;
  sort_order: number;
}

export interface StockItemsTable {
  product_id: number;
  qty: number;
  manage_stock: Flag;
  is_in_stock: Flag;
  min_sale_qty: number;
  max_sale_qty: number;
  backorders: Flag;
  updated_at: string;
}

export interface CmsPagesTable {
  id: number;
  identifier: string;
  store_code: string | null;
  title: string;
  content: string;
  content_heading: string;
  meta_title: string;
  meta_description: string;
  is_active: Flag;
  updated_at: string;
}

export interface CmsBlocksTable {
  id: number;
  identifier: string;
  store_code: string | null;
  title: string;
  content: string;
  is_active: Flag;
  updated_at: string;
}

export interface UrlRewritesTable {
  id: number;
  store_code: string;
  entity_type: string;
  entity_ref: string;
  request_path: string;
  target_path: string;
  redirect_type: number;
}

export interface BlogCategoriesTable {
  id: number;
  title: string;
  url_key: string;
  status: number;
  description: string;
}

/** A blog post's columns: its catalog document less the slug (derived) and its categories (blog_post_categories). */
export type BlogPostsTable = Omit<BlogPostDocument, 'slug' | 'blog_category_ids'>;

export interface BlogPostCategoriesTable {
  post_id: number;
  category_id: number;
}

/** A banner's columns: what its catalog document shows, and the store and slot it shows in. */
export interface BannersTable extends BannerDocument {
  store_code: string;
  slot: string;
}

export interface CouponsTable {
  code: string;
  description: string;
  discount_type: string;
  /** percent: the percent times 100 (10% is 1000); fixed: cents. */
  discount_value: number;
  is_active: Flag;
  from_date: string | null;
  to_date: string | null;
  uses_per_customer: number | null;
  /** Uses allowed in all (null: no limit); times_used counts orders that took one. */
  uses_total: number | null;
  times_used: Generated<number>;
}

export interface ReviewsTable {
  id: Generated<number>;
  product_id: number;
  title: string;
  detail: string;
  nickname: string;
  rating: number;
  status: number;
  customer_id: number | null;
  created_at: string;
}

/** A customer group: its prices (group_prices) and the customer tax class tax rules are matched with. */
export interface CustomerGroupsTable {
  id: number;
  code: string;
  name: string;
  tax_class_id: number;
  /** 1 for the one group guests and new accounts are in. */
  is_default: number;
  created_at: string;
  updated_at: string;
}

/** A product's net price for a group from a quantity on (1: the group price; more: a tier price). */
export interface GroupPricesTable {
  sku: string;
  group_id: number;
  qty: number;
  price_cents: number;
}

/** One row: bumped whenever the catalog or stock changes, so every API process rebuilds its read model. */
export interface CatalogStateTable {
  id: number;
  version: number;
  updated_at: string;
}

export interface SettingsTable {
  key: string;
  value: string;
  updated_at: string;
}

export interface CartsTable {
  id: string;
  store_code: string;
  customer_id: number | null;
  /** active, ordered, merged */
  status: string;
  coupon_code: string | null;
  shipping_address: string | null;
  billing_address: string | null;
  shipping_carrier_code: string | null;
  shipping_method_code: string | null;
  delivery_date: string | null;
  payment_method_code: string | null;
  /** 1 when the customer applied their store credit (the whole balance, up to the total). */
  use_store_credit: Generated<number>;
  created_at: string;
  updated_at: string;
}

export interface CartItemsTable {
  item_id: Generated<number>;
  cart_id: string;
  sku: string;
  product_id: number;
  parent_sku: string | null;
  product_type: string;
  name: string;
  qty: number;
  product_option: string;
  identity: string;
  created_at: string;
  updated_at: string;
}

export interface OrdersTable {
  id: Generated<number>;
  increment_id: string;
  store_code: string;
  customer_id: number | null;
  cart_id: string;
  client_order_id: string | null;
  status: string;
  customer_email: string;
  customer_firstname: string;
  customer_lastname: string;
  shipping_carrier_code: string | null;
  shipping_method_code: string | null;
  shipping_description: string;
  delivery_date: string | null;
  payment_method_code: string;
  payment_title: string;
  coupon_code: string | null;
  currency_code: string;
  subtotal_cents: number;
  shipping_cents: number;
  discount_cents: number;
  tax_cents: number;
  grand_total_cents: number;
  /** Store credit spent on the order (already taken off grand_total_cents). */
  store_credit_cents: Generated<number>;
  /** Paid with gift cards (already taken off grand_total_cents). */
  gift_card_cents: Generated<number>;
  shipping_address: string | null;
  billing_address: string;
  totals: string;
  /** The priced order (JSON, @shoreline/domain pricing/priced-order.ts); null for orders placed before it was kept. */
  priced_order: string | null;
  /** The order's payment state (payments.state): pending, authorized, captured, voided, refunded. */
  payment_state: Generated<string>;
  /** 1 for a gift delivery (migration 031): the shipping address is the recipient's. */
  is_gift: Generated<number>;
  /** The gift's plain-text message for the packing slip ('' for none; null when not a gift). */
  gift_message: string | null;
  /** 1 when the recipient is to be e-mailed as the order ships. */
  gift_notify_recipient: Generated<number>;
  gift_recipient_email: string | null;
  /** When the recipient's e-mail went out. */
  gift_notified_at: string | null;
  /** What the order still waits for through its pay page after a customer's change raised its total (migration 042). */
  balance_due_cents: Generated<number>;
  /** A gift whose recipient chooses the day (migration 043): the last delivery date they may choose (YYYY-MM-DD); null otherwise. */
  recipient_choose_until: string | null;
  /** When the recipient chose the day. */
  recipient_chose_at: string | null;
  /** When the window passed without a choice (the buyer was mailed then). */
  recipient_lapsed_at: string | null;
  created_at: string;
  updated_at: string;
}

/** A customer's change of an order's lines, address or date, under its client's key (migration 042). */
export interface OrderChangesTable {
  id: Generated<number>;
  order_id: number;
  change_key: string;
  before_cents: number;
  after_cents: number;
  difference_cents: number;
  /**
   * refund_pending (a lower total owed back, its refund not yet made), refunded, refund_failed (left to staff), due,
   * amount_due (an offline payment's amount changed), none.
   */
  settlement: string;
  refund_id: number | null;
  /** When a request or the sweep claimed the pending refund (migration 046); a claim older than five minutes is taken over. */
  refund_claimed_at: string | null;
  /** The payment that paid a balance due, once paid. */
  payment_id: number | null;
  /** What changed, in words (the history's note). */
  summary: string;
  created_at: string;
}

export interface OrderItemsTable {
  id: Generated<number>;
  order_id: number;
  sku: string;
  product_id: number;
  parent_sku: string | null;
  name: string;
  product_type: string;
  qty: number;
  price_cents: number;
  price_incl_tax_cents: number;
  row_total_cents: number;
  row_total_incl_tax_cents: number;
  discount_cents: number;
  tax_cents: number;
  tax_rate_ppm: number;
  product_option: string;
  /** JSON [{productId, sku, name, qty}] per one unit of the line: what it took from stock (null on older orders). */
  stock_units: string | null;
}

export interface StockEventsTable {
  id: Generated<number>;
  product_id: number;
  created_at: string;
}

export interface CustomersTable {
  id: Generated<number>;
  email: string;
  firstname: string;
  lastname: string;
  password_hash: string;
  group_id: number;
  store_id: number;
  website_id: number;
  default_billing: number | null;
  default_shipping: number | null;
  /** When the account's current address was proven by its mailed link; null until then (optional on insert). */
  email_verified_at: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: string;
  updated_at: string;
}

export interface CustomerAddressesTable {
  id: Generated<number>;
  customer_id: number;
  /** The address fields as JSON (see auth/address-book). */
  data: string;
  created_at: string;
  updated_at: string;
}

export interface RefreshTokensTable {
  token_hash: string;
  family_id: string;
  customer_id: number;
  expires_at: string;
  used_at: string | null;
  revoked_at: string | null;
  created_at: string;
}

export interface PasswordResetsTable {
  token_hash: string;
  customer_id: number;
  expires_at: string;
  used_at: string | null;
  created_at: string;
}

export interface RateLimitsTable {
  key: string;
  hits: number;
  /** Seconds since the epoch. */
  window_started_at: number;
}

export interface NewsletterSubscriptionsTable {
  email: string;
  store_code: string;
  /** The confirmed choice: 1 subscribed, 0 not (a sign-up counts only once its e-mailed link is confirmed). */
  subscribed: number;
  forwarded_at: string | null;
  /** When a sign-up still waiting for its confirmation was made; null when none is waiting. */
  pending_since: string | null;
  updated_at: string;
  /** The single-use 10% code this address was given on its first confirmation (given once, ever). */
  welcome_coupon: string | null;
}

/** The mailbox (mailboxOf in @shoreline/domain/mailbox) each welcome code went to: one code per mailbox, whatever alias asked. */
export interface WelcomeCouponMailboxesTable {
  mailbox: string;
  coupon_code: string;
  created_at: string;
}

/** One use of a coupon that has a per-customer limit, numbered 1, 2, ... per holder. */
export interface CouponUsesTable {
  coupon_code: string;
  /** "customer:{id}" for a customer (also when a guest order uses their e-mail), else "email:{lower-case e-mail}". */
  holder: string;
  use_number: number;
  order_id: number;
  created_at: string;
}

/** An extra fee a store offers at checkout (fees/; the `amasty_extrafee` totals segment). */
export interface FeesTable {
  id: number;
  name: string;
  description: string;
  /** checkbox (any options) or radio (at most one). */
  frontend_type: string;
  /** The product tax class the fee is taxed as; 0: not taxed. */
  tax_class_id: number;
  is_active: Flag;
  sort_order: number;
}

export interface FeeOptionsTable {
  id: number;
  fee_id: number;
  label: string;
  /** Before tax. */
  price_cents: number;
  sort_order: number;
}

export interface FeeStoresTable {
  fee_id: number;
  store_code: string;
}

/** A fee option a cart's shopper chose; options of fees the catalog no longer has are ignored when pricing. */
export interface CartFeeOptionsTable {
  cart_id: string;
  fee_id: number;
  option_id: number;
  created_at: string;
}

/** One payment attempt for an order (payment/): created before the gateway is called; order_id once the order is stored. */
export interface PaymentsTable {
  id: Generated<number>;
  order_id: number | null;
  cart_id: string;
  store_code: string;
  method: string;
  /** pending, authorized, captured, voided, refunded, failed (payment/service.ts TRANSITIONS). */
  state: string;
  amount_cents: number;
  refunded_cents: Generated<number>;
  currency: string;
  /** The provider's gateway name (payment/registry.ts), or null for offline and free orders. */
  gateway: string | null;
  /** The gateway's own reference of the payment (a transaction id, a wallet's order id). */
  gateway_reference: string | null;
  idempotency_key: string;
  failure_reason: string | null;
  /** 1 when a built-in sandbox took the payment (no money moved). */
  test_mode: Generated<number>;
  created_at: string;
  updated_at: string;
}

/** One gateway call (or bookkeeping step) for a payment, kept as an audit. */
export interface PaymentEventsTable {
  id: Generated<number>;
  payment_id: number;
  /** sale, auth, capture, void, refund, query, create, get, record. */
  kind: string;
  amount_cents: number | null;
  gateway_reference: string | null;
  status: string;
  created_at: string;
}

export type { StaffRole };

/** A back-office user (admin/): not a customer; own tokens and a role. */
export interface StaffTable {
  id: Generated<number>;
  email: string;
  name: string;
  role: StaffRole;
  password_hash: string;
  is_active: Generated<Flag>;
  /** Moves on at a password change or deactivation; access tokens signed with an older one are refused. */
  token_version: Generated<number>;
  created_at: string;
  updated_at: string;
}

export interface StaffRefreshTokensTable {
  token_hash: string;
  family_id: string;
  staff_id: number;
  expires_at: string;
  used_at: string | null;
  revoked_at: string | null;
  created_at: string;
}

/** One back-office write: before/after are JSON of the changed fields (null for a create or delete). */
export interface AuditLogTable {
  id: Generated<number>;
  staff_id: number | null;
  action: string;
  entity_type: string;
  entity_id: string;
  before: string | null;
  after: string | null;
  created_at: string;
}

export interface OrderStatusHistoryTable {
  id: Generated<number>;
  order_id: number;
  from_status: string | null;
  to_status: string;
  note: Generated<string>;
  staff_id: number | null;
  created_at: string;
}

export interface OrderShipmentsTable {
  id: Generated<number>;
  order_id: number;
  carrier: string;
  track_number: string;
  staff_id: number | null;
  shipped_at: string;
  /** The label bought through a carrier provider (issue 37); null for a shipment typed in by hand. */
  provider: string | null;
  provider_shipment_id: string | null;
  tracker_id: string | null;
  service: string | null;
  label_pdf_url: string | null;
  label_zpl_url: string | null;
  cost_cents: number | null;
  tracking_url: string | null;
  /** The parcel's latest tracking: one of TRACKING_STATUSES (@shoreline/domain/tracking-statuses), EasyPost's own. */
  status: string | null;
  status_detail: string | null;
  est_delivery_date: string | null;
  last_event: string | null;
  last_event_at: string | null;
  /** When its label was voided (refunded at the carrier, migration 045): the parcel never went. */
  voided_at: string | null;
  /** Which box of its order (1, 2, …) when the order ships in several (migration 045). */
  box_number: Generated<number>;
}

/** A tracking mail of a parcel (a gift recipient's out for delivery, waiting for pickup, delivered, delayed), claimed once per kind. */
export interface ShipmentStatusMailsTable {
  shipment_id: number;
  kind: string;
  claimed_at: string;
  sent_at: string | null;
}

/** A label being bought, or bought, for an order: claimed first, so a retried request never buys twice. */
export interface ShipmentLabelPurchasesTable {
  order_id: number;
  provider: string;
  provider_shipment_id: string | null;
  /** The bought label (JSON), once the provider sold it. */
  bought: string | null;
  staff_id: number | null;
  created_at: string;
}

/** Each tracking event a carrier's webhook delivered, once by its event id. */
export interface ShipmentTrackingEventsTable {
  id: Generated<number>;
  provider: string;
  event_id: string;
  shipment_id: number | null;
  tracker_id: string;
  status: string;
  status_detail: string | null;
  message: string;
  occurred_at: string;
  received_at: string;
}

/** Stock received in one lot (migration 040): the product, the supplier's code, its dates and what became of its units. */
export interface LotsTable {
  id: Generated<number>;
  code: string;
  product_id: number;
  qty: number;
  /** Units packing gave to order lines. */
  qty_assigned: Generated<number>;
  /** Units taken off the sellable stock when the use-by passed. */
  qty_expired: Generated<number>;
  supplier: string;
  /** The catch or steam date (YYYY-MM-DD). */
  caught_on: string;
  /** The last day the lot may be sold (YYYY-MM-DD, the shop's time zone). */
  use_by: string;
  expired_at: string | null;
  staff_id: number | null;
  received_at: string;
}

/** Units of a lot packed into an order line. */
export interface LotAssignmentsTable {
  id: Generated<number>;
  lot_id: number;
  order_id: number;
  order_item_id: number;
  qty: number;
  staff_id: number | null;
  assigned_at: string;
}

/** A recall mail sent about a lot, once per address. */
export interface LotRecallMailsTable {
  lot_id: number;
  email: string;
  order_id: number | null;
  sent_at: string;
}

/** A box at risk (migration 039, shipment/at-risk*.ts): one per shipment, with how staff resolved it. */
export interface ShipmentAtRiskTable {
  id: Generated<number>;
  order_id: number;
  shipment_id: number;
  /** exception (the carrier reported one) or late (not delivered by the end of its delivery date). */
  reason: string;
  carrier: string | null;
  /** The destination's state (late rate per state). */
  region_code: string | null;
  detected_at: string;
  latest_status: string | null;
  latest_detail: string | null;
  latest_event: string | null;
  latest_event_at: string | null;
  mailed_at: string | null;
  /** null while open; replacing while its replacement is being placed; replacement, credit or refund once resolved. */
  resolution: string | null;
  resolution_cents: number | null;
  replacement_order_id: number | null;
  resolved_by: number | null;
  resolved_at: string | null;
  /** When the customer was mailed the resolution (credit, refund), claimed before the send (migration 045). */
  resolution_mailed_at: string | null;
  /** The refund that resolved it (migration 048); cleared when a refusal took that refund back. */
  refund_id: number | null;
}

export interface OrderRefundsTable {
  id: Generated<number>;
  order_id: number;
  /** Everything given back by this refund, shipping included. */
  amount_cents: number;
  shipping_cents: Generated<number>;
  /** original (the payment, through its gateway) or store_credit. */
  destination: string;
  payment_id: number | null;
  reason: string;
  staff_id: number | null;
  created_at: string;
  /**
   * Migration 047: pending (set aside, its gateways have not confirmed every part yet), sent (confirmed, or it needs
   * no gateway: store credit, a refund made at the gateway), failed (a gateway refused it later: nothing went back).
   */
  state: ColumnType<RefundState, RefundState | undefined, RefundState>;
  /** The idempotency key its gateway calls carry (one per part: the key and the payment's id); null without a gateway. */
  gateway_key: string | null;
  /** When the request or the sweep took it to send; a claim older than the sweep's grace was left by a stopped process. */
  claimed_at: string | null;
  sent_at: string | null;
  /** Why a gateway refused it (a failed refund, or the part of one it kept back), for staff. */
  failure: string | null;
  /**
   * Migration 048: the mail that tells the customer once its gateways confirmed it, sent by the request or the sweep:
   * `refund` (a staff refund's, order/money/refund-mail.ts), `claim` (a freshness claim's approval, claims/mail.ts),
   * `cancel` (a customer's cancel whose mail said its refund was under way: the refund mail follows once confirmed); null
   * when its owner tells them (a box at risk, a change) or nobody does (a cancel's mail said the money went back). A
   * named mail whose send failed is sent again by the refund sweep.
   */
  customer_mail: RefundMail | null;
  /** When the customer was mailed this refund (a staff refund's or a claim's), claimed before the send. */
  mailed_at: string | null;
}

export type RefundMail = 'refund' | 'claim' | 'cancel';

export type RefundState = 'pending' | 'sent' | 'failed';

/** One payment's share of a refund to the payment (migration 047): what goes back through it, and when its gateway confirmed. */
export interface OrderRefundPartsTable {
  refund_id: number;
  payment_id: number;
  amount_cents: number;
  sent_at: string | null;
}

/** A gift card a refund took back (migration 048): reinstated as it was should the refund fail after its request. */
export interface OrderRefundGiftCardsTable {
  refund_id: number;
  gift_card_id: number;
  /** What was left on the card when it was taken back. */
  unspent_cents: number;
  /** 1: no card was issued yet, one was made only to be taken back (it goes again). */
  placeholder: number;
}

export interface OrderRefundLinesTable {
  id: Generated<number>;
  refund_id: number;
  order_item_id: number;
  qty: number;
  amount_cents: number;
}

/**
 * The ledger of what was given back (migration 035, give-back/): one row per part of an order a give-back reached,
 * a line (order_item_id), the shipping or the rest of the order. Refunds by line, refunds of the whole order,
 * cancels, refunds made at the gateway and approved freshness claims each write their rows.
 */
export interface OrderGiveBacksTable {
  id: Generated<number>;
  order_id: number;
  /** The line given back on; null for the shipping and the rest of the order. */
  order_item_id: number | null;
  /** line, shipping or other. */
  part: string;
  /** line_refund, order_refund, cancel, gateway_refund, claim_credit, claim_refund or at_risk_credit (a box at risk). */
  source: string;
  /** original (the payment) or store_credit. */
  destination: string;
  /** Units given back (0 for money that covers no whole unit). */
  qty: number;
  amount_cents: number;
  /** The refund row that moved the money (deleted with it when the gateway refuses). */
  refund_id: number | null;
  claim_id: number | null;
  staff_id: number | null;
  note: string;
  created_at: string;
}

/** A customer's store credit moves; the latest row's balance_after_cents is the balance. */
export interface StoreCreditTransactionsTable {
  id: Generated<number>;
  customer_id: number;
  /** Signed: credit given is positive, credit spent negative. */
  amount_cents: number;
  balance_after_cents: number;
  reason: string;
  order_id: number | null;
  staff_id: number | null;
  created_at: string;
}

export interface PaymentWebhooksTable {
  id: Generated<number>;
  /** The provider's gateway name (payment/registry.ts). */
  gateway: string;
  event_id: string;
  event_type: string;
  payment_id: number | null;
  /** What the delivery changed: "refunded 12.00", "voided", "no change", "no payment of ours". */
  outcome: string;
  received_at: string;
}

/** A shopper waiting for a sku to be in stock again (stock-alerts/). */
export interface StockWatchesTable {
  id: Generated<number>;
  /** Lower-cased. */
  email: string;
  store_code: string;
  sku: string;
  product_id: number;
  created_at: string;
  /** When the back-in-stock e-mail went out; a watch is e-mailed once. */
  notified_at: string | null;
  unsubscribed_at: string | null;
}

/** A gift card: issued for a captured gift-card order line (one per unit), spent by orders. */
export interface GiftCardsTable {
  id: Generated<number>;
  code: string;
  initial_cents: number;
  balance_cents: number;
  currency: string;
  /** 1 e-card (e-mailed to the recipient), 2 mailed card (printed on the packing list), 3 both. */
  kind: number;
  /** active or disabled. */
  status: string;
  order_id: number | null;
  order_item_id: number | null;
  unit: Generated<number>;
  buyer_customer_id: number | null;
  recipient_name: string | null;
  recipient_email: string | null;
  sender_name: string | null;
  message: string | null;
  expires_at: string | null;
  delivered_at: string | null;
  created_at: string;
}

export interface GiftCardHistoryTable {
  id: Generated<number>;
  gift_card_id: number;
  /** issued, used, returned (an order canceled), adjusted. */
  action: string;
  amount_cents: number;
  balance_after_cents: number;
  order_id: number | null;
  created_at: string;
}

/** Who applied a gift card's code while signed in: such customers see the card in their account. */
export interface GiftCardHoldersTable {
  gift_card_id: number;
  customer_id: number;
  created_at: string;
}

export interface CartGiftCardsTable {
  cart_id: string;
  gift_card_id: number;
  created_at: string;
}

/** A file a paid downloadable line gives: signed, expiring, limited in count (downloads/). */
export interface DownloadLinksTable {
  id: Generated<number>;
  order_id: number;
  order_item_id: number;
  title: string;
  /** The file's name in the download directories ("/downloads/x.pdf" in the catalog). */
  file: string;
  max_downloads: number;
  downloads_used: Generated<number>;
  expires_at: string;
  mailed_at: string | null;
  created_at: string;
}

/** A marketing profile or event to send (marketing/): waits for an identity, or for its next try. */
export interface MarketingOutboxTable {
  id: Generated<number>;
  /** profile or event. */
  kind: string;
  cart_id: string | null;
  /** JSON ProfileAttributes; null until the shopper is known. */
  profile: string | null;
  payload: string;
  attempts: Generated<number>;
  next_attempt_at: string;
  sent_at: string | null;
  /** sent, refused (the service said no: not tried again), gave_up. */
  outcome: string | null;
  created_at: string;
}

export interface WishlistItemsTable {
  id: Generated<number>;
  customer_id: number;
  sku: string;
  added_at: string;
}

/** A back-office catalog import (catalog/editing/import-service.ts); counts and errors as the job last wrote them. */
export interface ImportJobsTable {
  id: string;
  staff_id: number | null;
  dry_run: Flag;
  /** running, done, failed. */
  state: string;
  /** checking, writing, finished. */
  phase: string;
  total: number;
  processed: number;
  created_count: number;
  updated_count: number;
  skipped_count: number;
  /** JSON: record type → {created, updated, skipped}. */
  by_type: string;
  /** JSON: [{line, message}], the first IMPORT_MAX_ERRORS. */
  errors: string;
  error_count: number;
  /** 1 while a real import runs, else null (unique: one real import at a time). */
  running_lock: number | null;
  heartbeat_at: string;
  created_at: string;
  finished_at: string | null;
}

/** A freshness guarantee claim (claims/): open until staff approve it (store credit or refund) or decline it. */
export interface FreshnessClaimsTable {
  id: Generated<number>;
  order_id: number;
  customer_id: number;
  /** arrived_warm, dead_or_spoiled, missing_item, damaged_packaging or other. */
  reason: string;
  description: string;
  /** The photo's file name under DATA_DIR/media/claims/{id}/ (never served as /media). */
  photo: string | null;
  /** open, approved or declined. */
  status: string;
  /** The claimed lines' paid value when the claim was made: an approval's ceiling. */
  claimed_cents: number;
  /** store_credit or refund, once approved. */
  resolution: string | null;
  amount_cents: number | null;
  decline_reason: string | null;
  /** Staff's own note on the decision (not mailed). */
  note: string | null;
  refund_id: number | null;
  staff_id: number | null;
  decided_at: string | null;
  created_at: string;
  updated_at: string;
}

export interface FreshnessClaimLinesTable {
  id: Generated<number>;
  claim_id: number;
  order_item_id: number;
  qty: number;
  paid_cents: number;
  /** The order item while the claim is open, NULL once decided (unique: one open claim per order line). */
  open_item_id: number | null;
}

/** A place's delivery orders on one date (delivery/slots.ts) and the staff's capacity for it (null: the configured default). */
export interface DeliverySlotsTable {
  /** The place (website) whose kitchen and trucks fill the boxes of all its store views. */
  website_id: number;
  delivery_date: string;
  booked: Generated<number>;
  capacity: number | null;
  updated_at: string;
}

/** Deliveries paused from_date..to_date (inclusive) for a place (website; null: all) to some states ("FL,GA"; '': everywhere). */
export interface ShippingHoldsTable {
  id: Generated<number>;
  from_date: string;
  to_date: string;
  regions: string;
  reason: string;
  staff_id: number | null;
  created_at: string;
  website_id: number | null;
}

/** A customer asked to answer a shipping hold over their order's date (issue 38), and their answer once applied. */
export interface HoldAnswersTable {
  hold_id: number;
  order_id: number;
  asked_at: string;
  answer: 'moved' | 'canceled' | 'kept' | null;
  answer_date: string | null;
  answered_at: string | null;
}

export interface Database {
  stores: StoresTable;
  categories: CategoriesTable;
  category_store_texts: CategoryStoreTextsTable;
  attributes: AttributesTable;
  attribute_options: AttributeOptionsTable;
  tax_classes: TaxClassesTable;
  tax_rules: TaxRulesTable;
  tax_rule_classes: TaxRuleClassesTable;
  tax_rates: TaxRatesTable;
  products: ProductsTable;
  product_attribute_values: ProductAttributeValuesTable;
  product_categories: ProductCategoriesTable;
  product_media: ProductMediaTable;
  product_stores: ProductStoresTable;
  product_store_texts: ProductStoreTextsTable;
  attribute_store_texts: AttributeStoreTextsTable;
  attribute_option_store_texts: AttributeOptionStoreTextsTable;
  custom_option_store_texts: CustomOptionStoreTextsTable;
  custom_option_value_store_texts: CustomOptionValueStoreTextsTable;
  bundle_option_store_texts: BundleOptionStoreTextsTable;
  configurable_attributes: ConfigurableAttributesTable;
  product_links: ProductLinksTable;
  bundle_options: BundleOptionsTable;
  bundle_selections: BundleSelectionsTable;
  custom_options: CustomOptionsTable;
  custom_option_values: CustomOptionValuesTable;
  stock_items: StockItemsTable;
  cms_pages: CmsPagesTable;
  cms_blocks: CmsBlocksTable;
  url_rewrites: UrlRewritesTable;
  blog_categories: BlogCategoriesTable;
  blog_posts: BlogPostsTable;
  blog_post_categories: BlogPostCategoriesTable;
  banners: BannersTable;
  coupons: CouponsTable;
  reviews: ReviewsTable;
  catalog_state: CatalogStateTable;
  customer_groups: CustomerGroupsTable;
  group_prices: GroupPricesTable;
  settings: SettingsTable;
  carts: CartsTable;
  cart_items: CartItemsTable;
  orders: OrdersTable;
  order_items: OrderItemsTable;
  stock_events: StockEventsTable;
  customers: CustomersTable;
  customer_addresses: CustomerAddressesTable;
  refresh_tokens: RefreshTokensTable;
  password_resets: PasswordResetsTable;
  rate_limits: RateLimitsTable;
  newsletter_subscriptions: NewsletterSubscriptionsTable;
  welcome_coupon_mailboxes: WelcomeCouponMailboxesTable;
  coupon_uses: CouponUsesTable;
  payments: PaymentsTable;
  payment_events: PaymentEventsTable;
  payment_webhooks: PaymentWebhooksTable;
  stock_watches: StockWatchesTable;
  gift_cards: GiftCardsTable;
  gift_card_history: GiftCardHistoryTable;
  cart_gift_cards: CartGiftCardsTable;
  gift_card_holders: GiftCardHoldersTable;
  download_links: DownloadLinksTable;
  marketing_outbox: MarketingOutboxTable;
  wishlist_items: WishlistItemsTable;
  fees: FeesTable;
  fee_options: FeeOptionsTable;
  fee_stores: FeeStoresTable;
  cart_fee_options: CartFeeOptionsTable;
  staff: StaffTable;
  shipment_status_mails: ShipmentStatusMailsTable;
  staff_refresh_tokens: StaffRefreshTokensTable;
  audit_log: AuditLogTable;
  order_status_history: OrderStatusHistoryTable;
  order_shipments: OrderShipmentsTable;
  shipment_label_purchases: ShipmentLabelPurchasesTable;
  shipment_tracking_events: ShipmentTrackingEventsTable;
  lots: LotsTable;
  order_changes: OrderChangesTable;
  lot_assignments: LotAssignmentsTable;
  lot_recall_mails: LotRecallMailsTable;
  hold_answers: HoldAnswersTable;
  shipment_at_risk: ShipmentAtRiskTable;
  order_refunds: OrderRefundsTable;
  order_refund_parts: OrderRefundPartsTable;
  order_refund_gift_cards: OrderRefundGiftCardsTable;
  order_refund_lines: OrderRefundLinesTable;
  order_give_backs: OrderGiveBacksTable;
  store_credit_transactions: StoreCreditTransactionsTable;
  import_jobs: ImportJobsTable;
  freshness_claims: FreshnessClaimsTable;
  freshness_claim_lines: FreshnessClaimLinesTable;
  delivery_slots: DeliverySlotsTable;
  shipping_holds: ShippingHoldsTable;
}
