import { expect, test } from './support/shop';

test('a tap on the menu button before the header has hydrated opens the menu once it has', async ({ page }) => {
  // Hold the header's chunk back: the tap lands on the server's HTML, which has no handler yet.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/frame-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/c/crabs', { waitUntil: 'domcontentloaded' });
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  release();
  await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
});
