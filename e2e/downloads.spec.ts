import { expect, test } from './support/shop';
import { logInOnAccountPage, registerCustomer } from './support/customer';
import { APPROVED_CARD, approvedSales, cents, fillShipping, typeCard } from './support/checkout';

/**
 * The e-book: bought by card (paid at once), its files appear with the order in the account as
 * signed links, and a click downloads the PDF. A cart with nothing to deliver is taxed at its billing
 * address: the review step, the thank-you page (after a reload), the gateway and the account all show
 * one total.
 */
const EBOOK = '/p/COOKBOOK-EBOOK/chesapeake-crab-cookbook';

test('a customer buys the e-book and downloads it from their order', async ({ page, request, baseURL }, testInfo) => {
  const email = `reader-${testInfo.project.name}-${testInfo.retry}-${Date.now()}@example.com`;
  await registerCustomer(request, { email, firstname: 'Rita', lastname: 'Reader' });
  await logInOnAccountPage(page, email);

  await page.goto(EBOOK);
  await page.waitForLoadState('networkidle');
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Cart, items: 1' })).toBeVisible();
  await page.goto('/checkout');
  await fillShipping(page, email);
  await typeCard(page, APPROVED_CARD);
  await page.getByLabel(/I accept the/).check();
  const review = page.getByTestId('cart-totals');
  await expect(review.locator('[data-segment="tax"] dd')).not.toHaveText('$0.00');
  await expect(page.getByRole('button', { name: 'Place the order' })).toBeEnabled();
  const shownTotal = cents(await review.locator('[data-segment="grand_total"] dd').textContent());
  const salesBefore = (await approvedSales(baseURL!)).length;
  await page.getByRole('button', { name: 'Place the order' }).click();
  await expect(page.getByTestId('thank-you')).toBeVisible({ timeout: 20_000 });
  const orderNumber = (await page.getByTestId('order-number').textContent())?.trim() ?? '';
  await expect(page).toHaveURL(/\/checkout\/thank-you\?order=/);
  await page.reload();
  const grandTotal = '[data-testid="order-totals"] [data-segment="grand_total"]';
  await expect(page.locator(grandTotal)).toHaveAttribute('data-amount', String(shownTotal));
  expect((await approvedSales(baseURL!)).slice(salesBefore).map((sale) => sale.amount)).toEqual([(shownTotal / 100).toFixed(2)]);

  await page.goto('/my-account/orders');
  await page.getByRole('link', { name: new RegExp(orderNumber) }).click();
  await expect(page.locator(grandTotal)).toHaveAttribute('data-amount', String(shownTotal));
  const downloads = page.getByTestId('order-downloads');
  await expect(downloads).toContainText('5 downloads left', { timeout: 15_000 });
  const [download] = await Promise.all([page.waitForEvent('download'), downloads.getByRole('link', { name: 'PDF edition' }).click()]);
  expect(download.suggestedFilename()).toBe('chesapeake-crab-cookbook.pdf');
});
