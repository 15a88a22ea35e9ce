import type { Cents } from '@shoreline/domain';
import { centsToDecimal, decimalToCents } from '../amount.js';
import { fetchWithDeadline, GatewayUnavailableError } from '../gateway-error.js';

/**
 * A client for NMI's Payment API (transact.php): form-encoded requests, form-encoded answers.
 * Cards only ever arrive as a Collect.js `payment_token`; this client never sees a card number.
 */
export type NmiTransactionType = 'sale' | 'auth' | 'capture' | 'void' | 'refund';

export interface NmiRequest {
  type: NmiTransactionType;
  amountCents?: Cents;
  currency?: string;
  paymentToken?: string;
  transactionId?: string;
  /** Our idempotency key: a late answer, or a lookup, finds the attempt by it. */
  orderId?: string;
  /**
   * The key of this one call (a refund's), sent as the `Idempotency-Key` header: the gateway answers a call with a
   * key it has seen with that call's answer, moving no money again. `orderId` cannot be it: a payment's refunds and
   * webhooks are found by the payment's own order id.
   */
  idempotencyKey?: string;
}

export interface NmiAnswer {
  /** 1 approved, 2 declined, 3 error. */
  response: '1' | '2' | '3';
  responseText: string;
  authCode: string;
  transactionId: string;
  avsResponse: string;
  cvvResponse: string;
  orderId: string;
  /** 100 approved, 2xx declined (223/224 expiry, 225 CVV), 3xx gateway error. */
  responseCode: string;
}

/** One transaction as the Query API (query.php) reports it, reduced to what reconciliation needs. */
export interface NmiQueryTransaction {
  transactionId: string;
  orderId: string;
  condition: string;
  actions: Array<{ type: string; amountCents: Cents | null; success: boolean; responseCode: string; responseText: string }>;
}

export interface NmiClientOptions {
  apiUrl: string;
  securityKey: string;
  timeoutMs: number;
  fetch?: typeof fetch;
}

const FORM = { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/plain, application/x-www-form-urlencoded' };

function formOf(request: NmiRequest, securityKey: string): URLSearchParams {
  const form = new URLSearchParams({ security_key: securityKey, type: request.type });
  if (request.paymentToken !== undefined) form.set('payment_token', request.paymentToken);
  if (request.amountCents !== undefined) form.set('amount', centsToDecimal(request.amountCents));
  if (request.currency !== undefined) form.set('currency', request.currency);
  if (request.transactionId !== undefined) form.set('transactionid', request.transactionId);
  if (request.orderId !== undefined) form.set('orderid', request.orderId);
  return form;
}

export function parseNmiAnswer(text: string): NmiAnswer | null {
  const fields = new URLSearchParams(text.trim());
  const response = fields.get('response');
  if (response !== '1' && response !== '2' && response !== '3') return null;
  const field = (name: string) => (fields.get(name) ?? '').slice(0, 255);
  return {
    response,
    responseText: field('responsetext'),
    authCode: field('authcode'),
    transactionId: field('transactionid'),
    avsResponse: field('avsresponse'),
    cvvResponse: field('cvvresponse'),
    orderId: field('orderid'),
    responseCode: field('response_code'),
  };
}

/** The text of the first <tag>...</tag> in an XML fragment (the Query API's answers are flat enough for this). */
function tag(xml: string, name: string): string {
  const match = new RegExp(`<${name}>([\\s\\S]*?)</${name}>`).exec(xml);
  return match ? decodeXml(match[1].trim()) : '';
}

function decodeXml(text: string): string {
  return text.replace(/<!\[CDATA\[([\s\S]*?)\]\]>/g, '$1').replace(/&(lt|gt|amp|quot|apos);/g, (_m, entity: string) => {
    const map: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };
    return map[entity];
  });
}

function blocks(xml: string, name: string): string[] {
  return [...xml.matchAll(new RegExp(`<${name}>([\\s\\S]*?)</${name}>`, 'g'))].map((match) => match[1]);
}

export function parseQueryAnswer(xml: string): NmiQueryTransaction[] {
  return blocks(xml, 'transaction').map((transaction) => ({
    transactionId: tag(transaction, 'transaction_id'),
    orderId: tag(transaction, 'order_id'),
    condition: tag(transaction, 'condition'),
    actions: blocks(transaction, 'action').map((action) => ({
      type: tag(action, 'action_type'),
      amountCents: decimalToCents(tag(action, 'amount')),
      success: tag(action, 'success') === '1',
      responseCode: tag(action, 'response_code'),
      responseText: tag(action, 'response_text'),
    })),
  }));
}

export class NmiClient {
  private readonly fetcher: typeof fetch;

  constructor(private readonly options: NmiClientOptions) {
    this.fetcher = options.fetch ?? fetch;
  }

  /** One transaction. Throws GatewayUnavailableError when the outcome is unknown (no answer, or an unreadable one). */
  async transact(request: NmiRequest): Promise<NmiAnswer> {
    const answer = await fetchWithDeadline(
      'nmi',
      this.fetcher,
      this.options.apiUrl,
      {
        method: 'POST',
        headers: request.idempotencyKey ? { ...FORM, 'idempotency-key': request.idempotencyKey } : FORM,
        body: formOf(request, this.options.securityKey).toString(),
      },
      this.options.timeoutMs,
    );
    const parsed = answer.status < 500 ? parseNmiAnswer(answer.text) : null;
    if (!parsed) throw new GatewayUnavailableError('nmi', `HTTP ${answer.status} without a transaction answer`);
    return parsed;
  }

  /** The transactions recorded under our order id (the Query API next to transact.php); [] when there are none. */
  async findByOrderId(orderId: string): Promise<NmiQueryTransaction[]> {
    const form = new URLSearchParams({ security_key: this.options.securityKey, order_id: orderId });
    const answer = await fetchWithDeadline(
      'nmi',
      this.fetcher,
      this.options.apiUrl.replace(/transact\.php$/, 'query.php'),
      { method: 'POST', headers: FORM, body: form.toString() },
      this.options.timeoutMs,
    );
    if (answer.status >= 400 || !answer.text.includes('<nm_response')) {
      throw new GatewayUnavailableError('nmi', `query answered HTTP ${answer.status} without a report`);
    }
    const error = tag(answer.text, 'error_response');
    if (error) throw new GatewayUnavailableError('nmi', `query refused: ${error.slice(0, 200)}`);
    return parseQueryAnswer(answer.text).filter((transaction) => transaction.orderId === orderId);
  }
}
