import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { savedSku } from '@shoreline/domain/forms/saved-lists';
import type { ApiContext } from '../context.js';
import { ok, envelopeOf, typed, CUSTOMER_OPTIONAL, EXAMPLE_CART_ID } from '../http/index.js';
import { customerIdOf } from '../auth/index.js';
import { limitOrRefuse } from '../ratelimit/index.js';
import { cartShopperProfile } from './profile.js';
import type { CustomerProfileOf } from './track.js';

/** Views per address per hour: far above a shopper's browsing, low enough that nobody fills the outbox. */
const VIEWS_PER_HOUR = 600;

const viewedBody = z.object({
  sku: savedSku,
  cartId: z.string().trim().min(1).max(64).nullish(),
});

/**
 * The browser reports a product view (the page itself is the same for everyone and cached). Recorded for a
 * signed-in customer, or for a cart (sent once the cart's shopper gives an e-mail); with marketing off the
 * call answers at once and stores nothing.
 */
export function registerMarketingRoutes(app: FastifyInstance, context: ApiContext, services: { customerProfile: CustomerProfileOf }): void {
  // A signed-in shopper's profile comes from their account, in user/, which sits above marketing/.
  const { customerProfile } = services;
  typed(app).post(
    '/api/ext/marketing/viewed-product',
    {
      schema: {
        summary: 'Records a product view for the marketing service (a signed-in customer, or a cart with an e-mail)',
        description:
          'Tells the marketing service that a shopper viewed a product; recorded only for a signed-in customer or a cart that has an e-mail address.',
        examples: [{ summary: "A guest's cart", body: { sku: 'CRAB-DZ', cartId: EXAMPLE_CART_ID } }],
        access: CUSTOMER_OPTIONAL,
        body: viewedBody,
        response: { 200: envelopeOf(z.object({ recorded: z.boolean() })) },
      },
    },
    async (request) => {
      const body = request.body;
      if (!context.marketing) return ok({ recorded: false });
      await limitOrRefuse(context.db, `viewed:ip:${request.ip}`, VIEWS_PER_HOUR, 3600);
      const customerId = await customerIdOf(request, context.secret);
      const cartId = body.cartId ?? null;
      const profile =
        customerId !== null ? await customerProfile(context, customerId) : cartId ? await cartShopperProfile(context, cartId) : null;
      if (!profile && !cartId) return ok({ recorded: false });
      await context.marketing.viewedProduct(request.storeCatalog(), body.sku, { profile, cartId });
      return ok({ recorded: true });
    },
  );
}
