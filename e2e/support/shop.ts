import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test as base } from '@playwright/test';
import { stopShopProcess, waitForHealth } from '../../tools/test-support/shop-process';

/**
 * Each Playwright worker runs its own shop: the built host (what `npm start` runs) on a fresh SQLite file,
 * on ports of its own (shop, payment sandboxes at +1, the marketing stand-in at +2, the EasyPost sandbox at +3).
 * Workers share nothing, so specs that change stock, prices or staff never race each other. Build first: `npm run build`.
 */
export interface Shop {
  url: string;
  port: number;
  dataDir: string;
}

const BASE_PORT = Number(process.env.E2E_PORT ?? 3210);
const PORTS_PER_WORKER = 10;

function shopEnvironment(port: number, dataDir: string, extra: Record<string, string>): NodeJS.ProcessEnv {
  return {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    DATA_DIR: dataDir,
    // Page and e-mail links come from configuration only (never from the Host header).
    PUBLIC_URL: `http://localhost:${port}`,
    STORE_PUBLIC_URLS: `restaurant=http://restaurant.localhost:${port}`,
    // Journeys that are not about paying choose cash on delivery (support/checkout.ts payOnDelivery);
    // card and PayPal run against the built-in sandboxes (payments.spec.ts), which listen on the next port.
    OFFLINE_PAYMENT_METHODS: 'cashondelivery,checkmo',
    PAYMENT_MODE: 'test',
    // Registering and signing in hash a password each time: at the production cost (2^17, 128 MiB) that was most of a
    // second of a core apiece, a quarter of the suite's CPU. A shop in payment test mode may hash as the API tests do.
    PASSWORD_HASH_COST: '12',
    PAYMENT_SANDBOX_PORT: String(port + 1),
    LOG_LEVEL: 'warn',
    // Every test logs in and registers from 127.0.0.1: the per-address limits would refuse a repeated run
    // (--repeat-each) after a few rounds. The limits themselves are covered by the API tests.
    LOGINS_PER_ADDRESS: '1000',
    REGISTRATIONS_PER_HOUR: '1000',
    // Orders sent unpaid (the offline queue) are limited per e-mail and address (ADR 0011): every journey sends
    // them from 127.0.0.1, often with one e-mail. The limits are covered by apps/api/test/matrix-unpaid.test.ts.
    UNPAID_ORDERS_OPEN_LIMIT: '1000',
    UNPAID_ORDERS_PER_HOUR: '1000',
    // Back-in-stock e-mails go out within half a second of stock returning (default: every minute).
    STOCK_ALERT_INTERVAL_MS: '500',
    // Marketing events go to the stand-in marketing-events.spec.ts runs on port + 2 (other specs' events
    // find nothing listening there and wait for their next try, as with a service that is down).
    MARKETING_URL: `http://127.0.0.1:${port + 2}`,
    MARKETING_COMPANY_ID: 'E2E',
    MARKETING_SEND_MS: '300',
    ...extra,
  };
}

async function startShop(workerIndex: number, extra: Record<string, string>): Promise<{ shop: Shop; stop: () => Promise<void> }> {
  const port = BASE_PORT + workerIndex * PORTS_PER_WORKER;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `shoreline-e2e-${workerIndex}-`));
  const server = spawn(process.execPath, ['apps/host/dist/host.js'], {
    env: shopEnvironment(port, dataDir, extra),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString('utf8')).slice(-20_000);
  };
  server.stdout?.on('data', keep);
  server.stderr?.on('data', (chunk: Buffer) => {
    keep(chunk);
    process.stderr.write(`[shop ${workerIndex}] ${chunk.toString('utf8')}`);
  });
  const url = `http://localhost:${port}`;
  try {
    await waitForHealth(url, server, () => output, { name: 'e2e shop', seconds: 120 });
  } catch (error) {
    // A shop that never came up must not keep the port: the worker Playwright starts next takes the same one.
    server.kill('SIGKILL');
    throw error;
  }
  const stop = () => stopShopProcess(server, new Promise((resolve) => server.once('exit', resolve)));
  return { shop: { url, port, dataDir }, stop };
}

export const test = base.extend<object, { shop: Shop; shopEnv: Record<string, string> }>({
  /**
   * Configuration a spec file adds to its shop's environment (`test.use({ shopEnv: { STORE_VIEWS: 'de,it' } })`):
   * Playwright gives such a file workers of its own, so every other spec keeps the default shop.
   */
  shopEnv: [{}, { scope: 'worker', option: true }],
  shop: [
    async ({ shopEnv }, use, workerInfo) => {
      const { shop, stop } = await startShop(workerInfo.parallelIndex, shopEnv);
      // Support helpers (mail, database, staff) find this worker's shop through the environment.
      process.env.E2E_DATA_DIR = shop.dataDir;
      process.env.E2E_SHOP_PORT = String(shop.port);
      try {
        await use(shop);
      } finally {
        await stop();
      }
    },
    { scope: 'worker', auto: true, timeout: 130_000 },
  ],
  baseURL: async ({ shop }, use) => {
    await use(shop.url);
  },
});

/**
 * A shop with its German and Italian views on, for `test.use(STORE_VIEWS_SHOP)`. Playwright gives a file with its own
 * shopEnv workers of its own, telling options apart by the object passed: files passing this same one can run in the
 * same worker, on the same shop, without a shop boot each.
 */
export const STORE_VIEWS_SHOP = { shopEnv: { STORE_VIEWS: 'de,it' } };

export { expect } from '@playwright/test';
export type { APIRequestContext, Browser, BrowserContext, Locator, Page, TestInfo } from '@playwright/test';
