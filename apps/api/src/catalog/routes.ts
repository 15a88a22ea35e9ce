import type { FastifyInstance } from 'fastify';
import { catalogRequest } from '@shoreline/domain';
import { ok, envelopeOf, typed, documentOf, listQuery, PUBLIC } from '../http/index.js';
import { z } from 'zod';
import type { CatalogSearchResult } from '@shoreline/domain';
import type { Doc } from './query-engine.js';
import { InvalidInput } from '../errors.js';
import { searchCatalog } from './search-service.js';
import { QueryBudget } from './query-budget.js';
import { renderListItem } from './render-list.js';
import { groupView } from './group-prices.js';
import { verifyGroupToken } from '../auth/index.js';
import type { StoreCatalog } from './snapshot-types.js';
import { REASON } from '@shoreline/domain/error-reasons';

const searchResult = documentOf<CatalogSearchResult<Doc>>(
  'The hits (product, category, attribute, CMS or blog documents, with only the fields asked for), the total and the facets',
);
const renderListResult = z.object({
  items: z.array(documentOf<ReturnType<typeof renderListItem>>('A product as a listing shows it')),
  total_count: z.number().int(),
});

/**
 * How a catalog answer prices products: for the group a valid group token names (the signed-in customer's, from
 * GET /api/user/me), else for the default group. The body's bare `groupId` is not trusted (anyone could name the
 * wholesale group): it counts only when it names the token's own group, which changes nothing.
 */
export async function pricedView(store: StoreCatalog, secret: string, groupToken: string | null | undefined) {
  const groupId = groupToken ? await verifyGroupToken(secret, groupToken) : null;
  return groupView(store, groupId);
}

export function registerCatalogRoutes(app: FastifyInstance, queryBudgetMs: number, secret: string): void {
  const api = typed(app);
  api.post(
    '/api/catalog',
    {
      schema: {
        access: PUBLIC,
        refusals: { 400: [REASON.invalidInput], 404: [REASON.notFound] },
        summary: "Searches one store's catalog: filters, full text, sort, paging, fields",
        description:
          "Runs a search over one store view's products, categories or attributes: the body says the filters, the text, the sort, the page and the fields to answer.",
        examples: [
          {
            summary: 'Products whose text matches crab, ten a page',
            body: { entityType: 'product', query: { search: 'crab' }, storeCode: 'main', size: 10 },
          },
        ],
        body: catalogRequest,
        response: { 200: envelopeOf(searchResult) },
      },
    },
    async (request) => {
      const store = request.storeCatalog(request.body.storeCode);
      const view = await pricedView(store, secret, request.body.groupToken);
      return ok(searchCatalog(store, request.body, new QueryBudget(queryBudgetMs), view));
    },
  );

  api.get(
    '/api/product/render-list',
    {
      schema: {
        access: PUBLIC,
        refusals: { 400: [REASON.invalidInput] },
        summary: 'Products by sku as listings show them (?skus=a,b,c; at most 200)',
        description:
          "Answers the named products of the request's store view as listings show them, for lists built from SKUs (a wishlist, recently viewed).",
        examples: [{ summary: 'Two products by SKU', query: { skus: 'CRAB-DZ,SIDE-CORN' } }],
        querystring: listQuery('skus', 'SKUs, comma-separated (at most 200)'),
        response: { 200: envelopeOf(renderListResult) },
      },
    },
    async (request) => {
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
    },
  );
}
