import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GIFT_MESSAGE_MAX } from '@shoreline/domain/forms/gift-rules';
import { adminDb, closeAdminDb, createStaff, type TestStaff } from './admin-harness.js';
import { engines, miniCatalogWith, startApi, type RunningApi, envelopeCall } from './harness.js';
import { mailsTo, signedUpCustomer, testAddress, weekdayDeliveryDate } from './fixtures.js';

/**
 * Gift deliveries (issue 25): the order goes to a recipient (the shipping address is theirs, with the arrival date
 * chosen for it) with a plain-text message for the packing slip, which then shows no price at all; the buyer may
 * have the recipient told by e-mail when it ships. Refused at order time when the gift's fields break their rules
 * or nothing is delivered.
 */
type Body = { code: number; result: unknown; reason?: string; errors?: Array<{ field: string; code: string; message: string }> };
type Confirmation = { orderNumber: string; backendOrderId: number; receipt: { order: number; expires: number; sig: string } };
type Mail = { to: string; subject: string; text: string; html?: string };
type Gift = {
  recipient_name: string;
  message: string;
  notify_recipient: boolean;
  recipient_email: string | null;
  notified_at: string | null;
};

const E_CARD =
  '{"type":"product","id":110,"sku":"GIFT-E","type_id":"giftcard","name":"E-Gift Card","url_key":"e-gift-card","price":25,"tax_class_id":5,"category_ids":[],"image":"/product/gift.svg","stock":{"qty":0,"manage_stock":false,"is_in_stock":true},"giftcard":{"giftcard_type":1,"amounts":[25,50],"allow_open_amount":false}}';

const MESSAGE = 'Happy birthday, Mom!\nSteam them with Old Bay.\nLove, Ann';

const recipient = (email: string) => ({
  firstname: 'Martha',
  lastname: 'Shore',
  street: ['12 Harbor Lane'],
  city: 'Easton',
  postcode: '21601',
  country_id: 'US',
  region_code: 'MD',
  region: 'Maryland',
  telephone: '4105550123',
  email,
});

const buyer = (email: string) => ({ ...testAddress(email), firstname: 'Ann', lastname: 'Arundel' });

describe.each(engines)('gift deliveries on $name', (engine) => {
  let api: RunningApi;
  let packer: TestStaff;
  let people = 0;
  const call = envelopeCall<Body>(() => api);
  const bearer = (token?: string): Record<string, string> => (token ? { authorization: `Bearer ${token}` } : {});

  beforeAll(async () => {
    api = await startApi(engine, { seedFile: miniCatalogWith([E_CARD]) });
    packer = await createStaff(api, 'packer');
  });
  afterAll(async () => {
    await closeAdminDb(api);
    await api?.stop();
  });

  /** A cart of two sweet corn shipped overnight to the recipient on the first weekday; the body a gift checkout sends. */
  async function giftOrder(gift: Record<string, unknown> | undefined, options: { token?: string; email?: string } = {}) {
    people += 1;
    const email = options.email ?? `gift-buyer-${people}-${engine.name}@example.com`;
    const headers = bearer(options.token);
    const cartId = (await call('POST', '/api/cart/create', undefined, headers)).result as string;
    expect((await call('POST', `/api/cart/update?cartId=${cartId}`, { cartItem: { sku: 'SIDE-CORN', qty: 2 } }, headers)).code).toBe(200);
    const date = await weekdayDeliveryDate(api, cartId, headers);
    const shippingAddress = { ...recipient(email), extension_attributes: { delivery_date: date } };
    const body = {
      cart_id: cartId,
      products: [{ sku: 'SIDE-CORN', qty: 2 }],
      ...(gift ? { gift } : {}),
      addressInformation: {
        billingAddress: buyer(email),
        shippingAddress,
        shipping_method_code: 'overnight',
        shipping_carrier_code: 'shoreline',
        payment_method_code: 'cashondelivery',
      },
    };
    return { email, date, body, headers };
  }

  it('stores the gift with the order and shows it on the receipt, the back office and the packing slip without any price', async () => {
    const { email, date, body } = await giftOrder({
      message: `  ${MESSAGE.replace(/\n/g, '\r\n')}\u0007  `,
      notify_recipient: true,
      recipient_email: 'martha@example.com',
    });
    const placed = await call('POST', '/api/order', body);
    expect(placed.code, JSON.stringify(placed.result)).toBe(200);
    const confirmation = placed.result as Confirmation;

    // Stored: plain text (line breaks as \n, no control characters, trimmed), the notice and the recipient's e-mail.
    const { db } = await adminDb(api);
    const row = await db.selectFrom('orders').selectAll().where('id', '=', confirmation.backendOrderId).executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      is_gift: 1,
      gift_message: MESSAGE,
      gift_notify_recipient: 1,
      gift_recipient_email: 'martha@example.com',
      gift_notified_at: null,
      delivery_date: date,
      customer_email: email,
      customer_firstname: 'Ann',
    });
    expect(JSON.parse(row.shipping_address ?? '{}')).toMatchObject({ firstname: 'Martha', street: ['12 Harbor Lane'], city: 'Easton' });

    // The thank-you page's receipt.
    const { order, expires, sig } = confirmation.receipt;
    const receipt = (await call('GET', `/api/order/receipt?order=${order}&expires=${expires}&sig=${sig}`)).result as { gift: Gift };
    expect(receipt.gift).toEqual({
      recipient_name: 'Martha Shore',
      message: MESSAGE,
      notify_recipient: true,
      recipient_email: 'martha@example.com',
      notified_at: null,
    });

    // The back office's detail.
    const detail = (await call('GET', `/api/admin/orders/${confirmation.backendOrderId}`, undefined, packer.headers)).result as {
      gift: Gift;
      grand_total_cents: number;
    };
    expect(detail.gift).toMatchObject({ recipient_name: 'Martha Shore', message: MESSAGE, notify_recipient: true });

    // The packing slip: the message and who it is for and from; not one price anywhere on it.
    const list = (await call('GET', `/api/admin/packing-list?date=${date}`, undefined, packer.headers)).result as {
      orders: Array<{ id: number; gift: { recipient_name: string; from_name: string; message: string } | null } & Record<string, unknown>>;
    };
    const slip = list.orders.find((entry) => entry.id === confirmation.backendOrderId);
    expect(slip?.gift).toEqual({ recipient_name: 'Martha Shore', from_name: 'Ann', message: MESSAGE });
    const printed = JSON.stringify(slip);
    expect(printed).not.toMatch(/\$|cents|price|total/i);
    expect(printed).not.toContain(String(detail.grand_total_cents));

    // The confirmation to an address typed at checkout says it is a gift and when it arrives, and where it goes (the address
    // typed, so a typo is caught); the free text of the message stays with the account owner; prices as for any order.
    await expect.poll(() => mailsTo(api, email).length, { timeout: 5000 }).toBeGreaterThan(0);
    const mail = mailsTo(api, email)[0] as Mail;
    expect(mail.text).toMatch(/This order is a gift, arriving on \w+day, .+, packed cold\./);
    expect(mail.text).toContain('We will e-mail the recipient when it ships.');
    expect(mail.text).toContain('Prices never appear on the packing slip of a gift.');
    expect(mail.text).not.toContain('Steam them');
    expect(mail.text).toMatch(/Delivery address:\nMartha Shore\n12 Harbor Lane\nEaston, /);
  });

  it('mails the verified account owner that it is a gift to the recipient, arriving on the day, with the message', async () => {
    const owner = await signedUpCustomer(api, `gift-owner-${engine.name}@example.com`, { firstname: 'Ann', verified: true });
    const { body, headers } = await giftOrder({ message: MESSAGE }, { token: owner.token, email: owner.email });
    const placed = await call('POST', '/api/order', body, headers);
    expect(placed.code, JSON.stringify(placed.result)).toBe(200);
    const { backendOrderId } = placed.result as Confirmation;

    const account = (await call('GET', `/api/user/orders/${backendOrderId}`, undefined, headers)).result as {
      extension_attributes: { gift: Gift };
    };
    expect(account.extension_attributes.gift).toMatchObject({ recipient_name: 'Martha Shore', message: MESSAGE, notify_recipient: false });

    await expect.poll(() => mailsTo(api, owner.email).some((m) => m.subject.includes(' order ')), { timeout: 5000 }).toBe(true);
    const mail = mailsTo(api, owner.email).find((m) => m.subject.includes(' order ')) as Mail;
    expect(mail.text).toMatch(/This order is a gift to Martha Shore, arriving on \w+day, .+, packed cold\./);
    expect(mail.text).toContain('Your gift:\nHappy birthday, Mom!\nSteam them with Old Bay.\nLove, Ann\n');
    expect(mail.text).not.toContain('We will e-mail the recipient');
    expect(mail.html).toContain('Happy birthday, Mom!<br/>Steam them with Old Bay.');
  });

  it('refuses a message over 300 characters, a notice without the e-mail, a bad e-mail and a gift with nothing to deliver', async () => {
    const tooLong = await giftOrder({ message: 'x'.repeat(GIFT_MESSAGE_MAX + 1) });
    const refusedLong = await call('POST', '/api/order', tooLong.body);
    expect(refusedLong.code).toBe(400);
    expect(refusedLong.reason).toBe('validation.failed');
    expect(refusedLong.errors).toContainEqual({
      field: 'gift.message',
      code: 'too_long',
      message: `Too big: expected string to have <=${GIFT_MESSAGE_MAX} characters`,
    });
    // Exactly 300 characters, once its line breaks are tidied, is fine.
    const justRight = await giftOrder({ message: `${'y'.repeat(GIFT_MESSAGE_MAX - 3)}\r\n\r\n\r\nz` });
    expect((await call('POST', '/api/order', justRight.body)).code).toBe(200);

    const noEmail = await giftOrder({ message: 'Enjoy', notify_recipient: true });
    const refusedNotice = await call('POST', '/api/order', noEmail.body);
    expect(refusedNotice.code).toBe(400);
    expect(refusedNotice.errors).toContainEqual({ field: 'gift.recipient_email', code: 'required', message: 'Field is required' });

    const badEmail = await giftOrder({ message: 'Enjoy', recipient_email: 'martha at home' });
    const refusedEmail = await call('POST', '/api/order', badEmail.body);
    expect(refusedEmail.code).toBe(400);
    expect(refusedEmail.errors).toContainEqual({
      field: 'gift.recipient_email',
      code: 'invalid_email',
      message: 'Please provide valid e-mail address.',
    });

    // Nothing is delivered: an e-gift card only.
    const cartId = (await call('POST', '/api/cart/create')).result as string;
    const card = { sku: 'GIFT-E', qty: 1, product_option: { extension_attributes: { giftcard_item_option: { giftcard_amount: 25 } } } };
    expect((await call('POST', `/api/cart/update?cartId=${cartId}`, { cartItem: card })).code).toBe(200);
    const virtual = await call('POST', '/api/order', {
      cart_id: cartId,
      products: [{ sku: 'GIFT-E', qty: 1 }],
      gift: { message: 'Enjoy' },
      addressInformation: { billingAddress: buyer('virtual-gift@example.com'), payment_method_code: 'checkmo' },
    });
    expect(virtual.code).toBe(400);
    expect(virtual.reason).toBe('order.gift_needs_delivery');

    // None of the refused orders was stored.
    const { db } = await adminDb(api);
    const stored = await db.selectFrom('orders').select('cart_id').where('is_gift', '=', 1).execute();
    const refusedCarts = [tooLong.body.cart_id, noEmail.body.cart_id, badEmail.body.cart_id, cartId];
    expect(stored.map((row) => row.cart_id).filter((id) => refusedCarts.includes(id))).toEqual([]);
  });

  it('mails the recipient when staff ship the order, only when the buyer asked, and the buyer still gets theirs', async () => {
    const asked = await giftOrder({ message: MESSAGE, notify_recipient: true, recipient_email: `martha-${engine.name}@example.com` });
    const notAsked = await giftOrder({ message: MESSAGE, recipient_email: `silent-${engine.name}@example.com` });
    const ids: number[] = [];
    for (const { body } of [asked, notAsked]) {
      const placed = await call('POST', '/api/order', body);
      expect(placed.code, JSON.stringify(placed.result)).toBe(200);
      ids.push((placed.result as Confirmation).backendOrderId);
    }
    const recipientInbox = `martha-${engine.name}@example.com`;
    expect(mailsTo(api, recipientInbox)).toEqual([]);

    for (const id of ids) {
      expect((await call('POST', `/api/admin/orders/${id}/status`, { status: 'packed' }, packer.headers)).code).toBe(200);
      const shipped = await call(
        'POST',
        `/api/admin/orders/${id}/ship`,
        { carrier: 'UPS', trackingNumber: '1Z999AA10123456784' },
        packer.headers,
      );
      expect(shipped.code, JSON.stringify(shipped.result)).toBe(200);
    }

    await expect.poll(() => mailsTo(api, recipientInbox).length, { timeout: 5000 }).toBe(1);
    const mail = mailsTo(api, recipientInbox)[0] as Mail;
    expect(mail.subject).toMatch(/^Ann sent you a gift from \S/);
    expect(mail.text).toContain('Hello Martha,');
    expect(mail.text).toContain("Ann's message:\n  Happy birthday, Mom!\n  Steam them with Old Bay.\n  Love, Ann");
    expect(mail.text).toContain('Carrier: UPS\nTracking number: 1Z999AA10123456784');
    expect(mail.text).not.toMatch(/\$|\d+\.\d{2}|total|price/i);

    // The buyers' own shipment e-mails went out as for any order; the recipient who was not to be told got nothing.
    for (const { email } of [asked, notAsked]) {
      await expect.poll(() => mailsTo(api, email).some((m) => m.subject.includes('has shipped')), { timeout: 5000 }).toBe(true);
    }
    expect(mailsTo(api, `silent-${engine.name}@example.com`)).toEqual([]);

    // The back office sees when the recipient was told.
    await expect
      .poll(
        async () =>
          ((await call('GET', `/api/admin/orders/${ids[0]}`, undefined, packer.headers)).result as { gift: Gift }).gift.notified_at,
        { timeout: 5000 },
      )
      .not.toBeNull();
    const silent = (await call('GET', `/api/admin/orders/${ids[1]}`, undefined, packer.headers)).result as { gift: Gift };
    expect(silent.gift.notified_at).toBeNull();
  });

  it('keeps an order that is not a gift as it was: no gift anywhere', async () => {
    const { body } = await giftOrder(undefined);
    const placed = await call('POST', '/api/order', body);
    expect(placed.code).toBe(200);
    const { receipt, backendOrderId } = placed.result as Confirmation;
    const read = (await call('GET', `/api/order/receipt?order=${receipt.order}&expires=${receipt.expires}&sig=${receipt.sig}`)).result as {
      gift: Gift | null;
    };
    expect(read.gift).toBeNull();
    const detail = (await call('GET', `/api/admin/orders/${backendOrderId}`, undefined, packer.headers)).result as { gift: Gift | null };
    expect(detail.gift).toBeNull();
  });
});
