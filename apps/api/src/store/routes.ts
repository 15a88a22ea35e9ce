import type { FastifyInstance } from 'fastify';
import { ok } from '../http/envelope.js';
import type { ApiConfig } from '../config.js';

export function registerStoreRoutes(app: FastifyInstance, config: ApiConfig): void {
  app.get('/api/stores', async (request) => ok(request.catalog().stores.map((store) => ({ ...store, contactEmail: config.shopEmail }))));
  app.get('/api/banners', async (request) => ok(request.storeCatalog().banners));
}
