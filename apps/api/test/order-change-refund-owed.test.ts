import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../src/config.js';
import { engines, miniCatalogWith, startApi, type RunningApi } from './harness.js';
import { adminDb, closeAdminDb } from './admin-harness.js';
import { cardPayment, cardSandbox, mailsTo, placeOrder, signedUpCustomer, simpleProductLine, testAddress } from './fixtures.js';

type Envelope<T = unknown> = { code: number; result: T; reason?: string };
interface Change {
  difference: number;
  settlement: string;
}

const catalog = miniCatalogWith([simpleProductLine(290, 'POT', 30), simpleProductLine(291, 'BIB', 10)]);

/** Keys of the changes whose process "stops" once the change is stored, before its refund. */
const dying = new Set<string>();

/**
 * Issue 38's crash gap: a change that lowers a card order's total is stored with its refund owed (`refund_pending`).
 * A process that stops right after storing it (here: the test hook throws, as a killed process would end the request)
 * leaves the refund owed, and the change's retry or the sweep refunds it exactly once.
 */
describe.each(engines)('a change whose process stops before its refund, on $name', (engine) => {
  let api: RunningApi;
  beforeAll(async () => {
    api = await startApi(
      engine,
      // The sweep looks every tenth of a second here (a minute by default).
      { seedFile: catalog, shipping: loadConfig({}).shipping, changeRefundSweepMs: 100 },
      {
        afterChangeStored: async (_orderId, key) => {
          if (dying.has(key)) throw new Error('the process stopped here');
        },
      },
    );
  });
  afterAll(async () => {
    await closeAdminDb(api);
    await api.stop();
  });

  const call = async <T = Change>(method: string, url: string, body?: unknown, headers: Record<string, string> = {}) =>
    (await api.request(method, url, body, headers)).body as Envelope<T>;
  const db = async () => (await adminDb(api)).db;
  let n = 0;

  /**
   * A signed-in customer's card order of a pot and a bib, and the change that takes the bib off, stored as a dying
   * process leaves it. `recipient`: the order is a gift whose recipient chooses the day (so knows of it), and the
   * change also moves its address.
   */
  async function changeLeftOwed(key: string, recipient?: string) {
    const email = `owed-${engine.name}-${++n}@example.com`;
    const customer = await signedUpCustomer(api, email);
    const gift = { message: 'Enjoy!', notify_recipient: false, recipient_email: recipient, recipient_chooses_within_days: 14 };
    const placed = await placeOrder(api, {
      email,
      token: customer.token,
      products: [
        { sku: 'POT', qty: 1 },
        { sku: 'BIB', qty: 1 },
      ],
      ...(await cardPayment(await cardSandbox(api))),
      ...(recipient ? { extra: { gift } } : {}),
    });
    const headers = { authorization: `Bearer ${customer.token}` };
    const items = await (
      await db()
    )
      .selectFrom('order_items')
      .select(['id', 'sku'])
      .where('order_id', '=', placed.orderId)
      .orderBy('id')
      .execute();
    const body = {
      lines: items.map((item) => ({ item_id: item.id, qty: item.sku === 'BIB' ? 0 : 1 })),
      change_id: key,
      ...(recipient ? { shipping_address: { ...testAddress(email), street: ['7 Moved Lane'] } } : {}),
    };
    dying.add(key);
    const stopped = await api.request('POST', `/api/user/orders/${placed.orderId}/change`, body, headers);
    dying.delete(key);
    expect(stopped.body, JSON.stringify(stopped.body)).toMatchObject({ code: 500 });
    const row = await changeRow(placed.orderId);
    expect(row).toMatchObject({ settlement: 'refund_pending', refund_id: null, refund_claimed_at: null });
    expect(await refundsOf(placed.orderId)).toEqual([]);
    return { orderId: placed.orderId, body, headers, email, owed: -row.difference_cents };
  }
  const changeRow = async (orderId: number) =>
    (await db()).selectFrom('order_changes').selectAll().where('order_id', '=', orderId).executeTakeFirstOrThrow();
  const refundsOf = async (orderId: number) =>
    (await db()).selectFrom('order_refunds').select(['id', 'amount_cents']).where('order_id', '=', orderId).execute();
  const refundedAtGateway = async (orderId: number) =>
    Number(
      (await (await db()).selectFrom('payments').select('refunded_cents').where('order_id', '=', orderId).executeTakeFirstOrThrow())
        .refunded_cents,
    );
  /** Lets the sweep run a few rounds, the clock read as `at` (the real one when not given). */
  const sweepRoundsAt = async (at?: number) => {
    if (at) vi.useFakeTimers({ toFake: ['Date'], now: at });
    try {
      await new Promise((resolve) => setTimeout(resolve, 500));
    } finally {
      vi.useRealTimers();
    }
  };

  it('the retry of the change refunds what the stopped request owed, once', async () => {
    const owed = await changeLeftOwed(`owed-retry-${engine.name}`);
    expect(owed.owed).toBeGreaterThan(0);
    const [retry, twin] = await Promise.all([
      call('POST', `/api/user/orders/${owed.orderId}/change`, owed.body, owed.headers),
      call('POST', `/api/user/orders/${owed.orderId}/change`, owed.body, owed.headers),
    ]);
    expect([retry.code, twin.code]).toEqual([200, 200]);
    expect([retry.result.settlement, twin.result.settlement]).toContain('refunded');
    const refunds = await refundsOf(owed.orderId);
    expect(refunds).toEqual([{ id: expect.any(Number), amount_cents: owed.owed }]);
    expect(await changeRow(owed.orderId)).toMatchObject({ settlement: 'refunded', refund_id: refunds[0].id });
    expect(await refundedAtGateway(owed.orderId)).toBe(owed.owed);
    // Nothing is left for the sweep, even ten minutes on.
    await sweepRoundsAt(Date.now() + 10 * 60_000);
    expect(await refundsOf(owed.orderId)).toHaveLength(1);
    expect(await refundedAtGateway(owed.orderId)).toBe(owed.owed);
    await expect.poll(() => mailsTo(api, owed.email).filter((mail) => mail.subject.includes('changed')).length).toBe(1);
  });

  it('the sweep refunds it once the request is a minute gone; a live claim is left alone, a stale one taken over', async () => {
    const owed = await changeLeftOwed(`owed-sweep-${engine.name}`);
    // Within the minute the request may still be on its way to its refund: the sweep waits.
    await sweepRoundsAt();
    expect(await refundsOf(owed.orderId)).toEqual([]);
    // A claim made just now (another process refunding right now) is not the sweep's either, a minute on.
    await (
      await db()
    )
      .updateTable('order_changes')
      .set({ refund_claimed_at: new Date().toISOString() })
      .where('order_id', '=', owed.orderId)
      .execute();
    await sweepRoundsAt(Date.now() + 61_000);
    expect(await refundsOf(owed.orderId)).toEqual([]);
    expect((await changeRow(owed.orderId)).settlement).toBe('refund_pending');
    // Five minutes without an answer: that process stopped, and the sweep takes the refund over, once.
    await sweepRoundsAt(Date.now() + 6 * 60_000);
    await expect.poll(async () => (await changeRow(owed.orderId)).settlement).toBe('refunded');
    expect(await refundsOf(owed.orderId)).toEqual([{ id: expect.any(Number), amount_cents: owed.owed }]);
    expect(await refundedAtGateway(owed.orderId)).toBe(owed.owed);
    await sweepRoundsAt(Date.now() + 10 * 60_000);
    expect(await refundsOf(owed.orderId)).toHaveLength(1);
    await expect.poll(() => mailsTo(api, owed.email).find((mail) => mail.subject.includes('changed'))?.text ?? '').toContain('We refunded');
    // The customer's retry answers the refund made, and refunds nothing again.
    const retry = await call('POST', `/api/user/orders/${owed.orderId}/change`, owed.body, owed.headers);
    expect(retry).toMatchObject({ code: 200, result: { settlement: 'refunded' } });
    expect(await refundsOf(owed.orderId)).toHaveLength(1);
    expect(mailsTo(api, owed.email).filter((mail) => mail.subject.includes('changed'))).toHaveLength(1);
  });

  it('tells a gift’s recipient of the moved address once the late refund is made, as the request would have', async () => {
    const recipient = `owed-recipient-${engine.name}@example.com`;
    const owed = await changeLeftOwed(`owed-gift-${engine.name}`, recipient);
    const moved = () => mailsTo(api, recipient).filter((mail) => mail.subject.startsWith('The delivery of your gift'));
    expect(moved()).toEqual([]);
    const retry = await call('POST', `/api/user/orders/${owed.orderId}/change`, owed.body, owed.headers);
    expect(retry).toMatchObject({ code: 200, result: { settlement: 'refunded' } });
    await expect.poll(() => moved().length).toBe(1);
    expect(moved()[0].text).toContain('7 Moved Lane');
    expect(await refundsOf(owed.orderId)).toEqual([{ id: expect.any(Number), amount_cents: owed.owed }]);
  });
});
