import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/database.js';
import { dropPostgresSchema } from '../src/db/dialect.js';
import { engines, MINI_CATALOG, startApi } from './harness.js';
import { orderRequest, testAddress } from './fixtures.js';

const address = { ...testAddress('race@example.com'), firstname: 'Race', lastname: 'Tester' };

async function post(baseUrl: string, url: string, body?: unknown) {
  const response = await fetch(baseUrl + url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: body === undefined ? '' : JSON.stringify(body),
  });
  return (await response.json()) as { code: number; result: unknown };
}

/** Prepares guest carts holding `qty` of `sku`, and the order body for each. */
async function prepareOrders(baseUrl: string, count: number, sku: string, qty: number) {
  const carts: string[] = [];
  for (let i = 0; i < count; i++) {
    const cartId = (await post(baseUrl, '/api/cart/create')).result as string;
    const added = await post(baseUrl, `/api/cart/update?cartId=${cartId}`, { cartItem: { sku, qty } });
    if (added.code !== 200) throw new Error(`cart setup failed: ${JSON.stringify(added)}`);
    carts.push(cartId);
  }
  const methods = (await post(baseUrl, `/api/cart/shipping-methods?cartId=${carts[0]}`, { address: { country_id: 'US' } }))
    .result as Array<{ extension_attributes: { delivery_dates: Array<{ date: string }> } }>;
  const date = methods[0].extension_attributes.delivery_dates[0].date;
  return carts.map((cartId) =>
    orderRequest(cartId, { products: [{ sku, qty }], address, shipping: { deliveryDate: date }, paymentMethod: 'checkmo' }),
  );
}

describe.each(engines)('reliability on $name', (engine) => {
  it('sells the last units exactly once when 50 shoppers race for 10', async () => {
    const api = await startApi(engine);
    try {
      const bodies = await prepareOrders(api.baseUrl, 50, 'CRAB-DZ', 1);
      const results = await Promise.all(bodies.map((body) => post(api.baseUrl, '/api/order', body)));
      const won = results.filter((r) => r.code === 200);
      const lost = results.filter((r) => r.code !== 200);
      expect(won).toHaveLength(10);
      expect(lost.every((r) => r.code === 409 && String(r.result).startsWith('Out of the stock!'))).toBe(true);
      const stock = await (await fetch(`${api.baseUrl}/api/stock/check?sku=CRAB-DZ`)).json();
      expect(stock.result).toMatchObject({ qty: 0, is_in_stock: false });
    } finally {
      await api.stop();
    }
  });

  it('keeps every confirmed order and the stock consistent after kill -9 during a burst', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shoreline-crash-'));
    const schema = engine.name === 'postgres' ? `crash_${randomBytes(4).toString('hex')}` : null;
    const port = 40_000 + Math.floor(Math.random() * 10_000);
    const env = {
      ...process.env,
      DATA_DIR: dataDir,
      SEED_FILE: MINI_CATALOG,
      API_PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'silent',
      NODE_ENV: 'test',
      PAYMENT_MODE: 'test',
      ...(engine.name === 'postgres'
        ? { DATABASE_URL: process.env.TEST_DATABASE_URL, DATABASE_SCHEMA: schema ?? '' }
        : { DATABASE_URL: '' }),
    };
    const startChild = async (): Promise<ChildProcess> => {
      const child = spawn(process.execPath, ['--conditions=source', '--import', 'tsx', 'apps/api/src/main.ts'], { env, stdio: 'ignore' });
      // A generous start window: a loaded CI machine has taken 20-40 s to start the child under tsx.
      const deadline = Date.now() + 60_000;
      while (Date.now() < deadline) {
        try {
          if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) return child;
        } catch {
          // starting
        }
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      throw new Error('API child did not start');
    };
    const baseUrl = `http://127.0.0.1:${port}`;
    let child = await startChild();
    try {
      const bodies = await prepareOrders(baseUrl, 40, 'SIDE-CORN', 1);
      const confirmed: string[] = [];
      const pending = bodies.map((body, index) =>
        new Promise((resolve) => setTimeout(resolve, index * 3)).then(() =>
          post(baseUrl, '/api/order', body)
            .then((r) => {
              if (r.code === 200) confirmed.push((r.result as { orderNumber: string }).orderNumber);
            })
            .catch(() => undefined),
        ),
      );
      // Kill mid-burst: once a few orders are confirmed and others are still in flight.
      for (let waited = 0; confirmed.length < 5 && waited < 3000; waited += 5) await new Promise((resolve) => setTimeout(resolve, 5));
      child.kill('SIGKILL');
      await Promise.all(pending);
      child = await startChild();

      const opened = await openDatabase({
        databaseUrl: env.DATABASE_URL || null,
        databaseSchema: schema,
        sqliteFile: path.join(dataDir, 'shoreline.db'),
      });
      try {
        const orders = await opened.db.selectFrom('orders').select(['id', 'increment_id', 'grand_total_cents']).execute();
        const numbers = new Set(orders.map((o) => o.increment_id));
        for (const number of confirmed) expect(numbers.has(number)).toBe(true);
        const items = await opened.db.selectFrom('order_items').select(['order_id', 'qty']).execute();
        for (const order of orders) expect(items.filter((item) => item.order_id === order.id).length).toBe(1);
        const stock = await opened.db
          .selectFrom('stock_items')
          .innerJoin('products', 'products.id', 'stock_items.product_id')
          .select('stock_items.qty')
          .where('products.sku', '=', 'SIDE-CORN')
          .executeTakeFirstOrThrow();
        const sold = items.reduce((sum, item) => sum + item.qty, 0);
        expect(stock.qty).toBe(50 - sold);
        expect(confirmed.length).toBeLessThanOrEqual(orders.length);
        console.log(
          `[crash ${engine.name}] ${confirmed.length} orders confirmed before kill -9, ${orders.length} stored, stock ${stock.qty} = 50 - ${sold}`,
        );
      } finally {
        await opened.close();
      }
    } finally {
      child.kill('SIGKILL');
      if (schema && process.env.TEST_DATABASE_URL) await dropPostgresSchema(process.env.TEST_DATABASE_URL, schema);
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }, 120_000);
});
