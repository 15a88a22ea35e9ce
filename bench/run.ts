import { spawn, execFileSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import autocannon from 'autocannon';
import { catalogRequest } from '@shoreline/domain';
import { openDatabase } from '../apps/api/src/db/database.js';
import { importCatalogFile } from '../apps/api/src/seed/import.js';
import { loadCatalogRows } from '../apps/api/src/catalog/storage.js';
import { buildSnapshot } from '../apps/api/src/catalog/build-documents.js';
import { searchCatalog } from '../apps/api/src/catalog/search-service.js';

/**
 * Benchmarks on a generated 10,000-product catalog. Prints figures; asserts nothing.
 *   npm run bench                  catalog in-process + over HTTP, SSR pages, first-load JS
 *   npm run bench -- --soak 600    adds a memory soak of 600 s against the pages
 * Needs `npm run build` first for the HTTP and SSR parts.
 */
const args = process.argv.slice(2);
const soakSeconds = args.includes('--soak') ? Number(args[args.indexOf('--soak') + 1] ?? 600) : 0;
const duration = Number(process.env.BENCH_SECONDS ?? 10);
const catalogFile = path.resolve('bench/out/catalog-10k.ndjson');

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
} as const;

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
const ms = (value: number) => `${value.toFixed(2)} ms`;

async function inProcess(dataDir: string) {
  const opened = await openDatabase({ databaseUrl: null, databaseSchema: null, sqliteFile: path.join(dataDir, 'shoreline.db') });
  const started = performance.now();
  await importCatalogFile(opened.db, opened.dialect, catalogFile);
  console.log(`import of the 10k catalog: ${ms(performance.now() - started)}`);
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

function startHost(dataDir: string, port: number): ChildProcess {
  return spawn(process.execPath, ['apps/storefront/build/host/server/host.js'], {
    env: { ...process.env, NODE_ENV: 'production', PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
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

async function load(url: string, options: Partial<autocannon.Options> = {}) {
  const result = await autocannon({ url, connections: 10, duration, ...options });
  return `${Math.round(result.requests.average)} req/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, non-2xx ${result.non2xx}`;
}

async function firstLoadJs(url: string): Promise<number> {
  const html = await (await fetch(url)).text();
  const origin = new URL(url).origin;
  const urls = new Set<string>();
  // Script tags, preloads and imports, also inside the script that starts the app after the first paint
  // (there the quotes are escaped). The route manifest also names chunks, which load only on navigation.
  for (const m of html.matchAll(/<script[^>]+src="([^"]+)"(?![^>]*nomodule)/g)) urls.add(m[1]);
  for (const m of html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g)) urls.add(m[1]);
  for (const m of html.matchAll(/\[("\/assets\/[^\]]+)\]\.forEach/g))
    for (const href of JSON.parse(`[${m[1]}]`) as string[]) urls.add(href);
  for (const m of html.matchAll(/(?:import|from)\s*\(?\s*\\?"(\/assets\/[\w.-]+\.js)\\?"/g)) urls.add(m[1]);
  let total = 0;
  for (const src of urls) total += zlib.gzipSync(Buffer.from(await (await fetch(new URL(src, origin))).arrayBuffer())).length;
  return total;
}

function rssMb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}

async function main() {
  console.log(`Shoreline benchmarks on ${os.cpus().length} cores, Node ${process.version}, ${new Date().toISOString()}`);
  if (!fs.existsSync(catalogFile))
    execFileSync(process.execPath, ['--import', 'tsx', 'bench/generate-catalog.ts', '10000', catalogFile], { stdio: 'inherit' });
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shoreline-bench-'));
  await inProcess(dataDir);

  if (!fs.existsSync('apps/storefront/build/host/server/host.js')) {
    console.log('HTTP and SSR parts skipped: run `npm run build` first.');
    return;
  }
  const port = 3300;
  const host = startHost(dataDir, port);
  try {
    const base = `http://127.0.0.1:${port}`;
    await waitFor(`${base}/api/health`);
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
      console.log(`SSR         ${name} ${page}, output cache: ${await load(base + page)}`);
      console.log(
        `SSR         ${name} ${page}, rendered every time: ${await load(base + page, { headers: { authorization: 'Bearer bench-skips-the-page-cache' } })}`,
      );
      console.log(`first-load JS ${name}: ${((await firstLoadJs(base + page)) / 1024).toFixed(1)} KiB gzip`);
    }
    console.log(`host RSS after the runs: ${rssMb(host.pid!).toFixed(0)} MB`);
    if (soakSeconds > 0) {
      const samples: number[] = [];
      const timer = setInterval(() => samples.push(rssMb(host.pid!)), 10_000);
      const urls = Object.values(pages).map((p) => base + p);
      await autocannon({ url: base, connections: 10, duration: soakSeconds, requests: urls.map((u) => ({ path: new URL(u).pathname })) });
      clearInterval(timer);
      console.log(`soak ${soakSeconds} s RSS samples (MB): ${samples.map((s) => s.toFixed(0)).join(' ')}`);
    }
  } finally {
    host.kill('SIGTERM');
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
