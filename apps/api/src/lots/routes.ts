import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { REASON } from '@shoreline/domain/error-reasons';
import {
  dayLotsQuery,
  dayLotsWire,
  lotCode,
  lotListQuery,
  lotWire,
  orderLotsForm,
  orderLotsWire,
  receiveLotForm,
  recallMailWire,
  recallWire,
} from '@shoreline/domain/wire/lots';
import type { ApiContext } from '../context.js';
import { answering, idParam, recordById, recordNamedBy, sending } from '../http/index.js';
import { ALL_STAFF, MANAGERS, requireRole, staffOf } from '../staff/index.js';
import type { Lots } from './service.js';

const TAG = 'admin lots';
/** The recall routes name their lot by its code. */
const byLotCode = { params: z.object({ code: lotCode }), example: { summary: 'By its lot code', params: { code: 'CB-1204-A' } } };
const EXAMPLE_LOT = {
  sku: 'CRAB-DZ',
  qty: 40,
  code: 'CB-1204-A',
  supplier: 'Hooper Island Crab Co.',
  caught_on: '2026-12-03',
  use_by: '2026-12-07',
};

/** Receiving and the lot list, and the packing list's lots (every staff member reads and overrides them). */
function registerLotRoutes(app: FastifyInstance, context: ApiContext, lots: Lots): void {
  const staff = answering(app, { tags: [TAG], preHandler: requireRole(context, ALL_STAFF) });
  const managers = answering(app, { tags: [TAG], preHandler: requireRole(context, MANAGERS) });
  managers.post(
    '/api/admin/lots',
    {
      refusals: { 400: [REASON.invalidInput], 404: [REASON.notFound], 409: [REASON.conflict] },
      summary: 'Receives a lot: its units join the product’s stock (managers, owners)',
      examples: [{ summary: 'A bushel of steamed crabs', body: EXAMPLE_LOT }],
      description:
        'The lot code is unique (409 when received already); a use-by already past is refused (400). The units are added to the ' +
        "product's stock at once. Audited as lot.receive.",
      body: receiveLotForm,
      answer: lotWire,
    },
    async (request) => lots.receive(request.body, staffOf(request)),
  );
  staff.get(
    '/api/admin/lots',
    {
      summary: 'Lists lots, first-expiring first (every staff role)',
      examples: [{ summary: 'The open lots of one product', query: { sku: 'CRAB-DZ', state: 'open' } }],
      description: '`sku` filters by product; `state` open (may be sold and assigned), expired (past its use-by) or all. At most 500 lots.',
      querystring: lotListQuery,
      answer: z.array(lotWire),
    },
    async (request) => lots.list(request.query),
  );
  staff.get(
    '/api/admin/orders/:id/lots',
    recordById(orderLotsWire, {
      summary: "An order's lots, by line (every staff role)",
      description:
        'Each line with the lots its units came from: assigned first-expiring first when the order was packed or shipped, or as staff chose.',
    }),
    async (request) => lots.orderLots(request.params.id),
  );
  staff.get(
    '/api/admin/packing-list/lots',
    {
      summary: 'The lots of every order of a delivery date, by order and line (every staff role)',
      examples: [{ summary: 'One delivery date', query: { date: '2026-12-04' } }],
      description: "The packing list's lots: each order line of the date with the lots its units came from.",
      querystring: dayLotsQuery,
      answer: dayLotsWire,
    },
    async (request) => lots.dayLots(request.query.date),
  );
  staff.put(
    '/api/admin/orders/:id/lots',
    {
      refusals: { 400: [REASON.invalidInput], 404: [REASON.notFound], 409: [REASON.conflict] },
      summary: "Sets the lots of some of an order's lines (every staff role)",
      examples: [
        { summary: 'One line from one lot', params: { id: 1 }, body: { lines: [{ item_id: 1, lots: [{ code: 'CB-1204-A', qty: 2 }] }] } },
      ],
      description:
        "Replaces the named lines' lots (lines not named keep theirs). Each lot must hold a product of its line, no line takes more units " +
        'than it holds (400), and each lot must have the units left and not be past its use-by (409, nothing changes). ' +
        'Only a processing, packed, shipped or complete order takes lots (409). Audited as order.lots.',
      params: idParam,
      body: orderLotsForm,
      answer: orderLotsWire,
    },
    async (request) => lots.override(request.params.id, request.body, staffOf(request)),
  );
}

/** The recall lookup, its CSV export and the customers' mail (managers and owners). */
function registerRecallRoutes(app: FastifyInstance, context: ApiContext, lots: Lots): void {
  const group = { tags: [TAG], preHandler: requireRole(context, MANAGERS) };
  const managers = answering(app, group);
  managers.get(
    '/api/admin/lots/:code/recall',
    recordNamedBy(byLotCode, recallWire, {
      summary: 'Every order, customer and shipment that received a lot (managers, owners)',
      description:
        'The lot and each order whose lines were given its units (packed, shipped or complete): the customer (name, e-mail), the ' +
        "units, and each shipment's carrier, tracking number and latest status. The CSV export is GET /api/admin/lots/{code}/recall.csv.",
    }),
    async (request) => lots.recall(request.params.code),
  );
  sending(app, group).get(
    '/api/admin/lots/:code/recall.csv',
    {
      refusals: { 404: [REASON.notFound] },
      summary: 'The recall lookup as a CSV file (managers, owners)',
      examples: [byLotCode.example],
      description:
        'One row per shipment of each order (an order not shipped yet has one row with empty shipment cells); every cell quoted.',
      params: byLotCode.params,
      sends: {
        type: 'text/csv',
        description: 'lot_code, sku, order, order_status, customer_name, customer_email, qty, carrier, tracking_number, tracking_status',
      },
    },
    async (request, reply) =>
      reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="recall-${request.params.code.replace(/[^A-Za-z0-9._-]/g, '_')}.csv"`)
        .header('cache-control', 'no-store')
        .send(await lots.recallCsv(request.params.code)),
  );
  managers.post(
    '/api/admin/lots/:code/recall/mail',
    {
      refusals: { 404: [REASON.notFound] },
      summary: 'Mails every customer who received a lot, once (managers, owners)',
      examples: [{ ...byLotCode.example, body: {} }],
      description:
        'Each customer address of the recall is mailed once per lot, in the language of the store view of their order; a repeated ' +
        'call mails only those not mailed yet (`already` counts the others). Audited as lot.recall_mail.',
      params: byLotCode.params,
      body: z.object({}).meta({ description: 'Nothing: the customers come from the lot' }),
      answer: recallMailWire,
    },
    async (request) => lots.mailRecall(request.params.code, staffOf(request)),
  );
}

export function registerLotsRoutes(app: FastifyInstance, context: ApiContext, lots: Lots): void {
  registerLotRoutes(app, context, lots);
  registerRecallRoutes(app, context, lots);
}
