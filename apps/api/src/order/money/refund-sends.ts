import { RoundCursor } from '../../background-loop.js';
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { REASON } from '@shoreline/domain/error-reasons';
import type { ApiContext } from '../../context.js';
import type { Database, RefundMail } from '../../db/index.js';
import { Conflict } from '../../errors.js';
import { audit } from '../../audit/index.js';
import {
  GatewayUnavailableError,
  IllegalPaymentTransition,
  PaymentOperationRefused,
  raiseRefundedTotal,
  type PaymentRow,
  type PaymentService,
} from '../../payment/index.js';
import { paymentsTaken, refundParts, RefundStoppedPartWay } from './order-payments.js';
import { keepWhatWentBack } from './refund-part-way.js';
import { reinstateTakeBack } from './refund-gift-cards.js';
import { holdOrder } from '../storage.js';
import { owedRefundMails } from './refund-mail-claim.js';

/**
 * A refund to the payment, from its row to the money (the refund window). The row and its parts are committed first,
 * `pending`; each part then goes to its payment's gateway under the row's key for that payment, and the row is `sent`
 * once every gateway confirmed its part. A process that stops in between leaves the row pending, and the sweep sends it
 * again under the same keys, so each gateway refunds it once; a gateway that refuses it then fails it, for staff.
 */

/**
 * A pending refund claimed this long ago without an answer was left by a process that stopped: at least this, and
 * always over twice the longest gateway timeout (resendAfterMs), so a slow answer is never sent again while awaited.
 */
const RESEND_AFTER_MS = 2 * 60_000;
const RESEND_MARGIN_MS = 30_000;

/** How long the sweep leaves a claimed refund alone, given the longest a gateway call may wait. */
export const resendAfterMs = (longestGatewayCallMs: number): number =>
  Math.max(RESEND_AFTER_MS, 2 * longestGatewayCallMs + RESEND_MARGIN_MS);
const SWEEP_BATCH = 20;

/** The idempotency key of one payment's part of a refund. */
export const partKey = (refundKey: string, paymentId: number): string => `${refundKey}.${paymentId}`;

/** How a part went back: refunded under its key, or its whole payment voided (a cancel of an unsettled sale). */
export type PartSent = 'refunded' | 'voided';
export type SendPart = (payment: PaymentRow, cents: number, key: string) => Promise<PartSent>;

/** sent: every gateway confirmed it; part_way: kept at what went back before a refusal; failed: refused, nothing went back. */
export type LateOutcome = 'sent' | 'part_way' | 'failed';
/**
 * Told of a refund the sweep settled (the request that stored it did not live to, or heard no answer): its owner acts
 * then (a change settles, a staff refund, a claim or a box mails its customer; a claim or a box a refusal undid opens again).
 */
export type LateOutcomeListener = (refundId: number, outcome: LateOutcome) => Promise<void>;
/** Sends the customer mail a confirmed refund still owes (claimed on `mailed_at`, so it goes once). */
export type OwedMailSender = (refundId: number) => Promise<void>;

type RefundRow = {
  id: number;
  order_id: number;
  amount_cents: number;
  reason: string;
  staff_id: number | null;
  gateway_key: string | null;
};
type PartRow = { payment_id: number; amount_cents: number; sent_at: string | null };

/** A gateway's definite no: nothing of that part went back. An outage, or any other error, leaves the outcome unknown. */
export function refusedByGateway(error: unknown): boolean {
  const failure = error instanceof RefundStoppedPartWay ? error.failure : error;
  return failure instanceof PaymentOperationRefused || failure instanceof IllegalPaymentTransition;
}

/** The gateway did not answer: the refund may have gone through, and is sent again under the same key. */
export function unanswered(error: unknown): boolean {
  return (error instanceof RefundStoppedPartWay ? error.failure : error) instanceof GatewayUnavailableError;
}

/** Where a refund stands after its request: `gone` when a refusal there took it back (or it was never stored). */
export type RefundStanding = 'gone' | 'pending' | 'sent' | 'part_way' | 'failed';

export async function refundStanding(db: Kysely<Database>, refundId: number): Promise<RefundStanding> {
  const row = await db.selectFrom('order_refunds').select(['state', 'failure']).where('id', '=', refundId).executeTakeFirst();
  if (!row) return 'gone';
  return row.state === 'sent' && row.failure !== null ? 'part_way' : row.state;
}

/** The payments, with what pending refunds promised each and its gateway has not confirmed yet counted as given. */
async function withPromised(trx: Kysely<Database>, payments: PaymentRow[]): Promise<PaymentRow[]> {
  if (payments.length === 0) return payments;
  const promised = await trx
    .selectFrom('order_refund_parts')
    .innerJoin('order_refunds', 'order_refunds.id', 'order_refund_parts.refund_id')
    .select((eb) => ['order_refund_parts.payment_id', eb.fn.sum<number>('order_refund_parts.amount_cents').as('cents')])
    .where('order_refunds.state', '=', 'pending')
    .where('order_refund_parts.sent_at', 'is', null)
    .where(
      'order_refund_parts.payment_id',
      'in',
      payments.map((payment) => payment.id),
    )
    .groupBy('order_refund_parts.payment_id')
    .execute();
  const of = (id: number) => Number(promised.find((row) => row.payment_id === id)?.cents ?? 0);
  return payments.map((payment) => ({ ...payment, refunded_cents: payment.refunded_cents + of(payment.id) }));
}

/**
 * Plans a refund to the payment in the transaction that stores it: its key, and its parts over the order's payments
 * that took money (those `through` takes), the newest first, each up to what it has neither given back nor promised to
 * a refund still pending. Claimed by the request, which sends it next. Refused when the payments cannot hold it.
 */
export async function planRefund(
  trx: Kysely<Database>,
  refund: { id: number; orderId: number; amountCents: number; stamp: string },
  through: (payment: PaymentRow) => boolean = () => true,
): Promise<void> {
  const payments = await withPromised(trx, (await paymentsTaken(trx, refund.orderId)).filter(through));
  const parts = refundParts(payments, refund.amountCents);
  if (!parts?.length)
    throw new Conflict('The order’s payments cannot give this back: what they hold is refunded, or on its way back.', {
      reason: REASON.refundNothingLeft,
    });
  await trx
    .insertInto('order_refund_parts')
    .values(parts.map((part) => ({ refund_id: refund.id, payment_id: part.payment.id, amount_cents: part.cents })))
    .execute();
  await trx
    .updateTable('order_refunds')
    .set({ state: 'pending', gateway_key: randomUUID(), claimed_at: refund.stamp })
    .where('id', '=', refund.id)
    .execute();
}

/** The order's payment state once refunds moved its payments: refunded when every one of them is, else captured. */
export async function settlePaymentState(db: Kysely<Database>, orderId: number): Promise<void> {
  const taken = await paymentsTaken(db, orderId);
  if (taken.length === 0) return;
  const state = taken.every((payment) => payment.state === 'refunded') ? 'refunded' : 'captured';
  await db.updateTable('orders').set({ payment_state: state }).where('id', '=', orderId).execute();
}

/**
 * What the gateways confirmed of the refunds to one payment: its parts confirmed, and the rows that went back to it
 * without parts (a refund made at the gateway, every refund before migration 047).
 */
async function confirmedOn(trx: Kysely<Database>, paymentId: number): Promise<number> {
  const [parts, rows] = await Promise.all([
    trx
      .selectFrom('order_refund_parts')
      .select((eb) => eb.fn.sum<number>('amount_cents').as('cents'))
      .where('payment_id', '=', paymentId)
      .where('sent_at', 'is not', null)
      .executeTakeFirst(),
    trx
      .selectFrom('order_refunds')
      .select((eb) => eb.fn.sum<number>('amount_cents').as('cents'))
      .where('payment_id', '=', paymentId)
      .where('destination', '=', 'original')
      .where('state', '=', 'sent')
      .where((eb) =>
        eb.not(eb.exists(eb.selectFrom('order_refund_parts').select('payment_id').whereRef('refund_id', '=', 'order_refunds.id'))),
      )
      .executeTakeFirst(),
  ]);
  return Number(parts?.cents ?? 0) + Number(rows?.cents ?? 0);
}

/** Sends refunds to the payment (the request that stored one, and the sweep), and fails those a gateway refuses later. */
export class RefundSends {
  private readonly lateListeners: LateOutcomeListener[] = [];
  private readonly mailSenders = new Map<RefundMail, OwedMailSender>();

  private readonly afterStored?: (orderId: number, refundId: number) => Promise<void>;
  private readonly resendAfterMs: number;
  /** Owed mails that keep failing hold no newer one back: each round goes on after the last this process tried. */
  private readonly owedMails = new RoundCursor();

  constructor(
    private readonly context: ApiContext,
    private readonly payments: PaymentService,
    options: {
      /** Awaited once a refund is stored, before its gateway is asked (tests throw here to stop as a dying process would). */
      afterStored?: (orderId: number, refundId: number) => Promise<void>;
      /** The longest a gateway call may wait for its answer (payment/registry.ts). */
      longestGatewayCallMs?: number;
    } = {},
  ) {
    this.afterStored = options.afterStored;
    this.resendAfterMs = resendAfterMs(options.longestGatewayCallMs ?? 0);
  }

  private get db() {
    return this.context.db;
  }

  onLateOutcome(listener: LateOutcomeListener): void {
    this.lateListeners.push(listener);
  }

  /** Who sends a refund's customer mail of this kind again when its first send failed (the sweep's remailOwed). */
  onMailOwed(mail: RefundMail, send: OwedMailSender): void {
    this.mailSenders.set(mail, send);
  }

  /**
   * The request's send of the refund it just stored: every part to its gateway, then the row is sent. A refusal, an
   * outage or any other error is the caller's to answer; only a refusal may take the row back (refusedByGateway).
   */
  async sendStored(orderId: number, refundId: number, sendPart: SendPart = this.refundPart): Promise<void> {
    await this.afterStored?.(orderId, refundId);
    await this.sendParts(refundId, sendPart);
  }

  /** Refunds one part at its payment's gateway, under its key. */
  private readonly refundPart: SendPart = async (payment, cents, key) => {
    await this.payments.sendRefund(payment, cents, key);
    return 'refunded';
  };

  private async refundRow(refundId: number): Promise<(RefundRow & { state: string }) | undefined> {
    return this.db
      .selectFrom('order_refunds')
      .select(['id', 'order_id', 'amount_cents', 'reason', 'staff_id', 'gateway_key', 'state'])
      .where('id', '=', refundId)
      .executeTakeFirst();
  }

  /**
   * Sends the parts its gateways have not confirmed, the newest payment first; once all are, the row is sent (true
   * when this call moved it). A part that fails after others went back stops the refund there (RefundStoppedPartWay).
   */
  private async sendParts(refundId: number, sendPart: SendPart): Promise<boolean> {
    const refund = await this.refundRow(refundId);
    if (refund?.state !== 'pending' || !refund.gateway_key) return false;
    const parts: PartRow[] = await this.db
      .selectFrom('order_refund_parts')
      .select(['payment_id', 'amount_cents', 'sent_at'])
      .where('refund_id', '=', refundId)
      .orderBy('payment_id', 'desc')
      .execute();
    let given = parts.filter((part) => part.sent_at !== null).reduce((sum, part) => sum + part.amount_cents, 0);
    for (const part of parts.filter((candidate) => candidate.sent_at === null)) {
      try {
        await this.confirmPart(refund, part, await this.sendPart(part, refund.gateway_key, sendPart));
      } catch (error) {
        if (given === 0) throw error;
        throw new RefundStoppedPartWay(given, error);
      }
      given += part.amount_cents;
    }
    return this.markSent(refund);
  }

  private async sendPart(part: PartRow, refundKey: string, sendPart: SendPart): Promise<PartSent> {
    const payment = await this.db.selectFrom('payments').selectAll().where('id', '=', part.payment_id).executeTakeFirstOrThrow();
    // Voided since (at the gateway, or by a cancel): the payment gave all of its money back.
    if (payment.state === 'voided') return 'voided';
    return sendPart(payment, part.amount_cents, partKey(refundKey, payment.id));
  }

  /**
   * Records a part its gateway confirmed, once: the request and the sweep may both hear the same answer (one key),
   * and only the one that marks the part raises the payment's refunded total.
   */
  private async confirmPart(refund: RefundRow, part: PartRow, sent: PartSent): Promise<void> {
    await this.context.dialect.writeTransaction(this.db, async (trx) => {
      const stamp = new Date().toISOString();
      await holdOrder(trx, refund.order_id, stamp);
      const marked = await trx
        .updateTable('order_refund_parts')
        .set({ sent_at: stamp })
        .where('refund_id', '=', refund.id)
        .where('payment_id', '=', part.payment_id)
        .where('sent_at', 'is', null)
        .executeTakeFirst();
      if (Number(marked.numUpdatedRows) !== 1 || sent === 'voided') return;
      await raiseRefundedTotal(trx, part.payment_id, await confirmedOn(trx, part.payment_id), refund.reason);
    });
  }

  private async markSent(refund: RefundRow): Promise<boolean> {
    return this.context.dialect.writeTransaction(this.db, async (trx) => {
      const moved = await trx
        .updateTable('order_refunds')
        .set({ state: 'sent', sent_at: new Date().toISOString(), claimed_at: null })
        .where('id', '=', refund.id)
        .where('state', '=', 'pending')
        .executeTakeFirst();
      await settlePaymentState(trx, refund.order_id);
      return Number(moved.numUpdatedRows) === 1;
    });
  }

  /**
   * The sweep: refunds still pending a grace period after their last claim (the process sending them stopped, or its
   * gateway did not answer) are sent again under the same keys, so each gateway refunds them once. Each is claimed first
   * with a conditional update, so processes sweeping at once send it once; a gateway that refuses fails it for staff,
   * and it is never sent again. Then the customer mails confirmed refunds still owe are sent again (remailOwed).
   * Answers how many refunds it settled.
   */
  async resendDue(now = new Date()): Promise<number> {
    const stale = new Date(now.getTime() - this.resendAfterMs).toISOString();
    const due = await this.db
      .selectFrom('order_refunds')
      .select('id')
      .where('state', '=', 'pending')
      .where((eb) => eb.or([eb('claimed_at', 'is', null), eb('claimed_at', '<', stale)]))
      .orderBy('id')
      .limit(SWEEP_BATCH)
      .execute();
    let settled = 0;
    for (const { id } of due) if (await this.resend(id, now.toISOString(), stale)) settled += 1;
    await this.remailOwed(stale);
    return settled;
  }

  /**
   * Confirmed refunds stored before `before` (the request had its chance) whose customer mail was not sent (its send
   * failed): each kind's sender sends it, claimed first, so it goes once however many sweeps run; a send that fails
   * again gives the claim back for the next round, as the box-at-risk loop does.
   */
  private async remailOwed(before: string): Promise<void> {
    const owedMails = await owedRefundMails(this.db, before, SWEEP_BATCH, this.owedMails.after);
    this.owedMails.advance(owedMails, SWEEP_BATCH);
    for (const owed of owedMails) {
      const send = owed.customer_mail ? this.mailSenders.get(owed.customer_mail) : undefined;
      try {
        await send?.(owed.id);
      } catch (error) {
        this.context.log.error({ err: error, refund: owed.id }, 'a refund’s customer e-mail could not be sent again');
      }
    }
  }

  /** Takes a pending refund nobody sent within the grace period for this process; false when another took it first. */
  private async claim(refundId: number, stamp: string, stale: string): Promise<boolean> {
    const claimed = await this.db
      .updateTable('order_refunds')
      .set({ claimed_at: stamp })
      .where('id', '=', refundId)
      .where('state', '=', 'pending')
      .where((eb) => eb.or([eb('claimed_at', 'is', null), eb('claimed_at', '<', stale)]))
      .executeTakeFirst();
    return Number(claimed.numUpdatedRows) === 1;
  }

  private async resend(refundId: number, stamp: string, stale: string): Promise<boolean> {
    if (!(await this.claim(refundId, stamp, stale))) return false;
    let sent: boolean;
    try {
      sent = await this.sendParts(refundId, this.refundPart);
    } catch (error) {
      return this.afterFailedResend(refundId, error);
    }
    if (sent) await this.tellLate(refundId, 'sent');
    return sent;
  }

  /**
   * A gateway that did not answer (or any error but a refusal) leaves the refund pending, sent again after the grace
   * period. A refusal after other parts went back keeps the refund at what went back; a refusal of its first part
   * fails it.
   */
  private async afterFailedResend(refundId: number, error: unknown): Promise<boolean> {
    if (!refusedByGateway(error)) {
      this.context.log.warn({ err: error, refund: refundId }, 'a pending refund could not be sent now: it is sent again later');
      return false;
    }
    const refund = await this.refundRow(refundId);
    if (!refund) return false;
    const failure = error instanceof Error ? error.message : 'refused';
    if (error instanceof RefundStoppedPartWay) {
      await this.context.dialect.writeTransaction(this.db, async (trx) => {
        await keepWhatWentBack(trx, this.stopped(refund, error.givenCents, failure));
        await settlePaymentState(trx, refund.order_id);
      });
      await this.tellLate(refundId, 'part_way');
      return true;
    }
    const failed = await this.fail(refund, failure);
    if (failed) await this.tellLate(refundId, 'failed');
    return failed;
  }

  private stopped(refund: RefundRow, givenCents: number, failure: string) {
    return {
      orderId: refund.order_id,
      refundId: refund.id,
      givenCents,
      staffId: refund.staff_id,
      stamp: new Date().toISOString(),
      failure,
    };
  }

  /**
   * A refund its gateway refused after it was stored: failed, kept for staff with the gateway's words, and nothing of
   * it counts as given back any more (its lines and its ledger rows go, so what it named can be refunded again; the gift
   * cards it took back hold again what they held, as after a refusal in its request).
   */
  private async fail(refund: RefundRow, failure: string): Promise<boolean> {
    return this.context.dialect.writeTransaction(this.db, async (trx) => {
      const stamp = new Date().toISOString();
      await holdOrder(trx, refund.order_id, stamp);
      const moved = await trx
        .updateTable('order_refunds')
        .set({ state: 'failed', failure: failure.slice(0, 500), claimed_at: null })
        .where('id', '=', refund.id)
        .where('state', '=', 'pending')
        .executeTakeFirst();
      if (Number(moved.numUpdatedRows) !== 1) return false;
      await trx.deleteFrom('order_refund_lines').where('refund_id', '=', refund.id).execute();
      await trx.deleteFrom('order_give_backs').where('refund_id', '=', refund.id).execute();
      const cards = await reinstateTakeBack(trx, refund.id, refund.order_id, stamp);
      await audit(trx, {
        staffId: null,
        action: 'order.refund_failed',
        entityType: 'order',
        entityId: refund.order_id,
        before: { refund_id: refund.id, amount_cents: refund.amount_cents },
        after: { state: 'failed', error: failure, ...(cards.length ? { gift_cards_reinstated: cards } : {}) },
      });
      return true;
    });
  }

  private async tellLate(refundId: number, outcome: LateOutcome): Promise<void> {
    for (const listener of this.lateListeners) {
      try {
        await listener(refundId, outcome);
      } catch (error) {
        this.context.log.error({ err: error, refund: refundId }, 'settling what waited for a refund failed');
      }
    }
  }
}
