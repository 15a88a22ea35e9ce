import type { FastifyInstance } from 'fastify';
import { ok } from '../http/envelope.js';
import type { ApiContext } from '../context.js';
import { customerIdOf } from '../auth/customer.js';
import { OrderService } from './service.js';

export function registerOrderRoutes(app: FastifyInstance, context: ApiContext): void {
  const orders = new OrderService(context);
  app.post('/api/order', async (request) => {
    const body = request.body as { store_code?: unknown } | undefined;
    const store = request.storeCatalog(typeof body?.store_code === 'string' ? body.store_code : undefined);
    return ok(await orders.place(store, request.body, await customerIdOf(request, context.secret)));
  });
}
