import type { PayOrderAnswerWire, PayOrderInput, PayOrderWire, PaymentDueWire } from '@shoreline/domain/wire/order';
import { REASON } from '@shoreline/domain/error-reasons';
import { fromCents, formatCents } from '@shoreline/domain/money';
import type { Kysely } from 'kysely';
import type { ApiContext } from '../../context.js';
import type { StoreCatalog } from '../../catalog/index.js';
import type { Database } from '../../db/index.js';
import { Conflict, DomainError, Forbidden, Gone, InvalidInput } from '../../errors.js';
import { rowId } from '../../http/index.js';
import { publicUrlOf, storePagesUrlOf } from '../../config.js';
import { availablePaymentMethods, paymentMethodToWire } from '../../payment-methods/index.js';
import {
  GATEWAY_WORDS,
  type AwaitingOrderTarget,
  type ChargeInput,
  type ChargeOutcome,
  type PayLinkFields,
  type PaymentCheckouts,
  type PaymentService,
} from '../../payment/index.js';
import { inLanguage, momentIn, renderMail, viewMailBrand, type MailBrand, type MailLanguage } from '../../mail/index.js';
import { pricedOrderOfOrder } from '../priced-order-of-row.js';
import { paymentName, pricedOrderIn, waysToPay, type ShopperView } from '../../method-names/index.js';
import { releaseOrder } from '../release.js';
import { isPayLink, payLinkOf, payUntilOf, receiptLinkOf } from '../receipt-link.js';
import { findOrder } from '../queries.js';
import { findOrderItems, recordStatusChange, type OrderRow } from '../storage.js';
import { runSteps, type Step } from '../steps.js';
import { balanceChargeOf, owesBalance, payBalance, type BalancePaying } from '../order-changes/pay-balance.js';

/**
 * Orders placed offline with a gateway method (the shop's promise: an order placed offline is sent once the browser is online again): the checkout
 * cannot take a payment without a connection, so the order is priced and stored when it is sent, holding its stock,
 * and waits in awaiting_payment. The shopper pays it through its signed pay link (the thank-you page's form, the
 * e-mail's pay page); a payment moves it to processing. Unpaid when its short hold ends (AWAITING_PAYMENT_HOLD_MINUTES),
 * or its payment declined, it is canceled and everything it took goes back (release.ts). What it may hold, and who
 * may send one, is in unpaid-limits.ts (ADR 0011). No card data is kept: the card pays by the hosted fields' token.
 */
export const AWAITING = 'awaiting_payment';
export const PAY_LINK_NOT_VALID = 'This payment link is not valid or has expired. The order confirmation e-mail lists your order.';
export const PAYMENT_CLOSED_PAID = 'This order is already paid.';
export const PAYMENT_DECLINED_RELEASED = 'The order was canceled and its items released: please place it again and pay at once.';
export const PAYMENT_CLOSED_CANCELED = 'This order was canceled: it was not paid in time. Its items are no longer held for you.';

const closedMessage = (order: OrderRow) => (order.status === 'canceled' ? PAYMENT_CLOSED_CANCELED : PAYMENT_CLOSED_PAID);

/** The payment_due part of an order's answer while it awaits its payment (only to the cart that placed it). */
export function paymentDueOf(order: OrderRow, secret: string, holdMinutes: number): PaymentDueWire | undefined {
  if (order.status !== AWAITING) return undefined;
  return {
    grand_total: fromCents(order.grand_total_cents),
    currency_code: order.currency_code,
    pay_until: payUntilOf(order, holdMinutes).toISOString(),
    link: payLinkOf(secret, order, holdMinutes),
  };
}

export function payPagePath(link: { order: number; expires: number; sig: string }): string {
  const query = new URLSearchParams({ order: String(link.order), expires: String(link.expires), sig: link.sig });
  return `/checkout/pay?${query.toString()}`;
}

interface PaymentDueTexts {
  subject(store: string, order: string): string;
  hello: string;
  held(order: string): string;
  total(amount: string): string;
  /** `ways`: the gateway methods, as the payment registry names them (method-names/ways-to-pay.ts). */
  payBefore(when: string, ways: string): string;
  button: string;
  released: string;
}

const PAYMENT_DUE_TEXTS: Record<MailLanguage, PaymentDueTexts> = {
  en: {
    subject: (store, order) => `${store}: your order ${order} is waiting for its payment`,
    hello: 'Hello,',
    held: (order) => `you placed order ${order} while offline. It is priced and its items are held for you, but it is not paid yet.`,
    total: (amount) => `Total: ${amount}`,
    payBefore: (when, ways) => `Pay it (${ways}) before ${when}.`,
    button: 'Pay for your order',
    released: 'If it is not paid by then, the order is canceled and its items are released.',
  },
  de: {
    subject: (store, order) => `${store}: Ihre Bestellung ${order} wartet auf Ihre Zahlung`,
    hello: 'Guten Tag,',
    held: (order) =>
      `Sie haben die Bestellung ${order} offline aufgegeben. Sie ist berechnet und ihre Artikel sind für Sie reserviert, aber noch nicht bezahlt.`,
    total: (amount) => `Gesamtsumme: ${amount}`,
    payBefore: (when, ways) => `Bitte bezahlen Sie sie (${ways}) vor ${when}.`,
    button: 'Bestellung bezahlen',
    released: 'Ist sie bis dahin nicht bezahlt, wird die Bestellung storniert und ihre Artikel werden freigegeben.',
  },
  it: {
    subject: (store, order) => `${store}: il tuo ordine ${order} è in attesa del pagamento`,
    hello: 'Buongiorno,',
    held: (order) =>
      `hai effettuato l'ordine ${order} offline. Il prezzo è calcolato e gli articoli sono riservati per te, ma non è ancora pagato.`,
    total: (amount) => `Totale: ${amount}`,
    payBefore: (when, ways) => `Pagalo (${ways}) entro ${when}.`,
    button: 'Paga il tuo ordine',
    released: "Se non viene pagato entro quel momento, l'ordine viene annullato e gli articoli tornano disponibili.",
  },
};

/** The e-mail that asks for the payment: the amount, until when the order is held (the shop's time), the pay page's button. */
export function paymentDueMail(input: {
  incrementId: string;
  brand: MailBrand;
  payUrl: string;
  payUntil: Date;
  timeZone: string;
  total: string;
}) {
  const texts = inLanguage(input.brand.locale, PAYMENT_DUE_TEXTS);
  const held = texts.held(input.incrementId);
  return renderMail(
    {
      subject: texts.subject(input.brand.storeName, input.incrementId),
      preview: held,
      greeting: texts.hello,
      blocks: [
        { kind: 'paragraph', lines: [held, texts.total(input.total)] },
        {
          kind: 'paragraph',
          lines: [
            texts.payBefore(momentIn(input.payUntil, input.brand.locale, input.timeZone), waysToPay(GATEWAY_WORDS, input.brand.locale)),
          ],
        },
        { kind: 'action', label: texts.button, url: input.payUrl },
        { kind: 'paragraph', lines: [texts.released] },
      ],
      closing: [input.brand.storeName],
    },
    input.brand,
  );
}

/** Mails the pay link of an order just stored awaiting its payment; a failed mail is logged (the thank-you page offers the payment too). */
export async function mailPaymentDue(context: ApiContext, store: StoreCatalog, order: OrderRow): Promise<void> {
  if (order.status !== AWAITING) return;
  const holdMinutes = context.config.awaitingPaymentHoldMinutes;
  try {
    const link = payLinkOf(context.secret, order, holdMinutes);
    const mail = paymentDueMail({
      incrementId: order.increment_id,
      brand: viewMailBrand(context.config, store.store),
      payUrl: `${storePagesUrlOf(context.config, store.store)}${payPagePath(link)}`,
      payUntil: payUntilOf(order, holdMinutes),
      timeZone: context.config.shipping.calendar.timeZone,
      total: formatCents(order.grand_total_cents, store.store.priceFormat),
    });
    await context.mailer.send({ from: context.config.mailFrom, to: order.customer_email, ...mail });
  } catch (error) {
    context.log.error({ err: error, order: order.increment_id }, 'payment-due e-mail failed');
  }
}

/** What the pay page's steps share. */
interface Paying {
  readonly order: OrderRow;
  readonly charge: ChargeInput;
  /** The method's title the order is stored with. */
  readonly title: string;
  readonly additional: unknown;
  outcome?: ChargeOutcome;
  paid?: OrderRow | undefined;
  /** The order as it was once it no longer awaited this payment (its hold ended meanwhile, staff took a payment). */
  movedOn?: OrderRow | undefined;
  /** The decline canceled the order and gave back everything it held. */
  released: boolean;
  /** This call gave the payment to the order (not a retry of a payment that already had). */
  committed: boolean;
}

/** The order left awaiting_payment while its payment was being taken. */
class NoLongerAwaiting extends Error {}

const isDecline = (error: unknown): error is DomainError => error instanceof DomainError && error.kind === 'payment-declined';

/** What a paid order sets off (order/placement/after-commit.ts's PaidOrderEffects, which mails what this file writes). */
export interface PaidOrderEffects {
  storeOf(order: OrderRow): StoreCatalog | undefined;
  committed(committed: { moment: 'paid-later'; order: OrderRow; store: StoreCatalog | undefined }): void;
}

export class AwaitingPayments {
  private readonly checkouts: PaymentCheckouts;
  private readonly payments: PaymentService;

  /** What a paid order sets off (its confirmation, its gift cards and downloads), run once its payment committed. */
  private readonly effects: PaidOrderEffects;

  constructor(
    private readonly context: ApiContext,
    services: { checkouts: PaymentCheckouts; payments: PaymentService; effects: PaidOrderEffects },
  ) {
    this.effects = services.effects;
    this.checkouts = services.checkouts;
    this.payments = services.payments;
  }

  private get holdMinutes(): number {
    return this.context.config.awaitingPaymentHoldMinutes;
  }

  private async orderOfLink(link: { order: string; expires: string; sig: string }): Promise<OrderRow> {
    const id = rowId(link.order);
    if (id === null || !isPayLink(this.context.secret, id, link.expires, link.sig)) throw new Forbidden(PAY_LINK_NOT_VALID);
    const order = await findOrder(this.context.db, id);
    if (!order) throw new Forbidden(PAY_LINK_NOT_VALID);
    return order;
  }

  /**
   * The gateways this order may be paid with now (those the checkout offers that take a payment later, ADR 0011), for
   * its first payment or the balance a customer's change left due; a provider with its own flow (PayPal) starts its
   * payment for either through payableWith.
   */
  private methodsFor(order: OrderRow) {
    const balance = owesBalance(order);
    if (order.status !== AWAITING && !balance) return [];
    return availablePaymentMethods({
      grandTotalCents: balance ? order.balance_due_cents : order.grand_total_cents,
      isVirtual: false,
      storeCode: order.store_code,
      offlineSetting: [],
      gateways: this.context.payments.offered,
    }).filter((method) => this.context.payments.byCode(method.code)?.payableLater === true);
  }

  /** GET /api/order/pay: what the pay page shows. */
  async read(link: { order: string; expires: string; sig: string }, view: ShopperView): Promise<PayOrderWire> {
    const order = await this.orderOfLink(link);
    const priced = pricedOrderOfOrder(order, await findOrderItems(this.context.db, order.id));
    return {
      increment_id: order.increment_id,
      customer_email: order.customer_email,
      status: order.status,
      grand_total: fromCents(order.grand_total_cents),
      currency_code: order.currency_code,
      pay_until: payUntilOf(order, this.holdMinutes).toISOString(),
      balance_due: owesBalance(order) ? fromCents(order.balance_due_cents) : 0,
      priced_order: pricedOrderIn(priced, view),
      methods: this.methodsFor(order).map((method, index) => {
        const wire = paymentMethodToWire(method, index);
        return { ...wire, title: paymentName(wire.title, view.locale) };
      }),
      receipt: this.receiptOf(order),
    };
  }

  /** The thank-you page's link, for a day from the order's last move (its payment), not from its placing. */
  private receiptOf(order: OrderRow) {
    return receiptLinkOf(this.context.secret, { id: order.id, created_at: order.updated_at || order.created_at });
  }

  /**
   * POST /api/order/pay: charges the order's grand total as the server priced it (never an amount the browser sends),
   * then, in one transaction, gives the payment to the order and moves it to processing. An order canceled meanwhile
   * (its hold ended) does not take the payment: the money goes back and the shopper is told.
   */
  async pay(input: PayOrderInput): Promise<PayOrderAnswerWire> {
    const order = await this.orderOfLink(input);
    const answer = (row: OrderRow): PayOrderAnswerWire => ({
      increment_id: row.increment_id,
      status: row.status,
      receipt: this.receiptOf(row),
    });
    if (owesBalance(order)) {
      const method = this.methodsFor(order).find((candidate) => candidate.code === input.payment_method_code);
      if (!method) throw new InvalidInput('The payment method is not available for this order.');
      await payBalance(this.balancePaying(input.payment_method_additional), order, method.code);
      return answer((await findOrder(this.context.db, order.id)) ?? order);
    }
    if (order.status !== AWAITING) {
      if (order.status === 'canceled') throw new Gone(closedMessage(order), { reason: REASON.orderPaymentClosed });
      return answer(order);
    }
    const method = this.methodsFor(order).find((candidate) => candidate.code === input.payment_method_code);
    if (!method) throw new InvalidInput('The payment method is not available for this order.');
    const charge: ChargeInput = {
      cartId: order.cart_id,
      storeCode: order.store_code,
      method: method.code,
      amountCents: order.grand_total_cents,
      currency: order.currency_code,
    };
    const paying: Paying = {
      order,
      charge,
      title: method.title,
      additional: input.payment_method_additional,
      released: false,
      committed: false,
    };
    try {
      await runSteps(this.payingSteps, paying, (step, error) =>
        this.context.log.error({ err: error, order: order.increment_id, step }, `paying an order: undoing ${step} failed`),
      );
    } catch (error) {
      if (error instanceof NoLongerAwaiting) {
        if (paying.movedOn && paying.movedOn.status !== 'canceled') return answer(paying.movedOn);
        throw new Gone(PAYMENT_CLOSED_CANCELED, { reason: REASON.orderPaymentClosed });
      }
      if (isDecline(error) && paying.released)
        throw new DomainError('payment-declined', `${error.message} ${PAYMENT_DECLINED_RELEASED}`, { reason: error.reason });
      throw error;
    }
    const paid = paying.paid ?? order;
    if (paying.committed) this.effects.committed({ moment: 'paid-later', order: paid, store: this.effects.storeOf(paid) });
    return answer(paid);
  }

  /**
   * Paying an order that holds its stock, slot, coupon, credit and gift cards since it was placed (ADR 0015): the hold
   * is undone by a decline, the charge by an order that no longer awaits it, and the payment is taken in one
   * transaction.
   */
  private readonly payingSteps: readonly Step<Paying>[] = [
    {
      name: 'hold',
      run: async () => undefined,
      // A declined payment ends the hold (ADR 0011): the order is canceled and gives back all it took, and the shopper
      // is told to order again. Holding on after a decline would let a client without money keep what is scarce.
      compensate: async (paying, failure) => {
        if (!isDecline(failure)) return;
        const stamp = new Date().toISOString();
        paying.released = await this.context.dialect.writeTransaction(this.context.db, (trx) =>
          releaseUnpaid(trx, paying.order.id, 'payment declined on the pay page: canceled, everything released', stamp),
        );
        if (paying.released) void this.context.readModel.refreshIfChanged().catch(() => undefined);
      },
    },
    {
      name: 'charge',
      run: async (paying) => {
        paying.outcome = await this.charge(paying.charge, paying.additional);
      },
      compensate: async ({ outcome, order }, failure) => {
        if (!(failure instanceof NoLongerAwaiting) || !outcome || 'orderId' in outcome) return;
        await this.payments.reverseUnplaced(outcome.paymentId, `order ${order.increment_id} no longer awaits payment`, (message) =>
          this.context.log.error(message),
        );
      },
    },
    {
      name: 'take payment',
      run: async (paying) => {
        const outcome = paying.outcome;
        if (!outcome) throw new Error('the charge step has not run');
        // A retry of a payment that already went through: the order it paid.
        if ('orderId' in outcome) {
          paying.paid = await findOrder(this.context.db, outcome.orderId);
          return;
        }
        const stamp = new Date().toISOString();
        const paid = await this.context.dialect.writeTransaction(this.context.db, (trx) =>
          takePayment(trx, paying.order.id, { paymentId: outcome.paymentId, title: paying.title }, stamp),
        );
        if (!paid) {
          paying.movedOn = await findOrder(this.context.db, paying.order.id);
          throw new NoLongerAwaiting();
        }
        paying.paid = paid;
        paying.committed = true;
      },
    },
  ];

  /** What paying the balance a customer's change left due works with (order-changes/pay-balance.ts). */
  private balancePaying(additional: unknown): BalancePaying {
    return {
      db: this.context.db,
      charge: (input) => this.charge(input, additional),
      transaction: (run) => this.context.dialect.writeTransaction(this.context.db, run),
      payments: this.payments,
      log: (message) => this.context.log.error(message),
    };
  }

  private async charge(input: ChargeInput, additional: unknown): Promise<ChargeOutcome> {
    return this.checkouts.charge(input, additional);
  }

  /**
   * What a provider that starts the payment on its own page (a wallet's approval) is to take: an order awaiting its
   * payment (its grand total under its cart), or the balance a customer's change left due (the balance's own charge,
   * balanceChargeOf: its own cart key and amount, so the wallet's order pays that balance only); and the pay page at
   * its store's own address, where the gateway sends the shopper back.
   */
  async payableWith(link: PayLinkFields, code: string): Promise<AwaitingOrderTarget> {
    const order = await this.orderOfLink(link);
    const store = this.context.readModel.current().byStore.get(order.store_code);
    const pages = store ? storePagesUrlOf(this.context.config, store.store) : publicUrlOf(this.context.config, order.store_code);
    const balance = owesBalance(order);
    if (order.status !== AWAITING && !balance) throw new Gone(closedMessage(order), { reason: REASON.orderPaymentClosed });
    const method = this.methodsFor(order).find((offered) => offered.code === code);
    if (!method) throw new InvalidInput(`${this.context.payments.byCode(code)?.method.title ?? code} is not available for this order.`);
    const charge = balance
      ? await balanceChargeOf(this.context.db, order, method.code)
      : { cartId: order.cart_id, amountCents: order.grand_total_cents };
    return {
      cartId: charge.cartId,
      storeCode: order.store_code,
      amountCents: charge.amountCents,
      currency: order.currency_code,
      brandName: store?.store.name ?? 'Shoreline',
      locale: store?.store.i18n.defaultLocale ?? 'en-US',
      payPage: `${pages}${payPagePath({ order: order.id, expires: Number(link.expires), sig: link.sig })}`,
    };
  }

  /** One round of the release loop: cancels every order whose hold ran out unpaid; answers how many. */
  async releaseExpired(now = Date.now()): Promise<number> {
    const cutoff = new Date(now - this.holdMinutes * 60_000).toISOString();
    const due = await this.context.db
      .selectFrom('orders')
      .select('id')
      .where('status', '=', AWAITING)
      .where('created_at', '<', cutoff)
      .orderBy('id')
      .limit(100)
      .execute();
    let released = 0;
    for (const { id } of due) {
      const stamp = new Date().toISOString();
      const done = await this.context.dialect.writeTransaction(this.context.db, (trx) =>
        releaseUnpaid(trx, id, 'not paid in time: canceled, everything released', stamp),
      );
      if (done) released++;
    }
    if (released > 0) void this.context.readModel.refreshIfChanged().catch(() => undefined);
    return released;
  }
}

/** Moves an order out of awaiting_payment (only from there: two hands never move it twice); true when this call moved it. */
async function leaveAwaiting(
  trx: Kysely<Database>,
  orderId: number,
  to: string,
  changes: { payment_state?: string },
  note: string,
  stamp: string,
) {
  const moved = await trx
    .updateTable('orders')
    .set({ status: to, updated_at: stamp, ...changes })
    .where('id', '=', orderId)
    .where('status', '=', AWAITING)
    .executeTakeFirst();
  if (Number(moved.numUpdatedRows) !== 1) return false;
  await recordStatusChange(trx, { orderId, from: AWAITING, to, note, staffId: null, stamp });
  return true;
}

/** Gives the gateway's payment to the order and starts it; null (nothing changed) when the order no longer awaits it. */
async function takePayment(
  trx: Kysely<Database>,
  orderId: number,
  { paymentId, title }: { paymentId: number; title: string },
  stamp: string,
): Promise<OrderRow | null> {
  const payment = await trx.selectFrom('payments').select(['state', 'method']).where('id', '=', paymentId).executeTakeFirst();
  if (!payment) return null;
  // A capture the gateway still holds (pending) waits in pending_payment, as at the checkout.
  const to = payment.state === 'captured' || payment.state === 'authorized' ? 'processing' : 'pending_payment';
  if (!(await leaveAwaiting(trx, orderId, to, { payment_state: payment.state }, `paid later, payment ${payment.state}`, stamp)))
    return null;
  const claimed = await trx
    .updateTable('payments')
    .set({ order_id: orderId, updated_at: stamp })
    .where('id', '=', paymentId)
    .where('order_id', 'is', null)
    .executeTakeFirst();
  if (Number(claimed.numUpdatedRows) !== 1) throw new Conflict('The payment was taken by another order. Please pay again.');
  await trx.updateTable('orders').set({ payment_method_code: payment.method, payment_title: title }).where('id', '=', orderId).execute();
  return (await trx.selectFrom('orders').selectAll().where('id', '=', orderId).executeTakeFirst()) ?? null;
}

/** Cancels an unpaid order (its hold ended, its payment was declined) and gives back everything it took (release.ts). */
async function releaseUnpaid(trx: Kysely<Database>, orderId: number, note: string, stamp: string): Promise<boolean> {
  if (!(await leaveAwaiting(trx, orderId, 'canceled', {}, note, stamp))) return false;
  const order = await trx.selectFrom('orders').selectAll().where('id', '=', orderId).executeTakeFirstOrThrow();
  await releaseOrder(trx, order, await findOrderItems(trx, orderId), stamp, null);
  return true;
}
