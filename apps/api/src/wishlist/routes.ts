import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { savedSku, wishlistAddBody, wishlistMergeBody } from '@shoreline/domain/forms/saved-lists';
import type { ApiContext } from '../context.js';
import { answering, singleField } from '../http/index.js';
import { requireCustomer, signedInCustomer } from '../auth/index.js';
import { addToWishlist, removeFromWishlist, saveToWishlist, wishlistOf } from './service.js';
import { REASON } from '@shoreline/domain/error-reasons';

/**
 * The customer's wishlist (an extension: the spec names the list but no calls). The token goes in the
 * Authorization header; every call answers the whole list, `{items}`, as the store sells it.
 */
const BASE = '/api/ext/wishlist';

const wishlistItemWire = z.object({
  sku: z.string(),
  name: z.string(),
  url_key: z.string(),
  url: z.string(),
  image: z.string().nullable(),
  price_cents: z.number().int(),
  regular_price_cents: z.number().int().nullable(),
  price: z.string(),
  regular_price: z.string().nullable(),
  in_stock: z.boolean(),
  added_at: z.string(),
});
const wishlistAnswer = z.object({ items: z.array(wishlistItemWire) });

export function registerWishlistRoutes(app: FastifyInstance, context: ApiContext): void {
  const listFor = async (request: FastifyRequest, customerId: number) => ({
    items: await wishlistOf(context.db, request.storeCatalog(), customerId),
  });
  /** Makes a change to the signed-in customer's wishlist, then answers the list. */
  const changeThenList = async (request: FastifyRequest, change: (customerId: number) => Promise<unknown>) => {
    const customerId = signedInCustomer(request);
    await change(customerId);
    return listFor(request, customerId);
  };
  const api = answering(app, { preHandler: requireCustomer(context.secret) });

  api.get(
    BASE,
    {
      summary: "The customer's wishlist, as the store sells its products",
      description: "Answers the signed-in customer's wishlist, each product as the request's store view sells it now.",
      examples: [{ summary: 'The main store', query: { storeCode: 'main' } }],
      querystring: z.looseObject({ token: z.string().optional(), storeCode: z.string().optional() }),
      answer: wishlistAnswer,
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return listFor(request, signedInCustomer(request));
    },
  );

  api.post(
    `${BASE}/items`,
    {
      refusals: { 404: [REASON.notFound], 409: [REASON.conflict] },
      summary: 'Adds a product to the wishlist',
      description: "Adds a product to the signed-in customer's wishlist and answers the list.",
      examples: [{ summary: 'A dozen crabs', body: { sku: 'CRAB-DZ' } }],
      body: wishlistAddBody,
      answer: wishlistAnswer,
    },
    async (request) =>
      changeThenList(request, (customerId) => addToWishlist(context.db, request.storeCatalog(), customerId, request.body.sku)),
  );

  /** A guest's list, kept in the browser, joins the account at sign-in. */
  api.post(
    `${BASE}/merge`,
    {
      refusals: { 400: [REASON.invalidInput] },
      summary: "Adds a guest's list (kept in the browser) to the account's",
      description: "Adds the SKUs a guest kept in the browser to the signed-in customer's wishlist at sign-in, and answers the list.",
      examples: [{ summary: 'Two SKUs kept by a guest', body: { skus: ['CRAB-DZ', 'SIDE-CORN'] } }],
      body: wishlistMergeBody,
      answer: wishlistAnswer,
    },
    async (request) =>
      changeThenList(request, (customerId) => saveToWishlist(context.db, request.storeCatalog(), customerId, request.body.skus)),
  );

  api.delete(
    `${BASE}/items/:sku`,
    {
      refusals: { 404: [REASON.notFound] },
      summary: 'Takes a product off the wishlist',
      description: "Takes a product off the signed-in customer's wishlist and answers the list.",
      examples: [{ summary: 'By its SKU', params: { sku: 'CRAB-DZ' } }],
      params: singleField('sku', savedSku),
      answer: wishlistAnswer,
    },
    async (request) => changeThenList(request, (customerId) => removeFromWishlist(context.db, customerId, request.params)),
  );
}
