import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/database.js';
import { dropPostgresSchema } from '../src/db/dialect.js';
import { backupDatabase, restoreDatabase, type BackupTarget } from '../src/db/backup.js';
import { engines, startApi, type RunningApi } from './harness.js';
import { orderRequest, stockUp, testAddress } from './fixtures.js';

const SKU = 'SIDE-CORN';
const STOCK = 100_000;
const address = { ...testAddress('backup@example.com'), firstname: 'Back', lastname: 'Up' };

describe.each(engines)('backup and restore on $name', (engine) => {
  const cleanups: Array<() => Promise<void>> = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  async function placeOrder(api: RunningApi, deliveryDate: string): Promise<string> {
    const call = async (method: string, url: string, body?: unknown) => (await api.request(method, url, body)).body;
    const cartId = (await call('POST', '/api/cart/create')).result as string;
    await call('POST', `/api/cart/update?cartId=${cartId}`, { cartItem: { sku: SKU, qty: 1 } });
    const placed = await call(
      'POST',
      '/api/order',
      orderRequest(cartId, { products: [{ sku: SKU, qty: 1 }], address, shipping: { deliveryDate }, paymentMethod: 'checkmo' }),
    );
    if (placed.code !== 200) throw new Error(`order refused: ${JSON.stringify(placed)}`);
    return (placed.result as { orderNumber: string }).orderNumber;
  }

  it('restores every order acknowledged before the backup started, taken while orders are being written', async () => {
    const api = await startApi(engine);
    let apiStopped = false;
    cleanups.push(async () => {
      if (!apiStopped) await api.stop();
    });
    const live = await openDatabase(api.config);
    await stockUp(live.db, [SKU], STOCK);
    await live.close();

    const cartId = (await api.request('POST', '/api/cart/create')).body.result as string;
    const methods = (await api.request('POST', `/api/cart/shipping-methods?cartId=${cartId}`, { address: { country_id: 'US' } })).body
      .result as Array<{ extension_attributes: { delivery_dates: Array<{ date: string }> } }>;
    const deliveryDate = methods[0].extension_attributes.delivery_dates[0].date;

    // Two buyers keep ordering before, during and after the backup.
    const acknowledged: Array<{ orderNumber: string; at: number }> = [];
    let stop = false;
    const buyer = async () => {
      while (!stop) acknowledged.push({ orderNumber: await placeOrder(api, deliveryDate), at: performance.now() });
    };
    const buyers = [buyer(), buyer()];
    await expect.poll(() => acknowledged.length, { timeout: 20_000 }).toBeGreaterThanOrEqual(6);
    const backupDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shoreline-backup-'));
    cleanups.push(async () => fs.rmSync(backupDir, { recursive: true, force: true }));
    const backupStarted = performance.now();
    const countAtStart = acknowledged.length;
    const file = await backupDatabase(api.config, backupDir);
    const countAtEnd = acknowledged.length;
    await expect.poll(() => acknowledged.length, { timeout: 20_000 }).toBeGreaterThanOrEqual(countAtEnd + 4);
    stop = true;
    await Promise.all(buyers);
    expect(path.basename(file)).toMatch(/^shoreline-(sqlite|pg-test_\w+)-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\dZ\.(db|dump)$/);
    await api.stop();
    apiStopped = true;

    // Restore into a place the shop never used: a new DATA_DIR, or a new schema (the old one is gone with the shop).
    const restoreDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shoreline-restore-'));
    const schema = engine.name === 'postgres' ? `test_restore_${process.pid}_${randomBytes(3).toString('hex')}` : null;
    cleanups.push(async () => {
      fs.rmSync(restoreDir, { recursive: true, force: true });
      if (schema && api.config.databaseUrl) await dropPostgresSchema(api.config.databaseUrl, schema);
    });
    const target: BackupTarget = {
      databaseUrl: api.config.databaseUrl,
      databaseSchema: schema,
      sqliteFile: path.join(restoreDir, 'shoreline.db'),
    };
    await restoreDatabase(target, file);

    const restored = await openDatabase(target);
    const rows = await restored.db.selectFrom('orders').select('increment_id').execute();
    await restored.close();
    const numbers = rows.map((row) => row.increment_id);
    expect(new Set(numbers).size).toBe(numbers.length);
    const before = acknowledged.filter((order) => order.at < backupStarted).map((order) => order.orderNumber);
    expect(before.length).toBe(countAtStart);
    expect(numbers).toEqual(expect.arrayContaining(before));
    // Nothing in the copy that the shop did not acknowledge, and no more than the orders acknowledged by the end
    // of the copy plus one per buyer (committed in time, answered after).
    expect(acknowledged.map((order) => order.orderNumber)).toEqual(expect.arrayContaining(numbers));
    expect(numbers.length).toBeLessThanOrEqual(countAtEnd + 2);

    // A shop started on the restored data sells on from the copy: its stock matches its orders.
    const again = await startApi(engine, { sqliteFile: target.sqliteFile, databaseSchema: schema });
    try {
      const stock = (await again.request('GET', `/api/stock/check?sku=${SKU}`)).body.result as { qty: number };
      expect(stock.qty).toBe(STOCK - numbers.length);
      await placeOrder(again, deliveryDate);
    } finally {
      await again.stop();
    }

    // A target that holds data is refused, unless forced.
    await expect(restoreDatabase(target, file)).rejects.toThrow(/already holds/);
    await restoreDatabase(target, file, { force: true });
    const forced = await openDatabase(target);
    const count = await forced.db
      .selectFrom('orders')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    await forced.close();
    expect(Number(count.n)).toBe(numbers.length);
  }, 90_000);
});
