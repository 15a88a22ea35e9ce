import type { Kysely } from 'kysely';
import type { ApiConfig } from './config.js';
import type { Database } from './db/schema.js';
import type { Dialect } from './db/dialect.js';
import type { CatalogReadModel } from './catalog/read-model.js';
import type { Mailer } from './mail/mailer.js';
import type { CatalogSnapshot, StoreCatalog } from './catalog/build-documents.js';

/** What route modules get: configuration, the database and the catalog read model. */
export interface ApiContext {
  config: ApiConfig;
  db: Kysely<Database>;
  dialect: Dialect;
  readModel: CatalogReadModel;
  mailer: Mailer;
  /** Signs short-lived tokens (mail tokens now; customer tokens with the accounts issue). */
  secret: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Changes whenever the catalog read model is rebuilt: a tag for caches of rendered pages. */
    catalogSnapshotId(): string;
  }
  interface FastifyRequest {
    /** The catalog snapshot this request is answered from. */
    catalog(): CatalogSnapshot;
    /** The request's store catalog: explicit code, then x-vs-store-code, then storeCode, then host. */
    storeCatalog(explicitCode?: string): StoreCatalog;
  }
}
