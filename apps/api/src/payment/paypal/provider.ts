import { InvalidInput, Unauthorized, Unavailable } from '../../errors.js';
import type { ApiConfig } from '../../config.js';
import { centsToDecimal } from '../amount.js';
import { GatewayUnavailableError } from '../gateway-error.js';
import type {
  CheckoutServices,
  PaymentAdapter,
  PaymentOperations,
  PaymentProvider,
  ProviderCheckout,
  ProviderSetup,
  WebhookReceiver,
} from '../port.js';
import { IllegalPaymentTransition, PaymentOperationRefused } from '../service.js';
import { NOT_CONFIGURED, NOT_VERIFIED, parseJson } from '../webhooks/delivery.js';
import { PayPalClient, PayPalError } from './client.js';
import { PayPalExpress } from './express.js';
import { DISABLED_FUNDING, PAYPAL_METHOD } from './method.js';
import { registerPayPalRoutes } from './routes.js';
import { PAYPAL_WEBHOOK_PATH, PayPalSandbox } from './sandbox.js';
import { payPalSettings } from './settings.js';
import { handlePayPalEvent, payPalWebhookEvent } from './webhook-events.js';
import { transmissionOf } from './webhook-signature.js';

/**
 * PayPal express: the shopper approves a PayPal order on PayPal (the express calls, routes.ts, and the pay
 * page), the order's placing captures it once (express.ts); refunds name the capture; PayPal verifies
 * its own webhooks. A capture cannot be voided, only refunded.
 */
const GATEWAY = 'paypal';
const UNSET = 'PayPal (PAYPAL_CLIENT_ID unset)';

function payPalOperations(paypal: PayPalClient): PaymentOperations {
  return {
    reversesByVoid: false,
    capture(payment) {
      // The order's placing captures a PayPal payment; there is no authorization left for the back office to take.
      return Promise.reject(new IllegalPaymentTransition(payment.state, 'captured'));
    },
    async void(payment, reason, ledger) {
      if (payment.state === 'captured') throw new PaymentOperationRefused('A PayPal capture cannot be voided; refund it');
      await ledger.record(payment, 'void', null, null, reason);
    },
    async refund(payment, amountCents, ledger, key) {
      // Refunds name the capture, which the capture's event recorded.
      const capture = (await ledger.events(payment)).find((event) => event.kind === 'capture' && event.gateway_reference);
      if (!capture?.gateway_reference) throw new PaymentOperationRefused('No PayPal capture is recorded for this payment');
      try {
        const amount = { currency_code: payment.currency, value: centsToDecimal(amountCents) };
        // The key is the PayPal-Request-Id: PayPal answers it again with the refund it made, and refunds nothing twice.
        const refund = await paypal.refundCapture(capture.gateway_reference, amount, key);
        await ledger.record(payment, 'refund', amountCents, refund.id, refund.status);
        return refund.id;
      } catch (error) {
        if (!(error instanceof PayPalError)) throw error;
        await ledger.record(payment, 'refund', amountCents, null, `refused: ${error.issue}`);
        throw new PaymentOperationRefused(`PayPal refused the refund: ${error.message}`);
      }
    },
  };
}

function payPalWebhook(paypal: PayPalClient, webhookId: string | null): WebhookReceiver {
  return {
    path: PAYPAL_WEBHOOK_PATH,
    summary: "PayPal's signed event: verified with PayPal, applied once per event id",
    description: 'Takes a payment event from PayPal, has PayPal verify its signature and applies it once per event id.',
    refusesInvalidBody: false,
    async receive(request, raw, context, services) {
      if (!webhookId) throw new Unavailable(NOT_CONFIGURED);
      const transmission = transmissionOf(request.headers);
      if (!transmission) throw new Unauthorized(NOT_VERIFIED);
      const body = parseJson(raw);
      const verified = await paypal
        .verifyWebhookSignature({ ...transmission, webhook_id: webhookId, webhook_event: body })
        .catch((error: unknown) => {
          if (error instanceof GatewayUnavailableError) throw new Unavailable('PayPal could not verify the webhook now; send it again.');
          return false;
        });
      if (!verified) throw new Unauthorized(NOT_VERIFIED);
      const event = payPalWebhookEvent.parse(body);
      return {
        eventId: event.id,
        eventType: event.event_type,
        apply: () => handlePayPalEvent(context, paypal, services.pendingOrders, event),
      };
    },
  };
}

/** The token of the approved PayPal order: the pay page sends it as `paypal_token`, the express complete as its own token. */
function approvedTokenOf(additional: unknown): string {
  const token = additional && typeof additional === 'object' ? (additional as { paypal_token?: unknown }).paypal_token : undefined;
  if (typeof token !== 'string' || token === '') throw new InvalidInput('Approve the payment with PayPal first.');
  return token;
}

function createPayPalProvider({ config, test, sandbox }: ProviderSetup): PaymentProvider {
  const settings = payPalSettings(config);
  const sandboxed = sandbox !== null && test && !settings.clientId;
  const own = sandboxed ? sandbox.part(PayPalSandbox) : null;
  const paypal = new PayPalClient({
    apiUrl: sandboxed ? sandbox.internalOrigin : settings.apiUrl,
    clientId: own ? own.clientId : (settings.clientId ?? ''),
    clientSecret: own ? own.clientSecret : (settings.clientSecret ?? ''),
    timeoutMs: settings.timeoutMs,
  });
  return {
    method: {
      code: PAYPAL_METHOD,
      title: 'PayPal',
      offline: false,
      offer: 'gateway',
      needsShipment: false,
      browser: { test_mode: test, disable_funding: DISABLED_FUNDING },
      placedThrough: '/api/ext/paypal/complete',
    },
    gateway: GATEWAY,
    offered: test || Boolean(settings.clientId),
    testMode: test,
    cspOrigins: [],
    payableLater: true,
    holdsPendingCaptures: payPalAdapter.holdsPendingCaptures,
    callTimeoutMs: settings.timeoutMs,
    operations: payPalOperations(paypal),
    webhook: payPalWebhook(paypal, own ? own.webhookId : settings.webhookId),
    checkout({ db, payments }: CheckoutServices) {
      const express = new PayPalExpress(db, paypal, payments, test);
      return { charge: (input, additional) => express.charge(input, approvedTokenOf(additional)), own: express };
    },
    registerRoutes(app, context, services) {
      registerPayPalRoutes(app, context, services, payPalExpressOf(services.checkouts));
    },
  };
}

/** PayPal's registry line (registry.ts). */
export const payPalAdapter: PaymentAdapter = {
  gateway: GATEWAY,
  // A capture PayPal holds (an eCheck clearing, a review) is pending until its webhook says COMPLETED or DENIED.
  holdsPendingCaptures: true,
  words: {
    en: { way: 'PayPal', refundTo: 'PayPal account' },
    de: { way: 'PayPal', refundTo: 'das PayPal-Konto' },
    it: { way: 'PayPal', refundTo: 'sul conto PayPal' },
  },
  credentials: 'PAYPAL_CLIENT_ID/PAYPAL_CLIENT_SECRET',
  sandboxedAs: (config: ApiConfig, test: boolean) => (test && !payPalSettings(config).clientId ? UNSET : null),
  missingIn: (config: ApiConfig) => (payPalSettings(config).clientId ? null : UNSET),
  sandbox: (origin) => new PayPalSandbox(origin),
  create: createPayPalProvider,
};

/** The express flow, for the express routes and the pay page's start (routes.ts), which start PayPal payments themselves. */
function payPalExpressOf(checkouts: { of(code: string): ProviderCheckout | undefined }): PayPalExpress {
  const checkout = checkouts.of(PAYPAL_METHOD);
  if (!(checkout?.own instanceof PayPalExpress)) throw new Error('No PayPal checkout registered');
  return checkout.own;
}
