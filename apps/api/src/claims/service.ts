import path from 'node:path';
import type { z } from 'zod';
import { REASON } from '@shoreline/domain/error-reasons';
import type {
  claimApprovalForm,
  claimDeclineForm,
  claimForm,
  ClaimReason,
  ClaimResolution,
  ClaimStatus,
} from '@shoreline/domain/forms/claims';
import type { AdminClaim, AdminClaimRow, CustomerClaimWire, OrderClaimsWire } from '@shoreline/domain/wire/claims';
import type { ApiContext } from '../context.js';
import { isUniqueViolation } from '../db/index.js';
import { Conflict, DomainError, Forbidden, InvalidInput, NotFound, Unavailable, UnsupportedFormat } from '../errors.js';
import type { Paging } from '../http/index.js';
import {
  claimRefundMail,
  customerOrderPage,
  effectiveStatus,
  findItems,
  findOrder,
  gatewayRefundableCents,
  orderMailStore,
  pricedOrderOfOrder,
  REFUND_WAITING,
  refundStanding,
  releaseRefundMail,
  shipmentsOf,
  type LateOutcome,
  type OrderItemRow,
  type OrderOperations,
  type OrderRow,
} from '../order/index.js';
import { shopClock } from '../delivery/index.js';
import { appendCredit, balanceOf } from '../store-credit/index.js';
import { audit, type StaffPrincipal } from '../audit/index.js';
import { spreadOverClaim } from '@shoreline/domain/pricing/give-back';
import { holdOrderLedger, leftToGiveBack, recordGiveBack } from '../give-back/index.js';
import { claimableQty, claimWindow, isClaimableType, paidCentsByItem, shareOf, type ClaimWindow } from './eligibility.js';
import { claimDecisionMail, sendNewClaimNotice, type DecisionMailInput } from './mail.js';
import { ClaimPhotos, PHOTO_TYPES } from './photos.js';
import {
  claimedByItem,
  claimsOfOrder,
  claimWithOrder,
  decideClaim,
  findClaim,
  insertClaim,
  linesOf,
  listClaims,
  photosClaimedSince,
  reopenRefusedRefund,
  type ClaimFilter,
  type ClaimLineRow,
  type Decision,
} from './storage.js';

const ORDER_NOT_FOUND = 'Order not found';
const CLAIM_NOT_FOUND = 'No claim with this id.';
const PHOTO_MISSING = 'Add a photo of the problem (the upload may have expired: choose the photo again).';
const ALREADY_DECIDED = 'This claim was decided already.';
/** The customer's latest orders looked at for one open for a claim (a claim window is days long). */
const RECENT_ORDERS = 20;
const DAY_MS = 24 * 60 * 60 * 1000;

type ClaimRow = NonNullable<Awaited<ReturnType<typeof findClaim>>>;
type ClaimableLine = OrderClaimsWire['lines'][number];

/** A refusal of the claim's lines, listed under the field the form shows it at. */
const lineRefusal = (kind: 'conflict' | 'invalid', index: number, message: string) => {
  const options = {
    reason: kind === 'conflict' ? REASON.claimLineClaimed : REASON.claimLineInvalid,
    errors: [{ field: `lines.${index}.qty`, code: kind === 'conflict' ? 'claimed' : 'invalid', message }],
  };
  return kind === 'conflict' ? new Conflict(message, options) : new InvalidInput(message, options);
};

/**
 * Freshness guarantee claims: a customer reports a problem with lines of a delivered order (within
 * FRESHNESS_CLAIM_DAYS of its delivery date) with a photo; staff approve it to store credit or a refund of
 * at most the claimed lines' paid value, or decline it with a reason; the customer is mailed either way.
 */
export class ClaimService {
  readonly photos: ClaimPhotos;

  constructor(
    private readonly context: ApiContext,
    private readonly orders: OrderOperations,
  ) {
    this.photos = new ClaimPhotos(context.config.mediaUploadDir);
    orders.sends.onLateOutcome((refundId, outcome) => this.refundSettledLate(refundId, outcome));
    orders.sends.onMailOwed('claim', (refundId) => this.refundSettledLate(refundId, 'sent'));
  }

  private get db() {
    return this.context.db;
  }

  private today(): string {
    return shopClock(new Date(), this.context.config.shipping.calendar.timeZone).date;
  }

  private async customersOrder(customerId: number, orderId: number): Promise<OrderRow> {
    const order = await findOrder(this.db, orderId);
    if (!order || order.customer_id !== customerId) throw new NotFound(ORDER_NOT_FOUND);
    return order;
  }

  /** The claim window of an order: from its delivery date (else its pickup day, else the day it shipped). */
  private async windowOf(order: OrderRow, items: readonly OrderItemRow[]): Promise<ClaimWindow> {
    let fallbackDate = pricedOrderOfOrder(order, items).fulfilment.date;
    if (!order.delivery_date && !fallbackDate) {
      const shippedAt = (await shipmentsOf(this.db, [order.id])).get(order.id)?.[0]?.shipped_at;
      if (shippedAt) fallbackDate = shopClock(new Date(shippedAt), this.context.config.shipping.calendar.timeZone).date;
    }
    return claimWindow({
      status: effectiveStatus(order.status),
      deliveryDate: order.delivery_date,
      fallbackDate,
      today: this.today(),
      days: this.context.config.freshnessClaimDays,
    });
  }

  /** Each line of the order with how many of its units can still be claimed: what the give-back ledger has left, none while one is open. */
  private async claimableLines(order: OrderRow, items: readonly OrderItemRow[]): Promise<ClaimableLine[]> {
    const [ledger, claimed] = await Promise.all([leftToGiveBack(this.db, order.id), claimedByItem(this.db, order.id)]);
    const paid = paidCentsByItem(pricedOrderOfOrder(order, items), items);
    return items.map((item) => ({
      item_id: item.id,
      sku: item.sku,
      name: item.name,
      qty: item.qty,
      claimable_qty: claimableQty({
        productType: item.product_type,
        open: claimed.get(item.id)?.open ?? false,
        left: ledger.lines.get(item.id),
      }),
      paid_cents: paid.get(item.id) ?? 0,
    }));
  }

  private customerClaim(claim: ClaimRow, lines: ClaimLineRow[]): CustomerClaimWire {
    return {
      id: claim.id,
      status: claim.status as ClaimStatus,
      reason: claim.reason as ClaimReason,
      description: claim.description,
      lines: lines.filter((line) => line.claim_id === claim.id).map(lineWire),
      claimed_cents: claim.claimed_cents,
      has_photo: claim.photo !== null,
      created_at: claim.created_at,
      decided_at: claim.decided_at,
      resolution: claim.resolution as ClaimResolution | null,
      amount_cents: claim.amount_cents,
      decline_reason: claim.decline_reason,
    };
  }

  /** The account's order page: whether the order can be claimed now, its lines, and the claims made. */
  async forOrder(customerId: number, orderId: number): Promise<OrderClaimsWire> {
    const order = await this.customersOrder(customerId, orderId);
    const items = await findItems(this.db, order.id);
    const [window, lines, claims] = await Promise.all([
      this.windowOf(order, items),
      this.claimableLines(order, items),
      claimsOfOrder(this.db, order.id),
    ]);
    const claimLines = await linesOf(
      this.db,
      claims.map((claim) => claim.id),
    );
    return {
      order_id: order.id,
      currency_code: order.currency_code,
      can_claim: window.refusal === null && lines.some((line) => line.claimable_qty > 0),
      refusal: window.refusal,
      delivered_on: window.deliveredOn,
      window_ends_on: window.endsOn,
      lines,
      claims: claims.map((claim) => this.customerClaim(claim, claimLines)),
    };
  }

  /** Whether the customer has an order a claim can be made on now: delivered, within its window, a unit left to claim. */
  private async hasOrderOpenForClaim(customerId: number): Promise<boolean> {
    const { orders, items } = await customerOrderPage(this.db, customerId, RECENT_ORDERS, 1);
    for (const order of orders) {
      const status = effectiveStatus(order.status);
      if (status !== 'shipped' && status !== 'complete') continue;
      const own = items.filter((item) => item.order_id === order.id);
      if ((await this.windowOf(order, own)).refusal) continue;
      if ((await this.claimableLines(order, own)).some((line) => line.claimable_qty > 0)) return true;
    }
    return false;
  }

  /** Refuses an upload over the account's quota: photos waiting for a claim, and photos stored in the last day. */
  private async refuseOverQuota(customerId: number): Promise<void> {
    const { pending, perDay } = this.context.config.claimPhotos;
    const waiting = await this.photos.pendingCount(customerId);
    if (waiting >= pending)
      throw new Conflict(`${waiting} uploaded photos wait for a claim: file the claim with one of them, or try again tomorrow.`, {
        reason: REASON.claimPhotoQuota,
      });
    const since = new Date(Date.now() - DAY_MS).toISOString();
    const claimed = await photosClaimedSince(this.db, customerId, since);
    if (waiting + claimed >= perDay)
      throw new Conflict(`At most ${perDay} photos a day can be sent for claims: try again tomorrow.`, { reason: REASON.claimPhotoQuota });
  }

  /**
   * Takes a photo for a claim the customer is about to make: only from a customer with an order open for a claim
   * (403 claim.photo_no_order) and within the account's quota (409 claim.photo_quota); checked, re-encoded lossy,
   * kept for a day.
   */
  async uploadPhoto(customerId: number, body: unknown) {
    if (!Buffer.isBuffer(body) || body.length === 0) {
      throw new InvalidInput('The request has no photo: send the image file as the body.', { reason: REASON.claimPhotoMissing });
    }
    if (!(await this.hasOrderOpenForClaim(customerId)))
      throw new Forbidden(
        'Photos are taken for a claim on a delivered order within its claim window; no order of yours can be claimed now.',
        {
          reason: REASON.claimPhotoNoOrder,
        },
      );
    await this.refuseOverQuota(customerId);
    try {
      return await this.photos.upload(customerId, body);
    } catch (error) {
      // The media module's refusals, named as claims name them.
      if (error instanceof UnsupportedFormat) throw new UnsupportedFormat(error.message, { reason: REASON.claimPhotoFormat });
      if (error instanceof DomainError && error.kind === 'invalid-input')
        throw new InvalidInput(error.message, { reason: REASON.claimPhotoUnreadable });
      throw error;
    }
  }

  /** Files a claim: the order must be the customer's, delivered and within the window; each line's units free to claim. */
  async create(customerId: number, orderId: number, input: z.output<typeof claimForm>): Promise<CustomerClaimWire> {
    const order = await this.customersOrder(customerId, orderId);
    const items = await findItems(this.db, order.id);
    const window = await this.windowOf(order, items);
    if (window.refusal) throw new Conflict(window.refusal.message, { reason: window.refusal.reason });
    if (!(await this.photos.hasPending(customerId, input.photo))) {
      throw new InvalidInput(PHOTO_MISSING, {
        reason: REASON.claimPhotoMissing,
        errors: [{ field: 'photo', code: 'missing', message: PHOTO_MISSING }],
      });
    }
    const paid = paidCentsByItem(pricedOrderOfOrder(order, items), items);
    const wanted = input.lines.map((line, index) => {
      const item = items.find((candidate) => candidate.id === line.item_id);
      if (!item) throw lineRefusal('invalid', index, `Item ${line.item_id} is not on this order.`);
      if (!isClaimableType(item.product_type))
        throw lineRefusal('invalid', index, `${item.name} is not a perishable item and cannot be claimed.`);
      return { index, item, qty: line.qty, paidCents: shareOf(paid.get(item.id) ?? 0, item.qty, line.qty) };
    });

    let claimId = 0;
    let attached = false;
    try {
      await this.context.dialect.writeTransaction(this.db, async (trx) => {
        const stamp = new Date().toISOString();
        const [ledger, claimed] = await Promise.all([leftToGiveBack(trx, order.id), claimedByItem(trx, order.id)]);
        for (const line of wanted) {
          if (claimed.get(line.item.id)?.open) throw lineRefusal('conflict', line.index, `${line.item.name} already has an open claim.`);
          const lineLeft = ledger.lines.get(line.item.id);
          const left = claimableQty({ productType: line.item.product_type, open: false, left: lineLeft });
          if (left <= 0) throw lineRefusal('conflict', line.index, `Every unit of ${line.item.name} was claimed or refunded already.`);
          if (line.qty > left) throw lineRefusal('invalid', line.index, `Only ${left} of ${line.item.name} can be claimed.`);
          // Limited to what the line has left in cents (a refund of part of the order may have given some back).
          line.paidCents = Math.min(line.paidCents, lineLeft?.centsLeft ?? 0);
        }
        claimId = await insertClaim(
          trx,
          {
            orderId: order.id,
            customerId,
            reason: input.reason,
            description: input.description,
            photo: input.photo,
            claimedCents: wanted.reduce((sum, line) => sum + line.paidCents, 0),
            stamp,
          },
          wanted.map((line) => ({ itemId: line.item.id, qty: line.qty, paidCents: line.paidCents })),
        );
        // Last: a failure before this leaves the upload where it was, for the customer's next try.
        await this.photos.attach(customerId, input.photo, claimId);
        attached = true;
      });
    } catch (error) {
      if (attached) await this.photos.detach(customerId, input.photo, claimId).catch(() => undefined);
      // Two claims for one line at the same moment: the database's one-open-claim-per-line constraint took one.
      if (isUniqueViolation(error))
        throw new Conflict('An item of this claim already has an open claim.', { reason: REASON.claimLineClaimed });
      throw error;
    }
    const claim = await findClaim(this.db, claimId);
    if (!claim) throw new NotFound(CLAIM_NOT_FOUND);
    const lines = await linesOf(this.db, [claimId]);
    void sendNewClaimNotice(this.context, {
      claimId: claim.id,
      orderNumber: order.increment_id,
      storeCode: order.store_code,
      customer: { name: `${order.customer_firstname} ${order.customer_lastname}`.trim(), email: order.customer_email },
      reason: claim.reason as ClaimReason,
      description: claim.description,
      lines: lines.map((line) => ({ sku: line.sku, name: line.name, qty: line.qty })),
    });
    return this.customerClaim(claim, lines);
  }

  /** A claim's photo for its customer (null customer: staff, whose route checked the role). */
  async photo(claimId: number, customerId: number | null): Promise<{ type: string; data: Buffer }> {
    const claim = await findClaim(this.db, claimId);
    // Another customer's claim answers as a missing one: its existence is not theirs to learn.
    if (!claim || (customerId !== null && claim.customer_id !== customerId) || !claim.photo) throw new NotFound('No photo for this claim.');
    const file = await this.photos.read(claim.id, claim.photo);
    if (!file) throw new NotFound('No photo for this claim.');
    return file;
  }

  async list(filter: ClaimFilter, paging: Paging) {
    const page = await listClaims(this.db, filter, paging);
    return { ...page, items: page.items.map(adminRow) };
  }

  async detail(id: number): Promise<AdminClaim> {
    const claim = await claimWithOrder(this.db, id);
    if (!claim) throw new NotFound(CLAIM_NOT_FOUND);
    const [lines, refundable, balance] = await Promise.all([
      linesOf(this.db, [id]),
      gatewayRefundableCents(this.db, claim.order_id),
      balanceOf(this.db, claim.customer_id),
    ]);
    const type = claim.photo ? photoType(claim.photo) : null;
    return {
      ...adminRow(claim),
      customer_id: claim.customer_id,
      description: claim.description,
      lines: lines.map(lineWire),
      photo: claim.photo && type ? { type, url: `/api/admin/claims/${id}/photo` } : null,
      delivery_date: claim.delivery_date,
      order_status: effectiveStatus(claim.order_status),
      decided_at: claim.decided_at,
      decided_by: claim.decided_by,
      decline_reason: claim.decline_reason,
      note: claim.note,
      refund_id: claim.refund_id,
      refundable_cents: refundable,
      store_credit_balance_cents: balance,
    };
  }

  private async openClaim(id: number) {
    const claim = await findClaim(this.db, id);
    if (!claim) throw new NotFound(CLAIM_NOT_FOUND);
    if (claim.status !== 'open') throw new Conflict(ALREADY_DECIDED, { reason: REASON.claimDecided });
    const order = await findOrder(this.db, claim.order_id);
    if (!order) throw new NotFound(ORDER_NOT_FOUND);
    return { claim, order };
  }

  /** Decides the claim in the caller's transaction, with its audit row; refuses one decided meanwhile. */
  private async decideIn(trx: Parameters<typeof decideClaim>[0], claim: ClaimRow, decision: Decision, extra: Record<string, unknown> = {}) {
    if (!(await decideClaim(trx, claim.id, decision))) throw new Conflict(ALREADY_DECIDED, { reason: REASON.claimDecided });
    await audit(trx, {
      staffId: decision.staffId,
      action: decision.status === 'approved' ? 'claim.approve' : 'claim.decline',
      entityType: 'claim',
      entityId: claim.id,
      before: { status: 'open' },
      after: {
        status: decision.status,
        order_id: claim.order_id,
        ...(decision.resolution ? { resolution: decision.resolution, amount_cents: decision.amountCents } : {}),
        ...(decision.refundId ? { refund_id: decision.refundId } : {}),
        ...(decision.declineReason ? { reason: decision.declineReason } : {}),
        ...(decision.note ? { note: decision.note } : {}),
        ...extra,
      },
    });
  }

  /**
   * Approves an open claim for an amount up to the claimed lines' paid value: store credit (a ledger row in the
   * claim's own transaction) or a refund to the order's gateway payment (refundApproval). The customer is mailed the
   * decision; a refund's once its gateway confirmed it.
   */
  async approve(id: number, input: z.output<typeof claimApprovalForm>, staff: StaffPrincipal): Promise<AdminClaim> {
    const { claim, order } = await this.openClaim(id);
    if (input.amount_cents > claim.claimed_cents) {
      const message = `At most ${claim.claimed_cents} cents: the claimed items' paid value.`;
      throw new InvalidInput(message, {
        reason: REASON.claimAmountTooHigh,
        errors: [{ field: 'amount_cents', code: 'too_big', message }],
      });
    }
    const stamp = new Date().toISOString();
    const decision: Decision = {
      status: 'approved',
      resolution: input.to,
      amountCents: input.amount_cents,
      declineReason: null,
      note: input.note || null,
      refundId: null,
      staffId: staff.id,
      stamp,
    };
    let balance: number | null = null;
    if (input.to === 'store_credit') {
      balance = await this.context.dialect.writeTransaction(this.db, async (trx) => {
        await this.recordGiveBack(trx, claim, input.amount_cents, { refundId: null, staffId: staff.id, stamp });
        const after = await appendCredit(
          trx,
          {
            customerId: claim.customer_id,
            amountCents: input.amount_cents,
            reason: `freshness claim ${claim.id} on order ${order.increment_id}`,
            orderId: order.id,
            staffId: staff.id,
          },
          stamp,
        );
        await this.decideIn(trx, claim, decision, { store_credit_balance_cents: after });
        return after;
      });
    } else {
      const refundId = await this.refundApproval(claim, order, decision, staff);
      void this.mailRefund(order, claim.id, refundId, input.amount_cents);
      return this.detail(id);
    }
    void this.mail(order, claim.id, { status: 'approved', resolution: input.to, amountCents: input.amount_cents, balanceCents: balance });
    return this.detail(id);
  }

  /**
   * An approval's refund (order/operations.ts: the refund row and the claim's decision in one transaction, then the
   * gateway); answers the refund's id once its gateway confirmed it. A refusal that took the row back opens the claim
   * again. A refund its gateway has not confirmed (no answer, or an error once its row was stored) stays with the
   * approved claim for the sweep, which mails the customer when it goes through: staff are told so (503).
   */
  private async refundApproval(claim: ClaimRow, order: OrderRow, decision: Decision, staff: StaffPrincipal): Promise<number> {
    const amountCents = decision.amountCents ?? 0;
    let stored: number | null = null;
    let refund: Awaited<ReturnType<OrderOperations['refundAmount']>>;
    try {
      refund = await this.orders.refundAmount(
        order.id,
        { amountCents, reason: `freshness claim ${claim.id}`, customerMail: 'claim' },
        staff,
        async (trx, refundId) => {
          stored = refundId;
          await this.recordGiveBack(trx, claim, amountCents, { refundId, staffId: staff.id, stamp: decision.stamp });
          await this.decideIn(trx, claim, { ...decision, refundId });
        },
      );
    } catch (error) {
      if (stored !== null && (await refundStanding(this.db, stored)) === 'pending') {
        this.context.log.warn({ err: error, claim: claim.id, refund: stored }, 'a claim’s refund is unconfirmed: left to the refund sweep');
        throw new Unavailable(REFUND_WAITING);
      }
      await this.reopenRefused(claim.id, null);
      throw error;
    }
    if (!refund.sent) throw new Unavailable(REFUND_WAITING);
    return refund.refundId;
  }

  /**
   * Opens a claim again whose refund a gateway refused: in the request (its row went, so refund_id was cleared with
   * it: `failedRefundId` null) or later, to the sweep (the row stays, failed).
   */
  private async reopenRefused(claimId: number, failedRefundId: number | null): Promise<void> {
    await this.context.dialect
      .writeTransaction(this.db, (trx) => reopenRefusedRefund(trx, claimId, new Date().toISOString(), failedRefundId))
      .catch((error: unknown) => this.context.log.error({ err: error, claim: claimId }, 'claim not reopened'));
  }

  /**
   * A claim's refund the sweep settled after its request (or whose mail's send failed): confirmed, the customer gets
   * the approval's mail; refused, the claim is open again, as after a refusal in the request. One kept at what went
   * back before a refusal stays approved (as in the request), unmailed.
   */
  private async refundSettledLate(refundId: number, outcome: LateOutcome): Promise<void> {
    const claim = await this.db
      .selectFrom('freshness_claims')
      .select(['id', 'order_id', 'amount_cents'])
      .where('refund_id', '=', refundId)
      .executeTakeFirst();
    if (!claim) return;
    if (outcome === 'failed') return this.reopenRefused(claim.id, refundId);
    const order = outcome === 'sent' ? await findOrder(this.db, claim.order_id) : undefined;
    if (order) await this.mailRefund(order, claim.id, refundId, claim.amount_cents ?? 0);
  }

  /** The approval's mail of a refund, once: claimed on the refund, as the request and the sweep may both see it confirmed. */
  private async mailRefund(order: OrderRow, claimId: number, refundId: number, amountCents: number): Promise<void> {
    const stamp = new Date().toISOString();
    const claimed = await claimRefundMail(this.db, refundId, stamp).catch((error: unknown) => {
      this.context.log.error({ err: error, claim: claimId }, 'claim refund e-mail not claimed');
      return false;
    });
    if (!claimed) return;
    const sent = await this.mail(order, claimId, { status: 'approved', resolution: 'refund', amountCents, balanceCents: null });
    if (!sent) await releaseRefundMail(this.db, refundId, stamp).catch(() => undefined);
  }

  /**
   * Writes the approval's rows in the give-back ledger, in the approval's transaction: each claimed line settles its
   * units and takes its share of the amount. Refused when a refund (or another claim) gave back those units or
   * cents meanwhile: the claim stays open for staff to decline or approve for less.
   */
  private async recordGiveBack(
    trx: Parameters<typeof decideClaim>[0],
    claim: ClaimRow,
    amountCents: number,
    by: { refundId: number | null; staffId: number; stamp: string },
  ): Promise<void> {
    await holdOrderLedger(trx, claim.order_id, by.stamp);
    const [ledger, lines] = await Promise.all([leftToGiveBack(trx, claim.order_id), linesOf(trx, [claim.id])]);
    const shares = spreadOverClaim(
      amountCents,
      lines.map((line) => ({ itemId: line.order_item_id, qty: line.qty, paidCents: line.paid_cents })),
      ledger.lines,
    );
    if (!shares) {
      const message =
        "Part of what this claim asks for was given back meanwhile (a refund or another claim): decline it, or approve at most what the order's ledger has left on its lines.";
      throw new Conflict(message, { reason: REASON.claimGivenBack });
    }
    await recordGiveBack(
      trx,
      {
        orderId: claim.order_id,
        source: by.refundId !== null ? 'claim_refund' : 'claim_credit',
        destination: by.refundId !== null ? 'original' : 'store_credit',
        refundId: by.refundId,
        claimId: claim.id,
        staffId: by.staffId,
        note: `freshness claim ${claim.id}`,
        stamp: by.stamp,
      },
      { lines: shares },
    );
  }

  /** Declines an open claim with the reason the customer is told. */
  async decline(id: number, input: z.output<typeof claimDeclineForm>, staff: StaffPrincipal): Promise<AdminClaim> {
    const { claim, order } = await this.openClaim(id);
    await this.context.dialect.writeTransaction(this.db, (trx) =>
      this.decideIn(trx, claim, {
        status: 'declined',
        resolution: null,
        amountCents: null,
        declineReason: input.reason,
        note: null,
        refundId: null,
        staffId: staff.id,
        stamp: new Date().toISOString(),
      }),
    );
    void this.mail(order, claim.id, { status: 'declined', reason: input.reason });
    return this.detail(id);
  }

  /** After the commit, as the shipment e-mail: a failed e-mail is logged (false), the decision stands. */
  private async mail(order: OrderRow, claimId: number, decision: DecisionMailInput['decision']): Promise<boolean> {
    try {
      const store = await orderMailStore(this.context, order);
      const mail = claimDecisionMail({
        store,
        priceFormat: store.priceFormat,
        orderNumber: order.increment_id,
        claimId,
        decision,
      });
      await this.context.mailer.send({ from: this.context.config.mailFrom, to: order.customer_email, ...mail });
      return true;
    } catch (error) {
      this.context.log.error({ err: error, claim: claimId, order: order.increment_id }, 'claim decision e-mail failed');
      return false;
    }
  }
}

const lineWire = (line: ClaimLineRow) => ({
  item_id: line.order_item_id,
  sku: line.sku,
  name: line.name,
  qty: line.qty,
  paid_cents: line.paid_cents,
});

const photoType = (name: string): string | null => PHOTO_TYPES[path.extname(name)] ?? null;

interface RowColumns {
  id: number;
  status: string;
  reason: string;
  order_id: number;
  order_increment_id: string;
  store_code: string;
  customer_email: string;
  customer_firstname: string;
  customer_lastname: string;
  currency_code: string;
  claimed_cents: number;
  resolution: string | null;
  amount_cents: number | null;
  created_at: string;
}

function adminRow(row: RowColumns): AdminClaimRow {
  return {
    id: row.id,
    status: row.status as ClaimStatus,
    reason: row.reason as ClaimReason,
    order_id: row.order_id,
    order_increment_id: row.order_increment_id,
    store_code: row.store_code,
    customer_email: row.customer_email,
    customer_name: `${row.customer_firstname} ${row.customer_lastname}`.trim(),
    currency_code: row.currency_code,
    claimed_cents: row.claimed_cents,
    resolution: row.resolution as ClaimResolution | null,
    amount_cents: row.amount_cents,
    created_at: row.created_at,
  };
}
