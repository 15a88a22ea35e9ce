import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ZodError } from 'zod';
import { orderInput } from '@shoreline/domain/wire/order';
import {
  payPalCompleteAnswer,
  payPalCompleteInput,
  payPalGetAnswer,
  payPalGetInput,
  payPalSetAnswer,
  payPalSetInput,
} from '@shoreline/domain/wire/paypal';
import { typed } from '../../http/schema.js';
import type { ApiContext } from '../../context.js';
import { refusalOf } from '../../http/envelope.js';
import { InvalidInput, Unauthorized } from '../../errors.js';
import { customerIdOf, NOT_AUTHORIZED, readToken } from '../../auth/customer.js';
import { verifyAccessToken } from '../../user/tokens.js';
import { publicUrlOf } from '../../config.js';
import { CartService } from '../../cart/service.js';
import { confirmationOf, OrderService } from '../../order/service.js';
import { PAYPAL } from '../methods.js';
import { PaymentService } from '../service.js';
import { findOrderById } from '../order-link.js';
import { PayPalExpress } from './express.js';

/**
 * PayPal express checkout calls. They answer `{success, token, error: {message}}`, not the envelope,
 * with an HTTP status that matches: the routes live in a scope whose error handler answers so.
 */
const PAYPAL_NOT_OFFERED = 'PayPal is not available in this shop. Please choose another payment method.';

function failureOf(error: unknown): { status: number; message: string } {
  const refusal = refusalOf(error);
  if (refusal) return { status: refusal.status, message: refusal.message };
  if (error instanceof ZodError) {
    return { status: 400, message: error.issues.map((issue) => `${issue.path.join('.') || 'body'}: ${issue.message}`).join('; ') };
  }
  return { status: 500, message: 'Internal server error' };
}

/** The PayPal token the refused call named, so the checkout can tell which approval failed. */
function tokenIn(request: FastifyRequest): string | undefined {
  if (!request.url.includes('/getExpressCheckout') && !request.url.includes('/complete')) return undefined;
  const value = (request.body as { token?: unknown } | undefined)?.token;
  return typeof value === 'string' ? value.slice(0, 64) : undefined;
}

function answerRefusal(error: unknown, request: FastifyRequest, reply: FastifyReply) {
  const { status, message } = failureOf(error);
  if (status >= 500) request.log.error({ err: error }, 'paypal call failed');
  else request.log.info({ status, reason: message }, 'paypal call refused');
  const known = tokenIn(request);
  return reply.code(status).send({ success: false, ...(known ? { token: known } : {}), error: { message } });
}

/** The shopper: the Authorization header as everywhere, or the user_token the PayPal calls carry in their body. */
async function customerOf(request: FastifyRequest, secret: string, bodyToken: string | null | undefined): Promise<number | null> {
  if (readToken(request) !== null || !bodyToken) return customerIdOf(request, secret);
  const check = await verifyAccessToken(secret, bodyToken);
  if (!check.ok) throw new Unauthorized(NOT_AUTHORIZED);
  return check.customerId;
}

/** Return and cancel URLs must lead back to this store's own public address, never elsewhere. */
function ownUrl(value: string, storeOrigin: string, name: string): string {
  const parsed = URL.canParse(value) ? new URL(value) : null;
  if (!parsed || parsed.origin !== new URL(storeOrigin).origin)
    throw new InvalidInput(`${name} must be an address of this shop (${storeOrigin})`);
  return parsed.toString();
}

export async function registerPayPalRoutes(app: FastifyInstance, context: ApiContext): Promise<void> {
  const carts = new CartService(context.db, context.config.shipping);
  const payments = new PaymentService(context.db, context.payments);
  const express = new PayPalExpress(context.db, context.payments.paypal, payments, context.payments.paypalTestMode);
  const orders = new OrderService(context);

  await app.register(async (scope) => {
    scope.setErrorHandler((error, request, reply) => answerRefusal(error, request, reply));
    const api = typed(scope);

    api.post(
      '/api/ext/paypal/setExpressCheckout',
      {
        schema: {
          summary: 'Creates the PayPal order for the cart (priced by the API) and answers where to approve it',
          tags: ['ext paypal'],
          security: [{ customer: [] }],
          body: payPalSetInput,
          response: { 200: payPalSetAnswer },
        },
      },
      async (request) => {
        const body = request.body;
        if (!context.payments.offered.paypal) throw new InvalidInput(PAYPAL_NOT_OFFERED);
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
          test_mode: context.payments.paypalTestMode,
        };
      },
    );

    api.post(
      '/api/ext/paypal/getExpressCheckout',
      {
        schema: {
          summary: "The PayPal order's status and payer, after the shopper came back from approving",
          tags: ['ext paypal'],
          body: payPalGetInput,
          response: { 200: payPalGetAnswer },
        },
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
          description:
            'A repeated complete (a reload of the return page) answers the order it placed. The body carries the order as POST /api/order takes it.',
          tags: ['ext paypal'],
          security: [{ customer: [] }],
          body: payPalCompleteInput,
          response: { 200: payPalCompleteAnswer },
        },
      },
      async (request) => {
        const body = request.body;
        const payment = await express.known(body.token);
        // A repeated complete (a reload of the return page) answers the order it placed, whatever else it carries.
        const placed = payment.order_id !== null ? await findOrderById(context.db, payment.order_id) : undefined;
        if (placed) {
          const receiptSecret = payment.cart_id === body.cart_id ? context.secret : null;
          return {
            success: true as const,
            token: body.token,
            order_id: placed.increment_id,
            confirmation: confirmationOf(placed, receiptSecret),
          };
        }
        if (payment.cart_id !== body.cart_id) throw new InvalidInput('This PayPal payment belongs to another cart.');
        const customerId = await customerOf(request, context.secret, body.user_token);
        const store = request.storeCatalog(payment.store_code);
        const info = body.addressInformation;
        const order = orderInput.parse({
          ...body,
          addressInformation: { ...(info && typeof info === 'object' ? info : {}), payment_method_code: PAYPAL },
        });
        const confirmation = await orders.place(store, order, customerId, { paypalToken: body.token });
        return { success: true as const, token: body.token, order_id: confirmation.orderNumber, confirmation };
      },
    );
  });
}
