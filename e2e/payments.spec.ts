import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from './support/shop';
import { APPROVED_CARD, approvedSales, cents, fillShipping, typeCard } from './support/checkout';
import { staffMember, staffToken } from './support/staff';
import { setShopStock } from './support/database';

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
  await page.getByRole('group', { name: 'Delivery date' }).getByRole('radio', { disabled: false }).first().check();
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

const dollars = (amount: number) => `$${(amount / 100).toFixed(2)}`;

test.describe('paying by card', () => {
  test('an approved card pays exactly what the review showed, which every page and the e-mail show; the card number never reaches the shop', async ({
    page,
    baseURL,
    request,
  }, testInfo) => {
    const shop = new URL(baseURL!).origin;
    const toShop: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).origin === shop) toShop.push(`${request.url()} ${request.postData() ?? ''}`);
    });
    // One cart kind with both a coupon and a fee.
    await page.goto(CRAB_CAKES);
    await page.waitForLoadState('networkidle');
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await expect(cartButton(page)).toHaveAttribute('aria-label', 'Cart, items: 1');
    await cartButton(page).click();
    const drawer = page.getByRole('dialog', { name: 'Your cart' });
    await drawer.getByLabel('Discount code').fill('CRABFEAST15');
    await drawer.getByRole('button', { name: 'Apply' }).click();
    await expect(drawer.getByTestId('cart-totals').locator('[data-segment="discount"]')).toContainText('CRABFEAST15');
    await page.goto('/checkout');
    await fillShipping(page, 'card.buyer@example.com');
    await page.getByRole('group', { name: 'Delivery date' }).getByRole('radio', { disabled: false }).first().check();
    const review = page.getByTestId('cart-totals');
    await page
      .getByRole('group', { name: 'Extras for your delivery' })
      .getByRole('checkbox', { name: /^Insulated packaging/ })
      .check();
    await expect(review.locator('[data-segment="amasty_extrafee"]')).toContainText('$6.95');
    await expect(page.getByRole('radio', { name: 'Credit or debit card' })).toBeChecked();
    await expect(page.getByText('Test mode', { exact: false }).first()).toBeVisible();
    // PAYMENT_MODE=test (e2e/support/shop.ts): the method list itself says so, above every test payment.
    await expect(page.getByTestId('payment-test-mode')).toContainText('payments made here are not real');
    await typeCard(page, { number: TEST_CARD, exp: '12 / 34', cvv: '123' });
    await page.waitForLoadState('networkidle');
    const shownTotal = cents(await review.locator('[data-segment="grand_total"] dd').textContent());
    const shownSubtotal = cents(await review.locator('[data-segment="subtotal"] dd').textContent());
    const salesBefore = (await approvedSales(baseURL!)).length;
    await placeOrder(page);
    await expect(page.getByTestId('thank-you')).toBeVisible({ timeout: 20_000 });
    await expect(page).toHaveURL(/\/checkout\/thank-you\?order=\d+&expires=\d+&sig=/);

    // The thank-you page reads the order from the shop: a reload shows it again, with the same lines and total.
    await page.reload();
    const thanks = page.getByTestId('thank-you');
    await expect(thanks).toBeVisible();
    const orderNumber = (await page.getByTestId('order-number').textContent())?.trim() ?? '';
    const totals = thanks.getByTestId('order-totals');
    await expect(totals.locator('[data-segment="grand_total"]')).toHaveAttribute('data-amount', String(shownTotal));
    await expect(totals.locator('[data-segment="fee"]')).toContainText('Insulated packaging with ice packs');
    await expect(totals.locator('[data-segment="discount"]')).toContainText('CRABFEAST15');
    const lineAmounts = await thanks
      .getByTestId('order-line')
      .locator('[data-amount]')
      .evaluateAll((cells) => cells.map((cell) => Number(cell.getAttribute('data-amount'))));
    expect(lineAmounts.reduce((sum, amount) => sum + amount, 0)).toBe(shownSubtotal);

    // The gateway charged that total, once; the e-mail says the same.
    const sales = await approvedSales(baseURL!);
    expect(sales.slice(salesBefore).map((sale) => sale.amount)).toEqual([(shownTotal / 100).toFixed(2)]);
    await expect.poll(() => filesMentioning(`order ${orderNumber}`).some((name) => name.endsWith('.json')), { timeout: 10_000 }).toBe(true);
    const mailFile = filesMentioning(`order ${orderNumber}`).find((name) => name.endsWith('.json')) ?? '';
    const mail = JSON.parse(fs.readFileSync(path.join(process.env.E2E_DATA_DIR ?? '', mailFile), 'utf8')) as { text: string };
    expect(mail.text).toContain(`Grand total: ${dollars(shownTotal)}`);
    expect(mail.text).toContain('Insulated packaging with ice packs: $6.95');

    // The packer's view of the order lists the same segments to the same total.
    const orderId = new URL(page.url()).searchParams.get('order');
    const packer = await staffMember(request, `card-${testInfo.project.name}-${testInfo.retry}`, 'packer');
    const staffHeaders = { authorization: `Bearer ${await staffToken(request, packer.email, packer.password)}` };
    const staffView = (await (await request.get(`/api/admin/orders/${orderId}`, { headers: staffHeaders })).json()) as {
      result: { priced_order: { grandTotalCents: number; segments: Array<{ code: string; cents: number }> } };
    };
    expect(staffView.result.priced_order.grandTotalCents).toBe(shownTotal);
    expect(staffView.result.priced_order.segments.find((segment) => segment.code === 'fee')?.cents).toBe(695);

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

test.describe('a line that sold out meanwhile', () => {
  const setCrabCakes = (qty: number) => setShopStock('CRAB-CAKE-JUMBO-2', qty);
  test.afterEach(() => setCrabCakes(100));

  test('is marked at the review step and nothing is charged to the card', async ({ page, baseURL }) => {
    await checkoutWithOneProduct(page);
    await typeCard(page, APPROVED_CARD);
    const salesBefore = (await approvedSales(baseURL!)).length;
    // Sold out between the cart and the order (another shopper took the last ones, or staff set the stock to 0).
    setCrabCakes(0);
    await placeOrder(page);
    await expect(page.getByTestId('error-summary')).toContainText('sold out meanwhile', { timeout: 20_000 });
    const line = page.getByTestId('cart-line');
    await expect(line).toHaveAttribute('data-notice', 'true');
    await expect(line).toContainText('Sold out meanwhile: remove it from your cart to place the order. Nothing was charged.');
    await expect(page.getByTestId('thank-you')).toHaveCount(0);
    expect((await approvedSales(baseURL!)).length).toBe(salesBefore);
  });
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
    await expect(page).toHaveURL(/\/checkout\/thank-you\?order=\d+/);
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
