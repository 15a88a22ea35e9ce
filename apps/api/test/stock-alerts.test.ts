import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/database.js';
import type { OpenedDatabase } from '../src/db/dialect.js';
import { engines, startApi, type RunningApi } from './harness.js';
import { mailsTo as mailsOf } from './fixtures.js';

/** Back-in-stock alerts: the spec's form, one watch per address and sku, one e-mail when stock returns. */
describe.each(engines)('back-in-stock alerts on $name', (engine) => {
  let api: RunningApi;
  let opened: OpenedDatabase;

  const mailsTo = (email: string) => mailsOf(api, email);
  const postForm = async (fields: Record<string, string>) => {
    const response = await fetch(`${api.baseUrl}/api/ext/back-in-stock/subscribe`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(fields).toString(),
    });
    return { status: response.status, body: (await response.json()) as { code: number; result: unknown; success: boolean } };
  };
  const restock = async (sku: string, qty: number) => {
    const product = await opened.db.selectFrom('products').select('id').where('sku', '=', sku).executeTakeFirstOrThrow();
    await opened.db
      .updateTable('stock_items')
      .set({ qty, is_in_stock: qty > 0 ? 1 : 0 })
      .where('product_id', '=', product.id)
      .execute();
  };
  const watches = (email: string) => opened.db.selectFrom('stock_watches').selectAll().where('email', '=', email).orderBy('id').execute();
  const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

  beforeAll(async () => {
    api = await startApi(engine, { stockAlertIntervalMs: 100 });
    opened = await openDatabase(api.config);
  });
  afterAll(async () => {
    await opened?.close();
    await api?.stop();
  });

  it('answers bad forms with the envelope and success false', async () => {
    expect(await postForm({ email: 'not-an-address', variant: 'CRAB-CAKE' })).toMatchObject({
      status: 400,
      body: {
        code: 400,
        result: 'email: Please provide valid e-mail address.',
        success: false,
        reason: 'validation.failed',
        errors: [{ field: 'email', code: expect.any(String), message: 'Please provide valid e-mail address.' }],
      },
    });
    expect((await postForm({ email: 'a@example.com' })).body).toMatchObject({ code: 400, success: false });
    expect((await postForm({ email: 'a@example.com', variant: 'NO-SUCH-SKU' })).body).toMatchObject({
      code: 404,
      result: 'This product is not sold in this store.',
      success: false,
    });
    expect((await postForm({ email: 'a@example.com', variant: 'CRAB-DZ' })).body).toMatchObject({
      code: 409,
      result: 'This product is in stock: you can order it now.',
      success: false,
    });
  });

  it('keeps one watch per address and sku, mails its owner a way out, and e-mails once when stock returns', async () => {
    const email = 'waiting.for.cakes@example.com';
    const form = {
      a: 'company',
      email: email.toUpperCase(),
      g: 'list',
      variant: 'CRAB-CAKE',
      product: 'CRAB-CAKE',
      platform: 'api',
      store: 'main',
    };
    expect(await postForm({ ...form, subscribe_for_newsletter: 'true' })).toEqual({
      status: 200,
      body: { code: 200, result: { success: true }, success: true },
    });
    expect((await postForm(form)).body.success).toBe(true);
    expect(await watches(email)).toHaveLength(1);
    const started = mailsTo(email).filter((mail) => mail.subject.startsWith('We will tell you'));
    expect(started).toHaveLength(1);
    expect(started[0].text).toMatch(/http:\/\/localhost:3000\/back-in-stock\/unsubscribe\?token=/);
    expect(mailsTo(email).some((mail) => /confirm/i.test(mail.subject))).toBe(true);

    await sleep(300);
    expect(mailsTo(email).filter((mail) => mail.subject.startsWith('Back in stock'))).toHaveLength(0);
    await restock('CRAB-CAKE', 4);
    await expect.poll(() => mailsTo(email).filter((mail) => mail.subject.startsWith('Back in stock')).length).toBe(1);
    const alert = mailsTo(email).find((mail) => mail.subject.startsWith('Back in stock'));
    expect(alert?.text).toMatch(/http:\/\/localhost:3000\/p\/CRAB-CAKE\/[a-z0-9-]+\n/);
    await sleep(400);
    expect(mailsTo(email).filter((mail) => mail.subject.startsWith('Back in stock'))).toHaveLength(1);
    expect((await watches(email))[0].notified_at).not.toBeNull();
    await restock('CRAB-CAKE', 0);
  });

  it('links a variant to its parent page with the variant chosen (JSON form too)', async () => {
    const email = 'red.tee@example.com';
    const response = await api.request('POST', '/api/ext/back-in-stock/subscribe', { email, variant: 'TEE-RED-L', product: 'TEE' });
    expect(response.body).toMatchObject({ code: 200, success: true });
    await restock('TEE-RED-L', 3);
    await expect.poll(() => mailsTo(email).filter((mail) => mail.subject.startsWith('Back in stock')).length).toBe(1);
    expect(mailsTo(email).at(-1)?.text).toMatch(/\/p\/TEE\/[a-z0-9-]+\/TEE-RED-L\n/);
    await restock('TEE-RED-L', 0);
  });

  it('stops a watch with the e-mailed link only, and never e-mails it', async () => {
    const email = 'changed.mind@example.com';
    expect((await postForm({ email, variant: 'CRAB-CAKE' })).body.success).toBe(true);
    const link = /back-in-stock\/unsubscribe\?token=(\S+)/.exec(mailsTo(email)[0].text);
    const token = decodeURIComponent(link?.[1] ?? '');
    expect((await api.request('POST', '/api/ext/back-in-stock/unsubscribe', { token: `${token}x` })).body).toMatchObject({ code: 400 });
    expect((await api.request('POST', '/api/ext/back-in-stock/unsubscribe', { token })).body).toEqual({
      code: 200,
      result: { email, sku: 'CRAB-CAKE' },
    });
    await restock('CRAB-CAKE', 2);
    await sleep(400);
    expect(mailsTo(email).filter((mail) => mail.subject.startsWith('Back in stock'))).toHaveLength(0);
    await restock('CRAB-CAKE', 0);
  });

  it('limits requests per address', async () => {
    const email = 'flood@example.com';
    const answers = [];
    for (let i = 0; i < 12; i += 1) answers.push((await postForm({ email, variant: 'CRAB-CAKE' })).status);
    expect(answers.slice(0, 10).every((status) => status === 200)).toBe(true);
    expect(answers.slice(10)).toEqual([429, 429]);
    expect(mailsTo(email).filter((mail) => mail.subject.startsWith('We will tell you'))).toHaveLength(1);
  });
});
