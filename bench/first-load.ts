import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { firstLoadJs } from './first-load-js.js';
import { idleJs } from './idle-js.js';
import { productionHostEnv } from './support.js';

/**
 * First-load JavaScript (gzip) of the shopper's pages on the built shop with the seed catalog, and what has loaded
 * by idle in Chromium (docs/adr/0001-first-load-budget.md). Exits 1 when a page is over its budget, so CI can run
 * it as it is (a build and about 20 s). Quicker than the whole `npm run bench`. IDLE=0 skips the browser.
 *   npm run build && npm run bench:first-load
 */
const KIB = 1024;
/** [path, first-load budget, by-idle budget] (bytes of gzip; null: no budget). */
const PAGES: Record<string, [string, number | null, number | null]> = {
  home: ['/', 115 * KIB, 125 * KIB],
  category: ['/c/crabs', 115 * KIB, 125 * KIB],
  product: ['/p/CRAB-STEAM/steamed-blue-crabs', 115 * KIB, 125 * KIB],
  'product, sold out': ['/p/CRAB-MEAT-COLOSSAL/colossal-lump-crab-meat-1-lb', 115 * KIB, 125 * KIB],
  search: ['/search?q=crab', 120 * KIB, null],
  checkout: ['/checkout', null, null],
};

const kib = (bytes: number) => `${(bytes / KIB).toFixed(1)} KiB gzip (${bytes} B)`;
const verdict = (bytes: number, budget: number | null) =>
  budget === null ? '' : bytes <= budget ? ` within ${budget / KIB} KiB` : ` OVER the ${budget / KIB} KiB budget`;

async function waitFor(url: string): Promise<void> {
  for (let attempt = 0; attempt < 240; attempt += 1) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not come up`);
}

async function main() {
  const port = Number(process.env.BENCH_PORT ?? 3290);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shoreline-first-load-'));
  const host = spawn(process.execPath, ['apps/host/dist/host.js'], {
    env: { ...process.env, ...productionHostEnv(port, dataDir), PAYMENT_SANDBOX_PORT: '0' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    const base = `http://127.0.0.1:${port}`;
    await waitFor(`${base}/api/health`);
    let over = false;
    for (const [name, [page, budget]] of Object.entries(PAGES)) {
      const bytes = await firstLoadJs(base + page);
      over ||= budget !== null && bytes > budget;
      console.log(`first-load JS ${name} (${page}): ${kib(bytes)}${verdict(bytes, budget)}`);
    }
    if (process.env.IDLE !== '0') {
      const pages = Object.entries(PAGES).filter(([, [, , idleBudget]]) => idleBudget !== null);
      const totals = await idleJs(pages.map(([, [page]]) => base + page));
      pages.forEach(([name, [page, , idleBudget]], index) => {
        over ||= totals[index] > idleBudget!;
        console.log(`JS by idle ${name} (${page}): ${kib(totals[index])}${verdict(totals[index], idleBudget)}`);
      });
    }
    if (over) process.exitCode = 1;
  } finally {
    host.kill();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
