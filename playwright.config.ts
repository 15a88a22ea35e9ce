import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

/**
 * End-to-end tests run the built shop (the same host `npm start` runs) on a
 * fresh SQLite file in Debian's Chromium. Build first: `npm run build`.
 */
const port = Number(process.env.E2E_PORT ?? 3210);
const dataDir = process.env.E2E_DATA_DIR ?? fs.mkdtempSync(path.join(os.tmpdir(), 'shoreline-e2e-'));
process.env.E2E_DATA_DIR = dataDir;

export default defineConfig({
  testDir: 'e2e',
  timeout: 30_000,
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list'], ['json', { outputFile: '.ci-out/playwright.json' }]],
  use: {
    baseURL: `http://localhost:${port}`,
    trace: 'retain-on-failure',
    // The service worker has its own spec (e2e/pwa.spec.ts); elsewhere every test sees the network as it is.
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
  projects: [
    // The back office is used on a desktop: its journeys run in the desktop project only.
    {
      name: 'phone',
      testIgnore: /admin[\w-]*\.spec\.ts$/,
      use: { browserName: 'chromium', viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
    },
    { name: 'desktop', use: { browserName: 'chromium', viewport: { width: 1280, height: 900 } } },
  ],
  webServer: {
    command: 'node apps/storefront/build/host/server/host.js',
    url: `http://127.0.0.1:${port}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    // Every test logs in and registers from 127.0.0.1: the per-address limits would refuse a repeated run
    // (--repeat-each) after a few rounds. The limits themselves are covered by the API tests.
    env: {
      NODE_ENV: 'production',
      PORT: String(port),
      DATA_DIR: dataDir,
      // Page and e-mail links come from configuration only (never from the Host header).
      PUBLIC_URL: `http://localhost:${port}`,
      STORE_PUBLIC_URLS: `restaurant=http://restaurant.localhost:${port}`,
      // Journeys that are not about paying choose cash on delivery (e2e/support/checkout.ts payOnDelivery);
      // card and PayPal run against the built-in sandboxes (payments.spec.ts), which listen on the next port.
      OFFLINE_PAYMENT_METHODS: 'cashondelivery,checkmo',
      PAYMENT_SANDBOX_PORT: String(port + 1),
      LOG_LEVEL: 'warn',
      LOGINS_PER_ADDRESS: '1000',
      REGISTRATIONS_PER_HOUR: '1000',
      // Back-in-stock e-mails go out within half a second of stock returning (default: every minute).
      STOCK_ALERT_INTERVAL_MS: '500',
      // Marketing events go to the stand-in e2e/marketing-events.spec.ts runs on the port after the sandboxes'
      // (other specs' events find nothing listening there and wait for their next try, as with a service that is down).
      MARKETING_URL: `http://127.0.0.1:${port + 2}`,
      MARKETING_COMPANY_ID: 'E2E',
      MARKETING_SEND_MS: '300',
    },
    stdout: 'pipe',
  },
});
