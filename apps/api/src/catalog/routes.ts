import type { FastifyInstance } from 'fastify';
import { catalogRequest } from '@shoreline/domain';
import { ok } from '../http/index.js';
import { withInput } from '../http/index.js';
import { InvalidInput } from '../errors.js';
import { searchCatalog } from './search-service.js';
import { QueryBudget } from './query-budget.js';
import { renderListItem } from './render-list.js';

export function registerCatalogRoutes(app: FastifyInstance, queryBudgetMs: number): void {
  app.post(
    '/api/catalog',
    withInput({ body: catalogRequest }, async ({ body }, request) => {
      const store = request.storeCatalog(body.storeCode);
      return ok(searchCatalog(store, body, new QueryBudget(queryBudgetMs)));
    }),
  );

  app.get<{ Querystring: { skus?: string | string[] } }>('/api/product/render-list', async (request) => {
    // A repeated parameter reaches the route as an array.
    if (Array.isArray(request.query.skus)) throw new InvalidInput('Give skus once, as a comma-separated list');
    const skus = (request.query.skus ?? '')
      .split(',')
      .map((sku) => sku.trim())
      .filter(Boolean);
    if (skus.length === 0) throw new InvalidInput('skus parameter is required');
    if (skus.length > 200) throw new InvalidInput('at most 200 skus per call');
    const catalog = request.storeCatalog();
    const items = skus.flatMap((sku) => {
      const product = catalog.productsBySku.get(sku);
      return product && product.status < 2 ? [renderListItem(product, catalog.store)] : [];
    });
    return ok({ items, total_count: items.length });
  });
}
