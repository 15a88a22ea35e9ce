import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { ok, sendEnvelope } from '../http/index.js';
import type { ApiContext } from '../context.js';

export function registerHealthRoutes(app: FastifyInstance, context: ApiContext): void {
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
}
