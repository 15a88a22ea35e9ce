import type { FastifyInstance } from 'fastify';
import { ok } from '../http/index.js';
import { InvalidInput, NotFound } from '../errors.js';
import type { ApiContext } from '../context.js';
import { findStockBySkus } from './storage.js';

const MAX_SKUS = 100;

function skuList(value: unknown, name: string): string[] {
  const skus =
    typeof value === 'string'
      ? value
          .split(',')
          .map((sku) => sku.trim())
          .filter(Boolean)
      : [];
  if (skus.length === 0) throw new InvalidInput(`${name} parameter is required`);
  if (skus.length > MAX_SKUS) throw new InvalidInput(`at most ${MAX_SKUS} skus per call`);
  return [...new Set(skus)];
}

export function registerStockRoutes(app: FastifyInstance, context: ApiContext): void {
  const check = async (sku: string | undefined) => {
    const [wanted] = skuList(sku, 'sku');
    const item = (await findStockBySkus(context.db, [wanted])).get(wanted);
    if (!item) throw new NotFound(`No stock information for sku ${wanted}`);
    return ok(item);
  };
  app.get<{ Querystring: { sku?: string } }>('/api/stock/check', async (request) => check(request.query.sku));
  app.get<{ Params: { sku: string } }>('/api/stock/check/:sku', async (request) => check(request.params.sku));

  app.get<{ Querystring: { skus?: string } }>('/api/stock/list', async (request) => {
    const skus = skuList(request.query.skus, 'skus');
    const items = await findStockBySkus(context.db, skus);
    const missing = skus.filter((sku) => !items.has(sku));
    if (missing.length) throw new NotFound(`No stock information for sku ${missing.join(', ')}`);
    return ok(skus.map((sku) => items.get(sku)));
  });
}
