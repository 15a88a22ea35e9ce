import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { adminDb } from './admin-harness.js';
import { parseCatalog } from '../src/seed/parse.js';
import { checkReferences, planCatalog } from '../src/seed/references.js';
import { engines, MINI_CATALOG, suiteApi } from './harness.js';
import { signedUpCustomer, testAddress } from './fixtures.js';

type Body = { code: number; result: unknown };
type Segment = { code: string; title: string; value: number; extension_attributes?: unknown };
type WireTotals = { grand_total: number; tax_amount: number; total_segments: Segment[] };
type WireFee = {
  fee_id: number;
  name: string;
  frontend_type: string;
  options: Array<{ option_id: number; label: string; price_excl_tax: number; price_incl_tax: number }>;
  options_ids: number[];
};

const FEES = '/api/ext/amasty-extrafee';
const INSULATED = { fee_id: 1, options_ids: [101] };
const FEE_PAYER = { firstname: 'Fee', lastname: 'Payer', password: 'steamed-crabs-9' };

const address = testAddress('jane@example.com');

describe.each(engines)('extra fees on $name', (engine) => {
  const api = suiteApi(engine);
  const call = async (method: string, url: string, body?: unknown, token?: string, headers: Record<string, string> = {}) =>
    (await api.request(method, url, body, token ? { authorization: `Bearer ${token}`, ...headers } : headers)).body as Body;

  /** A guest cart with two ears of corn (food: not taxed), shipped overnight to Maryland on a weekday. */
  async function cartReadyToShip(token?: string): Promise<string> {
    const cartId = (await call('POST', '/api/cart/create', undefined, token)).result as string;
    await call('POST', `/api/cart/update?cartId=${cartId}`, { cartItem: { sku: 'SIDE-CORN', qty: 2 } }, token);
    const methods = (await call('POST', `/api/cart/shipping-methods?cartId=${cartId}`, { address: { country_id: 'US' } }, token))
      .result as Array<{
      extension_attributes: { delivery_dates: Array<{ date: string }> };
    }>;
    const dates = methods[0].extension_attributes.delivery_dates.map((d) => d.date);
    const weekday = dates.find((date) => new Date(`${date}T12:00:00Z`).getUTCDay() !== 6) ?? dates[0];
    const shipped = await call(
      'POST',
      `/api/cart/shipping-information?cartId=${cartId}`,
      {
        addressInformation: {
          shippingAddress: { ...address, extension_attributes: { delivery_date: weekday } },
          shippingCarrierCode: 'shoreline',
          shippingMethodCode: 'overnight',
        },
      },
      token,
    );
    expect(shipped.code).toBe(200);
    return cartId;
  }

  const getFees = (cartId: string, body: Record<string, unknown> = {}, token?: string) =>
    call('POST', `${FEES}/get-fees`, { cart_id: cartId, addressInformation: { address: { countryId: 'US' } }, ...body }, token);
  const choose = (cartId: string, information: unknown, token?: string) =>
    call(
      'POST',
      `${FEES}/totals-information`,
      { cart_id: cartId, information, addressInformation: { address: { countryId: 'US' } } },
      token,
    );
  const totalsOf = async (cartId: string, token?: string) =>
    (await call('GET', `/api/cart/totals?cartId=${cartId}`, undefined, token)).result as WireTotals;
  const segment = (totals: WireTotals, code: string) => totals.total_segments.find((s) => s.code === code);

  it("get-fees lists the store's active fees with their options, taxed prices and nothing chosen", async () => {
    const cartId = await cartReadyToShip();
    const answer = await getFees(cartId, { addressInformation: { address: { countryId: 'US', region_code: 'MD' } } });
    expect(answer.code).toBe(200);
    const { fees } = answer.result as { fees: WireFee[] };
    expect(fees.map((fee) => fee.name)).toEqual(['Insulated packaging with ice packs', 'Signature on delivery', 'Gift wrap']);
    expect(fees[0]).toMatchObject({
      fee_id: 1,
      frontend_type: 'checkbox',
      options: [{ option_id: 101, label: 'Insulated packaging with ice packs', price_excl_tax: 6.95, price_incl_tax: 6.95 }],
      options_ids: [],
    });
    // Gift wrap is taxed as merchandise: 6% in Maryland.
    expect(fees[2]).toMatchObject({
      frontend_type: 'radio',
      options: [
        { option_id: 301, label: 'Gift wrap', price_excl_tax: 5, price_incl_tax: 5.3 },
        { option_id: 302, label: 'Gift wrap with a card', price_excl_tax: 6, price_incl_tax: 6.36 },
      ],
    });
    const elsewhere = (await getFees(cartId, { addressInformation: { address: { countryId: 'US', region_code: 'VA' } } })).result as {
      fees: WireFee[];
    };
    expect(elsewhere.fees[2].options[0].price_incl_tax).toBe(5);
  });

  it('offers no fees for a cart with nothing to deliver, and the restaurant store its own', async () => {
    const empty = (await call('POST', '/api/cart/create')).result as string;
    expect(await getFees(empty)).toEqual({ code: 200, result: { fees: [] } });
    expect(await choose(empty, INSULATED)).toMatchObject({ code: 400, result: 'Extra fees apply only to carts with products we deliver.' });

    const restaurant = { 'x-vs-store-code': 'restaurant' };
    const cartId = (await call('POST', '/api/cart/create', undefined, undefined, restaurant)).result as string;
    await call('POST', `/api/cart/update?cartId=${cartId}`, { cartItem: { sku: 'CRAB-DZ', qty: 1 } }, undefined, restaurant);
    const answer = (await call('POST', `${FEES}/get-fees`, { cart_id: cartId }, undefined, restaurant)).result as { fees: WireFee[] };
    expect(answer.fees.map((fee) => fee.name)).toEqual(['Crab mallets']);
  });

  it('totals-information adds a fee to the totals, in the segment order of the spec, and removes it again', async () => {
    const cartId = await cartReadyToShip();
    const before = await totalsOf(cartId);
    expect(before.grand_total).toBe(36.99);

    const added = await choose(cartId, { fee_id: '1', options_ids: ['101'] });
    expect(added.code).toBe(200);
    const answered = added.result as WireTotals;
    expect(answered.total_segments.map((s) => s.code)).toEqual(['subtotal', 'shipping', 'amasty_extrafee', 'tax', 'grand_total']);
    expect(segment(answered, 'amasty_extrafee')).toMatchObject({ title: 'Insulated packaging with ice packs', value: 6.95 });
    expect(answered.grand_total).toBe(43.94);
    expect(await totalsOf(cartId)).toEqual(answered);
    const listed = (await getFees(cartId)).result as { fees: WireFee[] };
    expect(listed.fees[0].options_ids).toEqual([101]);

    // Sending the same choice again changes nothing.
    expect(((await choose(cartId, INSULATED)).result as WireTotals).grand_total).toBe(43.94);

    const removed = (await choose(cartId, { fee_id: 1, options_ids: [] })).result as WireTotals;
    expect(segment(removed, 'amasty_extrafee')).toBeUndefined();
    expect(removed.grand_total).toBe(36.99);
  });

  it('taxes a taxable fee, sums several, and keeps the fee out of the coupon discount', async () => {
    const cartId = await cartReadyToShip();
    await choose(cartId, INSULATED);
    await choose(cartId, { fee_id: 3, options_ids: [302] });
    expect((await call('POST', `/api/cart/apply-coupon?cartId=${cartId}&coupon=WELCOME10`)).code).toBe(200);
    const totals = await totalsOf(cartId);
    expect(totals.total_segments.map((s) => s.code)).toEqual(['subtotal', 'shipping', 'amasty_extrafee', 'discount', 'tax', 'grand_total']);
    expect(segment(totals, 'amasty_extrafee')).toMatchObject({
      title: 'Insulated packaging with ice packs, Gift wrap with a card',
      value: 12.95,
      extension_attributes: {
        fees: [
          { fee_id: 1, title: 'Insulated packaging with ice packs', options_ids: [101], value: 6.95, tax_amount: 0 },
          { fee_id: 3, title: 'Gift wrap', options_ids: [302], value: 6, tax_amount: 0.36 },
        ],
      },
    });
    expect(segment(totals, 'discount')?.value).toBe(-1.2);
    expect(totals.tax_amount).toBe(0.36);
    // 12.00 corn - 1.20 discount + 24.99 shipping + 12.95 fees + 0.36 tax
    expect(totals.grand_total).toBe(49.1);

    // A radio fee takes one option: choosing the other replaces it.
    const swapped = (await choose(cartId, { fee_id: 3, options_ids: [301] })).result as WireTotals;
    expect(segment(swapped, 'amasty_extrafee')).toMatchObject({ title: 'Insulated packaging with ice packs, Gift wrap', value: 11.95 });
  });

  it("refuses unknown, retired and other stores' fees, foreign or doubled options and malformed choices with clear errors", async () => {
    const cartId = await cartReadyToShip();
    const refusedChoices: Array<[choice: Record<string, unknown>, code: number, message: string]> = [
      [{ fee_id: 999, options_ids: [101] }, 404, 'No such extra fee with fee_id = 999'],
      [{ fee_id: 4, options_ids: [401] }, 404, 'No such extra fee with fee_id = 4'],
      [{ fee_id: 5, options_ids: [501] }, 404, 'No such extra fee with fee_id = 5'],
      [{ fee_id: 1, options_ids: [301] }, 400, 'Option 301 is not an option of the extra fee "Insulated packaging with ice packs"'],
      [{ fee_id: 3, options_ids: [301, 302] }, 400, 'Choose one option of the extra fee "Gift wrap"'],
      [{ fee_id: 'gift', options_ids: [] }, 400, 'information.fee_id: use a positive whole number'],
      [{ fee_id: 1, options_ids: [-1] }, 400, 'information.options_ids.0: use a positive whole number'],
    ];
    for (const [choice, code, result] of refusedChoices) expect(await choose(cartId, choice)).toMatchObject({ code, result });
    expect(await call('POST', `${FEES}/totals-information`, { cart_id: cartId })).toMatchObject({
      code: 400,
      result: 'No information element provided within the request body',
    });
    expect(await call('POST', `${FEES}/get-fees?cartId=other`, { cart_id: cartId })).toMatchObject({
      code: 400,
      result: 'cart_id and cartId name different carts',
    });
    expect(await call('POST', `${FEES}/get-fees`, {})).toMatchObject({
      code: 400,
      result: 'A required cartId argument is null. Create a cart first.',
    });
    expect(segment(await totalsOf(cartId), 'amasty_extrafee')).toBeUndefined();
  });

  it('charges the fee the server computed on the order and keeps it with the order totals', async () => {
    const email = `fee-order-${engine.name}@example.com`;
    const { token } = await signedUpCustomer(api, email, FEE_PAYER);
    const cartId = await cartReadyToShip(token);
    await choose(cartId, { fee_id: 3, options_ids: [301] }, token);
    const cartTotals = await totalsOf(cartId, token);
    expect(cartTotals.grand_total).toBe(42.29); // 12.00 + 24.99 + 5.00 gift wrap + 0.30 tax

    const payments = (await call('GET', `/api/cart/payment-methods?cartId=${cartId}`, undefined, token)).result as Array<{
      code: string;
      offline: boolean;
    }>;
    // An offline method (the harness turns them on): the fee is what this test is about, not the card gateway.
    const payment = payments.find((method) => method.offline)?.code;
    const placed = await call(
      'POST',
      '/api/order',
      {
        user_id: '',
        cart_id: cartId,
        products: [{ sku: 'SIDE-CORN', qty: 2 }],
        addressInformation: {
          billingAddress: { ...address, email },
          shippingAddress: address,
          shipping_method_code: 'overnight',
          shipping_carrier_code: 'shoreline',
          payment_method_code: payment,
          payment_method_additional: {},
        },
      },
      token,
    );
    expect(placed.code).toBe(200);
    const history = (await call('GET', '/api/user/order-history', undefined, token)).result as { items: Array<{ grand_total: number }> };
    expect(history.items[0].grand_total).toBe(42.29);

    const { db } = await adminDb(api);
    const order = await db
      .selectFrom('orders')
      .select(['grand_total_cents', 'tax_cents', 'totals'])
      .where('cart_id', '=', cartId)
      .executeTakeFirstOrThrow();
    expect(order).toMatchObject({ grand_total_cents: 4229, tax_cents: 30 });
    const stored = JSON.parse(order.totals) as WireTotals;
    expect(segment(stored, 'amasty_extrafee')).toMatchObject({ title: 'Gift wrap', value: 5 });
  });
  it("refuses another customer's cart; the owner's token counts from the header or the body's customer_token", async () => {
    const register = async (email: string) => (await signedUpCustomer(api, email, FEE_PAYER)).token;
    const owner = await register(`fee-owner-${engine.name}@example.com`);
    const stranger = await register(`fee-stranger-${engine.name}@example.com`);
    const cartId = await cartReadyToShip(owner);
    const notFound = { code: 404, result: `No such entity with cartId = ${cartId}` };

    expect(await choose(cartId, INSULATED, stranger)).toMatchObject(notFound);
    expect(await choose(cartId, INSULATED)).toMatchObject(notFound);
    expect(await getFees(cartId, {}, stranger)).toMatchObject(notFound);
    expect(await getFees(cartId, { customer_token: stranger })).toMatchObject(notFound);
    expect(await getFees(cartId, { customer_token: 'not-a-token' })).toMatchObject({
      code: 401,
      result: "The consumer isn't authorized to access self.",
    });

    expect((await choose(cartId, INSULATED, owner)).code).toBe(200);
    const viaBody = await call('POST', `${FEES}/get-fees`, { cart_id: cartId, customer_token: owner });
    expect((viaBody.result as { fees: WireFee[] }).fees[0].options_ids).toEqual([101]);
  });
});

describe('extra fees in the catalog import', () => {
  it('refuses a fee that names an unknown store or tax class or reuses an option id, by line', () => {
    const mini = fs.readFileSync(MINI_CATALOG, 'utf8').trimEnd();
    const broken = {
      type: 'fee',
      id: 6,
      name: 'Broken',
      stores: ['nowhere'],
      tax_class_id: 99,
      options: [{ id: 101, label: 'Again', price: 1 }],
    };
    const text = `${mini}\n${JSON.stringify(broken)}\n${JSON.stringify({ type: 'fee', id: 7, name: 'Free', options: [] })}`;
    const lines = text.split('\n').length;
    const { records, problems } = parseCatalog(text);
    problems.push(...checkReferences(planCatalog(records)));
    const firstUse = text.split('\n').findIndex((line) => line.includes('{"id":101,"label"')) + 1;
    expect(problems).toEqual(
      expect.arrayContaining([
        { line: lines - 1, message: `duplicate fee option id 101 (first on line ${firstUse})` },
        { line: lines - 1, message: 'store nowhere is not defined' },
        { line: lines - 1, message: 'tax class 99 is not defined' },
        { line: lines, message: expect.stringContaining('options') },
      ]),
    );
  });
});
