import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parsePricedOrder, pricedOrderAddsUp } from '@shoreline/domain/pricing/priced-order';
import { ORDER_TOTAL_CHANGED_PREFIX } from '@shoreline/domain/messages';
import { WEEKDAYS, type StoreView } from '@shoreline/domain';
import type { ReceiptWire } from '@shoreline/domain/wire/order';
import { adminDb, closeAdminDb, storedOrder } from './admin-harness.js';
import { engines, miniCatalogWith, startApi, type RunningApi } from './harness.js';
import { navyTee, orderCart, testAddress } from './fixtures.js';

/**
 * One price for a cart and the order placed from it: the totals the checkout shows are the amounts
 * the order stores and charges, for carts with and without goods to deliver.
 */
type Body = { code: number; result: unknown };
type Totals = { grand_total: number; tax_amount: number; discount_amount: number };

const EXTRA_PRODUCTS = [
  // Taxable merchandise both stores sell.
  '{"type":"product","id":122,"sku":"TIN","type_id":"simple","name":"Seasoning Tin","url_key":"seasoning-tin","price":8,"tax_class_id":2,"category_ids":[],"image":"/product/tin.svg","stock":{"qty":50,"manage_stock":true},"stores":["main","restaurant"]}',
  // A taxable download: Maryland taxes it, so the billing address decides its tax.
  '{"type":"product","id":120,"sku":"GUIDE","type_id":"downloadable","name":"Picking Guide","url_key":"picking-guide","price":43.99,"tax_class_id":2,"category_ids":[],"image":"/product/book.svg","stock":{"qty":0,"manage_stock":false,"is_in_stock":true},"downloadable_links":[{"title":"PDF","file":"/downloads/guide.pdf"}]}',
  '{"type":"product","id":121,"sku":"GIFT-E","type_id":"giftcard","name":"E-Gift Card","url_key":"e-gift-card","price":50,"tax_class_id":5,"category_ids":[],"image":"/product/gift.svg","stock":{"qty":0,"manage_stock":false,"is_in_stock":true},"giftcard":{"giftcard_type":1,"amounts":[50],"allow_open_amount":false}}',
];

const catalog = () => miniCatalogWith(EXTRA_PRODUCTS);

describe.each(engines)('one price for cart and order on $name', (engine) => {
  let api: RunningApi;
  const call = async (method: string, url: string, body?: unknown) => (await api.request(method, url, body)).body as Body;
  const totals = async (cartId: string) => (await call('GET', `/api/cart/totals?cartId=${cartId}`)).result as Totals;

  const cartWith = async (lines: Array<{ sku: string; product_option?: unknown }>) => {
    const cartId = (await call('POST', '/api/cart/create')).result as string;
    for (const line of lines)
      expect((await call('POST', `/api/cart/update?cartId=${cartId}`, { cartItem: { qty: 1, ...line } })).code).toBe(200);
    return cartId;
  };

  /** What the checkout sends while the shopper fills the billing form of a cart with nothing to deliver. */
  const billTo = (cartId: string, email: string) =>
    call('POST', `/api/cart/shipping-information?cartId=${cartId}`, {
      addressInformation: { shippingAddress: { country_id: 'US' }, billingAddress: testAddress(email) },
    });

  const placeVirtual = (cartId: string, skus: string[], email: string, grandTotal?: number) =>
    orderCart(api, cartId, {
      email,
      products: skus.map((sku) => ({ sku, qty: 1 })),
      paymentMethod: 'checkmo',
      shipped: false,
      ...(grandTotal !== undefined ? { extra: { grand_total: grandTotal } } : {}),
    });

  beforeAll(async () => {
    api = await startApi(engine, { seedFile: catalog() });
  });
  afterAll(async () => {
    await closeAdminDb(api);
    await api?.stop();
  });

  it('taxes a virtual-only cart at its billing address in the cart totals and the order alike', async () => {
    const cartId = await cartWith([{ sku: 'GUIDE' }]);
    expect((await billTo(cartId, 'virtual@example.com')).code).toBe(200);
    const shown = await totals(cartId);
    expect(shown).toMatchObject({ tax_amount: 2.64, grand_total: 46.63 });

    const placed = await placeVirtual(cartId, ['GUIDE'], 'virtual@example.com', shown.grand_total);
    expect(placed.code).toBe(200);
    const order = await storedOrder(api, (placed.result as { orderNumber: string }).orderNumber);
    expect(order.grand_total_cents).toBe(4663);
    const priced = parsePricedOrder(order.priced_order);
    expect(priced && pricedOrderAddsUp(priced)).toBe(true);
    expect(priced?.fulfilment.mode).toBe('none');
    expect(priced?.segments.map((s) => s.code)).toEqual(['subtotal', 'tax']);
  });

  it('refuses an order priced otherwise than the total the checkout showed, and charges nothing', async () => {
    const cartId = await cartWith([{ sku: 'GUIDE' }]);
    await billTo(cartId, 'changed@example.com');
    const refused = await placeVirtual(cartId, ['GUIDE'], 'changed@example.com', 43.99);
    expect(refused.code).toBe(409);
    expect((refused as { reason?: string }).reason).toBe('order.total_changed');
    expect(refused.result).toBe(
      `${ORDER_TOTAL_CHANGED_PREFIX} from $43.99 to $46.63. Nothing was charged. Please review your order and place it again.`,
    );
    const { db } = await adminDb(api);
    expect(await db.selectFrom('orders').select('id').where('cart_id', '=', cartId).executeTakeFirst()).toBeUndefined();
    expect((await placeVirtual(cartId, ['GUIDE'], 'changed@example.com', 46.63)).code).toBe(200);
  });

  it('never discounts a gift card line and lists every choice of every line with the order', async () => {
    const cartId = await cartWith([
      { sku: 'GUIDE' },
      {
        sku: 'GIFT-E',
        product_option: {
          extension_attributes: {
            giftcard_item_option: { giftcard_amount: 50, giftcard_recipient_name: 'Robin', giftcard_recipient_email: 'robin@example.net' },
          },
        },
      },
    ]);
    expect((await call('POST', `/api/cart/apply-coupon?cartId=${cartId}&coupon=WELCOME10`)).code).toBe(200);
    await billTo(cartId, 'gifts@example.com');
    const shown = await totals(cartId);
    // 10% of the guide only ($4.40); the $50 card keeps its full value.
    expect(shown.discount_amount).toBe(-4.4);

    const placed = await placeVirtual(cartId, ['GUIDE', 'GIFT-E'], 'gifts@example.com', shown.grand_total);
    expect(placed.code).toBe(200);
    const priced = parsePricedOrder((await storedOrder(api, (placed.result as { orderNumber: string }).orderNumber)).priced_order);
    expect(priced && pricedOrderAddsUp(priced)).toBe(true);
    expect(priced?.grandTotalCents).toBe(Math.round(shown.grand_total * 100));
    const card = priced?.lines.find((line) => line.sku === 'GIFT-E');
    expect(card).toMatchObject({ discountCents: 0, rowCents: 5000 });
    expect(card?.options).toEqual([
      { label: 'To', value: 'Robin' },
      { label: 'Recipient e-mail', value: 'robin@example.net' },
    ]);
    expect(priced?.segments.find((s) => s.code === 'discount')).toMatchObject({ cents: -440, code_ref: 'WELCOME10' });
  });

  it('stores the chosen variant, the fee and the shipping of a delivered order as segments that add up', async () => {
    const cartId = await cartWith([navyTee()]);
    const methods = (await call('POST', `/api/cart/shipping-methods?cartId=${cartId}`, { address: { country_id: 'US' } })).result as Array<{
      extension_attributes: { delivery_dates: Array<{ date: string; surcharge: number }> };
    }>;
    const date = methods[0].extension_attributes.delivery_dates[0];
    const address = { ...testAddress('tee@example.com'), extension_attributes: { delivery_date: date.date } };
    await call('POST', `/api/cart/shipping-information?cartId=${cartId}`, {
      addressInformation: {
        shippingAddress: address,
        billingAddress: address,
        shippingCarrierCode: 'shoreline',
        shippingMethodCode: 'overnight',
      },
    });
    await call('POST', '/api/ext/amasty-extrafee/totals-information', {
      cart_id: cartId,
      information: { fee_id: 1, options_ids: [101] },
      addressInformation: { address: { countryId: 'US' } },
    });
    const shown = await totals(cartId);
    const placed = await call('POST', '/api/order', {
      cart_id: cartId,
      grand_total: shown.grand_total,
      products: [{ sku: 'TEE-NAVY-M', qty: 1 }],
      addressInformation: {
        billingAddress: address,
        shippingAddress: address,
        shipping_method_code: 'overnight',
        shipping_carrier_code: 'shoreline',
        payment_method_code: 'checkmo',
      },
    });
    expect(placed.code).toBe(200);
    const priced = parsePricedOrder((await storedOrder(api, (placed.result as { orderNumber: string }).orderNumber)).priced_order);
    expect(priced && pricedOrderAddsUp(priced)).toBe(true);
    expect(priced?.fulfilment).toEqual({ mode: 'delivery', method: 'Overnight delivery', date: date.date });
    expect(priced?.lines[0].options.length).toBeGreaterThan(0);
    const codes = priced?.segments.map((s) => s.code);
    expect(codes).toContain('shipping');
    expect(codes).toContain('fee');
  });
});

describe.each(engines)('pickup on $name', (engine) => {
  let api: RunningApi;
  const RESTAURANT = { 'x-vs-store-code': 'restaurant' };
  const call = async (method: string, url: string, body?: unknown) => (await api.request(method, url, body, RESTAURANT)).body as Body;
  type PickupMethod = {
    carrier_code: string;
    extension_attributes: { pickup?: { location: { city: string }; slots: Array<{ date: string; times: string[] }> } };
  };

  beforeAll(async () => {
    api = await startApi(engine, { seedFile: catalog() });
  });
  afterAll(async () => {
    await closeAdminDb(api);
    await api?.stop();
  });

  const pickupOrder = (cartId: string, date: string, time: string, grandTotal: number) =>
    call('POST', '/api/order', {
      cart_id: cartId,
      grand_total: grandTotal,
      products: [{ sku: 'TIN', qty: 1 }],
      addressInformation: {
        billingAddress: {
          ...testAddress('collector@example.com'),
          region_code: 'VA',
          region: 'Virginia',
          postcode: '22201',
          city: 'Arlington',
        },
        // Who collects: a name and a phone, no street.
        shippingAddress: { firstname: 'Sam', lastname: 'Collector', telephone: '4105550199', country_id: 'US' },
        shipping_method_code: 'crabhouse',
        shipping_carrier_code: 'pickup',
        payment_method_code: 'checkmo',
        shippingExtraFields: { delivery_date: date, pickup_time: time },
      },
    });

  it('offers slots from opening hours, takes an order without a street, taxes it where it is collected and keeps the slot', async () => {
    const cartId = (await call('POST', '/api/cart/create')).result as string;
    const added = await call('POST', `/api/cart/update?cartId=${cartId}`, { cartItem: { sku: 'TIN', qty: 1 } });
    expect(added.code).toBe(200);
    const methods = (await call('POST', `/api/cart/shipping-methods?cartId=${cartId}`, { address: { country_id: 'US' } }))
      .result as PickupMethod[];
    const pickup = methods.find((method) => method.carrier_code === 'pickup');
    expect(pickup?.extension_attributes.pickup?.location.city).toBe('Grasonville');
    const slot = pickup?.extension_attributes.pickup?.slots[0];
    expect(slot?.times.length).toBeGreaterThan(0);
    const date = slot?.date ?? '';
    const time = slot?.times[0] ?? '';

    expect((await pickupOrder(cartId, date, '03:00', 8.48)).code).toBe(400);
    // The $8 tin taxed at Maryland's 6% where it is collected, though billed to Virginia.
    const placed = await pickupOrder(cartId, date, time, 8.48);
    expect(placed.code).toBe(200);
    const order = await storedOrder(api, (placed.result as { orderNumber: string }).orderNumber);
    const priced = parsePricedOrder(order.priced_order);
    expect(priced && pricedOrderAddsUp(priced)).toBe(true);
    expect(priced?.fulfilment).toMatchObject({ mode: 'pickup', date, time, place: { city: 'Grasonville' } });
    expect(JSON.parse(order.shipping_address ?? '{}')).toMatchObject({ firstname: 'Sam', telephone: '4105550199', city: 'Grasonville' });
  });

  it("offers slots only within the store record's pickup hours, and the receipt collects at the record's address and phone", async () => {
    const record = (
      ((await call('GET', '/api/stores')).result as StoreView[]).find((store) => store.storeCode === 'restaurant') as StoreView
    ).place;
    expect(record).toMatchObject({ telephone: '4105550187', address: { street: ['410 Harbor Road'] } });
    const cartId = (await call('POST', '/api/cart/create')).result as string;
    await call('POST', `/api/cart/update?cartId=${cartId}`, { cartItem: { sku: 'TIN', qty: 1 } });
    const methods = (await call('POST', `/api/cart/shipping-methods?cartId=${cartId}`, { address: { country_id: 'US' } }))
      .result as PickupMethod[];
    const slots = methods.find((method) => method.carrier_code === 'pickup')?.extension_attributes.pickup?.slots ?? [];
    expect(slots.length).toBeGreaterThan(0);
    for (const slot of slots) {
      // Wednesday to Sunday from 11:30, the last half-hour slot starting 20:30: never a Monday or Tuesday, never 11:00.
      expect(['sun', 'wed', 'thu', 'fri', 'sat']).toContain(WEEKDAYS[new Date(`${slot.date}T12:00:00Z`).getUTCDay()]);
      expect(slot.times.every((time) => time >= '11:30' && time <= '20:30')).toBe(true);
    }
    const placed = await pickupOrder(cartId, slots[0].date, slots[0].times[0], 8.48);
    const { order, expires, sig } = (placed.result as { receipt: { order: number; expires: number; sig: string } }).receipt;
    const receipt = (await call('GET', `/api/order/receipt?order=${order}&expires=${expires}&sig=${sig}`)).result as ReceiptWire;
    expect(receipt.priced_order.fulfilment.place).toEqual({ name: 'Test Crab House', ...record.address, telephone: record.telephone });
  });
});
