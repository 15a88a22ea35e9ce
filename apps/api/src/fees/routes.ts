import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ok } from '../http/envelope.js';
import { InvalidInput } from '../errors.js';
import type { ApiContext } from '../context.js';
import { readToken, tokenRefused } from '../auth/customer.js';
import { verifyAccessToken } from '../user/tokens.js';
import { parseAddress, type Address } from '../cart/address.js';
import { CartService } from '../cart/service.js';
import { totalsToWire } from '../cart/totals.js';
import { FeeService } from './service.js';

/** Named after the original extension (Amasty Extra Fee), as the other /api/ext calls are. */
export const EXTRA_FEES_PATH = '/api/ext/amasty-extrafee';

type Query = { cartId?: string; storeCode?: string };

interface FeeBody {
  cart_id?: unknown;
  customer_token?: unknown;
  addressInformation?: { address?: unknown };
  information?: unknown;
}

function bodyOf(request: FastifyRequest): FeeBody {
  const body: unknown = request.body;
  return body && typeof body === 'object' && !Array.isArray(body) ? (body as FeeBody) : {};
}

/** The body's cart_id (the spec's field), else the ?cartId= other cart calls use; both must agree. */
function cartIdOf(body: FeeBody, query: Query): unknown {
  const fromBody = typeof body.cart_id === 'number' ? String(body.cart_id) : body.cart_id;
  if (fromBody !== undefined && fromBody !== null && fromBody !== '') {
    if (query.cartId && query.cartId !== fromBody) throw new InvalidInput('cart_id and cartId name different carts');
    return fromBody;
  }
  return query.cartId;
}

/**
 * The customer: the Authorization header (preferred) or ?token=, else the body's customer_token
 * that the original client sends. A bad or expired token is a 401 in the body, so clients refresh.
 */
async function customerOf(request: FastifyRequest, bodyToken: unknown, secret: string): Promise<number | null> {
  const token = readToken(request) ?? (typeof bodyToken === 'string' && bodyToken.trim() !== '' ? bodyToken.trim() : null);
  if (token === null) return null;
  const check = await verifyAccessToken(secret, token);
  if (!check.ok) throw tokenRefused(check);
  return check.customerId;
}

/** addressInformation.address when it names a country; the fee prices are taxed for it. */
function addressOf(body: FeeBody): Address | null {
  const given = body.addressInformation?.address;
  if (!given) return null;
  const { address } = parseAddress(given);
  return address.country_id ? address : null;
}

/** Extra fees (spec document 2 §7.6): the fees on offer for a cart, and choosing them. */
export function registerFeeRoutes(app: FastifyInstance, context: ApiContext): void {
  const carts = new CartService(context.db, context.config.shipping);
  const fees = new FeeService(context.db, carts);
  const open = async (request: FastifyRequest<{ Querystring: Query }>) => {
    const body = bodyOf(request);
    const customerId = await customerOf(request, body.customer_token, context.secret);
    const store = request.storeCatalog();
    const cart = await carts.open(cartIdOf(body, request.query), customerId);
    return { body, store, cart };
  };

  app.post<{ Querystring: Query }>(`${EXTRA_FEES_PATH}/get-fees`, async (request) => {
    const { body, store, cart } = await open(request);
    return ok({ fees: await fees.offered(store, cart, addressOf(body)) });
  });

  /** Stores the choice for one fee (no options removes it) and answers the cart's totals. */
  app.post<{ Querystring: Query }>(`${EXTRA_FEES_PATH}/totals-information`, async (request) => {
    const { body, store, cart } = await open(request);
    await fees.choose(store, cart, body.information);
    const totals = await carts.totals(store, cart);
    return ok(totalsToWire(totals, store.store.priceFormat.currencyCode));
  });
}
