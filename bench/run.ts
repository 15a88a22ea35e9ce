import { spawn, execFileSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { catalogRequest } from '@shoreline/domain';
import { openDatabase } from '../apps/api/src/db/database.js';
import { importCatalogFile } from '../apps/api/src/seed/import.js';
import { loadCatalogRows } from '../apps/api/src/catalog/storage.js';
import { buildSnapshot } from '../apps/api/src/catalog/build-documents.js';
import { searchCatalog } from '../apps/api/src/catalog/search-service.js';
import { seededRandom } from './seeded-random.js';
import { firstLoadJs } from './first-load-js.js';
import { percentile, productionHostEnv } from './support.js';

/**
 * Benchmarks on a generated 10,000-product catalog. Prints figures; asserts nothing.
 *   npm run bench                  catalog in-process + over HTTP, SSR pages, first-load JS
 *   npm run bench -- --soak 600    adds a memory soak of 600 s against the pages
 *   npm run bench -- --products 100000   the same on a generated catalog of that size
 * Needs `npm run build` first for the HTTP and SSR parts. BENCH_SECONDS sets the length of each
 * load run (default 10), BENCH_PORT the host's port (default 3300).
 */
const args = process.argv.slice(2);
const soakSeconds = args.includes('--soak') ? Number(args[args.indexOf('--soak') + 1] ?? 600) : 0;
const productCount = args.includes('--products') ? Number(args[args.indexOf('--products') + 1]) : 10_000;
if (!Number.isInteger(productCount) || productCount < 1) throw new Error('--products takes a product count, such as 100000');
const catalogLabel = productCount % 1000 === 0 ? `${productCount / 1000}k` : String(productCount);
const duration = Number(process.env.BENCH_SECONDS ?? 10);
const port = Number(process.env.BENCH_PORT ?? 3300);
const catalogFile = path.resolve(`bench/out/catalog-${catalogLabel}.ndjson`);

const QUERIES = {
  'category listing, 3 filters + aggregations': {
    entityType: 'product',
    query: {
      filters: [
        { key: 'category_ids', value: { in: [21, 22, 23, 24] } },
        { key: 'color', value: { in: ['49', '50', '51'] } },
        { key: 'final_price', value: { gte: 0, lte: 100 } },
      ],
      aggregations: ['color', 'erin_recommends', 'price', 'size'],
    },
    sort: 'final_price',
    size: 50,
    excludeFields: ['description', 'configurable_children', 'media_gallery'],
  },
  'fuzzy search "steemed crabs"': {
    entityType: 'product',
    query: { search: 'steemed crabs', filters: [{ key: 'visibility', value: { in: [3, 4] } }] },
    size: 12,
    includeFields: ['sku', 'name', 'final_price', 'image', 'url_key'],
  },
  // The pattern that used to backtrack for minutes (issue 10): now a linear scan of every description.
  'hostile like, 12 wildcards on description': {
    entityType: 'product',
    query: { filters: [{ key: 'description', value: { like: '%e%e%e%e%e%e%e%e%e%e%e%e%~' } }] },
    size: 10,
    includeFields: ['sku'],
  },
} as const;

const ms = (value: number) => `${value.toFixed(2)} ms`;

async function inProcess(dataDir: string) {
  const opened = await openDatabase({ databaseUrl: null, databaseSchema: null, sqliteFile: path.join(dataDir, 'shoreline.db') });
  const started = performance.now();
  await importCatalogFile(opened.db, opened.dialect, catalogFile);
  console.log(`import of the ${catalogLabel} catalog: ${ms(performance.now() - started)}`);
  const buildStart = performance.now();
  const snapshot = buildSnapshot(await loadCatalogRows(opened.db));
  console.log(
    `read model build: ${ms(performance.now() - buildStart)}, products in main store: ${snapshot.byStore.get('main')?.products.length}`,
  );
  const store = snapshot.byStore.get('main')!;
  for (const [name, body] of Object.entries(QUERIES)) {
    const request = catalogRequest.parse(body);
    const times: number[] = [];
    for (let i = 0; i < 300; i++) {
      const t = performance.now();
      searchCatalog(store, request);
      times.push(performance.now() - t);
    }
    times.sort((a, b) => a - b);
    console.log(`in-process  ${name}: p50 ${ms(percentile(times, 50))}, p99 ${ms(percentile(times, 99))}`);
  }
  await opened.close();
}

/** The production start (`npm run serve`): its environment settings and node flags. */
function serveScript(): { env: Record<string, string>; flags: string[] } {
  const scripts = (JSON.parse(fs.readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> }).scripts;
  const match = /^((?:\w+=\S+\s+)*)node((?:\s+--\S+)*)\s+\S*host\.js/.exec(scripts.serve);
  const env = Object.fromEntries(
    (match?.[1] ?? '')
      .split(/\s+/)
      .filter(Boolean)
      .map((pair) => pair.split('=') as [string, string]),
  );
  return { env, flags: (match?.[2] ?? '').split(/\s+/).filter(Boolean) };
}

/**
 * Starts the host as `npm run serve` does, so the bench measures it as it runs in production;
 * BENCH_NODE_FLAGS replaces the node flags to try others.
 */
function startHost(dataDir: string, port: number): ChildProcess {
  // The probe answers memory questions over IPC; --expose-gc only lets it measure the live heap at the end.
  const probe = path.resolve('bench/memory-probe.mjs');
  const serve = serveScript();
  const flags = process.env.BENCH_NODE_FLAGS !== undefined ? process.env.BENCH_NODE_FLAGS.split(/\s+/).filter(Boolean) : serve.flags;
  const env = { ...serve.env, ...process.env, ...productionHostEnv(port, dataDir) };
  console.log(`host node flags: ${flags.join(' ') || '(none)'}; MALLOC_ARENA_MAX=${env.MALLOC_ARENA_MAX ?? '(unset)'}`);
  return spawn(process.execPath, [...flags, '--expose-gc', '--import', probe, 'apps/host/dist/host.js'], {
    env,
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
}

async function waitFor(url: string) {
  for (let i = 0; i < 120; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`${url} did not come up`);
}

/** What a browser sends that changes the answer: every browser takes brotli or gzip. */
const BROWSER_HEADERS = { accept: 'text/html', 'accept-encoding': 'gzip, deflate, br' };

async function load(url: string, options: Partial<autocannon.Options> = {}) {
  const result = await autocannon({ url, connections: 10, duration, ...options });
  return `${Math.round(result.requests.average)} req/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, non-2xx ${result.non2xx}`;
}

interface MemorySample {
  rss: number;
  heapUsed: number;
  heapTotal: number;
  external: number;
  arrayBuffers: number;
}

let probeId = 0;
/** Asks the host's memory probe (bench/memory-probe.mjs) for its figures, in MB. */
function probeMemory(host: ChildProcess, options: { collect?: boolean; heapSnapshot?: string } = {}): Promise<MemorySample> {
  const id = ++probeId;
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('the host did not answer the memory probe')), 30_000);
    const onMessage = (message: MemorySample & { type?: string; id?: number }) => {
      if (message.type !== 'memory' || message.id !== id) return;
      clearTimeout(timer);
      host.off('message', onMessage);
      resolve(message);
    };
    host.on('message', onMessage);
    host.send({ type: 'memory', id, ...options });
  });
}

/** The kernel's high-water mark of the host's resident memory since it started, in MB. */
function peakRssMb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}

const mb = (value: number) => `${value.toFixed(0)} MB`;
const describeMemory = (m: MemorySample) =>
  `rss ${mb(m.rss)}, heap used ${mb(m.heapUsed)} of ${mb(m.heapTotal)}, external ${mb(m.external)} (array buffers ${mb(m.arrayBuffers)})`;

/** Least-squares slope of y over x. */
function slope(points: ReadonlyArray<{ x: number; y: number }>): number {
  const n = points.length;
  if (n < 2) return 0;
  const meanX = points.reduce((sum, p) => sum + p.x, 0) / n;
  const meanY = points.reduce((sum, p) => sum + p.y, 0) / n;
  let numerator = 0;
  let denominator = 0;
  for (const p of points) {
    numerator += (p.x - meanX) * (p.y - meanY);
    denominator += (p.x - meanX) ** 2;
  }
  return denominator === 0 ? 0 : numerator / denominator;
}

interface SoakPage {
  host: string;
  path: string;
}

async function catalogItems<T>(base: string, storeCode: string, body: Record<string, unknown>): Promise<T[]> {
  const items: T[] = [];
  for (let start = 0; ; start += 5000) {
    const response = await fetch(`${base}/api/catalog`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...body, storeCode, start, size: 5000 }),
    });
    const page = ((await response.json()) as { result: { items: T[]; total: number } }).result;
    items.push(...page.items);
    if (items.length >= page.total || page.items.length === 0) return items;
  }
}

const LISTING_VARIANTS = [
  '',
  '?sort=final_price',
  '?sort=final_price:desc',
  '?sort=updated_at:desc',
  '?page=2',
  '?price=0.0-50.0',
  '?price=50.0-100.0',
  '?price=100.0-150.0',
  '?price=150.0-*',
];

/** Every listed product page and every category page (with sorts, price filters and a second page) of both brand stores. */
async function soakPages(base: string): Promise<{ categories: SoakPage[]; products: SoakPage[] }> {
  const stores = [
    { code: 'main', host: `127.0.0.1:${port}` },
    { code: 'restaurant', host: `restaurant.localhost:${port}` },
  ];
  const categories: SoakPage[] = [];
  const products: SoakPage[] = [];
  for (const store of stores) {
    const categoryDocs = await catalogItems<{ url_path: string; is_active: boolean; level: number; product_count: number }>(
      base,
      store.code,
      {
        entityType: 'category',
        includeFields: ['url_path', 'is_active', 'level', 'product_count'],
      },
    );
    for (const category of categoryDocs) {
      if (!category.is_active || category.level < 2 || category.product_count === 0) continue;
      for (const variant of LISTING_VARIANTS) categories.push({ host: store.host, path: `/c/${category.url_path}${variant}` });
    }
    const productDocs = await catalogItems<{ sku: string; url_key: string }>(base, store.code, {
      entityType: 'product',
      includeFields: ['sku', 'url_key'],
    });
    for (const product of productDocs)
      products.push({ host: store.host, path: `/p/${encodeURIComponent(product.sku)}/${product.url_key}` });
  }
  return { categories, products };
}

/**
 * The memory soak: random category and product pages of both stores (far more than the output
 * cache holds, so pages keep being rendered), with the host's memory sampled every 10 s.
 */
async function soak(host: ChildProcess, base: string, seconds: number) {
  const { categories, products } = await soakPages(base);
  const random = seededRandom(20_240_601);
  const pick = (list: readonly SoakPage[]) => list[Math.floor(random() * list.length)];
  console.log(
    `soak ${seconds} s: ${categories.length} category pages and ${products.length} product pages (40% / 60% of requests, 90% asking for gzip or brotli), 10 connections`,
  );
  const cacheStates = new Map<string, number>();
  const samples: Array<MemorySample & { minute: number }> = [];
  const started = performance.now();
  const sample = async () => samples.push({ ...(await probeMemory(host)), minute: (performance.now() - started) / 60_000 });
  await sample();
  const timer = setInterval(() => sample().catch((error: unknown) => console.error(`memory sample failed: ${String(error)}`)), 10_000);
  const result = await autocannon({
    url: base,
    connections: 10,
    duration: seconds,
    requests: [
      {
        setupRequest: (request: { headers?: Record<string, string> }) => {
          const page = random() < 0.4 ? pick(categories) : pick(products);
          // Browsers ask for compression; some bots and tools do not.
          const encoding = random() < 0.9 ? { 'accept-encoding': 'gzip, deflate, br' } : {};
          return { ...request, path: page.path, headers: { ...request.headers, ...encoding, host: page.host } };
        },
        onResponse: (_status: number, _body: string, _context: object, headers: Record<string, string | undefined>) => {
          const state = String(headers['x-cache'] ?? 'none');
          cacheStates.set(state, (cacheStates.get(state) ?? 0) + 1);
        },
      },
    ],
  });
  clearInterval(timer);
  await sample();
  const total = [...cacheStates.values()].reduce((sum, count) => sum + count, 0);
  const states = [...cacheStates].map(([state, count]) => `${state} ${((count / total) * 100).toFixed(0)}%`).join(', ');
  console.log(
    `soak load: ${Math.round(result.requests.average)} req/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, non-2xx ${result.non2xx}, errors ${result.errors}; output cache ${states}`,
  );
  console.log(`soak RSS samples (MB, every 10 s): ${samples.map((s) => s.rss.toFixed(0)).join(' ')}`);
  console.log(`soak heap used samples (MB): ${samples.map((s) => s.heapUsed.toFixed(0)).join(' ')}`);
  const secondHalf = samples.filter((s) => s.minute >= samples[samples.length - 1].minute / 2);
  const rss = secondHalf.map((s) => s.rss).sort((a, b) => a - b);
  const heap = secondHalf.map((s) => s.heapUsed).sort((a, b) => a - b);
  console.log(
    `soak second half: RSS ${mb(rss[0])} to ${mb(rss[rss.length - 1])} (median ${mb(percentile(rss, 50))}), trend ${slope(secondHalf.map((s) => ({ x: s.minute, y: s.rss }))).toFixed(2)} MB/min; ` +
      `heap used ${mb(heap[0])} to ${mb(heap[heap.length - 1])} (median ${mb(percentile(heap, 50))}), trend ${slope(secondHalf.map((s) => ({ x: s.minute, y: s.heapUsed }))).toFixed(2)} MB/min`,
  );
  console.log(`soak peak RSS: ${mb(Math.max(...samples.map((s) => s.rss)))} in the samples`);
}

async function main() {
  console.log(`Shoreline benchmarks on ${os.cpus().length} cores, Node ${process.version}, ${new Date().toISOString()}`);
  if (!fs.existsSync(catalogFile))
    execFileSync(process.execPath, ['--import', 'tsx', 'bench/generate-catalog.ts', String(productCount), catalogFile], {
      stdio: 'inherit',
    });
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shoreline-bench-'));
  await inProcess(dataDir);

  if (!fs.existsSync('apps/host/dist/host.js')) {
    console.log('HTTP and SSR parts skipped: run `npm run build` first.');
    return;
  }
  const host = startHost(dataDir, port);
  try {
    const base = `http://127.0.0.1:${port}`;
    const hostStart = performance.now();
    await waitFor(`${base}/api/health`);
    // Up means the host has built its read model of the whole catalog.
    console.log(`host up (read model built) after ${ms(performance.now() - hostStart)}; ${describeMemory(await probeMemory(host))}`);
    for (const [name, body] of Object.entries(QUERIES)) {
      console.log(
        `HTTP        ${name}, 1 connection: ${await load(`${base}/api/catalog`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body), connections: 1 })}`,
      );
      console.log(
        `HTTP        ${name}, 10 connections: ${await load(`${base}/api/catalog`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })}`,
      );
    }
    const pages: Record<string, string> = { home: '/', category: '/c/crabs', product: '/p/CRAB-STEAM/steamed-blue-crabs' };
    for (const [name, page] of Object.entries(pages)) {
      const status = (await fetch(base + page)).status;
      if (status !== 200) {
        console.log(`SSR         ${name} ${page}: answers ${status}, skipped`);
        continue;
      }
      console.log(`SSR         ${name} ${page}, output cache: ${await load(base + page, { headers: BROWSER_HEADERS })}`);
      console.log(
        `SSR         ${name} ${page}, rendered every time: ${await load(base + page, { headers: { ...BROWSER_HEADERS, authorization: 'Bearer bench-skips-the-page-cache' } })}`,
      );
      console.log(`first-load JS ${name}: ${((await firstLoadJs(base + page)) / 1024).toFixed(1)} KiB gzip`);
    }
    console.log(`host memory after the runs: ${describeMemory(await probeMemory(host))}`);
    if (soakSeconds > 0) await soak(host, base, soakSeconds);
    console.log(`host peak RSS over the whole bench: ${mb(peakRssMb(host.pid!))}`);
    // BENCH_HEAP_SNAPSHOT=file.heapsnapshot also writes the live heap for Chrome DevTools' Memory tab.
    const heapSnapshot = process.env.BENCH_HEAP_SNAPSHOT ? path.resolve(process.env.BENCH_HEAP_SNAPSHOT) : undefined;
    console.log(
      `host live memory at the end (after a full GC): ${describeMemory(await probeMemory(host, { collect: true, heapSnapshot }))}`,
    );
  } finally {
    host.kill('SIGTERM');
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
