import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parsePricedOrder, pricedOrderAddsUp, segmentsSum, type PricedOrder } from '@shoreline/domain/pricing/priced-order';
import { appendCredit } from '../src/store-credit/ledger.js';
import { newGiftCardCode } from '../src/gift-cards/storage.js';
import { RECEIPT_NOT_VALID } from '../src/order/receipt.js';
import { dayInWords } from '../src/order/mails/confirmation-mail.js';
import { adminDb, closeAdminDb, createStaff, type TestStaff } from './admin-harness.js';
import { engines, miniCatalogWith, startApi, type RunningApi } from './harness.js';
import { insertGiftCard, mailsTo, signedUpCustomer, testAddress } from './fixtures.js';

/**
 * One priced order on every surface: for each kind of cart, the cart's grand total, the order's, the
 * sum of its stored segments, the confirmation e-mail, the account's order and the thank-you page's
 * receipt all show the same lines and the same total.
 */
type Body = { code: number; result: unknown };
type Receipt = { order: number; expires: number; sig: string };
type Confirmation = { orderNumber: string; backendOrderId: number; receipt?: Receipt };
type Mail = { to: string; subject: string; text: string; html?: string };

const EXTRA_PRODUCTS = [
  // Crab cakes with choices (taxed as merchandise here, so a coupon changes the tax too).
  '{"type":"product","id":120,"sku":"CAKE-OPT","type_id":"simple","name":"Crab Cakes To Order","url_key":"crab-cakes-to-order","price":29.5,"tax_class_id":2,"category_ids":[3],"image":"/product/crab-cake.svg","stock":{"qty":500,"manage_stock":true},"custom_options":[{"option_id":11,"title":"Sauce","type":"drop_down","values":[{"option_type_id":111,"title":"No sauce"},{"option_type_id":112,"title":"Remoulade","price":3.99}]},{"option_id":12,"title":"Cooking","type":"drop_down","values":[{"option_type_id":121,"title":"Raw"},{"option_type_id":122,"title":"Steamed","price":2}]}]}',
  // Nothing to deliver, taxed: where it is billed decides the tax.
  '{"type":"product","id":121,"sku":"RECIPE-BOOK","type_id":"virtual","name":"Crab Feast Recipe Book","url_key":"crab-feast-recipe-book","price":43.99,"tax_class_id":2,"category_ids":[5],"image":"/product/pot.svg","stock":{"qty":0,"manage_stock":false,"is_in_stock":true}}',
];

const catalogWithExtras = () => miniCatalogWith(EXTRA_PRODUCTS);

const withOptions = (sauce: number, cooking: number) => ({
  extension_attributes: {
    custom_options: [
      { option_id: '11', option_value: String(sauce) },
      { option_id: '12', option_value: String(cooking) },
    ],
  },
});

/** "$1,234.56" / "-$1.20" as cents. */
const centsIn = (amount: string) => {
  const negative = amount.trim().startsWith('-');
  const cents = Math.round(Number(amount.replace(/[^\d.]/g, '')) * 100);
  return negative ? -cents : cents;
};

/** The confirmation text's order lines, its amounts from the subtotal down, and the grand total it prints. */
function readMail(text: string) {
  const rows = text.split('\n');
  const start = rows.indexOf('Your order:') + 1;
  const end = rows.findIndex((row) => row.startsWith('Grand total: '));
  const block = rows.slice(start, end);
  const blank = block.indexOf('');
  const amountOf = (row: string) => centsIn(row.slice(row.lastIndexOf(': ') + 2));
  return {
    lines: block.slice(0, blank).filter((row) => !row.startsWith('    ')),
    options: block.slice(0, blank).filter((row) => row.startsWith('    ')),
    segments: block.slice(blank + 1).map((row) => ({ title: row.slice(0, row.lastIndexOf(': ')), cents: amountOf(row) })),
    lineCents: block
      .slice(0, blank)
      .filter((row) => !row.startsWith('    '))
      .map(amountOf),
    grandTotalCents: amountOf(rows[end]),
  };
}

describe.each(engines)('one priced order on every surface on $name', (engine) => {
  let api: RunningApi;
  let people = 0;
  const call = async (method: string, url: string, body?: unknown, token?: string, store = 'main') =>
    (
      await api.request(
        method,
        `${url}${url.includes('?') ? '&' : '?'}storeCode=${store}`,
        body,
        token ? { authorization: `Bearer ${token}` } : {},
      )
    ).body as Body;

  const customer = async (label: string) => {
    people += 1;
    const email = `${label}-${people}-${engine.name}@example.com`;
    return signedUpCustomer(api, email);
  };

  /** A cart of these lines, with the first offered weekday (Saturdays cost extra) shipped to Maryland, or the store's pickup. */
  interface CartPlan {
    store?: string;
    lines: Array<{ sku: string; qty: number; product_option?: unknown }>;
    coupon?: string;
    fees?: Array<{ fee_id: number; options_ids: number[] }>;
    giftCardCents?: number;
    storeCreditCents?: number;
    pickup?: boolean;
    virtual?: boolean;
  }

  async function giftCard(cents: number): Promise<string> {
    const { db } = await adminDb(api);
    const code = newGiftCardCode();
    await insertGiftCard(db, code, cents);
    return code;
  }

  async function readyCart(plan: CartPlan, token: string, email: string) {
    const store = plan.store ?? 'main';
    const cartId = (await call('POST', '/api/cart/create', undefined, token, store)).result as string;
    for (const line of plan.lines) {
      const added = await call('POST', `/api/cart/update?cartId=${cartId}`, { cartItem: line }, token, store);
      expect(added.code, JSON.stringify(added.result)).toBe(200);
    }
    if (plan.coupon)
      expect((await call('POST', `/api/cart/apply-coupon?cartId=${cartId}&coupon=${plan.coupon}`, {}, token, store)).code).toBe(200);
    let shipping: { carrier: string; method: string; date: string | null; time: string | null } | null = null;
    if (plan.virtual) {
      // The checkout tells a cart with nothing to deliver where it is billed (tax is due there).
      const billed = await call(
        'POST',
        `/api/cart/shipping-information?cartId=${cartId}`,
        { addressInformation: { billingAddress: testAddress(email) } },
        token,
        store,
      );
      expect(billed.code, JSON.stringify(billed.result)).toBe(200);
    } else {
      const methods = (await call('POST', `/api/cart/shipping-methods?cartId=${cartId}`, { address: { country_id: 'US' } }, token, store))
        .result as Array<{
        carrier_code: string;
        method_code: string;
        extension_attributes: { delivery_dates: Array<{ date: string }>; pickup?: { slots: Array<{ date: string; times: string[] }> } };
      }>;
      const method = methods.find((m) => (plan.pickup ? m.carrier_code === 'pickup' : m.carrier_code === 'shoreline'));
      if (!method) throw new Error('no such shipping method');
      const dates = method.extension_attributes.delivery_dates.map((d) => d.date);
      const slot = method.extension_attributes.pickup?.slots[0];
      const date = slot?.date ?? dates.find((d) => new Date(`${d}T12:00:00Z`).getUTCDay() !== 6) ?? dates[0] ?? null;
      shipping = { carrier: method.carrier_code, method: method.method_code, date, time: slot?.times[0] ?? null };
      const shipped = await call(
        'POST',
        `/api/cart/shipping-information?cartId=${cartId}`,
        {
          addressInformation: {
            shippingAddress: { ...testAddress(email), extension_attributes: { delivery_date: date } },
            billingAddress: testAddress(email),
            shippingCarrierCode: shipping.carrier,
            shippingMethodCode: shipping.method,
          },
        },
        token,
        store,
      );
      expect(shipped.code, JSON.stringify(shipped.result)).toBe(200);
    }
    for (const fee of plan.fees ?? []) {
      const chosen = await call(
        'POST',
        '/api/ext/amasty-extrafee/totals-information',
        { cart_id: cartId, information: fee, addressInformation: { address: { countryId: 'US', region_code: 'MD' } } },
        token,
        store,
      );
      expect(chosen.code, JSON.stringify(chosen.result)).toBe(200);
    }
    if (plan.giftCardCents) {
      const code = await giftCard(plan.giftCardCents);
      expect((await call('POST', `/api/ext/gift-cards/activate/${code}?cartId=${cartId}`, {}, token, store)).code).toBe(200);
    }
    if (plan.storeCreditCents) {
      expect((await call('PUT', '/api/ext/store-credit/apply', { cartId, pointsQty: 999 }, token, store)).code).toBe(200);
    }
    return { cartId, store, shipping };
  }

  /** Places the cart as the checkout does, with the grand total the cart showed. */
  async function placeFrom(plan: CartPlan, buyer: { email: string; token: string }) {
    const { cartId, store, shipping } = await readyCart(plan, buyer.token, buyer.email);
    const totals = (await call('GET', `/api/cart/totals?cartId=${cartId}`, undefined, buyer.token, store)).result as {
      grand_total: number;
    };
    const items = (await call('GET', `/api/cart/pull?cartId=${cartId}`, undefined, buyer.token, store)).result as Array<{
      sku: string;
      qty: number;
    }>;
    const placed = await call(
      'POST',
      '/api/order',
      {
        cart_id: cartId,
        store_code: store,
        grand_total: totals.grand_total,
        products: items.map((item) => ({ sku: item.sku, qty: item.qty })),
        addressInformation: {
          billingAddress: testAddress(buyer.email),
          ...(shipping
            ? {
                shippingAddress: { ...testAddress(buyer.email), extension_attributes: { delivery_date: shipping.date } },
                shipping_method_code: shipping.method,
                shipping_carrier_code: shipping.carrier,
                shippingExtraFields: { delivery_date: shipping.date, ...(shipping.time ? { pickup_time: shipping.time } : {}) },
              }
            : {}),
          payment_method_code: 'checkmo',
        },
      },
      buyer.token,
      store,
    );
    expect(placed.code, JSON.stringify(placed.result)).toBe(200);
    return { totals, confirmation: placed.result as Confirmation, store };
  }

  const storedPricedOrder = async (orderId: number) => {
    const { db } = await adminDb(api);
    const row = await db.selectFrom('orders').selectAll().where('id', '=', orderId).executeTakeFirstOrThrow();
    return { row, priced: parsePricedOrder(row.priced_order) };
  };
  const confirmationMailTo = async (email: string): Promise<Mail> => {
    await expect.poll(() => mailsTo(api, email).some((mail) => mail.subject.includes(' order ')), { timeout: 5000 }).toBe(true);
    return mailsTo(api, email).find((mail) => mail.subject.includes(' order ')) as Mail;
  };
  const receiptQuery = (receipt: Receipt) => `order=${receipt.order}&expires=${receipt.expires}&sig=${receipt.sig}`;

  let packer: TestStaff;
  beforeAll(async () => {
    api = await startApi(engine, { seedFile: catalogWithExtras() });
    packer = await createStaff(api, 'packer');
  });
  afterAll(async () => {
    await closeAdminDb(api);
    await api?.stop();
  });

  const matrix: Array<[string, CartPlan]> = [
    [
      'a coupon on lines with options',
      { lines: [{ sku: 'CAKE-OPT', qty: 2, product_option: withOptions(112, 121) }], coupon: 'WELCOME10' },
    ],
    [
      'extra fees (packaging, gift wrap with a card) with a coupon',
      {
        lines: [
          { sku: 'SIDE-CORN', qty: 2 },
          { sku: 'CAKE-OPT', qty: 1, product_option: withOptions(111, 122) },
        ],
        coupon: 'WELCOME10',
        fees: [
          { fee_id: 1, options_ids: [101] },
          { fee_id: 3, options_ids: [302] },
        ],
      },
    ],
    [
      'a gift card paying part',
      {
        lines: [{ sku: 'CAKE-OPT', qty: 2, product_option: withOptions(112, 122) }],
        giftCardCents: 2500,
        fees: [{ fee_id: 3, options_ids: [302] }],
      },
    ],
    ['store credit', { lines: [{ sku: 'SIDE-CORN', qty: 3 }], storeCreditCents: 1000, fees: [{ fee_id: 1, options_ids: [101] }] }],
    ['a virtual-only cart billed to Maryland', { lines: [{ sku: 'RECIPE-BOOK', qty: 1 }], virtual: true }],
    [
      'physical and virtual lines together',
      {
        lines: [
          { sku: 'RECIPE-BOOK', qty: 1 },
          { sku: 'SIDE-CORN', qty: 2 },
        ],
        coupon: 'WELCOME10',
        fees: [{ fee_id: 2, options_ids: [201] }],
      },
    ],
    ["the restaurant's pickup", { store: 'restaurant', lines: [{ sku: 'CRAB-DZ', qty: 1 }], pickup: true }],
  ];

  it.each(matrix)('%s: cart, order, stored segments, e-mail, account, receipt and back office agree', async (_name, plan) => {
    const buyer = await customer('surface');
    if (plan.storeCreditCents) {
      const { db } = await adminDb(api);
      await db
        .transaction()
        .execute((trx) => appendCredit(trx, { customerId: buyer.id, amountCents: plan.storeCreditCents ?? 0, reason: 'test' }));
    }
    const { totals, confirmation, store } = await placeFrom(plan, buyer);
    const { row, priced } = await storedPricedOrder(confirmation.backendOrderId);
    if (!priced) throw new Error('the order stored no priced order');

    // Cart, order and stored segments: one amount.
    expect(priced.grandTotalCents).toBe(Math.round(totals.grand_total * 100));
    expect(row.grand_total_cents).toBe(priced.grandTotalCents);
    expect(segmentsSum(priced)).toBe(priced.grandTotalCents);
    expect(pricedOrderAddsUp(priced)).toBe(true);
    if (plan.virtual) {
      expect(priced.fulfilment.mode).toBe('none');
      expect(priced.segments.map((s) => s.code)).not.toContain('shipping');
      expect(priced.segments.find((s) => s.code === 'tax')?.cents).toBe(264);
    }
    if (plan.pickup) {
      expect(priced.fulfilment).toMatchObject({ mode: 'pickup', time: expect.stringMatching(/^\d\d:\d\d$/) });
      expect(priced.fulfilment.place?.name).toBeTruthy();
    }

    // The e-mail lists every line (with its options) and every segment, and what it lists adds up.
    const mail = await confirmationMailTo(buyer.email);
    const read = readMail(mail.text);
    expect(read.lines).toHaveLength(priced.lines.length);
    expect(read.lineCents.reduce((sum, cents) => sum + cents, 0)).toBe(priced.segments.find((s) => s.code === 'subtotal')?.cents);
    expect(read.segments.map((s) => s.cents)).toEqual(priced.segments.map((s) => s.cents));
    expect(read.segments.reduce((sum, s) => sum + s.cents, 0)).toBe(read.grandTotalCents);
    expect(read.grandTotalCents).toBe(priced.grandTotalCents);
    for (const option of priced.lines.flatMap((line) => line.options))
      expect(read.options).toContain(`    ${option.label}: ${option.value}`);
    expect(mail.text).not.toContain('No shipping');
    if (plan.pickup)
      expect(mail.text).toMatch(new RegExp(`Pick it up on \\w+day, .+ at \\d{1,2}:\\d\\d.?[AP]M at ${priced.fulfilment.place?.name}`));
    expect(mail.text).not.toMatch(/\d{4}-\d{2}-\d{2}/);
    for (const fee of priced.segments.filter((s) => s.code === 'fee'))
      expect(read.segments.map((s) => s.title).join('|')).toContain(fee.fee?.name);
    expect(mail.html).toContain('Grand total');
    for (const segment of read.segments) expect(mail.html).toContain(segment.title.replace(/&/g, '&amp;'));

    // The account's order and the thank-you page's receipt carry the same priced order.
    const account = (await call('GET', `/api/user/orders/${confirmation.backendOrderId}`, undefined, buyer.token, store)).result as {
      grand_total: number;
      extension_attributes: { priced_order: PricedOrder };
    };
    expect(account.extension_attributes.priced_order).toEqual(priced);
    expect(account.grand_total).toBe(totals.grand_total);
    if (!confirmation.receipt) throw new Error('the order answer has no receipt link');
    const receipt = (await call('GET', `/api/order/receipt?${receiptQuery(confirmation.receipt)}`)).result as { priced_order: PricedOrder };
    expect(receipt.priced_order).toEqual(priced);

    // Staff see the same lines and segments on the order's page (and so on its packing slip and refund dialog).
    const staffView = (await api.request('GET', `/api/admin/orders/${confirmation.backendOrderId}`, undefined, packer.headers)).body
      .result as { priced_order: PricedOrder; grand_total_cents: number };
    expect(staffView.priced_order).toEqual(priced);
    expect(staffView.grand_total_cents).toBe(priced.grandTotalCents);

    // The shop's own "New order" mail lists the same amounts, segment by segment.
    const subject = `New order #${row.increment_id}`;
    await expect.poll(() => mailsTo(api, api.config.shopEmail).some((m) => m.subject === subject), { timeout: 5000 }).toBe(true);
    const notice = mailsTo(api, api.config.shopEmail).find((m) => m.subject === subject) as Mail;
    const noticeRows = notice.text.split('\n');
    const totalAt = noticeRows.findIndex((r) => r.startsWith('Grand total: '));
    const noticeSegments = noticeRows.slice(totalAt - priced.segments.length, totalAt);
    expect(noticeSegments.map((r) => r.slice(0, r.lastIndexOf(': ')))).toEqual(priced.segments.map((s) => s.title));
    expect(noticeSegments.map((r) => centsIn(r.slice(r.lastIndexOf(': ') + 2)))).toEqual(priced.segments.map((s) => s.cents));
    expect(centsIn(noticeRows[totalAt].slice('Grand total: '.length))).toBe(priced.grandTotalCents);
  });

  it('mails the delivery day in words and every option under its line', async () => {
    const buyer = await customer('words');
    const { confirmation } = await placeFrom({ lines: [{ sku: 'CAKE-OPT', qty: 1, product_option: withOptions(112, 121) }] }, buyer);
    const { row } = await storedPricedOrder(confirmation.backendOrderId);
    const mail = await confirmationMailTo(buyer.email);
    const day = new Intl.DateTimeFormat('en-US', { dateStyle: 'full', timeZone: 'UTC' }).format(new Date(`${row.delivery_date}T12:00:00Z`));
    expect(mail.text).toContain(`It arrives on ${day}, packed cold.`);
    expect(mail.text).toContain('    Sauce: Remoulade');
    expect(mail.text).toContain('    Cooking: Raw');
    expect(mail.html).toContain('Sauce: Remoulade');
  });

  it("writes a day in the store's language on the shop's clock", () => {
    expect(dayInWords('2026-12-01', 'en-US', 'America/New_York')).toBe('Tuesday, December 1, 2026');
    expect(dayInWords('2026-12-01', 'de-DE', 'America/New_York')).toBe('Dienstag, 1. Dezember 2026');
    expect(dayInWords('2026-12-01', 'it-IT', 'America/New_York')).toBe('martedì 1 dicembre 2026');
  });

  it('gives a guest a receipt link for their order only, for a day, and mails them the address they typed and a button to that receipt for 30 days', async () => {
    const email = `guest-surface-${engine.name}@example.com`;
    const guest = { email, token: '' };
    const { confirmation } = await placeFrom({ lines: [{ sku: 'SIDE-CORN', qty: 1 }] }, guest);
    const receipt = confirmation.receipt;
    if (!receipt) throw new Error('no receipt link');
    const read = await call('GET', `/api/order/receipt?${receiptQuery(receipt)}`);
    expect(read.code).toBe(200);
    expect(read.result).toMatchObject({
      increment_id: confirmation.orderNumber,
      customer_email: email,
      shipping_address: expect.objectContaining({ city: 'Baltimore' }),
    });

    const refused = { code: 403, result: RECEIPT_NOT_VALID };
    expect(await call('GET', `/api/order/receipt?${receiptQuery({ ...receipt, order: receipt.order + 1 })}`)).toMatchObject(refused);
    expect(await call('GET', `/api/order/receipt?${receiptQuery({ ...receipt, expires: receipt.expires + 60 })}`)).toMatchObject(refused);
    expect(await call('GET', `/api/order/receipt?${receiptQuery({ ...receipt, sig: `${receipt.sig.slice(0, -2)}xx` })}`)).toMatchObject(
      refused,
    );
    expect(
      await call('GET', `/api/order/receipt?${receiptQuery({ ...receipt, expires: Math.floor(Date.now() / 1000) - 1 })}`),
    ).toMatchObject(refused);
    expect((await call('GET', '/api/order/receipt?order=abc')).code).toBe(400);
    // The link lives a day.
    expect(receipt.expires - Date.now() / 1000).toBeGreaterThan(23 * 3600);
    expect(receipt.expires - Date.now() / 1000).toBeLessThanOrEqual(24 * 3600);

    // The buyer catches a typo in the street before the box leaves; the billing address is theirs too, never a bare country.
    const mail = await confirmationMailTo(email);
    expect(mail.text).toMatch(/Delivery address:\n.+\n1 Pier Rd\nBaltimore, MD 21201\nUnited States/);
    expect(mail.text).not.toMatch(/Billing address:\nUnited States\n/);
    expect(mail.text).toMatch(/Billing address(: the same as the delivery address\.|:\n.+\n1 Pier Rd)/);
    // Hello, not a typed name; the button leads to the signed receipt, never into an account.
    expect(mail.text).toMatch(/^Hello,\n/);
    expect(mail.text).not.toContain('my-account');
    // A mail is read later than the thank-you page: its link reads the same receipt for 30 days from the order.
    const mailed = new URL(/^(http\S+\/checkout\/thank-you\?\S+)$/m.exec(mail.text)?.[1] ?? 'http://none/');
    const mailLink = {
      order: Number(mailed.searchParams.get('order')),
      expires: Number(mailed.searchParams.get('expires')),
      sig: mailed.searchParams.get('sig') ?? '',
    };
    expect(mailLink.order).toBe(receipt.order);
    expect(mailLink.expires - receipt.expires).toBe(29 * 24 * 3600);
    expect(await call('GET', `/api/order/receipt?${receiptQuery(mailLink)}`)).toMatchObject({
      code: 200,
      result: { increment_id: confirmation.orderNumber },
    });
  });

  it('reads an order from before priced orders were stored from its columns, adding up to what it charged', async () => {
    const buyer = await customer('legacy');
    const { confirmation } = await placeFrom(
      {
        lines: [{ sku: 'CAKE-OPT', qty: 1, product_option: withOptions(112, 121) }],
        coupon: 'WELCOME10',
        fees: [{ fee_id: 1, options_ids: [101] }],
        giftCardCents: 1000,
      },
      buyer,
    );
    const { db } = await adminDb(api);
    const { priced } = await storedPricedOrder(confirmation.backendOrderId);
    await db.updateTable('orders').set({ priced_order: null }).where('id', '=', confirmation.backendOrderId).execute();
    const account = (await call('GET', `/api/user/orders/${confirmation.backendOrderId}`, undefined, buyer.token)).result as {
      extension_attributes: { priced_order: PricedOrder };
    };
    const legacy = account.extension_attributes.priced_order;
    expect(pricedOrderAddsUp(legacy)).toBe(true);
    expect(legacy.grandTotalCents).toBe(priced?.grandTotalCents);
    expect(legacy.segments.map((s) => [s.code, s.cents])).toEqual(priced?.segments.map((s) => [s.code, s.cents]));
    expect(legacy.segments.find((s) => s.code === 'fee')?.fee?.name).toBe('Insulated packaging with ice packs');
    expect(legacy.segments.find((s) => s.code === 'gift_card')?.title).toMatch(/^Gift card …\w{4}$/);
  });
});
