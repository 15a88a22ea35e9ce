import { expect, test } from './support/shop';
import { waitForServiceWorker } from './support/offline';

test.use({ serviceWorkers: 'allow' });

test.describe('installable, and readable offline', () => {
  test('each store has a web app manifest with its own name and installable icons', async ({ page, request, baseURL }) => {
    await page.goto('/');
    await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest');

    const main = await (await request.get('/manifest.webmanifest')).json();
    expect(main).toMatchObject({ name: 'Shoreline', short_name: 'Shoreline', start_url: '/', display: 'standalone' });
    const sizes = (main.icons as Array<{ sizes: string; type: string }>).map((icon) => icon.sizes);
    expect(sizes).toEqual(expect.arrayContaining(['192x192', '512x512']));
    for (const icon of main.icons as Array<{ src: string; type: string }>) {
      const file = await request.get(icon.src);
      expect(file.status(), icon.src).toBe(200);
      expect(file.headers()['content-type']).toContain(icon.type);
    }

    // Only the browser resolves *.localhost, so the restaurant's manifest is fetched from its page.
    const restaurantUrl = new URL('/', baseURL);
    restaurantUrl.hostname = 'restaurant.localhost';
    await page.goto(restaurantUrl.toString());
    const restaurant = await page.evaluate(async () => (await fetch('/manifest.webmanifest')).json());
    expect(restaurant).toMatchObject({ name: 'Shoreline Crab House', short_name: 'Crab House' });
  });

  test('pages seen online open offline; others lead home with the offline message', async ({ page, context }) => {
    await page.goto('/');
    await waitForServiceWorker(page);
    // Seen online, so kept: a category page (full load) and a product (client-side navigation).
    await page.goto('/c/crabs');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const firstProduct = page.locator('main a[href^="/p/"]').first();
    const productPath = await firstProduct.getAttribute('href');
    await firstProduct.click();
    await expect(page).toHaveURL(productPath!);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // The worker keeps a page once its answer is read to the end, which can finish after the page shows.
    await expect.poll(() => page.evaluate(async () => Boolean(await caches.match('/c/crabs')))).toBe(true);

    await context.setOffline(true);

    // A full load of a kept page, then a client-side navigation to another kept one.
    await page.goto('/c/crabs');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('main a[href^="/p/"]').first()).toBeVisible();
    await page.locator(`main a[href="${productPath}"]`).first().click();
    await expect(page).toHaveURL(productPath!);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    // A page never seen: the offline page, whose OK leads to the kept home page.
    await page.goto('/i/about-us');
    await expect(page.getByText('The product, category or CMS page is not available in Offline mode.')).toBeVisible();
    await page.getByRole('link', { name: 'OK' }).click();
    await expect(page).toHaveURL('/');
    await expect(page.locator('main a[href^="/p/"]').first()).toBeVisible();

    // Navigating in the app to a page never seen: the offline view, leading home.
    await page.locator(`main a[href^="/p/"]:not([href="${productPath}"])`).first().click();
    await expect(page.getByRole('heading', { name: 'You are offline' })).toBeVisible();
    await page.getByRole('link', { name: 'OK' }).click();
    await expect(page).toHaveURL('/');

    await context.setOffline(false);
  });
});
