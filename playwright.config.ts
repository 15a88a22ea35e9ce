import { defineConfig } from '@playwright/test';

/**
 * Chromium takes the last --disable-features it is given, so Playwright's own list is repeated here with
 * the omnibox popups added: full Chromium (not the headless shell) builds them as WebUI pages in every new
 * window, two extra renderers per test context (a third of the suite's time on two cores).
 */
const DISABLED_FEATURES = [
  // Playwright's defaults (chromiumSwitches in playwright-core)
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  // ours
  'WebUIOmniboxPopup',
  'WebUIOmniboxAimPopup',
  'OmniboxAimPopup',
];

/**
 * End-to-end tests run the built shop (the same host `npm start` runs) in Debian's Chromium. Each worker
 * starts its own shop on a fresh SQLite file (e2e/support/shop.ts), so workers run side by side.
 * Build first: `npm run build`. E2E_WORKERS sets how many (default 2; .ci/run uses 3).
 */

/** The back office's journeys (staff at a desk), and the freshness claim's (a customer's report decided by staff). */
/** Desktop-only shopper journeys (the wide-screen menu). */
const DESKTOP_ONLY_SPECS = /\/desktop-menu\.spec\.ts$/;

const STAFF_SPECS =
  /\/(admin[\w-]*|back-office|order-shipping|shipping-labels|label-voids|boxes-at-risk|lots|wholesale|freshness-claim|delivery-capacity)\.spec\.ts$/;

export default defineConfig({
  testDir: 'e2e',
  timeout: 60_000,
  // Two shops and two browsers share the CI machine's two cores: a sign-in (password hashing) can take a few
  // seconds and a checkout journey twice its time on an idle machine.
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: process.env.CI ? 1 : 0,
  reporter: [['list'], ['json', { outputFile: '.ci-out/playwright.json' }]],
  use: {
    // Recording a trace of every test costs about a seventh of the suite's CPU on the two-core CI machine: CI records
    // the retry of a failed test (retries: 1), a local run every failure.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
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
        `--disable-features=${DISABLED_FEATURES.join(',')}`,
      ],
    },
  },
  projects: [
    // Shoppers are mostly on phones: every shopper journey runs there. The back office is used on a desktop.
    {
      name: 'phone',
      testIgnore: [STAFF_SPECS, DESKTOP_ONLY_SPECS],
      use: { browserName: 'chromium', viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
    },
    // On a desktop: the staff journeys, and the shopper pages whose layout changes with the width (header and
    // menu, filters beside the list, gallery, minicart, checkout and account columns). A test tagged @any-width
    // checks what the width does not change (redirects, 404s, SEO data, tab sync, no-JS forms): once, on the phone.
    {
      name: 'desktop',
      testMatch: [STAFF_SPECS, DESKTOP_ONLY_SPECS, /\/(home|catalog|product|cart-checkout|account)\.spec\.ts$/],
      grepInvert: /@any-width/,
      use: { browserName: 'chromium', viewport: { width: 1280, height: 900 } },
    },
  ],
});
