import { describe, expect, it } from 'vitest';
import { engines, miniCatalogWith, suiteApi } from './harness.js';
import { adminDb, createStaffTeam } from './admin-harness.js';
import { cardPayment, cardSandbox, insertGiftCard, mailsTo, orderCart, signedUpCustomer, simpleProductLine } from './fixtures.js';

/**
 * The cancel mail says what went back, tender by tender: what the card paid, the store credit and the gift-card
 * balance the order spent; an order a gift card paid in full says nothing about a card payment or "not charged".
 */
const catalog = miniCatalogWith([simpleProductLine(190, 'BOX', 20)]);

describe.each(engines)('the cancel mail names every tender that went back on $name', (engine) => {
  const api = suiteApi(engine, { seedFile: catalog, shopEmail: 'hello@shoreline.test' });
  type Envelope<T = unknown> = { code: number; result: T };
  const call = async <T = unknown>(method: string, url: string, body?: unknown, headers: Record<string, string> = {}) =>
    (await api.request(method, url, body, headers)).body as Envelope<T>;
  const db = async () => (await adminDb(api)).db;
  const cancelMail = (email: string) => mailsTo(api, email).find((mail) => mail.subject.includes('is canceled'))?.text ?? '';

  /** A customer's order of four boxes, `tenders` applied to its cart before it is placed. */
  async function orderWith(
    email: string,
    tenders: { giftCardCode?: string; giftCardCents?: number; storeCreditCents?: number; card: boolean },
  ) {
    const customer = await signedUpCustomer(api, email);
    const headers = { authorization: `Bearer ${customer.token}` };
    const { manager } = await createStaffTeam(api, ['manager'] as const);
    const cartId = (await call<string>('POST', '/api/cart/create', undefined, headers)).result;
    const added = await call('POST', `/api/cart/update?cartId=${cartId}`, { cartItem: { sku: 'BOX', qty: 4 } }, headers);
    expect(added.code, JSON.stringify(added)).toBe(200);
    if (tenders.giftCardCode && tenders.giftCardCents) {
      const code = `${tenders.giftCardCode}${engine.name === 'sqlite' ? 1 : 2}`;
      await insertGiftCard(await db(), code, tenders.giftCardCents);
      const activated = await call('POST', `/api/ext/gift-cards/activate/${code}?cartId=${cartId}`, undefined, headers);
      expect(activated.code, JSON.stringify(activated)).toBe(200);
    }
    if (tenders.storeCreditCents) {
      const credit = { amount_cents: tenders.storeCreditCents, reason: 'goodwill' };
      expect((await call('POST', `/api/admin/customers/${customer.id}/store-credit`, credit, manager.headers)).code).toBe(200);
      expect((await call('PUT', '/api/ext/store-credit/apply', { cartId, pointsQty: 999 }, headers)).code).toBe(200);
    }
    const payment = tenders.card ? await cardPayment(await cardSandbox(api)) : { paymentMethod: 'free' };
    const placed = await orderCart(api, cartId, { email, token: customer.token, products: [{ sku: 'BOX', qty: 4 }], ...payment });
    expect(placed.code, JSON.stringify(placed)).toBe(200);
    const orderId = Number((placed.result as { backendOrderId: string }).backendOrderId);
    return { orderId, headers, manager };
  }

  it('an own cancel of an order paid by store credit, a gift card and a card names all three', async () => {
    const email = `tenders-own-${engine.name}@example.com`;
    const { orderId, headers } = await orderWith(email, {
      giftCardCode: 'TEND-OWNS-CARD-000',
      giftCardCents: 3000,
      storeCreditCents: 2000,
      card: true,
    });
    expect((await call('POST', `/api/user/orders/${orderId}/cancel`, {}, headers)).code).toBe(200);
    await expect.poll(() => cancelMail(email)).toContain('as you asked, we canceled');
    const text = cancelMail(email);
    expect(text).toMatch(/What you paid, \$\d+\.\d\d, goes back in full to the way you paid/);
    expect(text).toContain('The $20.00 of store credit you used is back in your account.');
    expect(text).toContain('The $30.00 you paid by gift card is back on the card.');
    expect(text).not.toContain('not charged');
  });

  it('a staff cancel of an order a gift card paid in full names the card, and no payment', async () => {
    const email = `tenders-free-${engine.name}@example.com`;
    const { orderId, manager } = await orderWith(email, { giftCardCode: 'TEND-FREE-CARD-000', giftCardCents: 50_000, card: false });
    expect((await call('POST', `/api/admin/orders/${orderId}/cancel`, { reason: 'out of boxes' }, manager.headers)).code).toBe(200);
    await expect.poll(() => cancelMail(email)).toContain('we had to cancel');
    const text = cancelMail(email);
    expect(text).toMatch(/The \$\d+\.\d\d you paid by gift card is back on the card\./);
    expect(text).not.toContain('What you paid');
    expect(text).not.toContain('not charged');
  });
});
