import { expect, test, type Page } from './support/shop';
import { addOneToCart, fillAddressFields, HONOLULU, payOnDelivery } from './support/checkout';

/**
 * Perishable shipping by destination, on a phone: Hawaii is reached overnight for a surcharge (REMOTE_STATES_SURCHARGE)
 * with dry ice per box, but live lobsters and crabs go only to the lower 48. The checkout says why overnight is not
 * available and does not place the order; with crab meat the surcharge and the dry ice are shown and charged.
 */
test.use({ shopEnv: { REMOTE_STATES_SURCHARGE: 'HI:39.99', COLD_PACK: 'gel:0,dryice:4.99' } });

const LIVE_LOBSTERS = '/p/LOBSTER-LIVE-2/live-maine-lobsters';
const CRAB_MEAT = '/p/CRAB-MEAT-LUMP/lump-crab-meat-1-lb';

/** The checkout's e-mail and a Honolulu address. */
async function fillHawaii(page: Page, email: string) {
  await page.goto('/checkout');
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
  await page.getByLabel('E-mail').fill(email);
  await fillAddressFields(page, HONOLULU);
}

const delivery = (page: Page) => page.getByRole('region', { name: 'Delivery', exact: true });

test('live lobsters to Hawaii: the checkout says why overnight is not available and the order is not placed', async ({
  page,
}, testInfo) => {
  await addOneToCart(page, LIVE_LOBSTERS);
  await fillHawaii(page, `live-hi-${testInfo.retry}-${Date.now()}@example.com`);
  const reason = delivery(page).getByRole('alert');
  await expect(reason).toContainText(
    'Overnight delivery is not available for this address: Live crabs and lobsters ship only within the lower 48 states, not to Hawaii',
  );
  await expect(delivery(page).getByRole('radio', { name: /Overnight delivery/ })).toHaveCount(0);

  await payOnDelivery(page);
  await page.getByLabel(/I accept the/).check();
  await page.getByRole('button', { name: 'Place the order' }).click();
  await expect(page.getByTestId('error-summary')).toBeVisible();
  await expect(page.getByTestId('thank-you')).toHaveCount(0);

  // Back in the shop (the header's logo, in the app), the cart drawer says the same while this address is the destination.
  await page.getByRole('banner').getByRole('link').first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toHaveCount(0);
  await page.getByRole('banner').getByRole('link', { name: /^Cart/ }).click();
  await expect(
    page.getByRole('dialog', { name: 'Your cart' }).getByRole('status').filter({ hasText: 'Delivery to your address' }),
  ).toContainText('not to Hawaii');
});

test('crab meat to Hawaii: the surcharge and the dry ice are shown, charged, and on the thank-you page', async ({ page }, testInfo) => {
  await addOneToCart(page, CRAB_MEAT);
  await fillHawaii(page, `meat-hi-${testInfo.retry}-${Date.now()}@example.com`);
  const extras = delivery(page).getByRole('list', { name: 'Included in the delivery price' });
  await expect(extras).toContainText('Hawaii delivery');
  await expect(extras).toContainText('+$39.99');
  await expect(extras).toContainText('Dry ice, 1 box');
  await expect(extras).toContainText('+$4.99');

  // A weekday (a Saturday would add its own surcharge).
  const dates = page.getByRole('group', { name: 'Delivery date' });
  const values = await dates
    .locator('input:not([disabled])')
    .evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value));
  const weekday = values.find((date) => new Date(`${date}T12:00:00Z`).getUTCDay() !== 6)!;
  await dates.locator(`input[value="${weekday}"]`).check();
  await expect(
    delivery(page)
      .getByRole('radio', { name: /Overnight delivery/ })
      .locator('xpath=..'),
  ).toContainText('$69.97');

  await payOnDelivery(page);
  await page.getByLabel(/I accept the/).check();
  await page.waitForLoadState('networkidle');
  await page.getByRole('button', { name: 'Place the order' }).click();
  await expect(page.getByTestId('thank-you')).toBeVisible({ timeout: 15_000 });
  const shipping = page.getByTestId('order-totals').locator('[data-segment="shipping"]');
  await expect(shipping).toContainText('Hawaii delivery $39.99');
  await expect(shipping).toContainText('Dry ice, 1 box $4.99');
  await expect(shipping).toHaveAttribute('data-amount', String(2499 + 3999 + 499));
});
