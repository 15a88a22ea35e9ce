import { describe, expect, it } from 'vitest';
import { engines, suiteApi } from './harness.js';
import { orderCart, signedUpCustomer } from './fixtures.js';

type Body = { code: number; result: unknown };

/** WELCOME10 in the test catalog, as in the shop's seed, may be used once per customer. */
const COUPON = 'WELCOME10';
const USED_UP = `You have already used the coupon code ${COUPON}. It can be used once per customer.`;

describe.each(engines)('coupon limits on $name', (engine) => {
  const api = suiteApi(engine);
  const call = async (method: string, url: string, body?: unknown, token?: string) =>
    (await api.request(method, url, body, token ? { authorization: `Bearer ${token}` } : {})).body as Body;

  /** A cart with one line and the coupon applied (before anyone ordered with it, so only the order can refuse it). */
  const cartWithCoupon = async (token?: string, sku = 'SIDE-CORN') => {
    const cartId = (await call('POST', '/api/cart/create', undefined, token)).result as string;
    expect((await call('POST', `/api/cart/update?cartId=${cartId}`, { cartItem: { sku, qty: 1 } }, token)).code).toBe(200);
    expect((await call('POST', `/api/cart/apply-coupon?cartId=${cartId}&coupon=${COUPON}`, undefined, token)).result).toBe(true);
    return cartId;
  };

  const order = (cartId: string, email: string, token?: string, sku = 'SIDE-CORN') =>
    orderCart(api, cartId, { email, token, products: [{ sku, qty: 1 }] });

  const register = async (email: string) => (await signedUpCustomer(api, email)).token;

  const expectCartKeptWithCoupon = async (cartId: string, token?: string) => {
    const totals = await call('GET', `/api/cart/totals?cartId=${cartId}`, undefined, token);
    expect(totals.code).toBe(200);
    expect(totals.result).toMatchObject({ coupon_code: COUPON });
  };

  it('refuses a second order with the coupon by the same customer, and a guest order with their e-mail in another case', async () => {
    const email = `coupon-customer-${engine.name}@example.com`;
    const token = await register(email);
    const guestCart = await cartWithCoupon();
    const customerCart = await cartWithCoupon(token);
    expect((await order(customerCart, email, token)).code).toBe(200);

    const refused = await order(guestCart, email.toUpperCase());
    expect(refused).toMatchObject({ code: 409, result: `${USED_UP} Remove the code to place your order.` });
    await expectCartKeptWithCoupon(guestCart);

    const nextCart = (await call('POST', '/api/cart/create', undefined, token)).result as string;
    expect(await call('POST', `/api/cart/apply-coupon?cartId=${nextCart}&coupon=${COUPON}`, undefined, token)).toMatchObject({
      code: 400,
      result: USED_UP,
    });
  });

  it('refuses a second guest order with the coupon for the same e-mail in another case, and keeps the cart', async () => {
    const email = `coupon-guest-${engine.name}@example.com`;
    const first = await cartWithCoupon();
    const second = await cartWithCoupon();
    expect((await order(first, email)).code).toBe(200);

    const refused = await order(second, `  ${email.replace('coupon-guest', 'Coupon-Guest')}`);
    expect(refused.code).toBe(409);
    expect(refused.result).toBe(`${USED_UP} Remove the code to place your order.`);
    await expectCartKeptWithCoupon(second);

    // Once the cart knows the e-mail, applying the code is refused at once.
    const third = (await call('POST', '/api/cart/create')).result as string;
    await call('POST', `/api/cart/shipping-information?cartId=${third}`, {
      addressInformation: { shippingAddress: { countryId: 'US', email: email.toUpperCase() } },
    });
    expect(await call('POST', `/api/cart/apply-coupon?cartId=${third}&coupon=${COUPON}`)).toMatchObject({ code: 400, result: USED_UP });
    // Without the coupon the same shopper orders as usual.
    expect((await call('POST', `/api/cart/delete-coupon?cartId=${second}`)).code).toBe(200);
    expect((await order(second, email)).code).toBe(200);
  });

  it('lets only one of several orders placed at the same moment use the last allowed use', async () => {
    const email = `coupon-racer-${engine.name}@example.com`;
    // Different products, so the orders do not queue behind one stock row and really count at the same moment.
    const skus = ['SIDE-CORN', 'CRAB-DZ', 'SIDE-CORN', 'CRAB-DZ', 'SIDE-CORN', 'CRAB-DZ'];
    const carts = await Promise.all(skus.map(async (sku) => ({ sku, id: await cartWithCoupon(undefined, sku) })));
    const answers = await Promise.all(carts.map((cart) => order(cart.id, email, undefined, cart.sku)));
    expect(answers.filter((answer) => answer.code === 200)).toHaveLength(1);
    expect(answers.filter((answer) => answer.code === 409)).toHaveLength(carts.length - 1);
  });

  it('limits coupon tries per client address like gift-card checks (429 with Retry-After), so codes cannot be guessed', async () => {
    const cartId = (await call('POST', '/api/cart/create')).result as string;
    const answers: Array<{ status: number; retryAfter: string | null; body: Body }> = [];
    for (let i = 0; i < 70; i += 1) {
      const response = await fetch(`${api.baseUrl}/api/cart/apply-coupon?cartId=${cartId}&coupon=GUESS${i}`, { method: 'POST' });
      answers.push({ status: response.status, retryAfter: response.headers.get('retry-after'), body: (await response.json()) as Body });
    }
    // Earlier tests in this file spent some of this address's tries; every answer is 400 until the limit, then 429.
    const refused = answers.filter((answer) => answer.status === 429);
    expect(refused.length).toBeGreaterThanOrEqual(10);
    expect(answers.slice(answers.indexOf(refused[0])).every((answer) => answer.status === 429)).toBe(true);
    expect(refused[0].body).toMatchObject({ code: 429, result: 'Too many coupon attempts. Please try again later.' });
    expect(Number(refused[0].retryAfter)).toBeGreaterThan(0);
  });
});
