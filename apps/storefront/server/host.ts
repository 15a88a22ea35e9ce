import http from 'node:http';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { createRequestHandler, type ServerBuild } from 'react-router';
import { createRequestListener } from '@react-router/node';
import { createApi, loadConfig, closeOnSignals, storeForHost } from '@shoreline/api';
import { createApiClient, type ApiClient } from '@shoreline/sdk';
import type { StoreView } from '@shoreline/domain';
import { inProcessFetch } from './in-process-fetch.js';
import { createStaticHandler } from './static-files.js';
import { OutputCache, isShareable } from './output-cache.js';
import { sendCachedPage, sendWebResponse, toWebRequest } from './node-bridge.js';
import '../app/lib/load-context.js';

/**
 * The Node host: one HTTP server on PORT that sends /api and /media to the
 * commerce API (Fastify) and everything else to the React Router app, so the
 * browser talks to one origin. It keeps no state between requests, so several
 * can run behind a load balancer on one PostgreSQL.
 */
type Handler = (req: http.IncomingMessage, res: http.ServerResponse) => void;

const production = process.env.NODE_ENV === 'production';
const appRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), production ? '../../..' : '..');
const config = loadConfig();
const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? '0.0.0.0';

let renderStorefront: Handler = (_req, res) => {
  res.statusCode = 503;
  res.end('Starting');
};

const isApiPath = (url: string) => url === '/api' || url.startsWith('/api/') || url.startsWith('/api?') || url.startsWith('/media/');

const api = await createApi({
  config,
  serverFactory: (apiHandler) =>
    http.createServer((req, res) => {
      if (isApiPath(req.url ?? '/')) apiHandler(req, res);
      else renderStorefront(req, res);
    }),
});

const storesCache = { stores: [] as StoreView[], expires: 0 };
async function currentStores(client: ApiClient): Promise<StoreView[]> {
  if (Date.now() > storesCache.expires) {
    storesCache.stores = await client.stores();
    storesCache.expires = Date.now() + 5000;
  }
  return storesCache.stores;
}

async function loadContext(request: Request) {
  const requestId = request.headers.get('x-request-id') ?? randomUUID();
  const fetch = inProcessFetch(api, requestId);
  const bootstrap = createApiClient({ baseUrl: '', storeCode: '', fetch });
  const stores = await currentStores(bootstrap);
  const store =
    storeForHost(stores, request.headers.get('host') ?? undefined, config.storeHosts) ?? stores.find((s) => s.isDefault) ?? stores[0];
  return { api: createApiClient({ baseUrl: '', storeCode: store.storeCode, fetch }), store, stores, requestId };
}

if (production) {
  const buildDir = path.join(appRoot, 'build');
  const build = (await import(path.join(buildDir, 'server', 'index.js'))) as ServerBuild;
  const handleRequest = createRequestHandler(build, 'production');
  const { serveStatic, warm } = createStaticHandler(path.join(buildDir, 'client'));
  warm().catch((error: unknown) => api.log.warn({ err: error }, 'could not prepare the client assets'));
  const cache = new OutputCache({
    maxEntries: Number(process.env.OUTPUT_CACHE_ENTRIES ?? 2000),
    maxBytes: Number(process.env.OUTPUT_CACHE_MB ?? 32) * 1024 * 1024,
    ttlMs: Number(process.env.OUTPUT_CACHE_TTL_SECONDS ?? config.spec.cache.outputCacheTtlSeconds) * 1000,
    snapshot: () => api.catalogSnapshotId(),
  });
  const cacheEnabled = process.env.OUTPUT_CACHE !== 'off';

  const serve = async (req: http.IncomingMessage, res: http.ServerResponse) => {
    if (await serveStatic(req, res)) return;
    const readOnly = req.method === 'GET' || req.method === 'HEAD';
    const cacheable = cacheEnabled && readOnly && !req.headers.authorization;
    const key = `${req.headers.host ?? ''}${req.url ?? '/'}`;
    const hit = cacheable ? cache.get(key) : undefined;
    if (hit) return sendCachedPage(req, res, hit, 'HIT');
    const snapshot = api.catalogSnapshotId();
    const request = toWebRequest(req, res);
    const response = await handleRequest(request, await loadContext(request));
    if (cacheable && isShareable('GET', response.status, response.headers)) {
      const raw = Buffer.from(await response.arrayBuffer());
      return sendCachedPage(req, res, cache.store(key, response.status, [...response.headers], raw, snapshot), 'MISS', raw);
    }
    await sendWebResponse(req, res, response);
  };
  renderStorefront = (req, res) => {
    serve(req, res).catch((error: unknown) => {
      api.log.error({ err: error, url: req.url }, 'storefront request failed');
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
  const listener = createRequestListener({
    build: () => vite.ssrLoadModule('virtual:react-router/server-build') as Promise<ServerBuild>,
    mode: 'development',
    getLoadContext: loadContext,
  });
  renderStorefront = (req, res) => vite.middlewares(req, res, () => void listener(req, res));
  api.addHook('onClose', async () => vite.close());
}
await api.ready();

closeOnSignals(api);
await api.listen({ port, host });
const engine = config.databaseUrl ? 'PostgreSQL' : `SQLite (${config.sqliteFile})`;
console.log(
  `\nShoreline is ready: http://localhost:${port}  (storage: ${engine}; restaurant store: http://restaurant.localhost:${port})\n`,
);
