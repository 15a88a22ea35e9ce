import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { openDatabase } from '../apps/api/src/db/database.js';
import { dropPostgresSchema } from '../apps/api/src/db/dialect.js';
import { orderRequest, stockUp, testAddress } from '../apps/api/test/fixtures.js';
import { jsonPoster, percentile } from './support.js';

/**
 * Cart and order benchmarks over HTTP against an API process on the seed catalog.
 *   npm run bench:cart                                   SQLite
 *   BENCH_DATABASE_URL=postgres://... npm run bench:cart   PostgreSQL (a fresh schema)
 */
const duration = Number(process.env.BENCH_SECONDS ?? 10);
const databaseUrl = process.env.BENCH_DATABASE_URL ?? '';
const schema = databaseUrl ? `bench_${Date.now()}` : '';
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shoreline-bench-cart-'));
const port = Number(process.env.BENCH_PORT ?? 3400);
const base = `http://127.0.0.1:${port}`;
const SKU = 'CRAB-MEAT-LUMP';

const env = {
  ...process.env,
  DATA_DIR: dataDir,
  API_PORT: String(port),
  HOST: '127.0.0.1',
  LOG_LEVEL: 'warn',
  DATABASE_URL: databaseUrl,
  DATABASE_SCHEMA: schema,
  // Orders here pay by check (no gateway); bench/payments.ts measures card payments.
  OFFLINE_PAYMENT_METHODS: 'checkmo',
  PAYMENT_MODE: 'test',
};
// BENCH_NODE_FLAGS="--cpu-prof --cpu-prof-dir=prof" profiles the API while it is measured.
const nodeFlags = (process.env.BENCH_NODE_FLAGS ?? '').split(' ').filter(Boolean);
const child = spawn(process.execPath, [...nodeFlags, '--conditions=source', '--import', 'tsx', 'apps/api/src/main.ts'], {
  env,
  stdio: ['ignore', 'ignore', 'inherit'],
});

const post = jsonPoster(base);

async function main() {
  for (let i = 0; i < 200; i++) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) break;
    } catch {
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  // Plenty of stock so the benchmark measures ordering, not selling out.
  const opened = await openDatabase({
    databaseUrl: databaseUrl || null,
    databaseSchema: schema || null,
    sqliteFile: path.join(dataDir, 'shoreline.db'),
  });
  await stockUp(opened.db, [SKU], 1_000_000);
  await opened.close();

  console.log(`Cart and order benchmarks on ${databaseUrl ? 'PostgreSQL' : 'SQLite'}, ${os.cpus().length} cores, Node ${process.version}`);
  const cartId = (await post('/api/cart/create')).result as string;
  await post(`/api/cart/update?cartId=${cartId}`, { cartItem: { sku: SKU, qty: 1 } });
  for (const [name, options] of [
    [
      'cart update',
      {
        method: 'POST' as const,
        url: `${base}/api/cart/update?cartId=${cartId}`,
        body: JSON.stringify({ cartItem: { sku: SKU, qty: 2 } }),
      },
    ],
    ['cart totals', { method: 'GET' as const, url: `${base}/api/cart/totals?cartId=${cartId}` }],
  ] as const) {
    const result = await autocannon({ ...options, headers: { 'content-type': 'application/json' }, connections: 4, duration });
    console.log(
      `${name}: ${Math.round(result.requests.average)} req/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, non-2xx ${result.non2xx}`,
    );
  }

  const methods = (await post(`/api/cart/shipping-methods?cartId=${cartId}`, { address: { country_id: 'US' } })).result as Array<{
    extension_attributes: { delivery_dates: Array<{ date: string }> };
  }>;
  const date = methods[0].extension_attributes.delivery_dates[0].date;
  const address = { ...testAddress('bench@example.com'), firstname: 'Bench', lastname: 'Mark' };
  const count = Number(process.env.BENCH_ORDERS ?? 300);
  const carts: string[] = [];
  for (let i = 0; i < count; i++) {
    const id = (await post('/api/cart/create')).result as string;
    await post(`/api/cart/update?cartId=${id}`, { cartItem: { sku: SKU, qty: 1 } });
    carts.push(id);
  }
  const times: number[] = [];
  for (const id of carts) {
    const started = performance.now();
    const answer = await post(
      '/api/order',
      orderRequest(id, { products: [{ sku: SKU, qty: 1 }], address, shipping: { deliveryDate: date }, paymentMethod: 'checkmo' }),
    );
    times.push(performance.now() - started);
    if (answer.code !== 200) throw new Error(`order failed: ${JSON.stringify(answer)}`);
  }
  times.sort((a, b) => a - b);
  console.log(
    `order placement (${count} orders, one at a time): p50 ${percentile(times, 50).toFixed(1)} ms, p99 ${percentile(times, 99).toFixed(1)} ms`,
  );
}

main()
  .catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  })
  .finally(async () => {
    // The API may still be writing order mails: remove its data once it has exited.
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
    fs.rmSync(dataDir, { recursive: true, force: true, maxRetries: 3 });
    if (databaseUrl) await dropPostgresSchema(databaseUrl, schema);
  });
