import { spawn, execFile, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

/**
 * Lighthouse (mobile, simulated slow 4G and 4x CPU) on the home, a category and a product page of
 * the built shop with its seed catalog, in Debian's Chromium, each run followed by a run on a bare React Router
 * page built with the same versions (bench/bare-react-router): the machine's noise hits both alike, so the
 * difference (the shop's own main-thread cost) is the figure to watch. Prints the median of RUNS runs per page;
 * asserts nothing. Needs `npm run build` first (the bare page is built here); fetches Lighthouse from the npm
 * registry with npx the first time (it is not a project dependency: it is large and only this script uses it).
 *   npm run bench:lighthouse            (RUNS=5, PAGES=home,category,product, LIGHTHOUSE_VERSION=13.5.0, CHROME_PATH=/usr/bin/chromium)
 */
const run = promisify(execFile);
const runs = Number(process.env.RUNS ?? 5);
const version = process.env.LIGHTHOUSE_VERSION ?? '13.5.0';
const chrome = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const port = Number(process.env.BENCH_PORT ?? 3470);
const base = `http://localhost:${port}`;
const barePort = port + 1;
const bareDir = path.join(path.dirname(new URL(import.meta.url).pathname), 'bare-react-router');
const ALL_PAGES = { home: '/', category: '/c/crabs', product: '/p/CRAB-STEAM/steamed-blue-crabs' };
/** PAGES=home,product measures only those (all three by default). */
const PAGES = Object.fromEntries(
  Object.entries(ALL_PAGES).filter(([name]) => !process.env.PAGES || process.env.PAGES.split(',').includes(name)),
);
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-default-apps',
  '--disable-sync',
  '--metrics-recording-only',
].join(' ');

interface Report {
  categories: Record<string, { score: number | null }>;
  audits: Record<string, { numericValue?: number }>;
}

interface Figures {
  performance: number;
  accessibility: number;
  seo: number;
  bestPractices: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  si: number;
}

function startHost(dataDir: string): ChildProcess {
  return spawn(process.execPath, ['apps/host/dist/host.js'], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      PAYMENT_MODE: 'test',
      PAYMENT_SANDBOX_PORT: '0',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

/** Builds the bare page with the repository's React Router, React and Vite, and serves it on barePort. */
async function startBarePage(): Promise<ChildProcess> {
  await run('npx', ['react-router', 'build'], { cwd: bareDir, maxBuffer: 16 * 1024 * 1024 });
  return spawn(process.execPath, ['--import', 'tsx', path.join(bareDir, 'serve.ts')], {
    env: { ...process.env, NODE_ENV: 'production', PORT: String(barePort) },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

async function waitUntilUp(url: string): Promise<void> {
  for (let attempt = 0; attempt < 360; attempt++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // still starting
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('the shop did not come up');
}

async function lighthouse(url: string, outFile: string): Promise<Figures> {
  await run(
    'npx',
    [
      '--yes',
      `lighthouse@${version}`,
      url,
      '--quiet',
      '--output=json',
      `--output-path=${outFile}`,
      '--only-categories=performance,accessibility,seo,best-practices',
      `--chrome-flags=${CHROME_FLAGS}`,
    ],
    { env: { ...process.env, CHROME_PATH: chrome }, maxBuffer: 64 * 1024 * 1024 },
  );
  const report = JSON.parse(fs.readFileSync(outFile, 'utf8')) as Report;
  const score = (name: string) => Math.round((report.categories[name]?.score ?? 0) * 100);
  const value = (name: string) => report.audits[name]?.numericValue ?? Number.NaN;
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    seo: score('seo'),
    bestPractices: score('best-practices'),
    fcp: value('first-contentful-paint'),
    lcp: value('largest-contentful-paint'),
    tbt: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    si: value('speed-index'),
  };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shoreline-lighthouse-'));
  const host = startHost(dataDir);
  const bare = await startBarePage();
  const bareUrl = `http://127.0.0.1:${barePort}/`;
  try {
    await waitUntilUp(`${base}/api/health`);
    await waitUntilUp(bareUrl);
    // Fill the page cache and the compressed assets, as a shop that has been up a while has them.
    for (const page of Object.values(PAGES)) await (await fetch(base + page, { headers: { 'accept-encoding': 'br' } })).text();
    console.log(`Lighthouse ${version}, mobile, ${runs} runs per page, each beside a run on the bare React Router page; median`);
    for (const [name, page] of Object.entries(PAGES)) {
      const shop: Figures[] = [];
      const framework: Figures[] = [];
      for (let i = 0; i < runs; i++) {
        shop.push(await lighthouse(base + page, path.join(dataDir, `${name}-${i}.json`)));
        framework.push(await lighthouse(bareUrl, path.join(dataDir, `bare-${name}-${i}.json`)));
      }
      const pick = (results: Figures[], key: keyof Figures) => median(results.map((result) => result[key]));
      const scores = shop.map((result) => result.performance);
      const tbtOver = median(shop.map((result, i) => result.tbt - framework[i].tbt));
      console.log(
        `${name.padEnd(9)} performance ${pick(shop, 'performance')} (${Math.min(...scores)}-${Math.max(...scores)}), ` +
          `FCP ${(pick(shop, 'fcp') / 1000).toFixed(1)} s, LCP ${(pick(shop, 'lcp') / 1000).toFixed(1)} s, SI ${(pick(shop, 'si') / 1000).toFixed(1)} s, ` +
          `TBT ${Math.round(pick(shop, 'tbt'))} ms, CLS ${pick(shop, 'cls').toFixed(3)}, ` +
          `accessibility ${pick(shop, 'accessibility')}, SEO ${pick(shop, 'seo')}, best practices ${pick(shop, 'bestPractices')}\n` +
          `${''.padEnd(9)} bare React Router: performance ${pick(framework, 'performance')}, ` +
          `LCP ${(pick(framework, 'lcp') / 1000).toFixed(1)} s, TBT ${Math.round(pick(framework, 'tbt'))} ms; ` +
          `the shop's TBT over the bare page ${tbtOver >= 0 ? '+' : ''}${Math.round(tbtOver)} ms (median of the pairs)`,
      );
    }
  } finally {
    host.kill('SIGTERM');
    bare.kill('SIGTERM');
  }
}

await main();
