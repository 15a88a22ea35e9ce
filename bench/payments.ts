import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createApi } from '../apps/api/src/app.js';
import { loadConfig } from '../apps/api/src/config.js';
import { openDatabase } from '../apps/api/src/db/database.js';
import { dropPostgresSchema } from '../apps/api/src/db/dialect.js';
import { orderRequest, stockUp, testAddress } from '../apps/api/test/fixtures.js';
import { jsonPoster, percentile } from './support.js';

/**
 * Order placement with a card payment, end to end over HTTP: the API and its payment sandboxes
 * run in this process (no credentials, test mode), on the seed catalog. Each order is one
 * tokenized card (tokenized before the clock starts, as the browser does before it places the
 * order) and one POST /api/order: re-pricing, the sandbox's sale, the order transaction.
 *   npm run bench:payments                                     SQLite
 *   BENCH_DATABASE_URL=postgres://... npm run bench:payments     PostgreSQL (a fresh schema)
 *   BENCH_ORDERS=200 (per run), BENCH_IN_FLIGHT=4
 */
const count = Number(process.env.BENCH_ORDERS ?? 200);
const inFlight = Number(process.env.BENCH_IN_FLIGHT ?? 4);
const databaseUrl = process.env.BENCH_DATABASE_URL ?? '';
const schema = databaseUrl ? `bench_${Date.now()}` : '';
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shoreline-bench-payments-'));
const SKU = 'CRAB-MEAT-LUMP';

const address = { ...testAddress('bench@example.com'), firstname: 'Bench', lastname: 'Mark' };

async function main() {
  const config = loadConfig(
    { DATA_DIR: dataDir, NODE_ENV: 'production', LOG_LEVEL: 'warn', PAYMENT_MODE: 'test' },
    {
      databaseUrl: databaseUrl || null,
      databaseSchema: schema || null,
      paymentSandboxPort: 0,
      paymentSandboxHost: '127.0.0.1',
      offlinePaymentMethods: ['checkmo'],
    },
  );
  const app = await createApi({ config });
  try {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address_ = app.server.address();
    const base = `http://127.0.0.1:${typeof address_ === 'object' && address_ ? address_.port : 0}`;
    await run(base, config);
    // Confirmation e-mails go out after each answer; let the last ones land before the data folder goes.
    await new Promise((resolve) => setTimeout(resolve, 1000));
  } finally {
    await app.close();
  }
}

async function run(base: string, config: ReturnType<typeof loadConfig>) {
  const post = jsonPoster(base);

  // Plenty of stock so the benchmark measures paying and ordering, not selling out.
  const opened = await openDatabase(config);
  await stockUp(opened.db, [SKU], 1_000_000);
  await opened.close();

  const probe = (await post('/api/cart/create')).result as string;
  await post(`/api/cart/update?cartId=${probe}`, { cartItem: { sku: SKU, qty: 1 } });
  const methods = (await (await fetch(`${base}/api/cart/payment-methods?cartId=${probe}`)).json()) as {
    result: Array<{ code: string; extension_attributes?: { collect_js_url: string; tokenization_key: string } }>;
  };
  const card = methods.result.find((m) => m.code === 'rootways_nmi_option')?.extension_attributes;
  if (!card) throw new Error('no card method offered');
  const sandbox = `http://127.0.0.1:${new URL(card.collect_js_url).port}`;
  const shipping = (await post(`/api/cart/shipping-methods?cartId=${probe}`, { address: { country_id: 'US' } })).result as Array<{
    extension_attributes: { delivery_dates: Array<{ date: string }> };
  }>;
  const date = shipping[0].extension_attributes.delivery_dates[0].date;

  const tokenize = async () => {
    const response = await fetch(`${sandbox}/token/api/tokenize`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ tokenization_key: card.tokenization_key, ccnumber: '4111111111111111', ccexp: '12/39', cvv: '123' }),
    });
    return ((await response.json()) as { token: string }).token;
  };
  const prepare = async (method: string) => {
    const cartId = (await post('/api/cart/create')).result as string;
    await post(`/api/cart/update?cartId=${cartId}`, { cartItem: { sku: SKU, qty: 1 } });
    const additional = method === 'rootways_nmi_option' ? { payment_token: await tokenize() } : {};
    return orderRequest(cartId, {
      products: [{ sku: SKU, qty: 1 }],
      address,
      shipping: { deliveryDate: date },
      paymentMethod: method,
      paymentAdditional: additional,
    });
  };
  const place = async (body: Awaited<ReturnType<typeof prepare>>) => {
    const started = performance.now();
    const answer = await post('/api/order', body);
    if (answer.code !== 200) throw new Error(`order failed: ${JSON.stringify(answer)}`);
    return performance.now() - started;
  };
  const measure = async (name: string, method: string, parallel: number) => {
    const bodies = [];
    for (let i = 0; i < count; i++) bodies.push(await prepare(method));
    const times: number[] = [];
    const started = performance.now();
    let next = 0;
    await Promise.all(
      Array.from({ length: parallel }, async () => {
        while (next < bodies.length) times.push(await place(bodies[next++]));
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    times.sort((a, b) => a - b);
    console.log(
      `${name}: ${count} orders, ${parallel} in flight: p50 ${percentile(times, 50).toFixed(1)} ms, p99 ${percentile(times, 99).toFixed(1)} ms, ${(count / seconds).toFixed(0)} orders/s`,
    );
  };

  console.log(
    `Card payment benchmarks on ${databaseUrl ? 'PostgreSQL' : 'SQLite'}, ${os.cpus().length} cores, Node ${process.version} (API, card sandbox and client in one process)`,
  );
  await measure('order by check, no gateway (baseline)', 'checkmo', 1);
  await measure('order with card payment', 'rootways_nmi_option', 1);
  await measure('order with card payment', 'rootways_nmi_option', inFlight);
  const report = (await (await fetch(`${sandbox}/sandbox/nmi/transactions`)).json()) as { approvedSales: number };
  console.log(`card sandbox: ${report.approvedSales} approved sales for ${2 * count} card orders`);
}

main()
  .catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  })
  .finally(async () => {
    fs.rmSync(dataDir, { recursive: true, force: true });
    if (databaseUrl) await dropPostgresSchema(databaseUrl, schema);
  });
