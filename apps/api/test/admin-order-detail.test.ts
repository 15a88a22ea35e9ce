import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PricedOrder } from '@shoreline/domain/pricing/priced-order';
import { engines, miniCatalogWith, startApi, type RunningApi, envelopeCall } from './harness.js';
import { adminDb, closeAdminDb, createStaff, type TestStaff } from './admin-harness.js';
import { navyTee, testAddress } from './fixtures.js';

/**
 * What the back office shows a packer: the order detail and the packing list list the address and
 * phone, every line's options, the paid extras (fee segments) and the gift card's recipient, from the
 * order's priced order (or, for an order stored without one, from its columns); the segments add up
 * to the grand total; the history says who packed, with their note.
 */
type Body = { code: number; result: unknown };
type Option = { label: string; value: string };
interface Detail {
  grand_total_cents: number;
  fulfilment: { mode: string; method: string | null; date: string | null };
  ship_to: { name: string; street: string[]; city: string; region: string; postcode: string; telephone: string } | null;
  pickup: unknown;
  items: Array<{ id: number; sku: string; options: Option[] }>;
  extras: Array<{ name: string; options: string[]; cents: number }>;
  priced_order: PricedOrder;
  history: Array<{ to_status: string; staff_name: string | null; note: string }>;
  payment_events: Array<{ kind: string }>;
}
interface PackingOrder {
  id: number;
  delivery_date: string;
  ship_to: Detail['ship_to'];
  items: Array<{ sku: string; qty: number; options: Option[] }>;
  extras: Array<{ name: string; options: string[] }>;
  packed_by: { staff_name: string | null; at: string } | null;
}

const MAILED_GIFT_CARD =
  '{"type":"product","id":111,"sku":"GIFT-MAILED","type_id":"giftcard","name":"Mailed Gift Card","url_key":"mailed-gift-card","price":25,"tax_class_id":5,"category_ids":[],"image":"/product/gift.svg","stock":{"qty":0,"manage_stock":false,"is_in_stock":true},"giftcard":{"giftcard_type":2,"amounts":[25,50],"allow_open_amount":false}}';
const PAYING_CARD = 'ABCD-EFGH-JKLM-NPQR';
const FEES = '/api/ext/amasty-extrafee/totals-information';

const catalogWithMailedCard = () => miniCatalogWith([MAILED_GIFT_CARD]);

const sum = (order: PricedOrder) => order.segments.reduce((total, segment) => total + segment.cents, 0);

describe.each(engines)('order detail and packing list on $name', (engine) => {
  let api: RunningApi;
  let packer: TestStaff;
  let orderId = 0;
  let date = '';
  const address = testAddress('shell.buyer@example.com');
  const call = envelopeCall<Body>(() => api);
  const detail = async () => (await call('GET', `/api/admin/orders/${orderId}`, undefined, packer.headers)).result as Detail;

  /** A guest order of a configurable tee, two ears of corn and a mailed gift card, with two extras, part paid by a gift card. */
  async function placeOrder(): Promise<number> {
    const cartId = (await call('POST', '/api/cart/create')).result as string;
    const items = [
      navyTee(),
      { sku: 'SIDE-CORN', qty: 2 },
      {
        sku: 'GIFT-MAILED',
        qty: 1,
        product_option: {
          extension_attributes: {
            giftcard_item_option: { giftcard_amount: 25, giftcard_recipient_name: 'Sam Shore', giftcard_message: 'Happy birthday, Sam!' },
          },
        },
      },
    ];
    for (const cartItem of items) expect((await call('POST', `/api/cart/update?cartId=${cartId}`, { cartItem })).code).toBe(200);
    const methods = (await call('POST', `/api/cart/shipping-methods?cartId=${cartId}`, { address: { country_id: 'US' } })).result as Array<{
      extension_attributes: { delivery_dates: Array<{ date: string }> };
    }>;
    date =
      methods[0].extension_attributes.delivery_dates.map((d) => d.date).find((d) => new Date(`${d}T12:00:00Z`).getUTCDay() !== 6) ?? '';
    const shipping = { ...address, extension_attributes: { delivery_date: date } };
    expect(
      (
        await call('POST', `/api/cart/shipping-information?cartId=${cartId}`, {
          addressInformation: {
            shippingAddress: shipping,
            billingAddress: address,
            shippingCarrierCode: 'shoreline',
            shippingMethodCode: 'overnight',
          },
        })
      ).code,
    ).toBe(200);
    const where = { addressInformation: { address: { countryId: 'US' } } };
    expect((await call('POST', FEES, { cart_id: cartId, information: { fee_id: 1, options_ids: [101] }, ...where })).code).toBe(200);
    expect((await call('POST', FEES, { cart_id: cartId, information: { fee_id: 3, options_ids: [302] }, ...where })).code).toBe(200);
    expect((await call('POST', `/api/ext/gift-cards/activate/${PAYING_CARD}?cartId=${cartId}`)).code).toBe(200);
    const placed = await call('POST', '/api/order', {
      cart_id: cartId,
      products: [
        { sku: 'TEE-NAVY-M', qty: 1 },
        { sku: 'SIDE-CORN', qty: 2 },
        { sku: 'GIFT-MAILED', qty: 1 },
      ],
      addressInformation: {
        billingAddress: address,
        shippingAddress: shipping,
        shipping_method_code: 'overnight',
        shipping_carrier_code: 'shoreline',
        payment_method_code: 'cashondelivery',
        payment_method_additional: {},
      },
    });
    expect(placed).toMatchObject({ code: 200 });
    return (placed.result as { backendOrderId: number }).backendOrderId;
  }

  beforeAll(async () => {
    api = await startApi(engine, { seedFile: catalogWithMailedCard() });
    packer = await createStaff(api, 'packer');
    const { db } = await adminDb(api);
    await db
      .insertInto('gift_cards')
      .values({
        code: PAYING_CARD,
        initial_cents: 1000,
        balance_cents: 1000,
        currency: 'USD',
        kind: 1,
        status: 'active',
        created_at: new Date().toISOString(),
      })
      .execute();
    orderId = await placeOrder();
  });
  afterAll(async () => {
    await closeAdminDb(api);
    await api.stop();
  });

  it('shows where the order goes, every option and extra, and totals that add up to what was charged', async () => {
    const order = await detail();
    expect(order.fulfilment).toEqual({ mode: 'delivery', method: 'Overnight delivery', date });
    expect(order.ship_to).toMatchObject({
      name: 'Jane Doe',
      street: ['1 Pier Rd'],
      city: 'Baltimore',
      region: 'MD',
      postcode: '21201',
      telephone: '4105550100',
    });
    expect(order.pickup).toBeNull();
    const options = Object.fromEntries(order.items.map((item) => [item.sku, item.options]));
    expect(options['TEE-NAVY-M']).toEqual([
      { label: 'Color', value: 'Navy' },
      { label: 'Size', value: 'M' },
    ]);
    expect(options['GIFT-MAILED']).toEqual([
      { label: 'To', value: 'Sam Shore' },
      { label: 'Message', value: 'Happy birthday, Sam!' },
    ]);
    expect(order.extras).toEqual([
      { name: 'Insulated packaging with ice packs', options: ['Insulated packaging with ice packs'], cents: 695 },
      { name: 'Gift wrap', options: ['Gift wrap with a card'], cents: 600 },
    ]);
    const segments = order.priced_order.segments;
    expect(segments.map((segment) => segment.code)).toEqual(['subtotal', 'fee', 'fee', 'shipping', 'tax', 'gift_card']);
    expect(segments.find((segment) => segment.code === 'fee' && segment.title === 'Gift wrap: Gift wrap with a card')?.cents).toBe(600);
    expect(segments.at(-1)).toMatchObject({ title: 'Gift card …NPQR', cents: -1000 });
    expect(sum(order.priced_order)).toBe(order.grand_total_cents);
    expect(order.priced_order.grandTotalCents).toBe(order.grand_total_cents);
    expect(JSON.stringify(order)).not.toContain(PAYING_CARD);
  });

  it("keeps the key to the shopper's cart and the checkout's order id from every staff role", async () => {
    const answer = await api.request('GET', `/api/admin/orders/${orderId}`, undefined, packer.headers);
    expect(answer.status).toBe(200);
    expect(answer.body.result).not.toHaveProperty('cart_id');
    expect(answer.body.result).not.toHaveProperty('client_order_id');
  });

  it('records who packed the order and their note, and the packing list has everything to pack and ship it', async () => {
    const packed = await call(
      'POST',
      `/api/admin/orders/${orderId}/status`,
      { status: 'packed', note: 'Box 3, extra ice' },
      packer.headers,
    );
    expect(packed.code).toBe(200);
    expect((packed.result as Detail).history.at(-1)).toMatchObject({
      to_status: 'packed',
      staff_name: 'Test packer',
      note: 'Box 3, extra ice',
    });

    const list = (await call('GET', `/api/admin/packing-list?date=${date}`, undefined, packer.headers)).result as {
      orders: PackingOrder[];
    };
    const entry = list.orders.find((order) => order.id === orderId);
    expect(entry).toMatchObject({
      delivery_date: date,
      ship_to: { name: 'Jane Doe', street: ['1 Pier Rd'], city: 'Baltimore', postcode: '21201', telephone: '4105550100' },
      extras: [
        { name: 'Insulated packaging with ice packs', options: ['Insulated packaging with ice packs'] },
        { name: 'Gift wrap', options: ['Gift wrap with a card'] },
      ],
      packed_by: { staff_name: 'Test packer', at: expect.any(String) },
    });
    /** A packing-list line: its SKU, quantity and chosen options as [label, value]. */
    const packingLine = (sku: string, qty: number, options: Array<[label: string, value: string]> = []) =>
      expect.objectContaining({ sku, qty, options: options.map(([label, value]) => ({ label, value })) });
    expect(entry?.items).toEqual([
      packingLine('TEE-NAVY-M', 1, [
        ['Color', 'Navy'],
        ['Size', 'M'],
      ]),
      packingLine('SIDE-CORN', 2),
      packingLine('GIFT-MAILED', 1, [
        ['To', 'Sam Shore'],
        ['Message', 'Happy birthday, Sam!'],
      ]),
    ]);
  });

  it('derives the same lines and totals for an order stored before priced orders were kept', async () => {
    const stored = (await detail()).priced_order;
    const { db } = await adminDb(api);
    const row = await db.selectFrom('orders').select('priced_order').where('id', '=', orderId).executeTakeFirstOrThrow();
    await db.updateTable('orders').set({ priced_order: null }).where('id', '=', orderId).execute();
    try {
      const order = await detail();
      expect(order.priced_order.segments).toEqual(stored.segments);
      expect(sum(order.priced_order)).toBe(order.grand_total_cents);
      expect(order.ship_to?.street).toEqual(['1 Pier Rd']);
      // Gift-card recipients are in the stored line; a variant's words are not (only its ids were stored).
      expect(order.items.find((item) => item.sku === 'GIFT-MAILED')?.options).toEqual(stored.lines[2].options);
    } finally {
      await db.updateTable('orders').set({ priced_order: row.priced_order }).where('id', '=', orderId).execute();
    }
  });
});
