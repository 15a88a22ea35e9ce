import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_DOWNLOADS } from '../src/downloads/links.js';
import { verifyDownload } from '../src/downloads/signed-url.js';
import { adminDb, closeAdminDb, createStaff } from './admin-harness.js';
import { engines, miniCatalogWith, startApi, type RunningApi } from './harness.js';
import { mailsTo as mailsOf, placeOrder, signedUpCustomer } from './fixtures.js';

/**
 * Downloadable products: once the order is paid, each file gets a signed, expiring link good for
 * MAX_DOWNLOADS downloads, e-mailed to the buyer and listed with the order in their account.
 */
type Body = { code: number; result: unknown };
const EBOOK =
  '{"type":"product","id":111,"sku":"EBOOK","type_id":"downloadable","name":"Crab Cookbook","url_key":"crab-cookbook","price":10,"tax_class_id":5,"category_ids":[],"image":"/product/book.svg","stock":{"qty":0,"manage_stock":false,"is_in_stock":true},"downloadable_links":[{"title":"PDF edition","file":"/downloads/cookbook.pdf"}]}';
const PASSWORD = 'crabcakes-4-all';

describe.each(engines)('downloads on $name', (engine) => {
  let api: RunningApi;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shoreline-downloads-'));
  const call = async (method: string, url: string, body?: unknown, token?: string) =>
    (await api.request(method, url, body, token ? { authorization: `Bearer ${token}` } : {})).body as Body;
  const mailsTo = (email: string) => mailsOf(api, email);

  /** A customer's e-book order, paid by check; answers the order id and payment id. */
  const buyEbook = async (email: string) => {
    const { token } = await signedUpCustomer(api, email, { password: PASSWORD });
    const { orderId } = await placeOrder(api, {
      email,
      token,
      products: [{ sku: 'EBOOK', qty: 1 }],
      paymentMethod: 'checkmo',
      shipped: false,
    });
    const { db } = await adminDb(api);
    const payment = await db.selectFrom('payments').select('id').where('order_id', '=', orderId).executeTakeFirstOrThrow();
    return { token, orderId, paymentId: payment.id };
  };

  beforeAll(async () => {
    fs.writeFileSync(path.join(dir, 'cookbook.pdf'), '%PDF-1.4 test cookbook');
    api = await startApi(engine, { seedFile: miniCatalogWith([EBOOK], dir), giftCardIntervalMs: 100, downloadDirs: [dir] });
  });
  afterAll(async () => {
    await closeAdminDb(api);
    await api?.stop();
  });

  it('gives no link before the payment is captured, then e-mails one that works MAX_DOWNLOADS times', async () => {
    const email = `reader-${engine.name}@example.com`;
    const { token, orderId, paymentId } = await buyEbook(email);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(mailsTo(email).some((mail) => mail.subject.startsWith('Your downloads'))).toBe(false);

    await api.app.paymentService.capture(paymentId);
    await expect.poll(() => mailsTo(email).some((mail) => mail.subject.startsWith('Your downloads')), { timeout: 5000 }).toBe(true);
    const mail = mailsTo(email).find((candidate) => candidate.subject.startsWith('Your downloads'));
    const url = /PDF edition: (\S+)/.exec(mail?.text ?? '')?.[1] ?? '';
    expect(url).toMatch(/^http:\/\/localhost:3000\/api\/downloads\/\d+\?expires=\d+&sig=[\w-]+$/);
    const local = `${api.baseUrl}${new URL(url).pathname}${new URL(url).search}`;

    const order = (await call('GET', `/api/user/orders/${orderId}`, undefined, token)).result as {
      extension_attributes: { downloads: Array<{ title: string; url: string; downloads_left: number }> };
    };
    expect(order.extension_attributes.downloads).toEqual([
      expect.objectContaining({ title: 'PDF edition', downloads_left: MAX_DOWNLOADS }),
    ]);

    for (let i = 0; i < MAX_DOWNLOADS; i += 1) {
      const response = await fetch(local);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('application/pdf');
      expect(response.headers.get('content-disposition')).toBe('attachment; filename="cookbook.pdf"');
      expect(await response.text()).toBe('%PDF-1.4 test cookbook');
    }
    const usedUp = await fetch(local);
    expect(usedUp.status).toBe(410);
    expect(((await usedUp.json()) as Body).code).toBe(410);
  });

  /** The link e-mailed for the order, as a URL of the test API. */
  const mailedLink = async (email: string) => {
    await expect.poll(() => mailsTo(email).some((mail) => mail.subject.startsWith('Your downloads')), { timeout: 5000 }).toBe(true);
    const mail = mailsTo(email).find((candidate) => candidate.subject.startsWith('Your downloads'));
    const url = new URL(/PDF edition: (\S+)/.exec(mail?.text ?? '')?.[1] ?? '');
    return `${api.baseUrl}${url.pathname}${url.search}`;
  };

  it('stops e-mailed links the moment the order is refunded or canceled', async () => {
    const manager = await createStaff(api, 'manager');
    for (const [name, action] of [
      [
        'refunded',
        (orderId: number) =>
          api.request(
            'POST',
            `/api/admin/orders/${orderId}/refund`,
            { whole: true, to: 'original', reason: 'changed my mind' },
            manager.headers,
          ),
      ],
      [
        'canceled',
        (orderId: number) => api.request('POST', `/api/admin/orders/${orderId}/cancel`, { reason: 'fraud check' }, manager.headers),
      ],
    ] as const) {
      const email = `${name}-${engine.name}@example.com`;
      const { token, orderId, paymentId } = await buyEbook(email);
      await api.app.paymentService.capture(paymentId);
      const link = await mailedLink(email);
      expect((await fetch(link)).status).toBe(200);

      expect((await action(orderId)).body.code).toBe(200);
      const refused = await fetch(link);
      expect(refused.status).toBe(410);
      expect(await refused.json()).toMatchObject({
        code: 410,
        result: 'This download is no longer available: its order was cancelled or refunded.',
      });
      const order = (await call('GET', `/api/user/orders/${orderId}`, undefined, token)).result as {
        extension_attributes: { downloads: unknown[] };
      };
      expect(order.extension_attributes.downloads).toEqual([]);
    }
  });

  it('refuses links that were changed, made up or expired, with the envelope', async () => {
    const { db } = await adminDb(api);
    const link = await db.selectFrom('download_links').select(['id', 'expires_at']).executeTakeFirstOrThrow();
    for (const query of ['', '?expires=9999999999&sig=forged', `?expires=${Math.floor(Date.now() / 1000) - 10}&sig=x`]) {
      const response = await fetch(`${api.baseUrl}/api/downloads/${link.id}${query}`);
      expect(response.status).toBe(403);
      expect(await response.json()).toMatchObject({ code: 403, result: 'This download link is not valid or has expired.' });
    }
    expect((await fetch(`${api.baseUrl}/api/downloads/${'9'.repeat(30)}?expires=1&sig=x`)).status).toBe(403);
    expect(verifyDownload('secret', 1, String(Math.floor(Date.now() / 1000) + 60), 'AAAA')).toBe(false);
  });
});
