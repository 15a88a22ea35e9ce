import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.js';
import { engines, miniCatalogWith, sameDatabaseAs, suiteApi, type RunningApi } from './harness.js';
import { adminDb, bookedOn, createStaffTeam } from './admin-harness.js';
import { mailsTo, orderCart, placeOrder, signedUpCustomer } from './fixtures.js';

type Envelope = { code: number; result: unknown; reason?: string };
interface Options {
  delivery_date: string | null;
  status: string;
  can_change: boolean;
  closes_at: string | null;
  closed_reason: string | null;
  closed_message: string | null;
  dates: Array<{ date: string; status: string; same_price: boolean }>;
}

const BOX =
  '{"type":"product","id":190,"sku":"BOX","type_id":"simple","name":"Crab Box","url_key":"crab-box","price":20,"tax_class_id":5,' +
  '"category_ids":[3],"image":"/product/corn.svg","stock":{"qty":100,"manage_stock":true}}';
const catalog = miniCatalogWith([BOX]);
const isSaturday = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay() === 6;

describe.each(engines)('customers change their own orders until the cut-off on $name', (engine) => {
  const shipping = loadConfig({}).shipping;
  const api = suiteApi(engine, { seedFile: catalog, shipping, shopEmail: 'hello@shoreline.test' });
  // The same shop with changes closing a month before the cut-off: every order is past it.
  const closed = suiteApi(engine, () => ({
    ...sameDatabaseAs(engine, api),
    seedFile: catalog,
    shipping,
    shopEmail: 'hello@shoreline.test',
    changesCloseHoursBeforeCutoff: 24 * 30,
  }));
  const call = async (target: RunningApi, method: string, url: string, body?: unknown, headers: Record<string, string> = {}) =>
    (await target.request(method, url, body, headers)).body as Envelope;
  const auth = (token: string) => ({ authorization: `Bearer ${token}` });
  const booked = async (date: string) => bookedOn((await adminDb(api)).db, date);
  /** The order's cancel rows in the audit log, with what each recorded. */
  const cancelRows = async (orderId: number) =>
    (await adminDb(api)).db
      .selectFrom('audit_log')
      .select('after')
      .where('action', '=', 'order.cancel')
      .where('entity_id', '=', String(orderId))
      .execute();
  let dates: string[] = [];
  let weekdays: string[] = [];

  const customerOrder = async (email: string, date: string) => {
    const customer = await signedUpCustomer(api, email);
    const placed = await placeOrder(api, { email, token: customer.token, products: [{ sku: 'BOX', qty: 1 }], deliveryDate: date });
    return { customer, placed, headers: auth(customer.token), base: `/api/user/orders/${placed.orderId}` };
  };

  it('answers the options: open until the cut-off, the dates a new order would see', async () => {
    const cartId = (await call(api, 'POST', '/api/cart/create')).result as string;
    await call(api, 'POST', `/api/cart/update?cartId=${cartId}`, { cartItem: { sku: 'BOX', qty: 1 } });
    const methods = (
      await call(api, 'POST', `/api/cart/shipping-methods?cartId=${cartId}`, { address: { country_id: 'US', region_code: 'MD' } })
    ).result as Array<{ method_code: string; extension_attributes: { delivery_dates: Array<{ date: string }> } }>;
    dates = methods.find((method) => method.method_code === 'overnight')!.extension_attributes.delivery_dates.map((day) => day.date);
    weekdays = dates.filter((date) => !isSaturday(date));
    expect(weekdays.length).toBeGreaterThan(6);

    const { headers, base } = await customerOrder(`options-${engine.name}@example.com`, weekdays[0]);
    const options = await call(api, 'GET', `${base}/changes`, undefined, headers);
    expect(options).toMatchObject({ code: 200, result: { delivery_date: weekdays[0], can_change: true, closed_reason: null } });
    const result = options.result as Options;
    expect(Date.parse(result.closes_at ?? '')).toBeGreaterThan(Date.now());
    expect(result.dates.map((day) => day.date)).not.toContain(weekdays[0]);
    expect(result.dates.find((day) => day.date === weekdays[1])).toMatchObject({ status: 'open', same_price: true });
    const saturday = result.dates.find((day) => isSaturday(day.date));
    if (saturday) expect(saturday.same_price).toBe(false);
  });

  it('moves the date once (a retry and a twin move nothing twice), recorded, audited and mailed', async () => {
    const email = `move-${engine.name}@example.com`;
    const { placed, headers, base } = await customerOrder(email, weekdays[0]);
    const before = [await booked(weekdays[0]), await booked(weekdays[1])];
    const twins = await Promise.all([
      call(api, 'POST', `${base}/delivery-date`, { delivery_date: weekdays[1] }, headers),
      call(api, 'POST', `${base}/delivery-date`, { delivery_date: weekdays[1] }, headers),
    ]);
    for (const answer of twins) expect(answer).toMatchObject({ code: 200, result: { delivery_date: weekdays[1], can_change: true } });
    const retry = await call(api, 'POST', `${base}/delivery-date`, { delivery_date: weekdays[1] }, headers);
    expect(retry).toMatchObject({ code: 200, result: { delivery_date: weekdays[1] } });
    expect([await booked(weekdays[0]), await booked(weekdays[1])]).toEqual([before[0] - 1, before[1] + 1]);

    const { db } = await adminDb(api);
    const history = await db
      .selectFrom('order_status_history')
      .select(['note', 'staff_id'])
      .where('order_id', '=', placed.orderId)
      .execute();
    expect(history.filter((row) => row.note?.includes('by the customer'))).toEqual([
      { note: `Delivery moved from ${weekdays[0]} to ${weekdays[1]} by the customer`, staff_id: null },
    ]);
    const audits = await db
      .selectFrom('audit_log')
      .select(['after', 'staff_id'])
      .where('action', '=', 'order.reschedule')
      .where('entity_id', '=', String(placed.orderId))
      .execute();
    expect(audits).toHaveLength(1);
    expect(JSON.parse(audits[0].after ?? '{}')).toMatchObject({ delivery_date: weekdays[1], by: 'customer' });
    await expect.poll(() => mailsTo(api, email).filter((mail) => mail.text.includes('as you asked, we moved')).length).toBe(1);
  });

  it('refuses a full date, a paused date and a date of another delivery price, and moves nothing', async () => {
    const { headers, base } = await customerOrder(`refused-${engine.name}@example.com`, weekdays[0]);
    const { manager } = await createStaffTeam(api, ['manager'] as const);
    const staff = manager.headers;
    expect(
      (await call(api, 'PUT', `/api/admin/delivery/days/main/${weekdays[2]}`, { capacity: await booked(weekdays[2]) }, staff)).code,
    ).toBe(200);
    const full = await call(api, 'POST', `${base}/delivery-date`, { delivery_date: weekdays[2] }, headers);
    expect(full).toMatchObject({ code: 409, reason: 'order.delivery_date_full' });
    expect(full.result).toMatch(/fully booked/);
    const hold = await call(
      api,
      'POST',
      '/api/admin/delivery/holds',
      { from_date: weekdays[3], to_date: weekdays[3], regions: '', reason: 'Storm' },
      staff,
    );
    expect(hold.code).toBe(200);
    const paused = await call(api, 'POST', `${base}/delivery-date`, { delivery_date: weekdays[3] }, headers);
    expect(paused).toMatchObject({ code: 409, reason: 'order.delivery_date_paused' });
    expect(paused.result).toMatch(/Storm/);
    const saturday = dates.find(isSaturday);
    if (saturday) {
      const priced = await call(api, 'POST', `${base}/delivery-date`, { delivery_date: saturday }, headers);
      expect(priced).toMatchObject({ code: 409, reason: 'order.date_price_differs' });
    }
    expect(((await call(api, 'GET', `${base}/changes`, undefined, headers)).result as Options).delivery_date).toBe(weekdays[0]);
    await call(api, 'DELETE', `/api/admin/delivery/holds/${(hold.result as { id: number }).id}`, undefined, staff);
  });

  it('cancels before the cut-off: stock and slot back, the payment voided once; a retry answers the canceled order', async () => {
    const email = `cancel-${engine.name}@example.com`;
    const { placed, headers, base } = await customerOrder(email, weekdays[4]);
    const { db } = await adminDb(api);
    const stock = async () =>
      Number((await db.selectFrom('stock_items').select('qty').where('product_id', '=', 190).executeTakeFirstOrThrow()).qty);
    const [slotBefore, stockBefore] = [await booked(weekdays[4]), await stock()];
    const canceled = await call(api, 'POST', `${base}/cancel`, {}, headers);
    expect(canceled).toMatchObject({ code: 200, result: { status: 'canceled', can_change: false, closed_reason: 'not_changeable' } });
    expect(await booked(weekdays[4])).toBe(slotBefore - 1);
    expect(await stock()).toBe(stockBefore + 1);
    const payment = await db.selectFrom('payments').select(['state']).where('order_id', '=', placed.orderId).executeTakeFirstOrThrow();
    expect(payment.state).toBe('voided');
    const again = await call(api, 'POST', `${base}/cancel`, {}, headers);
    expect(again).toMatchObject({ code: 200, result: { status: 'canceled' } });
    expect(await booked(weekdays[4])).toBe(slotBefore - 1);
    expect(await stock()).toBe(stockBefore + 1);
    const cancels = await cancelRows(placed.orderId);
    expect(cancels).toHaveLength(1);
    expect(JSON.parse(cancels[0].after ?? '{}')).toMatchObject({ by: 'customer' });
    await expect.poll(() => mailsTo(api, email).filter((mail) => mail.subject.includes('is canceled')).length).toBe(1);
    // Cash on delivery took nothing: the mail says so, and promises no money back.
    const mail = mailsTo(api, email).find((sent) => sent.subject.includes('is canceled'));
    expect(mail?.text).toContain('You were not charged for this order');
    expect(mail?.text).not.toContain('What you paid');
  });

  it("keeps another customer's order from them, and refuses everything after the cut-off with how to reach the shop", async () => {
    const { headers, base } = await customerOrder(`owner-${engine.name}@example.com`, weekdays[5]);
    const other = await signedUpCustomer(api, `other-${engine.name}@example.com`);
    expect((await call(api, 'GET', `${base}/changes`, undefined, auth(other.token))).code).toBe(404);
    expect((await call(api, 'POST', `${base}/delivery-date`, { delivery_date: weekdays[6] }, auth(other.token))).code).toBe(404);
    expect((await call(api, 'POST', `${base}/cancel`, {}, auth(other.token))).code).toBe(404);
    expect((await call(api, 'GET', `${base}/changes`)).code).toBe(401);

    const late = await call(closed, 'GET', `${base}/changes`, undefined, headers);
    expect(late).toMatchObject({ code: 200, result: { can_change: false, closed_reason: 'cutoff_passed', dates: [] } });
    expect((late.result as Options).closed_message).toContain('hello@shoreline.test');
    const move = await call(closed, 'POST', `${base}/delivery-date`, { delivery_date: weekdays[6] }, headers);
    expect(move).toMatchObject({ code: 409, reason: 'order.changes_closed' });
    expect(move.result).toContain('hello@shoreline.test');
    expect((await call(closed, 'POST', `${base}/cancel`, {}, headers)).reason).toBe('order.changes_closed');
  });

  it('lets a guest change their order through the signed receipt link, and no one with an altered link', async () => {
    const cartId = (await call(api, 'POST', '/api/cart/create')).result as string;
    await call(api, 'POST', `/api/cart/update?cartId=${cartId}`, { cartItem: { sku: 'BOX', qty: 1 } });
    const placed = await orderCart(api, cartId, { products: [{ sku: 'BOX', qty: 1 }], deliveryDate: weekdays[0] });
    const link = (placed.result as { receipt: { order: number; expires: number; sig: string } }).receipt;
    const query = `order=${link.order}&expires=${link.expires}&sig=${link.sig}`;
    expect(await call(api, 'GET', `/api/order/changes?${query}`)).toMatchObject({ code: 200, result: { can_change: true } });
    const body = { order: String(link.order), expires: String(link.expires), sig: link.sig };
    const moved = await call(api, 'POST', '/api/order/delivery-date', { ...body, delivery_date: weekdays[1] });
    expect(moved).toMatchObject({ code: 200, result: { delivery_date: weekdays[1] } });
    expect(
      (await call(api, 'POST', '/api/order/cancel', { ...body, sig: `${link.sig.slice(0, -1)}${link.sig.endsWith('0') ? '1' : '0'}` }))
        .code,
    ).toBe(403);
    expect(await call(api, 'POST', '/api/order/cancel', body)).toMatchObject({ code: 200, result: { status: 'canceled' } });
  });

  it('takes no changes in a store where staff switched self-service off, and says how to reach the shop', async () => {
    const { headers, base } = await customerOrder(`off-${engine.name}@example.com`, weekdays[0]);
    const { manager, packer } = await createStaffTeam(api, ['manager', 'packer'] as const);
    const url = '/api/admin/stores/main/self-service';
    expect((await call(api, 'PUT', url, { enabled: false }, packer.headers)).code).toBe(403);
    expect(await call(api, 'PUT', url, { enabled: false }, manager.headers)).toMatchObject({
      code: 200,
      result: { store_code: 'main', self_service_changes: false },
    });
    try {
      const options = await call(api, 'GET', `${base}/changes`, undefined, headers);
      expect(options).toMatchObject({ code: 200, result: { can_change: false, closed_reason: 'self_service_off' } });
      expect((options.result as Options).closed_message).toContain('hello@shoreline.test');
      const move = await call(api, 'POST', `${base}/delivery-date`, { delivery_date: weekdays[1] }, headers);
      expect(move).toMatchObject({ code: 409, reason: 'order.self_service_off' });
      expect((await call(api, 'POST', `${base}/cancel`, {}, headers)).reason).toBe('order.self_service_off');
    } finally {
      await call(api, 'PUT', url, { enabled: true }, manager.headers);
    }
    const { db } = await adminDb(api);
    const audits = await db.selectFrom('audit_log').select('after').where('action', '=', 'store.self_service').execute();
    expect(audits.map((row) => JSON.parse(row.after ?? '{}') as unknown)).toEqual([
      { self_service_changes: false },
      { self_service_changes: true },
    ]);
    expect(await call(api, 'GET', `${base}/changes`, undefined, headers)).toMatchObject({ result: { can_change: true } });
  });

  it('voids once when the same cancel arrives twice at once', async () => {
    const { placed, headers, base } = await customerOrder(`twin-cancel-${engine.name}@example.com`, weekdays[5]);
    const slotBefore = await booked(weekdays[5]);
    const twins = await Promise.all([call(api, 'POST', `${base}/cancel`, {}, headers), call(api, 'POST', `${base}/cancel`, {}, headers)]);
    for (const answer of twins) expect(answer).toMatchObject({ code: 200, result: { status: 'canceled' } });
    const { db } = await adminDb(api);
    expect(await booked(weekdays[5])).toBe(slotBefore - 1);
    const payments = await db.selectFrom('payments').select(['state']).where('order_id', '=', placed.orderId).execute();
    expect(payments).toEqual([{ state: 'voided' }]);
    expect(await cancelRows(placed.orderId)).toHaveLength(1);
  });
});
