import http from 'node:http';
import path from 'node:path';
import { randomBytes, randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { createRequestHandler, type ServerBuild } from 'react-router';
import { createRequestListener } from '@react-router/node';
import {
  createApi,
  loadConfig,
  closeOnSignals,
  KEEP_ALIVE_TIMEOUT_MS,
  publicUrlOf,
  redactUrlSecrets,
  storeForHost,
  type ShopMetrics,
} from '@shoreline/api';
import { createApiClient, type ApiClient } from '@shoreline/sdk';
import type { StoreView } from '@shoreline/domain';
import { groupTokenOfCookies } from '@shoreline/domain/customer-groups';
import { inProcessFetch, type Visitor } from './in-process-fetch.js';
import { createStaticHandler } from './static-files.js';
import { OutputCache } from './output-cache.js';
import { toWebRequest } from './node-bridge.js';
import { createPageServer } from './page-server.js';
import { isValidHostHeader, parseRequestTarget } from './request-guard.js';
import { setCommonSecurityHeaders, refuse } from './security-headers.js';
import { locationInView, viewForPath, viewPrefix } from './store-views.js';
import './load-context.js';

/**
 * The Node host: one HTTP server on PORT that sends /api and /media to the
 * commerce API (Fastify) and everything else to the React Router app, so the
 * browser talks to one origin. It keeps no state between requests, so several
 * can run behind a load balancer on one PostgreSQL.
 */
type Handler = (req: http.IncomingMessage, res: http.ServerResponse) => void;

const production = process.env.NODE_ENV === 'production';
// The storefront app (its Vite build, or its sources in development) sits beside this app in apps/.
const appRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../storefront');
const config = loadConfig();
const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? '0.0.0.0';

let renderStorefront: Handler = (_req, res) => {
  res.statusCode = 503;
  res.end('Starting');
};

/** A fresh nonce for one rendered document's Content-Security-Policy (128 random bits). */
const createNonce = (): string => randomBytes(16).toString('base64');

const isApiPath = (url: string) =>
  url === '/api' ||
  url.startsWith('/api/') ||
  url.startsWith('/api?') ||
  url.startsWith('/media/') ||
  url.startsWith('/feeds/') ||
  isMetricsPath(url);
const isMetricsPath = (url: string) => url === '/metrics' || url.startsWith('/metrics?');

/** Storefront answers that were build files (the rest are pages), for the request metrics' route label. */
const staticAnswers = new WeakSet<http.ServerResponse>();

// The server is made before the API exists; it reads the API's metrics once they are there.
let metrics = (): ShopMetrics | undefined => undefined;
const api = await createApi({
  config,
  serverFactory: (apiHandler) =>
    http.createServer({ keepAliveTimeout: KEEP_ALIVE_TIMEOUT_MS }, (req, res) => {
      const api = isApiPath(req.url ?? '/');
      setCommonSecurityHeaders(res);
      // Host names a store and ends up in URLs: anything but hostname[:port] is refused before it is read.
      if (!isValidHostHeader(req.headers.host)) return refuse(res, 400, 'Bad Host header', api);
      if (api) return apiHandler(req, res);
      // The API times its own requests; storefront ones are timed here, labelled by kind (never by URL).
      const started = performance.now();
      res.once('finish', () => {
        const route = staticAnswers.has(res) ? '(static)' : '(page)';
        metrics()?.observeRequest(route, req.method ?? 'GET', res.statusCode, (performance.now() - started) / 1000);
      });
      renderStorefront(req, res);
    }),
});

metrics = () => api.metrics;

const storesCache = { stores: [] as StoreView[], expires: 0 };
async function currentStores(client: ApiClient): Promise<StoreView[]> {
  if (Date.now() > storesCache.expires) {
    storesCache.stores = await client.stores();
    storesCache.expires = Date.now() + 5000;
  }
  return storesCache.stores;
}

interface ResolvedStore {
  store: StoreView;
  stores: StoreView[];
  /** The path prefix of a store view the path is in ("/de"): React Router's basename for the render. */
  basename: string | null;
}

/**
 * The store a request is for: the one its Host header names (unknown hosts get the default store), or an
 * enabled store view of that store's website when the path starts with the view's prefix (/de/...).
 */
async function storeOf(hostHeader: string | undefined, pathname = '/'): Promise<ResolvedStore> {
  const bootstrap = createApiClient({ baseUrl: '', storeCode: '', fetch: inProcessFetch(api, randomUUID()) });
  const stores = await currentStores(bootstrap);
  const hostStore = storeForHost(stores, hostHeader, config.storeHosts) ?? stores.find((s) => s.isDefault) ?? stores[0];
  const view = viewForPath(hostStore, stores, pathname);
  return view ? { store: view, stores, basename: viewPrefix(view) } : { store: hostStore, stores, basename: null };
}

const pathnameOf = (url: string | undefined): string => (url ?? '/').split(/[?#]/, 1)[0] || '/';

const originOf = (url: string): string | undefined => (URL.canParse(url) ? new URL(url).origin : undefined);

/** Where a store's pages say they live (canonical and Open Graph URLs): its configured public URL, never the request's Host. */
const publicOriginOf = (store: StoreView) => publicUrlOf(config, store.storeCode);

async function loadContext(request: Request, visitor?: Visitor) {
  const requestId = request.headers.get('x-request-id') ?? randomUUID();
  const fetch = inProcessFetch(api, requestId, visitor);
  const { store, stores } = await storeOf(request.headers.get('host') ?? undefined, new URL(request.url).pathname);
  // A signed-in customer of another group than retail: the page's catalog calls are priced for that group.
  const groupToken = groupTokenOfCookies(request.headers.get('cookie'));
  return {
    api: createApiClient({ baseUrl: '', storeCode: store.storeCode, fetch, groupToken }),
    apiForStore: (storeCode: string) => createApiClient({ baseUrl: '', storeCode, fetch, groupToken }),
    store,
    stores,
    requestId,
    log: api.log.child({ reqId: requestId }),
    nonce: createNonce(),
    cardGatewayOrigin: originOf(api.paymentBrowserSettings.cspOrigins[0] ?? ''),
    // A document (not a client navigation's `.data` request): its static HTML parts go in the page only.
    documentHtml: new URL(request.url).pathname.endsWith('.data') ? undefined : new Map<string, string>(),
  };
}

/** A page's redirect inside a store view stays in the view (loaders redirect to paths without its prefix). */
function redirectInView(response: Response, basename: string): Response {
  const location = response.headers.get('location');
  if (!location || response.status < 300 || response.status >= 400) return response;
  const headers = new Headers(response.headers);
  headers.set('location', locationInView(location, basename));
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}

if (production) {
  const buildDir = path.join(appRoot, 'build');
  const build = (await import(path.join(buildDir, 'server', 'index.js'))) as ServerBuild;
  // One handler per store view prefix: React Router's basename makes the view's links, data requests and route
  // discovery stay below /de (its browser router reads the basename from the page).
  const handlers = new Map<string | null, ReturnType<typeof createRequestHandler>>();
  const handlerFor = (basename: string | null) => {
    let handler = handlers.get(basename);
    if (!handler) {
      handler = createRequestHandler(basename ? { ...build, basename } : build, 'production');
      handlers.set(basename, handler);
    }
    return handler;
  };
  const { serveStatic, warm } = createStaticHandler(path.join(buildDir, 'client'));
  warm().catch((error: unknown) => api.log.warn({ err: error }, 'could not prepare the client assets'));
  const cache = new OutputCache({
    maxEntries: Number(process.env.OUTPUT_CACHE_ENTRIES ?? 2000),
    maxBytes: Number(process.env.OUTPUT_CACHE_MB ?? 32) * 1024 * 1024,
    ttlMs: Number(process.env.OUTPUT_CACHE_TTL_SECONDS ?? config.spec.cache.outputCacheTtlSeconds) * 1000,
    snapshot: () => api.catalogSnapshotId(),
  });
  api.metrics.watchPageCache(() => ({ entries: cache.size, bytes: cache.sizeInBytes }));
  const servePage = createPageServer({
    onCacheResult: (result) => api.metrics.pageCacheResult(result),
    isPersonal: (req) => groupTokenOfCookies(req.headers.cookie) !== null,
    cache: process.env.OUTPUT_CACHE === 'off' ? null : cache,
    snapshot: () => api.catalogSnapshotId(),
    storeCodeOf: async (req) => (await storeOf(req.headers.host, pathnameOf(req.url))).store.storeCode,
    render: async (req, res) => {
      const { store, basename } = await storeOf(req.headers.host, pathnameOf(req.url));
      const request = toWebRequest(req, res, publicOriginOf(store));
      const visitor = { address: req.socket.remoteAddress, forwardedFor: req.headers['x-forwarded-for']?.toString() };
      const response = await handlerFor(basename)(request, await loadContext(request, visitor));
      return basename ? redirectInView(response, basename) : response;
    },
  });

  const serve = async (req: http.IncomingMessage, res: http.ServerResponse) => {
    if (await serveStatic(req, res)) return void staticAnswers.add(res);
    const target = parseRequestTarget(req.url);
    if (!target) return refuse(res, 404, 'Page not found', false);
    await servePage(req, res, target);
  };
  renderStorefront = (req, res) => {
    serve(req, res).catch((error: unknown) => {
      api.log.error({ err: error, url: redactUrlSecrets(req.url ?? '') }, 'storefront request failed');
      if (!res.headersSent) {
        res.statusCode = 500;
        res.setHeader('content-type', 'text/plain; charset=utf-8');
      }
      res.end('Something went wrong. Try again in a few seconds.');
    });
  };
} else {
  const { createServer } = await import('vite');
  const vite = await createServer({ root: appRoot, server: { middlewareMode: true, hmr: { port: port + 10_000 } }, appType: 'custom' });
  const listeners = new Map<string | null, ReturnType<typeof createRequestListener>>();
  const listenerFor = (basename: string | null) => {
    let listener = listeners.get(basename);
    if (!listener) {
      listener = createRequestListener({
        build: async () => {
          const build = (await vite.ssrLoadModule('virtual:react-router/server-build')) as ServerBuild;
          return basename ? { ...build, basename } : build;
        },
        mode: 'development',
        getLoadContext: (request: Request) => loadContext(request),
      });
      listeners.set(basename, listener);
    }
    return listener;
  };
  renderStorefront = (req, res) =>
    vite.middlewares(req, res, () => {
      storeOf(req.headers.host, pathnameOf(req.url))
        .then(({ basename }) => listenerFor(basename)(req, res))
        .catch((error: unknown) => {
          api.log.error({ err: error }, 'storefront request failed');
          res.statusCode = 500;
          res.end('Something went wrong.');
        });
    });
  api.addHook('onClose', async () => vite.close());
}
await api.ready();

// SIGTERM/SIGINT drain this server: API and storefront requests already accepted are answered.
closeOnSignals(api, config.shutdownDrainMs);
await api.listen({ port, host });
const engine = config.databaseUrl ? 'PostgreSQL' : `SQLite (${config.sqliteFile})`;
const payments = api.paymentGateways.mode === 'test' ? 'TEST MODE, no money moves' : 'live';
console.log(
  `\nShoreline is ready: http://localhost:${port}  (storage: ${engine}; payments: ${payments}; restaurant store: http://restaurant.localhost:${port})\n`,
);
