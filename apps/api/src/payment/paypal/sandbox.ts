import { randomBytes } from 'node:crypto';
import type { Cents } from '@shoreline/domain';
import { centsToDecimal, decimalToCents } from '../amount.js';
import {
  escapeHtml,
  formOf,
  json,
  jsonOf,
  redirect,
  text,
  type SandboxHandler,
  type SandboxRequest,
  type SandboxResponse,
} from '../sandbox-http.js';
import { SandboxWebhookSender } from '../webhooks/sandbox-delivery.js';
import { sandboxSignature, sandboxSignatureMatches, transmissionHeaders } from './webhook-signature.js';

/** Where PayPal webhooks for the shop are delivered (the shop's route). */
export const PAYPAL_WEBHOOK_PATH = '/api/ext/paypal/webhook';

/**
 * PayPal sandbox: the REST calls the shop makes (OAuth2 token, Orders v2 create/get/capture,
 * capture refunds) with PayPal's JSON shapes and PayPal-Request-Id idempotency, and an approval
 * page at /checkoutnow?token=ID that stands in for the buyer's PayPal login. No money moves.
 * Paying "by bank" on that page (form field capture=pending) makes the capture PENDING, as an
 * eCheck's is at PayPal, until the console completes or denies it.
 */
interface SandboxMoney {
  currency_code: string;
  value: string;
}

interface SandboxOrder {
  id: string;
  status: 'PAYER_ACTION_REQUIRED' | 'APPROVED' | 'COMPLETED' | 'VOIDED';
  intent: string;
  purchaseUnits: Array<Record<string, unknown>>;
  amount: SandboxMoney;
  brandName: string;
  returnUrl: string;
  cancelUrl: string;
  payer: { payer_id: string; email_address: string; name: { given_name: string; surname: string } } | null;
  /** The buyer paid by bank: the capture waits (PENDING) for the console to complete or deny it. */
  capturePending: boolean;
  capture: {
    id: string;
    status: CaptureStatus;
    status_details?: { reason: string };
    amount: SandboxMoney;
    refundedCents: Cents;
    create_time: string;
  } | null;
  createdAt: string;
}

type CaptureStatus = 'COMPLETED' | 'PENDING' | 'DENIED';

type Problem = { status: number; name: string; issue: string; description: string };

const problem = (p: Problem): SandboxResponse =>
  json(p.status, {
    name: p.name,
    message: p.description,
    debug_id: randomBytes(6).toString('hex'),
    details: [{ issue: p.issue, description: p.description }],
  });

const unprocessable = (issue: string, description: string) => problem({ status: 422, name: 'UNPROCESSABLE_ENTITY', issue, description });
const invalid = (issue: string, description: string) => problem({ status: 400, name: 'INVALID_REQUEST', issue, description });
/** PayPal's answer for an order or capture id it does not know. */
const notFound = () =>
  problem({ status: 404, name: 'RESOURCE_NOT_FOUND', issue: 'INVALID_RESOURCE_ID', description: 'Specified resource ID does not exist.' });

const record = (value: unknown): Record<string, unknown> => (value && typeof value === 'object' ? (value as Record<string, unknown>) : {});
const str = (value: unknown): string => (typeof value === 'string' ? value : '');

function sumCents(values: Array<unknown>): Cents | null {
  let total = 0;
  for (const value of values) {
    if (value === undefined) continue;
    const cents = decimalToCents(str(record(value).value));
    if (cents === null) return null;
    total += cents;
  }
  return total;
}

/** PayPal's checks on a purchase unit: the breakdown adds up to the amount, the items to item_total. */
function checkPurchaseUnit(unit: Record<string, unknown>): SandboxResponse | null {
  const amount = record(unit.amount);
  const total = decimalToCents(str(amount.value));
  if (total === null || total <= 0 || !/^[A-Z]{3}$/.test(str(amount.currency_code)))
    return invalid('INVALID_PARAMETER_VALUE', 'amount is invalid');
  const breakdown = record(amount.breakdown);
  if (Object.keys(breakdown).length) {
    const plus = sumCents([breakdown.item_total, breakdown.shipping, breakdown.handling, breakdown.tax_total, breakdown.insurance]);
    const minus = sumCents([breakdown.discount, breakdown.shipping_discount]);
    if (plus === null || minus === null || plus - minus !== total)
      return unprocessable('AMOUNT_MISMATCH', 'The amount does not add up to its breakdown.');
  }
  const items = Array.isArray(unit.items) ? unit.items.map(record) : [];
  if (items.length) {
    const itemTotal = items.reduce(
      (sum, item) => sum + (decimalToCents(str(record(item.unit_amount).value)) ?? NaN) * Number(str(item.quantity)),
      0,
    );
    if (itemTotal !== decimalToCents(str(record(breakdown.item_total).value)))
      return unprocessable('ITEM_TOTAL_MISMATCH', 'Items do not add up to item_total.');
  }
  return null;
}

export class PayPalSandbox {
  readonly clientId = `sandbox-client-${randomBytes(8).toString('hex')}`;
  readonly clientSecret = randomBytes(24).toString('hex');
  private readonly accessTokens = new Set<string>();
  private readonly orders = new Map<string, SandboxOrder>();
  /** PayPal-Request-Id → the answer first given to it. */
  private readonly answered = new Map<string, SandboxResponse>();
  private captures = 0;
  /** The shop's webhook subscription: PayPal names it by id, and signs what it sends for it. */
  readonly webhookId = `WH-SANDBOX-${randomBytes(8).toString('hex').toUpperCase()}`;
  private readonly webhookSecret = randomBytes(24).toString('hex');
  readonly webhooks = new SandboxWebhookSender();

  constructor(private readonly origin: () => string) {}

  readonly handle: SandboxHandler = async (request) => {
    const { method, path } = request;
    if (method === 'POST' && path === '/v1/oauth2/token') return this.token(request);
    if (method === 'GET' && path === '/checkoutnow') return this.approvalPage(request.query.get('token') ?? '');
    if (method === 'POST' && path === '/checkoutnow/approve') {
      const form = formOf(request);
      return this.decide(form.get('token') ?? '', true, form.get('capture') === 'pending');
    }
    if (method === 'POST' && path === '/checkoutnow/cancel') return this.decide(formOf(request).get('token') ?? '', false);
    if (method === 'GET' && path === '/sandbox/paypal/stats') return json(200, { orders: this.orders.size, captures: this.captures });
    if (method === 'POST' && path === '/sandbox/paypal/console/refund') return this.consoleRefund(jsonOf(request));
    if (method === 'POST' && path === '/sandbox/paypal/console/capture') return this.consoleCapture(jsonOf(request));
    if (!path.startsWith('/v2/') && !path.startsWith('/v1/notifications/')) return null;
    if (!this.authorized(request))
      return problem({ status: 401, name: 'AUTHENTICATION_FAILURE', issue: 'INVALID_TOKEN', description: 'Access token is invalid' });
    if (method === 'POST' && path === '/v1/notifications/verify-webhook-signature') return this.verifyWebhook(jsonOf(request));
    return this.once(request, () => this.route(request));
  };

  private route(request: SandboxRequest): SandboxResponse | null {
    const { method, path } = request;
    if (method === 'POST' && path === '/v2/checkout/orders') return this.create(jsonOf(request));
    const orderPath = /^\/v2\/checkout\/orders\/([^/]+)(\/capture)?$/.exec(path);
    if (orderPath && method === 'GET' && !orderPath[2]) return this.show(decodeURIComponent(orderPath[1]));
    if (orderPath && method === 'POST' && orderPath[2]) return this.capture(decodeURIComponent(orderPath[1]));
    const refundPath = /^\/v2\/payments\/captures\/([^/]+)\/refund$/.exec(path);
    if (refundPath && method === 'POST') return this.refund(decodeURIComponent(refundPath[1]), jsonOf(request));
    return null;
  }

  /** A write with a PayPal-Request-Id seen before gets the first answer again, as PayPal does. */
  private once(request: SandboxRequest, work: () => SandboxResponse | null): SandboxResponse | null {
    const requestId = request.method === 'POST' ? request.headers['paypal-request-id'] : undefined;
    const key = typeof requestId === 'string' && requestId ? `${request.path} ${requestId}` : null;
    const earlier = key ? this.answered.get(key) : undefined;
    if (earlier) return earlier;
    const answer = work();
    if (key && answer && answer.status < 500) this.answered.set(key, answer);
    return answer;
  }

  private token(request: SandboxRequest): SandboxResponse {
    const expected = `Basic ${Buffer.from(`${this.clientId}:${this.clientSecret}`).toString('base64')}`;
    if (request.headers.authorization !== expected || formOf(request).get('grant_type') !== 'client_credentials') {
      return json(401, { error: 'invalid_client', error_description: 'Client Authentication failed' });
    }
    const accessToken = `A21AA${randomBytes(24).toString('base64url')}`;
    this.accessTokens.add(accessToken);
    return json(200, {
      scope: 'https://uri.paypal.com/services/payments/payment',
      access_token: accessToken,
      token_type: 'Bearer',
      app_id: 'APP-SANDBOX',
      expires_in: 32400,
      nonce: randomBytes(8).toString('hex'),
    });
  }

  private authorized(request: SandboxRequest): boolean {
    const header = request.headers.authorization ?? '';
    return header.startsWith('Bearer ') && this.accessTokens.has(header.slice(7));
  }

  private create(body: unknown): SandboxResponse {
    const input = record(body);
    if (input.intent !== 'CAPTURE') return invalid('INVALID_PARAMETER_VALUE', 'This sandbox supports intent CAPTURE only');
    const units = Array.isArray(input.purchase_units) ? input.purchase_units.map(record) : [];
    if (units.length !== 1) return invalid('INVALID_ARRAY_LENGTH', 'Send exactly one purchase unit');
    const refused = checkPurchaseUnit(units[0]);
    if (refused) return refused;
    const context = record(record(record(input.payment_source).paypal).experience_context);
    const returnUrl = str(context.return_url);
    const cancelUrl = str(context.cancel_url);
    if (!URL.canParse(returnUrl) || !URL.canParse(cancelUrl))
      return invalid('MISSING_REQUIRED_PARAMETER', 'return_url and cancel_url are required');
    const amount = record(units[0].amount);
    const order: SandboxOrder = {
      id: randomBytes(9).toString('hex').toUpperCase().slice(0, 17),
      status: 'PAYER_ACTION_REQUIRED',
      intent: 'CAPTURE',
      purchaseUnits: units,
      amount: { currency_code: str(amount.currency_code), value: str(amount.value) },
      brandName: str(context.brand_name) || 'Shop',
      returnUrl,
      cancelUrl,
      payer: null,
      capturePending: false,
      capture: null,
      createdAt: new Date().toISOString(),
    };
    this.orders.set(order.id, order);
    return json(200, this.view(order));
  }

  private view(order: SandboxOrder) {
    const self = `${this.origin()}/v2/checkout/orders/${order.id}`;
    const links = [{ href: self, rel: 'self', method: 'GET' }];
    if (order.status === 'PAYER_ACTION_REQUIRED')
      links.push({ href: `${this.origin()}/checkoutnow?token=${order.id}`, rel: 'payer-action', method: 'GET' });
    if (order.status === 'APPROVED') links.push({ href: `${self}/capture`, rel: 'capture', method: 'POST' });
    const captures = order.capture ? [{ ...order.capture, refundedCents: undefined, final_capture: true }] : undefined;
    return {
      id: order.id,
      intent: order.intent,
      status: order.status,
      payment_source: { paypal: order.payer ? { email_address: order.payer.email_address, account_id: order.payer.payer_id } : {} },
      purchase_units: order.purchaseUnits.map((unit) => ({ ...unit, ...(captures ? { payments: { captures } } : {}) })),
      ...(order.payer ? { payer: order.payer } : {}),
      create_time: order.createdAt,
      links,
    };
  }

  private show(id: string): SandboxResponse {
    const order = this.orders.get(id);
    if (!order) return notFound();
    return json(200, this.view(order));
  }

  private capture(id: string): SandboxResponse {
    const order = this.orders.get(id);
    if (!order) return notFound();
    if (order.status === 'COMPLETED') return unprocessable('ORDER_ALREADY_CAPTURED', 'Order already captured.');
    if (order.status !== 'APPROVED') return unprocessable('ORDER_NOT_APPROVED', 'Payer has not yet approved the Order for payment.');
    order.status = 'COMPLETED';
    order.capture = {
      id: randomBytes(9).toString('hex').toUpperCase().slice(0, 17),
      status: order.capturePending ? 'PENDING' : 'COMPLETED',
      ...(order.capturePending ? { status_details: { reason: 'ECHECK' } } : {}),
      amount: order.amount,
      refundedCents: 0,
      create_time: new Date().toISOString(),
    };
    this.captures += 1;
    this.notifyCapture(order);
    return json(201, this.view(order));
  }

  /** PAYMENT.CAPTURE.COMPLETED, PENDING or DENIED, as the capture now stands. */
  private notifyCapture(order: SandboxOrder): void {
    if (!order.capture) return;
    const { id: captureId, status, status_details, amount, create_time } = order.capture;
    this.notify(`PAYMENT.CAPTURE.${status}`, 'capture', {
      id: captureId,
      status,
      ...(status_details ? { status_details } : {}),
      amount,
      create_time,
      final_capture: true,
      supplementary_data: { related_ids: { order_id: order.id } },
      links: [{ href: `${this.origin()}/v2/payments/captures/${captureId}`, rel: 'self', method: 'GET' }],
    });
  }

  /** The bank's answer to a pending capture, as PayPal's dashboard would show it: COMPLETED or DENIED, then its webhook. */
  private consoleCapture(body: unknown): SandboxResponse {
    const input = record(body);
    const outcome = str(input.outcome);
    const order = [...this.orders.values()].find((candidate) => candidate.capture?.id === str(input.capture_id));
    if (!order?.capture || (outcome !== 'COMPLETED' && outcome !== 'DENIED'))
      return json(400, { error: 'Send the capture_id of a pending capture and outcome COMPLETED or DENIED' });
    if (order.capture.status !== 'PENDING') return json(409, { error: `The capture is ${order.capture.status}, not PENDING` });
    order.capture.status = outcome;
    delete order.capture.status_details;
    this.notifyCapture(order);
    return json(200, { id: order.capture.id, status: outcome });
  }

  private refund(captureId: string, body: unknown): SandboxResponse {
    const order = [...this.orders.values()].find((o) => o.capture?.id === captureId);
    if (!order?.capture) return notFound();
    if (order.capture.status !== 'COMPLETED')
      return unprocessable('CAPTURE_NOT_COMPLETED', `A ${order.capture.status} capture cannot be refunded.`);
    const captured = decimalToCents(order.capture.amount.value) ?? 0;
    const left = captured - order.capture.refundedCents;
    const asked = record(record(body).amount);
    const cents = asked.value === undefined ? left : decimalToCents(str(asked.value));
    if (cents === null || cents <= 0 || cents > left)
      return unprocessable('REFUND_AMOUNT_EXCEEDED', 'The refund amount must be at most the amount left on the capture.');
    order.capture.refundedCents += cents;
    const currency = order.capture.amount.currency_code;
    const refunded = {
      id: randomBytes(9).toString('hex').toUpperCase().slice(0, 17),
      status: 'COMPLETED',
      amount: { currency_code: currency, value: centsToDecimal(cents) },
    };
    this.notify('PAYMENT.CAPTURE.REFUNDED', 'refund', {
      ...refunded,
      seller_payable_breakdown: {
        total_refunded_amount: { currency_code: currency, value: centsToDecimal(order.capture.refundedCents) },
      },
      create_time: new Date().toISOString(),
      links: [
        { href: `${this.origin()}/v2/payments/refunds/${refunded.id}`, rel: 'self', method: 'GET' },
        { href: `${this.origin()}/v2/payments/captures/${captureId}`, rel: 'up', method: 'GET' },
      ],
    });
    return json(201, refunded);
  }

  /** A refund the merchant makes in PayPal's own dashboard: the shop hears of it only by webhook. */
  private consoleRefund(body: unknown): SandboxResponse {
    const input = record(body);
    const captureId = str(input.capture_id);
    if (!captureId) return json(400, { error: 'Send capture_id (and amount to refund in part)' });
    const amount = str(input.amount);
    return this.refund(captureId, amount ? { amount: { value: amount } } : {});
  }

  private notify(eventType: string, resourceType: string, resource: Record<string, unknown>): void {
    const event = {
      id: `WH-${randomBytes(10).toString('hex').toUpperCase()}`,
      event_version: '1.0',
      create_time: new Date().toISOString(),
      resource_type: resourceType,
      resource_version: '2.0',
      event_type: eventType,
      summary: `${eventType} (sandbox)`,
      resource,
    };
    this.webhooks.send(() => {
      const body = JSON.stringify(event);
      const transmissionId = randomBytes(16).toString('hex');
      const time = new Date().toISOString();
      return {
        path: PAYPAL_WEBHOOK_PATH,
        headers: transmissionHeaders({
          auth_algo: 'SHA256withRSA',
          cert_url: `${this.origin()}/v1/notifications/certs/CERT-SANDBOX`,
          transmission_id: transmissionId,
          transmission_time: time,
          transmission_sig: sandboxSignature(this.webhookSecret, transmissionId, time, this.webhookId, body),
        }),
        body,
      };
    });
  }

  /** POST /v1/notifications/verify-webhook-signature: PayPal's own check of a delivery it signed. */
  private verifyWebhook(body: unknown): SandboxResponse {
    const input = record(body);
    const transmission = {
      transmission_id: str(input.transmission_id),
      transmission_time: str(input.transmission_time),
      transmission_sig: str(input.transmission_sig),
    };
    if (!transmission.transmission_id || !transmission.transmission_sig || input.webhook_event === undefined)
      return invalid('MISSING_REQUIRED_PARAMETER', 'transmission_id, transmission_sig and webhook_event are required');
    const webhookId = str(input.webhook_id);
    const matches =
      webhookId === this.webhookId &&
      sandboxSignatureMatches(this.webhookSecret, transmission, webhookId, JSON.stringify(input.webhook_event));
    return json(200, { verification_status: matches ? 'SUCCESS' : 'FAILURE' });
  }

  private approvalPage(token: string): SandboxResponse {
    const order = this.orders.get(token);
    if (!order) return text(404, 'This PayPal sandbox order does not exist.');
    const amount = `${escapeHtml(order.amount.value)} ${escapeHtml(order.amount.currency_code)}`;
    const closed = order.status !== 'PAYER_ACTION_REQUIRED' && order.status !== 'APPROVED';
    return text(
      200,
      `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">
<title>PayPal sandbox — test mode</title>
<style>body{font:16px/1.5 system-ui,sans-serif;max-width:28rem;margin:3rem auto;padding:0 1rem;color:#111}
.note{background:#fff3d6;color:#5c3300;padding:.5rem .75rem;border-radius:6px}button{font:inherit;padding:.6rem 1rem;margin:.25rem 0;width:100%;border-radius:6px;border:1px solid #003087;cursor:pointer}
.pay{background:#003087;color:#fff}.cancel{background:#fff;color:#003087}</style></head>
<body><main>
<h1>PayPal sandbox — test mode</h1>
<p class="note">This is a local stand-in for PayPal. No PayPal account is used and no money moves.</p>
<p>${escapeHtml(order.brandName)} asks you to pay <strong>${amount}</strong>.</p>
${
  closed
    ? '<p>This order is already paid or closed.</p>'
    : `<form method="post" action="/checkoutnow/approve"><input type="hidden" name="token" value="${escapeHtml(order.id)}"><button class="pay" type="submit">Pay with sandbox account</button></form>
<form method="post" action="/checkoutnow/approve"><input type="hidden" name="token" value="${escapeHtml(order.id)}"><input type="hidden" name="capture" value="pending"><button class="cancel" type="submit">Pay by bank (the capture stays pending)</button></form>
<form method="post" action="/checkoutnow/cancel"><input type="hidden" name="token" value="${escapeHtml(order.id)}"><button class="cancel" type="submit">Cancel and return</button></form>`
}
</main></body></html>`,
      'text/html; charset=utf-8',
    );
  }

  /** The buyer's choice on the approval page: back to the shop's return or cancel URL, as PayPal redirects. */
  private decide(token: string, approve: boolean, capturePending = false): SandboxResponse {
    const order = this.orders.get(token);
    if (!order) return text(404, 'This PayPal sandbox order does not exist.');
    if (!approve) return redirect(withQuery(order.cancelUrl, { token: order.id }));
    if (order.status === 'PAYER_ACTION_REQUIRED') {
      order.status = 'APPROVED';
      order.capturePending = capturePending;
      order.payer = {
        payer_id: randomBytes(7).toString('hex').toUpperCase().slice(0, 13),
        email_address: 'sandbox-buyer@example.com',
        name: { given_name: 'Sandbox', surname: 'Buyer' },
      };
    }
    return redirect(withQuery(order.returnUrl, { token: order.id, PayerID: order.payer?.payer_id ?? '' }));
  }
}

function withQuery(url: string, params: Record<string, string>): string {
  const target = new URL(url);
  for (const [name, value] of Object.entries(params)) target.searchParams.set(name, value);
  return target.toString();
}
