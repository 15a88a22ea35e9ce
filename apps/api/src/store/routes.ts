import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { answering, documentOf, PUBLIC } from '../http/index.js';
import type { StoreBanners, StoreView } from '@shoreline/domain';
import { fromCents } from '@shoreline/domain';
import type { ApiConfig } from '../config.js';
import { freeDeliveryFromCents, upcomingCutoffs } from '../delivery/index.js';

/** What a page may say about shipping before there is a cart: the free-delivery threshold, null without the rule. */
function shippingOf(config: ApiConfig, storeCode: string) {
  const threshold = freeDeliveryFromCents(config.shipping, storeCode);
  return {
    freeDeliveryFrom: threshold === null ? null : fromCents(threshold),
    cutoffs: upcomingCutoffs(new Date(), config.shipping.calendar),
  };
}

type StoreAnswer = StoreView & { contactEmail: string; shipping: NonNullable<StoreView['shipping']> };
const storeWire = documentOf<StoreAnswer>('A store view, its contact address and what pages may say about shipping');

export function registerStoreRoutes(app: FastifyInstance, config: ApiConfig): void {
  const api = answering(app);
  api.get(
    '/api/stores',
    {
      access: PUBLIC,
      summary: 'Every store view: code, locale, currency, tax display, contact and free-delivery threshold',
      description:
        'Lists each store view a client may show, with what it needs to format prices and addresses; the storefront reads it once at start.',
      querystring: z.looseObject({}),
      answer: z.array(storeWire),
    },
    async (request) =>
      request
        .catalog()
        .stores.map((store) => ({ ...store, contactEmail: config.shopEmail, shipping: shippingOf(config, store.storeCode) })),
  );
  api.get(
    '/api/banners',
    {
      access: PUBLIC,
      summary: "The store's banners by place (main, small)",
      description: "Answers the banners of the request's store view, grouped by the place the storefront shows them in.",
      examples: [{ summary: 'The main store', query: { storeCode: 'main' } }],
      querystring: z.looseObject({ storeCode: z.string().optional() }),
      answer: documentOf<StoreBanners>('The banners by place, each with image, link and title'),
    },
    async (request) => request.storeCatalog().banners,
  );
}
