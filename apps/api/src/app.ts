import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance, type FastifyRequest, type FastifyServerFactory } from 'fastify';
import type { ApiConfig } from './config.js';
import type { ApiContext } from './context.js';
import { openDatabase } from './db/database.js';
import { seedIfEmpty } from './seed/import.js';
import { CatalogReadModel } from './catalog/read-model.js';
import { registerEnvelopeHandlers } from './http/envelope.js';
import { resolveStore } from './store/resolve-store.js';
import { registerStoreRoutes } from './store/routes.js';
import { registerHealthRoutes } from './health/routes.js';
import { registerCatalogRoutes } from './catalog/routes.js';
import { registerMediaRoutes } from './media/routes.js';
import { registerStockRoutes } from './stock/routes.js';
import { registerReviewRoutes } from './review/routes.js';
import { registerUrlRoutes } from './url/routes.js';
import { registerMailRoutes } from './mail/routes.js';
import { registerCartRoutes } from './cart/routes.js';
import { registerOrderRoutes } from './order/routes.js';
import { registerUserRoutes } from './user/routes.js';
import { registerAddressBookRoutes } from './user/address-book-routes.js';
import { registerNewsletterRoutes, startNewsletterRetries } from './newsletter/routes.js';
import { createMailer } from './mail/mailer.js';
import { loadSigningSecret } from './settings/secret.js';

export interface CreateApiOptions {
  config: ApiConfig;
  /** Lets a host serve the API and the storefront from one Node server. */
  serverFactory?: FastifyServerFactory;
}

/** Accepts `Content-Type: application/json` with an empty body, as the original clients send on some POSTs. */
function registerJsonParser(app: FastifyInstance, bodyLimit: number): void {
  const strictParser = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') return done(null, undefined);
    return strictParser(request, text, done);
  });
}

export async function createApi({ config, serverFactory }: CreateApiOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: ['req.headers.authorization', 'req.headers.cookie', 'req.query.token'],
    },
    bodyLimit: config.bodyLimitBytes,
    requestIdHeader: 'x-request-id',
    genReqId: () => randomUUID(),
    return503OnClosing: true,
    trustProxy: config.trustProxy,
    ...(serverFactory ? { serverFactory } : {}),
  });
  registerJsonParser(app, config.bodyLimitBytes);
  registerEnvelopeHandlers(app);

  const database = await openDatabase(config);
  app.addHook('onClose', async () => {
    readModel.stop();
    await database.close();
  });
  if (config.seedOnFirstStart) {
    const seeded = await seedIfEmpty(database.db, database.dialect, config.seedFile);
    if (seeded) app.log.info(seeded, 'catalog seeded on first start');
  }
  const readModel = await CatalogReadModel.load(database.db, app.log);
  readModel.startPolling(config.catalogRefreshMs);
  const context: ApiContext = {
    config,
    db: database.db,
    dialect: database.dialect,
    readModel,
    mailer: createMailer({ smtpUrl: config.smtpUrl, outboxDir: config.mailOutboxDir }),
    secret: await loadSigningSecret(database.db, config.appSecret),
  };

  app.decorate('catalogSnapshotId', () => {
    const snapshot = readModel.current();
    return `${snapshot.version}:${snapshot.builtAt.getTime()}:${snapshot.stockEventId}`;
  });
  app.decorateRequest('catalog', function catalog() {
    return readModel.current();
  });
  app.decorateRequest('storeCatalog', function storeCatalog(this: FastifyRequest, explicitCode?: string) {
    const snapshot = readModel.current();
    const query = this.query as Record<string, unknown> | undefined;
    const { store, unknownCode } = resolveStore(
      snapshot.stores,
      snapshot.defaultStore,
      { header: explicitCode || this.headers['x-vs-store-code'], query: query?.storeCode, host: this.headers.host },
      config.storeHosts,
    );
    if (unknownCode) this.log.warn({ storeCode: unknownCode }, 'unknown store code; using the default store');
    const catalog = snapshot.byStore.get(store.storeCode);
    if (!catalog) throw new Error(`No catalog for store ${store.storeCode}`);
    return catalog;
  });
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  registerHealthRoutes(app, context);
  registerStoreRoutes(app, config);
  registerCatalogRoutes(app);
  registerStockRoutes(app, context);
  registerReviewRoutes(app, context);
  registerUrlRoutes(app);
  registerCartRoutes(app, context);
  registerOrderRoutes(app, context);
  registerUserRoutes(app, context);
  registerAddressBookRoutes(app, context);
  registerNewsletterRoutes(app, context);
  const stopNewsletterRetries = startNewsletterRetries(context, app.log, config.marketingRetryMs);
  app.addHook('onClose', async () => stopNewsletterRetries());
  await registerMailRoutes(app, context);
  registerMediaRoutes(app, config.mediaDirs);
  return app;
}
