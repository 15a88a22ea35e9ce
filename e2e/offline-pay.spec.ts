import { expect, test, type APIRequestContext, type BrowserContext, type Page, type TestInfo } from './support/shop';
import { APPROVED_CARD, typeCard } from './support/checkout';
import { logInOnAccountPage, registerCustomer } from './support/customer';
import { feastAtCheckout, waitForServiceWorker } from './support/offline';

test.use({ serviceWorkers: 'allow' });

const kept = (page: Page, path: string) => page.evaluate(async (href) => Boolean(await caches.match(href)), path);

/**
 * A signed-in customer (saved address) with a feast in the cart visits the checkout online, goes offline, reloads
 * it and places the order with the card chosen; answers the grand total the review showed.
 */
async function placeOfflineOnReloadedCheckout(page: Page, context: BrowserContext, request: APIRequestContext, email: string) {
  await registerCustomer(request, { email, firstname: 'Ann', lastname: 'Arundel', withSavedAddress: true });
  await logInOnAccountPage(page, email);
  await waitForServiceWorker(page);

  await feastAtCheckout(page);
  await expect(page.getByRole('radio', { name: 'Credit or debit card' })).toBeChecked();
  const grandTotal = (await page.getByTestId('cart-totals').locator('[data-segment="grand_total"]').textContent()) ?? '';
  const shown = /\$[\d,]+\.\d{2}/.exec(grandTotal)?.[0] ?? '';
  expect(shown).not.toBe('');
  // The worker keeps the checkout as it serves it. Known flake (about 1 run in 12 under --repeat-each): Chromium now
  // and then serves this navigation without the active worker (no controller, workerStart 0), so it is never kept;
  // reloading then is not enough either. The closing note of issue 34 has what was seen.
  await expect.poll(() => kept(page, '/checkout'), { timeout: 25_000 }).toBe(true);

  // Offline, a reload shows the checkout (kept by the worker), with the cart and the methods last offered.
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
  await expect(page.getByTestId('cart-line')).toHaveCount(1);
  await page.getByRole('group', { name: 'Delivery date' }).getByRole('radio', { disabled: false }).first().check();
  await expect(page.getByRole('radio', { name: 'Credit or debit card' })).toBeChecked();
  await page.getByLabel(/I accept the/).check();
  await page.getByRole('button', { name: 'Place the order' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your order is waiting' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('main-shop/orders/offline'))).not.toContain('payment_token');
  return shown;
}

const testEmail = (name: string, testInfo: TestInfo) => `${name}-${testInfo.project.name}-${testInfo.retry}-${Date.now()}@example.com`;

/** The customer's order history lists the order as paid (processing). */
async function expectPaidInHistory(page: Page, orderNumber: string) {
  await page.goto('/my-account/orders');
  const history = page.getByTestId('order-history');
  await expect(history).toContainText(orderNumber);
  await expect(history).toContainText('Processing');
}

/** From the pay page to the PayPal sandbox's approval page. */
async function toPayPalSandbox(page: Page) {
  await page.getByRole('radio', { name: /PayPal/ }).check();
  await page.getByRole('button', { name: 'Continue to PayPal' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'PayPal sandbox — test mode' })).toBeVisible({ timeout: 15_000 });
}

test.describe('offline with the default payments (card and PayPal)', () => {
  test('an order placed on a checkout reloaded offline is sent once online, then paid by card on its pay page', async ({
    page,
    context,
    request,
  }, testInfo) => {
    const shown = await placeOfflineOnReloadedCheckout(page, context, request, testEmail('offline-pay', testInfo));

    // Online again: the order is sent, priced by the shop, and awaits its payment on its pay page.
    await context.setOffline(false);
    await expect(page.getByRole('heading', { level: 1, name: 'Thank you! Your order awaits payment' })).toBeVisible({ timeout: 20_000 });
    await expect(page).toHaveURL(/\/checkout\/pay\?order=\d+&expires=\d+&sig=/);
    const number = (await page.getByTestId('order-number').textContent()) ?? '';
    expect(number).toMatch(/^\d+$/);
    await expect(page.getByTestId('payment-due')).toContainText(shown);
    await expect(page.getByTestId('total-changed')).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem('main-shop/orders/offline'))).toBeNull();

    await expect(page.getByRole('radio', { name: /Credit or debit card/ })).toBeChecked();
    await typeCard(page, APPROVED_CARD);
    await page.getByRole('button', { name: `Pay ${shown}` }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Thank you for your order!' })).toBeVisible({ timeout: 20_000 });
    await expect(page.getByTestId('order-number')).toHaveText(number);

    await expectPaidInHistory(page, number);
  });

  test('an order placed offline is paid with PayPal on its pay page: a cancel keeps it waiting, an approval pays it once', async ({
    page,
    context,
    request,
  }, testInfo) => {
    const shown = await placeOfflineOnReloadedCheckout(page, context, request, testEmail('offline-paypal', testInfo));
    await context.setOffline(false);
    await expect(page.getByRole('heading', { level: 1, name: 'Thank you! Your order awaits payment' })).toBeVisible({ timeout: 20_000 });
    const payPage = page.url();
    const number = (await page.getByTestId('order-number').textContent()) ?? '';
    await expect(page.getByTestId('payment-due')).toContainText(shown);

    // To PayPal and back without paying: the same pay page says so, the order still waits for its payment.
    await toPayPalSandbox(page);
    await page.getByRole('button', { name: 'Cancel and return' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'You cancelled the PayPal payment' })).toBeVisible({ timeout: 15_000 });
    await expect(page.getByRole('heading', { level: 1, name: 'Thank you! Your order awaits payment' })).toBeVisible();
    await expect(page).toHaveURL(payPage);

    // Again, approved this time: the order is paid and the thank-you page shows it.
    const returns: string[] = [];
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame() && frame.url().includes('paypal=return')) returns.push(frame.url());
    });
    await toPayPalSandbox(page);
    await page.getByRole('button', { name: 'Pay with sandbox account' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Thank you for your order!' })).toBeVisible({ timeout: 20_000 });
    await expect(page.getByTestId('order-number')).toHaveText(number);

    // PayPal's return opened again (the browser's back button): the order is not charged twice, the page says it is paid.
    const [returned, ...others] = new Set(returns);
    expect(others).toEqual([]);
    await page.goto(returned);
    await expect(page.getByRole('heading', { level: 1, name: 'Thank you for your order!' })).toBeVisible({ timeout: 15_000 });
    await expect(page.getByTestId('order-number')).toHaveText(number);
    await expect(page.getByRole('button', { name: 'Continue to PayPal' })).toHaveCount(0);
    // The pay link itself now says it is paid.
    await page.goto(payPage);
    await expect(page.getByRole('heading', { level: 1, name: 'Thank you for your order!' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Continue to PayPal' })).toHaveCount(0);
    await expectPaidInHistory(page, number);
  });

  test('says plainly before paying when the shop priced the order otherwise than the total seen offline', async ({
    page,
    context,
    request,
  }, testInfo) => {
    const shown = await placeOfflineOnReloadedCheckout(page, context, request, testEmail('offline-price', testInfo));
    // What the shopper saw offline was older than the shop's prices (here: a total one dollar lower).
    await page.evaluate(() => {
      const key = 'main-shop/orders/offline';
      const queue = JSON.parse(localStorage.getItem(key) ?? '[]') as Array<{ shown_total?: number }>;
      for (const order of queue) order.shown_total = (order.shown_total ?? 0) - 1;
      localStorage.setItem(key, JSON.stringify(queue));
    });
    await context.setOffline(false);
    await expect(page.getByTestId('total-changed')).toHaveText(
      new RegExp(`the total is now \\${shown.replace('.', '\\.')}\\. While offline you saw \\$`),
      { timeout: 20_000 },
    );
    await expect(page.getByRole('button', { name: `Pay ${shown}` })).toBeVisible();
  });

  test('the top categories are kept for offline browsing; a category never kept says so', async ({ page, context }) => {
    await page.goto('/');
    await waitForServiceWorker(page);
    const catalog = (await (await page.request.get('/offline-catalog.json')).json()) as { pages: string[] };
    expect(catalog.pages.length).toBeGreaterThan(1);
    const [first] = catalog.pages;
    await expect.poll(() => kept(page, first), { timeout: 20_000 }).toBe(true);

    await context.setOffline(true);
    // Never visited, but pre-cached: its first page of products opens.
    await page.goto(first);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('main a[href^="/p/"]').first()).toBeVisible();

    // A category that was neither visited nor pre-cached.
    await page.goto('/c/never-synchronized');
    await expect(page.getByText('No products synchronized for this category. Please come back while online!')).toBeVisible();
    await page.getByRole('link', { name: 'OK' }).click();
    await expect(page).toHaveURL('/');
    await context.setOffline(false);
  });
});
