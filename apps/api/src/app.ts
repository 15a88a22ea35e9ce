import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance, type FastifyRequest, type FastifyServerFactory } from 'fastify';
import type { DestinationStream } from 'pino';
import { REASON } from '@shoreline/domain/error-reasons';
import type { ApiConfig } from './config.js';
import type { ApiContext } from './context.js';
import { openDatabase } from './db/database.js';
import type { OpenedDatabase } from './db/dialect.js';
import { seedIfEmpty } from './seed/import.js';
import { CatalogReadModel } from './catalog/read-model.js';
import {
  answerClientError,
  answerFrameworkError,
  HttpError,
  registerEnvelopeHandlers,
  registerRequestChecks,
  watchServerForUnroutedRequests,
} from './http/envelope.js';
import { jsonDeeperThan, jsonHasNulEscape, MAX_JSON_DEPTH, NUL_REFUSED, TOO_DEEP_REFUSED } from './http/request-guards.js';
import { registerRetryAfterHeader } from './ratelimit/limiter.js';
import { serializeRequest } from './auth/request-log.js';
import { fastifyTrustProxy } from './auth/trust-proxy.js';
import { registerSecurityHeaders } from './http/security-headers.js';
import { installSchemas, type UndeclaredRefusal } from './http/schema.js';
import { registerOpenApiRoutes } from './http/openapi-routes.js';
import { resolveStore } from './store/resolve-store.js';
import { rewriteStorePrefix, storeCodeFromPath, unknownStorePrefix } from './store/path-prefix.js';
import { registerStoreRoutes } from './store/routes.js';
import { registerHealthRoutes } from './health/routes.js';
import { registerCatalogRoutes } from './catalog/routes.js';
import { registerMediaRoutes } from './media/routes.js';
import { registerStockRoutes } from './stock/routes.js';
import { registerReviewRoutes } from './review/routes.js';
import { registerUrlRoutes } from './url/routes.js';
import { registerMailRoutes } from './mail/routes.js';
import { registerCartRoutes } from './cart/routes.js';
import { registerFeeRoutes } from './fees/routes.js';
import { registerOrderRoutes } from './order/routes.js';
import { registerUserRoutes } from './user/routes.js';
import { registerAddressBookRoutes } from './user/address-book-routes.js';
import { registerNewsletterRoutes } from './newsletter/routes.js';
import { startNewsletterRetries } from './newsletter/forwarding.js';
import { createMailer } from './mail/mailer.js';
import { loadSigningSecret } from './settings/secret.js';
import { createPaymentGateways, type PaymentGateways } from './payment/gateways.js';
import type { PaymentService } from './payment/service.js';
import type { BrowserPaymentSettings } from './payment-methods/index.js';
import { approvedOrdersOf } from './order/approved-orders.js';
import { registerProviderRoutes } from './payment/routes.js';
import { registerPaymentWebhookRoutes } from './payment/webhooks/routes.js';
import { registerStockAlertRoutes } from './stock-alerts/routes.js';
import { registerStoreCreditRoutes } from './store-credit/routes.js';
import { registerWishlistRoutes } from './wishlist/routes.js';
import { registerMarketingRoutes } from './marketing/routes.js';
import { registerGiftCardRoutes } from './gift-cards/routes.js';
import { startGiftCardIssuing } from './gift-cards/issue.js';
import { registerDownloadRoutes } from './downloads/routes.js';
import { registerClaimRoutes } from './claims/index.js';
import { recordingFor } from './marketing/track.js';
import { startMarketingSender } from './marketing/outbox.js';
import { issueDownloadLinks } from './downloads/links.js';
import { startStockAlerts } from './stock-alerts/service.js';
import { createServices, type Services } from './services.js';
import type { OrderCommittedListener } from './order/placement/after-commit.js';
import type { RefundSends } from './order/money/refund-sends.js';
import { registerAdminRoutes } from './admin/routes.js';
import { Readiness } from './health/readiness.js';
import { pendingMigrations } from './db/migrate.js';
import { ConnectionDrain } from './shutdown.js';
import { ShopMetrics } from './metrics/shop-metrics.js';
import { registerMetricsRoute } from './metrics/routes.js';
import { registerFeedRoutes } from './feeds/index.js';
import { createInstagramFeed, registerInstagramRoutes } from './instagram/index.js';
import { startLoop, type BackgroundLoop } from './background-loop.js';
import { startShipping } from './shipment/index.js';
import { startLots } from './lots/index.js';
import { startRecipientDay } from './order/recipient-day/recipient-day-start.js';

/** The payment parts the host and the back office reach through the server (decorated in createApi). */
declare module 'fastify' {
  interface FastifyInstance {
    /** Capture, void and refund of payments, for the back office (payment/service.ts). */
    paymentService: PaymentService;
    /** The origins the checkout page's CSP must allow for the payment providers (hosted fields). */
    paymentBrowserSettings: BrowserPaymentSettings;
    /** The payment providers themselves (payment/registry.ts), and the sandboxes for tests. */
    paymentGateways: PaymentGateways;
    /** Refunds to the payment and their sweep (order/money/refund-sends.ts): tests run the sweep as processes would. */
    refundSends: RefundSends;
  }
}

export interface CreateApiOptions {
  config: ApiConfig;
  /** Lets a host serve the API and the storefront from one Node server. */
  serverFactory?: FastifyServerFactory;
  /** Where log lines go instead of stdout (tests read them). */
  logStream?: DestinationStream;
  /** Told of each refusal its route does not declare, outside production (logged as an error unless given: tests collect them). */
  onUndeclaredRefusal?: (refusal: UndeclaredRefusal) => void;
  /** Told of each order committed (placed, paid later, its pending payment completed) before its effects run (tests count them). */
  onOrderCommitted?: OrderCommittedListener;
  /** Awaited once a customer's change is stored, before its refund (tests throw here to stop as a dying process would). */
  afterChangeStored?: (orderId: number, changeKey: string) => Promise<void>;
  /** Awaited once a refund to the payment is stored, before its gateway is asked (tests throw here, as above). */
  afterRefundStored?: (orderId: number, refundId: number) => Promise<void>;
}

const REQUEST_ID = /^[A-Za-z0-9._:-]{1,64}$/;

function requestIdFrom(header: string | string[] | undefined): string {
  return typeof header === 'string' && REQUEST_ID.test(header) ? header : randomUUID();
}

/** Accepts `Content-Type: application/json` with an empty body, as the original clients send on some POSTs. */
function registerJsonParser(app: FastifyInstance, bodyLimit: number): void {
  const strictParser = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') return done(null, undefined);
    if (jsonHasNulEscape(text)) return done(new HttpError(400, NUL_REFUSED), undefined);
    if (jsonDeeperThan(text, MAX_JSON_DEPTH)) return done(new HttpError(400, TOO_DEEP_REFUSED), undefined);
    return strictParser(request, text, done);
  });
}

/** A store code first in the path is refused by name when the rest of the path is a route. */
function explainStorePrefix(path: string, hasRoute: (path: string) => boolean) {
  const code = unknownStorePrefix(path, hasRoute);
  return code === null ? null : { status: 404, message: `No store with the code ${code}`, reason: REASON.storeNotFound };
}

/** Fastify with the shop's logger, ids, limits and framework refusals; `storeCodes` names the stores once the catalog is loaded. */
function buildServer(options: CreateApiOptions, storeCodes: () => readonly string[]): FastifyInstance {
  const { config, serverFactory, logStream } = options;
  return Fastify({
    logger: {
      level: config.logLevel,
      redact: ['req.headers.authorization', 'req.headers.cookie', 'req.query.token'],
      // The default serializer logs req.url with its query string, where old clients put ?token=.
      serializers: { req: serializeRequest },
      ...(logStream ? { stream: logStream } : {}),
    },
    bodyLimit: config.bodyLimitBytes,
    // A client's x-request-id is kept only when it looks like an id (it goes into logs and back out in a header).
    requestIdHeader: false,
    genReqId: (request) => requestIdFrom(request.headers['x-request-id']),
    // Requests that reach a closing server are answered as usual (shutdown.ts drains before Fastify closes):
    // Fastify's own 503 is not our envelope, and a load balancer cannot retry a refused POST.
    return503OnClosing: false,
    // Router and HTTP parser refusals answer the envelope too, never Fastify's or Node's own body.
    frameworkErrors: (error, request, reply) => answerFrameworkError(error, request, reply),
    clientErrorHandler: answerClientError,
    // Node would answer a request without Host with an empty 400; registerRequestChecks answers it instead.
    http: { requireHostHeader: false },
    trustProxy: fastifyTrustProxy(config.trustProxy),
    rewriteUrl(request) {
      return rewriteStorePrefix(request, storeCodes, (url) => this.hasRoute({ method: request.method ?? 'GET', url: url.split('?')[0] }));
    },
    ...(serverFactory ? { serverFactory } : {}),
  });
}

/** What every request goes through before its route: the JSON parser, schemas, the envelope, checks and headers. */
function registerRequestHandling(app: FastifyInstance, options: CreateApiOptions): void {
  const { config, onUndeclaredRefusal } = options;
  registerJsonParser(app, config.bodyLimitBytes);
  installSchemas(app, {
    checkResponses: config.env !== 'production',
    onUndeclaredRefusal: onUndeclaredRefusal ?? ((refusal) => app.log.error(refusal, 'a refusal its route does not declare')),
  });
  registerEnvelopeHandlers(app, explainStorePrefix, (request) => request.storeCatalog().store.i18n.defaultLocale);
  registerRequestChecks(app);
  watchServerForUnroutedRequests(app.server);
  app.decorate('connectionDrain', new ConnectionDrain(app.server));
  registerRetryAfterHeader(app);
  registerSecurityHeaders(app);
}

/** The sandboxes deliver their webhooks to this server, whose port is known once it listens. */
function tellSandboxWhereWeListen(app: FastifyInstance, payments: PaymentGateways): void {
  app.addHook('onListen', async function tellSandboxWhereWeListen() {
    const address = app.server.address();
    if (payments.sandbox && address && typeof address === 'object') {
      const host =
        address.family === 'IPv6'
          ? address.address === '::'
            ? '[::1]'
            : `[${address.address}]`
          : address.address === '0.0.0.0'
            ? '127.0.0.1'
            : address.address;
      payments.sandbox.setWebhookTarget(`http://${host}:${address.port}`);
    }
  });
}

/** The request's catalog and store view (by path prefix, header, query or host), and the snapshot's id. */
function decorateCatalogAccess(app: FastifyInstance, readModel: CatalogReadModel, config: ApiConfig): void {
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
      {
        header: explicitCode || storeCodeFromPath(this.raw) || this.headers['x-vs-store-code'],
        query: query?.storeCode,
        host: this.headers.host,
      },
      config.storeHosts,
    );
    if (unknownCode) this.log.warn({ storeCode: unknownCode }, 'unknown store code; using the default store');
    const catalog = snapshot.byStore.get(store.storeCode);
    if (!catalog) throw new Error(`No catalog for store ${store.storeCode}`);
    return catalog;
  });
}

async function registerRoutes(app: FastifyInstance, context: ApiContext, services: Services): Promise<void> {
  const { config, metrics } = context;
  registerHealthRoutes(app, context, app.readiness);
  registerMetricsRoute(app, metrics, config.metricsToken);
  registerStoreRoutes(app, config);
  registerFeedRoutes(app, config);
  registerCatalogRoutes(app, config.catalogQueryBudgetMs, context.secret);
  registerStockRoutes(app, context);
  registerReviewRoutes(app, context);
  registerUrlRoutes(app, context.secret);
  registerCartRoutes(app, context, services);
  registerFeeRoutes(app, context, services);
  registerOrderRoutes(app, context, services);
  registerProviderRoutes(app, context, { ...services, orders: approvedOrdersOf(context, services.orders) });
  await registerPaymentWebhookRoutes(app, context, services);
  registerUserRoutes(app, context, services);
  registerAddressBookRoutes(app, context, services);
  registerNewsletterRoutes(app, context);
  registerAdminRoutes(app, context, services);
  await registerStockAlertRoutes(app, context);
  registerStoreCreditRoutes(app, context, services);
  registerWishlistRoutes(app, context);
  registerMarketingRoutes(app, context, services);
  registerGiftCardRoutes(app, context, services);
  registerDownloadRoutes(app, context);
  registerClaimRoutes(app, context, services);
  await registerMailRoutes(app, context);
}

/** The loops that work after the answer (besides marketing's sender and the fulfilment loop, started earlier). */
function startBackgroundWork(context: ApiContext, services: Services, background: BackgroundLoop[]): void {
  const { config, log } = context;
  background.push(startNewsletterRetries(context, log, config.marketingRetryMs));
  background.push(startStockAlerts(context, log, config.stockAlertIntervalMs));
  // Orders placed offline and never paid: canceled, their stock released, once their hold ends.
  background.push(
    startLoop(
      config.awaitingPaymentIntervalMs,
      () => services.orders.awaiting.releaseExpired(),
      (error) => log.error({ err: error }, 'releasing unpaid orders failed'),
    ),
  );
  // Changes whose refund a stopped process left owed: refunded, claimed as the request would (order-changes/service.ts).
  background.push(
    startLoop(
      config.changeRefundSweepMs,
      () => services.orderEdits.settleOwedRefunds(),
      (error) => log.error({ err: error }, 'refunding owed order changes failed'),
    ),
  );
  // Refunds stored but unconfirmed by their gateway (a stopped process, no answer): sent again under the same key (order/money/refund-sends.ts).
  background.push(
    startLoop(
      config.refundResendSweepMs,
      () => services.orderOperations.sends.resendDue(),
      (error) => log.error({ err: error }, 'sending pending refunds again failed'),
    ),
  );
}

/** The database, opened and migrated; the first start's seed runs under the migrations' lock (processes starting together seed once). */
function openShopDatabase(app: FastifyInstance, config: ApiConfig) {
  return openDatabase(config, async (opened) => {
    if (!config.seedOnFirstStart) return;
    const seeded = await seedIfEmpty(opened.db, opened.dialect, config.seedFile);
    if (seeded) app.log.info(seeded, 'catalog seeded on first start');
  });
}

function shopMetrics(app: FastifyInstance, config: ApiConfig, database: OpenedDatabase, readModel: CatalogReadModel): ShopMetrics {
  const metrics = new ShopMetrics({
    db: database.db,
    readModel,
    ...(database.poolStats ? { poolStats: database.poolStats } : {}),
    newsletterForwarding: Boolean(config.marketingUrl),
    engine: database.dialect.engine,
    onError: (error, what) => app.log.warn({ err: error }, what),
  });
  app.decorate('metrics', metrics);
  app.addHook('onResponse', async (request, reply) => {
    metrics.observeRequest(request.routeOptions.url ?? '(unmatched)', request.method, reply.statusCode, reply.elapsedTime / 1000);
  });
  return metrics;
}

export async function createApi(options: CreateApiOptions): Promise<FastifyInstance> {
  const { config } = options;
  // The read model is loaded after the server is built: until then no path names a store.
  let storeCodes = (): readonly string[] => [];
  const app = buildServer(options, () => storeCodes());
  registerRequestHandling(app, options);

  const database = await openShopDatabase(app, config);
  // Work after the answer, stopped at the end of a round when the process stops (before the database closes).
  const background: BackgroundLoop[] = [];
  let backgroundStopped: Promise<void> | null = null;
  app.decorate('stopBackgroundWork', () => {
    backgroundStopped ??= Promise.all([readModel.stop(), ...background.map((loop) => loop.stop())]).then(() => undefined);
    return backgroundStopped;
  });
  app.addHook('onClose', async () => {
    await app.stopBackgroundWork();
    await database.close();
  });
  const readModel = await CatalogReadModel.load(database.db, app.log, { storeViews: config.storeViews });
  storeCodes = () => readModel.current().stores.map((store) => store.storeCode);
  readModel.startPolling(config.catalogRefreshMs);
  app.decorate(
    'readiness',
    new Readiness({ db: database.db, pendingMigrations: () => pendingMigrations(database), catalogLoaded: () => readModel.loaded }),
  );
  const metrics = shopMetrics(app, config, database, readModel);
  const payments = await createPaymentGateways(config, (message) => app.log.warn(message));
  app.addHook('onClose', async () => payments.close());
  tellSandboxWhereWeListen(app, payments);
  const context: ApiContext = {
    config,
    db: database.db,
    dialect: database.dialect,
    readModel,
    mailer: createMailer({ smtpUrl: config.smtpUrl, outboxDir: config.mailOutboxDir }),
    secret: await loadSigningSecret(database.db, config.appSecret),
    payments,
    marketing: recordingFor({ db: database.db, config }),
    log: app.log,
    metrics,
  };
  background.push(startMarketingSender(database.db, config, app.log));
  // Paid orders' fulfilment: gift card codes and download links, e-mailed once (every process looks); a committed
  // order wakes it (order/placement/after-commit.ts).
  const fulfilment = startGiftCardIssuing(context, app.log, config.giftCardIntervalMs, () => issueDownloadLinks(context, app.log));
  background.push(fulfilment);

  const services = createServices(context, {
    wakeFulfilment: () => fulfilment.now(),
    ...(options.onOrderCommitted ? { onOrderCommitted: options.onOrderCommitted } : {}),
    ...(options.afterChangeStored ? { afterChangeStored: options.afterChangeStored } : {}),
    ...(options.afterRefundStored ? { afterRefundStored: options.afterRefundStored } : {}),
  });
  app.decorate('paymentService', services.payments);
  app.decorate('refundSends', services.orderOperations.sends);
  app.decorate('paymentBrowserSettings', payments.browser);
  app.decorate('paymentGateways', payments);
  decorateCatalogAccess(app, readModel, config);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  await registerRoutes(app, context, services);
  background.push(await startShipping(app, context, services));
  background.push(startLots(app, context, services));
  background.push(startRecipientDay(app, context, services));
  startBackgroundWork(context, services, background);
  const instagram = await createInstagramFeed(config, (message) => app.log.warn(message));
  app.addHook('onClose', async () => instagram.close());
  registerInstagramRoutes(app, instagram.feed);
  registerMediaRoutes(app, config.mediaDirs);
  registerOpenApiRoutes(app, { title: 'Shoreline Commerce API', version: config.version, serverUrl: config.publicUrl });
  return app;
}
