import fs from 'node:fs';
import path from 'node:path';
import { openDatabase } from '../src/db/database.js';
import type { OpenedDatabase } from '../src/db/dialect.js';
import type { RunningApi } from './harness.js';

/** A Maryland address the delivery calendar serves, for the buyer with this e-mail. */
export const testAddress = (email: string) => ({
  firstname: 'Jane',
  lastname: 'Doe',
  street: ['1 Pier Rd'],
  city: 'Baltimore',
  postcode: '21201',
  country_id: 'US',
  region_code: 'MD',
  region: 'Maryland',
  telephone: '4105550100',
  email,
});

/**
 * The configurable TEE as a cart line, chosen as the seed's navy (option 93 = 49) in a size (option 94:
 * 167 is M, the TEE-NAVY-M child; other values name no child).
 */
export const navyTee = (qty = 1, size = '167') => ({
  sku: 'TEE',
  qty,
  product_option: {
    extension_attributes: {
      configurable_item_options: [
        { option_id: '93', option_value: '49' },
        { option_id: '94', option_value: size },
      ],
    },
  },
});

type Envelope = { code: number; result: unknown };

/** What the claim suites order: `qty` dozen crabs (CRAB-DZ) and one corn side (SIDE-CORN), the lines their claims name. */
export const crabsAndCorn = (qty = 2) => [
  { sku: 'CRAB-DZ', qty },
  { sku: 'SIDE-CORN', qty: 1 },
];

export interface OrderOptions {
  /** The buyer's e-mail, put on the test address; a fresh guest address when not given. */
  email?: string;
  /** A customer's access token; a guest order without one. */
  token?: string;
  /** Extra headers for every call (a store code, say). */
  headers?: Record<string, string>;
  /** What the order says it buys (the order route compares it with the cart); default one SIDE-CORN. */
  products?: Array<{ sku: string; qty: number }>;
  /** Billing and shipping address; default testAddress(email). */
  address?: Record<string, unknown>;
  /** Default cash on delivery. */
  paymentMethod?: string;
  paymentAdditional?: Record<string, unknown>;
  /** Default the first listed day that is not a Saturday (no Saturday surcharge, whatever day the test runs). */
  deliveryDate?: string;
  /** Fields merged over the order body (grand_total, order_id, ...). */
  extra?: Record<string, unknown>;
  /** false: a cart with nothing to deliver, sent with the billing address and payment only. */
  shipped?: boolean;
}

let guests = 0;

/** The delivery days the cart's overnight shipping offers. */
export async function deliveryDates(api: RunningApi, cartId: string, headers: Record<string, string> = {}): Promise<string[]> {
  const methods = (await api.request('POST', `/api/cart/shipping-methods?cartId=${cartId}`, { address: { country_id: 'US' } }, headers))
    .body.result as Array<{ method_code: string; extension_attributes: { delivery_dates: Array<{ date: string }> } }>;
  const overnight = methods.find((method) => method.method_code === 'overnight') ?? methods[0];
  return overnight?.extension_attributes.delivery_dates.map((day) => day.date) ?? [];
}

/** The first delivery day offered that is not a Saturday (Saturdays carry a surcharge, so totals would depend on today). */
export async function weekdayDeliveryDate(api: RunningApi, cartId: string, headers: Record<string, string> = {}): Promise<string> {
  const dates = await deliveryDates(api, cartId, headers);
  return dates.find((day) => new Date(`${day}T12:00:00Z`).getUTCDay() !== 6) ?? dates[0];
}

export interface ShippedCart {
  cartId: string;
  /** The weekday delivery date chosen. */
  date: string;
  /** The grand total the server computed once shipping was chosen, in cents. */
  grandTotalCents: number;
}

/** A guest cart holding one of `sku`, shipped overnight to `address` on a weekday (shipping information sent). */
export async function shippedCart(api: RunningApi, sku: string, address: Record<string, unknown>): Promise<ShippedCart> {
  const cartId = (await api.request('POST', '/api/cart/create')).body.result as string;
  const added = await api.request('POST', `/api/cart/update?cartId=${cartId}`, { cartItem: { sku, qty: 1 } });
  if (added.body.code !== 200) throw new Error(`could not add ${sku}: ${JSON.stringify(added.body)}`);
  const date = await weekdayDeliveryDate(api, cartId);
  const info = await shipOvernight(api, cartId, address, date);
  const grandTotal = (info.result as { totals: { grand_total: number } }).totals.grand_total;
  return { cartId, date, grandTotalCents: Math.round(grandTotal * 100) };
}

/** Sends the cart's shipping information: overnight to `address` (billed there too) on `date`. Answers the envelope. */
export async function shipOvernight(
  api: RunningApi,
  cartId: string,
  address: Record<string, unknown>,
  date: string,
  headers: Record<string, string> = {},
): Promise<Envelope> {
  const answer = await api.request(
    'POST',
    `/api/cart/shipping-information?cartId=${cartId}`,
    {
      addressInformation: {
        shippingAddress: { ...address, extension_attributes: { delivery_date: date } },
        billingAddress: address,
        shippingCarrierCode: 'shoreline',
        shippingMethodCode: 'overnight',
      },
    },
    headers,
  );
  return answer.body;
}

export interface OrderRequest {
  products: Array<{ sku: string; qty: number; [field: string]: unknown }>;
  /** Billing address, and the shipping address too when the order is shipped. */
  address: Record<string, unknown>;
  /** Overnight delivery on this day; null: a cart with nothing to deliver (billing address and payment only). */
  shipping: { deliveryDate: string | null } | null;
  paymentMethod: string;
  paymentAdditional?: Record<string, unknown>;
}

/** The body a checkout sends to POST /api/order for a cart. */
export function orderRequest(cartId: string, order: OrderRequest) {
  return {
    cart_id: cartId,
    products: order.products,
    addressInformation: {
      billingAddress: order.address,
      ...(order.shipping
        ? {
            shippingAddress: { ...order.address, extension_attributes: { delivery_date: order.shipping.deliveryDate } },
            shipping_method_code: 'overnight',
            shipping_carrier_code: 'shoreline',
          }
        : {}),
      payment_method_code: order.paymentMethod,
      ...(order.paymentAdditional ? { payment_method_additional: order.paymentAdditional } : {}),
    },
  };
}

/**
 * POST /api/order for a cart that holds `products`, shipped overnight to the test address: the body a checkout
 * sends. Answers the API's answer as it is (tests of refusals read it).
 */
export async function orderCart(api: RunningApi, cartId: string, options: OrderOptions = {}): Promise<Envelope> {
  const headers = { ...options.headers, ...(options.token ? { authorization: `Bearer ${options.token}` } : {}) };
  const email = options.email ?? `guest-${process.pid}-${++guests}@example.com`;
  const address = options.address ?? testAddress(email);
  const shipped = options.shipped ?? true;
  const date = shipped ? (options.deliveryDate ?? (await weekdayDeliveryDate(api, cartId, headers))) : options.deliveryDate;
  const body = {
    ...orderRequest(cartId, {
      products: options.products ?? [{ sku: 'SIDE-CORN', qty: 1 }],
      address,
      shipping: shipped ? { deliveryDate: date ?? null } : null,
      paymentMethod: options.paymentMethod ?? 'cashondelivery',
      paymentAdditional: options.paymentAdditional,
    }),
    ...options.extra,
  };
  return (await api.request('POST', '/api/order', body, headers)).body;
}

export interface PlacedOrder {
  cartId: string;
  /** The customer-facing number (increment id). */
  orderNumber: string;
  /** orders.id */
  orderId: number;
}

/**
 * A new cart with `products` (or `lines` when they carry options) ordered as orderCart does; fails the test unless
 * the order is placed.
 */
export async function placeOrder(
  api: RunningApi,
  options: OrderOptions & { lines?: Array<{ sku: string; qty: number; product_option?: unknown }> } = {},
): Promise<PlacedOrder> {
  const headers = { ...options.headers, ...(options.token ? { authorization: `Bearer ${options.token}` } : {}) };
  const cartId = (await api.request('POST', '/api/cart/create', undefined, headers)).body.result as string;
  const lines = options.lines ?? options.products ?? [{ sku: 'SIDE-CORN', qty: 1 }];
  for (const cartItem of lines) {
    const added = await api.request('POST', `/api/cart/update?cartId=${cartId}`, { cartItem }, headers);
    if (added.status !== 200) throw new Error(`could not add ${cartItem.sku}: ${JSON.stringify(added.body)}`);
  }
  const products = options.products ?? lines.map(({ sku, qty }) => ({ sku, qty }));
  const placed = await orderCart(api, cartId, { ...options, products });
  if (placed.code !== 200) throw new Error(`the order was not placed: ${JSON.stringify(placed)}`);
  const result = placed.result as { orderNumber: string; backendOrderId: number };
  return { cartId, orderNumber: result.orderNumber, orderId: result.backendOrderId };
}

export interface OutboxMail {
  to: string;
  subject: string;
  text: string;
}

/** The paths of the JSON summaries the test API wrote to its outbox (DATA_DIR/mail), oldest first. */
export function outboxFiles(api: RunningApi): string[] {
  const dir = api.config.mailOutboxDir;
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((file) => file.endsWith('.json'))
    .sort()
    .map((file) => path.join(dir, file));
}

/** The e-mails the test API wrote to its outbox for this address, oldest first. */
export function mailsTo(api: RunningApi, email: string): OutboxMail[] {
  return outboxFiles(api)
    .map((file) => JSON.parse(fs.readFileSync(file, 'utf8')) as OutboxMail)
    .filter((mail) => mail.to === email);
}

/** The token of the newest e-mail confirmation link mailed to this address; null when none was. */
export function verificationTokenFor(api: RunningApi, email: string): string | null {
  const text = mailsTo(api, email).findLast((mail) => mail.text.includes('/verify-email?token='))?.text ?? '';
  const token = /\/verify-email\?token=([^\s]+)/.exec(text)?.[1];
  return token ? decodeURIComponent(token) : null;
}

/** Opens the newest confirmation link mailed to this address, as the owner of the inbox does. */
export async function verifyEmailOf(api: RunningApi, email: string): Promise<void> {
  const answer = await api.request('POST', '/api/user/verify-email', { token: verificationTokenFor(api, email) ?? '' });
  if (answer.status !== 200) throw new Error(`${email} could not be verified: ${JSON.stringify(answer.body)}`);
}

/**
 * The contact form's message to the shop (get a form token, then send-email), as the storefront sends it;
 * `overrides` change or add fields (a target address, a forged token, `confirmation: true`).
 */
export async function sendContact(api: RunningApi, overrides: Record<string, unknown> = {}) {
  const token = (await api.request('GET', '/api/ext/mail-service/get-token')).body.result as string;
  return api.request('POST', '/api/ext/mail-service/send-email', {
    sourceAddress: 'shopper@example.com',
    targetAddress: 'hello@shoreline.example',
    subject: 'Bushel for Saturday',
    emailText: 'Can you deliver a bushel of jumbos on Saturday?',
    token,
    ...overrides,
  });
}

/** The card gateway's sandbox as the checkout is told of it, and the key that tokenizes cards there. */
export interface CardSandbox {
  /** Where this test process reaches the sandbox (the browser is given the shop's host name; tests use the loopback address). */
  origin: string;
  tokenizationKey: string;
}

/** Reads the card sandbox from the payment methods offered to a cart (a new cart holding one SIDE-CORN when none is given). */
export async function cardSandbox(api: RunningApi, cartId?: string): Promise<CardSandbox> {
  let cart = cartId;
  if (cart === undefined) {
    cart = (await api.request('POST', '/api/cart/create')).body.result as string;
    await api.request('POST', `/api/cart/update?cartId=${cart}`, { cartItem: { sku: 'SIDE-CORN', qty: 1 } });
  }
  const methods = (await api.request('GET', `/api/cart/payment-methods?cartId=${cart}`)).body.result as Array<{
    code: string;
    extension_attributes?: { collect_js_url: string; tokenization_key: string };
  }>;
  const card = methods.find((method) => method.code === 'rootways_nmi_option')?.extension_attributes;
  return { origin: `http://127.0.0.1:${new URL(card?.collect_js_url ?? '').port}`, tokenizationKey: card?.tokenization_key ?? '' };
}

/**
 * What a payment suite starts with: its own connection to the API's database (closed by the suite), crabs enough
 * (product 101) for all its orders, and the card sandbox.
 */
export async function cardPaymentSuite(api: RunningApi): Promise<{ opened: OpenedDatabase; cardGateway: CardSandbox }> {
  const opened = await openDatabase(api.config);
  await opened.db.updateTable('stock_items').set({ qty: 100_000 }).where('product_id', '=', 101).execute();
  return { opened, cardGateway: await cardSandbox(api) };
}

/** Sets the stock of the products with these skus: `qty` units, managed and in stock (so a run measures ordering, not selling out). */
export async function stockUp(db: OpenedDatabase['db'], skus: string[], qty: number): Promise<void> {
  await db
    .updateTable('stock_items')
    .set({ qty, manage_stock: 1, is_in_stock: 1 })
    .where('product_id', 'in', db.selectFrom('products').select('id').where('sku', 'in', skus))
    .execute();
}

/** An order paid by card in the sandbox, with a new card token. */
export async function cardPayment(sandbox: CardSandbox): Promise<Pick<OrderOptions, 'paymentMethod' | 'paymentAdditional'>> {
  return { paymentMethod: 'rootways_nmi_option', paymentAdditional: { payment_token: (await tokenizeCard(sandbox)).token } };
}

export interface TestCard {
  ccnumber?: string;
  ccexp?: string;
  cvv?: string;
}

/**
 * Tokenizes a card at the sandbox as its card-number iframe does (at the sandbox, never through the shop); by
 * default a Visa test number the sandbox approves. Answers the sandbox's answer with its HTTP status.
 */
export async function tokenizeCard(sandbox: CardSandbox, card: TestCard = {}) {
  const response = await fetch(`${sandbox.origin}/token/api/tokenize`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ tokenization_key: sandbox.tokenizationKey, ccnumber: '4111111111111111', ccexp: '12/39', cvv: '123', ...card }),
  });
  const answer = (await response.json()) as { token: string; card: { number: string } };
  return { status: response.status, ...answer };
}

export interface SignUp {
  /** Default Jane Doe. */
  firstname?: string;
  lastname?: string;
  password?: string;
  /** Opens the e-mail confirmation link before signing in. */
  verified?: boolean;
}

/**
 * A customer registered through POST /api/user/create (optionally with their e-mail confirmed) and signed in;
 * fails the test unless both succeed.
 */
export async function signedUpCustomer(
  api: RunningApi,
  email: string,
  { firstname = 'Jane', lastname = 'Doe', password = 'crabcakes-4-all', verified = false }: SignUp = {},
): Promise<{ id: number; email: string; token: string }> {
  const created = await api.request('POST', '/api/user/create', { customer: { email, firstname, lastname }, password });
  if (created.status !== 200) throw new Error(`${email} could not register: ${JSON.stringify(created.body)}`);
  if (verified) await verifyEmailOf(api, email);
  const login = await api.request('POST', '/api/user/login', { username: email, password });
  if (login.status !== 200) throw new Error(`${email} could not sign in: ${JSON.stringify(login.body)}`);
  return { id: (created.body.result as { id: number }).id, email, token: login.body.result as string };
}

/** An active gift card of `cents` with nobody's name on it, written straight to the database. */
export async function insertGiftCard(db: OpenedDatabase['db'], code: string, cents: number): Promise<void> {
  await db
    .insertInto('gift_cards')
    .values({
      code,
      initial_cents: cents,
      balance_cents: cents,
      currency: 'USD',
      kind: 1,
      status: 'active',
      order_id: null,
      order_item_id: null,
      buyer_customer_id: null,
      recipient_name: null,
      recipient_email: null,
      sender_name: null,
      message: null,
      expires_at: null,
      delivered_at: null,
      created_at: new Date().toISOString(),
    })
    .execute();
}

/** Posts to the PayPal express extension (`/api/ext/paypal/<name>`) as the storefront does: its status and JSON answer. */
export async function paypalExtension<Answer = Record<string, unknown>>(
  api: RunningApi,
  name: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<{ status: number; body: Answer }> {
  const response = await fetch(`${api.baseUrl}/api/ext/paypal/${name}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Answer };
}

export interface PayPalApproval {
  /** The sandbox approves and leaves the capture pending (default: it captures at once). */
  capture?: 'now' | 'pending';
  /** The signed-in customer's token, given to the checkout as the storefront gives it. */
  userToken?: string;
}

/**
 * A PayPal express checkout for the cart up to the buyer's return from approving it at the sandbox (nothing captured
 * yet): its token, which `complete` takes. Fails the test unless the checkout is set up.
 */
export async function approvedPayPal(
  api: RunningApi,
  gatewayOrigin: string,
  cartId: string,
  { capture = 'now', userToken }: PayPalApproval = {},
): Promise<string> {
  const set = await paypalExtension<{ success: boolean; token: string }>(api, 'setExpressCheckout', {
    cart_id: cartId,
    return_url: 'http://localhost:3000/checkout?paypal=return',
    cancel_url: 'http://localhost:3000/checkout?paypal=cancel',
    ...(userToken ? { user_token: userToken } : {}),
  });
  if (!set.body.success) throw new Error(`PayPal checkout not set up: ${JSON.stringify(set.body)}`);
  const approval = new URLSearchParams({ token: set.body.token, ...(capture === 'pending' ? { capture: 'pending' } : {}) });
  await fetch(`${gatewayOrigin}/checkoutnow/approve`, { method: 'POST', body: approval, redirect: 'manual' });
  return set.body.token;
}

/** Uploads a claim photo as the customer with this token does (raw bytes, their content type): status and envelope. */
export async function uploadClaimPhoto(api: RunningApi, token: string, bytes: Buffer | string, type = 'image/jpeg') {
  const response = await fetch(`${api.baseUrl}/api/user/claim-photos`, {
    method: 'POST',
    headers: { 'content-type': type, authorization: `Bearer ${token}` },
    body: bytes,
  });
  return { status: response.status, body: (await response.json()) as { code: number; result: unknown; reason?: string } };
}

/**
 * Settles a payment's pending PayPal capture at the sandbox's console, as PayPal does later on its own, and waits for
 * the webhook that tells the shop. Fails the test unless the console takes it.
 */
export async function settlePayPalCapture(
  api: RunningApi,
  db: OpenedDatabase['db'],
  gatewayOrigin: string,
  paymentId: number,
  outcome: 'COMPLETED' | 'DENIED',
): Promise<void> {
  const answer = await paypalConsole(gatewayOrigin, 'capture', { capture_id: await captureReference(db, paymentId), outcome });
  if (answer.status !== 200) throw new Error(`the PayPal console refused to settle payment ${paymentId}: ${answer.status}`);
  await api.app.paymentGateways.sandbox?.settleWebhooks();
}

/** The gateway's reference of a payment's capture (PayPal's capture id), as the payment's events recorded it. */
export async function captureReference(db: OpenedDatabase['db'], paymentId: number): Promise<string | null> {
  const capture = await db
    .selectFrom('payment_events')
    .select('gateway_reference')
    .where('payment_id', '=', paymentId)
    .where('kind', '=', 'capture')
    .executeTakeFirstOrThrow();
  return capture.gateway_reference;
}

/** Acts at the PayPal sandbox's console as someone at PayPal would: `capture` settles a pending capture, `refund` refunds one. */
export function paypalConsole(gatewayOrigin: string, action: 'capture' | 'refund', body: Record<string, unknown>): Promise<Response> {
  return fetch(`${gatewayOrigin}/sandbox/paypal/console/${action}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}

/**
 * One simple product's catalog line (NDJSON) for a test catalog (miniCatalogWith): a $`price` item of the test tax
 * class in category 3, with `qty` managed units; `shippingClass` sets its shipping class attribute (perishable, …).
 */
export function simpleProductLine(id: number, sku: string, price: number, options: { qty?: number; shippingClass?: string } = {}): string {
  return JSON.stringify({
    type: 'product',
    id,
    sku,
    type_id: 'simple',
    name: `Product ${sku}`,
    url_key: sku.toLowerCase(),
    price,
    tax_class_id: 5,
    category_ids: [3],
    image: '/product/corn.svg',
    weight: 2,
    stock: { qty: options.qty ?? 100, manage_stock: true },
    ...(options.shippingClass ? { attributes: { shipping_class: options.shippingClass } } : {}),
  });
}
