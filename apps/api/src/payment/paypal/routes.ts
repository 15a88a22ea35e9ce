import { z } from 'zod';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  payPalCompleteAnswer,
  payPalCompleteInput,
  payPalGetAnswer,
  payPalGetInput,
  payPalRefusal as payPalRefusalWire,
  payPalSetAnswer,
  payPalSetInput,
} from '@shoreline/domain/wire/paypal';
import { answering, typed, CUSTOMER_OPTIONAL, mergeRefusals, PUBLIC, EXAMPLE_CART_ID } from '../../http/index.js';
import type { ApiContext } from '../../context.js';
import type { RefusalShape } from '../../http/index.js';
import { InvalidInput } from '../../errors.js';
import { customerIdOf, customerOfToken, readToken } from '../../auth/index.js';
import { publicUrlOf } from '../../config.js';
import type { AwaitingOrderTarget, ProviderRouteServices } from '../port.js';
import type { PayPalExpress } from './express.js';
import { PAYPAL_METHOD } from './method.js';
import { REASON } from '@shoreline/domain/error-reasons';

/**
 * PayPal express checkout calls, which this provider registers itself (port.ts `registerRoutes`). They answer
 * `{success, token, error: {message}}`, not the envelope, with an HTTP status that matches (each route's
 * refusalShape). The order side (placing the approved order, the order a pay link names) is the order module's,
 * reached through `services.orders`.
 */
const PAYPAL_NOT_OFFERED = 'PayPal is not available in this shop. Please choose another payment method.';

/**
 * The calls' refusals, written by the one error handler in their own shape: `{success: false, token,
 * error: {message}}` with the reason beside it; field problems name every field, `body` for the whole.
 */
function payPalRefusal(tokenOf: (request: FastifyRequest) => string | undefined): RefusalShape {
  return ({ message, reason, errors }, request) => {
    const known = tokenOf(request);
    const text = errors ? errors.map((error) => `${error.field || 'body'}: ${error.message}`).join('; ') : message;
    return { success: false, ...(known ? { token: known } : {}), error: { message: text }, reason, ...(errors ? { errors } : {}) };
  };
}

const noToken = () => undefined;
const tokenIn = (request: FastifyRequest) => {
  const value = (request.body as { token?: unknown } | undefined)?.token;
  return typeof value === 'string' ? value.slice(0, 64) : undefined;
};

/** The shopper: the Authorization header as everywhere, or the user_token the PayPal calls carry in their body. */
async function customerOf(request: FastifyRequest, secret: string, bodyToken: string | null | undefined): Promise<number | null> {
  if (readToken(request) !== null || !bodyToken) return customerIdOf(request, secret);
  return customerOfToken(secret, bodyToken);
}

/** Return and cancel URLs must lead back to this store's own public address, never elsewhere. */
function ownUrl(value: string, storeOrigin: string, name: string): string {
  const parsed = URL.canParse(value) ? new URL(value) : null;
  if (!parsed || parsed.origin !== new URL(storeOrigin).origin)
    throw new InvalidInput(`${name} must be an address of this shop (${storeOrigin})`);
  return parsed.toString();
}

export function registerPayPalRoutes(
  app: FastifyInstance,
  context: ApiContext,
  services: ProviderRouteServices,
  express: PayPalExpress,
): void {
  const { carts, orders } = services;

  const api = typed(app);

  api.post(
    '/api/ext/paypal/setExpressCheckout',
    {
      schema: {
        refusals: { 400: [REASON.invalidInput], 404: [REASON.cartNotFound], 502: [REASON.upstreamFailed] },
        summary: 'Creates the PayPal order for the cart (priced by the API) and answers where to approve it',
        description:
          'Prices the cart and creates a PayPal order for that amount; answers the PayPal order id and the address where the shopper approves the payment.',
        examples: [
          {
            summary: "The PayPal order's id",
            body: {
              cart_id: EXAMPLE_CART_ID,
              return_url: 'https://shop.example/checkout/paypal/return',
              cancel_url: 'https://shop.example/checkout',
            },
          },
        ],
        tags: ['ext paypal'],
        access: CUSTOMER_OPTIONAL,
        body: payPalSetInput,
        refusalBody: payPalRefusalWire,
        response: { 200: payPalSetAnswer },
      },
      config: { refusalShape: payPalRefusal(noToken) },
    },
    async (request) => {
      const body = request.body;
      const provider = context.payments.byCode(PAYPAL_METHOD);
      if (!provider?.offered) throw new InvalidInput(PAYPAL_NOT_OFFERED);
      const cart = await carts.open(body.cart_id, await customerOf(request, context.secret, body.user_token));
      const store = request.storeCatalog(cart.store_code);
      const origin = publicUrlOf(context.config, cart.store_code);
      const returnUrl = ownUrl(body.return_url, origin, 'return_url');
      const cancelUrl = ownUrl(body.cancel_url, origin, 'cancel_url');
      const totals = await carts.totals(store, cart);
      if (totals.lines.length === 0) throw new InvalidInput('The cart is empty');
      if (!totals.isVirtual && !cart.shipping_method_code)
        throw new InvalidInput('Please choose a shipping method before paying with PayPal.');
      if (totals.grandTotalCents === 0) throw new InvalidInput('There is nothing to pay: place the order with the free method.');
      const started = await express.start({ store, cart, totals, returnUrl, cancelUrl, locale: body.locale ?? null });
      return {
        success: true as const,
        token: started.token,
        approve_url: started.approveUrl,
        test_mode: provider.testMode,
      };
    },
  );

  api.post(
    '/api/ext/paypal/getExpressCheckout',
    {
      schema: {
        access: PUBLIC,
        refusals: { 404: [REASON.notFound], 502: [REASON.upstreamFailed] },
        summary: "The PayPal order's status and payer, after the shopper came back from approving",
        description:
          "Reads the PayPal order back from PayPal after the shopper approved it and answers its status and the payer's details.",
        examples: [{ summary: "A mailed link's token", body: { token: '5O190127TN364715T' } }],
        tags: ['ext paypal'],
        body: payPalGetInput,
        refusalBody: payPalRefusalWire,
        response: { 200: payPalGetAnswer },
      },
      config: { refusalShape: payPalRefusal(tokenIn) },
    },
    async (request) => {
      const { token } = request.body;
      const details = await express.details(token);
      return { success: true as const, token, status: details.status, payer: details.payer ?? null };
    },
  );

  api.post(
    '/api/ext/paypal/complete',
    {
      schema: {
        summary: 'Captures the approved PayPal payment once and places the order',
        examples: [{ summary: "A mailed link's token", body: { token: '5O190127TN364715T', cart_id: EXAMPLE_CART_ID } }],
        description:
          'A repeated complete (a reload of the return page) answers the order it placed. The body carries the order as POST /api/order takes it.',
        tags: ['ext paypal'],
        access: CUSTOMER_OPTIONAL,
        body: payPalCompleteInput,
        refusals: mergeRefusals(orders.refusals.placing, { 404: [REASON.notFound] }),
        refusalBody: payPalRefusalWire,
        response: { 200: payPalCompleteAnswer },
      },
      config: { refusalShape: payPalRefusal(tokenIn) },
    },
    async (request) => {
      const body = request.body;
      const payment = await express.known(body.token);
      // A repeated complete (a reload of the return page) answers the order it placed, whatever else it carries.
      const placed = payment.order_id !== null ? await orders.placed(payment.order_id, payment.cart_id === body.cart_id) : undefined;
      if (placed) return { success: true as const, token: body.token, order_id: placed.orderNumber, confirmation: placed };
      if (payment.cart_id !== body.cart_id) throw new InvalidInput('This PayPal payment belongs to another cart.');
      const customerId = await customerOf(request, context.secret, body.user_token);
      const store = request.storeCatalog(payment.store_code);
      // The approved order's token is what the provider's charge reads (provider.ts), as the pay page sends it.
      const approved = { code: PAYPAL_METHOD, additional: { paypal_token: body.token } };
      const confirmation = await orders.placeApproved(store, body, customerId, approved);
      return { success: true as const, token: body.token, order_id: confirmation.orderNumber, confirmation };
    },
  );

  // The pay page's PayPal: an order placed offline is paid through its pay link (ADR 0011), and so is the balance a
  // customer's change left due (a PayPal order of its own, for the balance only).
  answering(app, { tags: ['order'], access: PUBLIC }).post(
    '/api/order/pay/paypal',
    {
      summary: 'Creates the PayPal order for an order awaiting payment, or for its balance due, and answers where to approve it',
      examples: [{ summary: "The pay link's fields", body: { order: '000000123', expires: '1798761600', sig: '3f1d0b6c9a8e7f2d' } }],
      description:
        "The PayPal order is for the order's grand total while it awaits its first payment, or for the balance a change left due " +
        '(which only that balance can take). PayPal sends the shopper back to the pay page, which then pays with POST /api/order/pay ' +
        'and the PayPal token.',
      body: orders.payLink,
      answer: z.object({ token: z.string(), approve_url: z.string() }),
      refusals: { ...orders.refusals.paying, 502: [REASON.upstreamFailed] },
    },
    async (request) => {
      const started = await startForAwaitingOrder(express, await orders.awaitingPayment(request.body, PAYPAL_METHOD));
      return { token: started.token, approve_url: started.approveUrl };
    },
  );
}

/** A PayPal order for an order awaiting payment or for its balance due; PayPal sends the shopper back to its pay page. */
function startForAwaitingOrder(express: PayPalExpress, target: AwaitingOrderTarget) {
  const { payPage, ...order } = target;
  return express.startForAmount({ ...order, returnUrl: `${payPage}&paypal=return`, cancelUrl: `${payPage}&paypal=cancel` });
}
