import { expect, test, type Page } from './support/shop';

/** A message key shown as it is (e.g. "checkout.title") instead of its text. */
const RAW_KEY = /\b(?:cart|checkout|account)\.[a-z][A-Za-z]*(?:\.[A-Za-z]+)*\b(?!@)/;

async function expectNoRawKeys(page: Page) {
  expect(await page.title()).not.toMatch(RAW_KEY);
  expect(await page.locator('body').innerText()).not.toMatch(RAW_KEY);
}

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

  test('is rendered on the server before any script runs', { tag: '@any-width' }, async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/');
    await expect(page.locator('main a[href^="/p/"]').first()).toBeVisible();
    await context.close();
  });

  test('answers unknown paths with a real 404 page', { tag: '@any-width' }, async ({ page }) => {
    const response = await page.goto('/no-such-page-here');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('serves the restaurant brand on its own host', { tag: '@any-width' }, async ({ page, baseURL }) => {
    const url = new URL(baseURL ?? 'http://localhost');
    url.hostname = 'restaurant.localhost';
    await page.goto(url.toString());
    await expect(page).toHaveTitle(/Crab House/);
    // The restaurant's home has its own blocks: take-out and pickup, not the shop's next-day delivery.
    await expect(page.getByRole('heading', { level: 2, name: 'How take-out works' })).toBeVisible();
    await expect(page.getByText('At your door tomorrow')).toHaveCount(0);
  });
});

test.describe('interface texts', () => {
  test(
    'browse pages carry only the browsing texts; the cart loads its own and the checkout speaks',
    { tag: '@any-width' },
    async ({ page, request }) => {
      for (const path of ['/', '/c/crabs', '/p/CRAB-STEAM/steamed-blue-crabs', '/search?q=crab']) {
        const html = await (await request.get(path)).text();
        // The document names its browsing texts (one file for every page of the locale), which the app fetches.
        const file = /\/i18n\/en-US\.[\w-]{12}\.json/.exec(html)?.[0];
        expect(file, path).toBeDefined();
        const texts = await (await request.get(file ?? '/i18n/none.json')).text();
        // Neither the keys nor the texts of the cart, checkout and account namespaces are in the document or its texts.
        for (const shipped of [html, texts]) {
          expect(shipped, path).not.toMatch(/checkout\.title|cart\.minicart\.|account\.login\./);
          expect(shipped, path).not.toContain('Choose your delivery date and place your order.');
        }
        // The header's cart and account labels are (core texts).
        expect(texts, path).toContain('Cart, items: {count}');
      }

      await page.goto('/p/CRAB-CAKE-JUMBO-2/signature-jumbo-lump-crab-cakes');
      await page.waitForLoadState('networkidle');
      await page.getByRole('button', { name: 'Add to cart' }).click();
      await expect(page.getByRole('status').filter({ hasText: 'Product has been added to the cart!' })).toBeVisible();
      await page.getByRole('banner').getByRole('link', { name: 'Cart, items: 1' }).click();
      const drawer = page.getByRole('dialog', { name: 'Your cart' });
      await expect(drawer.getByRole('link', { name: 'Proceed to checkout' })).toBeVisible();
      await expectNoRawKeys(page);

      // In the single-page app the checkout's texts come with its loader data.
      await drawer.getByRole('link', { name: 'Proceed to checkout' }).click();
      await expect(page).toHaveURL(/\/checkout/);
      await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
      await expect(page).toHaveTitle('Checkout | Shoreline');
      await expectNoRawKeys(page);
    },
  );

  test('the checkout and account pages show their texts when loaded directly', { tag: '@any-width' }, async ({ page }) => {
    await page.goto('/checkout');
    await page.waitForLoadState('networkidle');
    await expect(page).toHaveTitle('Checkout | Shoreline');
    await expect(page.getByText('Your cart is empty. Add some crabs first!')).toBeVisible();
    await expectNoRawKeys(page);

    await page.goto('/my-account');
    await page.waitForLoadState('networkidle');
    await expect(page).toHaveTitle('My account | Shoreline');
    await expect(page.getByRole('heading', { level: 1, name: 'My account' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('button', { name: 'Log in', exact: true })).toBeVisible();
    await expectNoRawKeys(page);

    // The sign-in dialog (on a browsing page) fetches the account texts with its code.
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    await page.getByRole('banner').getByRole('link', { name: 'My account', exact: true }).click();
    await expect(page.getByTestId('auth-modal').getByRole('heading', { name: 'Log in' })).toBeVisible();
    await expectNoRawKeys(page);
  });
});

test.describe('dialogs', () => {
  test('the minicart, search panel and sign-in are labelled modal dialogs: focus inside, Escape closes, focus back on the opener', async ({
    page,
  }) => {
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    const header = page.getByRole('banner');
    const cases = [
      { opener: header.getByRole('link', { name: 'Cart', exact: true }), dialog: 'Your cart' },
      { opener: header.getByRole('link', { name: 'Search', exact: true }), dialog: 'Search' },
      { opener: header.getByRole('link', { name: 'My account', exact: true }), dialog: 'Log in' },
    ];
    for (const { opener, dialog: name } of cases) {
      await opener.click();
      const dialog = page.getByRole('dialog', { name });
      await expect(dialog).toBeVisible();
      // The page behind is inert and does not scroll; focus is inside the dialog.
      expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
      expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe('hidden');
      const close = dialog.getByRole('button', { name: /^Close/ });
      const box = await close.boundingBox();
      expect(Math.min(box?.width ?? 0, box?.height ?? 0)).toBeGreaterThanOrEqual(24);
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(opener).toBeFocused();
    }
  });
});

test.describe('mobile menu', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('opens as a modal drawer, closes on Escape with focus back on its button, and navigates', async ({ page }) => {
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    const button = page.getByRole('button', { name: 'Open menu' });
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await button.click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await expect(drawer).toBeVisible();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(button).toBeFocused();

    await button.click();
    await drawer.getByRole('link', { name: 'Crabs', exact: true }).click();
    await expect(page).toHaveURL(/\/c\/crabs$/);
    await expect(drawer).toBeHidden();
  });
});

test(
  'shows the six latest Instagram posts as the shop’s own 384 px pictures, each opening its post',
  { tag: '@any-width' },
  async ({ page }) => {
    await page.goto('/');
    const feed = page.getByRole('region', { name: 'From our Instagram' });
    await feed.scrollIntoViewIfNeeded();
    const pictures = feed.getByRole('img');
    await expect(pictures).toHaveCount(6);
    for (const picture of await pictures.all()) {
      await picture.scrollIntoViewIfNeeded();
      await expect(picture).toHaveAttribute('src', /^\/media\/instagram\/\w+\.webp$/);
      await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(384);
    }
    const first = feed.getByRole('link').first();
    await expect(first).toHaveAttribute('href', /^https:\/\/www\.instagram\.com\/p\//);
    await expect(first).toHaveAttribute('target', '_blank');
    await expect(first).toHaveAttribute('rel', 'noopener noreferrer');
  },
);
