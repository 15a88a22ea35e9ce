import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appendCredit } from '../src/store-credit/ledger.js';
import { STORE_CREDIT_CHANGED } from '../src/order/service.js';
import { adminDb, closeAdminDb, createStaff } from './admin-harness.js';
import { customerCall, engines, startApi, type RunningApi } from './harness.js';
import { signedUpCustomer, testAddress } from './fixtures.js';

/**
 * Store credit: balance and transactions by customer token, the whole balance
 * applied to a cart (spent up to the total, after tax), taken from the ledger in the order transaction.
 */
type Body = { code: number; result: unknown };
type Totals = { grand_total: number; total_segments: Array<{ code: string; value: number }> };

const address = testAddress;

describe.each(engines)('store credit on $name', (engine) => {
  let api: RunningApi;
  let customers = 0;
  const call = customerCall<Body>(() => api);

  const customer = async () => {
    customers += 1;
    const email = `credit-${customers}-${engine.name}@example.com`;
    return signedUpCustomer(api, email);
  };
  const giveCredit = async (customerId: number, cents: number) => {
    const { db } = await adminDb(api);
    await db.transaction().execute((trx) => appendCredit(trx, { customerId, amountCents: cents, reason: 'goodwill' }));
  };
  const balance = async (token: string) =>
    ((await call('GET', '/api/ext/store-credit/details', undefined, token)).result as { customer_reward_points_balance: number })
      .customer_reward_points_balance;
  const readyCart = async (token: string, storeCode = 'main', sku = 'SIDE-CORN') => {
    const qty = 1;
    const q = `storeCode=${storeCode}`;
    const cartId = (await call('POST', `/api/cart/create?${q}`, undefined, token)).result as string;
    await call('POST', `/api/cart/update?cartId=${cartId}&${q}`, { cartItem: { sku, qty } }, token);
    const methods = (await call('POST', `/api/cart/shipping-methods?cartId=${cartId}&${q}`, { address: { country_id: 'US' } }, token))
      .result as Array<{ carrier_code: string; method_code: string; extension_attributes: { delivery_dates: Array<{ date: string }> } }>;
    const method = methods.find((m) => m.carrier_code === 'shoreline') ?? methods[0];
    const date = method.extension_attributes.delivery_dates[0]?.date ?? null;
    await call(
      'POST',
      `/api/cart/shipping-information?cartId=${cartId}&${q}`,
      {
        addressInformation: {
          shippingAddress: { ...address('x@example.com'), extension_attributes: { delivery_date: date } },
          billingAddress: address('x@example.com'),
          shippingCarrierCode: method.carrier_code,
          shippingMethodCode: method.method_code,
        },
      },
      token,
    );
    return { cartId, storeCode, date, carrier: method.carrier_code, method: method.method_code, qty, sku };
  };
  type Cart = Awaited<ReturnType<typeof readyCart>>;
  const totals = async (cart: Cart, token: string) =>
    (await call('GET', `/api/cart/totals?cartId=${cart.cartId}&storeCode=${cart.storeCode}`, undefined, token)).result as Totals;
  const order = (cart: Cart, token: string, email: string, payment: string) =>
    call(
      'POST',
      `/api/order?storeCode=${cart.storeCode}`,
      {
        cart_id: cart.cartId,
        store_code: cart.storeCode,
        products: [{ sku: cart.sku, qty: cart.qty }],
        addressInformation: {
          billingAddress: address(email),
          shippingAddress: { ...address(email), extension_attributes: { delivery_date: cart.date } },
          shipping_method_code: cart.method,
          shipping_carrier_code: cart.carrier,
          payment_method_code: payment,
        },
      },
      token,
    );
  const apply = (cart: Cart, token: string) =>
    call('PUT', `/api/ext/store-credit/apply?storeCode=${cart.storeCode}`, { cartId: cart.cartId, pointsQty: 999 }, token);

  beforeAll(async () => {
    api = await startApi(engine);
  });
  afterAll(async () => {
    await closeAdminDb(api);
    await api?.stop();
  });

  it('shows the balance (0 by default) and the transactions to their owner only', async () => {
    const jane = await customer();
    expect(await balance(jane.token)).toBe(0);
    expect((await call('GET', '/api/ext/store-credit/details')).code).toBe(401);
    await giveCredit(jane.id, 2500);
    // The original client sends the token as customerToken.
    const legacy = await call('GET', `/api/ext/store-credit/details?customerToken=${encodeURIComponent(jane.token)}`);
    expect(legacy).toEqual({ code: 200, result: { customer_reward_points_balance: 25, balance_cents: 2500, currency_code: 'USD' } });
    const list = (await call('GET', '/api/ext/store-credit/transactions', undefined, jane.token)).result as { items: unknown[] };
    expect(list.items).toEqual([expect.objectContaining({ amount: 25, balance: 25, comment: 'goodwill', order_increment_id: null })]);
  });

  it('spends the whole balance up to the total, after tax, and takes it from the ledger with the order', async () => {
    const jane = await customer();
    await giveCredit(jane.id, 500);
    const cart = await readyCart(jane.token);
    const before = await totals(cart, jane.token);
    expect(await apply(cart, jane.token)).toEqual({ code: 200, result: true });
    const after = await totals(cart, jane.token);
    expect(after.total_segments.find((s) => s.code === 'customer_credits')?.value).toBe(-5);
    expect(after.grand_total).toBeCloseTo(before.grand_total - 5, 2);
    expect(after.total_segments.at(-1)?.code).toBe('grand_total');

    const placed = await order(cart, jane.token, jane.email, 'cashondelivery');
    expect(placed.code).toBe(200);
    expect(await balance(jane.token)).toBe(0);
    const { db } = await adminDb(api);
    const row = await db
      .selectFrom('orders')
      .select(['store_credit_cents', 'grand_total_cents'])
      .where('cart_id', '=', cart.cartId)
      .executeTakeFirstOrThrow();
    expect(row.store_credit_cents).toBe(500);
    expect(row.grand_total_cents).toBe(Math.round(after.grand_total * 100));
    const list = (await call('GET', '/api/ext/store-credit/transactions', undefined, jane.token)).result as {
      items: Array<{ amount: number; order_increment_id: string | null }>;
    };
    expect(list.items[0]).toMatchObject({ amount: -5, order_increment_id: expect.stringMatching(/^\d{9}$/) });
  });

  it('pays a whole order with credit ("free" only), and a staff cancel gives the credit back', async () => {
    const jane = await customer();
    await giveCredit(jane.id, 100_000);
    const cart = await readyCart(jane.token);
    await apply(cart, jane.token);
    expect((await totals(cart, jane.token)).grand_total).toBe(0);
    const methods = (await call('GET', `/api/cart/payment-methods?cartId=${cart.cartId}`, undefined, jane.token)).result as Array<{
      code: string;
    }>;
    expect(methods.map((m) => m.code)).toEqual(['free']);
    expect((await order(cart, jane.token, jane.email, 'free')).code).toBe(200);
    const spent = 100_000 - Math.round((await balance(jane.token)) * 100);
    expect(spent).toBeGreaterThan(0);

    const manager = await createStaff(api, 'manager');
    const { db } = await adminDb(api);
    const { id } = await db.selectFrom('orders').select('id').where('cart_id', '=', cart.cartId).executeTakeFirstOrThrow();
    const canceled = await api.request('POST', `/api/admin/orders/${id}/cancel`, { reason: 'customer called' }, manager.headers);
    expect(canceled.body.code).toBe(200);
    expect(await balance(jane.token)).toBe(1000);
  });

  it('refuses carts that are not the customer own, no balance, and a second order the balance no longer covers', async () => {
    const jane = await customer();
    const joe = await customer();
    const janeCart = await readyCart(jane.token);
    expect((await apply(janeCart, jane.token)).code).toBe(400);
    await giveCredit(joe.id, 300);
    expect((await apply(janeCart, joe.token)).code).toBe(404);
    expect((await call('PUT', '/api/ext/store-credit/apply', { cartId: janeCart.cartId })).code).toBe(401);

    // Two carts of Joe's (two stores) each take the whole 3.00; only one order can spend it.
    const main = await readyCart(joe.token, 'main');
    const restaurant = await readyCart(joe.token, 'restaurant', 'CRAB-DZ');
    await apply(main, joe.token);
    await apply(restaurant, joe.token);
    const answers = await Promise.all([
      order(main, joe.token, joe.email, 'cashondelivery'),
      order(restaurant, joe.token, joe.email, 'cashondelivery'),
    ]);
    expect(answers.map((a) => a.code).sort()).toEqual([200, 409]);
    expect(answers.find((a) => a.code === 409)?.result).toBe(STORE_CREDIT_CHANGED);
    expect(await balance(joe.token)).toBe(0);

    const third = await readyCart(jane.token);
    await giveCredit(jane.id, 100);
    await apply(third, jane.token);
    expect((await call('DELETE', '/api/ext/store-credit/remove', { cartId: third.cartId }, jane.token)).result).toBe(true);
    expect((await totals(third, jane.token)).total_segments.some((s) => s.code === 'customer_credits')).toBe(false);
  });
});
