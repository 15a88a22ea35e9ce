import type { FastifyInstance } from 'fastify';
import { REASON } from '@shoreline/domain/error-reasons';
import type { ApiContext } from '../context.js';
import { answering, idParam, PUBLIC, sending } from '../http/index.js';
import { ALL_STAFF, requireRole, staffOf } from '../staff/index.js';
import { EASYPOST_WEBHOOK_PATH } from './easypost/sandbox.js';
import type { ShipmentLabels } from './service.js';
import {
  buyLabelBody,
  labelDayBody,
  labelDayWire,
  labelFileQuery,
  labelVoidWire,
  labelWire,
  rawWebhookBody,
  webhookReceivedWire,
} from './wire.js';

const TAG = 'admin shipping labels';
const MAX_WEBHOOK_BYTES = 64 * 1024;
const CARRIER_REFUSALS = { 409: [REASON.conflict], 502: [REASON.upstreamFailed], 503: [REASON.unavailable] } as const;

/** The packers' label routes: one order's label, the day's labels in one batch, the label files. */
function registerLabelRoutes(app: FastifyInstance, context: ApiContext, labels: ShipmentLabels): void {
  const group = { tags: [TAG], preHandler: requireRole(context, ALL_STAFF) };
  const staff = answering(app, group);
  staff.post(
    '/api/admin/orders/:id/label',
    {
      refusals: { 404: [REASON.notFound], ...CARRIER_REFUSALS },
      summary: "Buys a packed order's carrier label and ships the order (packers, managers, owners)",
      examples: [{ summary: 'By its id', params: { id: 1 }, body: {} }],
      description:
        "The box's weight is its products' catalog weight (SHIPPING_LINE_OZ for a product without one) plus the packaging " +
        '(SHIPPING_PACKAGING_OZ); dry ice is declared when the perishable rules pack the order with it, Saturday delivery when the ' +
        'delivery date is a Saturday. The cheapest overnight rate arriving by the delivery date is bought; the order is shipped ' +
        'with it (a processing order is packed first), so the shipment e-mail and the gift recipient e-mail carry the tracking link. ' +
        'A retried request buys nothing again: it answers the label bought (`outcome: already_bought`). A carrier refusal answers 502 ' +
        'with its words, a carrier that does not answer 503, no rate in time 409.',
      params: idParam,
      body: buyLabelBody,
      answer: labelWire,
    },
    async (request) => labels.buy(request.params.id, staffOf(request)),
  );
  staff.post(
    '/api/admin/orders/:id/label/void',
    {
      summary: "Voids an order's bought labels: the carrier refunds their postage (packers, managers, owners)",
      params: idParam,
      body: buyLabelBody,
      answer: labelVoidWire,
      description:
        "Every label bought for the order and not scanned by the carrier yet (or whose shipment the carrier cancelled) is voided through the carrier (EasyPost's " +
        '`POST /v2/shipments/{id}/refund`); a shipped order goes back to packed, and a new label may be bought. A parcel already on its ' +
        'way answers 409. A retried request voids nothing again (`outcome: already_voided`). Audited as shipment.label_void. A label ' +
        'bought but never shipped with, for an order canceled or moved to another date since, is voided by the next label purchase.',
      refusals: { 404: [REASON.notFound], ...CARRIER_REFUSALS },
      examples: [{ summary: 'By its id', params: { id: 1 }, body: {} }],
    },
    async (request) => labels.voidLabels(request.params.id, staffOf(request)),
  );
  staff.post(
    '/api/admin/packing-list/labels',
    {
      refusals: CARRIER_REFUSALS,
      summary: 'Buys the labels of every order of a delivery date not shipped yet (packers, managers, owners)',
      examples: [{ summary: 'One delivery date', body: { date: '2026-12-04' } }],
      description:
        'Each processing or packed order of the date with a shipping address gets its label as POST /api/admin/orders/{id}/label ' +
        'buys it; one answer lists every order with its outcome (bought, already_bought, or refused with the reason and message). ' +
        'The batch is audited (shipment.label_batch).',
      body: labelDayBody,
      answer: labelDayWire,
    },
    async (request) => labels.buyDay(request.body.date, staffOf(request)),
  );
  sending(app, group).get(
    '/api/admin/orders/:id/label',
    {
      refusals: { 404: [REASON.notFound], 502: [REASON.upstreamFailed], 503: [REASON.unavailable] },
      summary: "An order's label file: PDF, or ZPL for thermal printers (packers, managers, owners)",
      description:
        'Sends the label the carrier sold for the order (`box`: which box of an order shipped in several, 1 by default), fetched from ' +
        'the carrier (a ZPL label is converted on its first ask).',
      examples: [{ summary: 'The thermal printer file', params: { id: 1 }, query: { format: 'zpl' } }],
      params: idParam,
      querystring: labelFileQuery,
      sends: { type: 'application/pdf', description: 'The label: application/pdf, or application/zpl for format=zpl' },
    },
    async (request, reply) => {
      const file = await labels.labelFile(request.params.id, request.query.format, request.query.box);
      return reply
        .type(file.type)
        .header(
          'content-disposition',
          `inline; filename="label-${request.params.id}${request.query.box > 1 ? `-${request.query.box}` : ''}.${request.query.format}"`,
        )
        .send(file.body);
    },
  );
}

/** EasyPost's tracking webhook: the raw body is kept, since the signature covers its exact bytes. */
async function registerWebhookRoute(app: FastifyInstance, labels: ShipmentLabels): Promise<void> {
  await app.register(async (scope) => {
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: MAX_WEBHOOK_BYTES }, (_request, body, done) =>
      done(null, typeof body === 'string' ? body : body.toString('utf8')),
    );
    answering(scope, { tags: ['ext shipping webhooks'] }).post(
      EASYPOST_WEBHOOK_PATH,
      {
        access: PUBLIC,
        refusals: { 401: [REASON.unauthorized], 503: [REASON.unavailable] },
        summary: "EasyPost's tracking webhook (tracker.updated)",
        description:
          'Believed only when `X-Hmac-Signature: hmac-sha256-hex=<HMAC-SHA256 of the raw body>` holds with EASYPOST_WEBHOOK_SECRET ' +
          '(a forged or missing signature answers 401 and nothing is stored). Each event is stored once by its id (a repeated ' +
          "delivery answers `duplicate: true`) and sets its shipment's latest status, detail, expected delivery and last event, " +
          'unless a later event was applied already.',
        examples: [{ summary: 'A tracker moved', body: '{"id":"evt_1","object":"Event","description":"tracker.updated","result":{}}' }],
        body: rawWebhookBody,
        answer: webhookReceivedWire,
      },
      async (request) => labels.receive(request.body, request.headers),
    );
  });
}

export async function registerShipmentRoutes(app: FastifyInstance, context: ApiContext, labels: ShipmentLabels): Promise<void> {
  registerLabelRoutes(app, context, labels);
  await registerWebhookRoute(app, labels);
}
