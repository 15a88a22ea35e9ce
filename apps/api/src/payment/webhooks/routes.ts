import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { answering, PUBLIC } from '../../http/index.js';
import type { ApiContext } from '../../context.js';
import { InvalidInput, Unauthorized, Unavailable } from '../../errors.js';
import { GatewayUnavailableError } from '../gateway-error.js';
import { handleNmiEvent, nmiWebhookEvent } from './nmi-webhook.js';
import { NMI_SIGNATURE_HEADER, verifyNmiWebhook } from './nmi-signature.js';
import { handlePayPalEvent, payPalWebhookEvent, type PendingOrderOutcome } from './paypal-webhook.js';
import { transmissionOf } from './paypal-signature.js';
import { claimWebhook, releaseWebhook, settleWebhook, type WebhookReceipt } from './storage.js';
import { REASON } from '@shoreline/domain/error-reasons';

/**
 * Gateway webhooks: POST /api/ext/nmi/webhook and POST /api/ext/paypal/webhook. A delivery is
 * believed only once its signature is verified over the raw body (NMI: our signing key; PayPal:
 * PayPal's own verify call with our webhook id), and acted on once per event id. What it
 * changes is read from the gateway, never from the body's amounts alone.
 */
const MAX_WEBHOOK_BYTES = 64 * 1024;
const NOT_VERIFIED = 'The webhook signature could not be verified.';
const NOT_CONFIGURED = 'Webhooks of this gateway are not configured.';

function parseJson(raw: string): unknown {
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    throw new InvalidInput('The webhook body is not JSON.');
  }
}

/** The body as sent: these routes keep it as text, since the signature covers the exact bytes. */
const rawEvent = z.string().catch('').meta({ description: "The gateway's event as it sent it (JSON text, verified by its signature)" });
const received = z.object({ received: z.literal(true), duplicate: z.literal(true).optional(), outcome: z.string().optional() });

/** Claims the event, runs the work, records its outcome; a failure releases the claim so the gateway's retry is handled. */
async function once(
  context: ApiContext,
  request: FastifyRequest,
  receipt: WebhookReceipt,
  work: () => Promise<{ paymentId: number | null; outcome: string }>,
) {
  const claim = await claimWebhook(context.db, receipt);
  if (claim === null) return { received: true as const, duplicate: true as const };
  try {
    const { paymentId, outcome } = await work();
    await settleWebhook(context.db, claim, paymentId, outcome);
    request.log.info({ gateway: receipt.gateway, event: receipt.eventType, paymentId, outcome }, 'payment webhook');
    return { received: true as const, outcome };
  } catch (error) {
    await releaseWebhook(context.db, claim);
    if (error instanceof GatewayUnavailableError) throw new Unavailable('The gateway could not be asked about this event; send it again.');
    throw error;
  }
}

export async function registerPaymentWebhookRoutes(
  app: FastifyInstance,
  context: ApiContext,
  services: { pendingOrders: PendingOrderOutcome },
): Promise<void> {
  await app.register(async (scope) => {
    // The signature covers the exact bytes sent, so these routes keep the body as text.
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: MAX_WEBHOOK_BYTES }, (_request, body, done) =>
      done(null, typeof body === 'string' ? body : body.toString('utf8')),
    );

    const api = answering(scope, { tags: ['ext payment webhooks'] });
    api.post(
      '/api/ext/nmi/webhook',
      {
        access: PUBLIC,
        refusals: { 400: [REASON.invalidInput], 401: [REASON.unauthorized] },
        description:
          'Takes a payment event from NMI, checks its signature and applies it once per event id, reading the payment from the gateway rather than trusting the body.',
        summary: "NMI's signed event: applied once per event id, from the gateway's own record of the payment",
        body: rawEvent,
        answer: received,
      },
      async (request) => {
        const key = context.payments.webhooks.nmiSigningKey;
        if (!key) throw new Unavailable(NOT_CONFIGURED);
        const raw = request.body;
        const signature = request.headers[NMI_SIGNATURE_HEADER];
        if (!verifyNmiWebhook(key, raw, typeof signature === 'string' ? signature : undefined)) throw new Unauthorized(NOT_VERIFIED);
        const event = nmiWebhookEvent.parse(parseJson(raw));
        return once(context, request, { gateway: 'nmi', eventId: event.event_id, eventType: event.event_type }, () =>
          handleNmiEvent(context, event),
        );
      },
    );

    api.post(
      '/api/ext/paypal/webhook',
      {
        access: PUBLIC,
        refusals: { 401: [REASON.unauthorized] },
        description: 'Takes a payment event from PayPal, has PayPal verify its signature and applies it once per event id.',
        summary: "PayPal's signed event: verified with PayPal, applied once per event id",
        body: rawEvent,
        answer: received,
      },
      async (request) => {
        const webhookId = context.payments.webhooks.paypalWebhookId;
        if (!webhookId) throw new Unavailable(NOT_CONFIGURED);
        const transmission = transmissionOf(request.headers);
        if (!transmission) throw new Unauthorized(NOT_VERIFIED);
        const body = parseJson(request.body);
        const verified = await context.payments.paypal
          .verifyWebhookSignature({ ...transmission, webhook_id: webhookId, webhook_event: body })
          .catch((error: unknown) => {
            if (error instanceof GatewayUnavailableError) throw new Unavailable('PayPal could not verify the webhook now; send it again.');
            return false;
          });
        if (!verified) throw new Unauthorized(NOT_VERIFIED);
        const event = payPalWebhookEvent.parse(body);
        return once(context, request, { gateway: 'paypal', eventId: event.id, eventType: event.event_type }, () =>
          handlePayPalEvent(context, services.pendingOrders, event),
        );
      },
    );
  });
}
