import { describe, expect, it } from 'vitest';
import { adminDb, type TestStaff, suiteStaff } from './admin-harness.js';
import { engines, envelopeCall, suiteApi } from './harness.js';

/**
 * Back office: a manager changes a price, a special price window and stock; the storefront's catalog
 * follows after the refresh; a packer may not; staff adjust a customer's store credit with a reason.
 */

describe.each(engines)('admin products and store credit on $name', (engine) => {
  const api = suiteApi(engine);
  const staff = suiteStaff(api, ['manager', 'packer']);
  const as = (staff: TestStaff) => staff.headers;
  const call = envelopeCall(api);
  const finalPrice = async (sku: string) => {
    const answer = await call('POST', '/api/catalog', {
      entityType: 'product',
      query: { filters: [{ key: 'sku', value: { eq: sku } }] },
      includeFields: ['sku', 'final_price', 'price'],
    });
    return (answer.result as { items: Array<{ final_price: number }> }).items[0]?.final_price;
  };
  const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

  it('changes a price and a special price window, and the catalog follows within the refresh', async () => {
    expect(await call('PATCH', '/api/admin/products/SIDE-CORN', { price_cents: 799 }, as(staff.packer))).toMatchObject({
      code: 403,
      result: 'Your role does not allow this.',
    });
    const changed = await call('PATCH', '/api/admin/products/SIDE-CORN', { price_cents: 799 }, as(staff.manager));
    expect(changed).toMatchObject({ code: 200, result: { sku: 'SIDE-CORN', price_cents: 799 } });
    await expect.poll(() => finalPrice('SIDE-CORN'), { timeout: 5000 }).toBe(7.99);

    await call(
      'PATCH',
      '/api/admin/products/SIDE-CORN',
      { special_price_cents: 500, special_from_date: day(-1), special_to_date: day(2) },
      as(staff.manager),
    );
    await expect.poll(() => finalPrice('SIDE-CORN'), { timeout: 5000 }).toBe(5);
    await call('PATCH', '/api/admin/products/SIDE-CORN', { special_price_cents: null }, as(staff.manager));
    await expect.poll(() => finalPrice('SIDE-CORN'), { timeout: 5000 }).toBe(7.99);

    const { db } = await adminDb(api);
    const rows = await db.selectFrom('audit_log').selectAll().where('entity_id', '=', 'SIDE-CORN').orderBy('id').execute();
    expect(rows.map((row) => row.action)).toEqual(['product.update', 'product.update', 'product.update']);
    expect(JSON.parse(rows[0].before ?? '{}')).toEqual({ price_cents: 600 });
    expect(JSON.parse(rows[0].after ?? '{}')).toEqual({ price_cents: 799 });
  });

  it('cleans the descriptions a manager writes: no meta refresh, style element or event handler is stored', async () => {
    const dirty = {
      description: '<meta http-equiv="refresh" content="0;url=https://evil.example/"><style>body{display:none}</style><p>Sweet</p>',
      short_description: '<img src="/x.png" onerror="location=\'https://evil.example\'">Fresh',
    };
    expect(await call('PATCH', '/api/admin/products/SIDE-CORN', dirty, as(staff.manager))).toMatchObject({
      code: 200,
      result: { description: '<p>Sweet</p>', short_description: '<img src="/x.png" />Fresh' },
    });
    const { db } = await adminDb(api);
    const row = await db
      .selectFrom('products')
      .select(['description', 'short_description'])
      .where('sku', '=', 'SIDE-CORN')
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ description: '<p>Sweet</p>', short_description: '<img src="/x.png" />Fresh' });
  });

  it('sets stock, which the live stock check shows at once', async () => {
    expect((await call('PATCH', '/api/admin/products/CRAB-CAKE', { qty: 7 }, as(staff.manager))).code).toBe(200);
    const stock = (await call('GET', '/api/stock/check?sku=CRAB-CAKE')).result as { qty: number; is_in_stock: boolean };
    expect(stock).toMatchObject({ qty: 7, is_in_stock: true });
    await call('PATCH', '/api/admin/products/CRAB-CAKE', { qty: 0 }, as(staff.manager));
  });

  it('refuses bad changes with the form messages', async () => {
    expect((await call('PATCH', '/api/admin/products/SIDE-CORN', { qty: -1 }, as(staff.manager))).code).toBe(400);
    expect((await call('PATCH', '/api/admin/products/SIDE-CORN', { price_cents: 1.5 }, as(staff.manager))).result).toContain(
      'Enter an amount in cents.',
    );
    expect(
      (await call('PATCH', '/api/admin/products/SIDE-CORN', { special_from_date: day(3), special_to_date: day(1) }, as(staff.manager)))
        .result,
    ).toContain('The special price must start before it ends.');
    expect((await call('PATCH', '/api/admin/products/SIDE-CORN', { sku: 'NEW' }, as(staff.manager))).code).toBe(400);
    expect(await call('PATCH', '/api/admin/products/NO-SUCH', { qty: 1 }, as(staff.manager))).toMatchObject({
      code: 404,
      result: 'No product with this sku.',
    });
    const list = (await call('GET', '/api/admin/products?q=corn&pageSize=5', undefined, as(staff.manager))).result as {
      items: Array<{ sku: string }>;
      total: number;
    };
    expect(list.items.map((item) => item.sku)).toContain('SIDE-CORN');
  });

  it('adjusts a customer store credit with a reason, never below zero', async () => {
    const email = `credit-admin-${engine.name}@example.com`;
    await call('POST', '/api/user/create', { customer: { email, firstname: 'Ada', lastname: 'Min' }, password: 'crabcakes-4-all' });
    const token = (await call('POST', '/api/user/login', { username: email, password: 'crabcakes-4-all' })).result as string;
    const { db } = await adminDb(api);
    const { id } = await db.selectFrom('customers').select('id').where('email', '=', email).executeTakeFirstOrThrow();
    const url = `/api/admin/customers/${id}/store-credit`;
    expect((await call('POST', url, { amount_cents: 1000, reason: 'Late delivery' }, as(staff.packer))).code).toBe(403);
    expect(await call('POST', url, { amount_cents: 1000, reason: 'Late delivery' }, as(staff.manager))).toEqual({
      code: 200,
      result: { balance_cents: 1000 },
    });
    expect(await call('POST', url, { amount_cents: -2000, reason: 'Too much' }, as(staff.manager))).toMatchObject({
      code: 409,
      result: 'The balance is 10.00: it cannot go below zero.',
    });
    expect((await call('POST', url, { amount_cents: 0, reason: 'x' }, as(staff.manager))).code).toBe(400);
    const details = (await call('GET', '/api/ext/store-credit/details', undefined, { authorization: `Bearer ${token}` })).result as {
      customer_reward_points_balance: number;
    };
    expect(details.customer_reward_points_balance).toBe(10);
  });
});
