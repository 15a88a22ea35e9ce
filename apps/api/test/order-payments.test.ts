import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.js';
import { engines, miniCatalogWith, suiteApi } from './harness.js';
import { adminDb, createStaffTeam } from './admin-harness.js';
import { cardPayment, cardSandbox, placeOrder, signedUpCustomer, simpleProductLine } from './fixtures.js';

/**
 * An order whose change raised its total has two payments: its first, and the balance paid on the pay page. What
 * was paid is both; a refund goes back over both (the balance first), a cancel gives back both, and a refund that a
 * gateway refuses part-way keeps what went back.
 */
type Envelope<T = unknown> = { code: number; result: T; reason?: string };
interface Detail {
  paid_cents: number;
  refunded_cents: number;
  refundable_cents: number;
  payment_state: string;
}

const catalog = miniCatalogWith([simpleProductLine(192, 'POT', 30, { qty: 1000 }), simpleProductLine(193, 'BIB', 10, { qty: 1000 })]);

describe.each(engines)('an order paid in two payments (a changed order’s balance) on $name', (engine) => {
  const api = suiteApi(engine, { seedFile: catalog, shipping: loadConfig({}).shipping, shopEmail: 'hello@shoreline.test' });
  const call = async <T = unknown>(method: string, url: string, body?: unknown, headers: Record<string, string> = {}) =>
    (await api.request(method, url, body, headers)).body as Envelope<T>;
  const db = async () => (await adminDb(api)).db;
  const paymentsOf = async (orderId: number) =>
    (await db())
      .selectFrom('payments')
      .select(['id', 'amount_cents', 'refunded_cents', 'state', 'gateway_reference'])
      .where('order_id', '=', orderId)
      .orderBy('id')
      .execute();
  let n = 0;

  /** A card order of one POT whose customer adds two BIBs and pays the balance on the pay page. */
  const twoPayments = async () => {
    const email = `two-payments-${engine.name}-${++n}@example.com`;
    const customer = await signedUpCustomer(api, email);
    const placed = await placeOrder(api, {
      email,
      token: customer.token,
      products: [{ sku: 'POT', qty: 1 }],
      ...(await cardPayment(await cardSandbox(api))),
    });
    const headers = { authorization: `Bearer ${customer.token}` };
    const base = `/api/user/orders/${placed.orderId}`;
    const [item] = await (await db()).selectFrom('order_items').select('id').where('order_id', '=', placed.orderId).execute();
    const lines = [
      { item_id: item.id, qty: 1 },
      { sku: 'BIB', qty: 2 },
    ];
    const changed = await call<{ pay_path: string; balance_due: number }>(
      'POST',
      `${base}/change`,
      { lines, change_id: `two-${engine.name}-${n}` },
      headers,
    );
    expect(changed).toMatchObject({ code: 200, result: { settlement: 'due' } });
    const link = Object.fromEntries(new URLSearchParams(changed.result.pay_path.split('?')[1]));
    const card = await cardPayment(await cardSandbox(api));
    const paid = await call('POST', '/api/order/pay', {
      ...link,
      payment_method_code: card.paymentMethod,
      payment_method_additional: card.paymentAdditional,
    });
    expect(paid.code).toBe(200);
    const payments = await paymentsOf(placed.orderId);
    expect(payments.map((payment) => payment.state)).toEqual(['captured', 'captured']);
    const { manager } = await createStaffTeam(api, ['manager'] as const);
    const detail = async () => (await call<Detail>('GET', `/api/admin/orders/${placed.orderId}`, undefined, manager.headers)).result;
    return { orderId: placed.orderId, payments, manager, detail, headers };
  };

  it('counts both payments as paid, in the order and in the order list', async () => {
    const { orderId, payments, detail, manager, headers } = await twoPayments();
    const total = payments[0].amount_cents + payments[1].amount_cents;
    const order = await (await db()).selectFrom('orders').select('grand_total_cents').where('id', '=', orderId).executeTakeFirstOrThrow();
    expect(total).toBe(order.grand_total_cents);
    expect(await detail()).toMatchObject({ paid_cents: total, refundable_cents: total, payment_state: 'captured' });
    // More than the balance: the balance goes back whole, the rest from the first payment.
    const amount = payments[1].amount_cents + 500;
    const refunded = await call(
      'POST',
      `/api/admin/orders/${orderId}/refund`,
      { amountCents: amount, to: 'original', reason: 'two payments' },
      manager.headers,
    );
    expect(refunded.code).toBe(200);
    const after = await paymentsOf(orderId);
    expect(after.map((payment) => [payment.state, payment.refunded_cents])).toEqual([
      ['captured', 500],
      ['refunded', payments[1].amount_cents],
    ]);
    expect(await detail()).toMatchObject({ refunded_cents: amount, refundable_cents: total - amount, payment_state: 'partially_refunded' });
    const list = await call<{ items: Array<{ id: number; payment_state: string }> }>(
      'GET',
      `/api/admin/orders?payment_state=partially_refunded&page_size=100`,
      undefined,
      manager.headers,
    );
    expect(list.result.items.map((row) => row.id)).toContain(orderId);
    // The customer's order page says what came back.
    const own = await call<{ total_refunded: number }>('GET', `/api/user/orders/${orderId}`, undefined, headers);
    expect(own.result.total_refunded).toBe(amount / 100);
  });

  it('gives both payments back when the order is canceled', async () => {
    const { orderId, payments, detail, manager } = await twoPayments();
    const canceled = await call('POST', `/api/admin/orders/${orderId}/cancel`, { reason: 'out of crabs' }, manager.headers);
    expect(canceled.code).toBe(200);
    const after = await paymentsOf(orderId);
    // The sandbox voids an unsettled sale given back whole: nothing stays captured, nothing is refunded twice.
    for (const [index, payment] of after.entries()) {
      expect(['voided', 'refunded']).toContain(payment.state);
      if (payment.state === 'refunded') expect(payment.refunded_cents).toBe(payments[index].amount_cents);
    }
    const total = payments[0].amount_cents + payments[1].amount_cents;
    const refunds = await (await db()).selectFrom('order_refunds').select('amount_cents').where('order_id', '=', orderId).execute();
    expect(refunds.reduce((sum, row) => sum + row.amount_cents, 0)).toBe(total);
    expect(await detail()).toMatchObject({ refundable_cents: 0 });
  });

  it('keeps what went back when the first payment refuses its part, and refunds the rest later', async () => {
    const { orderId, payments, detail, manager } = await twoPayments();
    // The gateway no longer knows the first payment's transaction: its part of the refund is refused.
    await (await db()).updateTable('payments').set({ gateway_reference: 'unknown-transaction' }).where('id', '=', payments[0].id).execute();
    const amount = payments[1].amount_cents + 700;
    const refused = await call(
      'POST',
      `/api/admin/orders/${orderId}/refund`,
      { amountCents: amount, to: 'original', reason: 'part way' },
      manager.headers,
    );
    expect(refused.code).toBeGreaterThanOrEqual(500);
    expect(refused.code).toBeLessThan(600);
    const refunds = await (await db()).selectFrom('order_refunds').select(['id', 'amount_cents']).where('order_id', '=', orderId).execute();
    expect(refunds.map((row) => row.amount_cents)).toEqual([payments[1].amount_cents]);
    const ledger = await (
      await db()
    )
      .selectFrom('order_give_backs')
      .select('amount_cents')
      .where('refund_id', '=', refunds[0].id)
      .execute();
    expect(ledger.reduce((sum, row) => sum + row.amount_cents, 0)).toBe(payments[1].amount_cents);
    const total = payments[0].amount_cents + payments[1].amount_cents;
    expect(await detail()).toMatchObject({ refunded_cents: payments[1].amount_cents, refundable_cents: total - payments[1].amount_cents });
    const audits = await (await db()).selectFrom('audit_log').select('action').where('entity_id', '=', String(orderId)).execute();
    expect(audits.map((row) => row.action)).toContain('order.refund_part_way');

    // Once the gateway knows it again, the rest goes back from the first payment.
    await (
      await db()
    )
      .updateTable('payments')
      .set({ gateway_reference: payments[0].gateway_reference })
      .where('id', '=', payments[0].id)
      .execute();
    const rest = await call(
      'POST',
      `/api/admin/orders/${orderId}/refund`,
      { whole: true, to: 'original', reason: 'the rest' },
      manager.headers,
    );
    expect(rest.code).toBe(200);
    expect((await paymentsOf(orderId)).map((payment) => payment.state)).toEqual(['refunded', 'refunded']);
    expect(await detail()).toMatchObject({ refunded_cents: total, refundable_cents: 0 });
  });

  it('records a refund made in the gateway dashboard on the first payment after ours on the balance', async () => {
    const { orderId, payments, detail, manager } = await twoPayments();
    const balance = payments[1].amount_cents;
    const ours = await call(
      'POST',
      `/api/admin/orders/${orderId}/refund`,
      { amountCents: balance, to: 'original', reason: 'ours' },
      manager.headers,
    );
    expect(ours.code).toBe(200);
    const sandbox = await cardSandbox(api);
    const dashboard = await fetch(`${sandbox.origin}/sandbox/nmi/console`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ type: 'refund', transactionid: payments[0].gateway_reference ?? '', amount: '3.00' }),
    });
    expect(dashboard.status).toBe(200);
    // The webhook moves the payment first, then records the refund row and its ledger in a transaction of its own.
    const rows = async () =>
      (await db()).selectFrom('order_refunds').select(['amount_cents', 'reason']).where('order_id', '=', orderId).orderBy('id').execute();
    await expect.poll(rows, { timeout: 10_000 }).toEqual([
      { amount_cents: balance, reason: 'ours' },
      { amount_cents: 300, reason: 'refunded at the gateway' },
    ]);
    expect((await detail()).refunded_cents).toBe(balance + 300);
  });
});
