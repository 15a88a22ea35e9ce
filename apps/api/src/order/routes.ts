import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { orderConfirmationWire, orderInput, receiptWire } from '@shoreline/domain/wire/order';
import { ok, envelopeOf, typed } from '../http/index.js';
import type { ApiContext } from '../context.js';
import { guestOrCustomer, identifyCustomer } from '../auth/index.js';
import type { OrderService } from './service.js';
import { readReceipt } from './receipt.js';

const receiptQuery = z.object({ order: z.string().max(20), expires: z.string().max(20), sig: z.string().max(100) });

export function registerOrderRoutes(app: FastifyInstance, context: ApiContext, services: { orders: OrderService }): void {
  const { orders } = services;
  const api = typed(app);

  api.post(
    '/api/order',
    {
      schema: {
        summary: 'Places the order of a cart: priced again, paid, stock taken, confirmation mailed',
        description:
          'Refused with 409 when the order is priced otherwise than the grand_total the checkout showed. Sending the same order_id (or cart) again answers the order it placed.',
        tags: ['order'],
        security: [{ customer: [] }],
        querystring: z.looseObject({ token: z.string().optional(), storeCode: z.string().optional() }),
        body: orderInput,
        response: { 200: envelopeOf(orderConfirmationWire) },
      },
      preHandler: identifyCustomer(context.secret),
    },
    async (request) => {
      const store = request.storeCatalog(request.body.store_code);
      return ok(await orders.place(store, request.body, guestOrCustomer(request)));
    },
  );

  /** The thank-you page reads its order through the signed link the order's answer gave (a guest has no other way). */
  api.get(
    '/api/order/receipt',
    {
      schema: {
        summary: 'The order a signed receipt link names (the thank-you page after a reload)',
        tags: ['order'],
        querystring: receiptQuery,
        response: { 200: envelopeOf(receiptWire) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return ok(await readReceipt(context.db, context.secret, request.query));
    },
  );
}
