import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.js';
import { bearer, engines, miniCatalogWith, suiteApi } from './harness.js';
import { adminDb, bookedOn, suiteStaff } from './admin-harness.js';
import {
  approvedPayPal,
  captureReference,
  cardPayment,
  cardSandbox,
  mailsTo,
  orderCart,
  orderRequest,
  paypalConsole,
  paypalExtension,
  placeOrder,
  settlePayPalCapture,
  shipOvernight,
  signedUpCustomer,
  testAddress,
  weekdayDeliveryDate,
} from './fixtures.js';

/**
 * Issue 38: paths of a customer's change that order-changes-money.test.ts and order-payments.test.ts do not take. An
 * order paid through two gateways (its first payment and the balance a change left due) is refunded and canceled over
 * both, newest first; a pickup order is not changed online; the German and Italian views refuse a full date as the
 * main store does, re-price in the view and mail in its language; the restaurant store adds only what it sells.
 */
type Envelope<T = unknown> = { code: number; result: T; reason?: string };
type Headers = Record<string, string>;
type Link = { order: string; expires: string; sig: string };
type Line = { item_id?: number; sku?: string; qty: number };
interface Change {
  settlement: string;
  after_total: number;
  difference: number;
  subtotal: number;
  shipping: number;
  tax: number;
  balance_due: number;
  pay_path: string | null;
  lines: Array<{ item_id: number | null; sku: string; name: string; qty: number; row_total: number }>;
}
interface Options {
  can_change: boolean;
  closed_reason: string | null;
  dates: Array<{ date: string; status: string }>;
}
interface PickupMethod {
  carrier_code: string;
  extension_attributes: { pickup?: { slots: Array<{ date: string; times: string[] }> } };
}
interface CardTransaction {
  transactionid: string;
  type: string;
  orderid: string;
  amount: string;
  condition: string;
}

const viewStore = (code: string, storeId: number, locale: string) =>
  JSON.stringify({
    type: 'store',
    code,
    store_id: storeId,
    website_id: 1,
    name: 'Test Shore',
    logo: '/media/brand/shoreline-logo.svg',
    is_default: false,
    hosts: [],
    url_prefix: `/${code}`,
    append_store_code: true,
    locale,
    currency_code: 'USD',
    currency_sign: '$',
    default_country: 'US',
  });
const product = (id: number, sku: string, price: number, taxClass: number, stores: string[], names: Record<string, string>) =>
  JSON.stringify({
    type: 'product',
    id,
    sku,
    type_id: 'simple',
    name: names.main,
    url_key: sku.toLowerCase(),
    price,
    tax_class_id: taxClass,
    category_ids: [3],
    image: '/product/corn.svg',
    weight: 2,
    stock: { qty: 1000, manage_stock: true },
    stores,
    store_texts: Object.fromEntries(
      Object.entries(names)
        .filter(([store]) => store !== 'main')
        .map(([store, name]) => [store, { name }]),
    ),
  });
/** POT and BIB (taxed merchandise: 6% in Maryland) sell in the main store and its views; SAUCE only at the restaurant. */
const catalog = miniCatalogWith([
  viewStore('de', 3, 'de-DE'),
  viewStore('it', 4, 'it-IT'),
  product(192, 'POT', 30, 5, ['main', 'de', 'it'], { main: 'Crab Pot', de: 'Krabbentopf', it: 'Pentola per granchi' }),
  product(193, 'BIB', 10, 2, ['main', 'de', 'it'], { main: 'Crab Bib', de: 'Krabbenlätzchen', it: 'Bavaglino' }),
  product(194, 'SAUCE', 6, 5, ['restaurant'], { main: 'House Sauce' }),
]);
const STORE_HEADERS: Record<string, Headers> = {
  main: {},
  de: { 'x-vs-store-code': 'de' },
  it: { 'x-vs-store-code': 'it' },
  restaurant: { 'x-vs-store-code': 'restaurant' },
};
const isSaturday = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay() === 6;
/** The signed link of a pay page's path (`/checkout/pay?order=…&expires=…&sig=…`). */
const linkOf = (path: string | null): Link => {
  const query = new URLSearchParams((path ?? '').split('?')[1] ?? '');
  return { order: query.get('order') ?? '', expires: query.get('expires') ?? '', sig: query.get('sig') ?? '' };
};
const receiptLinkOf = (receipt: { order: number; expires: number; sig: string }): Link => ({
  order: String(receipt.order),
  expires: String(receipt.expires),
  sig: receipt.sig,
});
const dollars = (cents: number) => (cents / 100).toFixed(2);

describe.each(engines)('paths of a customer’s order change on $name', (engine) => {
  const api = suiteApi(engine, {
    seedFile: catalog,
    shipping: loadConfig({}).shipping,
    shopEmail: 'hello@shoreline.test',
    storeViews: ['de', 'it'],
  });
  const team = suiteStaff(api, ['manager']);
  const call = async <T = unknown>(method: string, url: string, body?: unknown, headers: Headers = {}) =>
    (await api.request(method, url, body, headers)).body as Envelope<T>;
  const db = async () => (await adminDb(api)).db;
  const orderRow = async (id: number) => (await db()).selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const itemsOf = async (orderId: number) =>
    (await db()).selectFrom('order_items').select(['id', 'sku', 'qty']).where('order_id', '=', orderId).orderBy('id').execute();
  const paymentsOf = async (orderId: number) =>
    (await db())
      .selectFrom('payments')
      .select(['id', 'gateway', 'amount_cents', 'refunded_cents', 'state', 'gateway_reference'])
      .where('order_id', '=', orderId)
      .orderBy('id')
      .execute();
  const refundedOn = async (orderId: number) =>
    (await (await db()).selectFrom('order_refunds').select('amount_cents').where('order_id', '=', orderId).execute()).reduce(
      (sum, row) => sum + row.amount_cents,
      0,
    );
  const gatewayOrigin = async () => (await cardSandbox(api)).origin;
  const settleWebhooks = () => api.app.paymentGateways.sandbox?.settleWebhooks();
  let people = 0;
  const newEmail = (what: string) => `paths-${what}-${engine.name}-${++people}@example.com`;
  /** Weekdays a new order can be delivered on (read by the first test): each test keeps to its own. */
  let weekdays: string[] = [];

  /** An order's change routes: the signed-in customer's, or a guest's through the receipt link. */
  interface Changeable {
    orderId: number;
    email: string;
    options(): Promise<Envelope<Options>>;
    preview(body: Record<string, unknown>): Promise<Envelope<Change>>;
    change(body: Record<string, unknown>): Promise<Envelope<Change>>;
  }
  const ownOrder = (orderId: number, email: string, headers: Headers): Changeable => {
    const base = `/api/user/orders/${orderId}`;
    return {
      orderId,
      email,
      options: () => call<Options>('GET', `${base}/changes`, undefined, headers),
      preview: (body) => call<Change>('POST', `${base}/change/preview`, body, headers),
      change: (body) => call<Change>('POST', `${base}/change`, body, headers),
    };
  };
  const guestOrder = (orderId: number, email: string, link: Link): Changeable => ({
    orderId,
    email,
    options: () => call<Options>('GET', `/api/order/changes?${new URLSearchParams(link)}`),
    preview: (body) => call<Change>('POST', '/api/order/change/preview', { ...link, ...body }),
    change: (body) => call<Change>('POST', '/api/order/change', { ...link, ...body }),
  });

  /** A signed-in customer's order of `lines` in a store view (main by default), by card or cash on delivery. */
  const customerOrder = async (lines: Array<{ sku: string; qty: number }>, options: { card?: boolean; view?: string; date?: string }) => {
    const email = newEmail(options.view ?? 'main');
    const customer = await signedUpCustomer(api, email);
    const placed = await placeOrder(api, {
      email,
      token: customer.token,
      headers: STORE_HEADERS[options.view ?? 'main'],
      products: lines,
      ...(options.card ? await cardPayment(await cardSandbox(api)) : {}),
      ...(options.date ? { deliveryDate: options.date } : {}),
    });
    return { ...ownOrder(placed.orderId, email, bearer(customer.token)), orderNumber: placed.orderNumber };
  };
  type Placed = { backendOrderId: number; receipt: { order: number; expires: number; sig: string } };
  /** A guest's cart in a store holding `lines`. */
  const guestCart = async (store: string, lines: Array<{ sku: string; qty: number }>) => {
    const cartId = (await call<string>('POST', '/api/cart/create', undefined, STORE_HEADERS[store])).result;
    for (const cartItem of lines)
      expect((await call('POST', `/api/cart/update?cartId=${cartId}`, { cartItem }, STORE_HEADERS[store])).code).toBe(200);
    return cartId;
  };
  /** A guest's order in a store, delivered overnight on `date` and paid on delivery; changed through its receipt link. */
  const guestDelivery = async (store: string, lines: Array<{ sku: string; qty: number }>, date: string) => {
    const email = newEmail(store);
    const cartId = await guestCart(store, lines);
    const placed = await orderCart(api, cartId, { email, headers: STORE_HEADERS[store], products: lines, deliveryDate: date });
    expect(placed.code, JSON.stringify(placed)).toBe(200);
    const { backendOrderId, receipt } = placed.result as Placed;
    return guestOrder(Number(backendOrderId), email, receiptLinkOf(receipt));
  };
  /** A guest's restaurant order of `lines` collected at the Crab House in its first pickup slot, paid by check. */
  const guestPickup = async (lines: Array<{ sku: string; qty: number }>) => {
    const email = newEmail('pickup');
    const headers = STORE_HEADERS.restaurant;
    const cartId = await guestCart('restaurant', lines);
    const methods = await call<PickupMethod[]>(
      'POST',
      `/api/cart/shipping-methods?cartId=${cartId}`,
      { address: { country_id: 'US' } },
      headers,
    );
    const [slot] = methods.result.find((method) => method.carrier_code === 'pickup')?.extension_attributes.pickup?.slots ?? [];
    expect(slot?.times.length).toBeGreaterThan(0);
    const placed = await call<Placed>(
      'POST',
      '/api/order',
      {
        cart_id: cartId,
        products: lines,
        addressInformation: {
          billingAddress: testAddress(email),
          // Who collects: a name and a phone, no street.
          shippingAddress: { firstname: 'Sam', lastname: 'Collector', telephone: '4105550199', country_id: 'US' },
          shipping_method_code: 'crabhouse',
          shipping_carrier_code: 'pickup',
          payment_method_code: 'checkmo',
          shippingExtraFields: { delivery_date: slot.date, pickup_time: slot.times[0] },
        },
      },
      headers,
    );
    expect(placed.code, JSON.stringify(placed)).toBe(200);
    return guestOrder(Number(placed.result.backendOrderId), email, receiptLinkOf(placed.result.receipt));
  };
  /** The order's one line kept, and `lines` added. */
  const keepingFirstLine = async (orderId: number, ...lines: Line[]): Promise<Line[]> => {
    const [first] = await itemsOf(orderId);
    return [{ item_id: first.id, qty: first.qty }, ...lines];
  };
  /** Adds two BIBs to a one-line order paid up front: the balance it leaves due and the pay page's link. */
  const addTwoBibs = async (order: Changeable) => {
    const changed = await order.change({
      lines: await keepingFirstLine(order.orderId, { sku: 'BIB', qty: 2 }),
      change_id: `bibs-${engine.name}-${order.orderId}`,
    });
    expect(changed).toMatchObject({ code: 200, result: { settlement: 'due' } });
    return { balanceCents: Math.round(changed.result.balance_due * 100), link: linkOf(changed.result.pay_path) };
  };
  const payWithCard = async (link: Link) => {
    const card = await cardPayment(await cardSandbox(api));
    const paid = await call('POST', '/api/order/pay', {
      ...link,
      payment_method_code: card.paymentMethod,
      payment_method_additional: card.paymentAdditional,
    });
    expect(paid.code).toBe(200);
  };
  /**
   * Starts PayPal for a balance on the pay page and approves it at the sandbox (`pending`: paid by bank, so PayPal holds
   * the capture until its console completes or denies it); answers the PayPal order's token.
   */
  const approvedBalancePayPal = async (link: Link, capture: 'now' | 'pending' = 'now') => {
    const page = await call<{ methods: Array<{ code: string }> }>('GET', `/api/order/pay?${new URLSearchParams(link)}`);
    expect(page.result.methods.map((method) => method.code)).toContain('paypal_express');
    const started = await call<{ token: string }>('POST', '/api/order/pay/paypal', link);
    expect(started.code).toBe(200);
    const approval = new URLSearchParams({ token: started.result.token, ...(capture === 'pending' ? { capture: 'pending' } : {}) });
    await fetch(`${await gatewayOrigin()}/checkoutnow/approve`, { method: 'POST', body: approval, redirect: 'manual' });
    return started.result.token;
  };
  const payBalanceWithPayPal = (link: Link, token: string) =>
    call('POST', '/api/order/pay', { ...link, payment_method_code: 'paypal_express', payment_method_additional: { paypal_token: token } });
  /** Pays a balance on the pay page with PayPal: the PayPal order started there, approved at the sandbox, then taken. */
  const payWithPayPal = async (link: Link, capture: 'now' | 'pending' = 'now') => {
    const paid = await payBalanceWithPayPal(link, await approvedBalancePayPal(link, capture));
    expect(paid.code).toBe(200);
  };
  /** The card sandbox's transactions, from the `from`th on. */
  const cardTransactions = async (from = 0) => {
    const report = (await (await fetch(`${await gatewayOrigin()}/sandbox/nmi/transactions`)).json()) as { transactions: CardTransaction[] };
    return report.transactions.slice(from);
  };
  /** What the card sandbox was asked for a card payment since it had `from` transactions: refunds of its sale, and whether it voided it. */
  const cardGatewayGave = async (payment: { gateway_reference: string | null }, from: number) => {
    const sale = (await cardTransactions()).find((row) => row.transactionid === payment.gateway_reference);
    const refunds = (await cardTransactions(from)).filter((row) => row.type === 'refund' && row.orderid === sale?.orderid);
    return { voided: sale?.condition === 'canceled', refunds: refunds.map((row) => row.amount) };
  };
  /**
   * Whether PayPal holds at most `cents` of a payment's capture: its dashboard refuses (422) to refund a cent more than
   * is left on it, and so refunds nothing.
   */
  const payPalHoldsAtMost = async (paymentId: number, cents: number) => {
    const capture = await captureReference(await db(), paymentId);
    const asked = await paypalConsole(await gatewayOrigin(), 'refund', { capture_id: capture, amount: dollars(cents + 1) });
    return asked.status === 422;
  };
  /** What the shop recorded PayPal answered to its refunds of a payment: each refund's amount, with PayPal's refund id. */
  const payPalRefunds = async (paymentId: number) =>
    (
      await (
        await db()
      )
        .selectFrom('payment_events')
        .select(['amount_cents', 'gateway_reference'])
        .where('payment_id', '=', paymentId)
        .where('kind', '=', 'refund')
        .orderBy('id')
        .execute()
    ).map((event) => ({ cents: event.amount_cents, refunded_by_paypal: event.gateway_reference !== null }));
  const staffRefund = (orderId: number, amountCents: number) =>
    call('POST', `/api/admin/orders/${orderId}/refund`, { amountCents, to: 'original', reason: 'two gateways' }, team.manager.headers);
  const staffCancel = (orderId: number) =>
    call('POST', `/api/admin/orders/${orderId}/cancel`, { reason: 'out of pots' }, team.manager.headers);
  const manager = () => team.manager.headers;

  it('reads the weekdays a new order is offered', async () => {
    const cartId = (await call<string>('POST', '/api/cart/create')).result;
    await call('POST', `/api/cart/update?cartId=${cartId}`, { cartItem: { sku: 'POT', qty: 1 } });
    const first = await weekdayDeliveryDate(api, cartId);
    const order = await customerOrder([{ sku: 'POT', qty: 1 }], { date: first });
    const options = await order.options();
    weekdays = [first, ...options.result.dates.map((day) => day.date).filter((date) => !isSaturday(date))];
    expect(weekdays.length).toBeGreaterThan(3);
  });

  describe('an order paid through two gateways: its first payment and the balance of a change', () => {
    /** A signed-in customer's PayPal order of one POT (express checkout): its id, its owner and the PayPal token it was paid with. */
    const payPalOrder = async () => {
      const email = newEmail('paypal');
      const customer = await signedUpCustomer(api, email);
      const headers = bearer(customer.token);
      const cartId = (await call<string>('POST', '/api/cart/create', undefined, headers)).result;
      await call('POST', `/api/cart/update?cartId=${cartId}`, { cartItem: { sku: 'POT', qty: 1 } }, headers);
      const address = testAddress(email);
      expect((await shipOvernight(api, cartId, address, weekdays[0], headers)).code).toBe(200);
      const token = await approvedPayPal(api, await gatewayOrigin(), cartId, { userToken: customer.token });
      const body = orderRequest(cartId, {
        products: [{ sku: 'POT', qty: 1 }],
        address,
        shipping: { deliveryDate: weekdays[0] },
        paymentMethod: 'paypal_express',
      });
      expect((await paypalExtension(api, 'complete', { token, user_token: customer.token, ...body }, headers)).body).toMatchObject({
        success: true,
      });
      await settleWebhooks();
      const { order_id } = await (
        await db()
      )
        .selectFrom('payments')
        .select('order_id')
        .where('cart_id', '=', cartId)
        .executeTakeFirstOrThrow();
      return { order: ownOrder(order_id ?? 0, email, headers), token };
    };
    /** A signed-in customer's PayPal order of one POT (express checkout) who adds two BIBs and pays the balance by card. */
    const payPalOrderWithCardBalance = async () => {
      const { order } = await payPalOrder();
      const { orderId } = order;
      const { balanceCents, link } = await addTwoBibs(order);
      await payWithCard(link);
      const [paypal, card] = await paymentsOf(orderId);
      expect([paypal, card].map((row) => [row.gateway, row.state])).toEqual([
        ['paypal', 'captured'],
        ['nmi', 'captured'],
      ]);
      expect(card.amount_cents).toBe(balanceCents);
      return { orderId, paypal, card };
    };

    /** A signed-in customer's card order of one POT who adds two BIBs and pays the balance with PayPal on the pay page. */
    const cardOrderWithPayPalBalance = async () => {
      const order = await customerOrder([{ sku: 'POT', qty: 1 }], { card: true, date: weekdays[0] });
      const { balanceCents, link } = await addTwoBibs(order);
      await payWithPayPal(link);
      const [card, paypal] = await paymentsOf(order.orderId);
      expect([card, paypal].map((row) => [row.gateway, row.state])).toEqual([
        ['nmi', 'captured'],
        ['paypal', 'captured'],
      ]);
      expect(paypal.amount_cents).toBe(balanceCents);
      return { orderId: order.orderId, paypal, card };
    };

    it('refunds more than a card balance: the card back whole, the rest from the PayPal capture, nothing recorded twice', async () => {
      const { orderId, paypal, card } = await payPalOrderWithCardBalance();
      const seen = (await cardTransactions()).length;
      expect((await staffRefund(orderId, card.amount_cents + 500)).code).toBe(200);
      expect((await paymentsOf(orderId)).map((row) => [row.gateway, row.state, row.refunded_cents])).toEqual([
        ['paypal', 'captured', 500],
        ['nmi', 'refunded', card.amount_cents],
      ]);
      expect(await cardGatewayGave(card, seen)).toEqual({ voided: false, refunds: [dollars(card.amount_cents)] });
      expect(await payPalRefunds(paypal.id)).toEqual([{ cents: 500, refunded_by_paypal: true }]);
      expect(await payPalHoldsAtMost(paypal.id, paypal.amount_cents - 500)).toBe(true);
      // PayPal's webhook of the shop's own refund is no refund made in its dashboard.
      await settleWebhooks();
      expect(await refundedOn(orderId)).toBe(card.amount_cents + 500);
    });

    it('cancels: the card balance and the PayPal capture both given back in full', async () => {
      const { orderId, paypal, card } = await payPalOrderWithCardBalance();
      const seen = (await cardTransactions()).length;
      expect((await staffCancel(orderId)).code).toBe(200);
      expect((await paymentsOf(orderId)).map((row) => [row.gateway, row.state, row.refunded_cents])).toEqual([
        ['paypal', 'refunded', paypal.amount_cents],
        ['nmi', 'voided', 0],
      ]);
      // The card's sale, not settled yet, is voided whole: nothing refunded on it.
      expect(await cardGatewayGave(card, seen)).toEqual({ voided: true, refunds: [] });
      expect(await payPalRefunds(paypal.id)).toEqual([{ cents: paypal.amount_cents, refunded_by_paypal: true }]);
      expect(await payPalHoldsAtMost(paypal.id, 0)).toBe(true);
      await settleWebhooks();
      expect(await refundedOn(orderId)).toBe(paypal.amount_cents + card.amount_cents);
      expect((await orderRow(orderId)).status).toBe('canceled');
    });

    it('refunds more than a PayPal balance: the PayPal capture back whole, the rest from the card', async () => {
      const { orderId, paypal, card } = await cardOrderWithPayPalBalance();
      const seen = (await cardTransactions()).length;
      expect((await staffRefund(orderId, paypal.amount_cents + 500)).code).toBe(200);
      expect((await paymentsOf(orderId)).map((row) => [row.gateway, row.state, row.refunded_cents])).toEqual([
        ['nmi', 'captured', 500],
        ['paypal', 'refunded', paypal.amount_cents],
      ]);
      expect(await payPalRefunds(paypal.id)).toEqual([{ cents: paypal.amount_cents, refunded_by_paypal: true }]);
      expect(await payPalHoldsAtMost(paypal.id, 0)).toBe(true);
      expect(await cardGatewayGave(card, seen)).toEqual({ voided: false, refunds: [dollars(500)] });
      await settleWebhooks();
      expect(await refundedOn(orderId)).toBe(paypal.amount_cents + 500);
    });

    it('cancels: the PayPal balance and the card both given back in full', async () => {
      const { orderId, paypal, card } = await cardOrderWithPayPalBalance();
      const seen = (await cardTransactions()).length;
      expect((await staffCancel(orderId)).code).toBe(200);
      expect((await paymentsOf(orderId)).map((row) => [row.gateway, row.state, row.refunded_cents])).toEqual([
        ['nmi', 'voided', 0],
        ['paypal', 'refunded', paypal.amount_cents],
      ]);
      expect(await payPalHoldsAtMost(paypal.id, 0)).toBe(true);
      expect(await cardGatewayGave(card, seen)).toEqual({ voided: true, refunds: [] });
      await settleWebhooks();
      expect(await refundedOn(orderId)).toBe(paypal.amount_cents + card.amount_cents);
    });

    /** The order's change rows, oldest first: which payment paid each one's balance. */
    const changesOf = async (orderId: number) =>
      (await db()).selectFrom('order_changes').select(['id', 'payment_id']).where('order_id', '=', orderId).orderBy('id').execute();
    const payPalCaptures = async () =>
      ((await (await fetch(`${await gatewayOrigin()}/sandbox/paypal/stats`)).json()) as { captures: number }).captures;
    const payPage = (link: Link) =>
      call<{ balance_due: number; methods: Array<{ code: string }> }>('GET', `/api/order/pay?${new URLSearchParams(link)}`);

    it('pays a balance with a PayPal order of its own: the balance only, once; no other PayPal order pays it', async () => {
      const { order, token: firstPayment } = await payPalOrder();
      const { orderId } = order;
      const [paidFirst] = await paymentsOf(orderId);
      const { balanceCents, link } = await addTwoBibs(order);
      const captures = await payPalCaptures();
      // The PayPal order that paid the order itself does not pay its balance.
      expect(await payBalanceWithPayPal(link, firstPayment)).toMatchObject({ code: 400 });
      expect((await orderRow(orderId)).balance_due_cents).toBe(balanceCents);

      const token = await approvedBalancePayPal(link);
      const [change] = await changesOf(orderId);
      const started = await (
        await db()
      )
        .selectFrom('payments')
        .select(['cart_id', 'amount_cents', 'state', 'order_id'])
        .where('gateway_reference', '=', token)
        .executeTakeFirstOrThrow();
      // Its own cart key and the balance's amount, not the order's cart and total.
      expect(started).toEqual({ cart_id: `balance-${orderId}-${change.id}`, amount_cents: balanceCents, state: 'pending', order_id: null });
      // Doubled and retried: PayPal captures once, the order takes one payment.
      const twins = await Promise.all([payBalanceWithPayPal(link, token), payBalanceWithPayPal(link, token)]);
      for (const answer of twins) expect(answer.code).toBe(200);
      expect((await payBalanceWithPayPal(link, token)).code).toBe(200);
      expect(await payPalCaptures()).toBe(captures + 1);
      const [first, balance] = await paymentsOf(orderId);
      expect([first, balance].map((row) => [row.gateway, row.state, row.amount_cents])).toEqual([
        ['paypal', 'captured', paidFirst.amount_cents],
        ['paypal', 'captured', balanceCents],
      ]);
      expect((await orderRow(orderId)).balance_due_cents).toBe(0);
      expect((await changesOf(orderId)).map((row) => row.payment_id)).toEqual([balance.id]);
      expect((await payPage(link)).result).toMatchObject({ balance_due: 0, methods: [] });
      expect(await call('POST', '/api/order/pay/paypal', link)).toMatchObject({ code: 410, reason: 'order.payment_closed' });

      // A later change's balance is paid by neither the order's first PayPal order nor the earlier balance's.
      const lines = (await itemsOf(orderId)).map((item) => ({ item_id: item.id, qty: item.sku === 'BIB' ? item.qty + 1 : item.qty }));
      const again = await order.change({ lines, change_id: `one-more-bib-${engine.name}-${orderId}` });
      expect(again).toMatchObject({ code: 200, result: { settlement: 'due' } });
      const next = linkOf(again.result.pay_path);
      const nextCents = Math.round(again.result.balance_due * 100);
      for (const earlier of [firstPayment, token]) expect(await payBalanceWithPayPal(next, earlier)).toMatchObject({ code: 400 });
      expect((await orderRow(orderId)).balance_due_cents).toBe(nextCents);
      expect(await payPalCaptures()).toBe(captures + 1);
      await payWithPayPal(next);
      expect((await paymentsOf(orderId)).map((row) => [row.state, row.amount_cents])).toEqual([
        ['captured', paidFirst.amount_cents],
        ['captured', balanceCents],
        ['captured', nextCents],
      ]);
      expect((await orderRow(orderId)).balance_due_cents).toBe(0);
    });

    it('counts a balance PayPal holds pending as paid; its DENIED puts the balance back due and never cancels the paid order', async () => {
      const order = await customerOrder([{ sku: 'POT', qty: 1 }], { card: true, date: weekdays[0] });
      const { balanceCents, link } = await addTwoBibs(order);
      const before = await orderRow(order.orderId);
      await payWithPayPal(link, 'pending');
      const [card, paypal] = await paymentsOf(order.orderId);
      expect([card, paypal].map((row) => [row.gateway, row.state, row.amount_cents])).toEqual([
        ['nmi', 'captured', card.amount_cents],
        ['paypal', 'pending', balanceCents],
      ]);
      // Paid while PayPal holds it, as a pending first payment places its order; the order's own payment state stays.
      expect(await orderRow(order.orderId)).toMatchObject({
        status: before.status,
        payment_state: before.payment_state,
        balance_due_cents: 0,
      });
      expect((await changesOf(order.orderId)).map((row) => row.payment_id)).toEqual([paypal.id]);
      expect((await payPage(link)).result).toMatchObject({ balance_due: 0, methods: [] });
      // Staff cannot cancel while PayPal decides; what a denial would do is the balance's, not the order's.
      const held = await staffCancel(order.orderId);
      expect(held.code).toBe(409);
      expect(String(held.result)).toContain('or the balance falls due again if PayPal denies it');

      await settlePayPalCapture(api, await db(), await gatewayOrigin(), paypal.id, 'DENIED');
      expect((await paymentsOf(order.orderId)).map((row) => [row.gateway, row.state])).toEqual([
        ['nmi', 'captured'],
        ['paypal', 'failed'],
      ]);
      expect(await orderRow(order.orderId)).toMatchObject({
        status: before.status,
        payment_state: before.payment_state,
        balance_due_cents: balanceCents,
      });
      expect((await changesOf(order.orderId)).map((row) => row.payment_id)).toEqual([null]);
      const webhook = await (
        await db()
      )
        .selectFrom('payment_webhooks')
        .select('outcome')
        .where('payment_id', '=', paypal.id)
        .where('event_type', '=', 'PAYMENT.CAPTURE.DENIED')
        .executeTakeFirstOrThrow();
      expect(webhook.outcome).toBe('failed (capture DENIED); the balance is due again');
      const history = await (
        await db()
      )
        .selectFrom('order_status_history')
        .select(['from_status', 'to_status', 'note'])
        .where('order_id', '=', order.orderId)
        .orderBy('id')
        .execute();
      expect(history.at(-1)).toEqual({
        from_status: before.status,
        to_status: before.status,
        note: `PayPal denied the payment of the balance (capture DENIED): the balance of ${dollars(balanceCents)} USD is due again`,
      });
      const audit = await (
        await db()
      )
        .selectFrom('audit_log')
        .select('after')
        .where('action', '=', 'order.balance_reopened')
        .where('entity_id', '=', String(order.orderId))
        .executeTakeFirstOrThrow();
      expect(JSON.parse(audit.after ?? '{}')).toMatchObject({ by: 'gateway', balance_due_cents: balanceCents, payment_id: null });

      // Due again: the customer is mailed the amount with the pay page's button; the pay page and the order page ask
      // for it, a new change waits for it, and PayPal takes it anew.
      await expect
        .poll(() => mailsTo(api, order.email).find((mail) => mail.subject.includes('did not go through'))?.text ?? '')
        .toContain(`PayPal did not complete your payment of $${dollars(balanceCents)}`);
      const dueAgain = mailsTo(api, order.email).filter((mail) => mail.subject.includes('did not go through'));
      expect(dueAgain).toHaveLength(1);
      expect(dueAgain[0].text).toContain('/checkout/pay?order=');
      expect((await payPage(link)).result.balance_due).toBe(balanceCents / 100);
      const lines = (await itemsOf(order.orderId)).map((item) => ({ item_id: item.id, qty: item.qty + 1 }));
      expect(await order.change({ lines, change_id: `after-denied-${engine.name}-${order.orderId}` })).toMatchObject({
        code: 409,
        reason: 'order.balance_due',
      });
      await payWithPayPal(link);
      const payments = await paymentsOf(order.orderId);
      expect(payments.map((row) => [row.gateway, row.state, row.amount_cents])).toEqual([
        ['nmi', 'captured', card.amount_cents],
        ['paypal', 'failed', balanceCents],
        ['paypal', 'captured', balanceCents],
      ]);
      expect(await orderRow(order.orderId)).toMatchObject({ status: before.status, balance_due_cents: 0 });
      expect((await changesOf(order.orderId)).map((row) => row.payment_id)).toEqual([payments[2].id]);
    });

    it('completes a balance PayPal held pending without touching the order’s own payment', async () => {
      const order = await customerOrder([{ sku: 'POT', qty: 1 }], { card: true, date: weekdays[0] });
      const { link } = await addTwoBibs(order);
      const before = await orderRow(order.orderId);
      await payWithPayPal(link, 'pending');
      const [, paypal] = await paymentsOf(order.orderId);
      await settlePayPalCapture(api, await db(), await gatewayOrigin(), paypal.id, 'COMPLETED');
      expect((await paymentsOf(order.orderId)).map((row) => [row.gateway, row.state])).toEqual([
        ['nmi', 'captured'],
        ['paypal', 'captured'],
      ]);
      expect(await orderRow(order.orderId)).toMatchObject({
        status: before.status,
        payment_state: before.payment_state,
        balance_due_cents: 0,
      });
      expect((await changesOf(order.orderId)).map((row) => row.payment_id)).toEqual([paypal.id]);
      const notes = await (await db()).selectFrom('order_status_history').select('note').where('order_id', '=', order.orderId).execute();
      expect(notes.map((row) => row.note)).toContain('PayPal completed the payment of the balance');
    });
  });

  describe('a pickup order (the restaurant’s Crab House)', () => {
    /** What a change may not touch on a pickup order: its lines, total, shipping and the place it is collected from. */
    const pickupState = async (orderId: number) => {
      const row = await orderRow(orderId);
      const address = JSON.parse(row.shipping_address ?? '{}') as Record<string, unknown>;
      return {
        items: (await itemsOf(orderId)).map((item) => [item.sku, item.qty]),
        grand_total_cents: row.grand_total_cents,
        shipping_cents: row.shipping_cents,
        carrier: row.shipping_carrier_code,
        collected_at: [address.company, address.street, address.city],
      };
    };

    it('is not changed online: no line added, no delivery address set, the options say why', async () => {
      const order = await guestPickup([{ sku: 'CRAB-DZ', qty: 1 }]);
      const before = await pickupState(order.orderId);
      expect(before).toMatchObject({
        shipping_cents: 0,
        carrier: 'pickup',
        collected_at: ['Test Crab House', ['410 Harbor Road'], 'Grasonville'],
      });
      expect((await order.options()).result).toMatchObject({
        can_change: false,
        closed_reason: 'not_delivered',
        closes_at: null,
        dates: [],
      });
      const added = await order.change({
        lines: await keepingFirstLine(order.orderId, { sku: 'SAUCE', qty: 1 }),
        change_id: `pickup-line-${engine.name}`,
      });
      expect(added).toMatchObject({ code: 409, reason: 'order.changes_closed' });
      // A delivery address on an order collected at the restaurant (which would add overnight shipping) is refused too.
      const moved = await order.change({
        shipping_address: { ...testAddress(order.email), street: ['9 Harbor St'] },
        change_id: `pickup-address-${engine.name}`,
      });
      expect(moved).toMatchObject({ code: 409, reason: 'order.changes_closed' });
      expect(await pickupState(order.orderId)).toEqual(before);
      expect(mailsTo(api, order.email).filter((mail) => mail.subject.includes('changed'))).toEqual([]);
    });

    it('refuses the preview as it refuses the change, saying why', async () => {
      const order = await guestPickup([{ sku: 'CRAB-DZ', qty: 1 }]);
      const preview = await order.preview({ lines: await keepingFirstLine(order.orderId, { sku: 'SAUCE', qty: 1 }) });
      expect(preview).toMatchObject({ code: 409, reason: 'order.changes_closed' });
      expect(JSON.stringify(preview.result)).toContain('is collected in person, not delivered');
    });
  });

  describe('the German and Italian store views', () => {
    it('refuse a move onto a full date with the main store’s reason, and keep the date and its booking', async () => {
      const full = weekdays[2];
      const orders = await Promise.all(
        ['main', 'de', 'it'].map(async (view) => ({
          view,
          order: await customerOrder([{ sku: 'POT', qty: 1 }], { view, date: weekdays[1] }),
        })),
      );
      const booked = await bookedOn(await db(), full);
      expect((await call('PUT', `/api/admin/delivery/days/main/${full}`, { capacity: booked }, manager())).code).toBe(200);
      try {
        const answers: Record<string, unknown> = {};
        for (const { view, order } of orders) {
          const moved = await order.change({ delivery_date: full, change_id: `full-${view}-${engine.name}` });
          answers[view] = { code: moved.code, reason: moved.reason };
          expect((await orderRow(order.orderId)).delivery_date).toBe(weekdays[1]);
        }
        expect(answers).toEqual({
          main: { code: 409, reason: 'order.delivery_date_full' },
          de: answers.main,
          it: answers.main,
        });
        expect(await bookedOn(await db(), full)).toBe(booked);
      } finally {
        await call('PUT', `/api/admin/delivery/days/main/${full}`, { capacity: null }, manager());
      }
    });

    it.each([
      {
        view: 'de',
        names: ['Krabbentopf', 'Krabbenlätzchen'],
        subject: (order: string) => `Test Shore: Ihre Bestellung ${order} wurde geändert`,
        total: 'Neue Gesamtsumme',
        link: 'Differenz bezahlen',
      },
      {
        view: 'it',
        names: ['Pentola per granchi', 'Bavaglino'],
        subject: (order: string) => `Test Shore: il tuo ordine ${order} è stato modificato`,
        total: 'Nuovo totale',
        link: 'Vedi il tuo ordine',
      },
    ])('re-prices a line added in the $view view as the view sells it and mails the change in its language', async (texts) => {
      // The German customer pays by card (the difference is due on the view's pay page), the Italian one on delivery.
      const card = texts.view === 'de';
      const order = await customerOrder([{ sku: 'POT', qty: 1 }], { view: texts.view, card, date: weekdays[1] });
      const lines = await keepingFirstLine(order.orderId, { sku: 'BIB', qty: 1 });
      const main = await customerOrder([{ sku: 'POT', qty: 1 }], { date: weekdays[1] });
      const inMain = await main.preview({ lines: await keepingFirstLine(main.orderId, { sku: 'BIB', qty: 1 }) });
      const changed = await order.change({ lines, change_id: `view-${texts.view}-${engine.name}` });
      expect(changed).toMatchObject({ code: 200, result: { settlement: card ? 'due' : 'amount_due' } });
      // The view's names; the same US dollar prices and Maryland tax on the bib as the main store's.
      expect(changed.result.lines.map((line) => line.name)).toEqual(texts.names);
      const money = ({ subtotal, shipping, tax, after_total }: Change) => ({ subtotal, shipping, tax, after_total });
      expect(money(changed.result)).toEqual(money(inMain.result));
      expect(changed.result.tax).toBe(0.6);
      expect((await orderRow(order.orderId)).grand_total_cents).toBe(Math.round(changed.result.after_total * 100));

      const mailed = () => mailsTo(api, order.email).filter((mail) => mail.subject === texts.subject(order.orderNumber));
      await expect.poll(() => mailed().length).toBe(1);
      const [mail] = mailed();
      expect(mail?.text).toContain(`1 × ${texts.names[1]}`);
      // The new total as the view writes US dollars (a decimal comma), the link to the view's own pages.
      expect(mail?.text).toMatch(new RegExp(`^${texts.total}: .*${changed.result.after_total.toFixed(2).replace('.', ',')}`, 'mu'));
      expect(mail?.text).toContain(`${texts.link}:\n${api.config.publicUrl}/${texts.view}/checkout/`);
    });
  });

  describe('the restaurant store (its own product list)', () => {
    it('refuses a line its list does not hold and takes one it does, at the restaurant’s price', async () => {
      const order = await guestDelivery('restaurant', [{ sku: 'CRAB-DZ', qty: 1 }], weekdays[1]);
      const before = await orderRow(order.orderId);
      // BIB sells in the main store and its views, not at the restaurant.
      for (const send of [order.preview, order.change]) {
        const refused = await send({
          lines: await keepingFirstLine(order.orderId, { sku: 'BIB', qty: 1 }),
          change_id: `restaurant-bib-${engine.name}`,
        });
        expect(refused).toMatchObject({ code: 404, reason: 'not_found' });
        expect(String(refused.result)).toContain('BIB');
      }
      expect((await itemsOf(order.orderId)).map((item) => item.sku)).toEqual(['CRAB-DZ']);
      expect((await orderRow(order.orderId)).grand_total_cents).toBe(before.grand_total_cents);

      const sauce = async () =>
        Number((await (await db()).selectFrom('stock_items').select('qty').where('product_id', '=', 194).executeTakeFirstOrThrow()).qty);
      const stock = await sauce();
      const changed = await order.change({
        lines: await keepingFirstLine(order.orderId, { sku: 'SAUCE', qty: 1 }),
        change_id: `restaurant-sauce-${engine.name}`,
      });
      expect(changed).toMatchObject({ code: 200, result: { settlement: 'amount_due' } });
      expect(changed.result.lines.map((line) => [line.sku, line.row_total])).toEqual([
        ['CRAB-DZ', 79.99],
        ['SAUCE', 6],
      ]);
      expect(changed.result.subtotal).toBe(85.99);
      expect(changed.result.difference).toBe(6);
      expect(await sauce()).toBe(stock - 1);
      expect((await orderRow(order.orderId)).store_code).toBe('restaurant');
    });
  });
});
