import type { FastifyInstance } from 'fastify';
import { cancelOrderForm, orderStatusForm, refundForm, refundPreviewForm, shipmentForm } from '@shoreline/domain/forms/admin';
import { pageWire } from '@shoreline/domain/wire/admin';
import { adminOrderRowWire, adminOrderWire, packingListWire, refundPreviewWire } from '@shoreline/domain/wire/admin-orders';
import type { ApiContext } from '../context.js';
import { pagedQuery } from '../http/index.js';
import { type OrderOperations, listOrders, orderFilterSchema, packingList, packingQuerySchema } from '../order/index.js';
import { idParam, recordById, staffRoutes } from './route-params.js';
import { ALL_STAFF, MANAGERS, staffOf } from '../staff/index.js';
import { REASON } from '@shoreline/domain/error-reasons';

const WORKFLOW =
  'Workflow: pending_payment → processing → packed → shipped → complete; canceled from any status before shipped; ' +
  'an order placed offline with a gateway method starts in awaiting_payment (paid later through its pay link, canceled when its hold ends). ' +
  'processing → packed and packed → shipped (/ship): every role; pending_payment → processing, packed → processing, shipped → complete ' +
  'and canceling (/cancel): owners and managers. A move outside the workflow answers 409, one the role may not make 403. ' +
  'Each move writes a history row and an audit row, and answers the order as GET does.';

/** Orders and the packing list. Packers read, pack and ship; managers do the rest. */
export function registerAdminOrderRoutes(app: FastifyInstance, context: ApiContext, services: { orderOperations: OrderOperations }): void {
  const orders = services.orderOperations;
  const forAnyStaff = staffRoutes(app, context, ALL_STAFF, 'admin orders');
  const forManagers = staffRoutes(app, context, MANAGERS, 'admin orders');

  forAnyStaff.get(
    '/api/admin/orders',
    {
      summary: 'Lists orders, newest first',
      examples: [{ summary: 'The first page', query: { page: 1, pageSize: 20, q: 'crab', deliveryDate: '2026-12-04', store: 'main' } }],
      description:
        '`q` matches part of the order number, the e-mail or the customer name; `status`, `deliveryDate` (YYYY-MM-DD), `store` and `paymentState` filter. ' +
        'An order whose payment is captured or authorized, or that pays offline or costs nothing, starts in processing; others wait in pending_payment.',
      querystring: pagedQuery(orderFilterSchema),
      answer: pageWire(adminOrderRowWire),
    },
    async (request) => listOrders(context.db, request.query.filter, request.query.paging),
  );
  forAnyStaff.get(
    '/api/admin/orders/:id',
    recordById(adminOrderWire, {
      summary: 'One order with its lines, payments, shipments, refunds and history',
      description:
        '`priced_order` holds the lines and the signed segments that add up to the grand total (an order placed before it was stored gets one derived ' +
        'from its columns); `extras` are its fee segments. Gift-card codes are masked to their last four characters. `allowed` lists the statuses this ' +
        'staff member may move the order to now; `refundable_cents` is what was paid (captured) minus what was refunded to either destination and ' +
        "the store credit approved claims gave. `give_backs` is the order's give-back ledger (ADR 0013): a row per line (or shipping, or rest) that " +
        "a refund, cancel, gateway refund or approved claim reached, with units, cents, how, when and by whom; each item's `given_back` sums it " +
        'and says what is left on the line.',
    }),
    async (request) => orders.detail(request.params.id, staffOf(request)),
  );
  forAnyStaff.post(
    '/api/admin/orders/:id/status',
    {
      refusals: { 404: [REASON.notFound], 409: [REASON.conflict] },
      summary: 'Moves an order to processing, packed or complete',
      examples: [{ summary: 'By its id', params: { id: 1 }, body: { status: 'processing' } }],
      description: `${WORKFLOW} The note is kept in the history with the staff member's name.`,
      params: idParam,
      body: orderStatusForm,
      answer: adminOrderWire,
    },
    async (request) => orders.setStatus(request.params.id, request.body, staffOf(request)),
  );
  forAnyStaff.post(
    '/api/admin/orders/:id/ship',
    {
      refusals: { 404: [REASON.notFound], 409: [REASON.conflict] },
      summary: 'Ships a packed order',
      examples: [{ summary: 'By its id', params: { id: 1 }, body: { carrier: 'UPS', trackingNumber: '1Z999AA10123456784' } }],
      description:
        'Status shipped, a shipment row, and the shipment e-mail to the customer; the customer sees the carrier and tracking number in their order history.',
      params: idParam,
      body: shipmentForm,
      answer: adminOrderWire,
    },
    async (request) => orders.ship(request.params.id, request.body, staffOf(request)),
  );
  forManagers.post(
    '/api/admin/orders/:id/cancel',
    {
      refusals: { 404: [REASON.notFound], 409: [REASON.conflict] },
      summary: 'Cancels an order before it ships (owners, managers)',
      examples: [{ summary: 'By its id', params: { id: 1 }, body: { reason: 'The shopper asked by phone' } }],
      description:
        'Sets aside what is left to give back, then voids the payment (an authorization, an unsettled card sale with nothing refunded yet, an open offline ' +
        "payment) or refunds what is left (a settled sale, a capture that cannot be voided, after partial refunds); only then the order moves to canceled and every line's stock " +
        "(a bundle's parts too) goes back. A gateway refusal leaves the order as it was; a gateway that does not answer the refund leaves it " +
        'pending (sent again by the sweep under its idempotency key) and the order is canceled. The reason stays in the history; the customer is ' +
        'mailed what went back (with `customerMessage`, if given) unless `notifyCustomer` is false.',
      params: idParam,
      body: cancelOrderForm,
      answer: adminOrderWire,
    },
    async (request) => orders.cancel(request.params.id, request.body, staffOf(request)),
  );
  forManagers.post(
    '/api/admin/orders/:id/refund/preview',
    {
      refusals: { 404: [REASON.notFound], 409: [REASON.conflict, REASON.refundLineGivenBack, REASON.refundNothingLeft] },
      summary: 'What a refund would give back, without giving anything (owners, managers)',
      examples: [
        { summary: 'One crab back to the card', params: { id: 1 }, body: { to: 'original', lines: [{ orderItemId: 1, qty: 1 }] } },
      ],
      description:
        'The same body as a refund without its reason: the refund runs in a transaction that is rolled back, so the amount and its ' +
        'parts (lines with units and cents, shipping, other charges) are those the refund gives now. Nothing is written, charged or mailed.',
      params: idParam,
      body: refundPreviewForm,
      answer: refundPreviewWire,
    },
    async (request) => orders.previewRefund(request.params.id, request.body, staffOf(request)),
  );
  forManagers.post(
    '/api/admin/orders/:id/refund',
    {
      refusals: {
        404: [REASON.notFound],
        409: [REASON.conflict, REASON.refundLineGivenBack, REASON.refundNothingLeft, REASON.refundAmountChanged],
      },
      summary: 'Refunds lines, shipping, an amount or the whole order (owners, managers)',
      examples: [
        { summary: 'The whole order back to the card', params: { id: 1 }, body: { to: 'original', whole: true, reason: 'Arrived warm' } },
      ],
      description:
        'One choice, never a default: `lines` with units above 0 (and/or `shipping: true`), `amountCents` (spread over the lines and the ' +
        'shipping by what is left on each), or `whole: true` (everything that is left); none of them, or all quantities at 0, answers 400. ' +
        '`confirmedCents` is the amount the preview showed: when the refund now comes to another amount it is refused (409 refund.amount_changed). ' +
        'The customer is e-mailed the amount and the lines, once: when the gateway confirms the refund (in the request, or later to the sweep). ' +
        "`to: original` goes through the payment's gateway (card refund, wallet capture refund); " +
        "`store_credit` adds a ledger row for a customer's order (a guest order cannot take store credit: 400). A line's refund is its paid total " +
        '(tax in, discount out) for the units given, rounded once, never more than the ledger has left on the line (units refunded or settled by an ' +
        'approved claim: 409 refund.line_given_back); `shipping: true` adds the shipping charge once. A whole-order refund is spread over the ' +
        'lines and the shipping by what is left on each. A refund never exceeds what was paid minus what was given back (409 refund.nothing_left). The refund row is written first (`pending`, with its idempotency key), then the gateway is called under that key; ' +
        'a refusal takes the row back (502) and records order.refund_failed. A gateway that does not answer leaves the refund pending (503: do not ' +
        'refund it again): the sweep sends it again under the same key, so it is refunded once, and a gateway that refuses it then marks it failed ' +
        '(the history shows it) and gives back the gift cards it took, as a refusal in the request does. Until the gateway confirms, the order does not count it as refunded. Refunds do not restock.',
      params: idParam,
      body: refundForm,
      answer: adminOrderWire,
    },
    async (request) => orders.refund(request.params.id, request.body, staffOf(request)),
  );
  forAnyStaff.get(
    '/api/admin/packing-list',
    {
      summary: 'What to pack for one delivery date',
      examples: [{ summary: 'The main store', query: { date: '2026-12-04', store: 'main' } }],
      description:
        "`date` defaults to the next date from tomorrow (in the shop's time zone, SHOP_TIME_ZONE; Eastern Time by default) with orders to pack, else the " +
        'next delivery date of the calendar. Holds processing and packed orders due that day, refunded units left out, ' +
        'with the totals per sku. Mailed gift-card codes are printed in full (the card travels in the box); `packed_by` is the last move to packed.',
      querystring: packingQuerySchema,
      answer: packingListWire,
    },
    async (request) => packingList(context.db, request.query, context.config.shipping.calendar),
  );
}
