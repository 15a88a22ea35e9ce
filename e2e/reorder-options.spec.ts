import type { APIRequestContext } from '@playwright/test';
import { ORDER_ADDRESS } from './support/customer-order';
import { customerToken, logInOnAccountPage, registerCustomer } from './support/customer';
import { writeShopDatabase } from './support/database';
import { expect, test } from './support/shop';

/**
 * Reorder of an order whose lines have options (issue 33): crab cakes with a sauce (a custom option whose sku makes
 * the line's sku CRAB-CAKE-JUMBO-2-TTR) and a tee chosen in navy M (a configurable's child). "Reorder" puts the
 * same lines back in the cart, with their options, and says so; nothing is refused.
 */
const CRAB_CAKES_TARTAR = {
  sku: 'CRAB-CAKE-JUMBO-2',
  qty: 1,
  product_option: { extension_attributes: { custom_options: [{ option_id: '1', option_value: '3' }] } },
};
const NAVY_TEE_M = {
  sku: 'MERCH-TEE',
  qty: 2,
  product_option: {
    extension_attributes: {
      configurable_item_options: [
        { option_id: '93', option_value: '49' },
        { option_id: '144', option_value: '168' },
      ],
    },
  },
};

type Lines = Array<{ sku: string; qty: number; product_option?: unknown }>;

/** The customer's server cart lines. */
async function customerCart(request: APIRequestContext, token: string): Promise<Lines> {
  const headers = { authorization: `Bearer ${token}` };
  const cartId = ((await (await request.post('/api/cart/create', { headers })).json()) as { result: string }).result;
  return ((await (await request.get(`/api/cart/pull?cartId=${cartId}`, { headers })).json()) as { result: Lines }).result;
}

/** An order of the two option lines, placed through the API as the customer: its id and its lines. */
async function orderWithOptions(request: APIRequestContext, token: string, email: string): Promise<{ id: number; lines: Lines }> {
  const headers = { authorization: `Bearer ${token}` };
  const cartId = ((await (await request.post('/api/cart/create', { headers })).json()) as { result: string }).result;
  const lines: Lines = [];
  for (const cartItem of [CRAB_CAKES_TARTAR, NAVY_TEE_M]) {
    const added = await request.post(`/api/cart/update?cartId=${cartId}`, { headers, data: { cartItem } });
    expect(added.status()).toBe(200);
    lines.push(((await added.json()) as { result: Lines[number] }).result);
  }
  const methods = (await (
    await request.post(`/api/cart/shipping-methods?cartId=${cartId}`, { headers, data: { address: { country_id: 'US' } } })
  ).json()) as {
    result: Array<{ carrier_code: string; method_code: string; extension_attributes: { delivery_dates: Array<{ date: string }> } }>;
  };
  const method = methods.result[0];
  const placed = await request.post('/api/order', {
    headers,
    data: {
      cart_id: cartId,
      products: lines.map(({ sku, qty }) => ({ sku, qty })),
      addressInformation: {
        billingAddress: { ...ORDER_ADDRESS, email },
        shippingAddress: {
          ...ORDER_ADDRESS,
          email,
          extension_attributes: { delivery_date: method.extension_attributes.delivery_dates[0].date },
        },
        shipping_method_code: method.method_code,
        shipping_carrier_code: method.carrier_code,
        payment_method_code: 'cashondelivery',
      },
    },
  });
  expect(placed.status()).toBe(200);
  return { id: ((await placed.json()) as { result: { backendOrderId: number } }).result.backendOrderId, lines };
}

test('reorder puts crab cakes with their sauce and a tee in its size back in the cart as the same lines', async ({
  page,
  request,
}, testInfo) => {
  const email = `reorder-${testInfo.project.name}-${testInfo.retry}-${Date.now()}@example.com`;
  await registerCustomer(request, { email, firstname: 'Rhea', lastname: 'Order' });
  const token = await customerToken(request, email);
  const order = await orderWithOptions(request, token, email);
  expect(order.lines.map((line) => line.sku)).toEqual(['CRAB-CAKE-JUMBO-2-TTR', 'MERCH-TEE-NAV-M']);

  await logInOnAccountPage(page, email);
  await page.goto(`/my-account/orders/${order.id}`);
  await expect(page.getByText('Signature Jumbo Lump Crab Cakes (2 × 6 oz)').first()).toBeVisible();
  await page.getByRole('button', { name: 'Reorder' }).click();
  await expect(page.getByText('The products of this order are in your cart.')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId('reorder-refused')).toHaveCount(0);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Cart, items: 3' })).toBeVisible();

  await expect
    .poll(async () => (await customerCart(request, token)).map((line) => [line.sku, line.qty, line.product_option]), { timeout: 15_000 })
    .toEqual(order.lines.map((line) => [line.sku, line.qty, line.product_option]));
});

test('reorder names the line it could not add and why, and says only the rest is in the cart', async ({ page, request }, testInfo) => {
  const email = `reorder-short-${testInfo.project.name}-${testInfo.retry}-${Date.now()}@example.com`;
  await registerCustomer(request, { email, firstname: 'Rhea', lastname: 'Order' });
  const token = await customerToken(request, email);
  const order = await orderWithOptions(request, token, email);
  const setTeeStock = (qty: number) =>
    writeShopDatabase(
      'update stock_items set qty = ?, is_in_stock = ? where product_id = (select id from products where sku = ?)',
      qty,
      qty > 0 ? 1 : 0,
      'MERCH-TEE-NAV-M',
    );
  setTeeStock(0);
  try {
    await logInOnAccountPage(page, email);
    await page.goto(`/my-account/orders/${order.id}`);
    await page.getByRole('button', { name: 'Reorder' }).click();
    await expect(page.getByText('1 of the 2 products of this order are in your cart. These could not be added:')).toBeVisible({
      timeout: 20_000,
    });
    await expect(page.getByTestId('reorder-refused')).toHaveText('Crab Shack Tee, Navy, M: sold out at the moment.');
    await expect(page.getByText('The products of this order are in your cart.')).toHaveCount(0);
    await expect
      .poll(async () => (await customerCart(request, token)).map((line) => line.sku), { timeout: 15_000 })
      .toEqual(['CRAB-CAKE-JUMBO-2-TTR']);
  } finally {
    setTeeStock(30);
  }
});
