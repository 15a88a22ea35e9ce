import { expect, test } from './support/shop';
import { APPROVED_CARD, fillShipping, typeCard } from './support/checkout';

/**
 * The e-book: bought by card (paid at once), its files appear with the order in the account as
 * signed links, and a click downloads the PDF.
 */
const EBOOK = '/p/COOKBOOK-EBOOK/chesapeake-crab-cookbook';
const PASSWORD = 'crabcakes-4-all';

test('a customer buys the e-book and downloads it from their order', async ({ page, request }, testInfo) => {
  const email = `reader-${testInfo.project.name}-${testInfo.retry}-${Date.now()}@example.com`;
  expect(
    (
      await request.post('/api/user/create', { data: { customer: { email, firstname: 'Rita', lastname: 'Reader' }, password: PASSWORD } })
    ).status(),
  ).toBe(200);
  await page.goto('/my-account');
  const main = page.getByRole('main');
  await main.getByLabel('E-mail address').fill(email);
  await main.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await main.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'My profile' })).toBeVisible();

  await page.goto(EBOOK);
  await page.waitForLoadState('networkidle');
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Cart, items: 1' })).toBeVisible();
  await page.goto('/checkout');
  await fillShipping(page, email);
  await typeCard(page, APPROVED_CARD);
  await page.getByLabel(/I accept the/).check();
  await page.getByRole('button', { name: 'Place the order' }).click();
  await expect(page.getByTestId('thank-you')).toBeVisible({ timeout: 20_000 });
  const orderNumber = (await page.getByTestId('order-number').textContent())?.trim() ?? '';

  await page.goto('/my-account/orders');
  await page.getByRole('link', { name: new RegExp(orderNumber) }).click();
  const downloads = page.getByTestId('order-downloads');
  await expect(downloads).toContainText('5 downloads left', { timeout: 15_000 });
  const [download] = await Promise.all([page.waitForEvent('download'), downloads.getByRole('link', { name: 'PDF edition' }).click()]);
  expect(download.suggestedFilename()).toBe('chesapeake-crab-cookbook.pdf');
});
