import fs from 'node:fs';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../src/delivery/index.js';
import { GatewayUnavailableError } from '../src/payment/index.js';
import { adminDb, auditRows, closeAdminDb, createStaffTeam, moveOrder, type TestStaff } from './admin-harness.js';
import { carrierSandboxSettings, readyToShip } from './carrier-sandbox.js';
import { engines, miniCatalogWith, startApi, type RunningApi } from './harness.js';
import { cardPayment, cardSandbox, crabsAndCorn, mailsTo, placeOrder, signedUpCustomer, uploadClaimPhoto } from './fixtures.js';

type Envelope<T = unknown> = { code: number; result: T; reason?: string };
interface Box {
  id: number;
  order_id: number;
  resolution: string | null;
  outcome?: string;
}
interface AdminClaim {
  id: number;
  status: string;
  resolution: string | null;
  refund_id: number | null;
}

const GIFT_CARD_PRODUCT =
  '{"type":"product","id":110,"sku":"GIFT-E","type_id":"giftcard","name":"E-Gift Card","url_key":"e-gift-card","price":50,"tax_class_id":5,"category_ids":[],"image":"/product/gift.svg","stock":{"qty":0,"manage_stock":false,"is_in_stock":true},"giftcard":{"giftcard_type":1,"amounts":[50],"allow_open_amount":false}}';
/** Past the refund sweep's grace period (two minutes) after a refund's last claim. */
const GRACE_PASSED = 3 * 60_000;
const later = (ms = GRACE_PASSED) => new Date(Date.now() + ms);
const WAITING = /The refund is recorded but its payment service has not confirmed it yet/;

// Parcels stay where the label left them: a box is found at risk by the loop's look past its delivery date.
carrierSandboxSettings({ stepMs: 3_600_000, secret: 'whsec_refund_late_outcomes' });

/**
 * What a refund's late outcome does (the refund window, gaps left by migration 047): a staff refund, a freshness
 * claim's refund and a box at risk's refund that the sweep gets confirmed mail their customer once, as the request
 * does when its gateway confirms at once, and never when the gateway refuses; a refund that fails in the sweep gives
 * back the gift cards it took; a claim or a box whose refund waits for the sweep stays decided (503 for staff).
 */
describe.each(engines)('refunds settled after their request on $name', (engine) => {
  let api: RunningApi;
  let team: Record<'manager' | 'packer', TestStaff>;
  /** Orders whose next refund stops (the process dies) or hears nothing (its gateway does not answer) once stored. */
  const interrupted = new Map<number, 'stops' | 'silent'>();

  beforeAll(async () => {
    api = await startApi(
      engine,
      // The tests run the sweep themselves; the app's own waits an hour. Gift cards are issued within a tenth of a second.
      { seedFile: miniCatalogWith([GIFT_CARD_PRODUCT]), refundResendSweepMs: 3_600_000, giftCardIntervalMs: 100 },
      {
        afterRefundStored: async (orderId) => {
          const how = interrupted.get(orderId);
          interrupted.delete(orderId);
          if (how === 'stops') throw new Error('the process stopped here');
          if (how === 'silent') throw new GatewayUnavailableError('nmi', 'no answer in time (test)');
        },
      },
    );
    team = await createStaffTeam(api, ['manager', 'packer']);
    await readyToShip(await db(), ['SIDE-CORN', 'CRAB-DZ']);
  });
  afterAll(async () => {
    await closeAdminDb(api);
    await api.stop();
  });

  const call = async <T = unknown>(method: string, url: string, body?: unknown, headers: Record<string, string> = team.manager.headers) =>
    (await api.request(method, url, body, headers)).body as Envelope<T>;
  const db = async () => (await adminDb(api)).db;
  const sends = () => api.app.refundSends;
  const gateway = async () => (await cardSandbox(api)).origin;
  const declineNextRefund = async () =>
    fetch(`${await gateway()}/sandbox/nmi/decline-refunds`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ count: 1 }),
    });
  const refundsOf = async (orderId: number) =>
    (await db()).selectFrom('order_refunds').select(['id', 'state']).where('order_id', '=', orderId).orderBy('id').execute();
  /** Lets a mail sent after an answer (or by a listener) reach the outbox before the test counts. */
  const settle = () => new Promise((resolve) => setTimeout(resolve, 300));
  const mailedAt = async (refundId: number) =>
    (await (await db()).selectFrom('order_refunds').select('mailed_at').where('id', '=', refundId).executeTakeFirstOrThrow()).mailed_at;
  /** No mail can be written while `during` runs and its mails are tried (the outbox's folder is a file), as with a mail server down. */
  async function mailDown<T>(during: () => Promise<T>): Promise<T> {
    const outbox = api.config.mailOutboxDir;
    fs.mkdirSync(outbox, { recursive: true });
    fs.renameSync(outbox, `${outbox}.kept`);
    fs.writeFileSync(outbox, '');
    try {
      const answer = await during();
      await settle();
      return answer;
    } finally {
      fs.rmSync(outbox);
      fs.renameSync(`${outbox}.kept`, outbox);
    }
  }

  let n = 0;
  /** A signed-in customer's card order (crabs and corn unless `lines` say otherwise). */
  async function cardOrder(lines: NonNullable<Parameters<typeof placeOrder>[1]>['lines'] = crabsAndCorn(1), shipped = true) {
    const email = `late-${engine.name}-${++n}@example.com`;
    const customer = await signedUpCustomer(api, email);
    const placed = await placeOrder(api, { email, token: customer.token, lines, shipped, ...(await cardPayment(await cardSandbox(api))) });
    return { ...placed, email, token: customer.token };
  }

  describe('a staff refund', () => {
    const refundMails = (order: { email: string; orderNumber: string }) =>
      mailsTo(api, order.email).filter((mail) => mail.subject.includes(`refund for order ${order.orderNumber}`));
    const refund = (orderId: number, amountCents: number) =>
      call('POST', `/api/admin/orders/${orderId}/refund`, { amountCents, to: 'original', reason: 'lid crushed' });

    it('the sweep sends after its process stopped mails the customer once, however many sweeps run at once', async () => {
      const order = await cardOrder();
      interrupted.set(order.orderId, 'stops');
      expect((await refund(order.orderId, 700)).code).toBe(500);
      await settle();
      expect(refundMails(order)).toEqual([]);
      const settled = await Promise.all([1, 2, 3].map(() => sends().resendDue(later())));
      expect(settled.reduce((sum, count) => sum + count, 0)).toBe(1);
      expect((await refundsOf(order.orderId))[0].state).toBe('sent');
      await expect.poll(() => refundMails(order).length).toBe(1);
      expect(refundMails(order)[0].text).toContain('lid crushed');
      expect(await sends().resendDue(later(10 * GRACE_PASSED))).toBe(0);
      await settle();
      expect(refundMails(order)).toHaveLength(1);
    });

    it('its gateway did not answer (503): mailed once the sweep sends it, and not when the gateway refuses it then', async () => {
      const order = await cardOrder();
      interrupted.set(order.orderId, 'silent');
      expect((await refund(order.orderId, 500)).code).toBe(503);
      expect(await sends().resendDue(later())).toBe(1);
      await expect.poll(() => refundMails(order).length).toBe(1);

      const refused = await cardOrder();
      interrupted.set(refused.orderId, 'silent');
      expect((await refund(refused.orderId, 500)).code).toBe(503);
      await declineNextRefund();
      expect(await sends().resendDue(later())).toBe(1);
      expect((await refundsOf(refused.orderId))[0].state).toBe('failed');
      await settle();
      expect(refundMails(refused)).toEqual([]);
    });

    it('its mail whose send failed is sent again by the sweep, once, after the request’s grace period', async () => {
      const order = await cardOrder();
      expect((await mailDown(() => refund(order.orderId, 300))).code).toBe(200);
      const [row] = await refundsOf(order.orderId);
      expect(row.state).toBe('sent');
      expect(await mailedAt(row.id)).toBeNull();
      expect(refundMails(order)).toEqual([]);
      // Within the grace period the request's own send is left alone.
      await sends().resendDue();
      await settle();
      expect(refundMails(order)).toEqual([]);
      await Promise.all([1, 2].map(() => sends().resendDue(later())));
      await expect.poll(() => refundMails(order).length).toBe(1);
      expect(refundMails(order)[0].text).toContain('lid crushed');
      expect(await mailedAt(row.id)).not.toBeNull();
      await sends().resendDue(later(10 * GRACE_PASSED));
      await settle();
      expect(refundMails(order)).toHaveLength(1);
    });

    it('mails that keep failing hold no newer one back: each sweep round goes on after the last it tried', async () => {
      // Twenty owed mails whose sender never sends them (a claim's mail with no claim), older than the real one.
      const stuckOn = await cardOrder();
      const old = new Date(Date.now() - 60 * 60_000).toISOString();
      const stuck = Array.from({ length: 20 }, () => ({
        order_id: stuckOn.orderId,
        amount_cents: 1,
        destination: 'original',
        payment_id: null,
        reason: 'stuck',
        staff_id: null,
        created_at: old,
        state: 'sent' as const,
        customer_mail: 'claim' as const,
      }));
      await (await db()).insertInto('order_refunds').values(stuck).execute();
      try {
        const order = await cardOrder();
        expect((await mailDown(() => refund(order.orderId, 300))).code).toBe(200);
        expect(refundMails(order)).toEqual([]);
        await sends().resendDue(later());
        await sends().resendDue(later());
        await expect.poll(() => refundMails(order).length).toBe(1);
      } finally {
        await (await db()).deleteFrom('order_refunds').where('order_id', '=', stuckOn.orderId).where('reason', '=', 'stuck').execute();
      }
    });

    it('a refund confirmed at once is mailed once', async () => {
      const order = await cardOrder();
      expect((await refund(order.orderId, 400)).code).toBe(200);
      await expect.poll(() => refundMails(order).length).toBe(1);
      expect(await sends().resendDue(later())).toBe(0);
      await settle();
      expect(refundMails(order)).toHaveLength(1);
    });
  });

  describe('gift cards a refund took back', () => {
    /** A card-paid order of one $50 e-gift card, its card issued. */
    async function giftCardOrder() {
      const option = { giftcard_amount: 50, giftcard_recipient_name: 'Robin', giftcard_recipient_email: `robin-${++n}@example.com` };
      const order = await cardOrder(
        [{ sku: 'GIFT-E', qty: 1, product_option: { extension_attributes: { giftcard_item_option: option } } }],
        false,
      );
      const issued = async () =>
        (await db()).selectFrom('gift_cards').select(['id', 'status', 'balance_cents']).where('order_id', '=', order.orderId).execute();
      await expect.poll(async () => (await issued()).map((card) => card.status)).toEqual(['active']);
      return { ...order, cards: issued };
    }
    const historyOf = async (cardId: number) =>
      (await (await db()).selectFrom('gift_card_history').select('action').where('gift_card_id', '=', cardId).orderBy('id').execute()).map(
        (row) => row.action,
      );

    it('are active again, holding what they held, when the sweep’s gateway refuses a staff refund', async () => {
      const order = await giftCardOrder();
      interrupted.set(order.orderId, 'stops');
      const stopped = await call('POST', `/api/admin/orders/${order.orderId}/refund`, { whole: true, to: 'original', reason: 'unwanted' });
      expect(stopped.code).toBe(500);
      const [card] = await order.cards();
      expect(card).toMatchObject({ status: 'disabled', balance_cents: 0 });
      await declineNextRefund();
      expect(await sends().resendDue(later())).toBe(1);
      expect((await refundsOf(order.orderId))[0].state).toBe('failed');
      expect(await order.cards()).toEqual([{ id: card.id, status: 'active', balance_cents: 5000 }]);
      expect(await historyOf(card.id)).toEqual(['issued', 'refunded', 'reinstated']);
      const failed = await (
        await db()
      )
        .selectFrom('audit_log')
        .select('after')
        .where('action', '=', 'order.refund_failed')
        .where('entity_id', '=', String(order.orderId))
        .executeTakeFirstOrThrow();
      expect(JSON.parse(failed.after ?? '{}')).toMatchObject({ gift_cards_reinstated: [card.id] });
    });

    it('are active again when the sweep’s gateway refuses a cancel’s refund', async () => {
      const order = await giftCardOrder();
      interrupted.set(order.orderId, 'silent');
      const canceled = await call('POST', `/api/admin/orders/${order.orderId}/cancel`, { reason: 'changed mind' });
      expect(canceled.code, JSON.stringify(canceled)).toBe(200);
      expect((await refundsOf(order.orderId))[0].state).toBe('pending');
      expect((await order.cards())[0]).toMatchObject({ status: 'disabled', balance_cents: 0 });
      await declineNextRefund();
      expect(await sends().resendDue(later())).toBe(1);
      expect((await refundsOf(order.orderId))[0].state).toBe('failed');
      expect((await order.cards())[0]).toMatchObject({ status: 'active', balance_cents: 5000 });
    });
  });

  describe('a customer’s own cancel', () => {
    const cancelMails = (order: { email: string; orderNumber: string }) =>
      mailsTo(api, order.email).filter((mail) => mail.subject.includes(`order ${order.orderNumber} is canceled`));
    const refundMails = (order: { email: string; orderNumber: string }) =>
      mailsTo(api, order.email).filter((mail) => mail.subject.includes(`refund for order ${order.orderNumber}`));
    const cancel = (order: { orderId: number; token: string }) =>
      call('POST', `/api/user/orders/${order.orderId}/cancel`, {}, { authorization: `Bearer ${order.token}` });
    interface HistoryEntry {
      kind: string;
      refund: { state: string; failure: string | null } | null;
    }

    it('whose refund its gateway has not confirmed mails that the refund is under way, not that the money went back', async () => {
      const order = await cardOrder();
      interrupted.set(order.orderId, 'silent');
      const canceled = await cancel(order);
      expect(canceled.code, JSON.stringify(canceled)).toBe(200);
      expect((await refundsOf(order.orderId))[0].state).toBe('pending');
      await expect.poll(() => cancelMails(order).length).toBe(1);
      expect(cancelMails(order)[0].text).toMatch(/The refund of what you paid, \$\d+\.\d\d, is under way/);
      expect(cancelMails(order)[0].text).not.toContain('goes back in full to the way you paid');
      expect(refundMails(order)).toHaveLength(0);
      expect(await sends().resendDue(later())).toBe(1);
      expect((await refundsOf(order.orderId))[0].state).toBe('sent');
      // Once confirmed, the customer hears the money is on its way, once, with no staff note for a reason.
      await expect.poll(() => refundMails(order).length).toBe(1);
      expect(refundMails(order)[0].text).not.toContain('canceled by the customer');
      await sends().resendDue(later(10 * GRACE_PASSED));
      await settle();
      expect(refundMails(order)).toHaveLength(1);
    });

    it('whose refund the sweep’s gateway then refuses shows staff the failure, and mails the customer nothing more', async () => {
      const order = await cardOrder();
      interrupted.set(order.orderId, 'silent');
      expect((await cancel(order)).code).toBe(200);
      await expect.poll(() => cancelMails(order).length).toBe(1);
      const mailed = mailsTo(api, order.email).length;
      await declineNextRefund();
      expect(await sends().resendDue(later())).toBe(1);
      expect((await refundsOf(order.orderId))[0].state).toBe('failed');
      const detail = await call<{ history: HistoryEntry[] }>('GET', `/api/admin/orders/${order.orderId}`);
      const refund = detail.result.history.find((entry) => entry.kind === 'refund')?.refund;
      expect(refund).toMatchObject({ state: 'failed', failure: expect.stringMatching(/./) });
      expect((await auditRows(api, 'order', order.orderId)).map((row) => row.action)).toContain('order.refund_failed');
      await sends().resendDue(later(10 * GRACE_PASSED));
      await settle();
      expect(mailsTo(api, order.email)).toHaveLength(mailed);
    });

    it('whose refund its gateway confirmed at once mails that what was paid goes back in full', async () => {
      const order = await cardOrder();
      expect((await cancel(order)).code).toBe(200);
      expect((await refundsOf(order.orderId))[0].state).toBe('sent');
      await expect.poll(() => cancelMails(order).length).toBe(1);
      expect(cancelMails(order)[0].text).toContain('goes back in full to the way you paid');
      await sends().resendDue(later(10 * GRACE_PASSED));
      await settle();
      expect(refundMails(order)).toHaveLength(0);
    });
  });

  describe('a freshness claim’s refund', () => {
    let photo: Buffer;
    beforeAll(async () => {
      photo = await sharp({ create: { width: 32, height: 24, channels: 3, background: { r: 200, g: 60, b: 40 } } })
        .jpeg()
        .toBuffer();
    });
    /** A delivered card order with an open claim on its corn, and the claim's approval to a refund. */
    async function claimed() {
      const order = await cardOrder(crabsAndCorn(2));
      await moveOrder(api, order.orderId, { status: 'shipped', daysFromToday: 0 });
      const customer = { authorization: `Bearer ${order.token}` };
      const lines = (
        await call<{ lines: Array<{ item_id: number; sku: string }> }>(
          'GET',
          `/api/user/orders/${order.orderId}/claims`,
          undefined,
          customer,
        )
      ).result.lines;
      const corn = lines.find((line) => line.sku === 'SIDE-CORN');
      const uploaded = (await uploadClaimPhoto(api, order.token, photo)).body.result as { photo: string };
      const filed = await call<{ id: number; claimed_cents: number }>(
        'POST',
        `/api/user/orders/${order.orderId}/claims`,
        { reason: 'arrived_warm', description: 'The corn was warm.', lines: [{ item_id: corn?.item_id, qty: 1 }], photo: uploaded.photo },
        customer,
      );
      expect(filed.code, JSON.stringify(filed)).toBe(200);
      const claim = filed.result;
      const approve = () =>
        call<AdminClaim>('POST', `/api/admin/claims/${claim.id}/approve`, { to: 'refund', amount_cents: claim.claimed_cents });
      const detail = async () => (await call<AdminClaim>('GET', `/api/admin/claims/${claim.id}`)).result;
      const approvals = () =>
        mailsTo(api, order.email).filter((mail) => mail.subject.includes(`claim for order ${order.orderNumber} is approved`));
      return { ...order, claim, approve, detail, approvals };
    }

    it('stays approved when its process stops once the refund is stored (503, waiting), and the sweep’s refund mails it once', async () => {
      const order = await claimed();
      interrupted.set(order.orderId, 'stops');
      const answer = await order.approve();
      expect(answer).toMatchObject({ code: 503, result: expect.stringMatching(WAITING) });
      expect(await order.detail()).toMatchObject({ status: 'approved', resolution: 'refund', refund_id: expect.any(Number) });
      await settle();
      expect(order.approvals()).toEqual([]);
      expect((await order.approve()).reason).toBe('claim.decided');
      const settled = await Promise.all([1, 2].map(() => sends().resendDue(later())));
      expect(settled.reduce((sum, count) => sum + count, 0)).toBe(1);
      await expect.poll(() => order.approvals().length).toBe(1);
      expect(order.approvals()[0].text).toContain('We refunded');
      await settle();
      expect(order.approvals()).toHaveLength(1);
    });

    it('its gateway did not answer (503): the claim stays approved, unmailed until the gateway confirms', async () => {
      const order = await claimed();
      interrupted.set(order.orderId, 'silent');
      expect(await order.approve()).toMatchObject({ code: 503, result: expect.stringMatching(WAITING) });
      await settle();
      expect(order.approvals()).toEqual([]);
      expect(await sends().resendDue(later())).toBe(1);
      await expect.poll(() => order.approvals().length).toBe(1);
    });

    it('its approval mail whose send failed is sent again by the sweep, once', async () => {
      const order = await claimed();
      expect((await mailDown(() => order.approve())).code).toBe(200);
      const { refund_id: refundId } = await order.detail();
      expect(await mailedAt(refundId ?? 0)).toBeNull();
      expect(order.approvals()).toEqual([]);
      await Promise.all([1, 2].map(() => sends().resendDue(later())));
      await expect.poll(() => order.approvals().length).toBe(1);
      expect(order.approvals()[0].text).toContain('We refunded');
      await sends().resendDue(later(10 * GRACE_PASSED));
      await settle();
      expect(order.approvals()).toHaveLength(1);
    });

    it('is open again, unmailed, when the sweep’s gateway refuses its refund', async () => {
      const order = await claimed();
      interrupted.set(order.orderId, 'silent');
      expect((await order.approve()).code).toBe(503);
      await declineNextRefund();
      expect(await sends().resendDue(later())).toBe(1);
      expect(await order.detail()).toMatchObject({ status: 'open', resolution: null, refund_id: null });
      await settle();
      expect(order.approvals()).toEqual([]);
      // Staff decide it again, and this time it goes through.
      expect((await order.approve()).code).toBe(200);
      await expect.poll(() => order.approvals().length).toBe(1);
    });
  });

  describe('a box at risk’s refund', () => {
    /** A card order shipped with a label and found at risk (not delivered by the end of its date). */
    async function boxAtRisk() {
      const order = await cardOrder([{ sku: 'SIDE-CORN', qty: 1 }]);
      const label = await call('POST', `/api/admin/orders/${order.orderId}/label`, {}, team.packer.headers);
      expect(label.code, JSON.stringify(label)).toBe(200);
      const row = await (await db()).selectFrom('orders').select('delivery_date').where('id', '=', order.orderId).executeTakeFirstOrThrow();
      await api.app.shipping.atRisk.sweep(new Date(`${addDays(row.delivery_date ?? '', 1)}T12:00:00Z`));
      const box = async () =>
        (await call<{ items: Box[] }>('GET', '/api/admin/shipments/at-risk?status=all')).result.items.find(
          (item) => item.order_id === order.orderId,
        );
      const id = (await box())?.id ?? 0;
      const refund = () => call<Box>('POST', `/api/admin/shipments/at-risk/${id}/refund`, {});
      const resolvedMails = () => mailsTo(api, order.email).filter((mail) => mail.subject.includes('we made it good'));
      return { ...order, box, refund, resolvedMails };
    }

    it('stays resolved when its process stops once the refund is stored (503, waiting); a retry refunds nothing; the sweep mails once', async () => {
      const order = await boxAtRisk();
      interrupted.set(order.orderId, 'stops');
      expect(await order.refund()).toMatchObject({ code: 503, result: expect.stringMatching(WAITING) });
      expect(await order.box()).toMatchObject({ resolution: 'refund' });
      expect(await order.refund()).toMatchObject({ code: 200, result: { outcome: 'already_resolved' } });
      expect(await refundsOf(order.orderId)).toEqual([expect.objectContaining({ state: 'pending' })]);
      // The loop that mails resolutions left unmailed waits for the gateway's word too.
      await api.app.shipping.atRisk.sweep(later(10 * 60_000));
      await settle();
      expect(order.resolvedMails()).toEqual([]);
      const settled = await Promise.all([1, 2].map(() => sends().resendDue(later())));
      expect(settled.reduce((sum, count) => sum + count, 0)).toBe(1);
      await expect.poll(() => order.resolvedMails().length).toBe(1);
      expect(order.resolvedMails()[0].text).toMatch(/refunded \$\d/);
      await api.app.shipping.atRisk.sweep(later(10 * 60_000));
      await settle();
      expect(order.resolvedMails()).toHaveLength(1);
    });

    it('its gateway did not answer (503): resolved, and open again, unmailed, when the sweep’s gateway refuses it', async () => {
      const order = await boxAtRisk();
      interrupted.set(order.orderId, 'silent');
      expect(await order.refund()).toMatchObject({ code: 503, result: expect.stringMatching(WAITING) });
      expect(await order.box()).toMatchObject({ resolution: 'refund' });
      await declineNextRefund();
      expect(await sends().resendDue(later())).toBe(1);
      expect(await order.box()).toMatchObject({ resolution: null });
      await api.app.shipping.atRisk.sweep(later(10 * 60_000));
      await settle();
      expect(order.resolvedMails()).toEqual([]);
    });

    it('is open again when its gateway refuses the refund in the request', async () => {
      const order = await boxAtRisk();
      await declineNextRefund();
      expect((await order.refund()).code).toBe(502);
      expect(await order.box()).toMatchObject({ resolution: null });
      expect(await refundsOf(order.orderId)).toEqual([]);
      expect(await order.refund()).toMatchObject({ code: 200, result: { outcome: 'resolved', resolution: 'refund' } });
      await expect.poll(() => order.resolvedMails().length).toBe(1);
    });
  });
});
