import { REASON } from '@shoreline/domain/error-reasons';
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { sendEnvelope, sending } from '../http/index.js';
import type { ShopMetrics } from './shop-metrics.js';

const digest = (value: string) => createHash('sha256').update(value).digest();

/** Compared as digests of equal length, in constant time. */
function sameToken(offered: string, expected: string): boolean {
  return timingSafeEqual(digest(offered), digest(expected));
}

/**
 * GET /metrics for Prometheus, with `Authorization: Bearer <METRICS_TOKEN>`. Without METRICS_TOKEN the route
 * is not there at all (404, like any unknown path): the figures never go out unasked.
 */
export function registerMetricsRoute(app: FastifyInstance, metrics: ShopMetrics, token: string | null): void {
  if (!token) return;
  sending(app, { tags: ['health'] }).get(
    '/metrics',
    {
      refusals: { 401: [REASON.unauthorized] },
      summary: 'Prometheus metrics of this process (Authorization: Bearer METRICS_TOKEN)',
      querystring: z.object({}),
      sends: { type: 'text/plain; version=0.0.4', description: 'the Prometheus text format' },
    },
    async (request, reply) => {
      const header = request.headers.authorization ?? '';
      const offered = /^Bearer\s+(\S+)$/i.exec(header)?.[1];
      if (!offered || !sameToken(offered, token)) {
        reply.header('www-authenticate', 'Bearer realm="metrics"');
        return sendEnvelope(reply, 401, 'The metrics need the Bearer token set in METRICS_TOKEN.', { reason: REASON.unauthorized });
      }
      reply.header('cache-control', 'no-store');
      return reply.type(metrics.contentType).send(await metrics.render());
    },
  );
}
