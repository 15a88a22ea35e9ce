/** The ratelimit module's public surface: other modules import only what this file hands on. */
export { RateLimitedError, hit, limitOrRefuse, reset, resetPrefix } from './limiter.js';
