import { expect, test, type Page } from './support/shop';
import { mailsMentioning } from './support/mail';
import { fillShipping } from './support/checkout';

const CRAB_CAKES = '/p/CRAB-CAKE-JUMBO-2/signature-jumbo-lump-crab-cakes';
const INSULATED = /^Insulated packaging with ice packs/;

const totals = (page: Page) => page.getByTestId('cart-totals');
const feeLine = (page: Page) => totals(page).locator('[data-segment="amasty_extrafee"]');
const grandTotal = (page: Page) => totals(page).locator('[data-segment="grand_total"] dd');

/** "$1,234.56" as cents. */
const cents = (text: string | null) => Math.round(Number((text ?? '').replace(/[^0-9.]/g, '')) * 100);
const dollars = (amount: number) => `$${(amount / 100).toFixed(2)}`;

test.describe('extra fees at checkout', () => {
  test('a shopper adds insulated packaging, sees it in the summary, removes it, and orders with it', async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));

    await page.goto(CRAB_CAKES);
    await page.waitForLoadState('networkidle');
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Product has been added to the cart!' })).toBeVisible();

    await page.goto('/checkout');
    await fillShipping(page, 'fee.buyer@example.com');
    await page.getByRole('group', { name: 'Delivery date' }).getByRole('radio', { disabled: false }).first().check();
    await expect(totals(page).locator('[data-segment="shipping"]')).toBeVisible();
    await page.waitForLoadState('networkidle');
    const before = cents(await grandTotal(page).textContent());

    const extras = page.getByRole('group', { name: 'Extras for your delivery' });
    const insulated = extras.getByRole('checkbox', { name: INSULATED });
    await expect(insulated).not.toBeChecked(); // optional, and not chosen for the shopper
    await expect(insulated).toHaveAccessibleName(/\+\$6\.95$/);
    await expect(extras.getByRole('group', { name: 'Gift wrap' }).getByRole('radio', { name: 'None' })).toBeChecked();
    // A taxed extra says its price before tax, as the rest of the shop does (the tax is its own line in the summary).
    await expect(extras.getByRole('radio', { name: /^Gift wrap with a card/ })).toHaveAccessibleName(/\+\$6\.00$/);
    const box = await insulated.boundingBox();
    expect(box?.width).toBeGreaterThanOrEqual(24);
    expect(box?.height).toBeGreaterThanOrEqual(24);

    await insulated.check();
    await expect(feeLine(page)).toContainText('Insulated packaging with ice packs');
    await expect(feeLine(page)).toContainText('$6.95');
    await expect(grandTotal(page)).toHaveText(dollars(before + 695));

    await insulated.uncheck();
    await expect(feeLine(page)).toHaveCount(0);
    await expect(grandTotal(page)).toHaveText(dollars(before));

    // Keyboard: the checkbox takes focus and Space chooses it again.
    await insulated.focus();
    await page.keyboard.press('Space');
    await expect(insulated).toBeChecked();
    await expect(grandTotal(page)).toHaveText(dollars(before + 695));

    // An offline method (playwright.config.ts turns them on), whichever method the checkout picks first.
    await page.getByRole('radio', { name: /^Cash on delivery/ }).check();
    await page.getByLabel(/I accept the/).check();
    await page.getByRole('button', { name: 'Place the order' }).click();
    await expect(page.getByTestId('thank-you')).toBeVisible({ timeout: 15_000 });
    const orderNumber = (await page.getByTestId('order-number').textContent())?.trim() ?? '';
    expect(orderNumber).toMatch(/^\d+$/);

    // The server charged the fee: the confirmation's grand total is the one the summary showed with it.
    await expect.poll(() => mailsMentioning(orderNumber).length, { timeout: 10_000 }).toBeGreaterThan(0);
    expect(mailsMentioning(orderNumber)[0]).toContain(`Grand total: ${dollars(before + 695)}`);
    expect(errors).toEqual([]);
  });
});
