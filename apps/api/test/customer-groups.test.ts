import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parsePricedOrder, pricedOrderAddsUp } from '@shoreline/domain/pricing/priced-order';
import { adminDb, createStaff, stopApi, storedOrder, type TestStaff } from './admin-harness.js';
import { engines, startApi, type RunningApi, envelopeCall } from './harness.js';
import { navyTee, orderCart, signedUpCustomer, stockUp, testAddress } from './fixtures.js';
import { bumpCatalogVersion } from '../src/seed/index.js';

/**
 * Customer groups (issue 23): a wholesale customer sees the group's prices in the catalog with the group token
 * their profile carries, pays the group's tier price for the quantity in the cart, and the order stores and
 * charges the same amount; guests and retail customers keep the catalog's prices and the retail quantity breaks.
 */
type Body = { code: number; result: unknown; reason?: string };
type Product = {
  sku: string;
  final_price: number;
  price_incl_tax: number;
  special_price: number | null;
  original_price: number;
  tier_prices: Array<{ customer_group_id: number; qty: number; value: number; value_incl_tax: number }>;
  configurable_children?: Array<{ sku: string; final_price: number; tier_prices: unknown[] }>;
};
type TotalsItem = { sku: string; qty: number; price: number; row_total: number; tax_amount: number };
type Totals = { grand_total: number; subtotal: number; tax_amount: number; items: TotalsItem[] };

const RETAIL = 1;
const WHOLESALE = 2;

describe.each(engines)('customer groups on $name', (engine) => {
  let api: RunningApi;
  let manager: TestStaff;
  let wholesale: { id: number; email: string; token: string };
  let groupToken: string;

  const call = envelopeCall<Body>(() => api);
  const as = (token: string) => ({ authorization: `Bearer ${token}` });
  const product = async (sku: string, extra: Record<string, unknown> = {}) => {
    const answer = await call('POST', '/api/catalog', {
      entityType: 'product',
      query: {
        filters: [
          { key: 'sku', value: sku },
          { key: 'visibility', value: { gte: 0 } },
        ],
      },
      ...extra,
    });
    expect(answer.code).toBe(200);
    return (answer.result as { items: Product[] }).items[0];
  };
  const cartOf = async (lines: Array<{ sku: string; qty: number; product_option?: unknown }>, token?: string) => {
    const headers = token ? as(token) : {};
    const cartId = (await call('POST', '/api/cart/create', undefined, headers)).result as string;
    for (const cartItem of lines) expect((await call('POST', `/api/cart/update?cartId=${cartId}`, { cartItem }, headers)).code).toBe(200);
    return cartId;
  };
  const totals = async (cartId: string, token?: string) =>
    (await call('GET', `/api/cart/totals?cartId=${cartId}`, undefined, token ? as(token) : {})).result as Totals;

  beforeAll(async () => {
    api = await startApi(engine);
    manager = await createStaff(api, 'manager');
    const { db } = await adminDb(api);
    await stockUp(db, ['CRAB-DZ', 'TEE-NAVY-M'], 500);
    // CRAB-DZ lists at 89.99 with a running special price of 79.99 (mini catalog).
    const patched = await call(
      'PATCH',
      '/api/admin/products/CRAB-DZ',
      {
        group_prices: [
          { group_id: WHOLESALE, qty: 1, price_cents: 6999 },
          { group_id: WHOLESALE, qty: 5, price_cents: 6499 },
          { group_id: WHOLESALE, qty: 10, price_cents: 5999 },
          { group_id: RETAIL, qty: 10, price_cents: 7500 },
        ],
      },
      manager.headers,
    );
    expect(patched.code).toBe(200);
    expect((patched.result as { group_prices: unknown[] }).group_prices).toHaveLength(4);
    wholesale = await signedUpCustomer(api, `wholesale-${engine.name}@example.com`);
    // Every process follows a catalog write within CATALOG_REFRESH_MS.
    for (let tries = 0; (await product('CRAB-DZ')).tier_prices.length === 0 && tries < 50; tries++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  });
  afterAll(() => stopApi(api));

  it('lets staff list the groups and move a customer to wholesale, audited', async () => {
    const groups = (await call('GET', '/api/admin/customer-groups', undefined, manager.headers)).result as Array<{
      code: string;
      is_default: boolean;
    }>;
    expect(groups.map((g) => [g.code, g.is_default])).toEqual([
      ['retail', true],
      ['wholesale', false],
    ]);
    expect((await call('PUT', `/api/admin/customers/${wholesale.id}/group`, { group_id: 99 }, manager.headers)).code).toBe(400);
    const moved = await call('PUT', `/api/admin/customers/${wholesale.id}/group`, { group_id: WHOLESALE }, manager.headers);
    expect(moved).toMatchObject({ code: 200, result: { group_id: WHOLESALE, group_name: 'Wholesale' } });
    const detail = (await call('GET', `/api/admin/customers/${wholesale.id}`, undefined, manager.headers)).result;
    expect(detail).toMatchObject({ group_id: WHOLESALE, group_name: 'Wholesale' });
    const { db } = await adminDb(api);
    const logged = await db.selectFrom('audit_log').selectAll().where('action', '=', 'customer.group').executeTakeFirstOrThrow();
    expect(JSON.parse(logged.after ?? '{}')).toEqual({ group_id: WHOLESALE });

    const me = (await call('GET', '/api/user/me', undefined, as(wholesale.token))).result as { group_id: number; groupToken: string };
    expect(me.group_id).toBe(WHOLESALE);
    groupToken = me.groupToken;
  });

  it('prices the catalog for the group of a valid group token, with its tier prices', async () => {
    const seen = await product('CRAB-DZ', { groupToken });
    expect(seen).toMatchObject({ final_price: 69.99, price_incl_tax: 69.99, special_price: 69.99, original_price: 89.99 });
    expect(seen.tier_prices).toEqual([
      { customer_group_id: WHOLESALE, qty: 5, value: 64.99, value_incl_tax: 64.99 },
      { customer_group_id: WHOLESALE, qty: 10, value: 59.99, value_incl_tax: 59.99 },
    ]);
    // The URL map prices a product page the same way.
    const mapped = (await api.request('POST', '/api/url/map', { url: 'steamed-blue-crabs-dozen', groupToken })).body as unknown as {
      _source: Product;
    };
    expect(mapped._source).toMatchObject({ sku: 'CRAB-DZ', final_price: 69.99 });
    // A listing shows the group's price too (sorting and facets read it).
    const listed = (
      await call('POST', '/api/catalog', { entityType: 'product', query: { filters: [{ key: 'category_ids', value: 4 }] }, groupToken })
    ).result as { items: Product[] };
    expect(listed.items.find((item) => item.sku === 'CRAB-DZ')?.final_price).toBe(69.99);
  });

  it('keeps retail prices and the retail quantity breaks for guests, a bare groupId and a bad token', async () => {
    const retail = { final_price: 79.99, special_price: 79.99, original_price: 89.99 };
    const guest = await product('CRAB-DZ');
    expect(guest).toMatchObject(retail);
    expect(guest.tier_prices).toEqual([{ customer_group_id: RETAIL, qty: 10, value: 75, value_incl_tax: 75 }]);
    expect(await product('CRAB-DZ', { groupId: WHOLESALE })).toMatchObject(retail);
    expect(await product('CRAB-DZ', { groupToken: `${groupToken.slice(0, -4)}AAAA` })).toMatchObject(retail);
    expect(await product('CRAB-DZ', { groupToken: 'not-a-token' })).toMatchObject(retail);
    // The documents themselves are never changed by a group's view.
    expect((await product('CRAB-DZ')).final_price).toBe(79.99);
  });

  it('charges the group price, then the tier price for the quantity, and the order stores the same amounts', async () => {
    const cartId = await cartOf([{ sku: 'CRAB-DZ', qty: 1 }], wholesale.token);
    expect((await totals(cartId, wholesale.token)).items[0]).toMatchObject({ qty: 1, price: 69.99, row_total: 69.99 });
    const cart = (await call('GET', `/api/cart/pull?cartId=${cartId}`, undefined, as(wholesale.token))).result as Array<{
      item_id: number;
    }>;
    expect(
      (
        await call(
          'POST',
          `/api/cart/update?cartId=${cartId}`,
          { cartItem: { item_id: cart[0].item_id, sku: 'CRAB-DZ', qty: 5 } },
          as(wholesale.token),
        )
      ).code,
    ).toBe(200);
    const shown = await totals(cartId, wholesale.token);
    expect(shown.items[0]).toMatchObject({ qty: 5, price: 64.99, row_total: 324.95 });

    const placed = await orderCart(api, cartId, {
      token: wholesale.token,
      email: wholesale.email,
      products: [{ sku: 'CRAB-DZ', qty: 5 }],
      paymentMethod: 'checkmo',
    });
    expect(placed.code).toBe(200);
    const order = await storedOrder(api, (placed.result as { orderNumber: string }).orderNumber);
    const { db } = await adminDb(api);
    const item = await db.selectFrom('order_items').selectAll().where('order_id', '=', order.id).executeTakeFirstOrThrow();
    expect(item).toMatchObject({ sku: 'CRAB-DZ', qty: 5, price_cents: 6499 });
    expect(order.subtotal_cents).toBe(32495);
    const priced = parsePricedOrder(order.priced_order);
    expect(priced && pricedOrderAddsUp(priced)).toBe(true);
    expect(priced?.lines[0]).toMatchObject({ sku: 'CRAB-DZ', qty: 5, unitCents: 6499, rowCents: 32495 });
    expect(priced?.segments.find((s) => s.code === 'subtotal')?.cents).toBe(32495);
    expect(priced?.grandTotalCents).toBe(order.grand_total_cents);

    // The customer's account shows the order at the tier price.
    const history = (await call('GET', '/api/user/order-history', undefined, as(wholesale.token))).result as {
      items: Array<{ increment_id: string; subtotal: number; items: Array<{ sku: string; price: number }> }>;
    };
    const listed = history.items.find((entry) => entry.increment_id === order.increment_id);
    expect(listed?.subtotal).toBe(324.95);
    expect(listed?.items[0]).toMatchObject({ sku: 'CRAB-DZ', price: 64.99 });
  });

  it('leaves guests and retail customers at the catalog price, with the retail break from 10', async () => {
    const five = await cartOf([{ sku: 'CRAB-DZ', qty: 5 }]);
    expect((await totals(five)).items[0]).toMatchObject({ price: 79.99, row_total: 399.95 });
    const ten = await cartOf([{ sku: 'CRAB-DZ', qty: 10 }]);
    expect((await totals(ten)).items[0]).toMatchObject({ price: 75, row_total: 750 });
    const retail = await signedUpCustomer(api, `retail-${engine.name}@example.com`);
    const theirs = await cartOf([{ sku: 'CRAB-DZ', qty: 5 }], retail.token);
    expect((await totals(theirs, retail.token)).items[0]).toMatchObject({ price: 79.99 });
  });

  it("taxes with the group's tax class: a class no rule lists pays no tax on taxable goods", async () => {
    const address = testAddress(wholesale.email);
    const taxedCart = async (token?: string) => {
      const cartId = await cartOf([navyTee(1)], token);
      const info = await call(
        'POST',
        `/api/cart/shipping-information?cartId=${cartId}`,
        { addressInformation: { shippingAddress: address, billingAddress: address } },
        token ? as(token) : {},
      );
      expect(info.code).toBe(200);
      return totals(cartId, token);
    };
    // Both groups start with the retail tax class (3), which the Maryland rule lists.
    expect((await taxedCart(wholesale.token)).tax_amount).toBeGreaterThan(0);

    const { db } = await adminDb(api);
    await db.updateTable('customer_groups').set({ tax_class_id: 9 }).where('id', '=', WHOLESALE).execute();
    await bumpCatalogVersion(db);
    try {
      await expect.poll(async () => (await taxedCart(wholesale.token)).tax_amount, { timeout: 5000 }).toBe(0);
      expect((await taxedCart()).tax_amount).toBeGreaterThan(0);
      const tee = await product('TEE', { groupToken });
      expect(tee.configurable_children?.find((child) => child.sku === 'TEE-NAVY-M')).toBeDefined();
    } finally {
      await db.updateTable('customer_groups').set({ tax_class_id: 3 }).where('id', '=', WHOLESALE).execute();
      await bumpCatalogVersion(db);
    }
  });

  it('refuses a price list staff cannot mean', async () => {
    const refused = async (group_prices: unknown[]) =>
      (await call('PATCH', '/api/admin/products/CRAB-DZ', { group_prices }, manager.headers)).code;
    expect(await refused([{ group_id: RETAIL, qty: 1, price_cents: 5000 }])).toBe(400);
    expect(await refused([{ group_id: 42, qty: 2, price_cents: 5000 }])).toBe(400);
    expect(
      await refused([
        { group_id: WHOLESALE, qty: 5, price_cents: 5000 },
        { group_id: WHOLESALE, qty: 5, price_cents: 4000 },
      ]),
    ).toBe(400);
  });
});
