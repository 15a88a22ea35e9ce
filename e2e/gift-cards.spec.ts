import { expect, test } from './support/shop';
import { APPROVED_CARD, fillShipping, openCartWithProduct, payOnDelivery, typeCard } from './support/checkout';
import { mailLink } from './support/mail';

/**
 * Gift cards: an e-card bought by card is issued once paid and e-mailed to its recipient with the
 * buyer's message; the recipient applies the code in the cart ("Gift card successfully added!") and
 * the card pays for part of their order.
 */
const E_CARD = '/p/GIFTCARD-E/shoreline-e-gift-card';
const CORN = '/p/SIDE-CORN-6/sweet-corn-on-the-cob';
const CODE = /gift card code:\s+([A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4})/;

test('an e-card is e-mailed to its recipient, who spends it in the cart', async ({ page, browser, request }, testInfo) => {
  const recipient = `robin-${testInfo.project.name}-${testInfo.retry}-${Date.now()}@example.com`;
  await page.goto(E_CARD);
  await page.waitForLoadState('networkidle');
  await page.getByLabel("Recipient's name").fill('Robin');
  await page.getByLabel("Recipient's e-mail").fill(recipient);
  await page.getByLabel('Your name').fill('Sam');
  await page.getByLabel('Message').fill('Happy crab season!');
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Cart, items: 1' })).toBeVisible();

  await page.goto('/checkout');
  await fillShipping(page, 'sam.buyer@example.com');
  await typeCard(page, APPROVED_CARD);
  await page.getByLabel(/I accept the/).check();
  await page.getByRole('button', { name: 'Place the order' }).click();
  await expect(page.getByTestId('thank-you')).toBeVisible({ timeout: 20_000 });

  await expect.poll(() => mailLink(recipient, CODE), { timeout: 15_000 }).not.toBeNull();
  const code = mailLink(recipient, CODE)!;
  expect(mailLink(recipient, /("Happy crab season!")/)).toBe('"Happy crab season!"');

  const shopper = await browser.newContext({ ...testInfo.project.use, serviceWorkers: 'block' });
  const tab = await shopper.newPage();
  const drawer = await openCartWithProduct(tab, CORN);
  await drawer.getByLabel('Gift card code').fill('not-a-card');
  await drawer.getByRole('button', { name: 'Use card' }).click();
  await expect(drawer.getByRole('alert')).toHaveText('This gift card code is not valid.');
  await drawer.getByLabel('Gift card code').fill(code.toLowerCase());
  await drawer.getByRole('button', { name: 'Use card' }).click();
  await expect(drawer.getByRole('status').filter({ hasText: 'Gift card successfully added!' })).toBeVisible();
  await expect(drawer.getByTestId('cart-totals').locator('[data-segment="mageworx_giftcards"]')).toContainText('-$');
  await drawer.getByRole('link', { name: 'Proceed to checkout' }).click();

  await fillShipping(tab, recipient);
  await tab.getByRole('group', { name: 'Delivery date' }).getByRole('radio', { disabled: false }).first().check();
  await expect(tab.getByTestId('cart-totals').locator('[data-segment="mageworx_giftcards"]')).toContainText('-$25.00');
  await payOnDelivery(tab);
  await tab.getByLabel(/I accept the/).check();
  await tab.getByRole('button', { name: 'Place the order' }).click();
  await expect(tab.getByTestId('thank-you')).toBeVisible({ timeout: 20_000 });
  await shopper.close();

  const check = await (await request.get(`/api/ext/gift-cards/check/${code}`)).json();
  expect(check).toMatchObject({ code: 200, result: { code, balance: 0, initial_value: 25 } });
});
