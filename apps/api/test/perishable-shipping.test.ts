import { describe, expect, it } from 'vitest';
import { parsePricedOrder, pricedOrderAddsUp } from '@shoreline/domain/pricing/priced-order';
import { loadConfig } from '../src/config.js';
import { engines, miniCatalogWith, suiteApi } from './harness.js';
import { adminDb } from './admin-harness.js';
import { orderCart, testAddress } from './fixtures.js';

type Envelope = { code: number; result: unknown; reason?: string };
interface Method {
  method_code: string;
  amount: number;
  available: boolean;
  error_message: string | null;
  extension_attributes: {
    delivery_dates: Array<{ date: string; status: string; amount: number }>;
    surcharges?: Array<{ code: string; title: string; amount: number; boxes?: number }>;
    refusal?: string;
  };
}

const product = (id: number, sku: string, name: string, price: number, weight: number, shippingClass?: string) =>
  JSON.stringify({
    type: 'product',
    id,
    sku,
    type_id: 'simple',
    name,
    url_key: sku.toLowerCase(),
    price,
    tax_class_id: 5,
    category_ids: [3],
    image: '/product/corn.svg',
    weight,
    stock: { qty: 1000, manage_stock: true },
    ...(shippingClass ? { attributes: { shipping_class: shippingClass } } : {}),
  });

const catalog = miniCatalogWith([
  '{"type":"attribute","attribute_id":206,"attribute_code":"shipping_class","frontend_label":"Shipping class","frontend_input":"text","is_visible":false}',
  product(191, 'LIVE', 'Live Blue Crabs, Dozen', 50, 7, 'live'),
  product(192, 'CHILLED', 'Crab Meat, 1 lb', 30, 12, 'perishable'),
  product(193, 'MALLET', 'Crab Mallet', 10, 1),
]);

const env = {
  REMOTE_STATES_SURCHARGE: 'HI:39.99',
  OVERNIGHT_EXCLUDED_ZIPS: '04851, 9969',
  DRY_ICE_STATES: 'TX',
  COLD_PACK: 'gel:0,dryice:4.99',
  BOX_WEIGHT_LB: '20',
};

const address = (region: string, postcode: string, email: string) => ({ ...testAddress(email), region_code: region, region: '', postcode });

describe('perishable shipping configuration', () => {
  it('defaults to the lower 48 and DC, gel packs free, dry ice 4.99 per 20 lb box; refuses what it cannot read', () => {
    const perishable = loadConfig({}).shipping.perishable;
    expect(perishable.overnightStates).toHaveLength(49);
    expect(perishable.overnightStates).not.toContain('HI');
    expect(perishable).toMatchObject({ remoteSurchargeCents: {}, boxWeightLb: 20, gelPackCents: 0, dryIceCents: 499 });
    expect(loadConfig(env).shipping.perishable).toMatchObject({
      remoteSurchargeCents: { HI: 3999 },
      excludedZipPrefixes: ['04851', '9969'],
      dryIceStates: ['TX'],
    });
    expect(() => loadConfig({ OVERNIGHT_STATES: 'MD,XX' })).toThrow(/OVERNIGHT_STATES: XX is not a US state code/);
    expect(() => loadConfig({ REMOTE_STATES_SURCHARGE: 'HI' })).toThrow(/REMOTE_STATES_SURCHARGE: "HI" needs state:amount/);
    expect(() => loadConfig({ REMOTE_STATES_SURCHARGE: 'MD:10' })).toThrow(/MD is also in OVERNIGHT_STATES/);
    expect(() => loadConfig({ OVERNIGHT_EXCLUDED_ZIPS: '96a' })).toThrow(/OVERNIGHT_EXCLUDED_ZIPS/);
    expect(() => loadConfig({ COLD_PACK: 'ice:3' })).toThrow(/COLD_PACK/);
    expect(() => loadConfig({ BOX_WEIGHT_LB: '0' })).toThrow(/BOX_WEIGHT_LB/);
  });
});

describe.each(engines)('perishable shipping rules on $name', (engine) => {
  const api = suiteApi(engine, { seedFile: catalog, shipping: loadConfig(env).shipping });
  const call = async (method: string, url: string, body?: unknown) => (await api.request(method, url, body)).body as Envelope;
  let emails = 0;
  const email = () => `perish-${engine.name}-${++emails}@example.com`;

  const cartWith = async (lines: Array<{ sku: string; qty: number }>) => {
    const cartId = (await call('POST', '/api/cart/create')).result as string;
    for (const cartItem of lines) expect((await call('POST', `/api/cart/update?cartId=${cartId}`, { cartItem })).code).toBe(200);
    return cartId;
  };
  const overnight = async (cartId: string, region: string, postcode = '') => {
    const methods = (
      await call('POST', `/api/cart/shipping-methods?cartId=${cartId}`, { address: { country_id: 'US', region_code: region, postcode } })
    ).result as Method[];
    return methods.find((method) => method.method_code === 'overnight')!;
  };
  /** The first open date that is not a Saturday (no Saturday surcharge, whatever day the test runs). */
  const weekday = (method: Method) =>
    method.extension_attributes.delivery_dates.find((d) => d.status === 'open' && new Date(`${d.date}T12:00:00Z`).getUTCDay() !== 6)!.date;

  it('ships anything to the lower 48 at the normal price, gel packs free', async () => {
    const cartId = await cartWith([{ sku: 'LIVE', qty: 1 }]);
    const method = await overnight(cartId, 'MD', '21201');
    expect(method).toMatchObject({ available: true, error_message: '' });
    expect(method.extension_attributes.surcharges).toBeUndefined();
    expect(method.extension_attributes.delivery_dates.find((d) => d.date === weekday(method))?.amount).toBe(24.99);
    expect((await orderCart(api, cartId, { products: [{ sku: 'LIVE', qty: 1 }], email: email() })).code).toBe(200);
  });

  it('refuses live crabs to Hawaii with the reason, at the address and at order time', async () => {
    const cartId = await cartWith([
      { sku: 'LIVE', qty: 1 },
      { sku: 'MALLET', qty: 1 },
    ]);
    const method = await overnight(cartId, 'HI', '96813');
    expect(method).toMatchObject({
      available: false,
      error_message:
        'Live crabs and lobsters ship only within the lower 48 states, not to Hawaii: remove Live Blue Crabs, Dozen to ship this order.',
      extension_attributes: { refusal: 'shipping.live_not_eligible' },
    });
    const date = method.extension_attributes.delivery_dates[0].date;
    const chosen = await call('POST', `/api/cart/shipping-information?cartId=${cartId}`, {
      addressInformation: {
        shippingAddress: { countryId: 'US', regionCode: 'HI', postcode: '96813', extension_attributes: { delivery_date: date } },
        shippingCarrierCode: 'shoreline',
        shippingMethodCode: 'overnight',
      },
    });
    expect(chosen).toMatchObject({ code: 409, reason: 'shipping.live_not_eligible' });
    const placed = await orderCart(api, cartId, {
      products: [
        { sku: 'LIVE', qty: 1 },
        { sku: 'MALLET', qty: 1 },
      ],
      address: address('HI', '96813', email()),
      deliveryDate: date,
    });
    expect(placed).toMatchObject({ code: 409, reason: 'shipping.live_not_eligible', result: method.error_message });
  });

  it('refuses a state that is neither overnight nor priced as remote, and an excluded ZIP prefix', async () => {
    const cartId = await cartWith([{ sku: 'MALLET', qty: 1 }]);
    expect(await overnight(cartId, 'AK', '99501')).toMatchObject({
      available: false,
      error_message: "We can't deliver overnight to Alaska, so perishables can't ship there.",
      extension_attributes: { refusal: 'shipping.state_excluded' },
    });
    const island = await overnight(cartId, 'ME', '04851');
    expect(island).toMatchObject({
      available: false,
      error_message: "We can't deliver overnight to ZIP code 04851, so perishables can't ship there.",
      extension_attributes: { refusal: 'shipping.zip_excluded' },
    });
    const placed = await orderCart(api, cartId, {
      products: [{ sku: 'MALLET', qty: 1 }],
      address: address('ME', '04851', email()),
      deliveryDate: island.extension_attributes.delivery_dates[0].date,
    });
    expect(placed).toMatchObject({ code: 409, reason: 'shipping.zip_excluded' });
    // The mainland ZIP of the same state still gets overnight.
    expect((await overnight(cartId, 'ME', '04101')).available).toBe(true);
  });

  it('prices Hawaii with its surcharge and dry ice per 20 lb box; the order charges and records the same amounts', async () => {
    // 2 x 12 lb of crab meat: 24 lb, two boxes of dry ice; the mallet is not perishable.
    const lines = [
      { sku: 'CHILLED', qty: 2 },
      { sku: 'MALLET', qty: 1 },
    ];
    const cartId = await cartWith(lines);
    const method = await overnight(cartId, 'HI', '96813');
    expect(method.available).toBe(true);
    expect(method.extension_attributes.surcharges).toEqual([
      { code: 'remote', title: 'Hawaii delivery', amount: 39.99 },
      { code: 'dry_ice', title: 'Dry ice, 2 boxes', amount: 9.98, boxes: 2 },
    ]);
    const date = weekday(method);
    expect(method.extension_attributes.delivery_dates.find((d) => d.date === date)?.amount).toBe(74.96);
    const buyer = email();
    const chosen = (
      await call('POST', `/api/cart/shipping-information?cartId=${cartId}`, {
        addressInformation: {
          shippingAddress: { ...address('HI', '96813', buyer), extension_attributes: { delivery_date: date } },
          shippingCarrierCode: 'shoreline',
          shippingMethodCode: 'overnight',
        },
      })
    ).result as {
      totals: { shipping_amount: number; grand_total: number; total_segments: Array<{ code: string; title: string; value: number }> };
    };
    expect(chosen.totals.shipping_amount).toBe(74.96);
    expect(chosen.totals.total_segments.find((s) => s.code === 'shipping')?.title).toBe(
      'Shipping & Handling (Overnight delivery + Hawaii delivery $39.99 + Dry ice, 2 boxes $9.98)',
    );
    const placed = await orderCart(api, cartId, {
      products: lines,
      address: address('HI', '96813', buyer),
      deliveryDate: date,
      extra: { grand_total: chosen.totals.grand_total },
    });
    expect(placed.code, JSON.stringify(placed.result)).toBe(200);
    const { db } = await adminDb(api);
    const row = await db.selectFrom('orders').selectAll().where('customer_email', '=', buyer).executeTakeFirstOrThrow();
    const priced = parsePricedOrder(row.priced_order)!;
    expect(pricedOrderAddsUp(priced)).toBe(true);
    expect(priced.grandTotalCents).toBe(Math.round(chosen.totals.grand_total * 100));
    expect(priced.segments.find((s) => s.code === 'shipping')).toMatchObject({
      cents: 7496,
      title: 'Shipping (Overnight delivery + Hawaii delivery $39.99 + Dry ice, 2 boxes $9.98)',
    });
  });

  it('packs a DRY_ICE_STATES destination with dry ice at the lower-48 price', async () => {
    const cartId = await cartWith([{ sku: 'CHILLED', qty: 1 }]);
    const method = await overnight(cartId, 'TX', '75201');
    expect(method.available).toBe(true);
    expect(method.extension_attributes.surcharges).toEqual([{ code: 'dry_ice', title: 'Dry ice, 1 box', amount: 4.99, boxes: 1 }]);
  });
});
