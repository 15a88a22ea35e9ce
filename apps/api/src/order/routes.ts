import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  orderConfirmationWire,
  orderInput,
  payOrderAnswerWire,
  payOrderInput,
  payOrderWire,
  receiptWire,
} from '@shoreline/domain/wire/order';
import { answering, PUBLIC, type RouteExample, EXAMPLE_ADDRESS, EXAMPLE_CART_ID } from '../http/index.js';
import type { ApiContext } from '../context.js';
import { guestOrCustomer, identifyCustomer } from '../auth/index.js';
import type { OrderService } from './service.js';
import { readReceipt } from './receipt.js';
import { type ShopperView, viewOf } from '../method-names/index.js';
import { PAYING_REFUSALS, PLACING_REFUSALS, SIGNED_LINK_REFUSALS } from './refusals.js';
import { placeOrderInput } from './placement/place-input.js';
import type { OrderSelfService } from './self-service/self-service.js';
import { registerSelfServiceRoutes } from './self-service/self-service-routes.js';
import type { HoldAnswers } from './holds/hold-answers.js';
import { registerHoldAnswerRoutes } from './holds/hold-answer-routes.js';
import type { OrderChanges } from './order-changes/service.js';
import { registerOrderChangeRoutes } from './order-changes/routes.js';

export const receiptQuery = z.object({ order: z.string().max(20), expires: z.string().max(20), sig: z.string().max(100) });

export function registerOrderRoutes(
  app: FastifyInstance,
  context: ApiContext,
  services: { orders: OrderService; orderChanges: OrderSelfService; orderEdits: OrderChanges; holdAnswers: HoldAnswers },
): void {
  const { orders } = services;
  registerSelfServiceRoutes(app, context, services.orderChanges);
  registerHoldAnswerRoutes(app, services.holdAnswers);
  registerOrderChangeRoutes(app, context, services.orderChanges, services.orderEdits);
  const tags = ['order'];
  const api = answering(app, { tags, access: PUBLIC });

  answering(app, { tags, preHandler: identifyCustomer(context.secret) }).post(
    '/api/order',
    {
      summary: 'Places the order of a cart: priced again, paid, stock taken, confirmation mailed',
      examples: [
        {
          summary: 'A guest order paid by check',
          query: { storeCode: 'main' },
          body: {
            cart_id: EXAMPLE_CART_ID,
            store_code: 'main',
            products: [{ sku: 'CRAB-DZ', qty: 1 }],
            addressInformation: {
              billingAddress: {
                ...EXAMPLE_ADDRESS,
                email: 'ada@example.com',
              },
              shippingAddress: {
                ...EXAMPLE_ADDRESS,
                email: 'ada@example.com',
              },
              shipping_method_code: 'flatrate',
              shipping_carrier_code: 'flatrate',
              payment_method_code: 'checkmo',
              shippingExtraFields: { delivery_date: '2026-12-04' },
            },
          },
        },
      ],
      description:
        'Refused with 409 when the order is priced otherwise than the grand_total the checkout showed. Sending the same order_id (or cart) again answers the order it placed.',
      querystring: z.looseObject({ token: z.string().optional(), storeCode: z.string().optional() }),
      body: orderInput,
      answer: orderConfirmationWire,
      refusals: PLACING_REFUSALS,
    },
    async (request) => {
      const store = request.storeCatalog(request.body.store_code);
      return orders.place(store, placeOrderInput(request.body), guestOrCustomer(request), { clientAddress: request.ip });
    },
  );

  /** A read of the order a signed link names: it is for whoever holds the link, so no cache may keep the answer. */
  const readBySignedLink = <Answer extends z.ZodType>(
    url: string,
    words: { summary: string; description: string; examples: readonly RouteExample[] },
    answer: Answer,
    read: (link: z.output<typeof receiptQuery>, view: ShopperView) => Promise<z.input<Answer>>,
  ) =>
    api.get(url, { ...words, querystring: receiptQuery, answer, refusals: SIGNED_LINK_REFUSALS }, async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return read(request.query, viewOf(request.storeCatalog().store));
    });

  /** The thank-you page reads its order through the signed link the order's answer gave (a guest has no other way). */
  readBySignedLink(
    '/api/order/receipt',
    {
      summary: 'The order a signed receipt link names (the thank-you page after a reload)',
      examples: [
        { summary: "The link an order's answer gave", query: { order: '000000123', expires: '1798761600', sig: '3f1d0b6c9a8e7f2d' } },
      ],
      description:
        'Answers the placed order the signed receipt link names, so the thank-you page can show it again after a reload; an altered or expired link is refused.',
    },
    receiptWire,
    (link, view) => readReceipt(context, link, view),
  );
  /** An order placed offline and sent without its payment: its signed pay link shows it and pays it (card, or a gateway's own approval page). */
  readBySignedLink(
    '/api/order/pay',
    {
      summary: 'The order awaiting payment a signed pay link names, its amount, hold and the methods that pay it',
      examples: [
        { summary: 'The link of a mailed pay request', query: { order: '000000123', expires: '1798761600', sig: '3f1d0b6c9a8e7f2d' } },
      ],
      description:
        'Answers the unpaid order a signed pay link names: its amount, how long its stock is held and the payment methods that can pay it.',
    },
    payOrderWire,
    (link, view) => orders.awaiting.read(link, view),
  );

  api.post(
    '/api/order/pay',
    {
      summary: 'Pays the order a signed pay link names: the card token (hosted fields) or an approved wallet order',
      examples: [
        {
          summary: 'Paid by card',
          body: { order: '000000123', expires: '1798761600', sig: '3f1d0b6c9a8e7f2d', payment_method_code: 'rootways_nmi_option' },
        },
      ],
      description:
        'Charges the grand total the order was priced at when it was sent. 410 (order.payment_closed) when the order was canceled because its hold ended; an order already paid answers as paid.',
      body: payOrderInput,
      answer: payOrderAnswerWire,
      refusals: PAYING_REFUSALS,
    },
    async (request) => orders.awaiting.pay(request.body),
  );
}
