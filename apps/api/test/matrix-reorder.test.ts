import { beforeAll, describe, expect, it } from 'vitest';
import { adminDb } from './admin-harness.js';
import { engines, suiteApi } from './harness.js';
import { navyTee, placeOrder, signedUpCustomer, stockUp } from './fixtures.js';

/**
 * Issue 33, item 7: an order's lines say which catalog product they bought (`product_sku`), so a reorder can ask the
 * cart for it with the line's options; the `sku` of a line with custom options carries their suffixes
 * (CRAB-CAKE-REM), which no product has. Read on both paths the account reads orders (the order page and the order
 * history) and put back into a cart: the cart answers the same lines. Another store that does not sell them says so.
 */
interface OrderLine {
  sku: string;
  qty_ordered: number;
  product_sku: string | null;
  parent_sku: string | null;
  product_option: { extension_attributes: Record<string, unknown> };
}

const remoulade = { extension_attributes: { custom_options: [{ option_id: '1', option_value: '1' }] } };
const feast = { extension_attributes: { bundle_options: [] } };

describe.each(engines)('reorder of lines with options on $name', (engine) => {
  const api = suiteApi(engine);
  beforeAll(async () => stockUp((await adminDb(api)).db, ['CRAB-CAKE', 'TEE-NAVY-M', 'CRAB-DZ', 'SIDE-CORN'], 500));

  async function orderWithOptions(email: string) {
    const customer = await signedUpCustomer(api, email);
    const headers = { authorization: `Bearer ${customer.token}` };
    const placed = await placeOrder(api, {
      token: customer.token,
      email,
      lines: [{ sku: 'CRAB-CAKE', qty: 2, product_option: remoulade }, navyTee(1), { sku: 'FEAST', qty: 1, product_option: feast }],
      // What the cart holds: the line skus the options gave.
      products: [
        { sku: 'CRAB-CAKE-REM', qty: 2 },
        { sku: 'TEE-NAVY-M', qty: 1 },
        { sku: 'FEAST', qty: 1 },
      ],
    });
    return { headers, placed };
  }

  it.each(['the order page', 'the order history'])(
    '%s names the product each line bought, and the cart takes the lines back as they were',
    async (path) => {
      const { headers, placed } = await orderWithOptions(`reorder-${path.length}-${engine.name}@example.com`);
      const answer =
        path === 'the order page'
          ? await api.request('GET', `/api/user/orders/${placed.orderId}`, undefined, headers)
          : await api.request('GET', '/api/user/order-history?pageSize=10&currentPage=1', undefined, headers);
      expect(answer.status).toBe(200);
      const order =
        path === 'the order page'
          ? (answer.body.result as { items: OrderLine[] })
          : (answer.body.result as { items: Array<{ entity_id: number; items: OrderLine[] }> }).items.find(
              (candidate) => candidate.entity_id === placed.orderId,
            );
      const lines = order?.items ?? [];
      expect(lines.map((line) => [line.sku, line.product_sku, line.parent_sku])).toEqual([
        ['CRAB-CAKE-REM', 'CRAB-CAKE', null],
        ['TEE-NAVY-M', 'TEE-NAVY-M', 'TEE'],
        ['FEAST', 'FEAST', null],
      ]);

      // The reorder: each line's product with its options, into a new cart.
      const cartId = (await api.request('POST', '/api/cart/create', undefined, headers)).body.result as string;
      for (const line of lines) {
        const cartItem = { sku: line.product_sku, qty: line.qty_ordered, product_option: line.product_option };
        const added = await api.request('POST', `/api/cart/update?cartId=${cartId}`, { cartItem }, headers);
        expect(added.status, JSON.stringify(added.body)).toBe(200);
      }
      const cart = (await api.request('GET', `/api/cart/pull?cartId=${cartId}`, undefined, headers)).body.result as Array<{
        sku: string;
        qty: number;
        product_option: unknown;
      }>;
      expect(cart.map((line) => [line.sku, line.qty, line.product_option])).toEqual(
        lines.map((line) => [line.sku, line.qty_ordered, line.product_option]),
      );
    },
  );

  it('answers null for a line whose product the store no longer sells, and the derived sku alone is not a product', async () => {
    const { headers, placed } = await orderWithOptions(`reorder-gone-${engine.name}@example.com`);
    const cartId = (await api.request('POST', '/api/cart/create', undefined, headers)).body.result as string;
    const derived = await api.request('POST', `/api/cart/update?cartId=${cartId}`, { cartItem: { sku: 'CRAB-CAKE-REM', qty: 1 } }, headers);
    expect(derived.status).toBe(404);

    // The restaurant sells none of these.
    const restaurant = await api.request('GET', `/api/user/orders/${placed.orderId}?storeCode=restaurant`, undefined, headers);
    expect(restaurant.status).toBe(200);
    expect((restaurant.body.result as { items: OrderLine[] }).items.map((line) => line.product_sku)).toEqual([null, null, null]);
  });
});
