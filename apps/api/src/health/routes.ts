import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { z } from 'zod';
import { envelopeOf, ok, sendEnvelope, typed, PUBLIC } from '../http/index.js';
import type { ApiContext } from '../context.js';
import type { Readiness } from './readiness.js';

const healthResult = z.object({
  status: z.literal('ok'),
  storage: z.enum(['sqlite', 'postgres']),
  version: z.string(),
  catalogVersion: z.number(),
  products: z.number().int(),
  uptimeSeconds: z.number().int(),
});

const readyResult = z.object({ status: z.literal('ready') });
const notReadyResult = z.object({ status: z.literal('not ready'), reason: z.string() });

/**
 * /api/health is liveness: the process answers and its database does. /api/health/ready is readiness:
 * whether a load balancer should send this process traffic (503 with the reason while it should not,
 * from the first moment of a shutdown on).
 */
export function registerHealthRoutes(app: FastifyInstance, context: ApiContext, readiness: Readiness): void {
  typed(app).get(
    '/api/health',
    {
      schema: {
        access: PUBLIC,
        description:
          "Answers 200 while the process runs and its database answers a query, for load balancers and uptime checks; it reads nothing of the shop's data.",
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

  typed(app).get(
    '/api/health/ready',
    {
      schema: {
        access: PUBLIC,
        summary: 'Readiness: database reachable, migrations applied, catalog loaded, not shutting down',
        description: '503 with the reason otherwise, from the first moment of a shutdown on (for load balancer health checks).',
        tags: ['health'],
        querystring: z.object({}),
        response: { 200: envelopeOf(readyResult), 503: envelopeOf(notReadyResult) },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      const state = await readiness.check();
      if (!state.ready) return void sendEnvelope(reply, 503, { status: 'not ready', reason: state.reason });
      return ok({ status: 'ready' as const });
    },
  );
}
