import { expect, test } from './support/shop';
import { logInOnAccountPage, registerCustomer } from './support/customer';
import { mailLink } from './support/mail';
import { navigationFor, signInAsStaff, staffMember } from './support/staff';

/**
 * /admin/customers against the real back-office API: a manager finds a registered customer, gives
 * store credit with a reason and sends a password-reset e-mail; the customer sees the new balance and
 * the reason in their account. Desktop only: the back office is a desk tool.
 */

test('a manager finds a customer, adjusts their store credit and the customer sees the new balance', async ({
  page,
  request,
}, testInfo) => {
  // Two sign-ins and a password-reset e-mail: longer than most journeys on a busy machine.
  test.setTimeout(60_000);
  const suffix = `ui-customers-${testInfo.retry}-${Date.now()}`;
  const email = `marina-${suffix}@example.com`;
  await registerCustomer(request, { email, firstname: 'Marina', lastname: 'Kelp' });
  const staff = await staffMember(request, suffix, 'manager');

  await signInAsStaff(page, staff);
  const nav = page.getByRole('navigation', { name: 'Back office' });
  await expect(nav.getByRole('link')).toHaveText(navigationFor('manager'));
  await nav.getByRole('link', { name: 'Customers' }).click();
  await expect(page.getByRole('heading', { name: 'Customers' })).toBeVisible();

  await page.getByLabel('Search').fill(email);
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/\/admin\/customers\?q=/);
  const table = page.getByRole('table', { name: /Customers/ });
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(table).toContainText(email);
  await table.getByRole('link', { name: 'Marina Kelp' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Marina Kelp' })).toBeVisible();
  await expect(page.getByTestId('admin-store-credit-balance')).toHaveText('$0.00');
  const opener = page.getByRole('button', { name: 'Adjust store credit…' });
  await opener.click();
  const dialog = page.getByRole('dialog', { name: 'Adjust store credit' });
  await expect(dialog.getByLabel(/^Amount/)).toBeFocused();
  await page.keyboard.type('12.50');
  await dialog.getByLabel('Reason').fill('Sorry for the late crabs');
  await dialog.getByRole('button', { name: 'Adjust', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
  await expect(page.getByRole('status').filter({ hasText: 'Store credit adjusted' })).toContainText('The balance is now $12.50.');
  await expect(page.getByTestId('admin-store-credit-balance')).toHaveText('$12.50');
  await expect(page.getByRole('table', { name: 'Store credit history' })).toContainText('Sorry for the late crabs');

  // Taking away more than the balance is refused inside the dialog, which stays open.
  await opener.click();
  await dialog.getByLabel(/^Amount/).fill('-20');
  await dialog.getByLabel('Reason').fill('Too much');
  await dialog.getByRole('button', { name: 'Adjust', exact: true }).click();
  await expect(dialog.getByRole('alert')).toHaveText('The balance is 12.50: it cannot go below zero.');
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();

  await page.getByRole('button', { name: 'Send password reset…' }).click();
  const confirm = page.getByRole('dialog', { name: 'Send password reset' });
  await expect(confirm).toContainText(email);
  await confirm.getByRole('button', { name: 'Send the e-mail' }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: 'password-reset' })).toHaveText(`A password-reset e-mail went to ${email}.`);
  expect(mailLink(email, /(\/create-password\/token\/\S+)/)).not.toBeNull();

  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('heading', { name: 'Staff sign-in' })).toBeVisible();

  await logInOnAccountPage(page, email);
  await page.goto('/my-account/customer-credits');
  await expect(page.getByTestId('store-credit-balance')).toHaveText('$12.50');
  await expect(page.getByRole('table', { name: 'Store credit history' })).toContainText('Sorry for the late crabs');
});
