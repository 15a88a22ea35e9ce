import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { firstLoadJs } from './first-load-js.js';
import { productionHostEnv } from './support.js';

/**
 * First-load JavaScript (gzip) of the shopper's pages on the built shop with the seed catalog, the
 * figure with a 120 KiB budget per page. Quicker than the whole `npm run bench`.
 *   npm run build && npm run bench:first-load
 */
const PAGES: Record<string, string> = {
  home: '/',
  category: '/c/crabs',
  product: '/p/CRAB-STEAM/steamed-blue-crabs',
  'product, sold out': '/p/CRAB-MEAT-COLOSSAL/colossal-lump-crab-meat-1-lb',
  search: '/search?q=crab',
  checkout: '/checkout',
};

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
    for (const [name, page] of Object.entries(PAGES)) {
      const bytes = await firstLoadJs(base + page);
      console.log(`first-load JS ${name} (${page}): ${(bytes / 1024).toFixed(1)} KiB gzip (${bytes} B)`);
    }
  } finally {
    host.kill();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
