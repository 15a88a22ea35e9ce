import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { fillShipping } from './support/checkout';

const CRABS = '/p/CRAB-STEAM/steamed-blue-crabs';
const FEAST = '/p/FEAST-CRAB-4/crab-feast-for-four';
const CRAB_CAKES = '/p/CRAB-CAKE-JUMBO-2/signature-jumbo-lump-crab-cakes';
const SOLD_OUT = '/p/CRAB-MEAT-COLOSSAL/colossal-lump-crab-meat-1-lb';

/**
 * Collects console errors and uncaught exceptions. Where a test provokes a refusal on purpose (a 4xx
 * answer the page then explains), Chromium's own "Failed to load resource" line for it is expected.
 */
function watchErrors(page: Page): { all: string[]; unexpected: () => string[] } {
  const all: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') all.push(message.text());
  });
  page.on('pageerror', (error) => all.push(error.message));
  return {
    all,
    unexpected: () => all.filter((text) => !/Failed to load resource: the server responded with a status of 4\d\d/.test(text)),
  };
}

const optionGroup = (page: Page, name: string) => page.getByRole('radiogroup', { name: new RegExp(`^${name}`) });
const cartButton = (page: Page) => page.getByRole('banner').getByRole('link', { name: /^Cart/ });
const notice = (page: Page, text: string | RegExp) => page.getByRole('status').or(page.getByRole('alert')).filter({ hasText: text });

async function openProduct(page: Page, path: string) {
  const response = await page.goto(path);
  expect(response?.status()).toBe(200);
  await page.waitForLoadState('networkidle');
}

async function addToCart(page: Page, path: string) {
  await openProduct(page, path);
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(notice(page, 'Product has been added to the cart!')).toBeVisible();
}

async function openMinicart(page: Page) {
  await cartButton(page).click();
  const drawer = page.getByRole('dialog', { name: 'Your cart' });
  await expect(drawer).toBeVisible();
  return drawer;
}

function mailsMentioning(text: string): string[] {
  const dir = path.join(process.env.E2E_DATA_DIR ?? '', 'mail');
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .map((name) => fs.readFileSync(path.join(dir, name), 'utf8'))
    .filter((content) => content.includes(text));
}

test.describe('cart and checkout', () => {
  test('a guest buys crabs (size and count chosen) and a feast, picks a delivery date and gets an order number and an e-mail', async ({
    page,
  }) => {
    const problems = watchErrors(page);
    await openProduct(page, CRABS);
    await optionGroup(page, 'Crab size')
      .getByRole('radio', { name: /^Jumbo/ })
      .click();
    await expect(page).toHaveURL(/\/CRAB-STEAM-JB-HD$/);
    await optionGroup(page, 'Quantity')
      .getByRole('radio', { name: /^Dozen/ })
      .click();
    await expect(page).toHaveURL(/\/CRAB-STEAM-JB-DZ$/);
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await expect(notice(page, 'Product has been added to the cart!')).toBeVisible();
    await expect(cartButton(page)).toHaveAttribute('aria-label', 'Cart, items: 1');

    await addToCart(page, FEAST);
    await expect(cartButton(page)).toHaveAttribute('aria-label', 'Cart, items: 2');

    const drawer = await openMinicart(page);
    await expect(drawer.getByTestId('cart-line')).toHaveCount(2);
    await expect(drawer.getByText('Jumbo', { exact: false })).toBeVisible();
    await drawer.getByRole('link', { name: 'Proceed to checkout' }).click();
    await expect(page).toHaveURL(/\/checkout$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);

    // Nothing filled in: the error summary takes focus and lists the spec's messages.
    await page.getByRole('button', { name: 'Place the order' }).click();
    const summary = page.getByTestId('error-summary');
    await expect(summary).toBeFocused();
    await expect(summary).toContainText('Field is required');
    await expect(summary).toContainText('You must accept the terms and conditions');
    await page.getByLabel('E-mail').fill('not-an-address');
    await expect(page.getByText('Please provide valid e-mail address.', { exact: true })).toBeVisible();
    await expect(page.getByLabel('E-mail')).toHaveAttribute('aria-describedby', 'checkout-personal-email-error');

    await fillShipping(page);
    const dates = page.getByRole('group', { name: 'Delivery date' }).getByRole('radio');
    await expect(dates.first()).toBeVisible();
    await dates.nth(1).check();
    const chosenDate = await dates.nth(1).getAttribute('value');
    await expect(page.getByRole('group', { name: 'Delivery date' })).toContainText('Saturday');
    await page.getByLabel(/I accept the/).check();
    await page.getByRole('button', { name: 'Place the order' }).click();

    const thanks = page.getByTestId('thank-you');
    await expect(thanks).toBeVisible({ timeout: 15_000 });
    await expect(page.getByRole('heading', { level: 1, name: 'Thank you for your order!' })).toBeVisible();
    const orderNumber = (await page.getByTestId('order-number').textContent())?.trim() ?? '';
    expect(orderNumber).toMatch(/^\d+$/);
    await expect(cartButton(page)).toHaveCount(0); // the minimal layout has no cart button
    expect(await page.evaluate(() => localStorage.getItem('main-shop/cart/current-cart'))).toBe('[]');

    await expect.poll(() => mailsMentioning(orderNumber).length, { timeout: 10_000 }).toBeGreaterThan(0);
    const mail = mailsMentioning(orderNumber)[0];
    expect(mail).toContain('guest.buyer@example.com');
    expect(mail).toContain(chosenDate ?? 'no date');
    expect(problems.all).toEqual([]);
  });

  test('two tabs share the cart: after one places the order, the other follows and starts a new cart', async ({ page, request }) => {
    const storedCartId = (tab: Page) =>
      tab.evaluate(() => JSON.parse(localStorage.getItem('main-shop/cart/current-cart-token') ?? 'null') as string | null);
    const problems = watchErrors(page);
    await addToCart(page, CRAB_CAKES);
    const second = await page.context().newPage();
    const secondProblems = watchErrors(second);
    await addToCart(second, FEAST);
    await expect(cartButton(second)).toHaveAttribute('aria-label', 'Cart, items: 2');
    const orderedCart = await storedCartId(second);
    expect(orderedCart).toBeTruthy();

    await page.goto('/checkout');
    await expect(page.getByTestId('cart-line')).toHaveCount(2);
    await fillShipping(page);
    await page.getByRole('group', { name: 'Delivery date' }).getByRole('radio').first().check();
    await page.getByLabel(/I accept the/).check();
    await page.getByRole('button', { name: 'Place the order' }).click();
    await expect(page.getByTestId('thank-you')).toBeVisible({ timeout: 15_000 });

    // The other tab learns that the cart is gone, and the next product starts a new one.
    await expect(cartButton(second)).toHaveAttribute('aria-label', 'Cart');
    await second.getByRole('button', { name: 'Add to cart' }).click();
    await expect(cartButton(second)).toHaveAttribute('aria-label', 'Cart, items: 1');
    await expect.poll(() => storedCartId(second)).not.toBeNull();
    const newCart = await storedCartId(second);
    expect(newCart).not.toBe(orderedCart);
    const serverQuantities = async (cartId: string | null) => {
      const pulled = (await (await request.get(`/api/cart/pull?cartId=${cartId}`)).json()) as {
        code: number;
        result: Array<{ qty: number }>;
      };
      return pulled.code === 200 ? pulled.result.map((line) => line.qty) : pulled.code;
    };
    await expect.poll(() => serverQuantities(newCart)).toEqual([1]);
    expect(await serverQuantities(orderedCart)).toBe(404);
    await page.goto('/');
    await expect(cartButton(page)).toHaveAttribute('aria-label', 'Cart, items: 1');
    expect([...problems.all, ...secondProblems.all]).toEqual([]);
  });

  test('minicart: a quantity change the server refuses rolls back with its message; removal asks first', async ({ page }) => {
    const problems = watchErrors(page);
    await addToCart(page, CRAB_CAKES);
    await addToCart(page, FEAST);
    const drawer = await openMinicart(page);
    const feast = drawer.getByTestId('cart-line').filter({ hasText: 'Crab Feast for Four' });
    const total = drawer.getByTestId('cart-totals').locator('[data-segment="grand_total"] dd');
    const before = await total.textContent();

    await feast.getByRole('button', { name: /^Increase the quantity/ }).click();
    await expect(feast.getByRole('spinbutton')).toHaveValue('2');
    await expect(total).not.toHaveText(before ?? '');

    const qty = feast.getByRole('spinbutton');
    await qty.fill('5000');
    await qty.press('Enter');
    await expect(feast.getByRole('alert')).toContainText(/Only \d+ products of this type are available|Quantity must be below/);
    await expect(qty).toHaveValue('2');

    const cakes = drawer.getByTestId('cart-line').filter({ hasText: 'Crab Cakes' });
    await cakes.getByRole('button', { name: /^Remove/ }).click();
    await expect(cakes.getByText(/^Remove .* from the cart\?$/)).toBeVisible();
    await expect(cakes.getByRole('button', { name: 'Yes, remove' })).toBeFocused();
    await cakes.getByRole('button', { name: 'Keep it' }).click();
    await expect(drawer.getByTestId('cart-line')).toHaveCount(2);
    await cakes.getByRole('button', { name: /^Remove/ }).click();
    await cakes.getByRole('button', { name: 'Yes, remove' }).click();
    await expect(drawer.getByTestId('cart-line')).toHaveCount(1);
    await expect(cartButton(page)).toHaveAttribute('aria-label', 'Cart, items: 2');

    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(cartButton(page)).toBeFocused();
    expect(problems.unexpected()).toEqual([]);
  });

  test('minicart: the coupon WELCOME10 changes the totals and can be removed; a wrong code shows the server message', async ({ page }) => {
    const problems = watchErrors(page);
    await addToCart(page, FEAST);
    const drawer = await openMinicart(page);
    const totals = drawer.getByTestId('cart-totals');
    const grand = totals.locator('[data-segment="grand_total"] dd');
    await expect(grand).toHaveText(/\$/);
    const before = await grand.textContent();

    await drawer.getByLabel('Discount code').fill('NOT-A-CODE');
    await drawer.getByRole('button', { name: 'Apply' }).click();
    await expect(drawer.getByRole('alert')).toContainText("The coupon code isn't valid. Verify the code and try again.");

    await drawer.getByLabel('Discount code').fill('WELCOME10');
    await drawer.getByRole('button', { name: 'Apply' }).click();
    await expect(totals.locator('[data-segment="discount"]')).toContainText('Discount (WELCOME10)');
    await expect(grand).not.toHaveText(before ?? '');

    await drawer.getByRole('button', { name: 'Remove code' }).click();
    await expect(totals.locator('[data-segment="discount"]')).toHaveCount(0);
    await expect(grand).toHaveText(before ?? '');
    expect(problems.unexpected()).toEqual([]);
  });

  test('an out-of-stock product is refused with the spec message', async ({ page }) => {
    const problems = watchErrors(page);
    await openProduct(page, SOLD_OUT);
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await expect(notice(page, 'The product is out of stock and cannot be added to the cart!')).toBeVisible();
    await expect(cartButton(page)).toHaveAttribute('aria-label', 'Cart');
    expect(problems.all).toEqual([]);
  });

  test('without JavaScript the product form fills a server cart that the checkout adopts', async ({ browser, page }) => {
    const noScript = await browser.newContext({ javaScriptEnabled: false });
    const plain = await noScript.newPage();
    await plain.goto(CRAB_CAKES);
    await plain.getByRole('button', { name: 'Add to cart' }).click();
    await expect(plain).toHaveURL(/\/checkout\?cartId=\w+/);
    const adopted = plain.url();
    await noScript.close();

    const problems = watchErrors(page);
    await page.goto(adopted.replace(/^https?:\/\/[^/]+/, ''));
    await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
    await expect(page.getByTestId('cart-line').filter({ hasText: 'Crab Cakes' })).toBeVisible();
    await expect(page).toHaveURL(/\/checkout$/);
    expect(problems.all).toEqual([]);
  });
});
