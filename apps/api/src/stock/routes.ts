import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { sku } from '@shoreline/domain/formats';
import { stockItemWire } from '@shoreline/domain/wire/stock';
import { answering, listQuery, PUBLIC } from '../http/index.js';
import { InvalidInput, NotFound } from '../errors.js';
import type { ApiContext } from '../context.js';
import { findStockBySkus } from './storage.js';
import { REASON } from '@shoreline/domain/error-reasons';

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
  /** Every stock read is public and refuses a missing or malformed SKU (400) and one without stock (404). */
  const api = answering(app, { access: PUBLIC, refusals: { 400: [REASON.invalidInput], 404: [REASON.notFound] } });
  const check = async (sku: unknown) => {
    const [wanted] = skuList(sku, 'sku');
    const item = (await findStockBySkus(context.db, [wanted])).get(wanted);
    if (!item) throw new NotFound(`No stock information for sku ${wanted}`);
    return item;
  };
  api.get(
    '/api/stock/check',
    {
      summary: "A product's live stock (?sku=)",
      description: 'Answers the stock record of the SKU in `sku`: whether it is in stock and how many can be ordered.',
      examples: [{ summary: 'One SKU', query: { sku: 'CRAB-DZ' } }],
      querystring: listQuery('sku', 'The SKU'),
      answer: stockItemWire,
    },
    async (request) => check(request.query.sku),
  );
  api.get(
    '/api/stock/check/:sku',
    {
      summary: "A product's live stock",
      description: 'Answers the stock record of the SKU in the path: whether it is in stock and how many can be ordered.',
      examples: [{ summary: 'By its SKU', params: { sku: 'CRAB-DZ' } }],
      params: z.object({ sku }),
      answer: stockItemWire,
    },
    async (request) => check(request.params.sku),
  );

  api.get(
    '/api/stock/list',
    {
      summary: 'The live stock of several products (?skus=a,b,c; at most 100)',
      description: "Answers the stock record of each SKU in `skus` that has one, for a listing's in-stock marks.",
      examples: [{ summary: 'Two SKUs', query: { skus: 'CRAB-DZ,SIDE-CORN' } }],
      querystring: listQuery('skus', 'SKUs, comma-separated (at most 100)'),
      answer: z.array(stockItemWire),
    },
    async (request) => {
      const skus = skuList(request.query.skus, 'skus');
      const items = await findStockBySkus(context.db, skus);
      const missing = skus.filter((sku) => !items.has(sku));
      if (missing.length) throw new NotFound(`No stock information for sku ${missing.join(', ')}`);
      return skus.flatMap((sku) => items.get(sku) ?? []);
    },
  );
}
