import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { refusalWire } from '@shoreline/domain/wire/refusal';
import { fromCents } from '@shoreline/domain';
import { cartQuery } from '@shoreline/domain/wire/cart';
import { customerGiftCardWire, giftCardHistoryWire, giftCardWire, type GiftCardWire } from '@shoreline/domain/wire/gift-cards';
import { REASON } from '@shoreline/domain/error-reasons';
import type { ApiContext } from '../context.js';
import { answering, type RefusalShape, CUSTOMER, CUSTOMER_OPTIONAL, PUBLIC, EXAMPLE_CART_ID } from '../http/index.js';
import { InvalidInput, NotFound } from '../errors.js';
import { customerIdOf, requireCustomerId } from '../auth/index.js';
import { limitOrRefuse } from '../ratelimit/index.js';
import { type CartService } from '../cart/index.js';
import {
  attachToCart,
  cardsOfCustomer,
  detachFromCart,
  findByCode,
  historyOf,
  isUsable,
  recordHolder,
  type GiftCardRow,
} from './storage.js';
import { GIFT_CARD_ADDED } from '@shoreline/domain/messages';

/**
 * Gift cards: check, activate (apply to the cart), remove, the customer's list and
 * a card's history, the code in the URL. Answers `{code, result}`; refusals `{code, result: {errorMessage}}`.
 * Lookups by code are rate-limited per client, so codes cannot be guessed by trying.
 */
export const GIFT_CARD_REMOVED = 'Gift card successfully removed!';
const NOT_FOUND = 'This gift card code is not valid.';
const NOT_USABLE = 'This gift card has no balance left or can no longer be used.';
const TOO_MANY = 'Too many gift card attempts. Please try again later.';
const BASE = '/api/ext/gift-cards';

const codeParams = z.object({ code: z.string() });
type CodeRequest = FastifyRequest<{ Params: z.output<typeof codeParams>; Querystring: z.output<typeof cartQuery> }>;
/** A call that puts a card on the cart or takes it off: the card's code in the path, the cart in the query; answers the spec's message. */
const cartCardCall = (summary: string, description: string) => ({
  summary,
  description,
  examples: [
    {
      summary: "A card's code on a guest's cart",
      params: { code: 'GIFT-7Q2M-K9PX' },
      query: { cartId: EXAMPLE_CART_ID },
    },
  ],
  access: CUSTOMER_OPTIONAL,
  refusals: {
    400: [REASON.invalidInput, REASON.giftCardNotUsable],
    404: [REASON.giftCardNotFound, REASON.cartNotFound],
    429: [REASON.rateLimited],
  },
  params: codeParams,
  querystring: cartQuery,
  body: z.object({}),
  answer: z.string(),
});
const ACTIVATE_CALL = cartCardCall(
  'Applies a usable gift card to the cart (?cartId=)',
  "Applies the gift card to the cart so its balance pays part or all of the total; the cart's totals show it from then on.",
);
const REMOVE_CALL = cartCardCall(
  'Takes a gift card off the cart (?cartId=)',
  "Takes the gift card off the cart; the cart's totals are priced without it from then on.",
);

/** The cards' refusals in their own shape, written by the one error handler; a fault of ours stays the envelope. */
const cardRefusalWire = refusalWire.extend({ result: z.object({ errorMessage: z.string() }) });
const cardRefusal: RefusalShape = ({ status, message, reason, errors }) =>
  status < 500 ? { code: status, result: { errorMessage: message }, reason, ...(errors ? { errors } : {}) } : undefined;

const cardToWire = (card: GiftCardRow): GiftCardWire => ({
  code: card.code,
  balance: fromCents(card.balance_cents),
  initial_value: fromCents(card.initial_cents),
  currency: card.currency,
  status: card.status,
  expires_at: card.expires_at,
});

export function registerGiftCardRoutes(app: FastifyInstance, context: ApiContext, services: { carts: CartService }): void {
  const { carts } = services;
  const limited = (request: FastifyRequest) => limitOrRefuse(context.db, `giftcard:ip:${request.ip}`, 60, 600, TOO_MANY);
  const cardOf = async (request: CodeRequest) => {
    await limited(request);
    const card = await findByCode(context.db, request.params.code);
    if (!card) throw new NotFound(NOT_FOUND, { reason: REASON.giftCardNotFound });
    return card;
  };
  const cartOf = async (request: CodeRequest) => carts.open(request.query.cartId, await customerIdOf(request, context.secret));
  const api = answering(app, {
    access: PUBLIC,
    refusals: { 404: [REASON.giftCardNotFound], 429: [REASON.rateLimited] },
    config: { refusalShape: cardRefusal },
    refusalBody: cardRefusalWire,
  });

  api.get(
    `${BASE}/check/:code`,
    {
      summary: "A gift card's balance and state by its code",
      examples: [{ summary: 'By its code', params: { code: 'GIFT-7Q2M-K9PX' }, query: { cartId: EXAMPLE_CART_ID } }],
      description: "Answers a gift card's balance and state by its code; limited per client address so codes cannot be guessed.",
      params: codeParams,
      querystring: cartQuery,
      answer: giftCardWire,
    },
    async (request) => cardToWire(await cardOf(request)),
  );

  api.post(`${BASE}/activate/:code`, ACTIVATE_CALL, async (request) => {
    const card = await cardOf(request);
    if (!isUsable(card, new Date())) throw new InvalidInput(NOT_USABLE, { reason: REASON.giftCardNotUsable });
    const customerId = await customerIdOf(request, context.secret);
    await attachToCart(context.db, (await carts.open(request.query.cartId, customerId)).id, card.id);
    if (customerId !== null) await recordHolder(context.db, card.id, customerId);
    return GIFT_CARD_ADDED;
  });

  api.post(`${BASE}/remove/:code`, REMOVE_CALL, async (request) => {
    const cart = await cartOf(request);
    const card = await findByCode(context.db, request.params.code);
    if (!card || !(await detachFromCart(context.db, cart.id, card.id))) throw new NotFound(NOT_FOUND, { reason: REASON.giftCardNotFound });
    return GIFT_CARD_REMOVED;
  });

  api.get(
    `${BASE}/history/:code`,
    {
      summary: "A gift card's balance and the history of its balance, by its code",
      description: "Answers a gift card's balance with each change of it; limited per client address so codes cannot be guessed.",
      examples: [{ summary: 'By its code', params: { code: 'GIFT-7Q2M-K9PX' }, query: { cartId: EXAMPLE_CART_ID } }],
      params: codeParams,
      querystring: cartQuery,
      answer: giftCardHistoryWire,
    },
    async (request) => {
      const card = await cardOf(request);
      const rows = await historyOf(context.db, card.id);
      return {
        card: cardToWire(card),
        items: rows.map((row) => ({
          action: row.action,
          amount: fromCents(row.amount_cents),
          balance: fromCents(row.balance_after_cents),
          created_at: row.created_at,
        })),
      };
    },
  );

  api.get(
    `${BASE}/list`,
    {
      summary: 'The gift cards the customer bought or applied with their code while signed in',
      description: 'Answers the gift cards the signed-in customer bought or applied to a cart while signed in, with their balances.',
      examples: [{ summary: 'The token in the query, as older clients send it', query: { token: 'token-from-the-mailed-link' } }],
      access: CUSTOMER,
      querystring: z.looseObject({ token: z.string().optional() }),
      answer: z.array(customerGiftCardWire),
    },
    async (request) => {
      const customerId = await requireCustomerId(request, context.secret);
      const cards = await cardsOfCustomer(context.db, customerId);
      return cards.map((card) => ({
        ...cardToWire(card),
        recipient_name: card.recipient_name,
        recipient_email: card.recipient_email,
        bought: card.buyer_customer_id === customerId,
        created_at: card.created_at,
      }));
    },
  );
}
