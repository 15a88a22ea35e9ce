import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { REASON } from '@shoreline/domain/error-reasons';
import {
  orderChangeInput,
  orderChangePriceWire,
  orderChangeProposal,
  orderChangeWire,
  receiptLinkInput,
} from '@shoreline/domain/wire/order-changes';
import { answering, PUBLIC, type Refusals } from '../../http/index.js';
import type { ApiContext } from '../../context.js';
import { requireCustomer, signedInCustomer } from '../../auth/index.js';
import type { OrderSelfService } from '../self-service/self-service.js';
import { SIGNED_LINK_REFUSALS } from '../refusals.js';
import type { OrderChanges } from './service.js';

const REFUSALS: Refusals = {
  400: [REASON.invalidInput, REASON.validationFailed],
  409: [
    REASON.conflict,
    REASON.orderChangesClosed,
    REASON.orderSelfServiceOff,
    REASON.orderBalanceDue,
    REASON.orderChangeTotalChanged,
    REASON.orderSoldOut,
    REASON.deliveryDateFull,
    REASON.deliveryDatePaused,
    REASON.shippingStateExcluded,
    REASON.shippingZipExcluded,
    REASON.shippingLiveNotEligible,
  ],
};
const OWN: Refusals = { ...REFUSALS, 404: [REASON.notFound] };
const LINK_REFUSALS: Refusals = { ...REFUSALS, ...SIGNED_LINK_REFUSALS };
const LINK = { order: '000000123', expires: '1798761600', sig: '3f1d0b6c9a8e7f2d' };
const orderParams = z.object({ orderId: z.string() });
const ADD_LINE = {
  lines: [
    { item_id: 1, qty: 2 },
    { sku: 'CRAB-DZ', qty: 1 },
  ],
};

const WORDS = {
  preview: {
    summary: 'Prices a change of the order’s lines, delivery address or date as a new order would be priced, changing nothing',
    description:
      'The proposal names the order’s lines after the change (an existing line by item_id, a new one by sku and options; qty 0 removes one), ' +
      'the new delivery address and the new date; each part left out stays. Re-checked as a new order is (stock, the date’s capacity and ' +
      'holds, the perishable rules and ZIP/state of the address). The answer says the new total, the difference and how it would be settled.',
  },
  change: {
    summary: 'Makes a change of the order’s lines, delivery address or date and settles the difference',
    description:
      'Until the cut-off (as the date move). Stock, booking, lines and totals change in one transaction, recorded in the history by the ' +
      'customer, audited and mailed. A lower total is refunded to the original payment (settlement `refund_pending` until the payment gateway ' +
      'confirmed the refund: a retry with the same key, or the shop within minutes, finishes it); a higher one is due through the pay page (pay_path); ' +
      'an order paid offline or awaiting its payment is due for its new total. `change_id` is the client’s key: sent again, the answer is the ' +
      'change made, nothing charged or refunded twice. While a difference is unpaid, a new change is refused (409 order.balance_due).',
  },
} as const;

/** The money slice of the customer's own changes: a preview and the change, for the account's order and through a receipt link. */
export function registerOrderChangeRoutes(app: FastifyInstance, context: ApiContext, own: OrderSelfService, changes: OrderChanges): void {
  const tags = ['order'];
  const customer = answering(app, { tags, preHandler: requireCustomer(context.secret) });
  const order = (request: { params: { orderId: string } }, customerId: number) => own.ofCustomer(customerId, request.params.orderId);
  customer.post(
    '/api/user/orders/:orderId/change/preview',
    {
      ...WORDS.preview,
      examples: [{ summary: 'Two of the first line and a dozen crabs more', params: { orderId: '1' }, body: ADD_LINE }],
      params: orderParams,
      body: orderChangeProposal,
      answer: orderChangePriceWire,
      refusals: OWN,
    },
    async (request) => changes.preview(await order(request, signedInCustomer(request)), request.body),
  );
  customer.post(
    '/api/user/orders/:orderId/change',
    {
      ...WORDS.change,
      examples: [{ summary: 'A dozen crabs more', params: { orderId: '1' }, body: { ...ADD_LINE, change_id: 'chg-7f3a9c21' } }],
      params: orderParams,
      body: orderChangeInput,
      answer: orderChangeWire,
      refusals: OWN,
    },
    async (request) => changes.change(await order(request, signedInCustomer(request)), request.body),
  );

  const guest = answering(app, { tags, access: PUBLIC });
  guest.post(
    '/api/order/change/preview',
    {
      ...WORDS.preview,
      examples: [{ summary: 'Through the receipt link', body: { ...LINK, ...ADD_LINE } }],
      body: receiptLinkInput.extend(orderChangeProposal.shape),
      answer: orderChangePriceWire,
      refusals: LINK_REFUSALS,
    },
    async (request) => changes.preview(await own.ofReceiptLink(request.body), request.body),
  );
  guest.post(
    '/api/order/change',
    {
      ...WORDS.change,
      examples: [{ summary: 'Through the receipt link', body: { ...LINK, ...ADD_LINE, change_id: 'chg-7f3a9c21' } }],
      body: receiptLinkInput.extend(orderChangeInput.shape),
      answer: orderChangeWire,
      refusals: LINK_REFUSALS,
    },
    async (request) => changes.change(await own.ofReceiptLink(request.body), request.body),
  );
}
