import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { sending, PUBLIC } from '../http/index.js';
import { publicUrlOf, type ApiConfig } from '../config.js';
import { feedShippingFor } from './feed-shipping.js';
import { googleFeedXml } from './google-feed.js';

/**
 * GET /feeds/google.xml: the Merchant Center feed of the store the host (or storeCode) selects. Built from the
 * read model on each call (a few milliseconds for the seed catalog); Merchant Center fetches it a few times a
 * day, so an hour of caching in between is plenty and the delivery days stay true to the calendar.
 */
export function registerFeedRoutes(app: FastifyInstance, config: ApiConfig): void {
  sending(app, { tags: ['catalog'] }).get(
    '/feeds/google.xml',
    {
      access: PUBLIC,
      summary: "The store's Google Merchant Center product feed (RSS 2.0, g: namespace)",
      description:
        'Lists every product the store view sells, with its price, availability and picture, in the format Google Merchant Center reads.',
      examples: [{ summary: 'The main store', query: { storeCode: 'main' } }],
      querystring: z.looseObject({ storeCode: z.string().optional() }),
      sends: { type: 'application/xml', description: 'an RSS 2.0 document with one item per product or variant' },
    },
    async (request, reply) => {
      const catalog = request.storeCatalog();
      const now = new Date();
      const xml = googleFeedXml({
        store: catalog.store,
        origin: publicUrlOf(config, catalog.store.storeCode),
        products: catalog.products,
        shipping: feedShippingFor(config.shipping, catalog.store.storeCode, now),
        now,
      });
      reply.header('cache-control', 'public, max-age=3600');
      return reply.type('application/xml; charset=utf-8').send(xml);
    },
  );
}
