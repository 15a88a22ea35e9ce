import path from 'node:path';
import { sql, type Kysely } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.js';
import { migrateTo, migrateToLatest } from '../src/db/migrate.js';
import { deliveryPlacesMigration } from '../src/db/migrations/033_delivery_places.js';
import { emptyDatabases, engines, suiteApi, type EngineUnderTest, envelopeCall } from './harness.js';
import { adminDb, bookedOn, createStaffTeam, type TestStaff } from './admin-harness.js';
import {
  cardSandbox,
  insertGiftCard,
  paypalExtension,
  shipOvernight,
  stockUp,
  testAddress,
  tokenizeCard,
  type CardSandbox,
} from './fixtures.js';

/**
 * Issue 33, item 1: delivery capacity, bookings and shipping holds belong to the place that fills the boxes (the
 * website: the main store with its German and Italian views is one, the restaurant another), on every path that
 * reaches them: the date picker's availability and order placement in each view with each payment mode the test
 * configuration offers, a gift order, cancels, staff reschedules, holds, the back office's calendar, and the
 * migration that merges the per-view rows a shop had before.
 */
type Envelope = { code: number; result: unknown; reason?: string; errors?: unknown };
type OfferedDate = { date: string; status: 'open' | 'full' | 'paused'; pause_reason?: string };
type Day = { store_code: string; date: string; booked: number; capacity: number | null; capacity_set: number | null; status: string };

const SHOP_SEED = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..', 'seed', 'catalog.ndjson');
const CORN = 'SIDE-CORN-6';
const VIEWS = ['main', 'de', 'it'] as const;
const CARD = 'rootways_nmi_option';
const PAYPAL = 'paypal_express';

const FULL_TEXT: Record<(typeof VIEWS)[number], RegExp> = {
  main: /^Deliveries on .+ are fully booked\. Please choose another date\.$/u,
  de: /^Die Lieferungen am .+ sind ausgebucht\. Bitte wählen Sie ein anderes Datum\.$/u,
  it: /^Le consegne di .+ sono al completo\. Scegli un'altra data\.$/u,
};

const isWeekday = (date: string) => new Date(`${date}T12:00:00Z`).getUTCDay() !== 6;

describe.each(engines)('delivery capacity and holds per place, on every path, on $name', (engine) => {
  const shipping = loadConfig({ DELIVERY_CAPACITY: 'main:200,restaurant:60' }).shipping;
  // Unpaid orders are looked at often, so one whose hold ran out is released within the test.
  const api = suiteApi(engine, { seedFile: SHOP_SEED, storeViews: ['de', 'it'], shipping, awaitingPaymentIntervalMs: 100 });
  let staff: Record<'manager' | 'packer', TestStaff>;
  let cardGateway: CardSandbox;
  let dates: string[] = [];
  let people = 0;

  const call = envelopeCall<Envelope>(api);
  const viewHeaders = (view: string): Record<string, string> => ({ 'x-vs-store-code': view });
  const nextEmail = (what: string) => `${what}-${engine.name}-${++people}@example.com`;

  const newCart = async (view: string, sku = CORN) => {
    const cartId = (await call('POST', '/api/cart/create', undefined, viewHeaders(view))).result as string;
    const added = await call('POST', `/api/cart/update?cartId=${cartId}`, { cartItem: { sku, qty: 1 } }, viewHeaders(view));
    expect(added.code, JSON.stringify(added.result)).toBe(200);
    return cartId;
  };
  const offered = async (view: string, cartId?: string, region = 'MD'): Promise<OfferedDate[]> => {
    const cart = cartId ?? (await newCart(view));
    const methods = (
      await call(
        'POST',
        `/api/cart/shipping-methods?cartId=${cart}`,
        { address: { country_id: 'US', region_code: region } },
        viewHeaders(view),
      )
    ).result as Array<{ method_code: string; extension_attributes: { delivery_dates: OfferedDate[] } }>;
    return methods.find((method) => method.method_code === 'overnight')?.extension_attributes.delivery_dates ?? [];
  };
  const statusIn = async (view: string, date: string, region = 'MD') =>
    (await offered(view, undefined, region)).find((day) => day.date === date)?.status;
  const orderBody = (cartId: string, date: string, email: string, payment: string, extra: Record<string, unknown> = {}) => {
    const address = testAddress(email);
    return {
      cart_id: cartId,
      products: [{ sku: CORN, qty: 1 }],
      addressInformation: {
        billingAddress: address,
        shippingAddress: { ...address, extension_attributes: { delivery_date: date } },
        shipping_method_code: 'overnight',
        shipping_carrier_code: 'shoreline',
        payment_method_code: payment,
      },
      ...extra,
    };
  };
  const order = (view: string, cartId: string, date: string, payment = 'cashondelivery', extra: Record<string, unknown> = {}) =>
    call('POST', '/api/order', orderBody(cartId, date, nextEmail(`${view}-${payment}`), payment, extra), viewHeaders(view));
  const placed = async (view: string, date: string) => {
    const answer = await order(view, await newCart(view), date);
    expect(answer.code, JSON.stringify(answer.result)).toBe(200);
    return (answer.result as { backendOrderId: number }).backendOrderId;
  };
  const booked = async (date: string, place: number) => bookedOn((await adminDb(api)).db, date, place);
  const ordersOn = async (date: string) => {
    const { db } = await adminDb(api);
    return db
      .selectFrom('orders')
      .select(['id', 'store_code'])
      .where('delivery_date', '=', date)
      .where('status', '!=', 'canceled')
      .execute();
  };
  const day = async (store: string, date: string) =>
    (await call('GET', `/api/admin/delivery/days/${store}/${date}`, undefined, staff.packer.headers)).result as Day;
  const setCapacity = async (store: string, date: string, capacity: number | null) => {
    const answer = await call('PUT', `/api/admin/delivery/days/${store}/${date}`, { capacity }, staff.manager.headers);
    expect(answer.code, JSON.stringify(answer.result)).toBe(200);
    return answer.result as Day;
  };

  beforeAll(async () => {
    staff = await createStaffTeam(api, ['manager', 'packer'] as const);
    const { db } = await adminDb(api);
    await stockUp(db, [CORN], 100_000);
    cardGateway = await cardSandbox(api, await newCart('main'));
    dates = (await offered('main')).map((offer) => offer.date).filter(isWeekday);
    expect(dates.length).toBeGreaterThan(6);
  });

  it('lists one place per website for the back office, named plainly; a view code names its place', async () => {
    const places = (await call('GET', '/api/admin/delivery/places', undefined, staff.packer.headers)).result as {
      items: Array<{ code: string; name: string; store_codes: string[] }>;
    };
    expect(places.items).toEqual([
      { id: 1, code: 'main', name: 'Shoreline (English, Deutsch, Italiano)', store_codes: ['main', 'de', 'it'] },
      { id: 2, code: 'restaurant', name: 'Shoreline Crab House', store_codes: ['restaurant'] },
    ]);
    for (const view of VIEWS) {
      const days = (await call('GET', `/api/admin/delivery/days?store=${view}`, undefined, staff.packer.headers)).result as {
        items: Array<Day & { place: { name: string } }>;
      };
      expect(days.items[0]).toMatchObject({ store_code: 'main', capacity: 200, place: { name: 'Shoreline (English, Deutsch, Italiano)' } });
    }
    expect(await day('restaurant', dates[0])).toMatchObject({ store_code: 'restaurant', capacity: 60 });
    expect((await call('GET', '/api/admin/delivery/days?store=nowhere', undefined, staff.packer.headers)).code).toBe(400);
  });

  it('shows a date full for the main store as full in the de and it date pickers, and the restaurant keeps its own', async () => {
    const date = dates[0];
    for (const view of VIEWS) expect(await statusIn(view, date)).toBe('open');
    expect(await setCapacity('main', date, 0)).toMatchObject({ store_code: 'main', capacity: 0, status: 'full' });
    for (const view of VIEWS) expect(await statusIn(view, date), view).toBe('full');
    // The same day through either view's code in the back office.
    expect(await day('de', date)).toMatchObject({ store_code: 'main', capacity_set: 0, status: 'full' });
    expect(await day('it', date)).toMatchObject({ store_code: 'main', capacity_set: 0, status: 'full' });
    expect(await day('restaurant', date)).toMatchObject({ capacity: 60, capacity_set: null, status: 'open' });
  });

  describe('refuses the full date at order placement in every view, whatever the payment', () => {
    // The date the test above filled for the main store (set here too, so each of these runs alone).
    beforeAll(() => setCapacity('main', dates[0], 0));

    const refusedFull = (answer: Envelope, view: (typeof VIEWS)[number]) => {
      expect(answer, JSON.stringify(answer)).toMatchObject({ code: 409, reason: 'order.delivery_date_full' });
      expect(String(answer.result)).toMatch(FULL_TEXT[view]);
    };

    it.each(VIEWS)('cash on delivery, check / money order, the card and a gift order in %s', async (view) => {
      const date = dates[0];
      refusedFull(await order(view, await newCart(view), date, 'cashondelivery'), view);
      refusedFull(await order(view, await newCart(view), date, 'checkmo'), view);
      const { token } = await tokenizeCard(cardGateway);
      const byCard = orderBody(await newCart(view), date, nextEmail('card'), CARD);
      const byCardWithToken = {
        ...byCard,
        addressInformation: { ...byCard.addressInformation, payment_method_additional: { payment_token: token } },
      };
      refusedFull(await call('POST', '/api/order', byCardWithToken, viewHeaders(view)), view);
      const gift = { message: 'Happy birthday!', notify_recipient: false };
      refusedFull(await order(view, await newCart(view), date, 'cashondelivery', { gift }), view);
      expect(await ordersOn(date)).toEqual([]);
      expect(await booked(date, 1)).toBe(0);
    });

    it.each(VIEWS)('an order sent to pay later with the card or PayPal in %s', async (view) => {
      const date = dates[0];
      for (const payment of [CARD, PAYPAL])
        refusedFull(
          await order(view, await newCart(view), date, payment, { pay_later: true, order_id: `later-${view}-${payment}-${engine.name}` }),
          view,
        );
      expect(await ordersOn(date)).toEqual([]);
    });

    it.each(VIEWS)('a free order (a gift card pays all of it) in %s', async (view) => {
      const date = dates[0];
      const { db } = await adminDb(api);
      // A code as the shop writes them (four groups of four), one per engine and view.
      const code = `MTRX-${engine.name === 'sqlite' ? 'SQLT' : 'PGSQ'}-${view.toUpperCase().padEnd(4, 'X')}-0001`;
      await insertGiftCard(db, code, 100_000);
      const cartId = await newCart(view);
      expect((await call('POST', `/api/ext/gift-cards/activate/${code}?cartId=${cartId}`, undefined, viewHeaders(view))).code).toBe(200);
      refusedFull(await order(view, cartId, date, 'free'), view);
      expect(await ordersOn(date)).toEqual([]);
    });

    it.each(VIEWS)('PayPal express checkout, completed after approval, in %s', async (view) => {
      const date = dates[0];
      const open = dates[1];
      const cartId = await newCart(view);
      const email = nextEmail('paypal');
      const address = testAddress(email);
      const info = await shipOvernight(api, cartId, address, open, viewHeaders(view));
      expect(info.code).toBe(200);
      const paypal = (name: string, body: unknown) => paypalExtension(api, name, body, viewHeaders(view));
      const set = await paypal('setExpressCheckout', {
        cart_id: cartId,
        return_url: 'http://localhost:3000/checkout/paypal/return',
        cancel_url: 'http://localhost:3000/checkout/paypal/cancel',
      });
      expect(set.status, JSON.stringify(set.body)).toBe(200);
      const token = String(set.body.token);
      const approved = await fetch(`${cardGateway.origin}/checkoutnow/approve`, {
        method: 'POST',
        body: new URLSearchParams({ token }),
        redirect: 'manual',
      });
      expect(approved.status).toBe(303);
      const done = await paypal('complete', { token, ...orderBody(cartId, date, email, PAYPAL) });
      expect(done.status, JSON.stringify(done.body)).toBe(409);
      expect(done.body).toMatchObject({ success: false });
      expect(JSON.stringify(done.body)).toMatch(FULL_TEXT[view].source.slice(1, 12));
      expect(await ordersOn(date)).toEqual([]);
    });
  });

  it('counts bookings of every view against the place: two in de and it fill a capacity-2 day for main', async () => {
    const date = dates[1];
    // An older client names the day by a view's code: it is the place's day.
    expect(await setCapacity('it', date, 2)).toMatchObject({ store_code: 'main', capacity: 2, status: 'open' });
    const inGerman = await placed('de', date);
    await placed('it', date);
    expect(await booked(date, 1)).toBe(2);
    for (const view of VIEWS) expect(await statusIn(view, date), view).toBe('full');
    const refused = await order('main', await newCart('main'), date);
    expect(refused).toMatchObject({ code: 409, reason: 'order.delivery_date_full' });
    expect(await day('main', date)).toMatchObject({ booked: 2, capacity: 2, status: 'full' });
    // The restaurant's date is its own.
    expect(await day('restaurant', date)).toMatchObject({ booked: 0, status: 'open' });

    // A cancel in the German view gives the place its slot back: the main store takes it.
    const canceled = await call('POST', `/api/admin/orders/${inGerman}/cancel`, { reason: 'customer asked' }, staff.manager.headers);
    expect(canceled.code).toBe(200);
    expect(await booked(date, 1)).toBe(1);
    for (const view of VIEWS) expect(await statusIn(view, date), view).toBe('open');
    await placed('main', date);
    expect(await booked(date, 1)).toBe(2);
  });

  it('gives the place its slot back when an unpaid Italian order runs out of time', async () => {
    const date = dates[6];
    // Unpaid orders hold at most half of a date (ADR 0011): the Italian one takes one of two, a paid German one the other.
    await setCapacity('de', date, 2);
    const unpaid = await order('it', await newCart('it'), date, CARD, { pay_later: true, order_id: `unpaid-it-${engine.name}` });
    expect(unpaid.code, JSON.stringify(unpaid.result)).toBe(200);
    const orderId = (unpaid.result as { backendOrderId: number }).backendOrderId;
    await placed('de', date);
    expect(await booked(date, 1)).toBe(2);
    expect(await statusIn('main', date)).toBe('full');
    // Placed two days ago: past its hold, whatever its length.
    const { db } = await adminDb(api);
    await db
      .updateTable('orders')
      .set({ created_at: new Date(Date.now() - 48 * 3600_000).toISOString() })
      .where('id', '=', orderId)
      .execute();
    await expect
      .poll(async () => (await db.selectFrom('orders').select('status').where('id', '=', orderId).executeTakeFirstOrThrow()).status)
      .toBe('canceled');
    expect(await booked(date, 1)).toBe(1);
    for (const view of VIEWS) expect(await statusIn(view, date), view).toBe('open');
  });

  it("keeps the restaurant's dates apart: full there leaves the main place open", async () => {
    const date = dates[2];
    expect(await setCapacity('restaurant', date, 0)).toMatchObject({ store_code: 'restaurant', status: 'full' });
    for (const view of VIEWS) expect(await statusIn(view, date), view).toBe('open');
    expect(await day('main', date)).toMatchObject({ capacity: 200, status: 'open' });
    await placed('de', date);
    expect(await booked(date, 1)).toBe(1);
    expect(await booked(date, 2)).toBe(0);
  });

  it('pauses de and it with a hold on the main place (named by any view), not the restaurant', async () => {
    const date = dates[3];
    const reason = 'Sturm an der Küste';
    const created = await call(
      'POST',
      '/api/admin/delivery/holds',
      { store_code: 'de', from_date: date, to_date: date, regions: '', reason },
      staff.manager.headers,
    );
    expect(created).toMatchObject({
      code: 200,
      result: { store_code: 'main', place: { code: 'main', name: 'Shoreline (English, Deutsch, Italiano)' } },
    });
    const hold = created.result as { id: number };
    for (const view of VIEWS) {
      expect(
        (await offered(view)).find((offer) => offer.date === date),
        view,
      ).toMatchObject({ status: 'paused', pause_reason: reason });
      expect(await order(view, await newCart(view), date), view).toMatchObject({ code: 409, reason: 'order.delivery_date_paused' });
    }
    expect(await day('restaurant', date)).toMatchObject({ status: 'open', holds: [] });
    const held = (await call('GET', '/api/admin/delivery/holds', undefined, staff.packer.headers)).result as {
      items: Array<{ id: number; store_code: string | null; place: { name: string } | null }>;
    };
    expect(held.items.find((item) => item.id === hold.id)).toMatchObject({
      store_code: 'main',
      place: { name: 'Shoreline (English, Deutsch, Italiano)' },
    });
    expect((await call('DELETE', `/api/admin/delivery/holds/${hold.id}`, undefined, staff.manager.headers)).code).toBe(200);
    expect(await statusIn('it', date)).toBe('open');
  });

  it("lists an Italian order under a main-place hold's orders to reschedule, and moves its booking within the place", async () => {
    const date = dates[4];
    const later = dates[5];
    const inItalian = await placed('it', date);
    expect(await booked(date, 1)).toBe(1);
    const created = await call(
      'POST',
      '/api/admin/delivery/holds',
      { store_code: 'main', from_date: date, to_date: date, regions: 'MD', reason: 'Flood' },
      staff.manager.headers,
    );
    const hold = created.result as { id: number };
    const toMove = (await call('GET', `/api/admin/delivery/holds/${hold.id}/orders`, undefined, staff.packer.headers)).result as {
      items: Array<{ id: number; store_code: string }>;
    };
    expect(toMove.items).toEqual([expect.objectContaining({ id: inItalian, store_code: 'it' })]);
    // The later day is full for the place (set through the main store): the move is refused until it is raised.
    await setCapacity('main', later, 0);
    const refused = await call('POST', `/api/admin/orders/${inItalian}/reschedule`, { delivery_date: later }, staff.manager.headers);
    expect(refused).toMatchObject({ code: 409, reason: 'order.delivery_date_full' });
    await setCapacity('de', later, 1);
    const moved = await call('POST', `/api/admin/orders/${inItalian}/reschedule`, { delivery_date: later }, staff.manager.headers);
    expect(moved).toMatchObject({ code: 200, result: { delivery_date: later } });
    expect(await booked(date, 1)).toBe(0);
    expect(await booked(later, 1)).toBe(1);
    expect(await booked(later, 2)).toBe(0);
    for (const view of VIEWS) expect(await statusIn(view, later), view).toBe('full');
    await call('DELETE', `/api/admin/delivery/holds/${hold.id}`, undefined, staff.manager.headers);
  });
});

describe.each(engines)('migration 033 merges per-view delivery rows into their place on $name', (engine: EngineUnderTest) => {
  const freshDatabase = emptyDatabases(engine, 'places');

  const store = (code: string, storeId: number, websiteId: number, locale: string, isDefault = 0) => ({
    code,
    store_id: storeId,
    website_id: websiteId,
    name: websiteId === 1 ? 'Shoreline' : 'Shoreline Crab House',
    tagline: '',
    logo: '',
    is_default: isDefault,
    hosts: '[]',
    url_prefix: null,
    append_store_code: 0,
    url_mapping_enabled: 0,
    locale,
    currency_code: 'USD',
    currency_sign: '$',
    fraction_digits: 2,
    price_template: '{sign}{amount}',
    default_country: 'US',
    default_region: '',
    display_prices_incl_tax: 0,
    seo_title: '',
    seo_description: '',
  });

  it('sums bookings, keeps the smallest staff capacity, moves holds to the place, and goes back to the main view', async () => {
    const opened = await freshDatabase();
    await migrateTo(opened, '032_store_view_price_format');
    // Tables as they were at 032 (the shop's types know only the latest schema).
    const db = opened.db as unknown as Kysely<Record<string, Record<string, unknown>>>;
    for (const row of [
      store('main', 1, 1, 'en-US', 1),
      store('restaurant', 2, 2, 'en-US'),
      store('de', 3, 1, 'de-DE'),
      store('it', 4, 1, 'it-IT'),
    ])
      await db.insertInto('stores').values(row).execute();
    const stamp = '2026-11-01T00:00:00.000Z';
    const slot = (code: string, date: string, booked: number, capacity: number | null) => ({
      store_code: code,
      delivery_date: date,
      booked,
      capacity,
      updated_at: stamp,
    });
    await db
      .insertInto('delivery_slots')
      .values([
        slot('main', '2026-12-01', 2, null),
        slot('de', '2026-12-01', 1, 5),
        slot('it', '2026-12-01', 1, 3),
        slot('restaurant', '2026-12-01', 4, null),
        slot('de', '2026-12-02', 1, null),
        slot('main', '2026-12-03', 0, 0),
        slot('gone', '2026-12-01', 7, 1),
      ])
      .execute();
    const hold = (code: string | null, reason: string) => ({
      store_code: code,
      from_date: '2026-12-01',
      to_date: '2026-12-02',
      regions: '',
      reason,
      staff_id: null,
      created_at: stamp,
    });
    await db
      .insertInto('shipping_holds')
      .values([hold('de', 'German view'), hold(null, 'Everywhere'), hold('restaurant', 'Restaurant'), hold('gone', 'No store')])
      .execute();

    await migrateToLatest(opened);
    const slots = async (key: string) =>
      (
        await sql<
          Record<string, unknown>
        >`select ${sql.ref(key)} as key, delivery_date, booked, capacity from delivery_slots order by 1, 2`.execute(opened.db)
      ).rows.map((row) => ({ ...row, booked: Number(row.booked), capacity: row.capacity === null ? null : Number(row.capacity) }));
    expect(await slots('website_id')).toEqual([
      { key: 1, delivery_date: '2026-12-01', booked: 4, capacity: 3 },
      { key: 1, delivery_date: '2026-12-02', booked: 1, capacity: null },
      { key: 1, delivery_date: '2026-12-03', booked: 0, capacity: 0 },
      { key: 2, delivery_date: '2026-12-01', booked: 4, capacity: null },
    ]);
    const holds = async (key: string) =>
      (
        await sql<{ key: unknown; reason: string }>`select ${sql.ref(key)} as key, reason from shipping_holds order by id`.execute(
          opened.db,
        )
      ).rows;
    expect(await holds('website_id')).toEqual([
      { key: 1, reason: 'German view' },
      { key: null, reason: 'Everywhere' },
      { key: 2, reason: 'Restaurant' },
    ]);

    await deliveryPlacesMigration.down?.(opened.db);
    expect(await slots('store_code')).toEqual([
      { key: 'main', delivery_date: '2026-12-01', booked: 4, capacity: 3 },
      { key: 'main', delivery_date: '2026-12-02', booked: 1, capacity: null },
      { key: 'main', delivery_date: '2026-12-03', booked: 0, capacity: 0 },
      { key: 'restaurant', delivery_date: '2026-12-01', booked: 4, capacity: null },
    ]);
    expect(await holds('store_code')).toEqual([
      { key: 'main', reason: 'German view' },
      { key: null, reason: 'Everywhere' },
      { key: 'restaurant', reason: 'Restaurant' },
    ]);
  });
});
