import type { APIRequestContext } from '@playwright/test';
import { placeCartOrder } from './support/customer-order';
import { customerToken, logInOnAccountPage, registerCustomer } from './support/customer';
import { setShopStock } from './support/database';
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
  const products = lines.map(({ sku, qty }) => ({ sku, qty }));
  const { id } = await placeCartOrder(request, headers, { cartId, email, products });
  return { id, lines };
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
  // Everything is back: the cart drawer opens on the lines.
  const drawer = page.getByRole('dialog', { name: 'Your cart' });
  await expect(drawer.getByTestId('cart-line')).toHaveCount(2);
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
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
  const setTeeStock = (qty: number) => setShopStock('MERCH-TEE-NAV-M', qty);
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
    // With a line refused, the drawer stays shut: the notice naming it stays in view.
    await expect(page.getByRole('dialog', { name: 'Your cart' })).toHaveCount(0);
    await expect
      .poll(async () => (await customerCart(request, token)).map((line) => line.sku), { timeout: 15_000 })
      .toEqual(['CRAB-CAKE-JUMBO-2-TTR']);
  } finally {
    setTeeStock(30);
  }
});
