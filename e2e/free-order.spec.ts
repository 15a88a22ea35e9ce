import { expect, test, type Page } from './support/shop';
import { fillPickup } from './support/checkout';
import { writeShopDatabase } from './support/database';

/**
 * A free order: the restaurant's staff-meal coupon (100% off, switched on by hand) with pickup at the
 * Crab House leaves nothing to pay, so the checkout offers "free" alone and asks for no card. Pickup asks
 * who collects and when, not where to deliver.
 */
const COUPON = 'STAFFMEAL100';
const CRAB_CAKES = '/p/CRAB-CAKE-JUMBO-2/signature-jumbo-lump-crab-cakes';
/** The Crab House's record in the seed: its address and phone. */
const RECORD = ['410 Harbor Road', 'Grasonville, MD 21638', '(410) 555-0187'];

function setCouponActive(active: boolean) {
  writeShopDatabase('update coupons set is_active = ? where code = ?', active ? 1 : 0, COUPON);
}

test.beforeAll(() => setCouponActive(true));
test.afterAll(() => setCouponActive(false));

test('a 100% coupon with pickup places the order with nothing to pay, once per e-mail', async ({ page, baseURL }, testInfo) => {
  const email = `staff.meal.${testInfo.project.name}.${testInfo.retry}@example.com`;
  const restaurant = new URL(baseURL ?? 'http://localhost');
  restaurant.hostname = 'restaurant.localhost';
  await buyWithCoupon(page, new URL(CRAB_CAKES, restaurant).toString(), email);
  await expect(page.getByTestId('thank-you')).toBeVisible({ timeout: 15_000 });
  await expect(page.getByTestId('thank-you')).toContainText(/Pick it up on .+ at .+ at Shoreline Crab House\./);
  await expect(page.getByTestId('thank-you').getByTestId('pickup-place')).toContainText(RECORD[0]);
  // The thank-you page reads the order back: after a reload it still says where and when, and what was paid.
  await expect(page).toHaveURL(/\/checkout\/thank-you\?order=/);
  await page.reload();
  await expect(page.getByTestId('thank-you')).toContainText(/Pick it up on .+ at .+ at Shoreline Crab House\./);
  await expect(page.locator('[data-testid="order-totals"] [data-segment="grand_total"]')).toHaveAttribute('data-amount', '0');

  // The coupon is good for one use per customer: the same e-mail cannot have a second free order.
  await buyWithCoupon(page, new URL(CRAB_CAKES, restaurant).toString(), email);
  await expect(page.getByRole('alert')).toContainText(`You have already used the coupon code ${COUPON}`);
});

async function buyWithCoupon(page: Page, productUrl: string, email: string) {
  await page.goto(productUrl);
  await page.waitForLoadState('networkidle');
  // One store record: the footer names the address and phone the pickup form names (and the hours pickup offers).
  const footerPlace = page.getByRole('contentinfo').getByTestId('store-place');
  for (const text of [...RECORD, 'Open Wednesday–Sunday, 11:30 AM–9 PM']) await expect(footerPlace).toContainText(text);
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: /^Cart/ })).toHaveAttribute('aria-label', 'Cart, items: 1');

  await page.getByRole('banner').getByRole('link', { name: /^Cart/ }).click();
  const drawer = page.getByRole('dialog', { name: 'Your cart' });
  await drawer.getByLabel('Discount code').fill(COUPON);
  await drawer.getByRole('button', { name: 'Apply' }).click();
  await expect(drawer.getByTestId('cart-totals').locator('[data-segment="discount"]')).toContainText(COUPON);
  await drawer.getByRole('link', { name: 'Proceed to checkout' }).click();

  await expect(page.getByTestId('cart-line')).toHaveCount(1);
  await fillPickup(page, email);
  const pickupPlace = page.getByRole('region', { name: 'Who collects the order' }).getByTestId('pickup-place');
  for (const text of RECORD) await expect(pickupPlace).toContainText(text);
  const free = page.getByRole('radio', { name: 'No payment information required' });
  await expect(free).toBeChecked();
  await expect(page.getByRole('radio', { name: 'Credit or debit card' })).toHaveCount(0);
  await expect(page.getByRole('radio', { name: 'PayPal' })).toHaveCount(0);
  await expect(page.getByTestId('cart-totals').locator('[data-segment="grand_total"] dd')).toHaveText('$0.00');

  await page.getByLabel(/I accept the/).check();
  await page.getByRole('button', { name: 'Place the order' }).click();
}
