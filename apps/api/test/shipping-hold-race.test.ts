import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.js';
import { engines, miniCatalogWith, sameDatabaseAs, suiteApi, type RunningApi } from './harness.js';
import { adminDb, createStaffTeam } from './admin-harness.js';
import { orderRequest, testAddress } from './fixtures.js';

/**
 * Shipping holds against orders in flight, on two API processes sharing one database: an order's hold check and
 * a hold's creation exclude each other, so an order either sees the hold and is refused, or was placed before
 * the hold existed (and staff find it under the hold's orders to reschedule). None checks before the hold and
 * commits after it.
 */
type Envelope = { code: number; result: unknown; reason?: string };

const BOX =
  '{"type":"product","id":190,"sku":"BOX","type_id":"simple","name":"Crab Box","url_key":"crab-box","price":20,"tax_class_id":5,' +
  '"category_ids":[3],"image":"/product/corn.svg","stock":{"qty":10000,"manage_stock":true}}';
const catalog = miniCatalogWith([BOX]);

const until = async (done: () => Promise<boolean> | boolean, what: string) => {
  for (let i = 0; i < 400; i++) {
    if (await done()) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`timed out waiting until ${what}`);
};

describe.each(engines)('shipping holds against orders in flight on $name', (engine) => {
  const shipping = loadConfig({}).shipping;
  const api = suiteApi(engine, { seedFile: catalog, shipping });
  const second = suiteApi(engine, () => ({ ...sameDatabaseAs(engine, api), seedFile: catalog, shipping }));
  const call = async (target: RunningApi, method: string, url: string, body?: unknown, headers: Record<string, string> = {}) =>
    (await target.request(method, url, body, headers)).body as Envelope;

  const newBoxCart = async (target: RunningApi) => {
    const cartId = (await call(target, 'POST', '/api/cart/create')).result as string;
    expect((await call(target, 'POST', `/api/cart/update?cartId=${cartId}`, { cartItem: { sku: 'BOX', qty: 1 } })).code).toBe(200);
    return cartId;
  };
  const deliveryDates = async () => {
    const methods = (
      await call(api, 'POST', `/api/cart/shipping-methods?cartId=${await newBoxCart(api)}`, {
        address: { country_id: 'US', region_code: 'MD' },
      })
    ).result as Array<{ method_code: string; extension_attributes: { delivery_dates: Array<{ date: string }> } }>;
    return methods.find((method) => method.method_code === 'overnight')!.extension_attributes.delivery_dates.map((day) => day.date);
  };
  const orderOn = async (target: RunningApi, date: string, email: string) =>
    call(
      target,
      'POST',
      '/api/order',
      orderRequest(await newBoxCart(target), {
        products: [{ sku: 'BOX', qty: 1 }],
        address: testAddress(email),
        shipping: { deliveryDate: date },
        paymentMethod: 'checkmo',
      }),
    );
  const holdOrders = async (holdId: number, headers: Record<string, string>) =>
    (
      (await call(api, 'GET', `/api/admin/delivery/holds/${holdId}/orders`, undefined, headers)).result as {
        items: Array<{ id: number }>;
      }
    ).items.map((item) => item.id);
  const booked = async (date: string) => {
    const { db } = await adminDb(api);
    const row = await db
      .selectFrom('delivery_slots')
      .select('booked')
      .where('website_id', '=', 1)
      .where('delivery_date', '=', date)
      .executeTakeFirst();
    return row?.booked ?? 0;
  };

  it('settles 16 orders and a hold made at the same moment: each order refused as paused, or placed and listed to reschedule', async () => {
    const date = (await deliveryDates())[2];
    const { manager } = await createStaffTeam(api, ['manager']);
    const orders = Array.from({ length: 16 }, (_, n) => orderOn(n % 2 ? second : api, date, `mix-${engine.name}-${n}@example.com`));
    const hold = call(
      second,
      'POST',
      '/api/admin/delivery/holds',
      { from_date: date, to_date: date, reason: 'Ice storm' },
      manager.headers,
    );
    const [answers, created] = await Promise.all([Promise.all(orders), hold]);
    expect(created.code).toBe(200);
    const placed = answers.filter((answer) => answer.code === 200);
    for (const answer of answers.filter((candidate) => candidate.code !== 200))
      expect(answer).toMatchObject({ code: 409, reason: 'order.delivery_date_paused' });
    const listed = await holdOrders((created.result as { id: number }).id, manager.headers);
    expect(listed).toHaveLength(placed.length);
    expect(await booked(date)).toBe(placed.length);
    // From now on every order for the date is refused, on either process.
    expect(await orderOn(second, date, `after-${engine.name}@example.com`)).toMatchObject({
      code: 409,
      reason: 'order.delivery_date_paused',
    });
  });

  // The interleaving the locks are for, made certain: PostgreSQL runs write transactions side by side (SQLite's
  // single writer cannot interleave them, and its in-process busy wait would stall this test's own connection).
  it.runIf(engine.name === 'postgres')(
    'a hold waits for an order that checked for holds and has not committed yet; the order is then listed to reschedule',
    async () => {
      const date = (await deliveryDates())[3];
      const { manager } = await createStaffTeam(api, ['manager']);
      const { db } = await adminDb(api);
      await db
        .insertInto('delivery_slots')
        .values({ website_id: 1, delivery_date: date, booked: 0, capacity: null, updated_at: new Date().toISOString() })
        .onConflict((conflict) => conflict.columns(['website_id', 'delivery_date']).doNothing())
        .execute();
      const blockedBy = async (pids: number[]) =>
        (
          await sql<{ pid: number }>`select pid from pg_stat_activity where pg_blocking_pids(pid) && ${sql.raw(
            `array[${pids.map(Number).join(',')}]::int[]`,
          )}`.execute(db)
        ).rows.map((row) => row.pid);

      // This test's own transaction holds the date's slot row: an order passes its hold check, then waits at the slot.
      let release = () => {};
      const released = new Promise<void>((resolve) => (release = resolve));
      let blocker = 0;
      const holding = db.transaction().execute(async (trx) => {
        blocker = (await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(trx)).rows[0].pid;
        await trx
          .selectFrom('delivery_slots')
          .select('booked')
          .where('website_id', '=', 1)
          .where('delivery_date', '=', date)
          .forUpdate()
          .execute();
        await released;
      });
      await until(() => blocker !== 0, 'the slot row is held');
      try {
        const order = orderOn(api, date, `inflight-${engine.name}@example.com`);
        let orderBackends: number[] = [];
        await until(async () => (orderBackends = await blockedBy([blocker])).length > 0, 'the order waits at the slot');

        // Staff create a hold for the date on the other process meanwhile.
        let holdAnswered = false;
        const hold = call(
          second,
          'POST',
          '/api/admin/delivery/holds',
          { store_code: 'main', from_date: date, to_date: date, reason: 'Flood' },
          manager.headers,
        ).finally(() => (holdAnswered = true));
        await until(async () => holdAnswered || (await blockedBy(orderBackends)).length > 0, 'the hold waits for the order, or is made');
        expect(holdAnswered, 'the hold was made while an order that had found no hold was still open').toBe(false);

        release();
        await holding;
        const [placed, created] = await Promise.all([order, hold]);
        expect(placed.code).toBe(200);
        expect(created.code).toBe(200);
        const listed = await holdOrders((created.result as { id: number }).id, manager.headers);
        expect(listed).toEqual([(placed.result as { backendOrderId: number }).backendOrderId]);
        expect(await orderOn(second, date, `next-${engine.name}@example.com`)).toMatchObject({
          code: 409,
          reason: 'order.delivery_date_paused',
        });
      } finally {
        release();
        await holding.catch(() => undefined);
      }
    },
  );
});
