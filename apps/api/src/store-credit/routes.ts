import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { fromCents } from '@shoreline/domain';
import type { ApiContext } from '../context.js';
import { answering, EXAMPLE_CART_ID } from '../http/index.js';
import { storeCreditDetailsWire, storeCreditTransactionsWire } from '@shoreline/domain/wire/store-credit';
import { InvalidInput, NotFound } from '../errors.js';
import { readToken, requireCustomer, signedInCustomer } from '../auth/index.js';
import { REASON } from '@shoreline/domain/error-reasons';
import type { CartService } from '../cart/index.js';
import { balanceOf, listTransactions } from './ledger.js';
import { NO_SUCH_CART } from '@shoreline/domain/messages';

/**
 * Store credits: details and transactions by customer token, apply (the whole
 * balance) to a cart and remove it. The token is read from the Authorization header, or from the
 * `customerToken` the original client sends (compatibility, as `?token=`).
 */
const BASE = '/api/ext/store-credit';
const cartBody = z.looseObject({
  cartId: z.union([z.string(), z.number()]).transform(String),
  /** The original client sends the whole balance; the whole balance is applied whatever it says. */
  pointsQty: z.coerce.number().optional(),
  customerToken: z.string().optional(),
});
/** The token may come as ?customerToken= (or ?token=), as the original client sends it. */
const tokenQuery = z.looseObject({ customerToken: z.string().optional(), token: z.string().optional() });
const paging = tokenQuery.extend({
  pageSize: z.coerce.number().int().min(1).max(100).catch(20),
  currentPage: z.coerce.number().int().min(1).max(10_000).catch(1),
});

function customerTokenOf(request: FastifyRequest): string | null {
  const fromHeader = readToken(request);
  if (fromHeader) return fromHeader;
  const query = (request.query as Record<string, unknown> | undefined)?.customerToken;
  const body = (request.body as Record<string, unknown> | undefined)?.customerToken;
  const token = typeof body === 'string' ? body : typeof query === 'string' ? query : '';
  return token.trim() || null;
}

export function registerStoreCreditRoutes(app: FastifyInstance, context: ApiContext, services: { carts: CartService }): void {
  const { carts } = services;
  const api = answering(app, { preHandler: requireCustomer(context.secret, { token: customerTokenOf }) });
  const ownCart = async (request: FastifyRequest, cartId: string) => {
    const customerId = signedInCustomer(request);
    const cart = await carts.open(cartId, customerId);
    if (cart.customer_id !== customerId) throw new NotFound(`${NO_SUCH_CART} = ${cartId.slice(0, 64)}`, { reason: REASON.cartNotFound });
    return { customerId, cart };
  };

  api.get(
    `${BASE}/details`,
    {
      summary: "The customer's store-credit balance",
      description: "Answers the signed-in customer's store-credit balance in cents.",
      examples: [{ summary: 'The token in the query, as older clients send it', query: { token: 'token-from-the-mailed-link' } }],
      querystring: tokenQuery,
      answer: storeCreditDetailsWire,
    },
    async (request) => {
      const customerId = signedInCustomer(request);
      const balance = await balanceOf(context.db, customerId);
      return {
        customer_reward_points_balance: fromCents(balance),
        balance_cents: balance,
        currency_code: request.storeCatalog().store.priceFormat.currencyCode,
      };
    },
  );

  api.get(
    `${BASE}/transactions`,
    {
      summary: "The customer's store-credit ledger, newest first",
      description: "Answers the signed-in customer's store-credit movements (credits, spends, refunds) newest first, a page at a time.",
      examples: [{ summary: 'The first page', query: { pageSize: 20, currentPage: 1 } }],
      querystring: paging,
      answer: storeCreditTransactionsWire,
    },
    async (request) => {
      const { pageSize, currentPage } = request.query;
      const customerId = signedInCustomer(request);
      const rows = await listTransactions(context.db, customerId, pageSize, (currentPage - 1) * pageSize);
      return {
        items: rows.map((row) => ({
          id: row.id,
          amount: fromCents(row.amount_cents),
          balance: fromCents(row.balance_after_cents),
          comment: row.reason,
          order_increment_id: row.order_increment_id,
          created_at: row.created_at,
        })),
      };
    },
  );

  /** Applies the whole balance (pointsQty is the whole balance in the original client; a total above it spends all of it). */
  api.put(
    `${BASE}/apply`,
    {
      refusals: { 400: [REASON.invalidInput], 404: [REASON.cartNotFound] },
      summary: "Spends the customer's whole store-credit balance on their cart (after tax)",
      description:
        "Applies the signed-in customer's whole store-credit balance to their cart, up to its total after tax; answers true once applied.",
      examples: [
        {
          summary: 'The token in the query, as older clients send it',
          query: { token: 'token-from-the-mailed-link' },
          body: { cartId: EXAMPLE_CART_ID },
        },
      ],
      querystring: tokenQuery,
      body: cartBody,
      answer: z.literal(true),
    },
    async (request) => {
      const { customerId, cart } = await ownCart(request, request.body.cartId);
      if ((await balanceOf(context.db, customerId)) <= 0) throw new InvalidInput('You have no store credit to use.');
      await carts.setUseStoreCredit(cart.id, true);
      return true as const;
    },
  );

  api.delete(
    `${BASE}/remove`,
    {
      refusals: { 400: [REASON.invalidInput], 404: [REASON.cartNotFound] },
      summary: "Takes the store credit off the customer's cart",
      examples: [
        {
          summary: 'The token in the query, as older clients send it',
          query: { token: 'token-from-the-mailed-link' },
          body: { cartId: EXAMPLE_CART_ID },
        },
      ],
      description: 'The cart is named in the body ({cartId}), as the original client sends it.',
      querystring: tokenQuery,
      body: cartBody,
      answer: z.literal(true),
    },
    async (request) => {
      const { cart } = await ownCart(request, request.body.cartId);
      await carts.setUseStoreCredit(cart.id, false);
      return true as const;
    },
  );
}
