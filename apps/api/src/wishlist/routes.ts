import type { FastifyInstance, FastifyRequest } from 'fastify';
import { savedSku, wishlistAddBody, wishlistMergeBody } from '@shoreline/domain/forms/saved-lists';
import type { ApiContext } from '../context.js';
import { ok } from '../http/index.js';
import { singleField, withInput } from '../http/index.js';
import { requireCustomer, signedInCustomer } from '../auth/index.js';
import { addToWishlist, removeFromWishlist, saveToWishlist, wishlistOf } from './service.js';

/**
 * The customer's wishlist (an extension: the spec names the list but no calls). The token goes in the
 * Authorization header; every call answers the whole list, `{items}`, as the store sells it.
 */
const BASE = '/api/ext/wishlist';

export function registerWishlistRoutes(app: FastifyInstance, context: ApiContext): void {
  const listFor = async (request: FastifyRequest, customerId: number) =>
    ok({ items: await wishlistOf(context.db, request.storeCatalog(), customerId) });
  const signedIn = { preHandler: requireCustomer(context.secret) };

  app.get(BASE, signedIn, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return listFor(request, signedInCustomer(request));
  });

  app.post(
    `${BASE}/items`,
    signedIn,
    withInput({ body: wishlistAddBody }, async ({ body }, request) => {
      const customerId = signedInCustomer(request);
      await addToWishlist(context.db, request.storeCatalog(), customerId, body.sku);
      return listFor(request, customerId);
    }),
  );

  /** A guest's list, kept in the browser, joins the account at sign-in. */
  app.post(
    `${BASE}/merge`,
    signedIn,
    withInput({ body: wishlistMergeBody }, async ({ body }, request) => {
      const customerId = signedInCustomer(request);
      await saveToWishlist(context.db, request.storeCatalog(), customerId, body.skus);
      return listFor(request, customerId);
    }),
  );

  app.delete(
    `${BASE}/items/:sku`,
    signedIn,
    withInput({ params: singleField('sku', savedSku) }, async ({ params: sku }, request) => {
      const customerId = signedInCustomer(request);
      await removeFromWishlist(context.db, customerId, sku);
      return listFor(request, customerId);
    }),
  );
}
