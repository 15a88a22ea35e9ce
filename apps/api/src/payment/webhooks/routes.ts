import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { answering, PUBLIC } from '../../http/index.js';
import type { ApiContext } from '../../context.js';
import { Unavailable } from '../../errors.js';
import { GatewayUnavailableError } from '../gateway-error.js';
import type { WebhookDelivery, WebhookServices } from '../port.js';
import { claimWebhook, releaseWebhook, settleWebhook, type WebhookReceipt } from './storage.js';
import { REASON } from '@shoreline/domain/error-reasons';

/**
 * Gateway webhooks: one POST route per provider that has one (its WebhookReceiver, e.g. POST /api/ext/nmi/webhook).
 * A delivery is believed only once the provider verified its signature over the
 * raw body, and acted on once per event id. What it changes is read from the gateway, never from the body's
 * amounts alone.
 */
const MAX_WEBHOOK_BYTES = 64 * 1024;
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

/** Claims the delivery's event, applies it, records its outcome (once, above). */
const applyOnce = (context: ApiContext, request: FastifyRequest, gateway: string, delivery: WebhookDelivery) =>
  once(context, request, { gateway, eventId: delivery.eventId, eventType: delivery.eventType }, () => delivery.apply());

export async function registerPaymentWebhookRoutes(app: FastifyInstance, context: ApiContext, services: WebhookServices): Promise<void> {
  await app.register(async (scope) => {
    // The signature covers the exact bytes sent, so these routes keep the body as text.
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: MAX_WEBHOOK_BYTES }, (_request, body, done) =>
      done(null, typeof body === 'string' ? body : body.toString('utf8')),
    );

    const api = answering(scope, { tags: ['ext payment webhooks'] });
    for (const provider of context.payments.providers) {
      const { webhook, gateway } = provider;
      if (!webhook || !gateway) continue;
      api.post(
        webhook.path,
        {
          access: PUBLIC,
          refusals: webhook.refusesInvalidBody
            ? { 400: [REASON.invalidInput], 401: [REASON.unauthorized] }
            : { 401: [REASON.unauthorized] },
          description: webhook.description,
          summary: webhook.summary,
          body: rawEvent,
          answer: received,
        },
        async (request) => applyOnce(context, request, gateway, await webhook.receive(request, request.body, context, services)),
      );
    }
  });
}
