export { createApi, type CreateApiOptions } from './app.js';
export { loadConfig, type ApiConfig } from './config.js';
export { storeForHost } from './store/resolve-store.js';
export { closeOnSignals } from './shutdown.js';
export type { ApiContext } from './context.js';
