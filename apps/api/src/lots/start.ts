import type { FastifyInstance } from 'fastify';
import type { ApiContext } from '../context.js';
import type { OrderOperations } from '../order/index.js';
import { startSweep, type BackgroundLoop } from '../background-loop.js';
import { registerLotsRoutes } from './routes.js';
import { Lots } from './service.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Lots and recalls (issue 37); tests drive the use-by sweep. */
    lots: Lots;
  }
}

const DEFAULT_EXPIRY_INTERVAL_MS = 60_000;

/**
 * Starts lots: the routes, the lot assignment inside each order's move to packed or shipped, and the use-by sweep,
 * a background loop (every LOT_EXPIRY_INTERVAL_MS, and once at start) that takes expired lots off the stock.
 */
export function startLots(
  app: FastifyInstance,
  context: ApiContext,
  services: { orderOperations: OrderOperations },
  env: NodeJS.ProcessEnv = process.env,
): BackgroundLoop {
  const lots = new Lots(context);
  services.orderOperations.onStatusMove(lots.onStatusMove);
  app.decorate('lots', lots);
  registerLotsRoutes(app, context, lots);
  return startSweep(
    { env, variable: 'LOT_EXPIRY_INTERVAL_MS', defaultMs: DEFAULT_EXPIRY_INTERVAL_MS, failed: 'expiring lots failed' },
    () => lots.expireDue(),
    context.log,
  );
}
