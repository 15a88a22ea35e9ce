import type { FastifyInstance } from 'fastify';
import type { ApiContext } from '../context.js';
import type { OrderOperations, ReplacementOrders } from '../order/index.js';
import { startLoop, type BackgroundLoop } from '../background-loop.js';
import { BoxesAtRisk } from './at-risk.js';
import { registerAtRiskRoutes } from './at-risk-routes.js';
import { loadShippingLabelConfig } from './config.js';
import { GiftTrackingMails } from './gift-tracking.js';
import { EasyPostCarrier } from './easypost/client.js';
import { startEasyPostSandbox, type RunningEasyPostSandbox } from './easypost/sandbox-server.js';
import type { CarrierPort } from './port.js';
import { registerShipmentRoutes } from './routes.js';
import { ShipmentLabels } from './service.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Carrier labels and tracking, and the EasyPost sandbox in test mode (tests drive it). */
    shipping: {
      labels: ShipmentLabels;
      atRisk: BoxesAtRisk;
      giftMails: GiftTrackingMails;
      carrier: CarrierPort | null;
      sandbox: RunningEasyPostSandbox | null;
    };
  }
}

/** The shop's own address as the sandbox delivers webhooks to it, once it listens. */
function originOf(app: FastifyInstance): string | null {
  const address = app.server.address();
  if (!address || typeof address !== 'object') return null;
  const wildcard = address.address === '0.0.0.0' || address.address === '::';
  const host = address.family === 'IPv6' ? `[${wildcard ? '::1' : address.address}]` : wildcard ? '127.0.0.1' : address.address;
  return `http://${host}:${address.port}`;
}

/**
 * Starts carrier labels: EasyPost with EASYPOST_API_KEY; in PAYMENT_MODE=test without a key, the local EasyPost
 * sandbox (its own loopback port), to which the shop's webhook URL is given once the shop listens; in live mode
 * without a key no label can be bought (the routes answer 503). Registers the label routes and the webhook, and the
 * boxes at risk (their routes, and their loop, which the caller stops with the other background work).
 */
export async function startShipping(
  app: FastifyInstance,
  context: ApiContext,
  services: { orderOperations: OrderOperations; orders: { replacements: ReplacementOrders } },
): Promise<BackgroundLoop> {
  const settings = loadShippingLabelConfig(process.env, context.config);
  const sandbox = settings.sandboxed
    ? await startEasyPostSandbox({
        port: settings.sandboxPort,
        host: settings.sandboxHost,
        webhookSecret: settings.webhookSecret,
        stepMs: settings.sandboxStepMs,
        warn: (message) => app.log.warn(message),
      })
    : null;
  if (sandbox) {
    app.log.warn(`PAYMENT_MODE=test: shipping labels from the EasyPost sandbox at ${sandbox.origin}: no postage is paid`);
    app.addHook('onListen', async () => sandbox.sandbox.setWebhookTarget(originOf(app)));
    app.addHook('onClose', async () => sandbox.close());
  }
  const carrier: CarrierPort | null = settings.disabled
    ? null
    : new EasyPostCarrier({
        origin: sandbox?.origin ?? settings.apiOrigin,
        apiKey: settings.apiKey ?? 'EZTK_sandbox',
        webhookSecret: settings.webhookSecret,
        testMode: sandbox !== null || (settings.apiKey?.startsWith('EZTK') ?? false),
      });
  const atRisk = new BoxesAtRisk(context, services.orderOperations, services.orders.replacements);
  const giftMails = new GiftTrackingMails(context);
  // A parcel whose tracking changed: is it at risk, and has its gift recipient news to hear?
  const tracked = (shipmentId: number) => Promise.all([atRisk.check(shipmentId), giftMails.notify(shipmentId)]);
  const labels = new ShipmentLabels(context, carrier, services.orderOperations, settings, tracked);
  app.decorate('shipping', { labels, atRisk, giftMails, carrier, sandbox });
  await registerShipmentRoutes(app, context, labels);
  registerAtRiskRoutes(app, context, atRisk);
  return startLoop(
    settings.atRiskIntervalMs,
    async () => {
      await atRisk.sweep();
      await giftMails.sweep();
    },
    (error) => app.log.error({ err: error }, 'looking for boxes at risk or gift parcel news failed'),
  );
}
