import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.js';
import { engines, miniCatalogWith, suiteApi } from './harness.js';
import { adminDb, bookedOn, createStaffTeam } from './admin-harness.js';
import { mailsTo, placeOrder, signedUpCustomer, testAddress } from './fixtures.js';

type Envelope = { code: number; result: unknown; reason?: string };
interface DayPage {
  state: string;
  delivery_date: string | null;
  choose_until: string;
  address: { street: string[]; postcode: string; region_code: string };
  dates: Array<{ date: string; status: string }>;
}

const BOX =
  '{"type":"product","id":191,"sku":"GIFTBOX","type_id":"simple","name":"Gift Box","url_key":"gift-box","price":20,"tax_class_id":5,' +
  '"category_ids":[3],"image":"/product/corn.svg","stock":{"qty":100,"manage_stock":true}}';
const catalog = miniCatalogWith([BOX]);
const isSaturday = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay() === 6;
const DAY = 24 * 3600_000;

/**
 * Issue 38: a gift buyer lets the recipient choose the day. The order is placed without a date and holds no slot;
 * the recipient's signed link (mailed to them) lists the days of the buyer's window at the standard price and takes
 * the slot of the day they choose (a full one refused); a forged link is refused; a window that passes mails the
 * buyer once, whichever process looks.
 */
describe.each(engines)('the recipient chooses the day on $name', (engine) => {
  const shipping = loadConfig({}).shipping;
  const api = suiteApi(engine, { seedFile: catalog, shipping, shopEmail: 'hello@shoreline.test' });
  const call = async (method: string, url: string, body?: unknown, headers: Record<string, string> = {}) =>
    (await api.request(method, url, body, headers)).body as Envelope;
  const booked = async (date: string) => bookedOn((await adminDb(api)).db, date);
  const totalBooked = async () => {
    const rows = await (await adminDb(api)).db.selectFrom('delivery_slots').select('booked').execute();
    return rows.reduce((sum, row) => sum + Number(row.booked), 0);
  };
  let people = 0;
  /** What the audit log recorded of an action on the order, and the notes of its history. */
  const auditOf = async (action: string, orderId: number) => {
    const { db } = await adminDb(api);
    const rows = await db
      .selectFrom('audit_log')
      .select('after')
      .where('action', '=', action)
      .where('entity_id', '=', String(orderId))
      .execute();
    return rows.map((row) => JSON.parse(row.after ?? '{}') as Record<string, unknown>);
  };
  const notesOf = async (orderId: number) => {
    const { db } = await adminDb(api);
    const rows = await db.selectFrom('order_status_history').select('note').where('order_id', '=', orderId).execute();
    return rows.map((row) => row.note ?? '');
  };

  /** A gift of one box whose recipient chooses the day within two weeks; the recipient's link from their mail. */
  async function giftForRecipient(options: { token?: string; email?: string } = {}) {
    people += 1;
    const email = options.email ?? `buyer-${people}-${engine.name}@example.com`;
    const recipientEmail = `recipient-${people}-${engine.name}@example.com`;
    const placed = await placeOrder(api, {
      email,
      ...(options.token ? { token: options.token } : {}),
      products: [{ sku: 'GIFTBOX', qty: 1 }],
      address: { ...testAddress(email), firstname: 'Martha', lastname: 'Shore' },
      extra: {
        gift: { message: 'Happy birthday!', notify_recipient: false, recipient_email: recipientEmail, recipient_chooses_within_days: 14 },
      },
    });
    await expect.poll(() => mailsTo(api, recipientEmail).length).toBe(1);
    const text = mailsTo(api, recipientEmail)[0].text;
    const query = /\/gift\/choose-day\?([^\s)\]]+)/.exec(text)?.[1] ?? '';
    const link = Object.fromEntries(new URLSearchParams(query.replace(/&amp;/g, '&')));
    return { email, recipientEmail, placed, link, page: `/api/gift/delivery-day?${new URLSearchParams(link)}` };
  }

  it('places the gift without a date and holding no slot, at the standard price; the recipient is mailed their link', async () => {
    const before = await totalBooked();
    const { placed, recipientEmail, page } = await giftForRecipient();
    expect(await totalBooked()).toBe(before);
    const row = await (await adminDb(api)).db.selectFrom('orders').selectAll().where('id', '=', placed.orderId).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ delivery_date: null, recipient_chose_at: null, recipient_lapsed_at: null });
    expect(row.shipping_cents).toBe(shipping.overnightCents);
    expect(mailsTo(api, recipientEmail)[0].subject).toMatch(/choose your delivery day/);

    const answer = await call('GET', page);
    expect(answer.code).toBe(200);
    const view = answer.result as DayPage;
    expect(view).toMatchObject({ state: 'waiting', delivery_date: null, address: { postcode: '21201', region_code: 'MD' } });
    expect(view.dates.length).toBeGreaterThan(2);
    expect(view.dates.every((day) => day.date <= view.choose_until && !isSaturday(day.date))).toBe(true);

    const { manager } = await createStaffTeam(api, ['manager'] as const);
    const detail = (await call('GET', `/api/admin/orders/${placed.orderId}`, undefined, manager.headers)).result as {
      gift: { recipient_chooses: { state: string } };
    };
    expect(detail.gift.recipient_chooses).toMatchObject({ state: 'waiting', until: view.choose_until });
  });

  it('refuses a forged or altered link', async () => {
    const { link } = await giftForRecipient();
    const forged = await call('GET', `/api/gift/delivery-day?${new URLSearchParams({ ...link, sig: `${link.sig.slice(0, -2)}xx` })}`);
    expect(forged).toMatchObject({ code: 403 });
    const other = await call('GET', `/api/gift/delivery-day?${new URLSearchParams({ ...link, order: String(Number(link.order) + 1) })}`);
    expect(other).toMatchObject({ code: 403 });
    const choose = await call('POST', '/api/gift/delivery-day', { ...link, sig: 'forged', delivery_date: '2030-01-02' });
    expect(choose).toMatchObject({ code: 403 });
  });

  it('changes the gift message until changes close, once, recorded, audited and mailed', async () => {
    const email = `message-${engine.name}@example.com`;
    const customer = await signedUpCustomer(api, email);
    const placed = await placeOrder(api, {
      email,
      token: customer.token,
      products: [{ sku: 'GIFTBOX', qty: 1 }],
      extra: { gift: { message: 'Happy birthday!' } },
    });
    const headers = { authorization: `Bearer ${customer.token}` };
    const url = `/api/user/orders/${placed.orderId}/gift-message`;
    const first = await call('POST', url, { message: '  Happy birthday,\r\nMom!  ' }, headers);
    expect(first.code).toBe(200);
    expect((await call('POST', url, { message: 'Happy birthday,\nMom!' }, headers)).code).toBe(200);
    expect((await call('POST', url, { message: 'x'.repeat(301) }, headers)).code).toBe(400);
    const { db } = await adminDb(api);
    const row = await db.selectFrom('orders').select('gift_message').where('id', '=', placed.orderId).executeTakeFirstOrThrow();
    expect(row.gift_message).toBe('Happy birthday,\nMom!');
    expect(await auditOf('order.gift_message', placed.orderId)).toEqual([{ gift_message: 'Happy birthday,\nMom!', by: 'customer' }]);
    expect((await notesOf(placed.orderId)).filter((note) => note === 'Gift message changed by the customer')).toHaveLength(1);
    await expect.poll(() => mailsTo(api, email).filter((mail) => mail.subject.includes('gift message')).length).toBe(1);
    // Not a gift: nothing to change.
    const plain = await placeOrder(api, { email, token: customer.token, products: [{ sku: 'GIFTBOX', qty: 1 }] });
    expect((await call('POST', `/api/user/orders/${plain.orderId}/gift-message`, { message: 'Hi' }, headers)).code).toBe(409);
  });

  it('refuses a full day; the chosen day takes its slot once (a retry too), recorded, audited and mailed to both', async () => {
    const { link, page, email, recipientEmail, placed } = await giftForRecipient();
    const { dates } = (await call('GET', page)).result as DayPage;
    const [full, chosen] = [dates[0].date, dates[1].date];
    const { manager } = await createStaffTeam(api, ['manager'] as const);
    const capacity = await call('PUT', `/api/admin/delivery/days/main/${full}`, { capacity: await booked(full) }, manager.headers);
    expect(capacity.code).toBe(200);
    expect(((await call('GET', page)).result as DayPage).dates.find((day) => day.date === full)?.status).toBe('full');
    const refused = await call('POST', '/api/gift/delivery-day', { ...link, delivery_date: full });
    expect(refused).toMatchObject({ code: 409, reason: 'order.delivery_date_full' });
    const outside = await call('POST', '/api/gift/delivery-day', { ...link, delivery_date: '2099-01-06' });
    expect(outside.code).toBe(400);

    const before = await booked(chosen);
    const body = { ...link, delivery_date: chosen, address: { street: ['2 Harbor St'], city: 'Baltimore', postcode: '21202' } };
    const [first, twin] = await Promise.all([call('POST', '/api/gift/delivery-day', body), call('POST', '/api/gift/delivery-day', body)]);
    for (const answer of [first, twin]) expect(answer).toMatchObject({ code: 200, result: { state: 'chosen', delivery_date: chosen } });
    expect(await call('POST', '/api/gift/delivery-day', body)).toMatchObject({ code: 200, result: { delivery_date: chosen } });
    expect(await booked(chosen)).toBe(before + 1);
    const { db } = await adminDb(api);
    const row = await db.selectFrom('orders').selectAll().where('id', '=', placed.orderId).executeTakeFirstOrThrow();
    expect(row.recipient_chose_at).not.toBeNull();
    expect(JSON.parse(row.shipping_address ?? '{}')).toMatchObject({ street: ['2 Harbor St'], postcode: '21202' });
    expect((await notesOf(placed.orderId)).filter((note) => note.includes('chosen by the recipient'))).toHaveLength(1);
    const audits = await auditOf('order.reschedule', placed.orderId);
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({ delivery_date: chosen, by: 'recipient' });
    await expect.poll(() => mailsTo(api, email).filter((mail) => mail.subject.includes('arrives on')).length).toBe(1);
    await expect.poll(() => mailsTo(api, recipientEmail).filter((mail) => mail.subject.includes('Your gift arrives')).length).toBe(1);
    // Another day once chosen: refused (the buyer changes it on their order page).
    expect(await call('POST', '/api/gift/delivery-day', { ...link, delivery_date: dates[2].date })).toMatchObject({ code: 409 });
  });

  it('refuses an address correction into another state or a ZIP code that is not the state’s', async () => {
    const { link, page } = await giftForRecipient();
    const { dates } = (await call('GET', page)).result as DayPage;
    const body = { ...link, delivery_date: dates[0].date, address: { street: ['5 Broadway'], city: 'New York', postcode: '10001' } };
    expect((await call('POST', '/api/gift/delivery-day', body)).code).toBe(400);
    expect(((await call('GET', page)).result as DayPage).state).toBe('waiting');
  });

  it('a window that passes mails the buyer once (two processes looking at once), who then chooses the day on the order page', async () => {
    const email = `lapsed-${engine.name}@example.com`;
    const customer = await signedUpCustomer(api, email);
    const { placed, page, recipientEmail } = await giftForRecipient({ token: customer.token, email });
    const later = new Date(Date.now() + 30 * DAY);
    const counts = await Promise.all([api.app.recipientDay.lapseDue(later), api.app.recipientDay.lapseDue(later)]);
    expect(counts.reduce((sum, count) => sum + count, 0)).toBeGreaterThanOrEqual(1);
    await api.app.recipientDay.lapseDue(later);
    await expect.poll(() => mailsTo(api, email).filter((mail) => mail.subject.includes('Please choose the delivery day')).length).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(mailsTo(api, email).filter((mail) => mail.subject.includes('Please choose the delivery day'))).toHaveLength(1);
    expect(((await call('GET', page)).result as DayPage).state).toBe('lapsed');

    const headers = { authorization: `Bearer ${customer.token}` };
    const base = `/api/user/orders/${placed.orderId}`;
    const options = (await call('GET', `${base}/changes`, undefined, headers)).result as {
      can_change: boolean;
      dates: Array<{ date: string; status: string; same_price: boolean }>;
    };
    expect(options.can_change).toBe(true);
    const day = options.dates.find((date) => date.status === 'open' && date.same_price)?.date ?? '';
    const before = await booked(day);
    const moved = await call('POST', `${base}/delivery-date`, { delivery_date: day }, headers);
    expect(moved).toMatchObject({ code: 200, result: { delivery_date: day } });
    expect(await booked(day)).toBe(before + 1);
    const order = (await call('GET', `/api/user/orders/${placed.orderId}`, undefined, headers)).result as {
      extension_attributes: { gift: { recipient_chooses: { state: string } } };
    };
    expect(order.extension_attributes.gift.recipient_chooses.state).toBe('chosen');
    // The recipient, who was asked to choose, hears the day the buyer chose.
    const told = () => mailsTo(api, recipientEmail).filter((mail) => mail.subject.includes('The delivery of your gift from'));
    await expect.poll(() => told().length).toBe(1);
    expect(told()[0].text).toContain('Baltimore');
  });

  it('changes a gift still waiting for its recipient’s day: priced at the standard price, still without a date or a slot', async () => {
    const email = `waiting-${engine.name}@example.com`;
    const customer = await signedUpCustomer(api, email);
    const headers = { authorization: `Bearer ${customer.token}` };
    const { placed, recipientEmail } = await giftForRecipient({ token: customer.token, email });
    const { db } = await adminDb(api);
    const item = await db.selectFrom('order_items').select('id').where('order_id', '=', placed.orderId).executeTakeFirstOrThrow();
    const booked = await totalBooked();
    const moved = { ...testAddress(email), firstname: 'Martha', lastname: 'Shore', street: ['3 Cove Way'] };
    const change = { lines: [{ item_id: item.id, qty: 2 }], shipping_address: moved, change_id: `waiting-${engine.name}` };
    const preview = await call('POST', `/api/user/orders/${placed.orderId}/change/preview`, change, headers);
    expect(preview, JSON.stringify(preview)).toMatchObject({ code: 200, result: { delivery_date: null } });
    const changed = await call('POST', `/api/user/orders/${placed.orderId}/change`, change, headers);
    expect(changed, JSON.stringify(changed)).toMatchObject({ code: 200, result: { delivery_date: null } });
    const row = await db.selectFrom('orders').selectAll().where('id', '=', placed.orderId).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ delivery_date: null, shipping_cents: shipping.overnightCents });
    expect(await totalBooked()).toBe(booked);
    // Only an address and a quantity changed, no day: the history says so; the recipient, who knows of the gift, hears of the address.
    expect((await notesOf(placed.orderId)).some((note) => note.includes('delivery moved'))).toBe(false);
    await expect
      .poll(() => mailsTo(api, recipientEmail).filter((mail) => mail.subject.includes('The delivery of your gift from')).length)
      .toBe(1);
  });

  it('takes the day’s slot when the buyer of a waiting gift chooses its day through a change', async () => {
    const email = `buyer-picks-${engine.name}@example.com`;
    const customer = await signedUpCustomer(api, email);
    const headers = { authorization: `Bearer ${customer.token}` };
    const { placed, page } = await giftForRecipient({ token: customer.token, email });
    const { dates } = (await call('GET', page)).result as DayPage;
    const day = dates.find((date) => date.status === 'open' && !isSaturday(date.date))?.date ?? '';
    const booked = await totalBooked();
    const change = { delivery_date: day, change_id: `buyer-picks-${engine.name}` };
    const changed = await call('POST', `/api/user/orders/${placed.orderId}/change`, change, headers);
    expect(changed, JSON.stringify(changed)).toMatchObject({ code: 200, result: { delivery_date: day } });
    expect(await totalBooked()).toBe(booked + 1);
    // A retry takes nothing twice.
    expect((await call('POST', `/api/user/orders/${placed.orderId}/change`, change, headers)).code).toBe(200);
    expect(await totalBooked()).toBe(booked + 1);
  });

  it('tells a recipient who knows of the gift when the buyer moves its address, and keeps a surprise one', async () => {
    const email = `moved-${engine.name}@example.com`;
    const customer = await signedUpCustomer(api, email);
    const headers = { authorization: `Bearer ${customer.token}` };
    const { placed, page, link, recipientEmail } = await giftForRecipient({ token: customer.token, email });
    const { dates } = (await call('GET', page)).result as DayPage;
    const open = dates.filter((day) => day.status === 'open' && !isSaturday(day.date)).map((day) => day.date);
    expect((await call('POST', '/api/gift/delivery-day', { ...link, delivery_date: open[0] })).code).toBe(200);
    const moved = {
      ...testAddress(email),
      firstname: 'Martha',
      lastname: 'Shore',
      street: ['9 Pier Rd'],
      city: 'Annapolis',
      postcode: '21401',
    };
    const change = { shipping_address: moved, change_id: `move-${engine.name}` };
    const changed = await call('POST', `/api/user/orders/${placed.orderId}/change`, change, headers);
    expect(changed.code, JSON.stringify(changed)).toBe(200);
    const told = () => mailsTo(api, recipientEmail).filter((mail) => mail.subject.includes('The delivery of your gift from'));
    await expect.poll(() => told().length).toBe(1);
    expect(told()[0].text).toContain('9 Pier Rd, Annapolis, MD, 21401');

    // A surprise gift (its recipient is mailed only once it ships): moved, and nobody but the buyer told.
    const surprise = await placeOrder(api, {
      email,
      token: customer.token,
      products: [{ sku: 'GIFTBOX', qty: 1 }],
      deliveryDate: open[1],
      extra: { gift: { message: 'Surprise!', notify_recipient: true, recipient_email: `surprise-${engine.name}@example.com` } },
    });
    const options = (await call('GET', `/api/user/orders/${surprise.orderId}/changes`, undefined, headers)).result as {
      dates: Array<{ date: string; status: string; same_price: boolean }>;
    };
    const row = await (
      await adminDb(api)
    ).db
      .selectFrom('orders')
      .select('delivery_date')
      .where('id', '=', surprise.orderId)
      .executeTakeFirstOrThrow();
    const day = options.dates.find((date) => date.status === 'open' && date.same_price && date.date !== row.delivery_date)?.date ?? '';
    expect((await call('POST', `/api/user/orders/${surprise.orderId}/delivery-date`, { delivery_date: day }, headers)).code).toBe(200);
    await expect.poll(() => mailsTo(api, email).filter((mail) => mail.text.includes(surprise.orderNumber)).length).toBeGreaterThan(1);
    expect(mailsTo(api, `surprise-${engine.name}@example.com`)).toEqual([]);
  });
});
