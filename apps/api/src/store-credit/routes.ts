import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { z } from 'zod';
import { fromCents } from '@shoreline/domain';
import type { ApiContext } from '../context.js';
import { ok } from '../http/envelope.js';
import { withInput } from '../http/route-input.js';
import { InvalidInput, NotFound } from '../errors.js';
import { readToken, signedInCustomer, signInRequired, tokenRefused } from '../auth/customer.js';
import { verifyAccessToken } from '../user/tokens.js';
import { CartService } from '../cart/service.js';
import * as cartStorage from '../cart/storage.js';
import { balanceOf, listTransactions } from './ledger.js';
import { NO_SUCH_CART } from '@shoreline/domain/messages';
import { REASON } from '@shoreline/domain/error-reasons';

/**
 * Store credits (spec document 2 §7.6): details and transactions by customer token, apply (the whole
 * balance) to a cart and remove it. The token is read from the Authorization header, or from the
 * `customerToken` the original client sends (compatibility, as `?token=`).
 */
const BASE = '/api/ext/store-credit';
const cartBody = z.object({ cartId: z.union([z.string(), z.number()]).transform(String), pointsQty: z.coerce.number().optional() }).loose();
const paging = z.object({
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

async function customerOf(request: FastifyRequest, secret: string): Promise<number> {
  const token = customerTokenOf(request);
  if (!token) throw signInRequired();
  const check = await verifyAccessToken(secret, token);
  if (!check.ok) throw tokenRefused(check);
  return check.customerId;
}

/** A preHandler admitting the token's customer before the route reads its input; the handler reads signedInCustomer. */
function requireTokenCustomer(secret: string): preHandlerAsyncHookHandler {
  return async (request) => {
    request.customerId = await customerOf(request, secret);
  };
}

export function registerStoreCreditRoutes(app: FastifyInstance, context: ApiContext): void {
  const carts = new CartService(context.db, context.config.shipping);
  const signedIn = { preHandler: requireTokenCustomer(context.secret) };
  const ownCart = async (request: FastifyRequest, cartId: string) => {
    const customerId = signedInCustomer(request);
    const cart = await carts.open(cartId, customerId);
    if (cart.customer_id !== customerId) throw new NotFound(`${NO_SUCH_CART} = ${cartId.slice(0, 64)}`, { reason: REASON.cartNotFound });
    return { customerId, cart };
  };

  app.get(`${BASE}/details`, signedIn, async (request) => {
    const customerId = signedInCustomer(request);
    const balance = await balanceOf(context.db, customerId);
    return ok({
      customer_reward_points_balance: fromCents(balance),
      balance_cents: balance,
      currency_code: request.storeCatalog().store.priceFormat.currencyCode,
    });
  });

  app.get(
    `${BASE}/transactions`,
    signedIn,
    withInput({ query: paging }, async ({ query: { pageSize, currentPage } }, request) => {
      const customerId = signedInCustomer(request);
      const rows = await listTransactions(context.db, customerId, pageSize, (currentPage - 1) * pageSize);
      return ok({
        items: rows.map((row) => ({
          id: row.id,
          amount: fromCents(row.amount_cents),
          balance: fromCents(row.balance_after_cents),
          comment: row.reason,
          order_increment_id: row.order_increment_id,
          created_at: row.created_at,
        })),
      });
    }),
  );

  /** Applies the whole balance (pointsQty is the whole balance in the original client; a total above it spends all of it). */
  app.put(
    `${BASE}/apply`,
    signedIn,
    withInput({ body: cartBody }, async ({ body }, request) => {
      const { customerId, cart } = await ownCart(request, body.cartId);
      if ((await balanceOf(context.db, customerId)) <= 0) throw new InvalidInput('You have no store credit to use.');
      await cartStorage.updateCart(context.db, cart.id, { use_store_credit: 1 });
      return ok(true);
    }),
  );

  app.delete(
    `${BASE}/remove`,
    signedIn,
    withInput({ body: cartBody }, async ({ body }, request) => {
      const { cart } = await ownCart(request, body.cartId);
      await cartStorage.updateCart(context.db, cart.id, { use_store_credit: 0 });
      return ok(true);
    }),
  );
}
