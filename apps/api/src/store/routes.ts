import type { FastifyInstance } from 'fastify';
import { ok } from '../http/envelope.js';

export function registerStoreRoutes(app: FastifyInstance): void {
  app.get('/api/stores', async (request) => ok(request.catalog().stores));
  app.get('/api/banners', async (request) => ok(request.storeCatalog().banners));
}
