import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines, startApi, type RunningApi } from './harness.js';
import { mailsTo as mailsOf, orderCart } from './fixtures.js';

/**
 * The newsletter's 10% promise: a confirmed sign-up gets a code of its own, once per address ever,
 * good for one order by anyone (uses_total 1, taken inside the order transaction).
 */
type Body = { code: number; result: unknown };
const SUBSCRIBE = '/api/ext/vsf-api-klaviyo/subscribe';

describe.each(engines)('newsletter welcome coupon on $name', (engine) => {
  let api: RunningApi;
  const call = async (method: string, url: string, body?: unknown) => (await api.request(method, url, body)).body as Body;
  const mailsTo = (email: string) => mailsOf(api, email);
  const tokenOf = (email: string, action: 'confirm' | 'unsubscribe') => {
    const mail = mailsTo(email).findLast((m) => m.text.includes(`/newsletter/${action}?token=`));
    return new RegExp(`/newsletter/${action}\\?token=([\\w.-]+)`).exec(mail?.text ?? '')?.[1] ?? '';
  };
  const codesIn = (email: string) =>
    mailsTo(email)
      .filter((mail) => mail.subject.startsWith('Your 10% code'))
      .map((mail) => /\b(WELCOME-[A-Z2-9]{8})\b/.exec(mail.text)?.[1]);
  const subscribe = async (email: string) => {
    expect((await call('POST', SUBSCRIBE, { email, storeCode: 'main' })).code).toBe(200);
    await expect.poll(() => tokenOf(email, 'confirm')).not.toBe('');
    return call('POST', '/api/newsletter/confirm', { token: tokenOf(email, 'confirm') });
  };
  const cartWith = async (coupon: string) => {
    const cartId = (await call('POST', '/api/cart/create')).result as string;
    await call('POST', `/api/cart/update?cartId=${cartId}`, { cartItem: { sku: 'SIDE-CORN', qty: 1 } });
    return { cartId, applied: await call('POST', `/api/cart/apply-coupon?cartId=${cartId}&coupon=${coupon}`) };
  };
  const order = (cartId: string, email: string) => orderCart(api, cartId, { email });

  beforeAll(async () => {
    api = await startApi(engine);
  });
  afterAll(async () => {
    await api?.stop();
  });

  it('gives a confirmed subscriber one 10% code, once per address however often they subscribe', async () => {
    const email = `welcome-${engine.name}@example.com`;
    expect((await subscribe(email)).code).toBe(200);
    await expect.poll(() => codesIn(email).length).toBe(1);
    const [code] = codesIn(email);
    expect(code).toMatch(/^WELCOME-[A-Z2-9]{8}$/);
    // The last day in words, as the view's language writes it.
    expect(mailsTo(email).at(-1)?.text).toMatch(/good for one order until [A-Z][a-z]+ \d{1,2}, \d{4}\./);

    // The same confirmation link again, and a new sign-up after unsubscribing: no second code.
    expect((await call('POST', '/api/newsletter/confirm', { token: tokenOf(email, 'confirm') })).code).toBe(200);
    expect((await call('POST', '/api/newsletter/unsubscribe', { token: tokenOf(email, 'unsubscribe') })).code).toBe(200);
    expect((await subscribe(email)).code).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(codesIn(email)).toEqual([code]);

    const { cartId, applied } = await cartWith(code ?? '');
    expect(applied).toEqual({ code: 200, result: true });
    const totals = (await call('GET', `/api/cart/totals?cartId=${cartId}`)).result as { subtotal: number; discount_amount: number };
    expect(totals.discount_amount).toBeCloseTo(-totals.subtotal * 0.1, 2);
  });

  it('gives no second code to an alias of the same mailbox (plus-addresses, Gmail dots), even confirmed in parallel', async () => {
    const email = `jane.${engine.name}@gmail.com`;
    expect((await subscribe(email)).code).toBe(200);
    await expect.poll(() => codesIn(email).length).toBe(1);
    const aliases = [1, 2, 3].map((n) => `jane.${engine.name}+${n}@gmail.com`);
    await subscribe(`jane${engine.name}+4@googlemail.com`);
    for (const alias of aliases) {
      expect((await call('POST', SUBSCRIBE, { email: alias, storeCode: 'main' })).code).toBe(200);
      await expect.poll(() => tokenOf(alias, 'confirm')).not.toBe('');
    }
    const confirmed = await Promise.all(
      aliases.map((alias) => call('POST', '/api/newsletter/confirm', { token: tokenOf(alias, 'confirm') })),
    );
    expect(confirmed.map((answer) => answer.code)).toEqual([200, 200, 200]);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect([...aliases, `jane${engine.name}+4@googlemail.com`].flatMap(codesIn)).toEqual([]);

    // Another person at the same domain still gets their own.
    const other = `john+shop-${engine.name}@gmail.com`;
    await subscribe(other);
    await expect.poll(() => codesIn(other).length).toBe(1);
  });

  it('takes one order with the code, whoever holds it; parallel orders get one use between them', async () => {
    const email = `welcome-once-${engine.name}@example.com`;
    await subscribe(email);
    await expect.poll(() => codesIn(email).length).toBe(1);
    const [code] = codesIn(email);
    const carts = [await cartWith(code ?? ''), await cartWith(code ?? '')];
    expect(carts.map((cart) => cart.applied.code)).toEqual([200, 200]);
    const answers = await Promise.all([order(carts[0].cartId, email), order(carts[1].cartId, `friend-${engine.name}@example.com`)]);
    expect(answers.map((answer) => answer.code).sort()).toEqual([200, 409]);
    expect(answers.find((answer) => answer.code === 409)?.result).toBe(
      `The coupon code ${code} has been used up. Remove the code to place your order.`,
    );
    expect((await cartWith(code ?? '')).applied).toMatchObject({ code: 400, result: `The coupon code ${code} has been used up.` });
  });
});
