import { writeShopDatabase } from './support/database';
import { fillShipping } from './support/checkout';
import { expect, test } from './support/shop';

/**
 * The checkout's gift-card form with the checkout's code held back (issue 33): while the page's scripts are held
 * there is no control to press (the server sends "Loading your cart…", no form that could be sent as a GET), and
 * with the checkout's later chunks (card fields, gift fields, order checks) still held, applying a card keeps
 * every field the shopper typed, never reloads the page or puts the code in the address, and applies the card.
 * The card field was a form inside the checkout's form, which the browser sent itself as GET /checkout?giftcard=….
 */
const CORN = '/p/SIDE-CORN-6/sweet-corn-on-the-cob';
/** The checkout's chunks fetched after its form shows: the card fields, the gift fields, the order checks. */
const LATER_CHUNKS = /\/assets\/(CardFields|order-tools|GiftFields)-[\w-]+\.js$/;

function giftCard(testInfo: { project: { name: string }; retry: number }): string {
  const letters = 'ABCDEFGHJKLMNPQRSTUVWXYZ';
  const seed = `${testInfo.project.name}${testInfo.retry}${Date.now()}`;
  const chars = Array.from({ length: 16 }, (_, at) => letters[(seed.charCodeAt(at % seed.length) * (at + 7)) % letters.length]);
  const code = [0, 4, 8, 12].map((at) => chars.slice(at, at + 4).join('')).join('-');
  writeShopDatabase(
    "INSERT INTO gift_cards (code, initial_cents, balance_cents, currency, kind, status, created_at) VALUES (?, 2500, 2500, 'USD', 1, 'active', ?)",
    code,
    new Date().toISOString(),
  );
  return code;
}

test('a gift card applied while the checkout code is held back keeps the form and applies the card', async ({ page }, testInfo) => {
  const code = giftCard(testInfo);
  await page.goto(CORN);
  await page.waitForLoadState('networkidle');
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Cart, items: 1' })).toBeVisible();

  let holdAll = true;
  let holdLater = true;
  const released = async (isHeld: () => boolean) => {
    while (isHeld()) await new Promise((resolve) => setTimeout(resolve, 50));
  };
  await page.route(/\/assets\/[\w.-]+\.js$/, async (route) => {
    await released(() => holdAll || (holdLater && LATER_CHUNKS.test(route.request().url())));
    await route.continue();
  });
  const navigations: string[] = [];
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) navigations.push(request.url());
  });

  await page.goto('/checkout', { waitUntil: 'domcontentloaded' });
  await expect(page.getByRole('main').getByRole('status')).toHaveText('Loading your cart…');
  await expect(page.getByLabel('Gift card code')).toHaveCount(0);

  holdAll = false;
  await fillShipping(page, 'early.press@example.com');
  // No form inside the checkout's form: the browser would send it itself, as a GET of the page.
  await expect(page.locator('form form')).toHaveCount(0);
  const field = page.getByLabel('Gift card code');
  await field.fill(code.toLowerCase());
  await field.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: 'Gift card successfully added!' })).toBeVisible({ timeout: 15_000 });

  expect(navigations.map((url) => new URL(url).pathname + new URL(url).search)).toEqual(['/checkout']);
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByLabel('E-mail')).toHaveValue('early.press@example.com');
  await expect(page.getByLabel('Street address').first()).toHaveValue('1 Pier Road');
  await expect(page.getByText(`Gift card ${code} is applied.`)).toBeVisible();

  holdLater = false;
  await expect(page.getByTestId('cart-totals').locator('[data-segment="mageworx_giftcards"]')).toContainText('-$');
  // The button applies a code the same way (a second, unknown one is refused in words, the page stays).
  await field.fill('NOT-A-CARD');
  await page.getByRole('button', { name: 'Use card' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'This gift card code is not valid.' })).toBeVisible();
  await expect(page.getByLabel('E-mail')).toHaveValue('early.press@example.com');
  expect(navigations).toHaveLength(1);
});
