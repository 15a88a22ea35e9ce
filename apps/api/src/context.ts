import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { ApiConfig } from './config.js';
import type { Database } from './db/schema.js';
import type { Dialect } from './db/dialect.js';
import type { CatalogReadModel } from './catalog/read-model.js';
import type { Mailer } from './mail/mailer.js';
import type { CatalogSnapshot, StoreCatalog } from './catalog/snapshot-types.js';
import type { MarketingRecording } from './marketing/track.js';
import type { ShopMetrics } from './metrics/shop-metrics.js';

/**
 * The payment registry's type, which payment/gateways.ts adds here (`registry`). This file names no payment file: the
 * payment providers' webhooks take this context, and an import each way would tie context and payments in one circle.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled in by declaration merging
export interface PaymentRegistrySlot {}

/** What route modules get: configuration, the database and the catalog read model. */
export interface ApiContext {
  config: ApiConfig;
  db: Kysely<Database>;
  dialect: Dialect;
  readModel: CatalogReadModel;
  mailer: Mailer;
  /** Signs short-lived tokens (mail tokens now; customer tokens with the accounts issue). */
  secret: string;
  /** The payment providers (payment/registry.ts): gateways, or their sandboxes when a gateway has no credentials, and offline methods. */
  payments: PaymentRegistrySlot extends { registry: infer Registry } ? Registry : never;
  /** Records marketing events in the outbox; null when MARKETING_URL / MARKETING_COMPANY_ID are not set. */
  marketing: MarketingRecording | null;
  /** The app's logger (pino), for work that outlives or runs beside a request: failed e-mails, payment reversals. */
  log: FastifyBaseLogger;
  /** The process's Prometheus figures (/metrics). */
  metrics: ShopMetrics;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Changes whenever the catalog read model is rebuilt: a tag for caches of rendered pages. */
    catalogSnapshotId(): string;
    /** The process's Prometheus figures; the host adds its page cache's. */
    metrics: ShopMetrics;
  }
  interface FastifyRequest {
    /** The catalog snapshot this request is answered from. */
    catalog(): CatalogSnapshot;
    /** The request's store catalog: explicit code, then the path's store prefix, then x-vs-store-code, then storeCode, then host. */
    storeCatalog(explicitCode?: string): StoreCatalog;
  }
}
