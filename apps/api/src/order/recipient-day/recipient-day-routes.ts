import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { REASON } from '@shoreline/domain/error-reasons';
import { changeOptionsWire, receiptLinkInput } from '@shoreline/domain/wire/order-changes';
import { chooseDayInput, giftMessageInput, recipientDayWire } from '@shoreline/domain/wire/recipient-day';
import { answering, PUBLIC, type Refusals } from '../../http/index.js';
import type { ApiContext } from '../../context.js';
import { requireCustomer, signedInCustomer } from '../../auth/index.js';
import type { OrderSelfService } from '../self-service/self-service.js';
import type { RecipientDay } from './recipient-day.js';
import { changeGiftMessage } from './gift-message-change.js';
import { SIGNED_LINK_REFUSALS } from '../refusals.js';
import type { OrderRow } from '../storage.js';

const LINK = { order: '000000123', expires: '1798761600', sig: '3f1d0b6c9a8e7f2d' };
const CHOOSE_REFUSALS: Refusals = {
  ...SIGNED_LINK_REFUSALS,
  400: [REASON.invalidInput, REASON.validationFailed],
  409: [REASON.conflict, REASON.deliveryDateFull, REASON.deliveryDatePaused, REASON.shippingZipExcluded],
};
const MESSAGE_REFUSALS: Refusals = {
  400: [REASON.invalidInput, REASON.validationFailed],
  409: [REASON.conflict, REASON.orderChangesClosed, REASON.orderSelfServiceOff],
};

const WORDS = {
  day: {
    summary: 'The gift recipient’s page: who sends the gift, where it goes, and the delivery days they may choose',
    description:
      'Read through the signed link mailed to the recipient of a gift whose buyer let them choose the day. The days are those a new order ' +
      'to the address would be offered, up to the last day of the buyer’s window, at the standard delivery price (a Saturday’s surcharge is ' +
      'not offered); full and paused days are listed with their status.',
  },
  choose: {
    summary: 'The gift recipient chooses the delivery day (and confirms or corrects the address)',
    description:
      'The day takes the order’s delivery slot in one transaction: a full or paused day is refused (409). A corrected address keeps the ' +
      'order’s state (its price and rules); the ZIP code is checked against the state and the excluded ZIP codes. Recorded as the ' +
      'recipient’s in the history and the audit log, mailed to the recipient and the buyer. Sent again, it answers the day as chosen.',
  },
  message: {
    summary: 'Changes the gift message of the order until changes close (the same window as a date change)',
    description:
      'Plain text up to 300 characters (an empty one prints no message). Recorded as the customer’s in the history and the audit log, and ' +
      'mailed. Sent again with the same message, it changes nothing.',
  },
} as const;

/** The recipient's own page of a gift whose day they choose, and the gift message change (the account's and the receipt link's). */
export function registerRecipientDayRoutes(
  app: FastifyInstance,
  context: ApiContext,
  services: { recipientDay: RecipientDay; orderChanges: OrderSelfService },
): void {
  const { recipientDay, orderChanges } = services;
  const tags = ['order'];
  const guest = answering(app, { tags, access: PUBLIC });
  const dayPage = { ...WORDS.day, examples: [{ summary: 'The link mailed to the recipient', query: LINK }] };
  // The page is the recipient's own: never kept by a cache between them and the shop.
  guest.get(
    '/api/gift/delivery-day',
    { ...dayPage, querystring: receiptLinkInput, answer: recipientDayWire, refusals: SIGNED_LINK_REFUSALS },
    async (request, reply) => {
      const order = await recipientDay.ofLink(request.query);
      reply.header('cache-control', 'private, no-store');
      return recipientDay.view(order);
    },
  );
  guest.post(
    '/api/gift/delivery-day',
    {
      ...WORDS.choose,
      examples: [{ summary: 'A Thursday, the address as it is', body: { ...LINK, delivery_date: '2026-12-10' } }],
      body: chooseDayInput,
      answer: recipientDayWire,
      refusals: CHOOSE_REFUSALS,
    },
    async (request) => recipientDay.choose(await recipientDay.ofLink(request.body), request.body),
  );

  const changeMessage = async (order: OrderRow, message: string) => {
    await orderChanges.refuseClosed(order);
    return orderChanges.options(await changeGiftMessage(context, order, message));
  };
  answering(app, { tags, preHandler: requireCustomer(context.secret) }).post(
    '/api/user/orders/:orderId/gift-message',
    {
      ...WORDS.message,
      examples: [{ summary: 'A new message', params: { orderId: '1' }, body: { message: 'Happy birthday, Mom!' } }],
      params: z.object({ orderId: z.string() }),
      body: giftMessageInput,
      answer: changeOptionsWire,
      refusals: { ...MESSAGE_REFUSALS, 404: [REASON.notFound] },
    },
    async (request) =>
      changeMessage(await orderChanges.ofCustomer(signedInCustomer(request), request.params.orderId), request.body.message),
  );
  guest.post(
    '/api/order/gift-message',
    {
      ...WORDS.message,
      examples: [{ summary: 'Through the receipt link', body: { ...LINK, message: 'Happy birthday, Mom!' } }],
      body: receiptLinkInput.extend(giftMessageInput.shape),
      answer: changeOptionsWire,
      refusals: { ...MESSAGE_REFUSALS, ...SIGNED_LINK_REFUSALS },
    },
    async (request) => changeMessage(await orderChanges.ofReceiptLink(request.body), request.body.message),
  );
}
