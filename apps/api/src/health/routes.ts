import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { ok, sendEnvelope } from '../http/envelope.js';
import type { ApiContext } from '../context.js';
import type { Readiness } from './readiness.js';

/**
 * /api/health is liveness: the process answers and its database does. /api/health/ready is readiness:
 * whether a load balancer should send this process traffic (503 with the reason while it should not,
 * from the first moment of a shutdown on).
 */
export function registerHealthRoutes(app: FastifyInstance, context: ApiContext, readiness: Readiness): void {
  app.get('/api/health', async (_request, reply) => {
    try {
      await sql`select 1`.execute(context.db);
    } catch {
      return sendEnvelope(reply, 503, { status: 'unavailable', storage: context.dialect.engine });
    }
    const snapshot = context.readModel.current();
    return ok({
      status: 'ok',
      storage: context.dialect.engine,
      version: context.config.version,
      catalogVersion: snapshot.version,
      products: snapshot.byStore.get(snapshot.defaultStore.storeCode)?.products.length ?? 0,
      uptimeSeconds: Math.round(process.uptime()),
    });
  });

  app.get('/api/health/ready', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    const state = await readiness.check();
    if (!state.ready) return sendEnvelope(reply, 503, { status: 'not ready', reason: state.reason });
    return ok({ status: 'ready' });
  });
}
