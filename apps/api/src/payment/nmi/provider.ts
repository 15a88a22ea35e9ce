import { SPEC_DEFAULTS } from '@shoreline/domain';
import { Unauthorized, Unavailable } from '../../errors.js';
import type { ApiConfig } from '../../config.js';
import type { PaymentAdapter, PaymentLedger, PaymentOperations, PaymentProvider, ProviderSetup, WebhookReceiver } from '../port.js';
import { IllegalPaymentTransition, PaymentOperationRefused } from '../service.js';
import type { PaymentRow } from '../storage.js';
import { NOT_CONFIGURED, NOT_VERIFIED, parseJson } from '../webhooks/delivery.js';
import { NMI_SIGNATURE_HEADER, verifyNmiWebhook } from '../webhooks/nmi-signature.js';
import { handleNmiEvent, nmiWebhookEvent } from '../webhooks/nmi-webhook.js';
import { CardPayments, paymentTokenOf } from './card-payment.js';
import { NmiClient, type NmiRequest } from './client.js';
import { gatewayText } from './messages.js';
import { NMI_WEBHOOK_PATH, NmiSandbox } from './sandbox.js';
import { nmiSettings } from './settings.js';

/**
 * The card gateway (NMI): hosted fields (Collect.js) in the browser, one `sale` per order (card-payment.ts),
 * capture/void/refund through transact.php, and NMI's signed webhooks.
 */
export const CARD_METHOD = SPEC_DEFAULTS.payment.cardGatewayCode;
const GATEWAY = 'nmi';
const UNSET = 'card (NMI_SECURITY_KEY unset)';

/** A capture, void or refund sent to NMI, its answer recorded as the payment's event; refused when NMI refuses. */
async function sendToNmi(
  nmi: NmiClient,
  ledger: PaymentLedger,
  payment: PaymentRow,
  request: Omit<NmiRequest, 'transactionId'> & { type: 'capture' | 'void' | 'refund' },
  amountCents: number,
): Promise<string> {
  const answer = await nmi.transact({ ...request, transactionId: payment.gateway_reference ?? '' });
  const status = `${answer.response}/${answer.responseCode} ${answer.responseText}`;
  await ledger.record(payment, request.type, amountCents, answer.transactionId, status);
  if (answer.response !== '1')
    throw new PaymentOperationRefused(`The card processor refused the ${request.type}: ${gatewayText(answer.responseText)}`);
  return answer.transactionId;
}

function cardOperations(nmi: NmiClient): PaymentOperations {
  return {
    reversesByVoid: true,
    async capture(payment, ledger) {
      if (payment.state !== 'authorized') throw new IllegalPaymentTransition(payment.state, 'captured');
      await sendToNmi(nmi, ledger, payment, { type: 'capture', amountCents: payment.amount_cents }, payment.amount_cents);
    },
    async void(payment, reason, ledger) {
      if (payment.state === 'captured' || payment.state === 'authorized')
        await sendToNmi(nmi, ledger, payment, { type: 'void', orderId: payment.idempotency_key }, payment.amount_cents);
      else await ledger.record(payment, 'void', null, null, reason);
    },
    refund: (payment, amountCents, ledger, key) =>
      sendToNmi(nmi, ledger, payment, { type: 'refund', amountCents, orderId: payment.idempotency_key, idempotencyKey: key }, amountCents),
  };
}

function cardWebhook(nmi: NmiClient, signingKey: string | null): WebhookReceiver {
  return {
    path: NMI_WEBHOOK_PATH,
    summary: "NMI's signed event: applied once per event id, from the gateway's own record of the payment",
    description:
      'Takes a payment event from NMI, checks its signature and applies it once per event id, reading the payment from the gateway rather than trusting the body.',
    refusesInvalidBody: true,
    async receive(request, raw, context) {
      if (!signingKey) throw new Unavailable(NOT_CONFIGURED);
      const signature = request.headers[NMI_SIGNATURE_HEADER];
      if (!verifyNmiWebhook(signingKey, raw, typeof signature === 'string' ? signature : undefined)) throw new Unauthorized(NOT_VERIFIED);
      const event = nmiWebhookEvent.parse(parseJson(raw));
      return { eventId: event.event_id, eventType: event.event_type, apply: () => handleNmiEvent(context, nmi, event) };
    },
  };
}

function createCardProvider({ config, test, sandbox }: ProviderSetup): PaymentProvider {
  const settings = nmiSettings(config);
  const sandboxed = sandbox !== null && test && !settings.securityKey;
  const own = sandboxed ? sandbox.part(NmiSandbox) : null;
  const nmi = new NmiClient({
    apiUrl: sandboxed ? `${sandbox.internalOrigin}/api/transact.php` : settings.apiUrl,
    securityKey: own ? own.securityKey : (settings.securityKey ?? ''),
    timeoutMs: settings.timeoutMs,
  });
  const collectJsUrl = sandboxed ? `${sandbox.publicOrigin}/token/Collect.js` : settings.collectJsUrl;
  const tokenizationKey = own ? own.tokenizationKey : (settings.tokenizationKey ?? '');
  return {
    method: {
      code: CARD_METHOD,
      title: 'Credit or debit card',
      offline: false,
      offer: 'gateway',
      needsShipment: false,
      browser: { test_mode: test, collect_js_url: collectJsUrl, tokenization_key: tokenizationKey },
      placedThrough: null,
    },
    gateway: GATEWAY,
    offered: test || Boolean(settings.securityKey),
    // In test mode every gateway payment is a test, even through credentials (they should be the gateway's test account).
    testMode: test,
    cspOrigins: [new URL(collectJsUrl).origin],
    payableLater: true,
    holdsPendingCaptures: false,
    callTimeoutMs: settings.timeoutMs,
    operations: cardOperations(nmi),
    webhook: cardWebhook(nmi, own ? own.webhookSigningKey : settings.webhookSigningKey),
    checkout({ db, payments, log }) {
      const cards = new CardPayments(db, nmi, payments, { timeoutMs: settings.timeoutMs, testMode: test, log });
      return { charge: (input, additional) => cards.charge(input, paymentTokenOf(additional)) };
    },
  };
}

/** The card gateway's registry line (registry.ts). */
export const cardAdapter: PaymentAdapter = {
  gateway: GATEWAY,
  holdsPendingCaptures: false,
  words: {
    en: { way: 'card', refundTo: 'the card' },
    de: { way: 'Karte', refundTo: 'die Karte' },
    it: { way: 'carta', refundTo: 'sulla carta' },
  },
  credentials: 'NMI_SECURITY_KEY/NMI_TOKENIZATION_KEY',
  sandboxedAs: (config: ApiConfig, test: boolean) => (test && !nmiSettings(config).securityKey ? UNSET : null),
  missingIn: (config: ApiConfig) => (nmiSettings(config).securityKey ? null : UNSET),
  sandbox: () => new NmiSandbox(),
  create: createCardProvider,
};
