import { describe, expect, it } from 'vitest';
import type { DayLots, LotAssignmentWire, LotWire } from '@shoreline/domain/wire/lots';
import { addDays } from '../src/delivery/index.js';
import { adminDb, auditRows, shopToday, suiteStaff, type TestStaff } from './admin-harness.js';
import { engines, miniCatalogWith, suiteApi } from './harness.js';
import { mailsTo, placeOrder, testAddress } from './fixtures.js';

/**
 * Lots from the dock to the door (issue 37): receiving adds stock, packing assigns lots first-expiring first, staff
 * override them, a lot past its use-by is neither sold nor assigned, and the recall lists, exports and mails once.
 */
type Envelope = { code: number; result: never; reason?: string };

/** Picked crab starts with no stock: only lots bring it. It sells in the main store and its German view. */
const SKU = 'LOT-CRAB';
const catalog = miniCatalogWith([
  '{"type":"store","code":"de","store_id":3,"website_id":1,"name":"Test Shore","logo":"/media/brand/shoreline-logo.svg","is_default":false,"hosts":[],"url_prefix":"/de","append_store_code":true,"locale":"de-DE","currency_code":"USD","currency_sign":"$","default_country":"US"}',
  '{"type":"product","id":194,"sku":"LOT-CRAB","type_id":"simple","name":"Picked Crab Meat","url_key":"picked-crab","price":30,"tax_class_id":5,"category_ids":[3],"image":"/product/corn.svg","weight":1,"stock":{"qty":0,"manage_stock":true},"stores":["main","de"]}',
]);

describe.each(engines)('lots and recalls on $name', (engine) => {
  const api = suiteApi(engine, { seedFile: catalog, storeViews: ['de'] });
  const team = suiteStaff(api, ['owner', 'manager', 'packer']);
  let lots = 0;
  let buyers = 0;
  const call = async (method: string, url: string, staff?: TestStaff, body?: unknown) =>
    (await api.request(method, url, body, staff?.headers ?? {})).body as Envelope;
  const code = (name: string) => `${engine.name.slice(0, 2).toUpperCase()}-${name}-${++lots}`;
  const receive = (lot: { code: string; qty: number; use_by?: string }, staff = team.manager) =>
    call('POST', '/api/admin/lots', staff, {
      sku: SKU,
      supplier: 'Hooper Island Crab Co.',
      caught_on: shopToday(),
      use_by: addDays(shopToday(), 5),
      ...lot,
    });
  const stockQty = async () => {
    const { db } = await adminDb(api);
    const row = await db
      .selectFrom('stock_items')
      .innerJoin('products', 'products.id', 'stock_items.product_id')
      .select(['stock_items.qty', 'stock_items.is_in_stock'])
      .where('products.sku', '=', SKU)
      .executeTakeFirstOrThrow();
    return row.qty;
  };
  const lotOf = async (lotCode: string) =>
    ((await call('GET', `/api/admin/lots?sku=${SKU}`, team.packer)).result as LotWire[]).find((lot) => lot.code === lotCode)!;
  const order = (qty: number, email = `lots-${engine.name}-${++buyers}@example.com`, lastname = 'Doe') =>
    placeOrder(api, { email, products: [{ sku: SKU, qty }], address: { ...testAddress(email), lastname } }).then((placed) => ({
      ...placed,
      email,
    }));
  const pack = (orderId: number) => call('POST', `/api/admin/orders/${orderId}/status`, team.packer, { status: 'packed' });
  const ship = (orderId: number, tracking: string) =>
    call('POST', `/api/admin/orders/${orderId}/ship`, team.packer, { carrier: 'UPS', trackingNumber: tracking });
  const lotsOfOrder = async (orderId: number) =>
    ((await call('GET', `/api/admin/orders/${orderId}/lots`, team.packer)).result as { assignments: LotAssignmentWire[] }).assignments;
  /** An order's delivery date (its packing list's). */
  const dateOf = async (orderId: number) =>
    (await (await adminDb(api)).db.selectFrom('orders').select('delivery_date').where('id', '=', orderId).executeTakeFirstOrThrow())
      .delivery_date;
  /** Clears what earlier tests left of the product's lots, so each test starts from its own. */
  const emptyShelf = async () => {
    const { db } = await adminDb(api);
    const product = await db.selectFrom('products').select('id').where('sku', '=', SKU).executeTakeFirstOrThrow();
    await db
      .updateTable('lots')
      .set({ expired_at: new Date().toISOString() })
      .where('product_id', '=', product.id)
      .where('expired_at', 'is', null)
      .execute();
    await db.updateTable('stock_items').set({ qty: 0, is_in_stock: 0 }).where('product_id', '=', product.id).execute();
  };
  /** Moves a lot's use-by to yesterday, as if its days had passed. */
  const pastUseBy = async (lotCode: string) => {
    const { db } = await adminDb(api);
    await db
      .updateTable('lots')
      .set({ use_by: addDays(shopToday(), -1) })
      .where('code', '=', lotCode)
      .execute();
  };
  /** Empties the shelf, then receives a lot for each one named (its units; its use-by that many days ahead); answers their codes. */
  const restock = async (...named: { name: string; qty: number; days?: number }[]) => {
    await emptyShelf();
    const codes: string[] = [];
    for (const lot of named) {
      const lotCode = code(lot.name);
      await receive({ code: lotCode, qty: lot.qty, ...(lot.days !== undefined && { use_by: addDays(shopToday(), lot.days) }) });
      codes.push(lotCode);
    }
    return codes;
  };

  it('receives a lot (managers and owners): its units join the stock, audited; packers may not receive', async () => {
    await emptyShelf();
    const lotCode = code('RCV');
    expect((await receive({ code: lotCode, qty: 5 }, team.packer)).code).toBe(403);
    const received = await receive({ code: lotCode, qty: 12 });
    expect(received.code, JSON.stringify(received)).toBe(200);
    expect(received.result).toMatchObject({ code: lotCode, qty: 12, qty_left: 12, state: 'open' });
    expect(await stockQty()).toBe(12);
    expect((await receive({ code: lotCode, qty: 3 }, team.owner)).code).toBe(409);
    expect((await receive({ code: code('OLD'), qty: 3, use_by: addDays(shopToday(), -1) })).code).toBe(400);
    expect(await stockQty()).toBe(12);
    const { id } = await lotOf(lotCode);
    expect((await auditRows(api, 'lot', id)).map((row) => row.action)).toEqual(['lot.receive']);
  });

  it('assigns the first-expiring lot first when the order is packed, across lots when one runs short', async () => {
    const [later, sooner] = await restock({ name: 'LATE', qty: 10, days: 6 }, { name: 'SOON', qty: 2, days: 2 });
    const placed = await order(3);
    expect(await lotsOfOrder(placed.orderId)).toEqual([]);
    expect((await pack(placed.orderId)).code).toBe(200);
    const assigned = await lotsOfOrder(placed.orderId);
    expect(assigned.map(({ code: lot, qty }) => [lot, qty])).toEqual([
      [sooner, 2],
      [later, 1],
    ]);
    expect(await lotOf(sooner)).toMatchObject({ qty_assigned: 2, qty_left: 0 });
    // The packing list reads the date's lots in one call.
    const date = await dateOf(placed.orderId);
    const day = (await call('GET', `/api/admin/packing-list/lots?date=${date}`, team.packer)).result as DayLots;
    expect(day.assignments.filter((row) => row.order_id === placed.orderId).map((row) => row.code)).toEqual([sooner, later]);
    expect(day.lines.filter((row) => row.order_id === placed.orderId).map((row) => row.sku)).toEqual([SKU]);
    // Shipping keeps what packing assigned.
    expect((await ship(placed.orderId, `1Z${engine.name}FEFO`)).code).toBe(200);
    expect(await lotsOfOrder(placed.orderId)).toEqual(assigned);
  });

  it('lets staff override a line’s lots, checked against what each lot has left', async () => {
    const [first, second] = await restock({ name: 'A', qty: 4, days: 2 }, { name: 'B', qty: 4, days: 4 });
    const placed = await order(3);
    await pack(placed.orderId);
    const [line] = await lotsOfOrder(placed.orderId);
    const put = (lots: { code: string; qty: number }[]) =>
      call('PUT', `/api/admin/orders/${placed.orderId}/lots`, team.packer, { lines: [{ item_id: line.item_id, lots }] });
    expect((await put([{ code: second, qty: 5 }])).code).toBe(400);
    const moved = await put([
      { code: second, qty: 2 },
      { code: first, qty: 1 },
    ]);
    expect(moved.code, JSON.stringify(moved)).toBe(200);
    expect(await lotOf(first)).toMatchObject({ qty_assigned: 1 });
    expect(await lotOf(second)).toMatchObject({ qty_assigned: 2 });
    // Another order takes the rest of the second lot: the first order cannot have more of it than it has left.
    const other = await order(3);
    await call('PUT', `/api/admin/orders/${other.orderId}/lots`, team.packer, {
      lines: [
        {
          item_id: (await api.request('GET', `/api/admin/orders/${other.orderId}`, undefined, team.packer.headers)).body.result.items[0].id,
          lots: [{ code: second, qty: 2 }],
        },
      ],
    });
    const refused = await put([{ code: second, qty: 3 }]);
    expect(refused.code).toBe(409);
    expect(await lotOf(second)).toMatchObject({ qty_assigned: 4 });
    expect((await auditRows(api, 'order', placed.orderId)).map((row) => row.action)).toContain('order.lots');
  });

  it('overrides a line by its id when two lines carry one SKU; the packing list names each line', async () => {
    const [first, second] = await restock({ name: 'TWO-A', qty: 10, days: 2 }, { name: 'TWO-B', qty: 10, days: 4 });
    const placed = await order(2);
    const { db } = await adminDb(api);
    // A second line of the same product (another choice of options, say).
    const line = await db.selectFrom('order_items').selectAll().where('order_id', '=', placed.orderId).executeTakeFirstOrThrow();
    const { id: _id, ...copy } = line;
    await db
      .insertInto('order_items')
      .values({ ...copy, qty: 1 })
      .execute();
    expect((await pack(placed.orderId)).code).toBe(200);
    const items = await db.selectFrom('order_items').select('id').where('order_id', '=', placed.orderId).orderBy('id').execute();
    expect(items).toHaveLength(2);
    const moved = await call('PUT', `/api/admin/orders/${placed.orderId}/lots`, team.packer, {
      lines: [{ item_id: items[1].id, lots: [{ code: second, qty: 1 }] }],
    });
    expect(moved.code, JSON.stringify(moved)).toBe(200);
    const byLine = (await lotsOfOrder(placed.orderId)).map((lot) => [lot.item_id, lot.code, lot.qty]);
    expect(byLine).toEqual(
      expect.arrayContaining([
        [items[0].id, first, 2],
        [items[1].id, second, 1],
      ]),
    );
    expect(byLine).toHaveLength(2);
    const { delivery_date: date } = await db
      .selectFrom('orders')
      .select('delivery_date')
      .where('id', '=', placed.orderId)
      .executeTakeFirstOrThrow();
    const packing = (await call('GET', `/api/admin/packing-list?date=${date}`, team.packer)).result as {
      orders: Array<{ id: number; items: Array<{ item_id: number; sku: string }> }>;
    };
    const slip = packing.orders.find((entry) => entry.id === placed.orderId)!;
    expect(slip.items.map((item) => [item.item_id, item.sku])).toEqual(items.map((item) => [item.id, SKU]));
  });

  it('flags the units no lot covers on the order and on the packing list', async () => {
    await restock({ name: 'SHORT', qty: 1 });
    const { db } = await adminDb(api);
    // Stock counted before lots were kept: units no lot holds.
    await db
      .updateTable('stock_items')
      .set({ qty: 5, is_in_stock: 1 })
      .where('product_id', '=', db.selectFrom('products').select('id').where('sku', '=', SKU))
      .execute();
    const placed = await order(3);
    expect((await pack(placed.orderId)).code).toBe(200);
    const answer = (await call('GET', `/api/admin/orders/${placed.orderId}/lots`, team.packer)).result as {
      lines: Array<{ item_id: number; units: number; uncovered: number }>;
    };
    expect(answer.lines).toEqual([expect.objectContaining({ units: 3, uncovered: 2 })]);
    const date = await dateOf(placed.orderId);
    const day = (await call('GET', `/api/admin/packing-list/lots?date=${date}`, team.packer)).result as DayLots;
    expect(day.lines.find((entry) => entry.order_id === placed.orderId)).toMatchObject({ units: 3, uncovered: 2 });
  });

  it('takes a lot past its use-by off the sellable stock once, and never assigns it', async () => {
    const [stale, fresh] = await restock({ name: 'STALE', qty: 6, days: 1 }, { name: 'FRESH', qty: 2, days: 3 });
    expect(await stockQty()).toBe(8);
    await pastUseBy(stale);
    const swept = await Promise.all([api.app.lots.expireDue(), api.app.lots.expireDue()]);
    expect(swept.flat().filter((lot) => lot === stale)).toHaveLength(1);
    expect(await stockQty()).toBe(2);
    expect(await lotOf(stale)).toMatchObject({ state: 'expired', qty_expired: 6, qty_left: 0 });
    // Not sold: three are more than the stock left.
    const cart = (await api.request('POST', '/api/cart/create')).body.result as string;
    expect((await api.request('POST', `/api/cart/update?cartId=${cart}`, { cartItem: { sku: SKU, qty: 3 } })).status).not.toBe(200);
    // Not assigned: packing takes the fresh lot only; the override refuses the stale one.
    const placed = await order(2);
    await pack(placed.orderId);
    const assigned = await lotsOfOrder(placed.orderId);
    expect(assigned.map((row) => row.code)).toEqual([fresh]);
    const put = await call('PUT', `/api/admin/orders/${placed.orderId}/lots`, team.packer, {
      lines: [{ item_id: assigned[0].item_id, lots: [{ code: stale, qty: 2 }] }],
    });
    expect(put.code).toBe(409);
    expect((await call('GET', `/api/admin/lots?sku=${SKU}&state=expired`, team.packer)).result).toEqual(
      expect.arrayContaining([expect.objectContaining({ code: stale })]),
    );
  });

  it('recalls a lot: every order, customer and shipment that received it, as CSV too, and mails each customer once', async () => {
    await emptyShelf();
    const recalled = code('RECALL');
    const spared = code('SPARED');
    await receive({ code: recalled, qty: 4, use_by: addDays(shopToday(), 2) });
    const shared = `lots-${engine.name}-twice@example.com`;
    const first = await order(2, shared, 'Doe, "Crabby"');
    const second = await order(1, shared);
    const third = await order(1);
    for (const placed of [first, second, third]) await pack(placed.orderId);
    await receive({ code: spared, qty: 3, use_by: addDays(shopToday(), 4) });
    const untouched = await order(1);
    await pack(untouched.orderId);
    expect((await ship(first.orderId, `1Z ${engine.name} A`)).code).toBe(200);

    expect((await call('GET', `/api/admin/lots/${recalled}/recall`, team.packer)).code).toBe(403);
    const answer = await call('GET', `/api/admin/lots/${recalled}/recall`, team.manager);
    expect(answer.code).toBe(200);
    const { orders } = answer.result as { orders: { increment_id: string; customer_email: string; qty: number; shipments: unknown[] }[] };
    expect(orders.map((row) => [row.increment_id, row.qty])).toEqual([
      [first.orderNumber, 2],
      [second.orderNumber, 1],
      [third.orderNumber, 1],
    ]);
    expect(orders[0].shipments).toEqual([{ carrier: 'UPS', tracking_number: `1Z ${engine.name} A`, status: null }]);
    expect((await call('GET', '/api/admin/lots/NO-SUCH-LOT/recall', team.owner)).code).toBe(404);

    const csv = await fetch(`${api.baseUrl}/api/admin/lots/${recalled}/recall.csv`, { headers: team.owner.headers });
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toMatch(/^text\/csv/);
    const lines = (await csv.text()).split('\r\n');
    expect(lines[0]).toBe(
      '"lot_code","sku","order","order_status","customer_name","customer_email","qty","carrier","tracking_number","tracking_status"',
    );
    expect(lines[1]).toContain(`"${first.orderNumber}","shipped","Jane Doe, ""Crabby""","${shared}","2","UPS","1Z ${engine.name} A",""`);
    expect(lines).toHaveLength(5);

    expect((await call('POST', `/api/admin/lots/${recalled}/recall/mail`, team.packer, {})).code).toBe(403);
    const mailed = await call('POST', `/api/admin/lots/${recalled}/recall/mail`, team.manager, {});
    expect(mailed.result).toEqual({ mailed: 2, already: 0, failed: 0 });
    const again = await call('POST', `/api/admin/lots/${recalled}/recall/mail`, team.owner, {});
    expect(again.result).toEqual({ mailed: 0, already: 2, failed: 0 });
    const recallMails = mailsTo(api, shared).filter((mail) => /recalls/.test(mail.subject));
    expect(recallMails).toHaveLength(1);
    expect(recallMails[0].text).toContain(recalled);
    expect(mailsTo(api, third.email).filter((mail) => /recalls/.test(mail.subject))).toHaveLength(1);
    expect(mailsTo(api, untouched.email).filter((mail) => /recalls/.test(mail.subject))).toHaveLength(0);
    const lotId = ((await lotOf(recalled)) as unknown as { id: number }).id;
    expect((await auditRows(api, 'lot', lotId)).map((row) => row.action)).toEqual(['lot.receive', 'lot.recall_mail', 'lot.recall_mail']);
  });

  it('mails the recall in the language of the store view the order came from', async () => {
    const [lotCode] = await restock({ name: 'GERMAN', qty: 2 });
    const email = `lots-${engine.name}-german@example.com`;
    const placed = await placeOrder(api, { email, headers: { 'x-vs-store-code': 'de' }, products: [{ sku: SKU, qty: 1 }] });
    await pack(placed.orderId);
    expect((await call('POST', `/api/admin/lots/${lotCode}/recall/mail`, team.owner, {})).result).toMatchObject({ mailed: 1 });
    const [mail] = mailsTo(api, email).filter((sent) => sent.text.includes(lotCode));
    expect(mail.subject).toMatch(/^Wichtig: .* ruft .* zurück$/);
    expect(mail.text).toContain(`aus der Charge ${lotCode}`);
  });

  it('gives a canceled order’s units back to their lot', async () => {
    const [lotCode] = await restock({ name: 'CANCEL', qty: 3 });
    const placed = await order(2);
    await pack(placed.orderId);
    expect(await lotOf(lotCode)).toMatchObject({ qty_assigned: 2 });
    const canceled = await call('POST', `/api/admin/orders/${placed.orderId}/cancel`, team.manager, { reason: 'Customer called' });
    expect(canceled.code, JSON.stringify(canceled)).toBe(200);
    expect(await lotOf(lotCode)).toMatchObject({ qty_assigned: 0, qty_left: 3 });
    expect(await stockQty()).toBe(3);
  });

  it('keeps a canceled order’s units of an expired lot off the stock', async () => {
    const [lotCode] = await restock({ name: 'LATECANCEL', qty: 3, days: 1 });
    const placed = await order(2);
    await pack(placed.orderId);
    await pastUseBy(lotCode);
    await api.app.lots.expireDue();
    expect(await stockQty()).toBe(0);
    expect((await call('POST', `/api/admin/orders/${placed.orderId}/cancel`, team.manager, { reason: 'Spoiled' })).code).toBe(200);
    expect(await stockQty()).toBe(0);
    expect(await lotOf(lotCode)).toMatchObject({ qty_assigned: 0, qty_expired: 3, qty_left: 0, state: 'expired' });
  });
});
