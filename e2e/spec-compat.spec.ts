import { expect, test } from './support/shop';

test.describe('spec behaviours', () => {
  test('Load more offline on a category says its products were not synchronized', async ({ page, context }) => {
    await page.goto('/c/default-category');
    await page.waitForLoadState('networkidle');
    await expect(page.locator('main article')).toHaveCount(50);
    // Notices show in the overlays, loaded on first use: a shop visited before keeps them (the service worker, off
    // in these tests, keeps the build), so open and close the minicart once while online.
    await page.getByRole('banner').getByRole('link', { name: /^Cart/ }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await context.setOffline(true);
    await page.waitForFunction(() => !navigator.onLine);
    await page.getByRole('link', { name: 'Load more' }).click();
    await expect(page.getByText('No products synchronized for this category. Please come back while online!')).toBeVisible();
    await expect(page.locator('main article')).toHaveCount(50);
    await context.setOffline(false);
  });

  test('a checkout link with hand-off tokens drops them before the page renders', async ({ page }) => {
    const response = await page.goto('/checkout?userToken=ey.handed.over&refreshToken=abc123&cartId=7');
    const redirect = await response?.request().redirectedFrom()?.response();
    expect(redirect?.status()).toBe(302);
    expect(redirect?.headers().location).toBe('/checkout?cartId=7');
    // The checkout itself then takes cartId out of the address too.
    await expect(page).toHaveURL((url) => url.pathname === '/checkout' && !/token/i.test(url.search));
    expect(await page.evaluate(() => localStorage.getItem('shoreline:session:token'))).toBeNull();
  });
});
