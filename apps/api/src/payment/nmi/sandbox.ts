import { randomBytes, randomInt, randomUUID } from 'node:crypto';
import type { Cents } from '@shoreline/domain';
import { centsToDecimal, decimalToCents } from '../amount.js';
import { formOf, json, jsonOf, sleep, text, type SandboxHandler, type SandboxRequest, type SandboxResponse } from '../sandbox-http.js';
import { collectJsScript, fieldPage, isFieldName } from './collect-js.js';
import { cardType, digitsOf, isCardNumber, judgeCard, maskCard, normaliseExpiry, type SandboxCard } from './sandbox-cards.js';
import { SandboxWebhookSender } from '../webhooks/sandbox-delivery.js';
import { signNmiWebhook } from '../webhooks/nmi-signature.js';

/** Where NMI webhooks for the shop are delivered (the shop's route). */
export const NMI_WEBHOOK_PATH = '/api/ext/nmi/webhook';

/**
 * NMI sandbox: a local stand-in for NMI's Payment API (transact.php, query.php) and Collect.js
 * hosted fields, so the shop takes card payments in test mode without credentials. Cards live
 * only in this object's memory, behind single-use tokens that expire; the shop gets the token
 * and a masked number, never the card. No money moves. A transaction sent with an
 * `Idempotency-Key` header is done once per key: the key sent again answers the first answer.
 */
const TOKEN_TTL_MS = 15 * 60_000;

interface Transaction {
  transactionId: string;
  type: 'sale' | 'auth' | 'capture' | 'refund';
  orderId: string;
  amountCents: Cents;
  /** How much of a sale or capture was refunded, or of an auth captured. */
  usedCents: Cents;
  success: boolean;
  responseCode: string;
  responseText: string;
  condition: 'pendingsettlement' | 'pending' | 'canceled' | 'failed' | 'complete';
  maskedCard: string;
  createdAt: Date;
}

type Form = URLSearchParams;
type Answer = Record<string, string>;

const answerText = (fields: Answer) => new URLSearchParams(fields).toString();

function error(responseText: string, type: string, orderId: string): Answer {
  return {
    response: '3',
    responsetext: responseText,
    authcode: '',
    transactionid: '',
    avsresponse: '',
    cvvresponse: '',
    orderid: orderId,
    type,
    response_code: '300',
  };
}

export class NmiSandbox {
  readonly securityKey = `sandbox-sk-${randomBytes(16).toString('hex')}`;
  readonly tokenizationKey = `sandbox-tk-${randomBytes(12).toString('hex')}`;
  /** Signs the webhooks this sandbox sends (the merchant's "signing key" in NMI's settings). */
  readonly webhookSigningKey = randomBytes(24).toString('hex');
  readonly webhooks = new SandboxWebhookSender();
  private readonly tokens = new Map<string, { card: SandboxCard; expiresAt: number }>();
  private readonly transactions: Transaction[] = [];
  /** The Idempotency-Key of a call (per merchant) → the answer first given to it, or the one on its way. */
  private readonly answered = new Map<string, Promise<Answer>>();
  private delayNextMs = 0;
  /** How many refunds to come the processor declines (a test's way of making the gateway refuse one). */
  private refundsToDecline = 0;

  constructor(private readonly clock: () => Date = () => new Date()) {}

  readonly handle: SandboxHandler = async (request) => {
    const { method, path } = request;
    if (method === 'GET' && path === '/token/Collect.js') return text(200, collectJsScript(), 'application/javascript; charset=utf-8');
    if (method === 'GET' && path === '/token/inline/field.html') return this.field(request);
    if (method === 'POST' && path === '/token/api/tokenize') return this.tokenize(jsonOf(request));
    if (method === 'POST' && path === '/api/transact.php') return this.transactOnce(request);
    if (method === 'POST' && path === '/api/query.php') return this.query(formOf(request));
    if (method === 'GET' && path === '/sandbox/nmi/transactions') return json(200, this.report());
    if (method === 'POST' && path === '/sandbox/nmi/delay') return this.setDelay(jsonOf(request));
    if (method === 'POST' && path === '/sandbox/nmi/decline-refunds') return this.declineRefunds(jsonOf(request));
    if (method === 'POST' && path === '/sandbox/nmi/console') return this.console(jsonOf(request));
    return null;
  };

  /** The transactions so far, masked (tests count charges with it). */
  report() {
    const sales = this.transactions.filter((t) => t.type === 'sale' || t.type === 'auth');
    return {
      count: this.transactions.length,
      approvedSales: sales.filter((t) => t.success).length,
      transactions: this.transactions.map((t) => ({
        transactionid: t.transactionId,
        type: t.type,
        orderid: t.orderId,
        amount: centsToDecimal(t.amountCents),
        response_code: t.responseCode,
        condition: t.condition,
        card: t.maskedCard,
      })),
    };
  }

  private field(request: SandboxRequest): SandboxResponse {
    const field = request.query.get('field') ?? '';
    if (!isFieldName(field)) return text(404, 'Unknown field');
    const nonce = randomBytes(16).toString('base64');
    return {
      status: 200,
      headers: {
        'content-type': 'text/html; charset=utf-8',
        'cache-control': 'no-store',
        'content-security-policy': `default-src 'none'; script-src 'nonce-${nonce}'; style-src 'unsafe-inline'; connect-src 'self'; base-uri 'none'; form-action 'none'`,
        'referrer-policy': 'no-referrer',
      },
      body: fieldPage(field, nonce),
    };
  }

  private tokenize(body: unknown): SandboxResponse {
    const input = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>;
    const read = (name: string) => (typeof input[name] === 'string' ? input[name] : '');
    if (read('tokenization_key') !== this.tokenizationKey) return json(401, { error: 'Invalid tokenization key' });
    const number = digitsOf(read('ccnumber'));
    if (!isCardNumber(number)) return json(400, { error: 'Card number is invalid', field: 'ccnumber' });
    const exp = normaliseExpiry(read('ccexp'));
    if (!exp) return json(400, { error: 'Invalid expiration date', field: 'ccexp' });
    const cvv = read('cvv').trim();
    if (!/^\d{3,4}$/.test(cvv)) return json(400, { error: 'CVV is not valid', field: 'cvv' });
    this.dropExpiredTokens();
    const token = `${randomBytes(4).toString('hex')}-${randomBytes(3).toString('hex')}-${randomBytes(3).toString('hex')}-${randomBytes(6).toString('hex')}`;
    this.tokens.set(token, { card: { number, exp, cvv }, expiresAt: this.clock().getTime() + TOKEN_TTL_MS });
    return json(200, {
      tokenType: 'inline',
      token,
      card: { number: maskCard(number), bin: number.slice(0, 6), exp, type: cardType(number), hash: '' },
    });
  }

  private dropExpiredTokens(): void {
    const now = this.clock().getTime();
    for (const [token, entry] of this.tokens) if (entry.expiresAt <= now) this.tokens.delete(token);
  }

  private setDelay(body: unknown): SandboxResponse {
    const ms = body && typeof body === 'object' ? (body as { ms?: unknown }).ms : undefined;
    this.delayNextMs = typeof ms === 'number' && ms >= 0 && ms <= 60_000 ? ms : 0;
    return json(200, { delayNextMs: this.delayNextMs });
  }

  private declineRefunds(body: unknown): SandboxResponse {
    const count = body && typeof body === 'object' ? (body as { count?: unknown }).count : undefined;
    this.refundsToDecline = typeof count === 'number' && Number.isSafeInteger(count) && count >= 0 ? count : 1;
    return json(200, { refundsToDecline: this.refundsToDecline });
  }

  /**
   * A call with an Idempotency-Key the merchant sent before (answered, or still on its way) gets that call's answer
   * and does nothing again: a refund sent twice under one key moves the money once.
   */
  private async transactOnce(request: SandboxRequest): Promise<SandboxResponse> {
    const form = formOf(request);
    const key = request.headers['idempotency-key'];
    if (typeof key !== 'string' || key === '') return text(200, answerText(await this.transactLate(form)));
    const scoped = `${form.get('security_key') ?? ''} ${key}`;
    let answer = this.answered.get(scoped);
    if (!answer) {
      answer = this.transactLate(form);
      this.answered.set(scoped, answer);
    }
    return text(200, answerText(await answer));
  }

  /** A gateway that answers late still does the work: the delay comes before the transaction, not instead of it. */
  private async transactLate(form: Form): Promise<Answer> {
    const delay = this.delayNextMs;
    this.delayNextMs = 0;
    if (delay) await sleep(delay);
    const answer = this.transact(form);
    this.notify(answer, 'api');
    return answer;
  }

  /**
   * The merchant's own hands in NMI's control panel: a refund or void made there, not through the
   * shop's API. The shop learns of it only through the webhook.
   */
  private console(body: unknown): SandboxResponse {
    const input = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>;
    const type = input.type === 'refund' || input.type === 'void' ? input.type : null;
    const transactionId = typeof input.transactionid === 'string' ? input.transactionid : '';
    if (!type || !transactionId) return json(400, { error: 'Send type (refund or void) and transactionid' });
    const form = new URLSearchParams({ security_key: this.securityKey, type, transactionid: transactionId });
    if (typeof input.amount === 'string') form.set('amount', input.amount);
    const answer = this.transact(form);
    this.notify(answer, 'virtual_terminal');
    return json(answer.response === '1' ? 200 : 400, answer);
  }

  private notify(answer: Answer, source: string): void {
    const type = answer.type;
    if (!['sale', 'auth', 'capture', 'refund', 'void'].includes(type) || !answer.transactionid) return;
    const transaction = this.transactions.find((t) => t.transactionId === answer.transactionid);
    const event = {
      event_id: randomUUID(),
      event_type: `transaction.${type}.${answer.response === '1' ? 'success' : 'failure'}`,
      event_body: {
        merchant: { id: 'sandbox', name: 'Shoreline sandbox merchant' },
        transaction_id: answer.transactionid,
        transaction_type: 'cc',
        condition: transaction?.condition ?? '',
        order_id: answer.orderid,
        action: {
          amount: transaction && type !== 'void' ? centsToDecimal(transaction.amountCents) : '0.00',
          action_type: type,
          date: this.clock().toISOString().replace(/\D/g, '').slice(0, 14),
          success: answer.response === '1' ? '1' : '0',
          source,
          response_text: answer.responsetext,
          response_code: answer.response_code,
        },
      },
    };
    this.webhooks.send(() => {
      const body = JSON.stringify(event);
      return { path: NMI_WEBHOOK_PATH, headers: { 'webhook-signature': signNmiWebhook(this.webhookSigningKey, body) }, body };
    });
  }

  private transact(form: Form): Answer {
    const type = form.get('type') ?? '';
    const orderId = (form.get('orderid') ?? '').slice(0, 128);
    if (form.get('security_key') !== this.securityKey) return error('Authentication Failed', type, orderId);
    switch (type) {
      case 'sale':
      case 'auth':
        return this.charge(type, form, orderId);
      case 'capture':
        return this.follow(type, form, orderId, ['auth']);
      case 'refund':
        if (this.refundsToDecline > 0) {
          this.refundsToDecline -= 1;
          return { ...error('Refund declined by the processor', type, orderId), response: '2', response_code: '200' };
        }
        return this.follow(type, form, orderId, ['sale', 'capture']);
      case 'void':
        return this.voidTransaction(form, orderId);
      default:
        return error('Invalid transaction type', type, orderId);
    }
  }

  private charge(type: 'sale' | 'auth', form: Form, orderId: string): Answer {
    const amountCents = decimalToCents(form.get('amount') ?? '');
    if (amountCents === null || amountCents <= 0) return error('Invalid amount', type, orderId);
    const token = form.get('payment_token') ?? '';
    const entry = this.tokens.get(token);
    // Single use: the token (and with it the card) is gone whatever the outcome.
    this.tokens.delete(token);
    if (!entry || entry.expiresAt <= this.clock().getTime()) return error('Invalid Payment Token', type, orderId);
    const verdict = judgeCard(entry.card, this.clock());
    const transaction = this.record({
      type,
      orderId,
      amountCents,
      success: verdict.response === '1',
      responseCode: verdict.responseCode,
      responseText: verdict.responseText,
      condition: verdict.response === '1' ? (type === 'sale' ? 'pendingsettlement' : 'pending') : 'failed',
      maskedCard: maskCard(entry.card.number),
    });
    return {
      response: verdict.response,
      responsetext: verdict.responseText,
      authcode: verdict.response === '1' ? String(randomInt(100000, 999999)) : '',
      transactionid: transaction.transactionId,
      avsresponse: 'Y',
      cvvresponse: verdict.cvvResponse,
      orderid: orderId,
      type,
      response_code: verdict.responseCode,
    };
  }

  /** capture (of an auth) and refund (of a sale or capture): at most what is left of the original. */
  private follow(type: 'capture' | 'refund', form: Form, orderId: string, of: Array<Transaction['type']>): Answer {
    const original = this.transactions.find((t) => t.transactionId === form.get('transactionid') && t.success && of.includes(t.type));
    if (!original || original.condition === 'canceled') return error('Transaction not found', type, orderId);
    const left = original.amountCents - original.usedCents;
    const amountCents = form.get('amount') ? decimalToCents(form.get('amount') ?? '') : left;
    if (amountCents === null || amountCents <= 0 || amountCents > left)
      return error(`Amount must be at most ${centsToDecimal(left)}`, type, orderId);
    original.usedCents += amountCents;
    const transaction = this.record({
      type,
      orderId: orderId || original.orderId,
      amountCents,
      success: true,
      responseCode: '100',
      responseText: 'SUCCESS',
      condition: 'pendingsettlement',
      maskedCard: original.maskedCard,
    });
    return {
      response: '1',
      responsetext: 'SUCCESS',
      authcode: '',
      transactionid: transaction.transactionId,
      avsresponse: '',
      cvvresponse: '',
      orderid: transaction.orderId,
      type,
      response_code: '100',
    };
  }

  private voidTransaction(form: Form, orderId: string): Answer {
    const original = this.transactions.find((t) => t.transactionId === form.get('transactionid') && t.success);
    if (!original || (original.condition !== 'pendingsettlement' && original.condition !== 'pending')) {
      return error('Only unsettled transactions can be voided', 'void', orderId);
    }
    original.condition = 'canceled';
    return {
      response: '1',
      responsetext: 'Transaction Void Successful',
      authcode: '',
      transactionid: original.transactionId,
      avsresponse: '',
      cvvresponse: '',
      orderid: original.orderId,
      type: 'void',
      response_code: '100',
    };
  }

  private record(input: Omit<Transaction, 'transactionId' | 'usedCents' | 'createdAt'>): Transaction {
    const transaction: Transaction = {
      ...input,
      transactionId: String(randomInt(1_000_000_000, 9_999_999_999)),
      usedCents: 0,
      createdAt: this.clock(),
    };
    this.transactions.push(transaction);
    return transaction;
  }

  /** The Query API's XML report of the transactions with an order id. */
  private query(form: Form): SandboxResponse {
    if (form.get('security_key') !== this.securityKey) {
      return text(
        200,
        '<?xml version="1.0" encoding="UTF-8"?>\n<nm_response><error_response>Authentication Failed</error_response></nm_response>',
        'text/xml; charset=utf-8',
      );
    }
    const orderId = form.get('order_id') ?? '';
    const rows = this.transactions.filter((t) => orderId !== '' && t.orderId === orderId);
    const xml = rows.map((t) => {
      const action = `<action><amount>${centsToDecimal(t.amountCents)}</amount><action_type>${t.type}</action_type><date>${t.createdAt.toISOString().replace(/\D/g, '').slice(0, 14)}</date><success>${t.success ? 1 : 0}</success><response_text>${t.responseText}</response_text><response_code>${t.responseCode}</response_code></action>`;
      return `<transaction><transaction_id>${t.transactionId}</transaction_id><order_id>${escapeXml(t.orderId)}</order_id><condition>${t.condition}</condition><cc_number>${t.maskedCard}</cc_number>${action}</transaction>`;
    });
    return text(200, `<?xml version="1.0" encoding="UTF-8"?>\n<nm_response>${xml.join('')}</nm_response>`, 'text/xml; charset=utf-8');
  }
}

const escapeXml = (value: string) => value.replace(/[<>&]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;' })[c] ?? c);
