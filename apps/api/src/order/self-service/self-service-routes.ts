import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { REASON } from '@shoreline/domain/error-reasons';
import { changeOptionsWire, moveDeliveryInput, receiptLinkInput } from '@shoreline/domain/wire/order-changes';
import { answering, PUBLIC, type Refusals } from '../../http/index.js';
import type { ApiContext } from '../../context.js';
import { requireCustomer, signedInCustomer } from '../../auth/index.js';
import type { OrderSelfService } from './self-service.js';
import { SIGNED_LINK_REFUSALS } from '../refusals.js';

const CHANGE_REFUSALS: Refusals = {
  400: [REASON.invalidInput],
  409: [
    REASON.conflict,
    REASON.orderChangesClosed,
    REASON.orderSelfServiceOff,
    REASON.orderProductNotChangeable,
    REASON.orderDatePriceDiffers,
    REASON.deliveryDateFull,
    REASON.deliveryDatePaused,
  ],
};
const OWN_REFUSALS: Refusals = { ...CHANGE_REFUSALS, 404: [REASON.notFound] };
const LINK_REFUSALS: Refusals = { ...CHANGE_REFUSALS, ...SIGNED_LINK_REFUSALS };
const LINK = { order: '000000123', expires: '1798761600', sig: '3f1d0b6c9a8e7f2d' };
const orderParams = z.object({ orderId: z.string() });

const WORDS = {
  options: {
    summary: 'What the order’s owner can still change (the delivery date, a cancel), until when, and the dates it can move to',
    description:
      'Changes close at the cut-off of the order’s ship day less the store’s hours (default CHANGES_CLOSE_HOURS_BEFORE_CUTOFF); an order holding a product staff closed to customers’ changes answers `product_not_changeable`; after that `closed_reason` and ' +
      '`closed_message` say why and how to reach the shop. The dates are those a new order for the same address would see, each with its ' +
      'status and whether its delivery price is the same.',
  },
  move: {
    summary: 'Moves the order’s delivery to another date, re-checked as a new order is (full, paused, calendar) and at the same price',
    description:
      'The slot moves in one transaction (the old date given back, the new one taken). A date whose delivery costs otherwise is refused ' +
      '(409 order.date_price_differs) until charging the difference comes. Sent again, it answers the order as moved without moving it twice.',
  },
  cancel: {
    summary: 'Cancels the order before the cut-off: the payment voided or refunded in full, and everything it held given back',
    description:
      'Stock, delivery slot, coupon use, store credit and gift-card balances go back, the payment is voided or refunded in full through its ' +
      'gateway, and the customer is mailed. Sent again, it answers the canceled order without refunding twice.',
  },
} as const;

/** The account's order changes (a signed-in customer's own order) and the same through a guest's signed receipt link. */
export function registerSelfServiceRoutes(app: FastifyInstance, context: ApiContext, changes: OrderSelfService): void {
  const tags = ['order'];
  const own = answering(app, { tags, preHandler: requireCustomer(context.secret) });
  const noStore = { 'cache-control': 'private, no-store' };

  own.get(
    '/api/user/orders/:orderId/changes',
    {
      ...WORDS.options,
      examples: [{ summary: 'By its id', params: { orderId: '1' } }],
      params: orderParams,
      answer: changeOptionsWire,
      refusals: { 404: [REASON.notFound] },
    },
    async (request, reply) => {
      reply.headers(noStore);
      return changes.options(await changes.ofCustomer(signedInCustomer(request), request.params.orderId));
    },
  );
  own.post(
    '/api/user/orders/:orderId/delivery-date',
    {
      ...WORDS.move,
      examples: [{ summary: 'To another Thursday', params: { orderId: '1' }, body: { delivery_date: '2026-12-10' } }],
      params: orderParams,
      body: moveDeliveryInput,
      answer: changeOptionsWire,
      refusals: OWN_REFUSALS,
    },
    async (request) =>
      changes.move(await changes.ofCustomer(signedInCustomer(request), request.params.orderId), request.body.delivery_date),
  );
  own.post(
    '/api/user/orders/:orderId/cancel',
    {
      ...WORDS.cancel,
      examples: [{ summary: 'By its id', params: { orderId: '1' }, body: {} }],
      params: orderParams,
      body: z.object({}),
      answer: changeOptionsWire,
      refusals: OWN_REFUSALS,
    },
    async (request) => changes.cancel(await changes.ofCustomer(signedInCustomer(request), request.params.orderId)),
  );

  const guest = answering(app, { tags, access: PUBLIC });
  guest.get(
    '/api/order/changes',
    {
      ...WORDS.options,
      examples: [{ summary: 'The receipt link of the order', query: LINK }],
      querystring: receiptLinkInput,
      answer: changeOptionsWire,
      refusals: SIGNED_LINK_REFUSALS,
    },
    async (request, reply) => {
      reply.headers(noStore);
      return changes.options(await changes.ofReceiptLink(request.query));
    },
  );
  guest.post(
    '/api/order/delivery-date',
    {
      ...WORDS.move,
      examples: [{ summary: 'To another Thursday', body: { ...LINK, delivery_date: '2026-12-10' } }],
      body: receiptLinkInput.extend(moveDeliveryInput.shape),
      answer: changeOptionsWire,
      refusals: LINK_REFUSALS,
    },
    async (request) => changes.move(await changes.ofReceiptLink(request.body), request.body.delivery_date),
  );
  guest.post(
    '/api/order/cancel',
    {
      ...WORDS.cancel,
      examples: [{ summary: 'The receipt link of the order', body: LINK }],
      body: receiptLinkInput,
      answer: changeOptionsWire,
      refusals: LINK_REFUSALS,
    },
    async (request) => changes.cancel(await changes.ofReceiptLink(request.body)),
  );
}
