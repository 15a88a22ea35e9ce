import { expect, test } from './support/shop';
import { customerOrder } from './support/customer-order';
import { readShopDatabase } from './support/database';
import { mailsMentioning } from './support/mail';
import { signInAsStaff, staffHeaders, staffMember } from './support/staff';

/**
 * Boxes at risk, end to end (issue 37): a shipped order's parcel is made late through the EasyPost sandbox's console;
 * its tracking webhook puts the box at risk and mails the customer first; a manager finds it on the At risk page
 * and sends a replacement, confirmed first and announced.
 */
test('a late parcel goes to the At risk page, its customer is mailed, and a manager sends a replacement', async ({
  page,
  request,
  shop,
}, testInfo) => {
  const suffix = `${testInfo.project.name}-${testInfo.retry}-${Date.now()}`;
  const email = `at-risk-${suffix}@example.com`;
  const order = await customerOrder(request, email);
  const manager = await staffMember(request, suffix, 'manager');
  const label = await request.post(`/api/admin/orders/${order.id}/label`, { headers: await staffHeaders(request, manager), data: {} });
  expect(label.status()).toBe(200);

  const shipment = readShopDatabase<{ tracker_id: string }>('select tracker_id from order_shipments where order_id = ?', order.id);
  // The sandbox's loopback console (SHIPPING_SANDBOX_PORT: the shop's port + 3) delays the parcel.
  const late = await request.post(`http://127.0.0.1:${shop.port + 3}/sandbox/easypost/trackers/${shipment?.tracker_id}/late`);
  expect(late.status()).toBe(200);
  const riskMail = () => mailsMentioning(email).filter((mail) => mail.includes('your parcel is delayed'));
  await expect.poll(() => riskMail().length, { timeout: 15_000 }).toBe(1);
  expect(riskMail()[0]).toContain(order.number);

  await signInAsStaff(page, manager);
  await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'At risk' }).click();
  await expect(page.getByRole('heading', { name: 'Boxes at risk' })).toBeVisible();
  const row = page.getByTestId('at-risk-row').filter({ hasText: `#${order.number}` });
  await expect(row).toContainText('Carrier exception');
  // The carrier's latest status in words, not its codes (the sandbox's late parcel: in_transit, delayed).
  await expect(row.getByTestId('at-risk-status')).toHaveText('In transit, delayed');
  await expect(row).not.toContainText('in_transit');
  await row.getByRole('button', { name: `Send replacement for #${order.number}` }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Send a replacement?' });
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  // The open dates for the box's address are offered, the next first; the manager takes the second one.
  const dateChoice = dialog.getByLabel('Delivery date');
  await expect(dateChoice.locator('option')).not.toHaveCount(0);
  const offered = await dateChoice.locator('option').evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value));
  const chosen = offered[1] ?? offered[0];
  await dateChoice.selectOption(chosen);
  await dialog.getByRole('button', { name: 'Send replacement' }).click();
  await expect(page.getByTestId('at-risk-announcement')).toContainText(`#${order.number}: replacement #`);
  await expect(row).toBeHidden();
  expect(riskMail()).toHaveLength(1);
  const replacement = readShopDatabase<{ delivery_date: string }>(
    'select n.delivery_date from shipment_at_risk r join orders n on n.id = r.replacement_order_id where r.order_id = ?',
    order.id,
  );
  expect(replacement?.delivery_date).toBe(chosen);

  // The resolved view: what was done, by whom, when.
  await page.getByLabel('Show').selectOption('resolved');
  const resolved = page.getByTestId('at-risk-resolved-row').filter({ hasText: `#${order.number}` });
  await expect(resolved).toContainText('Replacement #');
  await expect(resolved).toContainText('E2E manager');
});

/**
 * A late box made good with store credit: the amount starts at the order's total and more is refused on the page; the
 * credit typed is given, its customer is mailed once, and the resolved view says what, by whom and when.
 */
test('a manager gives store credit of an amount typed for a late box, and its customer is mailed', async ({
  page,
  request,
  shop,
}, testInfo) => {
  const suffix = `${testInfo.project.name}-${testInfo.retry}-${Date.now()}-credit`;
  const email = `at-risk-credit-${suffix}@example.com`;
  const order = await customerOrder(request, email, { cornQty: 2 });
  const manager = await staffMember(request, suffix, 'manager');
  const label = await request.post(`/api/admin/orders/${order.id}/label`, { headers: await staffHeaders(request, manager), data: {} });
  expect(label.status()).toBe(200);
  const shipment = readShopDatabase<{ tracker_id: string }>('select tracker_id from order_shipments where order_id = ?', order.id);
  await request.post(`http://127.0.0.1:${shop.port + 3}/sandbox/easypost/trackers/${shipment?.tracker_id}/late`);
  await expect
    .poll(() => mailsMentioning(email).filter((mail) => mail.includes('your parcel is delayed')).length, { timeout: 15_000 })
    .toBe(1);

  await signInAsStaff(page, manager);
  await page.goto('/admin/at-risk');
  const row = page.getByTestId('at-risk-row').filter({ hasText: `#${order.number}` });
  await row.getByRole('button', { name: `Store credit for #${order.number}` }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Give store credit?' });
  const amount = dialog.getByLabel('Amount ($)');
  // The dialog fills in the order's total once it has opened (an effect after the first render).
  await expect(amount).not.toHaveValue('');
  const total = await amount.inputValue();
  expect(Number(total)).toBeGreaterThan(0);
  await amount.fill(String(Number(total) + 1));
  await dialog.getByRole('button', { name: 'Give store credit' }).click();
  await expect(amount).toHaveAttribute('aria-invalid', 'true');
  await amount.fill('5.00');
  await dialog.getByRole('button', { name: 'Give store credit' }).click();
  await expect(page.getByTestId('at-risk-announcement')).toContainText(`#${order.number}: store credit of $5.00 given`);
  const madeGood = () => mailsMentioning(email).filter((mail) => mail.includes('we made it good'));
  await expect.poll(() => madeGood().length, { timeout: 10_000 }).toBe(1);
  expect(madeGood()[0]).toContain('$5.00');

  await page.getByLabel('Show').selectOption('resolved');
  const resolved = page.getByTestId('at-risk-resolved-row').filter({ hasText: `#${order.number}` });
  await expect(resolved).toContainText('Store credit of $5.00');
  await expect(resolved).toContainText('E2E manager');
});
