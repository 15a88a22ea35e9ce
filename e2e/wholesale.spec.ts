import { expect, test } from './support/shop';
import { logInOnAccountPage, registerCustomer } from './support/customer';
import { payOnDelivery, cents } from './support/checkout';
import { signInAsStaff, staffMember } from './support/staff';

/**
 * Customer groups (issue 23): a manager moves a registered customer to the wholesale group in the back office;
 * signed in, the customer sees the wholesale price and its quantity breaks on the product page (server HTML),
 * adds 5 pounds of lump crab meat and pays the 5-or-more price, in the cart, on the thank-you page and on the
 * account's order page. A guest keeps the retail price. Desktop: the back office is a desk tool.
 */
const LUMP = '/p/CRAB-MEAT-LUMP/lump-crab-meat-1-lb';

test('a wholesale customer pays the tier price for 5 in the cart and the placed order', async ({ page, request, browser }, testInfo) => {
  // Two sign-ins and a checkout on a busy machine.
  test.setTimeout(90_000);
  const suffix = `wholesale-${testInfo.retry}-${Date.now()}`;
  const email = `harbor-${suffix}@example.com`;
  await registerCustomer(request, { email, firstname: 'Harbor', lastname: 'Grill', withSavedAddress: true });
  const staff = await staffMember(request, suffix, 'manager');

  await signInAsStaff(page, staff);
  await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Customers' }).click();
  // The orders list, shown first, has a search field too: type only once the customers list has replaced it.
  await expect(page.getByRole('heading', { level: 1, name: 'Customers' })).toBeVisible();
  await page.getByLabel('Search').fill(email);
  await page.getByRole('button', { name: 'Search' }).click();
  await page
    .getByRole('table', { name: /Customers/ })
    .getByRole('link', { name: 'Harbor Grill' })
    .click();
  await expect(page.getByTestId('admin-customer-group')).toHaveText('Retail');
  const opener = page.getByRole('button', { name: 'Change customer group…' });
  await opener.click();
  const dialog = page.getByRole('dialog', { name: 'Change customer group' });
  await expect(dialog.getByLabel('Customer group')).toBeFocused();
  await dialog.getByLabel('Customer group').selectOption({ label: 'Wholesale' });
  await dialog.getByRole('button', { name: 'Change group' }).click();
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
  await expect(page.getByRole('status').filter({ hasText: 'Wholesale' })).toContainText('now in the Wholesale group');
  await expect(page.getByTestId('admin-customer-group')).toHaveText('Wholesale');
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('heading', { name: 'Staff sign-in' })).toBeVisible();

  // A guest sees the retail price and no wholesale breaks.
  const guest = await browser.newPage();
  await guest.goto(LUMP);
  await expect(guest.getByRole('main')).toContainText('$69.99');
  await expect(guest.getByTestId('tier-prices')).toHaveCount(0);
  await guest.close();

  await logInOnAccountPage(page, email);
  const response = await page.goto(LUMP);
  // Priced for the group: never served from or kept in the shared page cache.
  expect(response?.headers()['cache-control']).toBe('private, no-cache');
  const main = page.getByRole('main');
  await expect(main).toContainText('$56.99');
  const tiers = page.getByTestId('tier-prices');
  await expect(tiers).toContainText('Buy 5 or more for $52.99 each');
  await expect(tiers).toContainText('Buy 10 or more for $49.99 each');
  await page.waitForLoadState('networkidle');
  await page.getByLabel('Order quantity').fill('5');
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Product has been added to the cart!' })).toBeVisible();

  await page
    .getByRole('banner')
    .getByRole('link', { name: /^Cart, items: 5/ })
    .click();
  const drawer = page.getByRole('dialog', { name: 'Your cart' });
  const line = drawer.getByTestId('cart-line');
  await expect(line.getByTestId('cart-line-unit')).toHaveText('$52.99 each');
  await expect(line).toContainText('$264.95');

  await page.goto('/checkout');
  await expect(page.getByRole('group', { name: 'Your saved addresses' }).getByRole('radio').first()).toBeChecked();
  const dates = page.getByRole('group', { name: 'Delivery date' }).getByRole('radio');
  await expect(dates.first()).toBeVisible();
  await dates.first().check();
  await payOnDelivery(page);
  await page.getByLabel(/I accept the/).check();
  await page.waitForLoadState('networkidle');
  await page.getByRole('button', { name: 'Place the order' }).click();

  await expect(page.getByTestId('thank-you')).toBeVisible({ timeout: 15_000 });
  const orderNumber = (await page.getByTestId('order-number').textContent())?.trim() ?? '';
  const placedLine = page.getByTestId('order-line');
  await expect(placedLine.getByTestId('order-line-qty')).toHaveText('Qty 5 × $52.99');
  await expect(placedLine.locator('[data-amount]')).toHaveAttribute('data-amount', '26495');
  const subtotal = page.locator('[data-segment="subtotal"]');
  await expect(subtotal).toHaveAttribute('data-amount', '26495');
  const grandTotal = cents(await page.locator('[data-segment="grand_total"]').textContent());

  await page.goto('/my-account/orders');
  await page.getByRole('link', { name: new RegExp(orderNumber) }).click();
  const accountLine = page.getByTestId('order-line');
  await expect(accountLine.getByTestId('order-line-qty')).toHaveText('Qty 5 × $52.99');
  await expect(accountLine.locator('[data-amount]')).toHaveAttribute('data-amount', '26495');
  await expect(page.locator('[data-segment="grand_total"]')).toHaveAttribute('data-amount', String(grandTotal));
});
