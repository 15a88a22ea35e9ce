import { describe, expect, it } from 'vitest';
import { csvCell } from '../src/http/index.js';
import { adminDb, suiteStaff } from './admin-harness.js';
import { engines, envelopeCall, suiteApi } from './harness.js';

/** Back office: coupons, review moderation and the subscribers export (managers only). */

/** Values and the subscribers export's cell for each. */
const CELLS = [
  ['jane@example.com', '"jane@example.com"'],
  ['a"b', '"a""b"'],
  ['=HYPERLINK("x")', '"\'=HYPERLINK(""x"")"'],
  ['+1', '"\'+1"'],
];

describe('subscribers CSV cells', () => {
  it('quote, double quotes and neutralise what a spreadsheet would run', () => {
    for (const [value, cell] of CELLS) expect(csvCell(value)).toBe(cell);
  });
});

describe.each(engines)('admin coupons, reviews and subscribers on $name', (engine) => {
  const api = suiteApi(engine);
  const staff = suiteStaff(api, ['manager', 'packer']);
  const call = envelopeCall(api);

  it('creates, lists and switches off a coupon the cart then takes or refuses', async () => {
    const coupon = { code: 'spring20', discount_type: 'percent', discount_value: 20, uses_per_customer: 1 };
    expect((await call('POST', '/api/admin/coupons', coupon, staff.packer.headers)).code).toBe(403);
    expect(await call('POST', '/api/admin/coupons', coupon, staff.manager.headers)).toMatchObject({
      code: 200,
      result: { code: 'SPRING20', discount_value: 2000 },
    });
    expect(await call('POST', '/api/admin/coupons', coupon, staff.manager.headers)).toMatchObject({
      code: 409,
      result: 'A coupon with this code exists.',
    });
    expect(
      (await call('POST', '/api/admin/coupons', { ...coupon, code: 'BIG', discount_value: 150 }, staff.manager.headers)).result,
    ).toContain('A percent is at most 100.');
    const list = (await call('GET', '/api/admin/coupons?pageSize=100', undefined, staff.manager.headers)).result as {
      items: Array<{ code: string }>;
    };
    expect(list.items.map((item) => item.code)).toContain('SPRING20');

    const cartId = (await call('POST', '/api/cart/create')).result as string;
    await call('POST', `/api/cart/update?cartId=${cartId}`, { cartItem: { sku: 'SIDE-CORN', qty: 1 } });
    expect((await call('POST', `/api/cart/apply-coupon?cartId=${cartId}&coupon=spring20`)).result).toBe(true);
    const totals = (await call('GET', `/api/cart/totals?cartId=${cartId}`)).result as { discount_amount: number; subtotal: number };
    expect(totals.discount_amount).toBeCloseTo(-totals.subtotal * 0.2, 2);

    expect((await call('PATCH', '/api/admin/coupons/SPRING20', { is_active: false }, staff.manager.headers)).code).toBe(200);
    expect((await call('POST', `/api/cart/apply-coupon?cartId=${cartId}&coupon=SPRING20`)).code).toBe(404);
    const { db } = await adminDb(api);
    expect(
      (await db.selectFrom('audit_log').select('action').where('entity_id', '=', 'SPRING20').execute()).map((row) => row.action),
    ).toEqual(['coupon.create', 'coupon.update']);
  });

  it('finds coupons by part of the code or description, reads one, and keeps a PATCHed window in order', async () => {
    await call(
      'POST',
      '/api/admin/coupons',
      { code: 'SHORE_5', description: 'Five dollars off 100%', discount_type: 'fixed', discount_value: 500, from_date: '2030-01-01' },
      staff.manager.headers,
    );
    const codes = async (q: string) =>
      (
        (await call('GET', `/api/admin/coupons?q=${encodeURIComponent(q)}`, undefined, staff.manager.headers)).result as {
          items: Array<{ code: string }>;
          total: number;
        }
      ).items.map((item) => item.code);
    expect(await codes('shore')).toEqual(['SHORE_5']);
    expect(await codes('FIVE dollars')).toEqual(['SHORE_5']);
    // LIKE wildcards in the search are taken as text.
    expect(await codes('e_5')).toEqual(['SHORE_5']);
    expect(await codes('100%')).toEqual(['SHORE_5']);
    expect(await codes('5%')).toEqual([]);
    expect((await call('GET', '/api/admin/coupons?q=shore', undefined, staff.packer.headers)).code).toBe(403);

    expect(await call('GET', '/api/admin/coupons/shore_5', undefined, staff.manager.headers)).toMatchObject({
      code: 200,
      result: { code: 'SHORE_5', discount_type: 'fixed', discount_value: 500, from_date: '2030-01-01', to_date: null },
    });
    expect(await call('GET', '/api/admin/coupons/NOPE-NOPE', undefined, staff.manager.headers)).toMatchObject({
      code: 404,
      result: 'No coupon with this code.',
    });
    expect(await call('PATCH', '/api/admin/coupons/SHORE_5', { to_date: '2029-12-31' }, staff.manager.headers)).toMatchObject({
      code: 400,
      result: 'to_date: The coupon must start before it ends.',
    });
    expect((await call('PATCH', '/api/admin/coupons/SHORE_5', { to_date: '2030-01-31' }, staff.manager.headers)).code).toBe(200);
  });

  it('approves a pending review into the storefront, and a rejected one stays out', async () => {
    const email = `reviewer-${engine.name}@example.com`;
    await call('POST', '/api/user/create', { customer: { email, firstname: 'Rev', lastname: 'Iewer' }, password: 'crabcakes-4-all' });
    const token = (await call('POST', '/api/user/login', { username: email, password: 'crabcakes-4-all' })).result as string;
    const write = (title: string) =>
      call(
        'POST',
        '/api/review/create',
        { review: { product_id: 106, title, detail: 'Sweet and crisp, just like the farm stand.', nickname: 'Rev', rating: 5 } },
        { authorization: `Bearer ${token}` },
      );
    expect((await write('Great corn')).code).toBe(200);
    expect((await write('Spam spam')).code).toBe(200);
    const pending = (await call('GET', '/api/admin/reviews?status=pending', undefined, staff.manager.headers)).result as {
      items: Array<{ id: number; title: string; product_sku: string | null; product_name: string | null }>;
    };
    expect(pending.items.find((review) => review.title === 'Great corn')).toMatchObject({ product_sku: expect.any(String) });
    const good = pending.items.find((review) => review.title === 'Great corn');
    const spam = pending.items.find((review) => review.title === 'Spam spam');
    expect((await call('POST', `/api/admin/reviews/${good?.id}/approve`, undefined, staff.packer.headers)).code).toBe(403);
    expect(await call('POST', `/api/admin/reviews/${good?.id}/approve`, undefined, staff.manager.headers)).toEqual({
      code: 200,
      result: { id: good?.id, status: 'approved' },
    });
    expect((await call('POST', `/api/admin/reviews/${spam?.id}/reject`, undefined, staff.manager.headers)).code).toBe(200);
    const titles = async () =>
      ((await call('GET', '/api/review/product/106')).result as { reviews: Array<{ title: string }> }).reviews.map((r) => r.title);
    await expect.poll(titles, { timeout: 5000 }).toContain('Great corn');
    expect(await titles()).not.toContain('Spam spam');
    expect((await call('POST', '/api/admin/reviews/999999/approve', undefined, staff.manager.headers)).code).toBe(404);
  });

  it('exports confirmed subscribers only, as CSV', async () => {
    const { db } = await adminDb(api);
    const stamp = new Date().toISOString();
    await db
      .insertInto('newsletter_subscriptions')
      .values([
        {
          email: '=cmd@example.com',
          store_code: 'main',
          subscribed: 1,
          forwarded_at: stamp,
          pending_since: null,
          updated_at: stamp,
          welcome_coupon: null,
        },
        {
          email: 'waiting@example.com',
          store_code: 'main',
          subscribed: 0,
          forwarded_at: stamp,
          pending_since: stamp,
          updated_at: stamp,
          welcome_coupon: null,
        },
      ])
      .execute();
    expect((await fetch(`${api.baseUrl}/api/admin/newsletter/subscribers.csv`, { headers: staff.packer.headers })).status).toBe(403);
    const response = await fetch(`${api.baseUrl}/api/admin/newsletter/subscribers.csv`, { headers: staff.manager.headers });
    expect(response.headers.get('content-type')).toContain('text/csv');
    const csv = await response.text();
    expect(csv.split('\r\n')[0]).toBe('"email","store","subscribed_at"');
    expect(csv).toContain('"\'=cmd@example.com","main"');
    expect(csv).not.toContain('waiting@example.com');
  });
});
