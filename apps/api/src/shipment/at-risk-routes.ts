import type { FastifyInstance } from 'fastify';
import { REASON } from '@shoreline/domain/error-reasons';
import type { ApiContext } from '../context.js';
import { answering } from '../http/index.js';
import { MANAGERS, requireRole, staffOf } from '../staff/index.js';
import type { BoxesAtRisk } from './at-risk.js';
import {
  amountBody,
  atRiskActionWire,
  atRiskDatesWire,
  atRiskListWire,
  atRiskQuery,
  replaceBody,
} from '@shoreline/domain/wire/boxes-at-risk';
import { atRiskIdParam } from './at-risk-wire.js';

const TAG = 'admin boxes at risk';
const RESOLVED_ONCE =
  'A retried request acts no more: it answers the box as resolved (`outcome: already_resolved`); a box resolved another way answers 409. ' +
  'Audited on the order (shipment.at_risk_replacement, shipment.at_risk_credit, shipment.at_risk_refund).';

/** Boxes at risk for managers and owners: the queue, and its three resolutions (issue 37). */
export function registerAtRiskRoutes(app: FastifyInstance, context: ApiContext, boxes: BoxesAtRisk): void {
  const managers = answering(app, { tags: [TAG], preHandler: requireRole(context, MANAGERS) });
  managers.get(
    '/api/admin/shipments/at-risk',
    {
      summary: 'The boxes at risk: parcels with a carrier exception or not delivered by the end of their date (managers, owners)',
      examples: [{ summary: 'The open queue', query: { status: 'open' } }],
      description:
        'Each box with its order, customer, carrier and tracking, why it is at risk (exception: a failure, a return to sender or a delay ' +
        'reported by the carrier; late: not delivered by the end of its delivery date in the shop time zone), its latest event, when it was ' +
        'detected and how old that is, when the customer was mailed, and how it was resolved. `status=open` (default) lists the open ' +
        'queue, oldest first; `status=resolved` the resolved ones (with who resolved them, when, how and for how much), newest first; ' +
        '`status=all` both, newest first.',
      querystring: atRiskQuery,
      answer: atRiskListWire,
    },
    async (request) => boxes.list(request.query.status),
  );
  managers.get(
    '/api/admin/shipments/at-risk/:id/dates',
    {
      summary: 'The delivery dates a replacement of a box at risk may go out for (managers, owners)',
      params: atRiskIdParam,
      answer: atRiskDatesWire,
      refusals: { 404: [REASON.notFound] },
      description:
        "The dates on offer from the delivery calendar that are open for the box's address (not full, not paused), earliest first: " +
        'the replacement takes the first unless another is given.',
      examples: [{ summary: 'The open dates', params: { id: 1 } }],
    },
    async (request) => boxes.dates(request.params.id),
  );
  managers.post(
    '/api/admin/shipments/at-risk/:id/replace',
    {
      refusals: {
        400: [REASON.invalidInput, REASON.cartOutOfStock, REASON.cartInvalidQuantity],
        404: [REASON.notFound],
        409: [
          REASON.conflict,
          REASON.deliveryDateFull,
          REASON.deliveryDatePaused,
          REASON.orderSoldOut,
          REASON.shippingStateExcluded,
          REASON.shippingZipExcluded,
          REASON.shippingLiveNotEligible,
        ],
      },
      summary: 'Sends a box at risk again: a $0 order with the same lines for the next good delivery date (managers, owners)',
      examples: [{ summary: 'The next open date', params: { id: 1 }, body: {} }],
      description:
        "A new order at no charge with the original's lines, to its address, for `delivery_date` or else the next date on offer that is open " +
        "for that address; placed through the same steps as a shopper's order: the date's capacity and holds (409 " +
        'order.delivery_date_full, or paused) and the stock (409 order.sold_out) are checked and taken. The box links the replacement. ' +
        RESOLVED_ONCE,
      params: atRiskIdParam,
      body: replaceBody,
      answer: atRiskActionWire,
    },
    async (request) => boxes.replace(request.params.id, { deliveryDate: request.body.delivery_date ?? null }, staffOf(request)),
  );
  managers.post(
    '/api/admin/shipments/at-risk/:id/credit',
    {
      refusals: { 404: [REASON.notFound], 409: [REASON.conflict] },
      summary: "Resolves a box at risk with store credit on the customer's account (managers, owners)",
      examples: [{ summary: 'What is left on the order', params: { id: 1 }, body: {} }],
      description:
        "`amount_cents`, default what is left to give back on the order (its lines and shipping, less earlier give-backs), is added to the customer's " +
        "store credit and written in the order's give-back ledger (at_risk_credit). A guest order has no account: 409. " +
        RESOLVED_ONCE,
      params: atRiskIdParam,
      body: amountBody,
      answer: atRiskActionWire,
    },
    async (request) => boxes.credit(request.params.id, { amountCents: request.body.amount_cents ?? null }, staffOf(request)),
  );
  managers.post(
    '/api/admin/shipments/at-risk/:id/refund',
    {
      refusals: { 404: [REASON.notFound], 409: [REASON.conflict, REASON.refundNothingLeft] },
      summary: "Resolves a box at risk with a refund to the order's payment (managers, owners)",
      examples: [{ summary: 'All that is left to refund', params: { id: 1 }, body: {} }],
      description:
        "`amount_cents`, default what the order's gateway payment can still give back, is refunded through the order's refund operation (a refund " +
        'row, pending, then the gateway under its idempotency key). A gateway refusal takes the refund back and answers 502 (or 409), and the ' +
        'box is open again. A gateway that does not answer (or any other error once the refund row is stored) answers 503 saying the refund ' +
        'is recorded and waits for the gateway: the box stays resolved and the refund sweep sends it again under the same key, so it is ' +
        'refunded once (do not refund it again); should the gateway refuse it then, the box is open again. The customer is mailed the ' +
        'refund once its gateway confirmed it. An order not paid through a gateway: 409. ' +
        RESOLVED_ONCE,
      params: atRiskIdParam,
      body: amountBody,
      answer: atRiskActionWire,
    },
    async (request) => boxes.refund(request.params.id, { amountCents: request.body.amount_cents ?? null }, staffOf(request)),
  );
}
