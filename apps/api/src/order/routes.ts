import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ok } from '../http/index.js';
import { withInput } from '../http/index.js';
import type { ApiContext } from '../context.js';
import type { OrderService } from './service.js';
import { customerIdOf } from '../auth/index.js';
import { readReceipt } from './receipt.js';

const receiptQuery = z.object({ order: z.string().max(20), expires: z.string().max(20), sig: z.string().max(100) });

export function registerOrderRoutes(app: FastifyInstance, context: ApiContext, services: { orders: OrderService }): void {
  const { orders } = services;
  app.post('/api/order', async (request) => {
    const body = request.body as { store_code?: unknown } | undefined;
    const store = request.storeCatalog(typeof body?.store_code === 'string' ? body.store_code : undefined);
    return ok(await orders.place(store, request.body, await customerIdOf(request, context.secret)));
  });

  /** The thank-you page reads its order through the signed link the order's answer gave (a guest has no other way). */
  app.get(
    '/api/order/receipt',
    withInput({ query: receiptQuery }, async ({ query }, _request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return ok(await readReceipt(context.db, context.secret, query));
    }),
  );
}
