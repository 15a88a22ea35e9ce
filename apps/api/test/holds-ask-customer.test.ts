import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.js';
import { availableDeliveryDates } from '../src/delivery/index.js';
import { engines, miniCatalogWith, suiteApi } from './harness.js';
import { adminDb, bookedOn, createStaffTeam, type TestStaff } from './admin-harness.js';
import { mailsTo, placeOrder, signedUpCustomer } from './fixtures.js';

type Envelope = { code: number; result: unknown; reason?: string };
interface Choices {
  delivery_date: string | null;
  status: string;
  dates: string[];
  can_cancel: boolean;
  can_keep: boolean;
  answer: string | null;
  answer_date: string | null;
}

const POT =
  '{"type":"product","id":191,"sku":"POT","type_id":"simple","name":"Steamer Pot","url_key":"steamer-pot","price":30,"tax_class_id":5,' +
  '"category_ids":[3],"image":"/product/corn.svg","stock":{"qty":100,"manage_stock":true}}';
const HOLD_SUBJECT = 'please choose what happens to your order';

describe.each(engines)('a shipping hold asks each customer it pauses on $name', (engine) => {
  const shipping = loadConfig({}).shipping;
  const api = suiteApi(engine, { seedFile: miniCatalogWith([POT]), shipping, shopEmail: 'hello@shoreline.test' });
  const call = async (method: string, url: string, body?: unknown, headers: Record<string, string> = {}) =>
    (await api.request(method, url, body, headers)).body as Envelope;
  const weekdays = () =>
    availableDeliveryDates(new Date(), shipping.calendar).filter((date) => new Date(`${date}T00:00:00Z`).getUTCDay() !== 6);
  const holdMails = (email: string) => mailsTo(api, email).filter((mail) => mail.subject.includes(HOLD_SUBJECT));
  /** The signed answer link of the hold's mail to this address, as the answer page sends it. */
  const linkOf = (email: string) => {
    const url = /\/order\/hold\?(\S+)/.exec(holdMails(email)[0]?.text ?? '')?.[1] ?? '';
    return Object.fromEntries(new URLSearchParams(url)) as Record<string, string>;
  };
  const choicesOf = async (link: Record<string, string>) =>
    (await call('GET', `/api/order/hold-answer?${new URLSearchParams(link)}`)).result as Choices;
  const answer = (link: Record<string, string>, body: Record<string, string>) =>
    call('POST', '/api/order/hold-answer', { ...link, ...body });
  /** What the audit log recorded after each `action` on the order. */
  const auditedAfter = async (action: string, orderId: number) =>
    (
      await (
        await adminDb(api)
      ).db
        .selectFrom('audit_log')
        .select('after')
        .where('action', '=', action)
        .where('entity_id', '=', String(orderId))
        .execute()
    ).map((row) => JSON.parse(row.after ?? '{}') as unknown);
  let manager: TestStaff;
  let held = '';
  let holdId = 0;
  const emails = {
    move: `hold-move-${engine.name}@example.com`,
    cancel: `hold-cancel-${engine.name}@example.com`,
    keep: `hold-keep-${engine.name}@example.com`,
  };
  const orders: Record<string, number> = {};

  it('mails each customer whose order the hold pauses once, with a signed link, and no one else', async () => {
    ({ manager } = await createStaffTeam(api, ['manager'] as const));
    [, , held] = weekdays();
    for (const [kind, email] of Object.entries(emails)) {
      const customer = await signedUpCustomer(api, email);
      orders[kind] = (
        await placeOrder(api, { email, token: customer.token, products: [{ sku: 'POT', qty: 1 }], deliveryDate: held })
      ).orderId;
    }
    const elsewhere = `hold-other-${engine.name}@example.com`;
    await placeOrder(api, { email: elsewhere, products: [{ sku: 'POT', qty: 1 }], deliveryDate: weekdays()[3] });
    const hold = await call(
      'POST',
      '/api/admin/delivery/holds',
      { from_date: held, to_date: held, regions: '', reason: 'Storm on the bay' },
      manager.headers,
    );
    expect(hold.code).toBe(200);
    holdId = (hold.result as { id: number }).id;
    for (const email of Object.values(emails)) await expect.poll(() => holdMails(email).length).toBe(1);
    expect(holdMails(emails.move)[0].text).toContain('Storm on the bay');
    // Asking again (another process, a retry) mails no one twice.
    expect(await call('POST', `/api/admin/delivery/holds/${holdId}/ask`, {}, manager.headers)).toMatchObject({
      code: 200,
      result: { mailed: 0 },
    });
    await new Promise((resolve) => setTimeout(resolve, 200));
    for (const email of Object.values(emails)) expect(holdMails(email)).toHaveLength(1);
    expect(holdMails(elsewhere)).toHaveLength(0);

    const choices = await choicesOf(linkOf(emails.move));
    expect(choices).toMatchObject({ delivery_date: held, can_cancel: true, can_keep: false, answer: null });
    expect(choices.dates.length).toBeGreaterThan(0);
    expect(choices.dates).not.toContain(held);
    const altered = {
      ...linkOf(emails.move),
      sig: `${linkOf(emails.move).sig.slice(0, -1)}${linkOf(emails.move).sig.endsWith('A') ? 'B' : 'A'}`,
    };
    expect((await call('GET', `/api/order/hold-answer?${new URLSearchParams(altered)}`)).code).toBe(403);
    expect((await answer({ ...linkOf(emails.move), hold: String(holdId + 1000) }, { choice: 'cancel' })).code).toBe(403);
  });

  it('moves the order to a chosen date (a full date refused), once; a second answer answers the state', async () => {
    const link = linkOf(emails.move);
    const [first, second] = (await choicesOf(link)).dates;
    const { db } = await adminDb(api);
    expect(
      (await call('PUT', `/api/admin/delivery/days/main/${first}`, { capacity: await bookedOn(db, first) }, manager.headers)).code,
    ).toBe(200);
    const full = await answer(link, { choice: 'move', delivery_date: first });
    expect(full).toMatchObject({ code: 409, reason: 'order.delivery_date_full' });
    expect((await choicesOf(link)).answer).toBeNull();
    expect(await answer(link, { choice: 'move', delivery_date: held })).toMatchObject({ code: 400, reason: 'invalid_input' });
    // A date whose delivery costs otherwise (a Saturday's surcharge) is refused as a customer's own move refuses it.
    const saturday = availableDeliveryDates(new Date(), shipping.calendar).find((date) => new Date(`${date}T00:00:00Z`).getUTCDay() === 6);
    if (saturday) {
      const priced = await answer(link, { choice: 'move', delivery_date: saturday });
      expect(priced).toMatchObject({ code: 409, reason: 'order.date_price_differs' });
      expect(priced.result).toMatch(/costs more than on the date you have/);
      expect((await choicesOf(link)).answer).toBeNull();
    }

    const before = [await bookedOn(db, held), await bookedOn(db, second)];
    const moved = await answer(link, { choice: 'move', delivery_date: second });
    expect(moved).toMatchObject({
      code: 200,
      result: { delivery_date: second, answer: 'moved', answer_date: second, dates: [], can_keep: false },
    });
    expect([await bookedOn(db, held), await bookedOn(db, second)]).toEqual([before[0] - 1, before[1] + 1]);
    // A second answer after the first was applied changes nothing: it answers the state.
    expect(await answer(link, { choice: 'cancel' })).toMatchObject({ code: 200, result: { status: 'processing', answer: 'moved' } });
    expect(await auditedAfter('order.reschedule', orders.move)).toEqual([
      expect.objectContaining({ delivery_date: second, by: 'customer' }),
    ]);
    await expect.poll(() => mailsTo(api, emails.move).filter((mail) => mail.text.includes('as you asked, we moved')).length).toBe(1);
    await call('PUT', `/api/admin/delivery/days/main/${first}`, { capacity: null }, manager.headers);

    // The packing lists of both dates show the move: moved in (by the customer, from the held date), and moved out.
    type Packing = {
      orders: Array<{ id: number; changes: unknown[] }>;
      moved_out: Array<{ id: number; by: string; delivery_date: string }>;
    };
    const packing = async (date: string) =>
      (await call('GET', `/api/admin/packing-list?date=${date}`, undefined, manager.headers)).result as Packing;
    const movedIn = (await packing(second)).orders.find((order) => order.id === orders.move);
    expect(movedIn?.changes).toEqual([
      { kind: 'date_moved', by: 'customer', staff_name: null, at: expect.any(String), from_date: held, to_date: second },
    ]);
    expect((await packing(held)).moved_out).toEqual([expect.objectContaining({ id: orders.move, by: 'customer', delivery_date: second })]);
  });

  it('cancels with a full refund: the payment voided, the slot given back, mailed', async () => {
    const link = linkOf(emails.cancel);
    const { db } = await adminDb(api);
    const before = await bookedOn(db, held);
    const twins = await Promise.all([answer(link, { choice: 'cancel' }), answer(link, { choice: 'cancel' })]);
    for (const twin of twins) expect(twin).toMatchObject({ code: 200, result: { answer: 'canceled' } });
    expect(((await choicesOf(link)) as Choices).status).toBe('canceled');
    expect(await bookedOn(db, held)).toBe(before - 1);
    const payments = await db.selectFrom('payments').select('state').where('order_id', '=', orders.cancel).execute();
    expect(payments).toEqual([{ state: 'voided' }]);
    expect(
      await db
        .selectFrom('audit_log')
        .select('id')
        .where('action', '=', 'order.cancel')
        .where('entity_id', '=', String(orders.cancel))
        .execute(),
    ).toHaveLength(1);
    await expect.poll(() => mailsTo(api, emails.cancel).filter((mail) => mail.subject.includes('is canceled')).length).toBe(1);
  });

  it('refuses to keep the date unless every product allows it, then keeps it at the customer’s own risk, recorded', async () => {
    const link = linkOf(emails.keep);
    expect(await answer(link, { choice: 'keep' })).toMatchObject({ code: 409, reason: 'hold.keep_not_allowed' });
    const allowed = await call('PATCH', '/api/admin/products/POT', { keep_held_date: true }, manager.headers);
    expect(allowed).toMatchObject({ code: 200, result: { keep_held_date: true } });
    expect((await choicesOf(link)).can_keep).toBe(true);
    const kept = await answer(link, { choice: 'keep' });
    expect(kept).toMatchObject({ code: 200, result: { delivery_date: held, answer: 'kept', answer_date: held } });
    const { db } = await adminDb(api);
    const history = await db.selectFrom('order_status_history').select('note').where('order_id', '=', orders.keep).execute();
    expect(history.map((row) => row.note).filter((note) => note.includes('own risk'))).toHaveLength(1);
    expect(await auditedAfter('order.hold_keep', orders.keep)).toEqual([{ hold_id: holdId, delivery_date: held, by: 'customer' }]);
  });

  it('shows staff who answered what next to the orders to reschedule', async () => {
    const rows = await call('GET', `/api/admin/delivery/holds/${holdId}/answers`, undefined, manager.headers);
    expect(rows.code).toBe(200);
    const byOrder = new Map(
      (rows.result as { items: Array<{ order_id: number; answer: string | null }> }).items.map((row) => [row.order_id, row.answer]),
    );
    expect(Object.fromEntries(Object.entries(orders).map(([kind, id]) => [kind, byOrder.get(id)]))).toEqual({
      move: 'moved',
      cancel: 'canceled',
      keep: 'kept',
    });
    const left = await call('GET', `/api/admin/delivery/holds/${holdId}/orders`, undefined, manager.headers);
    expect((left.result as { items: Array<{ id: number }> }).items.map((row) => row.id)).toEqual([orders.keep]);
  });

  it('closes customers’ changes for an order holding a product staff switched off, and when the store’s hours say so', async () => {
    const email = `switch-${engine.name}@example.com`;
    const customer = await signedUpCustomer(api, email);
    const placed = await placeOrder(api, { email, token: customer.token, products: [{ sku: 'POT', qty: 1 }], deliveryDate: weekdays()[4] });
    const headers = { authorization: `Bearer ${customer.token}` };
    const base = `/api/user/orders/${placed.orderId}`;
    expect(await call('PATCH', '/api/admin/products/POT', { customer_changes: false }, manager.headers)).toMatchObject({
      code: 200,
      result: { customer_changes: false },
    });
    const closed = await call('GET', `${base}/changes`, undefined, headers);
    expect(closed).toMatchObject({ code: 200, result: { can_change: false, closed_reason: 'product_not_changeable', dates: [] } });
    expect((closed.result as { closed_message: string }).closed_message).toMatch(/Steamer Pot.*hello@shoreline\.test/);
    const move = await call('POST', `${base}/delivery-date`, { delivery_date: weekdays()[5] }, headers);
    expect(move).toMatchObject({ code: 409, reason: 'order.product_not_changeable' });
    expect((await call('POST', `${base}/cancel`, {}, headers)).reason).toBe('order.product_not_changeable');
    await call('PATCH', '/api/admin/products/POT', { customer_changes: true }, manager.headers);
    expect(await call('GET', `${base}/changes`, undefined, headers)).toMatchObject({ result: { can_change: true } });

    // The store's own hours before the cut-off: a month closes every order; null is the shop's default again.
    const url = '/api/admin/stores/main/self-service';
    expect(await call('PUT', url, { enabled: true, close_hours_before_cutoff: 24 * 30 }, manager.headers)).toMatchObject({
      code: 200,
      result: { self_service_changes: true, changes_close_hours: 720 },
    });
    expect(await call('GET', `${base}/changes`, undefined, headers)).toMatchObject({
      result: { can_change: false, closed_reason: 'cutoff_passed' },
    });
    expect((await call('PUT', url, { enabled: true, close_hours_before_cutoff: -1 }, manager.headers)).code).toBe(400);
    await call('PUT', url, { enabled: true, close_hours_before_cutoff: null }, manager.headers);
    expect(await call('GET', `${base}/changes`, undefined, headers)).toMatchObject({ result: { can_change: true } });
    const { db } = await adminDb(api);
    const audits = await db.selectFrom('audit_log').select('after').where('action', '=', 'store.self_service').execute();
    expect(audits.map((row) => JSON.parse(row.after ?? '{}') as unknown)).toEqual([
      { changes_close_hours: 720 },
      { changes_close_hours: null },
    ]);
  });
});
