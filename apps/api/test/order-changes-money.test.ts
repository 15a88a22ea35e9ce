import { describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../src/config.js';
import { addDays, shopClock, zonedInstant } from '../src/delivery/index.js';
import { engines, miniCatalogWith, suiteApi } from './harness.js';
import { adminDb, bookedOn, createStaffTeam } from './admin-harness.js';
import {
  cardPayment,
  cardSandbox,
  insertGiftCard,
  mailsTo,
  orderCart,
  placeOrder,
  signedUpCustomer,
  simpleProductLine,
  testAddress,
} from './fixtures.js';

const TENDER_CARD = 'CHNG-GIFT-CARD-000';

type Envelope<T = unknown> = { code: number; result: T; reason?: string };
interface Change {
  before_total: number;
  after_total: number;
  difference: number;
  settlement: string;
  subtotal: number;
  shipping: number;
  tax: number;
  discount: number;
  balance_due: number;
  pay_path: string | null;
  lines: Array<{ item_id: number | null; sku: string; qty: number; row_total: number }>;
}

const catalog = miniCatalogWith([
  '{"type":"attribute","attribute_id":206,"attribute_code":"shipping_class","frontend_label":"Shipping class","frontend_input":"text","is_visible":false}',
  simpleProductLine(190, 'BOX', 20, { shippingClass: 'perishable' }),
  simpleProductLine(191, 'MALLET', 10),
]);
const isSaturday = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay() === 6;

describe.each(engines)('changes of lines, address and date, with the difference settled, on $name', (engine) => {
  const shipping = loadConfig({}).shipping;
  const api = suiteApi(engine, { seedFile: catalog, shipping, shopEmail: 'hello@shoreline.test' });
  const call = async <T = Change>(method: string, url: string, body?: unknown, headers: Record<string, string> = {}) =>
    (await api.request(method, url, body, headers)).body as Envelope<T>;
  const db = async () => (await adminDb(api)).db;
  const stockOf = async (productId: number) =>
    Number((await (await db()).selectFrom('stock_items').select('qty').where('product_id', '=', productId).executeTakeFirstOrThrow()).qty);
  const orderRow = async (id: number) => (await db()).selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  type Packing = { orders: Array<{ id: number; changes: unknown[] }>; moved_out: Array<{ id: number; delivery_date: string }> };
  const packingOf = async (date: string) => {
    const { manager } = await createStaffTeam(api, ['manager'] as const);
    return (await call<Packing>('GET', `/api/admin/packing-list?date=${date}`, undefined, manager.headers)).result;
  };
  let weekdays: string[] = [];
  let dates: string[] = [];
  let n = 0;

  /** A signed-in customer's order of `lines`, paid by card (the sandbox) or cash on delivery. */
  const order = async (lines: Array<{ sku: string; qty: number }>, card: boolean, date?: string) => {
    const email = `money-${engine.name}-${++n}@example.com`;
    const customer = await signedUpCustomer(api, email);
    const paid = card ? await cardPayment(await cardSandbox(api)) : {};
    const placed = await placeOrder(api, {
      email,
      token: customer.token,
      products: lines,
      ...paid,
      ...(date ? { deliveryDate: date } : {}),
    });
    const headers = { authorization: `Bearer ${customer.token}` };
    const items = await (
      await db()
    )
      .selectFrom('order_items')
      .select(['id', 'sku', 'qty'])
      .where('order_id', '=', placed.orderId)
      .orderBy('id')
      .execute();
    return { email, placed, headers, items, base: `/api/user/orders/${placed.orderId}` };
  };

  it('reads the dates on offer', async () => {
    const placed = await order([{ sku: 'BOX', qty: 1 }], false);
    const options = await call<{ dates: Array<{ date: string }> }>('GET', `${placed.base}/changes`, undefined, placed.headers);
    dates = options.result.dates.map((day) => day.date);
    weekdays = dates.filter((date) => !isSaturday(date));
    expect(weekdays.length).toBeGreaterThan(4);
  });

  it('adds a line: re-priced as a new order, stock taken, the difference due once however often the change is sent', async () => {
    const { placed, headers, items, base, email } = await order([{ sku: 'BOX', qty: 1 }], true, weekdays[0]);
    const before = await orderRow(placed.orderId);
    const stock = await stockOf(191);
    const lines = [
      { item_id: items[0].id, qty: 1 },
      { sku: 'MALLET', qty: 2 },
    ];
    const preview = await call('POST', `${base}/change/preview`, { lines }, headers);
    expect(preview).toMatchObject({ code: 200, result: { settlement: 'due', before_total: before.grand_total_cents / 100 } });
    expect(preview.result.subtotal).toBe(40);
    const total = preview.result.subtotal + preview.result.shipping + preview.result.tax - preview.result.discount;
    expect(preview.result.after_total).toBeCloseTo(total, 2);
    expect(await stockOf(191)).toBe(stock);

    const body = { lines, change_id: `add-${engine.name}-1`, grand_total: preview.result.after_total };
    const [first, twin] = await Promise.all([call('POST', `${base}/change`, body, headers), call('POST', `${base}/change`, body, headers)]);
    for (const answer of [first, twin])
      expect(answer).toMatchObject({ code: 200, result: { settlement: 'due', after_total: preview.result.after_total } });
    const retry = await call('POST', `${base}/change`, body, headers);
    expect(retry.result).toMatchObject({ difference: preview.result.difference, balance_due: preview.result.difference });
    expect(retry.result.pay_path).toMatch(/^\/checkout\/pay\?order=/);
    const after = await orderRow(placed.orderId);
    expect(after.grand_total_cents).toBe(Math.round(preview.result.after_total * 100));
    expect(after.balance_due_cents).toBe(after.grand_total_cents - before.grand_total_cents);
    expect(await stockOf(191)).toBe(stock - 2);
    const rows = await (await db()).selectFrom('order_changes').selectAll().where('order_id', '=', placed.orderId).execute();
    expect(rows).toHaveLength(1);
    const payments = await (await db()).selectFrom('payments').select('id').where('order_id', '=', placed.orderId).execute();
    expect(payments).toHaveLength(1);
    // The difference is unpaid: another change waits for it.
    const next = await call('POST', `${base}/change`, { lines, change_id: `add-${engine.name}-2` }, headers);
    expect(next).toMatchObject({ code: 409, reason: 'order.balance_due' });
    const history = await (await db()).selectFrom('order_status_history').select('note').where('order_id', '=', placed.orderId).execute();
    expect(history.filter((row) => row.note?.includes('by the customer'))).toHaveLength(1);
    const audits = await (
      await db()
    )
      .selectFrom('audit_log')
      .select('after')
      .where('action', '=', 'order.change')
      .where('entity_id', '=', String(placed.orderId))
      .execute();
    expect(audits).toHaveLength(1);
    expect(JSON.parse(audits[0].after ?? '{}')).toMatchObject({ by: 'customer', settlement: 'due' });
    await expect.poll(() => mailsTo(api, email).filter((mail) => mail.subject.includes('changed')).length).toBe(1);
    expect(mailsTo(api, email).find((mail) => mail.subject.includes('changed'))?.text).toContain('/checkout/pay?order=');

    // The pay page takes the balance, once: a doubled or retried payment (even with a new card token) charges nothing twice.
    const link = Object.fromEntries(new URLSearchParams((retry.result.pay_path ?? '').split('?')[1]));
    const page = await call<{ balance_due: number; methods: Array<{ code: string }> }>(
      'GET',
      `/api/order/pay?${new URLSearchParams(link).toString()}`,
    );
    expect(page.result.balance_due).toBe(preview.result.difference);
    expect(page.result.methods.map((method) => method.code)).toContain('rootways_nmi_option');
    const card = await cardPayment(await cardSandbox(api));
    const payBody = { ...link, payment_method_code: card.paymentMethod, payment_method_additional: card.paymentAdditional };
    const paid = await Promise.all([call('POST', '/api/order/pay', payBody), call('POST', '/api/order/pay', payBody)]);
    for (const answer of paid) expect(answer.code).toBe(200);
    const again = await call('POST', '/api/order/pay', {
      ...link,
      payment_method_code: card.paymentMethod,
      payment_method_additional: (await cardPayment(await cardSandbox(api))).paymentAdditional,
    });
    expect(again.code).toBe(200);
    const charged = await (
      await db()
    )
      .selectFrom('payments')
      .select(['amount_cents', 'state'])
      .where('order_id', '=', placed.orderId)
      .orderBy('id')
      .execute();
    expect(charged).toHaveLength(2);
    expect(charged[1]).toMatchObject({ amount_cents: after.balance_due_cents, state: 'captured' });
    expect((await orderRow(placed.orderId)).balance_due_cents).toBe(0);
    const paidChange = await (
      await db()
    )
      .selectFrom('order_changes')
      .select('payment_id')
      .where('order_id', '=', placed.orderId)
      .executeTakeFirstOrThrow();
    expect(paidChange.payment_id).not.toBeNull();
    expect((await call('GET', `/api/order/pay?${new URLSearchParams(link).toString()}`)).result).toMatchObject({ balance_due: 0 });
    // Paid: the next change is taken.
    expect((await call('POST', `${base}/change/preview`, { lines }, headers)).code).toBe(200);
  });

  it('keeps the pay link of a balance until the delivery day of an order further out than a week', async () => {
    const { timeZone } = shipping.calendar;
    const today = shopClock(new Date(), timeZone).date;
    const far = weekdays.find((date) => date >= addDays(today, 10));
    expect(far).toBeDefined();
    const { headers, items, base } = await order([{ sku: 'BOX', qty: 1 }], true, far);
    const lines = [
      { item_id: items[0].id, qty: 1 },
      { sku: 'MALLET', qty: 1 },
    ];
    const changed = await call('POST', `${base}/change`, { lines, change_id: `far-${engine.name}` }, headers);
    expect(changed).toMatchObject({ code: 200, result: { settlement: 'due' } });
    const query = (changed.result.pay_path ?? '').split('?')[1] ?? '';
    const payPageAt = async (at: number) => {
      vi.useFakeTimers({ toFake: ['Date'], now: at });
      try {
        return await call<{ balance_due: number }>('GET', `/api/order/pay?${query}`);
      } finally {
        vi.useRealTimers();
      }
    };
    // Day 8, past the week a link lasts at least, and the evening of the delivery day (shop time): the page still takes the balance.
    for (const at of [Date.now() + 8 * 24 * 3600_000, zonedInstant(far ?? today, 23, timeZone)])
      expect(await payPageAt(at)).toMatchObject({ code: 200, result: { balance_due: changed.result.balance_due } });
    // The next day in the shop's time zone it is refused.
    expect((await payPageAt(zonedInstant(addDays(far ?? today, 1), 0, timeZone) + 1000)).code).toBe(403);
  });

  it('removes a line: refunded to the card once, stock given back', async () => {
    const { placed, headers, items, base } = await order(
      [
        { sku: 'BOX', qty: 1 },
        { sku: 'MALLET', qty: 1 },
      ],
      true,
      weekdays[1],
    );
    const before = await orderRow(placed.orderId);
    const stock = await stockOf(191);
    const body = {
      lines: [
        { item_id: items[0].id, qty: 1 },
        { item_id: items[1].id, qty: 0 },
      ],
      change_id: `remove-${engine.name}`,
    };
    const changed = await call('POST', `${base}/change`, body, headers);
    expect(changed).toMatchObject({ code: 200, result: { settlement: 'refunded', balance_due: 0 } });
    expect(changed.result.difference).toBeLessThan(0);
    expect(changed.result.lines.map((line) => line.sku)).toEqual(['BOX']);
    expect((await call('POST', `${base}/change`, body, headers)).result).toMatchObject({ settlement: 'refunded' });
    const refunds = await (
      await db()
    )
      .selectFrom('order_refunds')
      .select(['amount_cents', 'staff_id'])
      .where('order_id', '=', placed.orderId)
      .execute();
    expect(refunds).toEqual([
      { amount_cents: before.grand_total_cents - (await orderRow(placed.orderId)).grand_total_cents, staff_id: null },
    ]);
    const payment = await (
      await db()
    )
      .selectFrom('payments')
      .select('refunded_cents')
      .where('order_id', '=', placed.orderId)
      .executeTakeFirstOrThrow();
    expect(payment.refunded_cents).toBe(refunds[0].amount_cents);
    expect(await stockOf(191)).toBe(stock + 1);
  });

  it('changes a quantity of an order paid on delivery: the amount due follows the new total', async () => {
    const { placed, headers, items, base } = await order([{ sku: 'BOX', qty: 1 }], false, weekdays[1]);
    const stock = await stockOf(190);
    const changed = await call(
      'POST',
      `${base}/change`,
      { lines: [{ item_id: items[0].id, qty: 3 }], change_id: `qty-${engine.name}` },
      headers,
    );
    expect(changed).toMatchObject({ code: 200, result: { settlement: 'amount_due', balance_due: 0, subtotal: 60 } });
    const after = await orderRow(placed.orderId);
    const payment = await (
      await db()
    )
      .selectFrom('payments')
      .select('amount_cents')
      .where('order_id', '=', placed.orderId)
      .executeTakeFirstOrThrow();
    expect(payment.amount_cents).toBe(after.grand_total_cents);
    expect(await stockOf(190)).toBe(stock - 2);
  });

  it('changes the address: re-checked (ZIP against state, perishables to a state they cannot reach) and re-taxed', async () => {
    const { placed, headers, base, email } = await order([{ sku: 'BOX', qty: 1 }], false, weekdays[2]);
    const address = (region: string, postcode: string) => ({
      ...testAddress(email),
      region_code: region,
      region: '',
      postcode,
      city: 'Elsewhere',
    });
    const moveTo = (region: string, postcode: string, key: string) =>
      call('POST', `${base}/change`, { shipping_address: address(region, postcode), change_id: `${key}-${engine.name}` }, headers);
    expect(await moveTo('AK', '99501', 'ak')).toMatchObject({ code: 409, reason: 'shipping.state_excluded' });
    expect(await moveTo('VA', '99501', 'zip')).toMatchObject({ code: 400, reason: 'validation.failed' });
    const moved = await moveTo('VA', '22030', 'va');
    expect(moved.code).toBe(200);
    const after = await orderRow(placed.orderId);
    expect(JSON.parse(after.shipping_address ?? '{}')).toMatchObject({ region_code: 'VA', postcode: '22030', city: 'Elsewhere' });
    const priced = JSON.parse(after.priced_order ?? '{}') as { grandTotalCents?: number };
    expect(after.grand_total_cents).toBe(Math.round(moved.result.after_total * 100));
    expect(priced).toBeTruthy();
    // The packing list of its date says so, and who did it.
    expect((await packingOf(weekdays[2])).orders.find(({ id }) => id === placed.orderId)?.changes).toEqual([
      expect.objectContaining({ kind: 'address_changed', by: 'customer' }),
    ]);
  });

  it('moves to a date of another price with the difference, and refuses a full date', async () => {
    const { placed, headers, base } = await order([{ sku: 'BOX', qty: 1 }], false, weekdays[3]);
    const { manager } = await createStaffTeam(api, ['manager'] as const);
    const booked = async (date: string) => bookedOn(await db(), date);
    await call('PUT', `/api/admin/delivery/days/main/${weekdays[4]}`, { capacity: await booked(weekdays[4]) }, manager.headers);
    const full = await call('POST', `${base}/change`, { delivery_date: weekdays[4], change_id: `full-${engine.name}` }, headers);
    expect(full).toMatchObject({ code: 409, reason: 'order.delivery_date_full' });
    expect((await orderRow(placed.orderId)).delivery_date).toBe(weekdays[3]);
    const saturday = dates.find(isSaturday);
    if (!saturday) return;
    const slots = [await booked(weekdays[3]), await booked(saturday)];
    const moved = await call('POST', `${base}/change`, { delivery_date: saturday, change_id: `sat-${engine.name}` }, headers);
    expect(moved).toMatchObject({ code: 200, result: { delivery_date: saturday, settlement: 'amount_due' } });
    expect(moved.result.difference).toBeGreaterThan(0);
    expect([await booked(weekdays[3]), await booked(saturday)]).toEqual([slots[0] - 1, slots[1] + 1]);
    // Moved in on the new date's packing list, moved out on the old one's.
    expect((await packingOf(saturday)).orders.find(({ id }) => id === placed.orderId)?.changes).toEqual([
      expect.objectContaining({ kind: 'date_moved', by: 'customer', from_date: weekdays[3], to_date: saturday }),
    ]);
    expect((await packingOf(weekdays[3])).moved_out).toEqual([expect.objectContaining({ id: placed.orderId, delivery_date: saturday })]);
  });

  it('takes the same change through a guest’s receipt link, and nothing through an altered one', async () => {
    const cartId = (await call<string>('POST', '/api/cart/create')).result;
    await call('POST', `/api/cart/update?cartId=${cartId}`, { cartItem: { sku: 'BOX', qty: 1 } });
    const placed = await orderCart(api, cartId, { products: [{ sku: 'BOX', qty: 1 }], deliveryDate: weekdays[2] });
    const link = (placed.result as { receipt: { order: number; expires: number; sig: string } }).receipt;
    const body = { order: String(link.order), expires: String(link.expires), sig: link.sig };
    const preview = await call('POST', '/api/order/change/preview', {
      ...body,
      lines: [
        { sku: 'MALLET', qty: 1 },
        { sku: 'BOX', qty: 1 },
      ],
    });
    expect(preview).toMatchObject({ code: 200, result: { settlement: 'amount_due' } });
    const altered = await call('POST', '/api/order/change', {
      ...body,
      sig: 'x'.repeat(16),
      delivery_date: weekdays[3],
      change_id: 'guest-bad-1',
    });
    expect(altered.code).toBe(403);
    const changed = await call('POST', '/api/order/change', {
      ...body,
      lines: [
        { sku: 'MALLET', qty: 1 },
        { sku: 'BOX', qty: 1 },
      ],
      change_id: `guest-${engine.name}`,
    });
    expect(changed).toMatchObject({ code: 200, result: { after_total: preview.result.after_total } });
    expect(changed.result.lines.map((line) => line.sku).sort()).toEqual(['BOX', 'MALLET']);
  });

  it('gives back to the gift card and the store credit what a lower total no longer spends of them, and a cancel no more', async () => {
    const email = `tenders-${engine.name}@example.com`;
    const customer = await signedUpCustomer(api, email);
    const headers = { authorization: `Bearer ${customer.token}` };
    const { manager } = await createStaffTeam(api, ['manager'] as const);
    const code = `${TENDER_CARD}${engine.name === 'sqlite' ? 1 : 2}`;
    await insertGiftCard(await db(), code, 6000);
    expect(
      (await call('POST', `/api/admin/customers/${customer.id}/store-credit`, { amount_cents: 3000, reason: 'goodwill' }, manager.headers))
        .code,
    ).toBe(200);
    const cartId = (await call<string>('POST', '/api/cart/create', undefined, headers)).result;
    expect((await call('POST', `/api/cart/update?cartId=${cartId}`, { cartItem: { sku: 'BOX', qty: 4 } }, headers)).code).toBe(200);
    expect((await call('POST', `/api/ext/gift-cards/activate/${code}?cartId=${cartId}`, undefined, headers)).code).toBe(200);
    expect((await call('PUT', '/api/ext/store-credit/apply', { cartId, pointsQty: 999 }, headers)).code).toBe(200);
    const placed = await orderCart(api, cartId, {
      email,
      token: customer.token,
      products: [{ sku: 'BOX', qty: 4 }],
      deliveryDate: weekdays[2],
      ...(await cardPayment(await cardSandbox(api))),
    });
    expect(placed.code, JSON.stringify(placed)).toBe(200);
    const orderId = (placed.result as { backendOrderId: string }).backendOrderId;
    const before = await orderRow(Number(orderId));
    expect(before.gift_card_cents).toBe(6000);
    expect(before.store_credit_cents).toBe(3000);
    const cardBalance = async () =>
      (await (await db()).selectFrom('gift_cards').select('balance_cents').where('code', '=', code).executeTakeFirstOrThrow())
        .balance_cents;
    const creditBalance = async () =>
      (await call<{ balance_cents: number }>('GET', '/api/ext/store-credit/details', undefined, headers)).result.balance_cents;
    expect([await cardBalance(), await creditBalance()]).toEqual([0, 0]);

    const [item] = await (await db()).selectFrom('order_items').select('id').where('order_id', '=', before.id).execute();
    const changed = await call(
      'POST',
      `/api/user/orders/${before.id}/change`,
      { lines: [{ item_id: item.id, qty: 1 }], change_id: `tenders-${engine.name}` },
      headers,
    );
    expect(changed.code, JSON.stringify(changed)).toBe(200);
    const after = await orderRow(before.id);
    expect(after.gift_card_cents + after.store_credit_cents + after.grand_total_cents).toBeLessThan(6000);
    expect(after.store_credit_cents).toBe(0);
    expect(await cardBalance()).toBe(6000 - after.gift_card_cents);
    expect(await creditBalance()).toBe(3000);
    // The card paid the rest of the first total: it is refunded whole.
    const payment = await (
      await db()
    )
      .selectFrom('payments')
      .select(['amount_cents', 'refunded_cents'])
      .where('order_id', '=', before.id)
      .executeTakeFirstOrThrow();
    expect(payment.refunded_cents).toBe(payment.amount_cents);

    const mailed = () => mailsTo(api, email).find((mail) => mail.subject.includes('changed'))?.text ?? '';
    await expect.poll(mailed).toContain('back in your store credit');
    expect(mailed()).toContain('back on your gift card');
    // A cancel gives back what the order still spends, and not what went back already.
    expect((await call('POST', `/api/admin/orders/${before.id}/cancel`, { reason: 'changed mind' }, manager.headers)).code).toBe(200);
    expect([await cardBalance(), await creditBalance()]).toEqual([6000, 3000]);
  });
});
