import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_SHIPPING } from '../src/delivery/index.js';
import { engines, startApi, type RunningApi, envelopeCall } from './harness.js';

type Body = { code: number; result: unknown };
type WireMethod = {
  method_code: string;
  amount: number;
  price_incl_tax: number;
  extension_attributes: { delivery_dates: Array<{ date: string; surcharge: number; amount: number }> };
};
type WireTotals = { shipping_amount: number; total_segments: Array<{ code: string; title: string; value: number }> };

const isSaturday = (date: string) => new Date(`${date}T12:00:00Z`).getUTCDay() === 6;

/**
 * Shipping that explains itself: the free-delivery threshold is configuration the pages read from
 * /api/stores, every offered date carries its own price, and a surcharge is named wherever it is charged.
 */
describe.each(engines)('shipping rules on $name', (engine) => {
  let api: RunningApi;
  const call = envelopeCall<Body>(() => api);
  const cartWith = async (qty: number, headers: Record<string, string> = {}) => {
    const cartId = (await call('POST', '/api/cart/create', undefined, headers)).result as string;
    await call('POST', `/api/cart/update?cartId=${cartId}`, { cartItem: { sku: 'CRAB-DZ', qty } }, headers);
    return cartId;
  };
  const methodsOf = async (cartId: string, headers: Record<string, string> = {}) =>
    (await call('POST', `/api/cart/shipping-methods?cartId=${cartId}`, { address: { country_id: 'US' } }, headers)).result as WireMethod[];
  const choose = async (cartId: string, date: string, headers: Record<string, string> = {}) => {
    const answer = await call(
      'POST',
      `/api/cart/shipping-information?cartId=${cartId}`,
      {
        addressInformation: {
          shippingAddress: { countryId: 'US', extension_attributes: { delivery_date: date } },
          shippingCarrierCode: 'shoreline',
          shippingMethodCode: 'overnight',
        },
      },
      headers,
    );
    expect(answer.code).toBe(200);
    return (await call('GET', `/api/cart/totals?cartId=${cartId}`, undefined, headers)).result as WireTotals;
  };

  beforeAll(async () => {
    // The restaurant store has no free delivery here: its pages must not promise it and its carts pay for overnight.
    api = await startApi(engine, { shipping: { ...DEFAULT_SHIPPING, freeOvernightFromByStore: { restaurant: null } } });
  });
  afterAll(async () => {
    await api.stop();
  });

  it('states each store its free-delivery threshold, or none', async () => {
    const stores = (await call('GET', '/api/stores')).result as Array<{ storeCode: string; shipping: { freeDeliveryFrom: number | null } }>;
    const byCode = Object.fromEntries(stores.map((store) => [store.storeCode, store.shipping]));
    expect(byCode.main).toMatchObject({ freeDeliveryFrom: 150 });
    expect(byCode.restaurant).toMatchObject({ freeDeliveryFrom: null });
  });

  it("prices every offered date, and the method's price follows the chosen date", async () => {
    const cartId = await cartWith(1);
    const [overnight] = await methodsOf(cartId);
    const dates = overnight.extension_attributes.delivery_dates;
    for (const option of dates) {
      expect(option).toEqual({
        date: option.date,
        surcharge: isSaturday(option.date) ? 15 : 0,
        amount: isSaturday(option.date) ? 39.99 : 24.99,
        status: 'open',
      });
    }
    const weekday = dates.find((option) => !isSaturday(option.date))!;
    const saturday = dates.find((option) => isSaturday(option.date))!;

    const onWeekday = await choose(cartId, weekday.date);
    expect(onWeekday.shipping_amount).toBe(24.99);
    // Asked again once a date is chosen, the method's price is the price on that date, as the totals say.
    expect((await methodsOf(cartId))[0]).toMatchObject({ amount: 24.99, price_incl_tax: 24.99 });

    const onSaturday = await choose(cartId, saturday.date);
    expect(onSaturday.shipping_amount).toBe(39.99);
    expect((await methodsOf(cartId))[0].price_incl_tax).toBe(39.99);
  });

  it('free delivery from the threshold still names the Saturday surcharge it charges', async () => {
    const cartId = await cartWith(2); // 2 x $89.99: over $150
    const dates = (await methodsOf(cartId))[0].extension_attributes.delivery_dates;
    expect(dates.map((option) => option.amount)).toEqual(dates.map((option) => (isSaturday(option.date) ? 15 : 0)));
    const saturday = dates.find((option) => isSaturday(option.date))!.date;
    const totals = await choose(cartId, saturday);
    const shipping = totals.total_segments.find((segment) => segment.code === 'shipping');
    expect(shipping).toMatchObject({ value: 15, title: 'Shipping & Handling (Overnight delivery + Saturday surcharge)' });
    const weekday = dates.find((option) => !isSaturday(option.date))!.date;
    const free = (await choose(cartId, weekday)).total_segments.find((segment) => segment.code === 'shipping');
    expect(free).toMatchObject({ value: 0, title: 'Shipping & Handling (Overnight delivery)' });
  });

  it('takes the delivery date under each of its three names on the wire, and refuses one not on offer under any', async () => {
    const cartId = await cartWith(1);
    const dates = (await methodsOf(cartId))[0].extension_attributes.delivery_dates;
    const weekday = dates.find((option) => !isSaturday(option.date))!.date;
    const saturday = dates.find((option) => isSaturday(option.date))!.date;
    const method = { shippingCarrierCode: 'shoreline', shippingMethodCode: 'overnight' };
    const named = (date: string) => [
      { shippingAddress: { countryId: 'US', extension_attributes: { delivery_date: date } }, ...method },
      { shippingAddress: { countryId: 'US' }, delivery_date: date, ...method },
      { shippingAddress: { countryId: 'US' }, shippingExtraFields: { delivery_date: date }, ...method },
    ];
    for (const [saturdayNamed, weekdayNamed] of named(saturday).map((body, at) => [body, named(weekday)[at]])) {
      const onSaturday = await call('POST', `/api/cart/shipping-information?cartId=${cartId}`, { addressInformation: saturdayNamed });
      expect(onSaturday.code).toBe(200);
      expect(((await call('GET', `/api/cart/totals?cartId=${cartId}`)).result as WireTotals).shipping_amount).toBe(39.99);
      expect((await call('POST', `/api/cart/shipping-information?cartId=${cartId}`, { addressInformation: weekdayNamed })).code).toBe(200);
      expect(((await call('GET', `/api/cart/totals?cartId=${cartId}`)).result as WireTotals).shipping_amount).toBe(24.99);
    }
    for (const body of named('2000-01-04')) {
      const refused = await call('POST', `/api/cart/shipping-information?cartId=${cartId}`, { addressInformation: body });
      expect(refused.code).toBe(400);
    }
  });

  it('a store without the rule charges overnight at any subtotal', async () => {
    const restaurant = { 'x-vs-store-code': 'restaurant' };
    const cartId = await cartWith(2, restaurant);
    const dates = (await methodsOf(cartId, restaurant))[0].extension_attributes.delivery_dates;
    const weekday = dates.find((option) => !isSaturday(option.date))!;
    expect(weekday.amount).toBe(24.99);
    expect((await choose(cartId, weekday.date, restaurant)).shipping_amount).toBe(24.99);
  });
});
