import { spawn, execFile, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

/**
 * Lighthouse (mobile, simulated slow 4G and 4x CPU) on the home, a category and a product page of
 * the built shop with its seed catalog, in Debian's Chromium. Prints the median of RUNS runs per
 * page; asserts nothing. Needs `npm run build` first; fetches Lighthouse from the npm registry
 * with npx the first time (it is not a project dependency: it is large and only this script uses it).
 *   npm run bench:lighthouse            (RUNS=5, LIGHTHOUSE_VERSION=13.5.0, CHROME_PATH=/usr/bin/chromium)
 */
const run = promisify(execFile);
const runs = Number(process.env.RUNS ?? 5);
const version = process.env.LIGHTHOUSE_VERSION ?? '13.5.0';
const chrome = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const port = Number(process.env.BENCH_PORT ?? 3470);
const base = `http://localhost:${port}`;
const PAGES = { home: '/', category: '/c/crabs', product: '/p/CRAB-STEAM/steamed-blue-crabs' };
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
    env: { ...process.env, NODE_ENV: 'production', PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn', PAYMENT_MODE: 'test' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

async function waitUntilUp(): Promise<void> {
  for (let attempt = 0; attempt < 120; attempt++) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
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
  try {
    await waitUntilUp();
    // Fill the page cache and the compressed assets, as a shop that has been up a while has them.
    for (const page of Object.values(PAGES)) await (await fetch(base + page, { headers: { 'accept-encoding': 'br' } })).text();
    console.log(`Lighthouse ${version}, mobile, ${runs} runs per page, median (min-max performance)`);
    for (const [name, page] of Object.entries(PAGES)) {
      const results: Figures[] = [];
      for (let i = 0; i < runs; i++) results.push(await lighthouse(base + page, path.join(dataDir, `${name}-${i}.json`)));
      const pick = (key: keyof Figures) => median(results.map((result) => result[key]));
      const scores = results.map((result) => result.performance);
      console.log(
        `${name.padEnd(9)} performance ${pick('performance')} (${Math.min(...scores)}-${Math.max(...scores)}), ` +
          `FCP ${(pick('fcp') / 1000).toFixed(1)} s, LCP ${(pick('lcp') / 1000).toFixed(1)} s, SI ${(pick('si') / 1000).toFixed(1)} s, ` +
          `TBT ${Math.round(pick('tbt'))} ms, CLS ${pick('cls').toFixed(3)}, ` +
          `accessibility ${pick('accessibility')}, SEO ${pick('seo')}, best practices ${pick('bestPractices')}`,
      );
    }
  } finally {
    host.kill('SIGTERM');
  }
}

await main();
