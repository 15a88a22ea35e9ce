import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminDb, closeAdminDb, createStaff, type TestStaff } from './admin-harness.js';
import { engines, startApi, type RunningApi } from './harness.js';
import { mailsTo, signedUpCustomer, testAddress } from './fixtures.js';

/**
 * A business buyer: a company and a tax (VAT) id on either address, a billing address abroad (any ISO country)
 * while deliveries stay in the USA. The order keeps them, and every surface that shows the order shows them:
 * the thank-you page's receipt, the account's order, the back office's detail, the confirmation e-mail and the
 * shop's "New order" e-mail. The address book keeps a company and tax id too.
 */
type Body = { code: number; result: unknown; reason?: string; errors?: Array<{ field: string; code: string; message: string }> };
type Confirmation = { orderNumber: string; backendOrderId: number; receipt: { order: number; expires: number; sig: string } };
type Mail = { to: string; subject: string; text: string; html?: string };

const SHOP_INBOX = 'orders@shoreline.example';

const germanBilling = (email: string) => ({
  firstname: 'Greta',
  lastname: 'Krabbe',
  company: 'Krabben Import GmbH',
  vat_id: 'DE123456789',
  street: ['Hafenstraße 12'],
  city: 'Hamburg',
  postcode: '20457',
  country_id: 'DE',
  region: 'Hamburg',
  telephone: '+49 40 123456',
  email,
});

describe.each(engines)('business buyers on $name', (engine) => {
  let api: RunningApi;
  let packer: TestStaff;
  let people = 0;
  const call = async (method: string, url: string, body?: unknown, token?: string) =>
    (await api.request(method, url, body, token ? { authorization: `Bearer ${token}` } : {})).body as Body;

  beforeAll(async () => {
    api = await startApi(engine, { shopEmail: SHOP_INBOX });
    packer = await createStaff(api, 'packer');
  });
  afterAll(async () => {
    await closeAdminDb(api);
    await api?.stop();
  });

  /** A cart of corn with the first weekday delivery, and the order body the checkout would send for it. */
  async function readyOrder(
    addresses: (email: string) => { billing: Record<string, unknown>; shipping: Record<string, unknown> },
    buyer?: { email: string; token: string },
  ) {
    people += 1;
    const email = buyer?.email ?? `buyer-${people}-${engine.name}@example.com`;
    const token = buyer?.token;
    const cartId = (await call('POST', '/api/cart/create', undefined, token)).result as string;
    expect((await call('POST', `/api/cart/update?cartId=${cartId}`, { cartItem: { sku: 'SIDE-CORN', qty: 2 } }, token)).code).toBe(200);
    const methods = (await call('POST', `/api/cart/shipping-methods?cartId=${cartId}`, { address: { country_id: 'US' } }, token))
      .result as Array<{ extension_attributes: { delivery_dates: Array<{ date: string }> } }>;
    const dates = methods[0].extension_attributes.delivery_dates.map((d) => d.date);
    const date = dates.find((d) => new Date(`${d}T12:00:00Z`).getUTCDay() !== 6) ?? dates[0];
    const { billing, shipping } = addresses(email);
    const shippingAddress = { ...shipping, extension_attributes: { delivery_date: date } };
    const info = await call(
      'POST',
      `/api/cart/shipping-information?cartId=${cartId}`,
      {
        addressInformation: { shippingAddress, billingAddress: billing, shippingCarrierCode: 'shoreline', shippingMethodCode: 'overnight' },
      },
      token,
    );
    expect(info.code, JSON.stringify(info.result)).toBe(200);
    const body = {
      cart_id: cartId,
      products: [{ sku: 'SIDE-CORN', qty: 2 }],
      addressInformation: {
        billingAddress: billing,
        shippingAddress,
        shipping_method_code: 'overnight',
        shipping_carrier_code: 'shoreline',
        payment_method_code: 'cashondelivery',
        payment_method_additional: {},
      },
    };
    return { email, token, body };
  }

  const business = (email: string) => ({
    billing: germanBilling(email),
    shipping: { ...testAddress(email), company: 'Krabben Import GmbH (US office)', vat_id: 'US-98-7654321' },
  });

  it('keeps the company, tax id and billing country on the order and shows them on every surface', async () => {
    const { email, body } = await readyOrder(business);
    const placed = await call('POST', '/api/order', body);
    expect(placed.code, JSON.stringify(placed.result)).toBe(200);
    const confirmation = placed.result as Confirmation;

    // Stored with the order.
    const { db } = await adminDb(api);
    const row = await db.selectFrom('orders').selectAll().where('id', '=', confirmation.backendOrderId).executeTakeFirstOrThrow();
    expect(JSON.parse(row.billing_address)).toMatchObject({ company: 'Krabben Import GmbH', vat_id: 'DE123456789', country_id: 'DE' });
    expect(JSON.parse(row.shipping_address ?? '{}')).toMatchObject({ company: 'Krabben Import GmbH (US office)', country_id: 'US' });

    // The thank-you page's receipt.
    const { order, expires, sig } = confirmation.receipt;
    const receipt = (await call('GET', `/api/order/receipt?order=${order}&expires=${expires}&sig=${sig}`)).result as Record<
      string,
      unknown
    >;
    expect(receipt.billing_address).toMatchObject({ company: 'Krabben Import GmbH', vat_id: 'DE123456789', country_id: 'DE' });
    expect(receipt.shipping_address).toMatchObject({ company: 'Krabben Import GmbH (US office)', vat_id: 'US-98-7654321' });

    // The back office's detail.
    const detail = (await api.request('GET', `/api/admin/orders/${confirmation.backendOrderId}`, undefined, packer.headers)).body as Body;
    expect(detail.result).toMatchObject({
      bill_to: { name: 'Greta Krabbe', company: 'Krabben Import GmbH', vat_id: 'DE123456789', country_id: 'DE', city: 'Hamburg' },
      ship_to: { company: 'Krabben Import GmbH (US office)', vat_id: 'US-98-7654321', country_id: 'US' },
    });

    // The confirmation to an address typed at checkout: the billing address as typed, company and tax id included.
    await expect.poll(() => mailsTo(api, email).length, { timeout: 5000 }).toBeGreaterThan(0);
    const mail = mailsTo(api, email)[0] as Mail;
    expect(mail.text).toMatch(/Billing address:\n.+\nKrabben Import GmbH\n(.+\n)+Germany\n(.+\n)?Tax ID: DE123456789/);
    expect(mail.html).toContain('Tax ID: DE123456789');

    // The shop's "New order" e-mail names all three.
    await expect.poll(() => mailsTo(api, SHOP_INBOX).some((m) => m.text.includes(confirmation.orderNumber)), { timeout: 5000 }).toBe(true);
    const notice = mailsTo(api, SHOP_INBOX).find((m) => m.text.includes(confirmation.orderNumber)) as Mail;
    expect(notice.text).toContain('Company: Krabben Import GmbH\nTax ID: DE123456789\nBilling country: Germany (DE)');
  });

  it("shows the account owner's order with its business fields, and mails them the whole billing address", async () => {
    const buyer = await signedUpCustomer(api, `owner-${engine.name}@example.com`, { verified: true });
    const { body, token } = await readyOrder(business, buyer);
    const placed = await call('POST', '/api/order', body, token);
    expect(placed.code, JSON.stringify(placed.result)).toBe(200);
    const { backendOrderId } = placed.result as Confirmation;
    const order = (await call('GET', `/api/user/orders/${backendOrderId}`, undefined, token)).result as Record<string, unknown>;
    expect(order.billing_address).toMatchObject({ company: 'Krabben Import GmbH', vat_id: 'DE123456789', country_id: 'DE' });
    await expect.poll(() => mailsTo(api, buyer.email).some((m) => m.subject.includes(' order ')), { timeout: 5000 }).toBe(true);
    const mail = mailsTo(api, buyer.email).find((m) => m.subject.includes(' order ')) as Mail;
    expect(mail.text).toContain(
      'Billing address:\nGreta Krabbe\nKrabben Import GmbH\nHafenstraße 12\nHamburg, Hamburg 20457\nGermany\n+49 40 123456\nTax ID: DE123456789\n',
    );
  });

  it('delivers within the USA only, takes any real country for billing, and wants a tax id of three characters', async () => {
    // The cart's shipping information already refuses a delivery abroad; an order sent with one anyway is refused too.
    const abroad = await readyOrder(business);
    const { shippingAddress } = abroad.body.addressInformation;
    const refused = await call('POST', '/api/order', {
      ...abroad.body,
      addressInformation: { ...abroad.body.addressInformation, shippingAddress: { ...shippingAddress, ...germanBilling(abroad.email) } },
    });
    expect(refused).toMatchObject({
      code: 400,
      reason: 'validation.failed',
      errors: [{ field: 'shippingAddress.country_id', code: 'invalid_country', message: 'We deliver within the USA only.' }],
    });

    const wrong = await readyOrder((email) => ({
      billing: { ...germanBilling(email), country_id: 'XX', vat_id: 'DE' },
      shipping: testAddress(email),
    }));
    expect(await call('POST', '/api/order', wrong.body)).toMatchObject({
      code: 400,
      errors: [
        { field: 'billingAddress.country_id', code: 'invalid_country' },
        {
          field: 'billingAddress.vat_id',
          code: 'invalid_vat_id',
          message: 'Phone number, Tax ID and Zip-code must have at least 3 letters',
        },
      ],
    });

    // Neither is needed: a consumer's order has no company or tax id.
    const consumer = await readyOrder((email) => ({ billing: testAddress(email), shipping: testAddress(email) }));
    expect((await call('POST', '/api/order', consumer.body)).code).toBe(200);
  });

  it("keeps a company and tax id in the customer's address book", async () => {
    const jane = await signedUpCustomer(api, `book-${engine.name}@example.com`);
    const saved = await call(
      'PUT',
      `/api/ext/address-book/customers/${jane.id}`,
      { customer: { id: jane.id, addresses: [{ ...testAddress(jane.email), company: 'Crab Shack LLC', vat_id: 'US-12-3456789' }] } },
      jane.token,
    );
    expect(saved.code, JSON.stringify(saved.result)).toBe(200);
    const me = (await call('GET', '/api/user/me', undefined, jane.token)).result as { addresses: Array<Record<string, unknown>> };
    expect(me.addresses[0]).toMatchObject({ company: 'Crab Shack LLC', vat_id: 'US-12-3456789' });
  });

  it('refuses a fractional quantity with its reason instead of rounding it', async () => {
    const cartId = (await call('POST', '/api/cart/create')).result as string;
    const refused = await call('POST', `/api/cart/update?cartId=${cartId}`, { cartItem: { sku: 'SIDE-CORN', qty: 1.5 } });
    expect(refused).toMatchObject({
      code: 400,
      result: 'Quantity must be positive integer',
      reason: 'cart.invalid_quantity',
      errors: [{ field: 'cartItem.qty', code: 'not_integer' }],
    });
    const added = (await call('POST', `/api/cart/update?cartId=${cartId}`, { cartItem: { sku: 'SIDE-CORN', qty: 1 } })).result as {
      item_id: number;
    };
    const update = await call('POST', `/api/cart/update?cartId=${cartId}`, {
      cartItem: { sku: 'SIDE-CORN', item_id: added.item_id, qty: '2.5' },
    });
    expect(update).toMatchObject({ code: 400, reason: 'cart.invalid_quantity' });
    expect((await call('GET', `/api/cart/pull?cartId=${cartId}`)).result).toEqual([expect.objectContaining({ qty: 1 })]);
  });
});
