import { execFile, execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { openDatabase } from '../apps/api/src/db/database.js';
import { dropPostgresSchema } from '../apps/api/src/db/dialect.js';
import { orderRequest, stockUp, testAddress } from '../apps/api/test/fixtures.js';
import { percentile } from './support.js';

/**
 * The deployment of deploy/ under load: two shop processes started as deploy/systemd/shoreline@.service starts
 * them, on one fresh PostgreSQL schema, behind nginx running deploy/nginx/shoreline.conf (ports rendered in).
 * Buyers (guest cart, add lines, shipping information, order paid by check) and readers (pages, catalog) go
 * through nginx while the bench
 *   (a) restarts both processes one after the other as deploy/rolling-restart.sh does (out of nginx, the unit's
 *       KillSignal, start, ready, back in nginx): 0 failures;
 *   (b) kills one process with SIGKILL and starts it again: every acknowledged order stored once, stock exact,
 *       failures only for requests that were in flight at the kill.
 * It prints orders/s, p50/p99 and failures per phase, and exits 1 when a check fails.
 *   npm run build && npm run bench:cluster [-- --short]
 * BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test) names the database; the schema is its own.
 */
const short = process.argv.includes('--short');
const databaseUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const schema = `bench_cluster_${process.pid}_${Date.now().toString(36)}`;
const BUYERS = Number(process.env.BENCH_BUYERS ?? 4);
const READERS = Number(process.env.BENCH_READERS ?? 2);
const SECONDS = short ? { warm: 1, steady: 4, afterRestart: 2, crash: 4 } : { warm: 5, steady: 20, afterRestart: 5, crash: 20 };
const SKUS = ['CRAB-MEAT-LUMP', 'CRAB-MEAT-CLAW', 'SHRIMP-STEAMED-1LB', 'LOBSTER-TAILS-2X6'];
const STOCK = 1_000_000;
const PAGES = ['/', '/c/crabs', '/p/CRAB-STEAM/steamed-blue-crabs', '/p/CRAB-MEAT-LUMP/lump-crab-meat-1-lb'];
const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'shoreline-cluster-'));
fs.chmodSync(work, 0o755);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

// ---- deploy/systemd/shoreline@.service: how a process is started and stopped ----

interface Unit {
  env: Record<string, string>;
  args: string[];
  killSignal: NodeJS.Signals;
}

function readUnit(port: number): Unit {
  const text = fs.readFileSync(path.join(root, 'deploy/systemd/shoreline@.service'), 'utf8');
  const lines = text.split('\n').filter((line) => !line.startsWith('#'));
  const value = (key: string) => lines.filter((line) => line.startsWith(`${key}=`)).map((line) => line.slice(key.length + 1).trim());
  const env: Record<string, string> = {};
  for (const assignment of value('Environment')) {
    const at = assignment.indexOf('=');
    env[assignment.slice(0, at)] = assignment.slice(at + 1).replaceAll('%i', String(port));
  }
  const [command, ...args] = value('ExecStart')[0].split(/\s+/);
  if (!command.endsWith('/node')) throw new Error(`ExecStart does not run node: ${command}`);
  const killSignal = (value('KillSignal')[0] ?? 'SIGTERM') as NodeJS.Signals;
  return { env, args, killSignal };
}

interface ShopProcess {
  name: string;
  port: number;
  child: ChildProcess;
  exited: Promise<number | null>;
}

function startShop(name: string, port: number, shared: Record<string, string>): ShopProcess {
  const unit = readUnit(port);
  const log = fs.openSync(path.join(work, `${name}.log`), 'a');
  const child = spawn(process.execPath, unit.args, {
    cwd: root,
    env: { ...process.env, ...shared, ...unit.env },
    stdio: ['ignore', log, log],
  });
  fs.closeSync(log);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { name, port, child, exited };
}

/** Ready when /api/health/ready answers 200 (or, on a build without it, /api/health). */
async function waitReady(shop: ShopProcess, timeoutMs = 90_000): Promise<void> {
  const started = Date.now();
  let exitCode: number | null | undefined;
  void shop.exited.then((code) => (exitCode = code));
  while (Date.now() - started < timeoutMs) {
    if (exitCode !== undefined) throw new Error(`${shop.name} exited with ${exitCode} while starting; see ${work}/${shop.name}.log`);
    try {
      const ready = await fetch(`http://127.0.0.1:${shop.port}/api/health/ready`);
      if (ready.status === 200) return;
      if (ready.status === 404 && (await fetch(`http://127.0.0.1:${shop.port}/api/health`)).status === 200) return;
    } catch {
      // not listening yet
    }
    await sleep(200);
  }
  throw new Error(`${shop.name} was not ready after ${timeoutMs / 1000} s`);
}

// ---- deploy/nginx/shoreline.conf, rendered with this run's ports ----

function ensureNginx(): string {
  const find = () => {
    for (const candidate of ['/usr/sbin/nginx', '/usr/bin/nginx']) if (fs.existsSync(candidate)) return candidate;
    return null;
  };
  let nginx = find();
  if (!nginx) {
    console.log('nginx is missing: apt-get install -y nginx-light');
    execFileSync('apt-get', ['install', '-y', '-qq', 'nginx-light'], {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    nginx = find();
  }
  if (!nginx) throw new Error('nginx could not be installed');
  return nginx;
}

function renderNginx(listenPort: number, shopPorts: number[]): string {
  const source = fs.readFileSync(path.join(root, 'deploy/nginx/shoreline.conf'), 'utf8');
  // Each run of "server 127.0.0.1:PORT <parameters>;" lines becomes one line per process with those parameters.
  const runs = [...source.matchAll(/(?:^[ \t]*server 127\.0\.0\.1:\d+[^;\n]*;\n)+/gm)];
  if (runs.length === 0) throw new Error('deploy/nginx/shoreline.conf has no "server 127.0.0.1:PORT ...;" lines');
  let conf = source;
  for (const run of runs) {
    const [, indent, parameters] = /^([ \t]*)server 127\.0\.0\.1:\d+([^;\n]*);/.exec(run[0])!;
    conf = conf.replace(run[0], shopPorts.map((port) => `${indent}server 127.0.0.1:${port}${parameters};\n`).join(''));
  }
  if (!/^\s*listen 80;$/m.test(conf)) throw new Error('deploy/nginx/shoreline.conf has no "listen 80;" line');
  conf = conf.replace(/^(\s*)listen 80;$/m, `$1listen 127.0.0.1:${listenPort};`);
  fs.writeFileSync(path.join(work, 'shoreline.conf'), conf);
  // The main context a distribution's nginx.conf would give, in this run's own directory.
  const main = `daemon off;
worker_processes 1;
pid ${work}/nginx.pid;
error_log ${work}/nginx-error.log warn;
events { worker_connections 1024; }
http {
    log_format upstream '$request_method $request_uri $status $upstream_addr $upstream_status $request_time';
    access_log ${work}/nginx-access.log upstream;
    client_body_temp_path ${work}/nginx-body;
    proxy_temp_path ${work}/nginx-proxy;
    fastcgi_temp_path ${work}/nginx-fastcgi;
    uwsgi_temp_path ${work}/nginx-uwsgi;
    scgi_temp_path ${work}/nginx-scgi;
    include ${work}/shoreline.conf;
}
`;
  const file = path.join(work, 'nginx.conf');
  fs.writeFileSync(file, main);
  return file;
}

// ---- the load ----

interface Sample {
  phase: string;
  label: string;
  start: number;
  end: number;
  ok: boolean;
  detail?: string;
}

interface PlacedOrder {
  orderId: string;
  orderNumber: string;
  lines: Array<{ sku: string; qty: number }>;
}

/** An order whose answer never came: the client sends it again with the same order id (as the checkout does). */
interface UnsureOrder {
  body: Record<string, unknown>;
  lines: Array<{ sku: string; qty: number }>;
}

const samples: Sample[] = [];
const placed: PlacedOrder[] = [];
const unsure: UnsureOrder[] = [];
let phase = 'warm-up';
let running = true;
let base = '';
let deliveryDate = '';

const address = { ...testAddress('cluster-bench@example.com'), firstname: 'Cluster', lastname: 'Bench' };

class RequestFailed extends Error {}

/** Kept connections to nginx, as a browser keeps them. */
const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
/** Requests sent again because a kept connection was closed under them before any byte of an answer. */
let resentOnReused = 0;

interface Answer {
  status: number;
  text: string;
}

/**
 * One HTTP request on the kept connections. A browser sends a request again, whatever its method, when it
 * went out on a connection it had used before and the connection closed before any byte of the answer came:
 * the server closed that connection as idle (nginx does so with its idle connections when a reload retires a
 * worker) and never read the request. This does the same, and only that: never after a byte of the answer,
 * never on a fresh connection.
 */
function send(method: string, url: string, headers: Record<string, string>, body: string | undefined): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = http.request(base + url, { method, headers, agent, timeout: 30_000 }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') }));
      response.on('error', reject);
    });
    let answered = false;
    request.once('response', () => (answered = true));
    request.on('timeout', () => request.destroy(new Error('timeout after 30 s')));
    request.on('error', (error: NodeJS.ErrnoException) => {
      const closedUnder = error.code === 'ECONNRESET' || error.code === 'EPIPE';
      if (!answered && request.reusedSocket && closedUnder) {
        resentOnReused++;
        send(method, url, headers, body).then(resolve, reject);
      } else reject(error);
    });
    request.end(body);
  });
}

/** One request through nginx, timed and recorded; a network error, a 5xx or an unexpected answer is a failure. */
async function call(label: string, method: string, url: string, body?: unknown, accept = 'application/json'): Promise<unknown> {
  const sample: Sample = { phase, label, start: performance.now(), end: 0, ok: false };
  samples.push(sample);
  try {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const headers: Record<string, string> = { accept };
    if (payload !== undefined) {
      headers['content-type'] = 'application/json';
      headers['content-length'] = String(Buffer.byteLength(payload));
    }
    const response = await send(method, url, headers, payload);
    sample.end = performance.now();
    if (response.status !== 200) {
      sample.detail = `${response.status} ${response.text.replace(/\s+/g, ' ').slice(0, 160)}`;
      throw new RequestFailed(sample.detail);
    }
    sample.ok = true;
    return accept === 'application/json' ? (JSON.parse(response.text) as { result: unknown }).result : null;
  } catch (error) {
    if (!sample.end) sample.end = performance.now();
    sample.detail ??= String(error);
    throw error instanceof RequestFailed ? error : new RequestFailed(sample.detail);
  }
}

let seq = 0;
async function buyer(): Promise<void> {
  while (running) {
    const n = seq++;
    const lines = [{ sku: SKUS[n % SKUS.length], qty: 1 + (n % 3) }];
    if (n % 4 === 0) lines.push({ sku: SKUS[(n + 1) % SKUS.length], qty: 1 });
    let body: Record<string, unknown> | null = null;
    let orderSent = false;
    try {
      const cartId = (await call('cart create', 'POST', '/api/cart/create')) as string;
      for (const line of lines) await call('cart add', 'POST', `/api/cart/update?cartId=${cartId}`, { cartItem: line });
      await call('shipping information', 'POST', `/api/cart/shipping-information?cartId=${cartId}`, {
        addressInformation: {
          shippingAddress: { countryId: 'US', extension_attributes: { delivery_date: deliveryDate } },
          shippingCarrierCode: 'shoreline',
          shippingMethodCode: 'overnight',
        },
      });
      body = {
        ...orderRequest(cartId, { products: lines, address, shipping: { deliveryDate }, paymentMethod: 'checkmo' }),
        order_id: `bench-${randomUUID()}`,
      };
      orderSent = true;
      const confirmation = (await call('order', 'POST', '/api/order', body)) as { orderNumber: string };
      placed.push({ orderId: String(body.order_id), orderNumber: confirmation.orderNumber, lines });
    } catch {
      // An order without an answer may or may not be stored: it is sent again at the end. A cart step that failed
      // just ends this buyer's visit.
      if (body && orderSent) unsure.push({ body, lines });
      await sleep(50);
    }
  }
}

async function reader(): Promise<void> {
  let n = 0;
  while (running) {
    n++;
    try {
      if (n % 3 === 0) {
        await call('catalog', 'POST', '/api/catalog', {
          entityType: 'product',
          query: { filters: [{ key: 'visibility', value: { in: [2, 4] } }] },
          size: 12,
          includeFields: ['sku', 'name', 'final_price'],
        });
      } else {
        await call('page', 'GET', PAGES[n % PAGES.length], undefined, 'text/html');
      }
    } catch {
      await sleep(50);
    }
  }
}

interface PhaseMark {
  name: string;
  start: number;
  end: number;
}

/** The kill -9 of phase (b): from the signal until the process was gone. */
const kill = { sent: Infinity, gone: Infinity };
/** A request that was under way while the killed process went away (it may have started in the phase before). */
const inFlightAtKill = (s: Sample) => s.start < kill.gone && s.end >= kill.sent;

/** A phase's figures, by the requests that started in it; `unexpected` leaves out failures in flight at the kill. */
function report(mark: PhaseMark) {
  const mine = samples.filter((s) => s.phase === mark.name);
  const latencies = mine.map((s) => s.end - s.start).sort((a, b) => a - b);
  const orders = mine.filter((s) => s.label === 'order' && s.ok).length;
  const failed = mine.filter((s) => !s.ok);
  const seconds = (mark.end - mark.start) / 1000;
  const orderLatencies = mine
    .filter((s) => s.label === 'order' && s.ok)
    .map((s) => s.end - s.start)
    .sort((a, b) => a - b);
  const unexpected = failed.filter((s) => !inFlightAtKill(s));
  console.log(
    `${mark.name.padEnd(16)} ${seconds.toFixed(1).padStart(5)} s  ${mine.length} requests, ${(orders / seconds).toFixed(1)} orders/s, ` +
      `p50 ${percentile(latencies, 50).toFixed(1)} ms, p99 ${percentile(latencies, 99).toFixed(1)} ms ` +
      `(orders p50 ${percentile(orderLatencies, 50).toFixed(1)}, p99 ${percentile(orderLatencies, 99).toFixed(1)} ms), ` +
      `failed ${failed.length} (${failed.length - unexpected.length} in flight at the kill)`,
  );
  for (const s of failed.slice(0, 12)) {
    console.log(`    failed: ${s.label}${inFlightAtKill(s) ? ' [in flight at the kill]' : ''}: ${s.detail ?? ''}`);
  }
  return { failed: failed.length, unexpected: unexpected.length, requests: mine.length };
}

// ---- the run ----

const shops: ShopProcess[] = [];
/** deploy/rolling-restart.sh drain|undrain PORT, on this run's nginx. */
let rollingRestart: (step: 'drain' | 'undrain', port: number) => Promise<void> = () => Promise.reject(new Error('nginx is not up'));
let nginxProcess: ChildProcess | null = null;

async function cleanup() {
  running = false;
  for (const shop of shops) if (shop.child.exitCode === null && shop.child.signalCode === null) shop.child.kill('SIGKILL');
  if (nginxProcess && nginxProcess.exitCode === null) {
    const exited = new Promise((resolve) => nginxProcess!.once('exit', resolve));
    nginxProcess.kill('SIGTERM');
    await Promise.race([exited, sleep(5000)]);
  }
  await Promise.all(shops.map((shop) => Promise.race([shop.exited, sleep(5000)])));
  await dropPostgresSchema(databaseUrl, schema).catch((error: unknown) => console.error(`could not drop ${schema}: ${String(error)}`));
  if (!process.env.BENCH_KEEP) fs.rmSync(work, { recursive: true, force: true });
}

async function main(): Promise<boolean> {
  const benchStart = performance.now();
  if (!fs.existsSync(path.join(root, 'apps/host/dist/host.js')))
    throw new Error('Run `npm run build` first (bench:cluster starts the built host).');
  const nginx = ensureNginx();
  const [listenPort, portA, portB] = [await freePort(), await freePort(), await freePort()];
  base = `http://127.0.0.1:${listenPort}`;
  const shared = {
    DATABASE_URL: databaseUrl,
    DATABASE_SCHEMA: schema,
    DATA_DIR: path.join(work, 'data'),
    PUBLIC_URL: base,
    TRUST_PROXY: '1',
    LOG_LEVEL: 'warn',
    PAYMENT_MODE: 'test',
    OFFLINE_PAYMENT_METHODS: 'checkmo',
  };
  console.log(
    `Cluster bench${short ? ' (--short)' : ''}: 2 processes (deploy/systemd/shoreline@.service) behind nginx (deploy/nginx/shoreline.conf) ` +
      `on PostgreSQL schema ${schema}; ${BUYERS} buyers, ${READERS} readers; ${os.cpus().length} cores, Node ${process.version}`,
  );

  // One process seeds the empty schema; the second starts on it.
  const a = startShop('shop-a', portA, shared);
  shops.push(a);
  await waitReady(a);
  const opened = await openDatabase({ databaseUrl, databaseSchema: schema, sqliteFile: '' });
  await stockUp(opened.db, SKUS, STOCK);
  const b = startShop('shop-b', portB, shared);
  shops.push(b);
  await waitReady(b);

  const nginxConf = renderNginx(listenPort, [portA, portB]);
  // Asynchronous, so the buyers and readers keep going while the script waits for nginx.
  rollingRestart = (step, port) =>
    new Promise((resolve, reject) => {
      const script = execFile(
        path.join(root, 'deploy/rolling-restart.sh'),
        [step, String(port)],
        {
          env: {
            ...process.env,
            SHORELINE_NGINX_CONF: path.join(work, 'shoreline.conf'),
            NGINX_PID: path.join(work, 'nginx.pid'),
            NGINX_RELOAD: `${nginx} -q -p ${work} -c ${nginxConf} -s reload`,
          },
        },
        (error) => (error ? reject(error) : resolve()),
      );
      script.stderr?.pipe(process.stderr);
    });
  execFileSync(nginx, ['-t', '-q', '-p', work, '-c', nginxConf], { stdio: 'inherit' });
  nginxProcess = spawn(nginx, ['-p', work, '-c', nginxConf], { stdio: ['ignore', 'inherit', 'inherit'] });
  for (let i = 0; ; i++) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) break;
    } catch {
      if (i > 100) throw new Error('nginx did not come up');
    }
    await sleep(100);
  }
  const cart = (await (await fetch(`${base}/api/cart/create`, { method: 'POST' })).json()) as { result: string };
  const methods = (await (
    await fetch(`${base}/api/cart/shipping-methods?cartId=${cart.result}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ address: { country_id: 'US' } }),
    })
  ).json()) as { result: Array<{ extension_attributes: { delivery_dates: Array<{ date: string }> } }> };
  deliveryDate = methods.result[0].extension_attributes.delivery_dates[0].date;
  const setupSeconds = (performance.now() - benchStart) / 1000;

  const workers = [...Array.from({ length: BUYERS }, buyer), ...Array.from({ length: READERS }, reader)];
  const marks: PhaseMark[] = [];
  const runPhase = async (name: string, work: () => Promise<void>) => {
    phase = name;
    const mark = { name, start: performance.now(), end: 0 };
    marks.push(mark);
    await work();
    mark.end = performance.now();
  };

  await runPhase('warm-up', () => sleep(SECONDS.warm * 1000));
  await runPhase('steady', () => sleep(SECONDS.steady * 1000));
  // (a) a rolling restart: each process in turn is drained at nginx (the script), gets the unit's KillSignal, exits,
  // starts again, is ready and is put back (the script)
  // (--short: the first process only).
  const restartTimes: string[] = [];
  await runPhase('rolling restart', async () => {
    for (const shop of short ? [a] : [a, b]) {
      const drainAt = performance.now();
      await rollingRestart('drain', shop.port);
      const stopAt = performance.now();
      shop.child.kill(readUnit(shop.port).killSignal);
      const code = await Promise.race([shop.exited, sleep(60_000).then(() => 'timeout' as const)]);
      const stopped = performance.now();
      const again = startShop(shop.name, shop.port, shared);
      await waitReady(again);
      const readyAt = performance.now();
      await rollingRestart('undrain', shop.port);
      restartTimes.push(
        `${shop.name}: out of nginx after ${((stopAt - drainAt) / 1000).toFixed(1)} s, exit ${code} ${((stopped - stopAt) / 1000).toFixed(1)} s ` +
          `after the signal, ready again ${((readyAt - stopped) / 1000).toFixed(1)} s later, back in nginx ${((performance.now() - readyAt) / 1000).toFixed(1)} s later`,
      );
      Object.assign(shop, again);
    }
    await sleep(SECONDS.afterRestart * 1000);
  });
  // (b) a crash: SIGKILL, and the process manager starts it again (--short: the other process, just restarted in
  // (a), carries the load alone to the end).
  const victim = short ? b : a;
  await runPhase('crash (kill -9)', async () => {
    await sleep(1000);
    kill.sent = performance.now();
    victim.child.kill('SIGKILL');
    await victim.exited;
    // A signal is not instant: until the process is reaped it may still accept a connection, and then drop it.
    kill.gone = performance.now();
    if (!short) {
      await sleep(1000);
      const again = startShop(victim.name, victim.port, shared);
      Object.assign(victim, again);
      await waitReady(again);
    }
    await sleep(Math.max(0, (SECONDS.crash - 1) * 1000 - (performance.now() - kill.gone)));
  });
  running = false;
  await Promise.all(workers);

  // Orders without an answer are sent again with their order id, as the checkout does with its offline queue.
  phase = 'resend';
  let resentPlaced = 0;
  let resendFailed = 0;
  for (const order of unsure) {
    try {
      const confirmation = (await call('order', 'POST', '/api/order', order.body)) as { orderNumber: string };
      placed.push({ orderId: String(order.body.order_id), orderNumber: confirmation.orderNumber, lines: order.lines });
      resentPlaced++;
    } catch (error) {
      console.log(`order ${String(order.body.order_id)} sent again failed: ${String(error)}`);
      resendFailed++;
    }
  }

  console.log(`setup (2 processes ready, nginx up): ${setupSeconds.toFixed(1)} s`);
  console.log(`requests sent again after a kept connection closed before any answer byte: ${resentOnReused}`);
  for (const line of restartTimes) console.log(`  ${line}`);
  const results = new Map<string, ReturnType<typeof report>>();
  for (const mark of marks) results.set(mark.name, report(mark));

  // Every acknowledged order stored once; stock taken exactly by the stored orders.
  const rows = await opened.db.selectFrom('orders').select(['increment_id', 'client_order_id']).execute();
  const byClientId = new Map<string, number>();
  for (const row of rows) if (row.client_order_id) byClientId.set(row.client_order_id, (byClientId.get(row.client_order_id) ?? 0) + 1);
  const missing = placed.filter((order) => !byClientId.has(order.orderId));
  const duplicated = [...byClientId.values()].filter((count) => count > 1).length;
  const storedNumbers = new Set(rows.map((row) => row.increment_id));
  const wrongNumber = placed.filter((order) => !storedNumbers.has(order.orderNumber));
  const ordered = await opened.db
    .selectFrom('order_items')
    .select(['sku', sql<number>`sum(qty)`.as('qty')])
    .where('sku', 'in', SKUS)
    .groupBy('sku')
    .execute();
  const stock = await opened.db
    .selectFrom('stock_items')
    .innerJoin('products', 'products.id', 'stock_items.product_id')
    .select(['products.sku', 'stock_items.qty'])
    .where('products.sku', 'in', SKUS)
    .execute();
  const acknowledgedQty = new Map<string, number>();
  for (const order of placed)
    for (const line of order.lines) acknowledgedQty.set(line.sku, (acknowledgedQty.get(line.sku) ?? 0) + line.qty);
  let stockExact = true;
  for (const sku of SKUS) {
    const taken = STOCK - Number(stock.find((row) => row.sku === sku)?.qty ?? STOCK);
    const inOrders = Number(ordered.find((row) => row.sku === sku)?.qty ?? 0);
    const acknowledged = acknowledgedQty.get(sku) ?? 0;
    if (taken !== inOrders || taken !== acknowledged) stockExact = false;
    console.log(`  stock ${sku}: taken ${taken}, in stored orders ${inOrders}, in acknowledged orders ${acknowledged}`);
  }
  await opened.close();
  const allFailures = [...results.values()].reduce((sum, r) => sum + r.failed, 0);
  console.log(
    `orders: ${placed.length} acknowledged (${resentPlaced} after being sent again), ${rows.length} stored, ` +
      `${missing.length} acknowledged but missing, ${wrongNumber.length} with another number, ${duplicated} stored twice; stock exact: ${stockExact ? 'yes' : 'NO'}`,
  );
  const restart = results.get('rolling restart')!;
  const crash = results.get('crash (kill -9)')!;
  const checks: Array<[string, boolean]> = [
    ['rolling restart: 0 failed requests (but those still in flight at the kill of the next phase)', restart.unexpected === 0],
    ['crash: failures only for requests in flight at the kill', crash.unexpected === 0],
    ['warm-up and steady: 0 failed requests', results.get('warm-up')!.failed + results.get('steady')!.failed === 0],
    ['every acknowledged order stored once', missing.length === 0 && wrongNumber.length === 0 && duplicated === 0],
    ['no order stored that was not acknowledged', rows.length === placed.length],
    ['stock exact', stockExact],
    ['every order without an answer placed when sent again', resendFailed === 0],
  ];
  for (const [name, ok] of checks) console.log(`${ok ? 'ok  ' : 'FAIL'} ${name}`);
  console.log(`total failed requests: ${allFailures}; bench took ${((performance.now() - benchStart) / 1000).toFixed(1)} s`);
  return checks.every(([, ok]) => ok);
}

let ok = false;
try {
  ok = await main();
} catch (error) {
  console.error(error);
  for (const name of ['shop-a', 'shop-b']) {
    const file = path.join(work, `${name}.log`);
    if (fs.existsSync(file)) console.error(`--- ${name}.log (end)\n${fs.readFileSync(file, 'utf8').slice(-2000)}`);
  }
} finally {
  await cleanup();
}
process.exit(ok ? 0 : 1);
