import path from 'node:path';
import { SPEC_DEFAULTS } from '@shoreline/domain';

/**
 * The API's configuration: spec document 2 §9 constants as defaults, then the
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
  bodyLimitBytes: number;
  logLevel: string;
  /** Extra host-to-store mappings, e.g. "crabhouse.example=restaurant,shop.example=main". */
  storeHosts: Record<string, string>;
  /** How often each process checks whether another process changed the catalog. */
  catalogRefreshMs: number;
  version: string;
  /** smtp://user:pass@host:port; unset writes mail to DATA_DIR/mail instead. */
  smtpUrl: string | null;
  mailOutboxDir: string;
  /** The shop's own address: contact form messages go here and only here. */
  shopEmail: string;
  mailFrom: string;
  /** Signs short-lived tokens; generated and kept in the database when unset. */
  appSecret: string | null;
  /** The shop's public address, for links in e-mails when the request's host is not a known store host. */
  publicUrl: string;
  /** Where newsletter sign-ups are forwarded (a Klaviyo-style API); unset keeps them only in our database. */
  marketingUrl: string | null;
  marketingKey: string | null;
  /** The marketing service's list that newsletter sign-ups join. */
  marketingListId: string | null;
  /** How often newsletter choices the marketing service did not take are sent again. */
  marketingRetryMs: number;
  /** Behind a load balancer: trust X-Forwarded-For for client addresses (rate limits). */
  trustProxy: boolean;
  /** New accounts per client address and hour (registration answers reveal whether an e-mail is taken). */
  registrationsPerHour: number;
  /** Login attempts per client address and 15 minutes (failed attempts per account are limited separately, to 5). */
  loginsPerAddress: number;
  spec: typeof SPEC_DEFAULTS;
}

const apiRoot = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');

function parseStoreHosts(value: string | undefined): Record<string, string> {
  const hosts: Record<string, string> = {};
  for (const pair of (value ?? '').split(',')) {
    const [host, store] = pair.split('=').map((part) => part.trim());
    if (host && store) hosts[host.toLowerCase()] = store;
  }
  return hosts;
}

function positiveInt(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed <= 0) throw new Error(`${name} must be a positive integer, got "${value}"`);
  return parsed;
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
    bodyLimitBytes: positiveInt(env.BODY_LIMIT_BYTES, 100 * 1024, 'BODY_LIMIT_BYTES'),
    logLevel: env.LOG_LEVEL ?? (nodeEnv === 'test' ? 'silent' : 'info'),
    storeHosts: parseStoreHosts(env.STORE_HOSTS),
    catalogRefreshMs: positiveInt(env.CATALOG_REFRESH_MS, 2000, 'CATALOG_REFRESH_MS'),
    version: '0.1.0',
    smtpUrl: env.SMTP_URL || null,
    mailOutboxDir: path.join(dataDir, 'mail'),
    shopEmail: env.SHOP_EMAIL ?? 'hello@shoreline.example',
    mailFrom: env.MAIL_FROM ?? 'Shoreline <hello@shoreline.example>',
    appSecret: env.APP_SECRET || null,
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${env.PORT ?? 3000}`).replace(/\/+$/, ''),
    marketingUrl: env.MARKETING_URL || null,
    marketingKey: env.MARKETING_KEY || null,
    marketingListId: env.MARKETING_LIST_ID || null,
    marketingRetryMs: positiveInt(env.MARKETING_RETRY_MS, 10 * 60_000, 'MARKETING_RETRY_MS'),
    trustProxy: env.TRUST_PROXY === 'true',
    registrationsPerHour: positiveInt(env.REGISTRATIONS_PER_HOUR, 10, 'REGISTRATIONS_PER_HOUR'),
    loginsPerAddress: positiveInt(env.LOGINS_PER_ADDRESS, 30, 'LOGINS_PER_ADDRESS'),
    spec: SPEC_DEFAULTS,
  };
  return { ...base, ...overrides };
}
