import { expect, test } from '@playwright/test';

test.describe('home page', () => {
  test('renders the store with featured products and no console errors', async ({ page }) => {
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(message.text());
    });
    page.on('pageerror', (error) => problems.push(error.message));

    const response = await page.goto('/');
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle(/Shoreline/);
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toBeVisible();
    const productLinks = main.locator('a[href^="/p/"]');
    await expect(productLinks.first()).toBeVisible();
    expect(await productLinks.count()).toBeGreaterThanOrEqual(4);
    await expect(main.getByText('$').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(problems).toEqual([]);
  });

  test('is rendered on the server before any script runs', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/');
    await expect(page.locator('main a[href^="/p/"]').first()).toBeVisible();
    await context.close();
  });

  test('answers unknown paths with a real 404 page', async ({ page }) => {
    const response = await page.goto('/no-such-page-here');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('serves the restaurant brand on its own host', async ({ page, baseURL }) => {
    const url = new URL(baseURL ?? 'http://localhost');
    url.hostname = 'restaurant.localhost';
    await page.goto(url.toString());
    await expect(page).toHaveTitle(/Crab House/);
  });

  test('answers API errors as JSON envelopes', async ({ request }) => {
    const response = await request.get('/api/nothing-here');
    expect(response.status()).toBe(404);
    expect(await response.json()).toMatchObject({ code: 404 });
  });
});
