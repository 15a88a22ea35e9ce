import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from './support/shop';
import { fillShipping, typeCard } from './support/checkout';

/**
 * Paying online against the built-in sandboxes (no credentials set): the card through the gateway's
 * hosted fields (iframes from the sandbox's own origin), PayPal through its approval page.
 */
const CRAB_CAKES = '/p/CRAB-CAKE-JUMBO-2/signature-jumbo-lump-crab-cakes';
const TEST_CARD = '4111 1111 1111 1111';
// The sandbox's documented test cards: 4111… approves, 4000 0000 0000 0002 declines, CVV 999 is a CVV mismatch.

const cartButton = (page: Page) => page.getByRole('banner').getByRole('link', { name: /^Cart/ });

async function checkoutWithOneProduct(page: Page) {
  await page.goto(CRAB_CAKES);
  await page.waitForLoadState('networkidle'); // hydrated: the add goes through the cart engine
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(cartButton(page)).toHaveAttribute('aria-label', 'Cart, items: 1');
  await page.goto('/checkout');
  await expect(page.getByTestId('cart-line')).toHaveCount(1);
  await fillShipping(page);
  await page.getByRole('group', { name: 'Delivery date' }).getByRole('radio').first().check();
}

async function placeOrder(page: Page) {
  await page.getByLabel(/I accept the/).check();
  await page.getByRole('button', { name: 'Place the order' }).click();
}

/** Everything the shop wrote to disk (database, mail) must be free of the card number. */
function filesMentioning(text: string): string[] {
  const dir = process.env.E2E_DATA_DIR ?? '';
  const found: string[] = [];
  for (const name of fs.readdirSync(dir, { recursive: true, encoding: 'utf8' })) {
    const file = path.join(dir, name);
    if (fs.statSync(file).isFile() && fs.readFileSync(file).includes(text)) found.push(name);
  }
  return found;
}

test.describe('paying by card', () => {
  test('an approved card places the order; the card number never reaches the shop', async ({ page, baseURL }) => {
    const shop = new URL(baseURL!).origin;
    const toShop: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).origin === shop) toShop.push(`${request.url()} ${request.postData() ?? ''}`);
    });
    await checkoutWithOneProduct(page);
    await expect(page.getByRole('radio', { name: 'Credit or debit card' })).toBeChecked();
    await expect(page.getByText('Test mode', { exact: false }).first()).toBeVisible();
    // PAYMENT_MODE=test (e2e/support/shop.ts): the method list itself says so, above every test payment.
    await expect(page.getByTestId('payment-test-mode')).toContainText('payments made here are not real');
    await typeCard(page, { number: TEST_CARD, exp: '12 / 34', cvv: '123' });
    await placeOrder(page);
    await expect(page.getByTestId('thank-you')).toBeVisible({ timeout: 20_000 });
    const digits = TEST_CARD.replace(/\s/g, '');
    expect(toShop.filter((line) => line.includes(digits))).toEqual([]);
    expect(await page.evaluate(() => JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage }))).not.toContain(digits);
    expect(filesMentioning(digits)).toEqual([]);
  });

  for (const refused of [
    { name: 'a declined card', card: { number: '4000 0000 0000 0002', exp: '12 / 34', cvv: '123' }, message: /declined/ },
    { name: 'a bad CVV', card: { number: TEST_CARD, exp: '12 / 34', cvv: '999' }, message: 'CVV is not valid' },
  ]) {
    test(`${refused.name} keeps the cart and shows the gateway's reason`, async ({ page }) => {
      await checkoutWithOneProduct(page);
      await typeCard(page, refused.card);
      await page.evaluate(() =>
        document.addEventListener('focusin', (event) => {
          if ((event.target as HTMLElement).dataset.testid === 'error-summary')
            (window as unknown as { summaryFocused?: boolean }).summaryFocused = true;
        }),
      );
      await placeOrder(page);
      const summary = page.getByTestId('error-summary');
      await expect(summary).toContainText(refused.message, { timeout: 20_000 });
      // The summary takes focus (a later totals refresh may move it on a phone; the message stays).
      await expect.poll(() => page.evaluate(() => (window as unknown as { summaryFocused?: boolean }).summaryFocused)).toBe(true);
      await expect(page.getByTestId('cart-line')).toHaveCount(1);
      // The same checkout then goes through with a good card.
      await typeCard(page, { number: TEST_CARD, exp: '12 / 34', cvv: '123' });
      await page.getByRole('button', { name: 'Place the order' }).click();
      await expect(page.getByTestId('thank-you')).toBeVisible({ timeout: 20_000 });
    });
  }
});

test.describe('paying with PayPal', () => {
  test('approving on PayPal places the order once', async ({ page }) => {
    await checkoutWithOneProduct(page);
    await page.getByRole('radio', { name: 'PayPal' }).check();
    await placeOrder(page);
    await expect(page.getByRole('heading', { level: 1, name: 'PayPal sandbox — test mode' })).toBeVisible({ timeout: 15_000 });
    await page.getByRole('button', { name: 'Pay with sandbox account' }).click();
    await expect(page.getByTestId('thank-you')).toBeVisible({ timeout: 20_000 });
    const orderNumber = (await page.getByTestId('order-number').textContent())?.trim();
    expect(orderNumber).toMatch(/^\d+$/);
    await expect(page).toHaveURL(/\/checkout$/);
  });

  test('cancelling on PayPal comes back to the checkout with the cart and the form kept', async ({ page }) => {
    await checkoutWithOneProduct(page);
    await page.getByRole('radio', { name: 'PayPal' }).check();
    await placeOrder(page);
    await page.getByRole('button', { name: 'Cancel and return' }).click();
    await expect(page.getByTestId('error-summary')).toContainText('You cancelled the PayPal payment');
    await expect(page.getByTestId('cart-line')).toHaveCount(1);
    // As after a declined card: everything typed is still there, so trying again is one click.
    await expect(page.getByLabel('E-mail')).toHaveValue('guest.buyer@example.com');
    await expect(page.getByLabel('First name')).toHaveValue('Ann');
    await expect(page.getByLabel('Street address')).toHaveValue('1 Pier Road');
    await expect(page.getByLabel('ZIP code')).toHaveValue('21401');
    await expect(page.getByLabel(/I accept the/)).toBeChecked();
    await expect(page.getByRole('radio', { name: 'PayPal' })).toBeChecked();
  });
});
