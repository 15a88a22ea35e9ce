import type { z } from 'zod';
import type { Kysely } from 'kysely';
import type { refundForm, refundPreviewForm } from '@shoreline/domain/forms/admin';
import type { RefundParts, RefundPreview } from '@shoreline/domain/wire/admin-orders';
import { unitsCents, type LineLeft } from '@shoreline/domain/pricing/give-back';
import { REASON } from '@shoreline/domain/error-reasons';
import type { ApiContext } from '../../context.js';
import type { Database, RefundMail } from '../../db/index.js';
import { Conflict, InvalidInput, NotFound, Unavailable } from '../../errors.js';
import type { PaymentRow } from '../../payment/index.js';
import { audit, type StaffPrincipal } from '../../audit/index.js';
import { appendCredit } from '../../store-credit/index.js';
import {
  joinTakeBacks,
  NOTHING_TAKEN,
  reinstateGiftCards,
  spentCardsOf,
  takeBackGiftCards,
  type TakeBack,
} from '../../gift-cards/index.js';
import { giveBackLedger, leftToGiveBack, recordGiveBack, recordOrderGiveBack, type LeftToGiveBack } from '../../give-back/index.js';
import { findItems, findOrder, findOrderPayment, refundableCents } from '../queries.js';
import { paymentsTaken, refundParts, RefundStoppedPartWay } from './order-payments.js';
import { keepWhatWentBack } from './refund-part-way.js';
import { planRefund, refusedByGateway, settlePaymentState, unanswered, type LateOutcome, type RefundSends } from './refund-sends.js';
import { keepTakeBack } from './refund-gift-cards.js';
import { claimRefundMail, releaseRefundMail } from './refund-mail-claim.js';
import { holdOrder, type OrderItemRow, type OrderRow } from '../storage.js';
import { paymentProblem } from './payment-problem.js';
import { refundMail } from './refund-mail.js';
import { orderMailStore } from '../mails/mail-links.js';
import { refundTexts } from '../mails/mail-texts.js';
import { refundPartsOf } from './refund-parts.js';

/** What a refund or cancel set aside to give back, before the gateway is asked. */
export interface RefundClaim {
  refundId: number;
  amount: number;
}

/** A refund that would give nothing back because the gift cards it covers were spent. */
const spentGiftCards = (taken: TakeBack) =>
  `Gift card ${spentCardsOf(taken).join(', ')} has been spent already, so there is nothing to give back for it: ` +
  'a gift card is refunded only as far as it is unspent (it is disabled either way).';

/** What a staff refund answers when its gateway did not: the refund stays, and the sweep sends it under the same key. */
const UNCONFIRMED =
  'The payment service did not answer. The refund is recorded and is sent again under the same key until the gateway confirms it ' +
  '(the order history shows it waiting): do not refund it again.';

/**
 * What a claim's or a box's refund answers when its gateway has not confirmed it (no answer, or an error after its row
 * was stored): the decision stands, and the customer is mailed once the gateway confirms it.
 */
export const REFUND_WAITING =
  'The refund is recorded but its payment service has not confirmed it yet: it is sent again under the same key until the gateway ' +
  'confirms it (the order history shows it waiting), and the customer is mailed then. Do not refund it again.';

/** What the customer is told a refund was for, and where it went. */
type RefundSaid = { reason: string | null; to: 'original' | 'store_credit' };

/** Who gives money back: a member of staff, or (id null) the customer's own change of their order. */
export type RefundActor = Pick<StaffPrincipal, 'id'> | { id: null };

/** One refund as its row and its audit entry record it. */
interface RefundRecord {
  orderId: number;
  amount: number;
  shippingCents: number;
  to: 'original' | 'store_credit';
  paymentId: number | null;
  reason: string;
  /** What the order had refunded before this refund. */
  refundedBefore: number;
  /** The mail its confirmation sends the customer (a staff refund's); null: its owner mails. */
  customerMail: RefundMail | null;
}

/** Writes the refund row, which sets the amount aside before any money moves; answers its id. */
async function insertRefund(trx: Kysely<Database>, refund: RefundRecord, staff: RefundActor, stamp: string): Promise<number> {
  const row = await trx
    .insertInto('order_refunds')
    .values({
      order_id: refund.orderId,
      amount_cents: refund.amount,
      shipping_cents: refund.shippingCents,
      destination: refund.to,
      payment_id: refund.paymentId,
      reason: refund.reason,
      staff_id: staff.id,
      created_at: stamp,
      customer_mail: refund.customerMail,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Audits a refund: the order's refunded total before and after, and `more` that the refund did besides. */
async function auditRefund(
  trx: Kysely<Database>,
  refund: RefundRecord,
  refundId: number,
  staff: RefundActor,
  more: Record<string, unknown> = {},
): Promise<void> {
  await audit(trx, {
    staffId: staff.id,
    action: 'order.refund',
    entityType: 'order',
    entityId: refund.orderId,
    before: { refunded_cents: refund.refundedBefore },
    after: {
      refunded_cents: refund.refundedBefore + refund.amount,
      refund_id: refundId,
      amount_cents: refund.amount,
      to: refund.to,
      ...more,
    },
  });
}

/** A guest has no account to hold store credit. */
function refuseGuestCredit(order: OrderRow, to: 'original' | 'store_credit'): void {
  if (to === 'store_credit' && order.customer_id === null)
    throw new InvalidInput('A guest order cannot be refunded to store credit: refund it to the original payment.');
}

/** Ends a refund preview's transaction (rolling it back) with the preview it computed. */
class PreviewReady extends Error {
  constructor(readonly preview: RefundPreview) {
    super('refund preview');
  }
}

/**
 * Refunds of the back office: chosen units (and/or the shipping), an amount or the whole order, to the payment or to
 * store credit, each previewed first; and amounts a freshness claim's approval gives back. Every refund sets its row
 * and its ledger rows aside in a transaction that holds the order row before any money moves.
 */
export class OrderRefunds {
  constructor(
    private readonly context: ApiContext,
    private readonly sends: RefundSends,
  ) {
    sends.onLateOutcome((refundId, outcome) => this.mailConfirmedLate(refundId, outcome));
    sends.onMailOwed('refund', (refundId) => this.mailConfirmedLate(refundId, 'sent'));
    sends.onMailOwed('cancel', (refundId) => this.mailConfirmedLate(refundId, 'sent'));
  }

  private get db() {
    return this.context.db;
  }

  private async load(id: number): Promise<OrderRow> {
    const order = await findOrder(this.db, id);
    if (!order) throw new NotFound('Order not found.');
    return order;
  }

  /**
   * Refunds chosen units (and/or the shipping), an amount, or the whole order to the payment or to store credit. The
   * refund row is written first, in a transaction that holds the order row, so two refunds at once can never give back
   * more than was paid; should the gateway then refuse, the row is taken back, and should it not answer, the row waits
   * for the sweep (503). The customer is mailed what came back once it did.
   */
  async refund(id: number, input: z.output<typeof refundForm>, staff: StaffPrincipal): Promise<void> {
    const order = await this.load(id);
    refuseGuestCredit(order, input.to);
    const payment = await findOrderPayment(this.db, id);
    const claim = await this.context.dialect.writeTransaction(this.db, async (trx) => {
      const set = await this.setAsideRefund(trx, order, input, payment, staff);
      if (input.confirmedCents !== undefined && input.confirmedCents !== set.amount)
        throw new Conflict(`The refund now comes to ${set.amount} cents, not the ${input.confirmedCents} confirmed: review it again.`, {
          reason: REASON.refundAmountChanged,
        });
      if (input.to === 'original') await planRefund(trx, { id: set.refundId, orderId: id, amountCents: set.amount, stamp: set.stamp });
      return set;
    });
    if (input.to === 'original' && !(await this.refundAtGateways(order, claim, staff))) throw new Unavailable(UNCONFIRMED);
    void this.sendRefundMail(order, claim, input);
  }

  /**
   * A staff refund the sweep got confirmed (its request did not hear the gateway), or whose mail's send failed: the
   * customer gets its mail now. So does a customer's cancel whose mail said its refund was under way (no reason:
   * the cancel's is the shop's own note, and its mail already said why).
   */
  private async mailConfirmedLate(refundId: number, outcome: LateOutcome): Promise<void> {
    if (outcome !== 'sent') return;
    const refund = await this.db
      .selectFrom('order_refunds')
      .select(['order_id', 'amount_cents', 'reason', 'destination', 'customer_mail'])
      .where('id', '=', refundId)
      .executeTakeFirst();
    if (refund?.customer_mail !== 'refund' && refund?.customer_mail !== 'cancel') return;
    const order = await findOrder(this.db, refund.order_id);
    if (!order) return;
    const to = refund.destination === 'store_credit' ? 'store_credit' : 'original';
    const reason = refund.customer_mail === 'cancel' ? null : refund.reason;
    await this.sendRefundMail(order, { refundId, amount: refund.amount_cents }, { reason, to });
  }

  /**
   * What a refund would give back, part by part: the refund's own steps run in a transaction that is then rolled
   * back, so the preview is the ledger's and pricing's own answer; nothing is written, charged or mailed.
   */
  async preview(id: number, input: z.output<typeof refundPreviewForm>, staff: StaffPrincipal): Promise<RefundPreview> {
    const order = await this.load(id);
    refuseGuestCredit(order, input.to);
    const payment = await findOrderPayment(this.db, id);
    try {
      await this.context.dialect.writeTransaction(this.db, async (trx) => {
        const { left } = await refundableCents(trx, id);
        const set = await this.setAsideRefund(trx, order, { ...input, reason: 'preview' }, payment, staff);
        throw new PreviewReady({ ...(await this.partsOf(trx, id, set)), to: input.to, refundable_cents: Math.max(0, left) });
      });
    } catch (error) {
      if (error instanceof PreviewReady) return error.preview;
      throw error;
    }
    throw new Error('A refund preview ended without an answer');
  }

  /** What a refund set aside, from the ledger rows it wrote. */
  private async partsOf(db: Kysely<Database>, orderId: number, set: RefundClaim): Promise<RefundParts> {
    const [items, ledger] = await Promise.all([findItems(db, orderId), giveBackLedger(db, orderId)]);
    return refundPartsOf({ id: set.refundId, amount_cents: set.amount }, ledger, items);
  }

  /** Sets a refund aside in `trx`: its row, its lines, its ledger rows, store credit, the gift cards it takes back. */
  private async setAsideRefund(
    trx: Kysely<Database>,
    order: OrderRow,
    input: z.output<typeof refundPreviewForm> & { reason: string },
    payment: PaymentRow | undefined,
    staff: StaffPrincipal,
  ): Promise<RefundClaim & { giftCards: TakeBack; stamp: string }> {
    const id = order.id;
    const stamp = new Date().toISOString();
    await holdOrder(trx, id, stamp);
    const [items, ledger, { left, refunded }] = await Promise.all([findItems(trx, id), leftToGiveBack(trx, id), refundableCents(trx, id)]);
    if (left <= 0) throw new Conflict('Nothing is left to refund on this order.', { reason: REASON.refundNothingLeft });
    const chosen = (input.lines ?? []).filter((line) => line.qty > 0);
    const byUnits = input.whole !== true && input.amountCents === undefined;
    const lines = chosen.length ? this.refundLines(items, ledger, chosen) : [];
    const shippingCents = input.shipping && refunded.shipping === 0 ? order.shipping_cents : 0;
    if (input.shipping && refunded.shipping > 0) throw new Conflict('The shipping was refunded already.');
    const giftCards =
      input.amountCents !== undefined ? NOTHING_TAKEN : await this.takeBackRefundedCards(trx, id, byUnits ? lines : null, stamp);
    const amount = byUnits
      ? lines.reduce((sum, line) => sum + line.amount, 0) + shippingCents
      : (input.amountCents ?? left - giftCards.spentCents);
    if (amount <= 0 && giftCards.spentCents > 0) throw new Conflict(spentGiftCards(giftCards));
    if (amount <= 0) throw new InvalidInput('The refund is empty.');
    if (amount > left)
      throw new Conflict(`A refund cannot exceed what was paid minus what was given back (${left} cents left).`, {
        reason: REASON.refundNothingLeft,
      });
    const record: RefundRecord = {
      orderId: id,
      amount,
      shippingCents: byUnits ? shippingCents : 0,
      to: input.to,
      paymentId: input.to === 'original' ? (payment?.id ?? null) : null,
      reason: input.reason,
      refundedBefore: refunded.total,
      customerMail: 'refund',
    };
    const refundId = await insertRefund(trx, record, staff, stamp);
    await keepTakeBack(trx, refundId, giftCards);
    if (lines.length)
      await trx
        .insertInto('order_refund_lines')
        .values(lines.map((line) => ({ refund_id: refundId, order_item_id: line.item.id, qty: line.qty, amount_cents: line.amount })))
        .execute();
    const origin = { orderId: id, destination: input.to, refundId, staffId: staff.id, note: input.reason, stamp };
    if (byUnits)
      await recordGiveBack(
        trx,
        { ...origin, source: 'line_refund' },
        { lines: lines.map((line) => ({ itemId: line.item.id, qty: line.qty, cents: line.amount })), shippingCents },
      );
    else await recordOrderGiveBack(trx, { ...origin, source: 'order_refund' }, amount);
    const credit = input.to === 'store_credit' ? await this.addStoreCredit(trx, order, amount, input.reason, staff, stamp) : null;
    await auditRefund(trx, record, refundId, staff, {
      lines: lines.map((line) => ({ orderItemId: line.item.id, qty: line.qty, amount_cents: line.amount })),
      ...(credit ? { store_credit_balance_cents: credit } : {}),
      ...(giftCards.cards.length
        ? { gift_cards_taken_back: giftCards.cards.map((card) => ({ id: card.cardId, unspent_cents: card.unspentCents })) }
        : {}),
    });
    return { refundId, amount, giftCards, stamp };
  }

  /**
   * The customer's refund mail (order/money/refund-mail.ts), read from what the refund gave back, once (claimed first: the
   * request and the sweep may both see the refund confirmed); a failure is logged, never undoes the refund.
   */
  private async sendRefundMail(order: OrderRow, claim: RefundClaim, said: RefundSaid): Promise<void> {
    const stamp = new Date().toISOString();
    try {
      if (!(await claimRefundMail(this.db, claim.refundId, stamp))) return;
      const parts = await this.partsOf(this.db, order.id, claim);
      const store = await orderMailStore(this.context, order);
      const texts = refundTexts(store.brand.locale);
      const lines = [
        ...parts.lines.map((line) => ({ name: line.name, qty: line.qty, amountCents: line.amount_cents })),
        ...(parts.shipping_cents > 0 ? [{ name: texts.shipping, qty: 0, amountCents: parts.shipping_cents }] : []),
        ...(parts.other_cents > 0 ? [{ name: texts.rest, qty: 0, amountCents: parts.other_cents }] : []),
      ];
      const mail = refundMail(order, store, { amountCents: claim.amount, lines, reason: said.reason, to: said.to });
      await this.context.mailer.send({ from: this.context.config.mailFrom, to: order.customer_email, ...mail });
    } catch (error) {
      this.context.log.error({ err: error, order: order.increment_id }, 'refund e-mail failed');
      await releaseRefundMail(this.db, claim.refundId, stamp).catch(() => undefined);
    }
  }

  /**
   * Gives an amount back to the order's payment through its gateway, not tied to units (a freshness claim's
   * approval: claims/). As refund() does, the refund row is written first in a transaction that holds the order
   * row, so the amount can never exceed what was paid minus what was refunded; `within` runs in that same
   * transaction (the claim's own write), and a gateway refusal takes the row back and answers 502. A gateway that
   * does not answer leaves the refund pending for the sweep (`sent` false): it is under way, not refused. `customerMail`
   * names the owner's mail, which the sweep sends again should its send fail.
   */
  async refundAmount(
    id: number,
    input: { amountCents: number; reason: string; customerMail?: RefundMail },
    staff: RefundActor,
    within?: (trx: Kysely<Database>, refundId: number) => Promise<void>,
  ): Promise<{ refundId: number; paymentState: string | null; sent: boolean }> {
    const order = await this.load(id);
    const payment = (await paymentsTaken(this.db, id)).find((taken) => taken.gateway !== null);
    if (!payment) throw new Conflict('This order was not paid through a payment gateway: give store credit instead.');
    const claim = await this.context.dialect.writeTransaction(this.db, async (trx) => {
      const stamp = new Date().toISOString();
      await holdOrder(trx, id, stamp);
      const taken = await paymentsTaken(trx, id);
      const { left, refunded } = await refundableCents(trx, id, taken);
      if (input.amountCents > left || !refundParts(taken, input.amountCents))
        throw new Conflict(`A refund cannot exceed what was paid minus what was given back (${Math.max(0, left)} cents left).`, {
          reason: REASON.refundNothingLeft,
        });
      const record: RefundRecord = {
        orderId: id,
        amount: input.amountCents,
        shippingCents: 0,
        to: 'original',
        paymentId: payment.id,
        reason: input.reason,
        refundedBefore: refunded.total,
        customerMail: input.customerMail ?? null,
      };
      const refundId = await insertRefund(trx, record, staff, stamp);
      await within?.(trx, refundId);
      await auditRefund(trx, record, refundId, staff);
      await planRefund(trx, { id: refundId, orderId: id, amountCents: input.amountCents, stamp });
      return { refundId, amount: input.amountCents, giftCards: NOTHING_TAKEN };
    });
    const sent = await this.refundAtGateways(order, claim, staff);
    const after = await findOrder(this.db, id);
    return { refundId: claim.refundId, paymentState: after?.payment_state ?? null, sent };
  }

  /**
   * Gift cards a refund covers are taken back before any money moves: the units of the gift-card lines it
   * names (each line then gives back only what is unspent on its cards), or every card for a refund of all
   * that is left (which then keeps back what the cards' holders spent).
   */
  private async takeBackRefundedCards(
    trx: Kysely<Database>,
    orderId: number,
    lines: Array<{ item: OrderItemRow; qty: number; amount: number }> | null,
    stamp: string,
  ): Promise<TakeBack> {
    if (!lines) return takeBackGiftCards(trx, orderId, 'all', stamp);
    let taken = NOTHING_TAKEN;
    for (const line of lines) {
      if (line.item.product_type !== 'giftcard') continue;
      const cards = await takeBackGiftCards(trx, orderId, { lines: [{ orderItemId: line.item.id, qty: line.qty }] }, stamp);
      line.amount = cards.refundableCents;
      taken = joinTakeBacks(taken, cards);
    }
    return taken;
  }

  /** Each named line's units and cents: never more than the ledger has left on the line (refunds and approved claims counted). */
  private refundLines(items: OrderItemRow[], ledger: LeftToGiveBack, wanted: Array<{ orderItemId: number; qty: number }>) {
    if (new Set(wanted.map((line) => line.orderItemId)).size !== wanted.length)
      throw new InvalidInput('Name each order item once, with the quantity to refund.');
    return wanted.map((line) => {
      const item = items.find((candidate) => candidate.id === line.orderItemId);
      if (!item) throw new InvalidInput(`Order item ${line.orderItemId} is not on this order.`);
      const left: LineLeft | undefined = ledger.lines.get(item.id);
      const qtyLeft = left?.qtyLeft ?? 0;
      if (!left || line.qty > qtyLeft)
        throw new Conflict(`Only ${qtyLeft} of ${item.sku} can still be given back: the rest was refunded or settled by a claim.`, {
          reason: REASON.refundLineGivenBack,
        });
      return { item, qty: line.qty, amount: unitsCents(left, line.qty) };
    });
  }

  private async addStoreCredit(
    trx: Kysely<Database>,
    order: OrderRow,
    amount: number,
    reason: string,
    staff: StaffPrincipal,
    stamp: string,
  ) {
    return appendCredit(
      trx,
      {
        customerId: order.customer_id ?? 0,
        amountCents: amount,
        reason: `refund of order ${order.increment_id}: ${reason}`,
        orderId: order.id,
        staffId: staff.id,
      },
      stamp,
    );
  }

  /**
   * Sends the refund just stored to its payments' gateways (refund-sends.ts), the newest payment first, and answers
   * whether they confirmed it. A gateway that did not answer leaves it pending, sent again by the sweep under the same
   * key (false). A refusal before any money moved takes the refund row back (and the gift cards it took); one after an
   * earlier payment gave its part keeps the refund at that part (refund-part-way.ts); either answers 502/503. Any other
   * error leaves the refund pending for the sweep too: only a gateway's refusal says no money went.
   */
  private async refundAtGateways(order: OrderRow, claim: RefundClaim & { giftCards: TakeBack }, staff: RefundActor): Promise<boolean> {
    try {
      await this.sends.sendStored(order.id, claim.refundId);
      return true;
    } catch (error) {
      if (unanswered(error)) {
        this.context.log.warn({ err: error, order: order.increment_id, refund: claim.refundId }, 'refund unconfirmed: left to the sweep');
        return false;
      }
      if (!refusedByGateway(error)) throw error;
      await this.takeBackRefused(order, claim, staff, error);
      paymentProblem(error instanceof RefundStoppedPartWay ? error.failure : error, 'refund');
    }
  }

  /** A refund its gateway refused in the request: taken back (or kept at what went back before the refusal), audited. */
  private async takeBackRefused(order: OrderRow, claim: RefundClaim & { giftCards: TakeBack }, staff: RefundActor, error: unknown) {
    const stamp = new Date().toISOString();
    const message = error instanceof Error ? error.message : 'unknown error';
    await this.context.dialect.writeTransaction(this.db, async (trx) => {
      if (error instanceof RefundStoppedPartWay) {
        await keepWhatWentBack(trx, {
          orderId: order.id,
          refundId: claim.refundId,
          givenCents: error.givenCents,
          staffId: staff.id,
          stamp,
          failure: message,
        });
        await settlePaymentState(trx, order.id);
        return;
      }
      await trx.deleteFrom('order_refunds').where('id', '=', claim.refundId).execute();
      await reinstateGiftCards(trx, claim.giftCards, order.id, stamp);
      await audit(trx, {
        staffId: staff.id,
        action: 'order.refund_failed',
        entityType: 'order',
        entityId: order.id,
        before: { refund_id: claim.refundId, amount_cents: claim.amount },
        after: { error: message },
      });
    });
  }
}
