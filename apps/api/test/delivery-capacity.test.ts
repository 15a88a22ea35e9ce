import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.js';
import { engines, miniCatalogWith, sameDatabaseAs, suiteApi, type RunningApi } from './harness.js';
import { adminDb, bookedOn, createStaffTeam } from './admin-harness.js';
import { mailsTo, orderRequest, placeOrder, testAddress } from './fixtures.js';

type Envelope = { code: number; result: unknown; reason?: string };
type OfferedDate = { date: string; status: 'open' | 'full' | 'paused'; pause_reason?: string };

/** A box with plenty of stock, so the races here are about dates and never about stock. */
const BOX =
  '{"type":"product","id":190,"sku":"BOX","type_id":"simple","name":"Crab Box","url_key":"crab-box","price":20,"tax_class_id":5,' +
  '"category_ids":[3],"image":"/product/corn.svg","stock":{"qty":10000,"manage_stock":true}}';
const catalog = miniCatalogWith([BOX]);

const dayText = (date: string) =>
  new Intl.DateTimeFormat('en-US', { weekday: 'long', month: 'long', day: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  );

describe('DELIVERY_CAPACITY', () => {
  it('reads a number for every store and store:number for one; off is no limit', () => {
    expect(loadConfig({ DELIVERY_CAPACITY: 'main:200,restaurant:60' }).shipping.capacity).toEqual({
      perDay: null,
      byStore: { main: 200, restaurant: 60 },
    });
    expect(loadConfig({ DELIVERY_CAPACITY: '150,restaurant:off' }).shipping.capacity).toEqual({
      perDay: 150,
      byStore: { restaurant: null },
    });
    expect(loadConfig({}).shipping.capacity).toEqual({ perDay: null, byStore: {} });
    expect(() => loadConfig({ DELIVERY_CAPACITY: 'main:lots' })).toThrow(/DELIVERY_CAPACITY/);
  });
});

describe.each(engines)('delivery capacity and shipping holds on $name', (engine) => {
  const shipping = loadConfig({ DELIVERY_CAPACITY: 'main:200,restaurant:60' }).shipping;
  const api = suiteApi(engine, { seedFile: catalog, shipping });
  // A second API process on the same database (the same SQLite file, or the same PostgreSQL schema).
  const second = suiteApi(engine, () => ({ ...sameDatabaseAs(engine, api), seedFile: catalog, shipping }));
  const call = async (target: RunningApi, method: string, url: string, body?: unknown, headers: Record<string, string> = {}) =>
    (await target.request(method, url, body, headers)).body as Envelope;

  /** Staff asking for a shipping hold (from_date, to_date, regions, reason). */
  const postHold = (hold: Record<string, string>, headers: Record<string, string>) =>
    call(api, 'POST', '/api/admin/delivery/holds', hold, headers);

  const newBoxCart = async (target: RunningApi = api) => {
    const cartId = (await call(target, 'POST', '/api/cart/create')).result as string;
    const added = await call(target, 'POST', `/api/cart/update?cartId=${cartId}`, { cartItem: { sku: 'BOX', qty: 1 } });
    expect(added.code).toBe(200);
    return cartId;
  };
  const offered = async (cartId: string, region = 'MD'): Promise<OfferedDate[]> => {
    const methods = (
      await call(api, 'POST', `/api/cart/shipping-methods?cartId=${cartId}`, { address: { country_id: 'US', region_code: region } })
    ).result as Array<{ method_code: string; extension_attributes: { delivery_dates: OfferedDate[] } }>;
    return methods.find((method) => method.method_code === 'overnight')!.extension_attributes.delivery_dates;
  };
  const orderBody = (cartId: string, date: string, email: string, address = testAddress(email)) =>
    orderRequest(cartId, { products: [{ sku: 'BOX', qty: 1 }], address, shipping: { deliveryDate: date }, paymentMethod: 'checkmo' });
  /** The date's bookings of a place (website 1: the main store and its views). */
  const booked = async (date: string, place = 1) => bookedOn((await adminDb(api)).db, date, place);
  const ordersOn = async (date: string) => {
    const { db } = await adminDb(api);
    return db.selectFrom('orders').select(['id', 'status']).where('delivery_date', '=', date).where('status', '!=', 'canceled').execute();
  };
  let dates: string[] = [];
  const team = () => createStaffTeam(api, ['owner', 'manager', 'packer'] as const);

  it('offers every date with its status; the back office lists booked and the default capacity', async () => {
    const cartId = await newBoxCart();
    const list = await offered(cartId);
    dates = list.map((day) => day.date);
    expect(dates.length).toBeGreaterThan(6);
    expect(list.every((day) => day.status === 'open')).toBe(true);
    const { packer } = await team();
    const days = (await call(api, 'GET', '/api/admin/delivery/days?store=main', undefined, packer.headers)).result as {
      items: Array<{ date: string; booked: number; capacity: number | null; default_capacity: number | null; status: string }>;
    };
    expect(days.items[0]).toMatchObject({ date: dates[0], booked: 0, capacity: 200, default_capacity: 200, status: 'open' });
    const restaurant = (await call(api, 'GET', '/api/admin/delivery/days?store=restaurant', undefined, packer.headers)).result as {
      items: Array<{ capacity: number | null }>;
    };
    expect(restaurant.items[0].capacity).toBe(60);
  });

  it('sells the last 3 slots of a date exactly once to 20 buyers on two API processes', async () => {
    const date = dates[1];
    const { manager, packer } = await team();
    // Packers read the calendar but do not change it.
    expect((await call(api, 'PUT', `/api/admin/delivery/days/main/${date}`, { capacity: 3 }, packer.headers)).code).toBe(403);
    const set = await call(api, 'PUT', `/api/admin/delivery/days/main/${date}`, { capacity: 3 }, manager.headers);
    expect(set).toMatchObject({ code: 200, result: { date, booked: 0, capacity: 3, capacity_set: 3, status: 'open' } });
    const carts = [];
    for (let n = 0; n < 20; n++) carts.push(await newBoxCart(n % 2 ? second : api));
    const answers = await Promise.all(
      carts.map((cartId, n) =>
        call(n % 2 ? second : api, 'POST', '/api/order', orderBody(cartId, date, `race-${engine.name}-${n}@example.com`)),
      ),
    );
    const won = answers.filter((answer) => answer.code === 200);
    const lost = answers.filter((answer) => answer.code !== 200);
    expect(won).toHaveLength(3);
    expect(lost).toHaveLength(17);
    for (const answer of lost)
      expect(answer).toMatchObject({
        code: 409,
        reason: 'order.delivery_date_full',
        result: `Deliveries on ${dayText(date)} are fully booked. Please choose another date.`,
      });
    expect(await ordersOn(date)).toHaveLength(3);
    expect(await booked(date)).toBe(3);
    // The date picker shows the day as full, and the next date is still open.
    const list = await offered(await newBoxCart());
    expect(list.find((day) => day.date === date)?.status).toBe('full');
    expect(list.find((day) => day.date === dates[2])?.status).toBe('open');
    // A shopper who picks another date gets it.
    const other = await newBoxCart();
    expect((await call(api, 'POST', '/api/order', orderBody(other, dates[2], `other-${engine.name}@example.com`))).code).toBe(200);
  });

  it('gives the slot back when an order is canceled, and audits capacity changes', async () => {
    const date = dates[1];
    const { manager, owner } = await team();
    const [first] = await ordersOn(date);
    expect((await call(api, 'POST', `/api/admin/orders/${first.id}/cancel`, { reason: 'customer asked' }, manager.headers)).code).toBe(200);
    expect(await booked(date)).toBe(2);
    expect((await offered(await newBoxCart())).find((day) => day.date === date)?.status).toBe('open');
    const again = await newBoxCart();
    expect((await call(api, 'POST', '/api/order', orderBody(again, date, `again-${engine.name}@example.com`))).code).toBe(200);
    expect(await booked(date)).toBe(3);
    // Raising the day's capacity opens it; lowering it below what is booked keeps the orders and refuses new ones.
    const raised = await call(api, 'PUT', `/api/admin/delivery/days/main/${date}`, { capacity: 4 }, manager.headers);
    expect(raised.result).toMatchObject({ booked: 3, capacity: 4, status: 'open' });
    const lowered = await call(api, 'PUT', `/api/admin/delivery/days/main/${date}`, { capacity: 1 }, manager.headers);
    expect(lowered.result).toMatchObject({ booked: 3, capacity: 1, status: 'full' });
    const reset = await call(api, 'PUT', `/api/admin/delivery/days/main/${date}`, { capacity: null }, manager.headers);
    expect(reset.result).toMatchObject({ booked: 3, capacity: 200, capacity_set: null, status: 'open' });
    const refused = await call(api, 'PUT', `/api/admin/delivery/days/main/${date}`, { capacity: -1 }, manager.headers);
    expect(refused).toMatchObject({ code: 400, reason: 'validation.failed' });
    const log = (await call(api, 'GET', `/api/admin/audit?entityType=delivery_day&entityId=main:${date}`, undefined, owner.headers))
      .result as {
      items: Array<{ action: string }>;
    };
    expect(log.items.length).toBeGreaterThanOrEqual(4);
    expect(log.items.every((entry) => entry.action === 'delivery.capacity')).toBe(true);
  });

  it('pauses a date for some states: shoppers there see the reason, orders are refused, placed ones are rescheduled and mailed', async () => {
    const date = dates[3];
    const later = dates[4];
    const { manager, packer } = await team();
    // Two orders already placed for the date: one to Maryland, one to Virginia.
    const email = `held-${engine.name}@example.com`;
    const heldOrder = await placeOrder(api, { email, products: [{ sku: 'BOX', qty: 1 }], deliveryDate: date });
    const virginia = {
      ...testAddress(`va-${engine.name}@example.com`),
      region_code: 'VA',
      region: 'Virginia',
      city: 'Norfolk',
      postcode: '23510',
    };
    await placeOrder(api, { email: virginia.email, address: virginia, products: [{ sku: 'BOX', qty: 1 }], deliveryDate: date });
    expect(await booked(date)).toBe(2);

    const reason = 'Hurricane Ida';
    expect((await postHold({ from_date: date, to_date: date, regions: 'md, de', reason }, packer.headers)).code).toBe(403);
    const bad = await postHold({ from_date: later, to_date: date, regions: 'XX', reason }, manager.headers);
    expect(bad).toMatchObject({ code: 400, reason: 'validation.failed', errors: [{ field: 'to_date' }] });
    const noState = await postHold({ from_date: date, to_date: date, regions: 'FL, ZZ', reason }, manager.headers);
    expect(noState).toMatchObject({ code: 400, reason: 'validation.failed', errors: [{ field: 'regions', code: 'unknown_region' }] });
    const created = await postHold({ from_date: date, to_date: date, regions: 'md, de', reason }, manager.headers);
    expect(created).toMatchObject({ code: 200, result: { regions: ['MD', 'DE'], reason, store_code: null } });
    const hold = created.result as { id: number };

    const cartId = await newBoxCart();
    expect((await offered(cartId, 'MD')).find((day) => day.date === date)).toMatchObject({ status: 'paused', pause_reason: reason });
    expect((await offered(cartId, 'VA')).find((day) => day.date === date)?.status).toBe('open');
    const refused = await call(api, 'POST', '/api/order', orderBody(cartId, date, `late-${engine.name}@example.com`));
    expect(refused).toMatchObject({
      code: 409,
      reason: 'order.delivery_date_paused',
      result: `Deliveries on ${dayText(date)} are paused: ${reason}. Please choose another date.`,
    });

    // Orders to reschedule: only the Maryland order.
    const list = (await call(api, 'GET', `/api/admin/delivery/holds/${hold.id}/orders`, undefined, packer.headers)).result as {
      items: Array<{ id: number; region: string; delivery_date: string }>;
      total: number;
    };
    expect(list.total).toBe(1);
    expect(list.items[0]).toMatchObject({ id: heldOrder.orderId, region: 'MD', delivery_date: date });
    // Not onto a held date, nor by a packer.
    expect(
      (await call(api, 'POST', `/api/admin/orders/${heldOrder.orderId}/reschedule`, { delivery_date: later }, packer.headers)).code,
    ).toBe(403);
    const moved = await call(api, 'POST', `/api/admin/orders/${heldOrder.orderId}/reschedule`, { delivery_date: later }, manager.headers);
    expect(moved).toMatchObject({ code: 200, result: { delivery_date: later, fulfilment: { date: later } } });
    expect(await booked(date)).toBe(1);
    expect(await booked(later)).toBe(1);
    expect(
      ((await call(api, 'GET', `/api/admin/delivery/holds/${hold.id}/orders`, undefined, packer.headers)).result as { total: number })
        .total,
    ).toBe(0);
    await expect
      .poll(() => mailsTo(api, email).some((mail) => mail.text.includes(`New delivery date: ${dayText(later)} (${later})`)))
      .toBe(true);
    const mail = mailsTo(api, email).find((mail) => mail.subject.includes('now arrives on'))!;
    expect(mail.text).toContain(`Why: ${reason}`);
    const { db } = await adminDb(api);
    const audit = await db
      .selectFrom('audit_log')
      .select(['before', 'after'])
      .where('action', '=', 'order.reschedule')
      .where('entity_id', '=', String(heldOrder.orderId))
      .execute();
    expect(audit).toHaveLength(1);
    expect(JSON.parse(audit[0].after ?? '{}')).toMatchObject({ delivery_date: later, hold_id: hold.id });
    // Moving it back onto the held date is refused for Maryland.
    const back = await call(api, 'POST', `/api/admin/orders/${heldOrder.orderId}/reschedule`, { delivery_date: date }, manager.headers);
    expect(back).toMatchObject({ code: 409, reason: 'order.delivery_date_paused' });

    // Lifting the hold opens the date again.
    expect((await call(api, 'DELETE', `/api/admin/delivery/holds/${hold.id}`, undefined, manager.headers)).code).toBe(200);
    expect((await offered(cartId, 'MD')).find((day) => day.date === date)?.status).toBe('open');
  });

  it('pauses a whole date for every destination and store', async () => {
    const date = dates[5];
    const { manager } = await team();
    const created = await postHold({ from_date: date, to_date: date, regions: '', reason: 'Carrier strike' }, manager.headers);
    expect(created.code).toBe(200);
    const list = await offered(await newBoxCart(), 'CA');
    expect(list.find((day) => day.date === date)).toMatchObject({ status: 'paused', pause_reason: 'Carrier strike' });
    const days = (await call(api, 'GET', '/api/admin/delivery/days?store=main', undefined, manager.headers)).result as {
      items: Array<{ date: string; status: string; holds: Array<{ reason: string }> }>;
    };
    expect(days.items.find((day) => day.date === date)).toMatchObject({ status: 'paused', holds: [{ reason: 'Carrier strike' }] });
    await call(api, 'DELETE', `/api/admin/delivery/holds/${(created.result as { id: number }).id}`, undefined, manager.headers);
  });
});
