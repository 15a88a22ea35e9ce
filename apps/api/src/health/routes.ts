import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { z } from 'zod';
import { ok, sendEnvelope } from '../http/envelope.js';
import { envelopeOf, typed } from '../http/schema.js';
import type { ApiContext } from '../context.js';

const healthResult = z.object({
  status: z.literal('ok'),
  storage: z.enum(['sqlite', 'postgres']),
  version: z.string(),
  catalogVersion: z.number(),
  products: z.number().int(),
  uptimeSeconds: z.number().int(),
});

export function registerHealthRoutes(app: FastifyInstance, context: ApiContext): void {
  typed(app).get(
    '/api/health',
    {
      schema: {
        summary: 'Liveness: the process answers and its database is reachable',
        tags: ['health'],
        querystring: z.object({}),
        response: { 200: envelopeOf(healthResult) },
      },
    },
    async (_request, reply) => {
      try {
        await sql`select 1`.execute(context.db);
      } catch {
        return void sendEnvelope(reply, 503, { status: 'unavailable', storage: context.dialect.engine });
      }
      const snapshot = context.readModel.current();
      return ok({
        status: 'ok' as const,
        storage: context.dialect.engine,
        version: context.config.version,
        catalogVersion: snapshot.version,
        products: snapshot.byStore.get(snapshot.defaultStore.storeCode)?.products.length ?? 0,
        uptimeSeconds: Math.round(process.uptime()),
      });
    },
  );
}
