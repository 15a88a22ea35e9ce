import type { FastifyInstance, FastifyRequest } from 'fastify';
import { savedSku, wishlistAddBody, wishlistMergeBody } from '@shoreline/domain/forms/saved-lists';
import type { ApiContext } from '../context.js';
import { ok } from '../http/envelope.js';
import { requireCustomerId } from '../auth/customer.js';
import { addToWishlist, removeFromWishlist, saveToWishlist, wishlistOf } from './service.js';

/**
 * The customer's wishlist (an extension: the spec names the list but no calls). The token goes in the
 * Authorization header; every call answers the whole list, `{items}`, as the store sells it.
 */
const BASE = '/api/ext/wishlist';

export function registerWishlistRoutes(app: FastifyInstance, context: ApiContext): void {
  const listFor = async (request: FastifyRequest, customerId: number) =>
    ok({ items: await wishlistOf(context.db, request.storeCatalog(), customerId) });
  const customerOf = (request: FastifyRequest) => requireCustomerId(request, context.secret);

  app.get(BASE, async (request, reply) => {
    const customerId = await customerOf(request);
    reply.header('cache-control', 'no-store');
    return listFor(request, customerId);
  });

  app.post(`${BASE}/items`, async (request) => {
    const customerId = await customerOf(request);
    const { sku } = wishlistAddBody.parse(request.body ?? {});
    await addToWishlist(context.db, request.storeCatalog(), customerId, sku);
    return listFor(request, customerId);
  });

  /** A guest's list, kept in the browser, joins the account at sign-in. */
  app.post(`${BASE}/merge`, async (request) => {
    const customerId = await customerOf(request);
    const { skus } = wishlistMergeBody.parse(request.body ?? {});
    await saveToWishlist(context.db, request.storeCatalog(), customerId, skus);
    return listFor(request, customerId);
  });

  app.delete<{ Params: { sku: string } }>(`${BASE}/items/:sku`, async (request) => {
    const customerId = await customerOf(request);
    await removeFromWishlist(context.db, customerId, savedSku.parse(request.params.sku));
    return listFor(request, customerId);
  });
}
