export { createApi, type CreateApiOptions } from './app.js';
export { loadConfig, publicUrlOf, type ApiConfig } from './config.js';
export { storeForHost } from './store/resolve-store.js';
export { closeOnSignals, shutDown, ConnectionDrain, KEEP_ALIVE_TIMEOUT_MS } from './shutdown.js';
export type { PageCacheResult, ShopMetrics } from './metrics/shop-metrics.js';
export type { ApiContext } from './context.js';
export { SECURITY_HEADERS } from './http/security-headers.js';
export { redactUrlSecrets } from './auth/request-log.js';
