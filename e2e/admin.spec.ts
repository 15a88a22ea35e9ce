import { expect, test } from './support/shop';
import { logInOnAccountPage } from './support/customer';
import { customerOrder } from './support/customer-order';
import { writeShopDatabase } from './support/database';
import { mailsMentioning } from './support/mail';
import { navigationFor, staffToken, signInAsStaff, staffMember } from './support/staff';

/**
 * The /admin screens against the real back-office API: staff come from the CLI (`npm run admin:create`)
 * and the owner's API call that adds the others. Desktop only: the back office is a desk tool.
 */

test('a packer ships an order in /admin and the customer sees it shipped with the tracking number', async ({ page, request }, testInfo) => {
  const suffix = `ui-ship-${testInfo.retry}-${Date.now()}`;
  const customer = `parcel-${suffix}@example.com`;
  const order = await customerOrder(request, customer);
  const packer = await staffMember(request, suffix, 'packer');

  await signInAsStaff(page, packer);
  const nav = page.getByRole('navigation', { name: 'Back office' });
  await expect(nav.getByRole('link')).toHaveText(navigationFor('packer'));
  await page.getByLabel('Search').fill(order.number);
  await page.getByRole('button', { name: 'Filter' }).click();
  await expect(page).toHaveURL(new RegExp(`q=${order.number}`));
  await page.getByRole('link', { name: `#${order.number}` }).click();
  await expect(page.getByTestId('admin-order-status')).toHaveText('processing');
  await expect(page.getByRole('button', { name: 'Refund…' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Mark packed' }).click();
  await expect(page.getByTestId('admin-order-status')).toHaveText('packed');
  await page.getByRole('button', { name: 'Ship…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Ship order' });
  await expect(dialog.getByLabel('Carrier')).toBeFocused();
  await page.keyboard.type('UPS');
  await dialog.getByLabel('Tracking number').fill('1Z999AA10123456784');
  await dialog.getByRole('button', { name: 'Ship', exact: true }).click();
  await expect(page.getByTestId('admin-order-status')).toHaveText('shipped');
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('heading', { name: 'Staff sign-in' })).toBeVisible();

  await logInOnAccountPage(page, customer);
  await page.getByRole('link', { name: 'My orders' }).click();
  await expect(page.getByTestId('order-history')).toContainText('Shipped');
  await page.getByRole('link', { name: new RegExp(order.number) }).click();
  await expect(page.getByTestId('order-shipments')).toContainText('with UPS, tracking number 1Z999AA10123456784');
});

test('an owner sees where an order goes, its options and extras, and refunds a line to store credit in /admin', async ({
  page,
  request,
}, testInfo) => {
  const suffix = `ui-refund-${testInfo.retry}-${Date.now()}`;
  const order = await customerOrder(request, `credit-${suffix}@example.com`, { extras: true });
  const owner = await staffMember(request, suffix, 'owner');
  const headers = { authorization: `Bearer ${await staffToken(request, owner.email, owner.password)}` };
  // Cash on delivery is paid when the driver collects it: the test records that collection directly.
  writeShopDatabase("UPDATE payments SET state = 'captured' WHERE order_id = ?", order.id);
  writeShopDatabase("UPDATE orders SET payment_state = 'captured' WHERE id = ?", order.id);

  await signInAsStaff(page, owner);
  await page.goto(`/admin/orders/${order.id}`);
  await expect(page.getByTestId('admin-ship-to')).toContainText('1 Pier Rd');
  await expect(page.getByTestId('admin-ship-to')).toContainText('Phone 4105550100');
  await expect(page.getByRole('cell', { name: /Sauce: No sauce/ })).toBeVisible();
  const totals = page.getByTestId('admin-order-totals');
  await expect(totals.getByRole('row', { name: /Insulated packaging with ice packs/ })).toContainText('$6.95');
  await page.getByRole('button', { name: 'Refund…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Refund' });
  // Quantities at 0 choose nothing: the preview says so, nothing is refunded.
  await dialog.getByLabel('Refund to').selectOption('store_credit');
  await dialog.getByLabel('Reason').fill('Crushed in transit');
  await dialog.getByRole('button', { name: 'Preview the refund' }).click();
  await expect(dialog.getByRole('alert')).toContainText('Choose the units to refund, an amount, or refund the whole order.');
  await dialog
    .getByLabel(/\d+ of \d+ left/)
    .first()
    .fill('1');
  await dialog.getByRole('button', { name: 'Preview the refund' }).click();
  // The confirm step names the amount the API computed; nothing was refunded before it.
  const confirm = page.getByRole('dialog', { name: 'Confirm the refund' });
  await expect(confirm.getByTestId('refund-preview')).toContainText(
    /\$\d+\.\d{2} go back to store credit\. Nothing has been refunded yet\./,
  );
  await expect(confirm.getByRole('button', { name: 'Back' })).toBeFocused();
  const amount = (await confirm.getByRole('button', { name: /^Refund \$/ }).textContent()) ?? '';
  await confirm.getByRole('button', { name: /^Refund \$/ }).click();
  await expect(confirm).toBeHidden();
  const after = (await (await request.get(`/api/admin/orders/${order.id}`, { headers })).json()) as {
    result: { refunded_cents: number; created_at: string };
  };
  expect(amount).toBe(`Refund $${(after.result.refunded_cents / 100).toFixed(2)}`);
  // The refund is in the history and the payment reads partially refunded, here and in the list, times in ET.
  await expect(page.getByRole('row', { name: /Refund of \$[\d.]+ to store credit/ })).toContainText('Crushed in transit');
  await expect(page.getByTestId('admin-order-payment-state')).toHaveText('partially refunded');
  await page.getByRole('link', { name: 'Orders', exact: true }).first().click();
  const listed = page.getByRole('row', { name: new RegExp(`#${order.number}`) });
  await expect(listed).toContainText('partially refunded');
  const placed = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'America/New_York' });
  await expect(listed).toContainText(placed.format(new Date(after.result.created_at)));
  await expect(page.getByText('Times in ET')).toBeVisible();
});

test('a manager cancels an order in /admin with a word for the customer, who is mailed it and sees the order canceled', async ({
  page,
  request,
}, testInfo) => {
  const suffix = `ui-cancel-${testInfo.retry}-${Date.now()}`;
  const customer = `cancel-${suffix}@example.com`;
  const order = await customerOrder(request, customer);
  const manager = await staffMember(request, suffix, 'manager');

  await signInAsStaff(page, manager);
  await page.goto(`/admin/orders/${order.id}`);
  await page.getByRole('button', { name: 'Cancel order…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel order' });
  // Cash on delivery: nothing was paid yet, and the dialog says so before anything is done.
  await expect(dialog.getByTestId('cancel-gives-back')).toContainText('Nothing was paid yet: the open payment is voided.');
  await dialog.getByLabel("Reason (for the order's history)").fill('Boats kept in by the storm');
  await expect(dialog.getByLabel(/E-mail the customer/)).toBeChecked();
  await dialog.getByLabel('Message to the customer (optional)').fill('The storm kept our boats in; we hope to cook for you soon.');
  await dialog.getByRole('button', { name: 'Cancel the order' }).click();
  await expect(page.getByTestId('admin-order-status')).toHaveText('canceled');

  // The mail says sorry, carries the manager's words and that nothing was charged (cash on delivery), not the reason.
  await expect.poll(() => mailsMentioning(`order ${order.number} is canceled`).length).toBe(1);
  const [mail] = mailsMentioning(`order ${order.number} is canceled`);
  expect(mail).toContain('we had to cancel your');
  expect(mail).toContain('A word from us: The storm kept our boats in; we hope to cook for you soon.');
  expect(mail).toContain('You were not charged for this order');
  expect(mail).not.toContain('Boats kept in by the storm');
  await page.getByRole('button', { name: 'Sign out' }).click();

  await logInOnAccountPage(page, customer);
  await page.getByRole('link', { name: 'My orders' }).click();
  await expect(page.getByTestId('order-history')).toContainText('Canceled');
});

test('a manager changes a price in /admin and the product page shows it within the refresh interval', async ({
  page,
  request,
}, testInfo) => {
  const suffix = `ui-price-${testInfo.retry}-${Date.now()}`;
  const sauce = { sku: 'SAUCE-REMOULADE-12OZ', path: '/p/SAUCE-REMOULADE-12OZ/house-remoulade' };
  const manager = await staffMember(request, suffix, 'manager');
  const headers = { authorization: `Bearer ${await staffToken(request, manager.email, manager.password)}` };
  const before = (
    (await (await request.get(`/api/admin/products/${sauce.sku}`, { headers })).json()) as { result: { price_cents: number } }
  ).result.price_cents;
  const changed = `${((before + 100) / 100).toFixed(2)}`;
  try {
    await signInAsStaff(page, manager);
    await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Products' }).click();
    // The orders list, shown first, has a search field too: type only once the products list has replaced it.
    await expect(page.getByRole('heading', { level: 1, name: 'Products' })).toBeVisible();
    await page.getByLabel('Search').fill(sauce.sku);
    await page.getByRole('button', { name: 'Search' }).click();
    await page.getByRole('link', { name: sauce.sku }).click();
    await page.getByLabel('Price (USD)').fill(changed);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Saved.')).toBeVisible();
    await expect
      .poll(
        async () => {
          await page.goto(sauce.path);
          return page.getByRole('main').getByText(`$${changed}`).count();
        },
        { timeout: 15_000 },
      )
      .toBeGreaterThan(0);
  } finally {
    await request.patch(`/api/admin/products/${sauce.sku}`, { headers, data: { price_cents: before } });
  }
});
