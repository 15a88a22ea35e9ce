import { z } from 'zod';
import { fetchWithDeadline, GatewayUnavailableError } from '../gateway-error.js';
import type { PayPalTransmission } from './webhook-signature.js';

/**
 * A client for PayPal's REST API: OAuth2 client credentials, Orders v2 (create, get, capture)
 * and capture refunds. Writes carry a PayPal-Request-Id, so PayPal answers a repeated call with
 * the first call's result instead of acting twice.
 */
const money = z.object({ currency_code: z.string(), value: z.string() });

const capture = z.object({ id: z.string(), status: z.string(), amount: money.optional(), create_time: z.string().optional() }).loose();

const order = z
  .object({
    id: z.string(),
    status: z.string(),
    intent: z.string().optional(),
    links: z.array(z.object({ href: z.string(), rel: z.string(), method: z.string().optional() }).loose()).optional(),
    payer: z
      .object({
        payer_id: z.string().optional(),
        email_address: z.string().optional(),
        name: z.object({ given_name: z.string().optional(), surname: z.string().optional() }).loose().optional(),
      })
      .loose()
      .optional(),
    purchase_units: z
      .array(
        z
          .object({
            reference_id: z.string().optional(),
            custom_id: z.string().optional(),
            amount: money.optional(),
            payments: z
              .object({ captures: z.array(capture).optional() })
              .loose()
              .optional(),
          })
          .loose(),
      )
      .optional(),
  })
  .loose();

const refund = z.object({ id: z.string(), status: z.string(), amount: money.optional() }).loose();
const verification = z.object({ verification_status: z.string() }).loose();
const accessToken = z.object({ access_token: z.string(), expires_in: z.number() }).loose();
const errorBody = z
  .object({
    name: z.string().optional(),
    message: z.string().optional(),
    details: z.array(z.object({ issue: z.string().optional(), description: z.string().optional() }).loose()).optional(),
  })
  .loose();

export type PayPalOrder = z.infer<typeof order>;
export type PayPalCapture = z.infer<typeof capture>;
export type PayPalRefund = z.infer<typeof refund>;
export type PayPalMoney = z.infer<typeof money>;

/** PayPal refused the call (4xx): `issue` is its first detail code, e.g. ORDER_NOT_APPROVED. */
export class PayPalError extends Error {
  constructor(
    readonly status: number,
    readonly issue: string,
    message: string,
  ) {
    super(message);
    this.name = 'PayPalError';
  }
}

export interface PayPalClientOptions {
  apiUrl: string;
  clientId: string;
  clientSecret: string;
  timeoutMs: number;
  fetch?: typeof fetch;
}

/** The approval link of a created order: "payer-action" with payment_source.paypal, "approve" with application_context. */
export function approveUrlOf(created: PayPalOrder): string | null {
  return created.links?.find((link) => link.rel === 'payer-action' || link.rel === 'approve')?.href ?? null;
}

export function capturesOf(paid: PayPalOrder): PayPalCapture[] {
  return (paid.purchase_units ?? []).flatMap((unit) => unit.payments?.captures ?? []);
}

export class PayPalClient {
  private readonly fetcher: typeof fetch;
  private token: { value: string; expiresAt: number } | null = null;

  constructor(private readonly options: PayPalClientOptions) {
    this.fetcher = options.fetch ?? fetch;
  }

  createOrder(body: unknown, requestId: string): Promise<PayPalOrder> {
    return this.call('POST', '/v2/checkout/orders', order, { body, requestId, preferFull: true });
  }

  getOrder(id: string): Promise<PayPalOrder> {
    return this.call('GET', `/v2/checkout/orders/${encodeURIComponent(id)}`, order, {});
  }

  captureOrder(id: string, requestId: string): Promise<PayPalOrder> {
    return this.call('POST', `/v2/checkout/orders/${encodeURIComponent(id)}/capture`, order, { body: {}, requestId, preferFull: true });
  }

  /** Refunds a capture in whole (amount null) or in part. */
  refundCapture(captureId: string, amount: PayPalMoney | null, requestId: string): Promise<PayPalRefund> {
    return this.call('POST', `/v2/payments/captures/${encodeURIComponent(captureId)}/refund`, refund, {
      body: amount ? { amount } : {},
      requestId,
      preferFull: true,
    });
  }

  /** Asks PayPal whether it signed a webhook delivery for our subscription (webhook id). */
  async verifyWebhookSignature(check: PayPalTransmission & { webhook_id: string; webhook_event: unknown }): Promise<boolean> {
    const answer = await this.call('POST', '/v1/notifications/verify-webhook-signature', verification, { body: check });
    return answer.verification_status === 'SUCCESS';
  }

  private async accessToken(): Promise<string> {
    if (this.token && this.token.expiresAt > Date.now()) return this.token.value;
    const basic = Buffer.from(`${this.options.clientId}:${this.options.clientSecret}`).toString('base64');
    const answer = await fetchWithDeadline(
      'paypal',
      this.fetcher,
      `${this.options.apiUrl}/v1/oauth2/token`,
      {
        method: 'POST',
        headers: { authorization: `Basic ${basic}`, 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
        body: 'grant_type=client_credentials',
      },
      this.options.timeoutMs,
    );
    if (answer.status !== 200) throw new PayPalError(answer.status, 'AUTHENTICATION_FAILURE', 'PayPal refused our credentials');
    const parsed = accessToken.parse(JSON.parse(answer.text));
    // Renew a minute early so a token never expires between our check and PayPal's.
    this.token = { value: parsed.access_token, expiresAt: Date.now() + Math.max(0, parsed.expires_in - 60) * 1000 };
    return this.token.value;
  }

  private async call<T>(
    method: 'GET' | 'POST',
    path: string,
    schema: z.ZodType<T>,
    options: { body?: unknown; requestId?: string; preferFull?: boolean },
    retried = false,
  ): Promise<T> {
    const headers: Record<string, string> = { authorization: `Bearer ${await this.accessToken()}`, accept: 'application/json' };
    if (options.body !== undefined) headers['content-type'] = 'application/json';
    if (options.requestId) headers['paypal-request-id'] = options.requestId;
    if (options.preferFull) headers.prefer = 'return=representation';
    const answer = await fetchWithDeadline(
      'paypal',
      this.fetcher,
      this.options.apiUrl + path,
      { method, headers, ...(options.body !== undefined ? { body: JSON.stringify(options.body) } : {}) },
      this.options.timeoutMs,
    );
    if (answer.status === 401 && !retried) {
      this.token = null;
      return this.call(method, path, schema, options, true);
    }
    if (answer.status >= 500) throw new GatewayUnavailableError('paypal', `HTTP ${answer.status}`);
    const json = parseJson(answer.text);
    if (answer.status >= 400) throw payPalError(answer.status, json);
    const parsed = schema.safeParse(json);
    if (!parsed.success) throw new GatewayUnavailableError('paypal', `unreadable answer to ${method} ${path}`);
    return parsed.data;
  }
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

function payPalError(status: number, json: unknown): PayPalError {
  const body = errorBody.safeParse(json);
  const detail = body.success ? body.data.details?.[0] : undefined;
  const issue = detail?.issue ?? (body.success ? body.data.name : undefined) ?? `HTTP_${status}`;
  const message = detail?.description ?? (body.success ? body.data.message : undefined) ?? `PayPal answered HTTP ${status}`;
  return new PayPalError(status, issue, message.slice(0, 300));
}
