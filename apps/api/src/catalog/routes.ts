import type { FastifyInstance } from 'fastify';
import { catalogRequest } from '@shoreline/domain';
import { HttpError, ok } from '../http/envelope.js';
import { CatalogQueryError, searchCatalog } from './search-service.js';

export function registerCatalogRoutes(app: FastifyInstance): void {
  app.post('/api/catalog', async (request) => {
    const body = catalogRequest.parse(request.body ?? {});
    const store = request.storeCatalog(body.storeCode);
    try {
      return ok(searchCatalog(store, body));
    } catch (error) {
      if (error instanceof CatalogQueryError) throw new HttpError(error.status, error.message);
      throw error;
    }
  });
}
