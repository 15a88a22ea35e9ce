import path from 'node:path';
import { SPEC_DEFAULTS, viewPathPrefix } from '@shoreline/domain';
import { parseTrustProxy, type TrustProxySetting } from './auth/trust-proxy.js';
// The delivery config's own file, not the module's index: the index reaches services that read this config.
import { loadDeliveryConfig, type ShippingConfig } from './delivery/config.js';

/**
 * The API's configuration: the spec's constants as defaults, then the
 * environment. Per-store settings (locale, currency, tax country, hosts) live in
 * the stores table so a shop owner changes them with the catalog import.
 */
export interface ApiConfig {
  env: 'development' | 'production' | 'test';
  dataDir: string;
  /** postgres://... switches storage to PostgreSQL; unset means the embedded SQLite file. */
  databaseUrl: string | null;
  /** PostgreSQL schema to use (tests isolate runs with it). */
  databaseSchema: string | null;
  sqliteFile: string;
  seedFile: string;
  /** Seed the catalog on first start when the database has none. */
  seedOnFirstStart: boolean;
  mediaDirs: string[];
  /** Where back-office uploads are written (DATA_DIR/media, the first of mediaDirs). */
  mediaUploadDir: string;
  /** Where paid download files are looked up, first match wins (never served as /media). */
  downloadDirs: string[];
  bodyLimitBytes: number;
  logLevel: string;
  /** Extra host-to-store mappings, e.g. "crabhouse.example=restaurant,shop.example=main". */
  storeHosts: Record<string, string>;
  /**
   * Store views served below their path prefix (STORE_VIEWS="de,it": /de/..., /it/...) with their own products and
   * texts. Off by default: a view the catalog does not enable itself sells nothing and answers no prefix.
   */
  storeViews: string[];
  /** How often each process checks whether another process changed the catalog. */
  catalogRefreshMs: number;
  /** Time one catalog query may take before it answers 503: it holds the event loop while it runs. */
  catalogQueryBudgetMs: number;
  version: string;
  /** smtp://user:pass@host:port; unset writes mail to DATA_DIR/mail instead. */
  smtpUrl: string | null;
  mailOutboxDir: string;
  /** The shop's own address: contact form messages go here and only here. */
  shopEmail: string;
  mailFrom: string;
  /** Signs short-lived tokens; generated and kept in the database when unset. */
  appSecret: string | null;
  /** The main store's public address (PUBLIC_URL): links in e-mails and canonical URLs never come from request headers. */
  publicUrl: string;
  /** Public addresses of the other stores by store code (STORE_PUBLIC_URLS="restaurant=https://crabhouse.example"). */
  storePublicUrls: Record<string, string>;
  /** Where newsletter sign-ups are forwarded (a Klaviyo-style API); unset keeps them only in our database. */
  marketingUrl: string | null;
  marketingKey: string | null;
  /** The marketing service's list that newsletter sign-ups join. */
  marketingListId: string | null;
  /** The marketing service's public key (Klaviyo company id): events are sent only with it and MARKETING_URL. */
  marketingCompanyId: string | null;
  /** How often queued marketing events are sent (MARKETING_SEND_MS). */
  marketingSendMs: number;
  /** How often newsletter choices the marketing service did not take are sent again. */
  marketingRetryMs: number;
  /** Behind a load balancer: how many proxy hops, or which proxy addresses, may set X-Forwarded-For (rate limits). */
  trustProxy: TrustProxySetting;
  /** scrypt cost as log2(N): 17 (N=2^17, OWASP's current advice) by default; tests may lower it, production may not. */
  passwordHashCost: number;
  /** New accounts per client address and hour (registration answers reveal whether an e-mail is taken). */
  registrationsPerHour: number;
  /** Login attempts per client address and 15 minutes (failed attempts per account are limited separately, to 5). */
  loginsPerAddress: number;
  /**
   * Offline payment methods offered (OFFLINE_PAYMENT_METHODS, default none): "checkmo" for every store,
   * "restaurant:cashondelivery" for one store only.
   */
  offlinePaymentMethods: string[];
  /**
   * The environment the payment gateways' settings are read from (credentials, addresses, timeouts): each registry
   * line reads and checks its own when the API starts (payment/<gateway>/settings.ts).
   */
  paymentEnvironment: Readonly<Record<string, string | undefined>>;
  /** How often each API process looks for watched products that are back in stock (STOCK_ALERT_INTERVAL_MS). */
  stockAlertIntervalMs: number;
  /** How often each API process issues the gift cards of captured orders and e-mails the e-cards (GIFT_CARD_INTERVAL_MS). */
  giftCardIntervalMs: number;
  /**
   * How long an order sent without its payment (placed offline with a gateway method) holds its stock, delivery
   * slot and coupon use (AWAITING_PAYMENT_HOLD_MINUTES, default 60; the deprecated AWAITING_PAYMENT_HOLD_HOURS is
   * read when the minutes are not set): unpaid after that, it is canceled and all it took is released (ADR 0011).
   */
  awaitingPaymentHoldMinutes: number;
  /** How many unpaid orders one e-mail, and one client address, may have open at once (UNPAID_ORDERS_OPEN_LIMIT, default 2). */
  unpaidOrdersOpenLimit: number;
  /**
   * Customers' own changes (move the date, cancel) close this many hours before the cut-off of the order's ship day
   * (CHANGES_CLOSE_HOURS_BEFORE_CUTOFF, default 0: at the cut-off itself).
   */
  changesCloseHoursBeforeCutoff: number;
  /** How many unpaid orders one client address may send an hour (UNPAID_ORDERS_PER_HOUR, default 5). */
  unpaidOrdersPerHour: number;
  /** How often each API process looks for unpaid orders whose hold ran out (AWAITING_PAYMENT_INTERVAL_MS). */
  awaitingPaymentIntervalMs: number;
  /** How often each API process refunds changes whose refund a stopped process left owed (CHANGE_REFUND_SWEEP_MS). */
  changeRefundSweepMs: number;
  /**
   * How often each API process sends again the refunds its gateways have not confirmed two minutes after their last
   * try (REFUND_RESEND_SWEEP_MS): a process stopped between storing one and asking its gateway, or the gateway did not answer.
   */
  refundResendSweepMs: number;
  /**
   * PAYMENT_MODE: "test" runs the built-in sandboxes for gateways without credentials and marks every payment a
   * test; "live" offers only gateways that have credentials. Unset means live: test payments are always asked for.
   */
  paymentMode: PaymentMode;
  /** PAYMENT_MODE_FORCE=1: allow test mode although a public URL is not a loopback address (a staging shop). */
  paymentModeForced: boolean;
  /** Where the payment sandboxes listen in test mode (0: any free port); always a loopback address. */
  paymentSandboxPort: number;
  paymentSandboxHost: string;
  /**
   * Shipping prices, the delivery calendar and its time zone (SHOP_TIME_ZONE), capacity and perishable rules: the
   * delivery module reads them (delivery/config.ts; FREE_DELIVERY_FROM, DELIVERY_CAPACITY and the rest).
   */
  shipping: ShippingConfig;
  /**
   * SHUTDOWN_DRAIN_MS: on SIGTERM/SIGINT, how long requests already accepted may take to finish before their
   * connections are cut (the process then closes its database and exits).
   */
  shutdownDrainMs: number;
  /** METRICS_TOKEN: the Bearer token /metrics asks for; unset, /metrics does not exist (404). */
  metricsToken: string | null;
  /**
   * The Instagram feed block: INSTAGRAM_TOKEN (a long-lived Graph API token) and INSTAGRAM_GRAPH_URL. Without a
   * token, test mode serves a local stand-in's posts and live mode shows no feed. INSTAGRAM_CACHE_MS: how long a
   * copy is served before a background refresh; INSTAGRAM_WAIT_MS: how long a page waits for the first fetch.
   */
  instagram: { token: string | null; graphUrl: string; freshMs: number; firstWaitMs: number };
  /**
   * FRESHNESS_CLAIM_DAYS: how many days after an order's delivery date (in the shop's time zone) its customer may
   * report a problem with it (claims/); default 2: claims are taken on the delivery day and the two days after.
   */
  freshnessClaimDays: number;
  /**
   * Claim photos an account may keep: CLAIM_PHOTOS_PENDING uploaded and not yet named by a claim (default 5),
   * CLAIM_PHOTOS_PER_DAY stored in the last 24 hours, pending or claimed (default 20). Photos are taken only from
   * a customer with an order open for a claim, re-encoded as WebP inside 1600 pixels and about 600 KB (claims/photos.ts).
   */
  claimPhotos: { pending: number; perDay: number };
  spec: typeof SPEC_DEFAULTS;
}

export type PaymentMode = 'test' | 'live';

const apiRoot = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');

function parseStoreHosts(value: string | undefined): Record<string, string> {
  const hosts: Record<string, string> = {};
  for (const pair of (value ?? '').split(',')) {
    const [host, store] = pair.split('=').map((part) => part.trim());
    if (host && store) hosts[host.toLowerCase()] = store;
  }
  return hosts;
}

function parseStorePublicUrls(value: string | undefined, port: string, publicUrlSet: boolean): Record<string, string> {
  // On a machine with no PUBLIC_URL (npm start, development) the restaurant store answers on restaurant.localhost
  // (browsers resolve *.localhost to loopback); a deployment that sets PUBLIC_URL but does not name a store sends
  // that store's links to PUBLIC_URL rather than to a link no customer can open.
  const urls: Record<string, string> = publicUrlSet ? {} : { restaurant: `http://restaurant.localhost:${port}` };
  for (const [store, url] of Object.entries(parseStoreHosts(value))) urls[store] = httpUrl(url, `STORE_PUBLIC_URLS (${store})`);
  return urls;
}

/** An http(s) address without a trailing slash: e-mail links are built from it, so anything else stops the start. */
export function httpUrl(value: string, name: string): string {
  const parsed = URL.canParse(value) ? new URL(value) : null;
  if (!parsed || (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') || parsed.username || parsed.password) {
    throw new Error(`${name} must be an http(s) URL such as https://shop.example, got "${value}"`);
  }
  return stripTrailingSlashes(value);
}

export const OWASP_PASSWORD_HASH_COST = 17;

/**
 * A production shop hashes at OWASP's cost or more. One in payment test mode (its sandboxes, no money moves: a build
 * under test, or a staging shop that says so with PAYMENT_MODE_FORCE) may lower it as tests do: each hash at the
 * default takes 128 MiB and most of a second of a core.
 */
function passwordHashCost(value: string | undefined, env: ApiConfig['env'], mode: PaymentMode): number {
  if (value === undefined || value === '') return OWASP_PASSWORD_HASH_COST;
  const cost = Number(value);
  const lowest = env === 'production' && mode === 'live' ? OWASP_PASSWORD_HASH_COST : 10;
  if (!Number.isInteger(cost) || cost < lowest || cost > 20) {
    throw new Error(`PASSWORD_HASH_COST must be an integer from ${lowest} to 20 (log2 of scrypt's N), got "${value}"`);
  }
  return cost;
}

const stripTrailingSlashes = (url: string) => url.replace(/\/+$/, '');

/** The configured public origin of a store (never derived from a request's Host or X-Forwarded-* headers). */
export function publicUrlOf(config: Pick<ApiConfig, 'publicUrl' | 'storePublicUrls'>, storeCode: string): string {
  return config.storePublicUrls[storeCode] ?? config.publicUrl;
}

/**
 * Where a store's pages start, for links in e-mails and hand-offs: its public URL, and for an enabled store view
 * that lives below a path prefix (/de, /it) that prefix too, so a German shopper's link opens the German page.
 */
export function storePagesUrlOf(
  config: Pick<ApiConfig, 'publicUrl' | 'storePublicUrls'>,
  store: { storeCode: string } & Parameters<typeof viewPathPrefix>[0],
): string {
  return publicUrlOf(config, store.storeCode) + (viewPathPrefix(store) ?? '');
}

export const OFFLINE_PAYMENT_CODES = ['cashondelivery', 'checkmo'] as const;

/** "checkmo,restaurant:cashondelivery": each entry is a code for every store, or store:code for one store. */
function parseOfflinePaymentMethods(value: string | undefined): string[] {
  const entries = (value ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  for (const entry of entries) {
    const code = entry.includes(':') ? entry.slice(entry.indexOf(':') + 1) : entry;
    if (!(OFFLINE_PAYMENT_CODES as readonly string[]).includes(code)) {
      throw new Error(
        `OFFLINE_PAYMENT_METHODS: unknown method "${entry}"; use ${OFFLINE_PAYMENT_CODES.join(' or ')}, optionally as store:code`,
      );
    }
  }
  return entries;
}

function sandboxPort(value: string | undefined, port: string | undefined): number {
  if (value === undefined || value === '') return Number(port ?? 3000) + 1;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 0 || parsed > 65535)
    throw new Error(`PAYMENT_SANDBOX_PORT must be a port number, got "${value}"`);
  return parsed;
}

function paymentMode(value: string | undefined): PaymentMode {
  if (value === undefined || value === '' || value === 'live') return 'live';
  if (value === 'test') return 'test';
  throw new Error(`PAYMENT_MODE must be "test" or "live", got "${value}"`);
}

/** A host name or address that only this machine can reach. */
export function isLoopbackHost(hostname: string): boolean {
  const host = hostname.toLowerCase().replace(/^\[|\]$/g, '');
  return host === 'localhost' || host.endsWith('.localhost') || host === '::1' || /^127(\.\d{1,3}){3}$/.test(host);
}

/** The sandboxes take fake payments and have consoles that refund and void: they never listen beyond this machine. */
function sandboxHost(value: string | undefined): string {
  if (value === undefined || value === '') return '127.0.0.1';
  if (!isLoopbackHost(value)) throw new Error(`PAYMENT_SANDBOX_HOST must be a loopback address (127.0.0.1 or ::1), got "${value}"`);
  return value;
}

export function positiveInt(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed <= 0) throw new Error(`${name} must be a positive integer, got "${value}"`);
  return parsed;
}

/**
 * The hold of an order sent without its payment, in minutes: AWAITING_PAYMENT_HOLD_MINUTES, else the deprecated
 * AWAITING_PAYMENT_HOLD_HOURS (an existing deployment keeps the hold it set), else an hour.
 */
function awaitingPaymentHoldMinutes(env: NodeJS.ProcessEnv): number {
  if (env.AWAITING_PAYMENT_HOLD_MINUTES) return positiveInt(env.AWAITING_PAYMENT_HOLD_MINUTES, 60, 'AWAITING_PAYMENT_HOLD_MINUTES');
  if (env.AWAITING_PAYMENT_HOLD_HOURS) return positiveInt(env.AWAITING_PAYMENT_HOLD_HOURS, 1, 'AWAITING_PAYMENT_HOLD_HOURS') * 60;
  return 60;
}

/** Hours before the cut-off that customers' changes close: a whole number, 0 or more. */
function changesCloseHours(value: string | undefined): number {
  if (value === undefined || value.trim() === '') return 0;
  const hours = Number(value);
  if (!Number.isInteger(hours) || hours < 0)
    throw new Error(`CHANGES_CLOSE_HOURS_BEFORE_CUTOFF must be 0 or more whole hours, got "${value}"`);
  return hours;
}

/** A token anyone could guess would open the shop's figures to everyone: 16 characters at least. */
function metricsToken(value: string | undefined): string | null {
  if (value === undefined || value === '') return null;
  if (value.length < 16 || /\s/.test(value)) throw new Error('METRICS_TOKEN must be at least 16 characters without spaces');
  return value;
}

/** "de,it": store codes, as the catalog spells them. */
function parseStoreViews(value: string | undefined): string[] {
  const codes = (value ?? '')
    .split(',')
    .map((code) => code.trim())
    .filter(Boolean);
  for (const code of codes) if (!/^[a-z0-9_]+$/.test(code)) throw new Error(`STORE_VIEWS names store codes like "de,it", got "${code}"`);
  return [...new Set(codes)];
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<ApiConfig> = {}): ApiConfig {
  const dataDir = path.resolve(env.DATA_DIR ?? 'data');
  const nodeEnv = env.NODE_ENV === 'production' ? 'production' : env.NODE_ENV === 'test' ? 'test' : 'development';
  const base: ApiConfig = {
    env: nodeEnv,
    dataDir,
    databaseUrl: env.DATABASE_URL || null,
    databaseSchema: env.DATABASE_SCHEMA || null,
    sqliteFile: path.join(dataDir, 'shoreline.db'),
    seedFile: path.resolve(env.SEED_FILE ?? path.join(apiRoot, 'seed', 'catalog.ndjson')),
    seedOnFirstStart: env.SEED_ON_FIRST_START !== 'false',
    mediaDirs: [path.join(dataDir, 'media'), path.join(apiRoot, 'seed', 'media')],
    mediaUploadDir: path.join(dataDir, 'media'),
    downloadDirs: [path.join(dataDir, 'downloads'), path.join(apiRoot, 'seed', 'downloads')],
    bodyLimitBytes: positiveInt(env.BODY_LIMIT_BYTES, 100 * 1024, 'BODY_LIMIT_BYTES'),
    logLevel: env.LOG_LEVEL ?? (nodeEnv === 'test' ? 'silent' : 'info'),
    storeHosts: parseStoreHosts(env.STORE_HOSTS),
    storeViews: parseStoreViews(env.STORE_VIEWS),
    catalogRefreshMs: positiveInt(env.CATALOG_REFRESH_MS, 2000, 'CATALOG_REFRESH_MS'),
    catalogQueryBudgetMs: positiveInt(env.CATALOG_QUERY_BUDGET_MS, SPEC_DEFAULTS.search.serverTimeoutMs, 'CATALOG_QUERY_BUDGET_MS'),
    version: '0.1.0',
    smtpUrl: env.SMTP_URL || null,
    mailOutboxDir: path.join(dataDir, 'mail'),
    shopEmail: env.SHOP_EMAIL ?? 'hello@shoreline.example',
    mailFrom: env.MAIL_FROM ?? 'Shoreline <hello@shoreline.example>',
    appSecret: env.APP_SECRET || null,
    publicUrl: stripTrailingSlashes(env.PUBLIC_URL ?? `http://localhost:${env.PORT ?? 3000}`),
    storePublicUrls: parseStorePublicUrls(env.STORE_PUBLIC_URLS, env.PORT ?? '3000', Boolean(env.PUBLIC_URL)),
    marketingUrl: env.MARKETING_URL || null,
    marketingKey: env.MARKETING_KEY || null,
    marketingListId: env.MARKETING_LIST_ID || null,
    marketingCompanyId: env.MARKETING_COMPANY_ID || null,
    marketingSendMs: positiveInt(env.MARKETING_SEND_MS, 5000, 'MARKETING_SEND_MS'),
    marketingRetryMs: positiveInt(env.MARKETING_RETRY_MS, 10 * 60_000, 'MARKETING_RETRY_MS'),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    passwordHashCost: passwordHashCost(env.PASSWORD_HASH_COST, nodeEnv, paymentMode(env.PAYMENT_MODE)),
    registrationsPerHour: positiveInt(env.REGISTRATIONS_PER_HOUR, 10, 'REGISTRATIONS_PER_HOUR'),
    loginsPerAddress: positiveInt(env.LOGINS_PER_ADDRESS, 30, 'LOGINS_PER_ADDRESS'),
    offlinePaymentMethods: parseOfflinePaymentMethods(env.OFFLINE_PAYMENT_METHODS),
    paymentEnvironment: { ...env },
    giftCardIntervalMs: positiveInt(env.GIFT_CARD_INTERVAL_MS, 10_000, 'GIFT_CARD_INTERVAL_MS'),
    stockAlertIntervalMs: positiveInt(env.STOCK_ALERT_INTERVAL_MS, 60_000, 'STOCK_ALERT_INTERVAL_MS'),
    awaitingPaymentHoldMinutes: awaitingPaymentHoldMinutes(env),
    unpaidOrdersOpenLimit: positiveInt(env.UNPAID_ORDERS_OPEN_LIMIT, 2, 'UNPAID_ORDERS_OPEN_LIMIT'),
    changesCloseHoursBeforeCutoff: changesCloseHours(env.CHANGES_CLOSE_HOURS_BEFORE_CUTOFF),
    unpaidOrdersPerHour: positiveInt(env.UNPAID_ORDERS_PER_HOUR, 5, 'UNPAID_ORDERS_PER_HOUR'),
    awaitingPaymentIntervalMs: positiveInt(env.AWAITING_PAYMENT_INTERVAL_MS, 60_000, 'AWAITING_PAYMENT_INTERVAL_MS'),
    changeRefundSweepMs: positiveInt(env.CHANGE_REFUND_SWEEP_MS, 60_000, 'CHANGE_REFUND_SWEEP_MS'),
    refundResendSweepMs: positiveInt(env.REFUND_RESEND_SWEEP_MS, 60_000, 'REFUND_RESEND_SWEEP_MS'),
    paymentSandboxPort: sandboxPort(env.PAYMENT_SANDBOX_PORT, env.PORT),
    paymentMode: paymentMode(env.PAYMENT_MODE),
    paymentModeForced: env.PAYMENT_MODE_FORCE === '1',
    paymentSandboxHost: sandboxHost(env.PAYMENT_SANDBOX_HOST),
    shipping: loadDeliveryConfig(env),
    shutdownDrainMs: positiveInt(env.SHUTDOWN_DRAIN_MS, 25_000, 'SHUTDOWN_DRAIN_MS'),
    metricsToken: metricsToken(env.METRICS_TOKEN),
    instagram: {
      token: env.INSTAGRAM_TOKEN || null,
      graphUrl: httpUrl(env.INSTAGRAM_GRAPH_URL || 'https://graph.instagram.com/v21.0', 'INSTAGRAM_GRAPH_URL'),
      freshMs: positiveInt(env.INSTAGRAM_CACHE_MS, 15 * 60_000, 'INSTAGRAM_CACHE_MS'),
      firstWaitMs: positiveInt(env.INSTAGRAM_WAIT_MS, 1500, 'INSTAGRAM_WAIT_MS'),
    },
    freshnessClaimDays: positiveInt(env.FRESHNESS_CLAIM_DAYS, 2, 'FRESHNESS_CLAIM_DAYS'),
    claimPhotos: {
      pending: positiveInt(env.CLAIM_PHOTOS_PENDING, 5, 'CLAIM_PHOTOS_PENDING'),
      perDay: positiveInt(env.CLAIM_PHOTOS_PER_DAY, 20, 'CLAIM_PHOTOS_PER_DAY'),
    },
    spec: SPEC_DEFAULTS,
  };
  return { ...base, ...overrides };
}
