import { expect, test } from './support/shop';
import { fillAddressFields, payOnDelivery, startGiftCheckout } from './support/checkout';
import { mailLink } from './support/mail';
import { watchErrors } from './support/page-errors';
import { axeViolations, TARGET_SIZE } from './support/axe';

/**
 * The recipient chooses the day (issue 38): a buyer sends crab cakes as a gift and lets the recipient choose the
 * delivery day within two weeks; the recipient opens the link from their e-mail, sees the days they may choose and
 * their address, and chooses one; the buyer's order page then shows that day, and the buyer changes the gift message.
 */
const CRAB_CAKES = '/p/CRAB-CAKE-JUMBO-2/signature-jumbo-lump-crab-cakes';

test('a gift buyer lets the recipient choose the day; the recipient chooses it from the mailed link; the buyer sees it', async ({
  page,
  browser,
  baseURL,
}, testInfo) => {
  const problems = watchErrors(page);
  const suffix = `${testInfo.project.name}-${testInfo.retry}-${Date.now()}`;
  const recipientEmail = `martha-day-${suffix}@example.com`;

  const recipient = await startGiftCheckout(page, CRAB_CAKES, `day-buyer-${suffix}@example.com`);
  await recipient.getByLabel("Recipient's e-mail (optional)").fill(recipientEmail);
  await recipient.getByLabel('Let the recipient choose the delivery day').check();
  await expect(recipient.getByLabel('They choose a day within')).toHaveValue('14');
  // No date is asked for: the recipient chooses it, at the standard price.
  await expect(page.getByRole('group', { name: 'Arrival date for the recipient' })).toHaveCount(0);
  await expect(page.getByTestId('recipient-chooses-note')).toContainText('The recipient chooses the delivery day');
  await fillAddressFields(page.getByRole('group', { name: 'Billing address' }));
  await payOnDelivery(page);
  await page.getByLabel(/I accept the/).check();
  await page.waitForLoadState('networkidle');
  await page.getByRole('button', { name: 'Place the order' }).click();

  // The thank-you page: the recipient chooses the day; no date yet.
  await expect(page.getByTestId('thank-you')).toBeVisible({ timeout: 15_000 });
  await expect(page.getByTestId('order-gift-recipient-day')).toContainText('Martha Shore chooses the delivery day, up to');
  const receiptUrl = page.url();

  // The recipient opens the link from their e-mail, on their phone: the days they may choose and their address.
  await expect.poll(() => mailLink(recipientEmail, /(\/gift\/choose-day\?\S+)/), { timeout: 10_000 }).not.toBeNull();
  const link = (mailLink(recipientEmail, /(\/gift\/choose-day\?\S+)/) ?? '').replace(/&amp;/g, '&');
  const phone = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 } });
  const theirs = await phone.newPage();
  const theirProblems = watchErrors(theirs);
  await theirs.goto(link);
  await expect(theirs.getByRole('heading', { level: 1, name: 'Choose your delivery day' })).toBeVisible();
  await expect(theirs.getByLabel('Street address')).toHaveValue('12 Harbor Lane');
  expect(await axeViolations(theirs, 'the recipient’s day', TARGET_SIZE)).toEqual([]);
  await phone.close();

  // They choose the second day on offer, tapping before the page's scripts have run (here: never run): the server's
  // form takes the choice alone.
  const early = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 }, javaScriptEnabled: false });
  const tapped = await early.newPage();
  await tapped.goto(link);
  const days = tapped.getByRole('group', { name: 'Delivery day' }).getByRole('radio', { disabled: false });
  expect(await days.count()).toBeGreaterThan(1);
  const chosen = days.nth(1);
  const chosenText = ((await chosen.locator('xpath=..').textContent()) ?? '').trim();
  await chosen.check();
  await tapped.getByRole('button', { name: 'Confirm this day' }).click();
  await expect(tapped.getByRole('status').or(tapped.getByTestId('gift-day-chosen')).first()).toContainText(
    `Thank you: your gift arrives on ${chosenText}`,
  );
  await early.close();

  // Before its scripts run, the buyer's order page offers no control that would do nothing: it says the order is
  // loading, and the changes are drawn once the page runs and has read what may still change.
  const noScript = await browser.newContext({ baseURL, javaScriptEnabled: false });
  const still = await noScript.newPage();
  await still.goto(receiptUrl);
  await expect(still.getByRole('main').getByRole('status')).toHaveText('Loading your order…');
  await expect(still.getByRole('main').getByRole('button')).toHaveCount(0);
  await noScript.close();

  // The buyer's order page shows the day the recipient chose.
  await page.goto(receiptUrl);
  await expect(page.getByTestId('order-gift')).toContainText('For Martha Shore, arriving');
  await expect(page.getByTestId('order-gift-recipient-day')).toHaveCount(0);

  // Until changes close, the buyer changes the gift message from the same page (keyboard: the field takes the focus).
  await page.getByRole('button', { name: 'Change gift message' }).click();
  const field = page.getByLabel('Gift message');
  await expect(field).toBeFocused();
  await field.fill('Happy birthday, Martha!');
  await page.getByRole('button', { name: 'Save the message' }).click();
  await expect(page.getByRole('status')).toContainText('Done: the gift message is changed.');
  await page.reload();
  await expect(page.getByTestId('order-gift-message')).toHaveText('Happy birthday, Martha!');
  expect(problems).toEqual([]);
  expect(theirProblems).toEqual([]);
});

test('the checkout offers its gift choices only once its scripts run: nothing to tap that would be lost', async ({ page }) => {
  await page.goto(CRAB_CAKES);
  await page.waitForLoadState('networkidle');
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: /^Cart/ })).toHaveAttribute('aria-label', 'Cart, items: 1');
  // Hold every script back: what the shopper sees first is the server's page.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/[\w.-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/checkout', { waitUntil: 'domcontentloaded' });
  await expect(page.getByRole('main')).toContainText('Loading your cart…');
  await expect(page.getByRole('main').getByRole('checkbox')).toHaveCount(0);
  await expect(page.getByRole('main').getByRole('button')).toHaveCount(0);
  release();
  await page.getByLabel('This is a gift').check();
  await page.getByLabel('Let the recipient choose the delivery day').check();
  await expect(page.getByTestId('recipient-chooses-note')).toContainText('The recipient chooses the delivery day');
});
