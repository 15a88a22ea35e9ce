import { expect, test } from './support/shop';

/**
 * "Order within 3 h 12 min for delivery on Thursday" on a product page, in the header's promise and in the cart:
 * one rule, rendered on the server, kept true by the page's own script as the browser's clock runs.
 */
test('the product page, the header and the cart count down to the next cut-off, and keep counting', async ({ page, request }) => {
  const stores = (await (await request.get('/api/stores')).json()) as {
    result: Array<{ storeCode: string; shipping: { cutoffs: Array<{ orderBy: string; deliveryDate: string }> } }>;
  };
  const [next] = stores.result.find((store) => store.storeCode === 'main')!.shipping.cutoffs;
  const day = new Intl.DateTimeFormat('en-US', { weekday: 'long', timeZone: 'UTC' }).format(new Date(`${next.deliveryDate}T00:00:00Z`));
  // The browser's clock: 3 h 12 min before the cut-off.
  await page.clock.install({ time: new Date(Date.parse(next.orderBy) - (3 * 60 + 12) * 60_000) });

  await page.goto('/p/SIDE-CORN-6/sweet-corn-on-the-cob');
  await page.waitForLoadState('networkidle');
  const line = page.getByRole('main').getByText(/^Order within .* for delivery on /);
  const promise = page.getByRole('banner').getByText(/^Order within .* for delivery on /);
  await expect(line).toHaveText(`Order within 3 h 12 min for delivery on ${day}`);
  await expect(promise).toHaveText(`Order within 3 h 12 min for delivery on ${day}`);
  await page.clock.runFor(30 * 60_000);
  await expect(line).toHaveText(`Order within 2 h 42 min for delivery on ${day}`);
  await expect(promise).toHaveText(`Order within 2 h 42 min for delivery on ${day}`);

  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Product has been added to the cart!' })).toBeVisible();
  await page.getByRole('banner').getByRole('link', { name: /^Cart/ }).click();
  const cart = page.getByRole('dialog', { name: 'Your cart' });
  await expect(cart.getByText(`Order within 2 h 42 min for delivery on ${day}`)).toBeVisible();
});
