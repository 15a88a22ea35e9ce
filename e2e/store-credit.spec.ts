import { expect, test, type APIRequestContext, type TestInfo } from './support/shop';
import { logInOnAccountPage, registerCustomer } from './support/customer';
import { payOnDelivery } from './support/checkout';
import { writeShopDatabase } from './support/database';

/**
 * Store credit: the account page shows the balance and its history; the checkout applies it
 * ("Use my store credit"), the summary shows it, and the order spends it.
 */
const CORN = '/p/SIDE-CORN-6/sweet-corn-on-the-cob';

async function registerWithAddress(request: APIRequestContext, testInfo: TestInfo): Promise<string> {
  const email = `credit-${testInfo.project.name}-${testInfo.retry}-${Date.now()}@example.com`;
  await registerCustomer(request, { email, firstname: 'Cal', lastname: 'Vert', withSavedAddress: true });
  return email;
}

function giveCredit(email: string, cents: number) {
  writeShopDatabase(
    `insert into store_credit_transactions (customer_id, amount_cents, balance_after_cents, reason, created_at)
     select id, ?, ?, 'Goodwill for a late delivery', ? from customers where email = ?`,
    cents,
    cents,
    new Date().toISOString(),
    email,
  );
}

test('a customer sees their store credit and spends it at the checkout', async ({ page, request }, testInfo) => {
  const email = await registerWithAddress(request, testInfo);
  giveCredit(email, 500);
  await logInOnAccountPage(page, email);

  await page.getByRole('link', { name: 'Customer credits' }).click();
  await expect(page.getByTestId('store-credit-balance')).toHaveText('$5.00');
  await expect(page.getByRole('table', { name: 'Store credit history' })).toContainText('Goodwill for a late delivery');

  await page.goto(CORN);
  await page.waitForLoadState('networkidle');
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Cart, items: 1' })).toBeVisible();
  await page.goto('/checkout');
  await page.getByRole('group', { name: 'Delivery date' }).getByRole('radio', { disabled: false }).first().check();
  const useCredit = page.getByRole('checkbox', { name: /Use my store credit \(\$5\.00\)/ });
  await useCredit.check();
  const totals = page.getByTestId('cart-totals');
  await expect(totals.locator('[data-segment="customer_credits"]')).toContainText('-$5.00');
  await expect(useCredit).toBeChecked();
  await payOnDelivery(page);
  await page.getByLabel(/I accept the/).check();
  await page.getByRole('button', { name: 'Place the order' }).click();
  await expect(page.getByTestId('thank-you')).toBeVisible({ timeout: 15_000 });

  await page.goto('/my-account/customer-credits');
  await expect(page.getByTestId('store-credit-balance')).toHaveText('$0.00');
  await expect(page.getByRole('table', { name: 'Store credit history' })).toContainText('Used on order');
});
