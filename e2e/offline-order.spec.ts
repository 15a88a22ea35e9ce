import { expect, test, type BrowserContext, type Page } from './support/shop';
import { fillShipping, payOnDelivery } from './support/checkout';
import { feastAtCheckout, notice } from './support/offline';

const QUEUE_KEY = 'main-shop/orders/offline';

const storedCartId = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem('main-shop/cart/current-cart-token') ?? 'null') as string | null);

/** A feast in the cart, the checkout filled in and ready to be placed. */
async function readyToPlace(page: Page) {
  await feastAtCheckout(page);
  await fillShipping(page, 'offline.buyer@example.com');
  await page.getByRole('group', { name: 'Delivery date' }).getByRole('radio', { disabled: false }).first().check();
  await payOnDelivery(page);
  await page.getByLabel(/I accept the/).check();
  await page.waitForLoadState('networkidle');
  const cartId = await storedCartId(page);
  expect(cartId).toBeTruthy();
  return cartId!;
}

/** Places the order offline, closes that tab, and comes back online in a new one on the home page. */
async function placeOfflineAndReturn(page: Page, context: BrowserContext): Promise<{ cartId: string; next: Page }> {
  const cartId = await readyToPlace(page);
  await context.setOffline(true);
  await page.getByRole('button', { name: 'Place the order' }).click();
  await expect(page.getByTestId('order-waiting')).toBeVisible();
  await page.close();

  await context.setOffline(false);
  const next = await context.newPage();
  await next.goto('/');
  return { cartId, next };
}

async function serverCartCode(page: Page, cartId: string): Promise<number> {
  return ((await (await page.request.get(`/api/cart/pull?cartId=${cartId}`)).json()) as { code: number }).code;
}

test.describe('orders placed offline', () => {
  test('wait on the thank-you page and are sent, with their number shown, once the connection is back', async ({ page, context }) => {
    const cartId = await readyToPlace(page);
    await context.setOffline(true);
    await page.getByRole('button', { name: 'Place the order' }).click();

    await expect(page.getByRole('heading', { level: 1, name: 'Your order is waiting' })).toBeVisible();
    await expect(page.getByTestId('order-waiting')).toContainText('You are offline');
    expect(await page.evaluate(() => localStorage.getItem('main-shop/cart/current-cart'))).toBe('[]');
    expect(await page.evaluate((key) => localStorage.getItem(key), QUEUE_KEY)).toContain(cartId);
    expect(await serverCartCode(page, cartId)).toBe(200); // the request context is not the browser: the shop has no order yet

    await context.setOffline(false);
    await expect(page.getByRole('heading', { level: 1, name: 'Thank you for your order!' })).toBeVisible({ timeout: 15_000 });
    await expect(page.getByTestId('order-number')).toHaveText(/^\d+$/);
    expect(await page.evaluate((key) => localStorage.getItem(key), QUEUE_KEY)).toBeNull();
    expect(await serverCartCode(page, cartId)).toBe(404); // the order closed the cart
  });

  test('can be placed when the connection dropped before the form was touched', async ({ page, context }) => {
    await feastAtCheckout(page);
    await page.waitForLoadState('networkidle');
    await context.setOffline(true);
    await fillShipping(page, 'early.offline@example.com');
    await page.getByRole('group', { name: 'Delivery date' }).getByRole('radio', { disabled: false }).first().check();
    await payOnDelivery(page);
    await page.getByLabel(/I accept the/).check();
    await page.getByRole('button', { name: 'Place the order' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Your order is waiting' })).toBeVisible();
    await context.setOffline(false);
    await expect(page.getByRole('heading', { level: 1, name: 'Thank you for your order!' })).toBeVisible({ timeout: 15_000 });
  });

  test('wait for the shopper to confirm them on the next visit online ("Order waiting!")', async ({ page, context }) => {
    const { cartId, next } = await placeOfflineAndReturn(page, context);
    const waiting = notice(next, 'Order waiting! Click here to confirm the order that you made offline.');
    await expect(waiting).toBeVisible({ timeout: 15_000 });
    await waiting.getByRole('button', { name: 'Send the order' }).click();
    await expect(notice(next, /Your order \d+ has been placed\./)).toBeVisible({ timeout: 15_000 });
    expect(await next.evaluate((key) => localStorage.getItem(key), QUEUE_KEY)).toBeNull();
    expect(await serverCartCode(next, cartId)).toBe(404);
  });

  test('cancelled on the next visit, leave the cart as it was', async ({ page, context }) => {
    const { cartId, next } = await placeOfflineAndReturn(page, context);
    const waiting = notice(next, 'Order waiting!');
    await expect(waiting).toBeVisible({ timeout: 15_000 });
    await waiting.getByRole('button', { name: 'Cancel it' }).click();
    await expect(notice(next, 'The order you made offline has been canceled.')).toBeVisible();
    await expect(next.getByRole('banner').getByRole('link', { name: /^Cart/ })).toHaveAttribute('aria-label', 'Cart, items: 1');
    expect(await storedCartId(next)).toBe(cartId);
    expect(await next.evaluate((key) => localStorage.getItem(key), QUEUE_KEY)).toBeNull();
    expect(await serverCartCode(next, cartId)).toBe(200);
  });
});
