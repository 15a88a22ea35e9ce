import type { FastifyInstance } from 'fastify';
import { ok } from '../http/index.js';
import { fromCents } from '@shoreline/domain';
import type { ApiConfig } from '../config.js';
import { freeDeliveryFromCents } from '../shipping/index.js';

/** What a page may say about shipping before there is a cart: the free-delivery threshold, null without the rule. */
function shippingOf(config: ApiConfig, storeCode: string) {
  const threshold = freeDeliveryFromCents(config.shipping, storeCode);
  return { freeDeliveryFrom: threshold === null ? null : fromCents(threshold) };
}

export function registerStoreRoutes(app: FastifyInstance, config: ApiConfig): void {
  app.get('/api/stores', async (request) =>
    ok(
      request
        .catalog()
        .stores.map((store) => ({ ...store, contactEmail: config.shopEmail, shipping: shippingOf(config, store.storeCode) })),
    ),
  );
  app.get('/api/banners', async (request) => ok(request.storeCatalog().banners));
}
