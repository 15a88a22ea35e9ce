import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { cartQuery, cartTotalsWire, extraFeeWire, feeCallInput, feeChoiceInput } from '@shoreline/domain/wire/cart';
import { answering, cartExample, requiring, EXAMPLE_DELIVERY_PLACE } from '../http/index.js';
import { InvalidInput } from '../errors.js';
import type { ApiContext } from '../context.js';
import { guestOrCustomer, identifyCustomer, readToken } from '../auth/index.js';
import { parseAddress, type Address, totalsToWire } from '../cart/index.js';
import { viewOf } from '../method-names/index.js';
import type { CartService } from '../cart/index.js';
import { NO_INFORMATION, type FeeService } from './service.js';
import { REASON } from '@shoreline/domain/error-reasons';

/** Named after the original extension (Amasty Extra Fee), as the other /api/ext calls are. */
export const EXTRA_FEES_PATH = '/api/ext/amasty-extrafee';

type FeeCall = z.output<typeof feeCallInput>;
type Query = z.output<typeof cartQuery>;

const totalsInformationBody = requiring(feeCallInput.extend({ information: feeChoiceInput.optional() }), 'information', NO_INFORMATION);

/** The body's cart_id (the spec's field), else the ?cartId= other cart calls use; both must agree. */
function cartIdOf(body: FeeCall, query: Query): string | undefined {
  const fromBody = typeof body.cart_id === 'number' ? String(body.cart_id) : body.cart_id;
  if (fromBody !== undefined && fromBody !== null && fromBody !== '') {
    if (query.cartId && query.cartId !== fromBody) throw new InvalidInput('cart_id and cartId name different carts');
    return fromBody;
  }
  return query.cartId;
}

/**
 * The customer's token: the Authorization header (preferred) or ?token=, else the body's customer_token
 * that the original client sends. identifyCustomer checks it before the body is (a preHandler), so a
 * client with a stale token hears that first.
 */
function feeCustomerToken(request: FastifyRequest): string | null {
  const body: unknown = request.body;
  const bodyToken = body && typeof body === 'object' ? (body as { customer_token?: unknown }).customer_token : undefined;
  return readToken(request) ?? (typeof bodyToken === 'string' && bodyToken.trim() !== '' ? bodyToken.trim() : null);
}

/** addressInformation.address when it names a country; the fee prices are taxed for it. */
function addressOf(body: FeeCall): Address | null {
  const given = body.addressInformation?.address;
  if (!given) return null;
  const { address } = parseAddress(given);
  return address.country_id ? address : null;
}

/** Extra fees: the fees on offer for a cart, and choosing them. */
export function registerFeeRoutes(app: FastifyInstance, context: ApiContext, services: { carts: CartService; fees: FeeService }): void {
  const { carts, fees } = services;
  const open = async (request: FastifyRequest, body: FeeCall, query: Query) => {
    const store = request.storeCatalog();
    const cart = await carts.open(cartIdOf(body, query), guestOrCustomer(request));
    return { store, cart };
  };
  const api = answering(app, { preHandler: identifyCustomer(context.secret, { token: feeCustomerToken }) });

  api.post(
    `${EXTRA_FEES_PATH}/get-fees`,
    {
      refusals: { 400: [REASON.invalidInput], 404: [REASON.cartNotFound] },
      summary: 'The extra fees on offer for the cart, priced for the address (none when nothing is delivered)',
      description: 'Answers the extra fees the cart may take for the address sent, each with its options and price.',
      examples: [cartExample("A guest's cart", { address: EXAMPLE_DELIVERY_PLACE })],
      querystring: cartQuery,
      body: feeCallInput,
      answer: z.object({ fees: z.array(extraFeeWire) }),
    },
    async (request) => {
      const { store, cart } = await open(request, request.body, request.query);
      return { fees: await fees.offered(store, cart, addressOf(request.body)) };
    },
  );

  /** Stores the choice for one fee (no options removes it) and answers the cart's totals. */
  api.post(
    `${EXTRA_FEES_PATH}/totals-information`,
    {
      refusals: { 400: [REASON.invalidInput], 404: [REASON.cartNotFound, REASON.notFound] },
      summary: "Stores the options chosen for one fee (none removes it); answers the cart's totals",
      description:
        "Records the options the shopper chose for one extra fee of the cart (none takes the fee off) and answers the cart's totals priced with it.",
      examples: [cartExample('The first option of fee 1 chosen', { information: { fee_id: 1, options_ids: [1] } })],
      querystring: cartQuery,
      body: totalsInformationBody,
      answer: cartTotalsWire,
    },
    async (request) => {
      const { store, cart } = await open(request, request.body, request.query);
      await fees.choose(store, cart, request.body.information);
      const totals = await carts.totals(store, cart);
      return totalsToWire(totals, store.store.priceFormat.currencyCode, viewOf(store.store));
    },
  );
}
