import sharp from 'sharp';
import { expect, test } from './support/shop';
import { logInOnAccountPage } from './support/customer';
import { CORN_SKU, customerOrder } from './support/customer-order';
import { writeShopDatabase } from './support/database';
import { mailsMentioning } from './support/mail';
import { deliverOrder, signInAsStaff, staffHeaders, staffMember } from './support/staff';

/**
 * The freshness guarantee, end to end: a customer whose order was delivered reports spoiled corn on the order
 * page with a photo (the form's errors first: tied to their fields, the focus on the first), a manager sees the
 * claim with its photo in the back office and approves it to store credit, and the customer sees the credit and
 * the claim approved. The back office's order page then shows the give-back ledger: the claim's credit and a later
 * refund of the other cob, each on the corn's line.
 */
test('a customer files a freshness claim with a photo and a manager approves it to store credit', async ({ page, request }, testInfo) => {
  const suffix = `${testInfo.project.name}-${testInfo.retry}-${Date.now()}`;
  const email = `claim-${suffix}@example.com`;
  const order = await customerOrder(request, email, { cornQty: 2 });

  const manager = await staffMember(request, suffix, 'manager');
  const headers = await staffHeaders(request, manager);
  await deliverOrder(request, headers, order.id);

  await logInOnAccountPage(page, email);
  await page.goto(`/my-account/orders/${order.id}`);
  const claims = page.getByTestId('order-claims');
  await expect(claims.getByRole('heading', { name: 'Freshness guarantee' })).toBeVisible();
  await claims.getByRole('button', { name: 'Report a problem' }).click();
  const form = page.getByTestId('claim-form');

  // Sent empty: every field says what it needs, and the focus is on the first.
  await form.getByRole('button', { name: 'Send report' }).click();
  const units = form.getByRole('spinbutton', { name: /units \(up to 2\)/ });
  await expect(units).toBeFocused();
  await expect(units).toHaveAccessibleDescription('Choose at least one item and how many of it.');
  await expect(form.getByLabel('What is wrong?')).toHaveAccessibleDescription('Choose what is wrong.');
  await expect(form.getByLabel('Photo')).toHaveAttribute('aria-invalid', 'true');
  // The photo is required, and says so to the eye and to assistive tech.
  await expect(form.getByLabel('Photo (required)')).toHaveJSProperty('required', true);

  await units.fill('1');
  await form.getByLabel('What is wrong?').selectOption({ label: 'Dead or spoiled' });
  await form.getByLabel('Describe the problem').fill('One cob was mouldy when the box arrived.');
  const photo = await sharp({ create: { width: 120, height: 90, channels: 3, background: { r: 90, g: 140, b: 60 } } })
    .jpeg()
    .toBuffer();
  await form.getByLabel('Photo').setInputFiles({ name: 'corn.jpg', mimeType: 'image/jpeg', buffer: photo });
  await form.getByRole('button', { name: 'Send report' }).click();
  await expect(claims.getByText('Thank you. We will look at your report and e-mail you.')).toBeVisible();
  const filed = claims.getByTestId('order-claim');
  await expect(filed.getByTestId('claim-status')).toHaveText('being reviewed');
  await expect(filed).toContainText('1 × ');
  await expect(filed.getByRole('img', { name: /The photo sent with claim #\d+/ })).toBeVisible();
  // One open claim per line: with the corn's claim open there is nothing left to report on this order.
  await expect(claims.getByRole('button', { name: 'Report a problem' })).toBeHidden();

  // The manager decides in the back office.
  await signInAsStaff(page, manager);
  await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Claims' }).click();
  await expect(page.getByRole('heading', { name: 'Freshness claims' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Status' }).selectOption('open');
  await page.getByRole('search').getByLabel('Search').fill(order.number);
  await page.getByRole('button', { name: 'Filter' }).click();
  await expect(page.getByRole('status').filter({ hasText: '1 claim' })).toBeVisible();
  await page.getByRole('link', { name: /^Claim \d+$/ }).click();
  await expect(page.getByTestId('admin-claim-status')).toHaveText('open');
  await expect(page.getByText('One cob was mouldy when the box arrived.')).toBeVisible();
  const adminPhoto = page.getByTestId('admin-claim-photo');
  await expect(adminPhoto).toBeVisible();
  expect(await adminPhoto.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(120);

  await page.getByRole('button', { name: 'Approve…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Approve claim' });
  await expect(dialog.getByLabel('Make good as')).toBeFocused();
  const amount = dialog.getByLabel(/^Amount/);
  const claimed = await amount.inputValue();
  // More than the claimed value is refused at the field.
  await amount.fill((Number(claimed) + 1).toFixed(2));
  await dialog.getByRole('button', { name: 'Approve' }).click();
  await expect(amount).toHaveAttribute('aria-invalid', 'true');
  await expect(amount).toBeFocused();
  await amount.fill(claimed);
  await dialog.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByTestId('admin-claim-status')).toHaveText('approved');
  await expect(page.getByRole('status').filter({ hasText: 'Approved' })).toContainText('store credit');
  // The decision's e-mail goes out after the answer.
  await expect.poll(() => mailsMentioning(`claim for order ${order.number} is approved`).length).toBe(1);

  // The customer sees the credit and the claim approved.
  await page.goto('/my-account/customer-credits');
  await expect(page.getByTestId('store-credit-balance')).toHaveText(`$${claimed}`);
  await page.goto(`/my-account/orders/${order.id}`);
  const approved = page.getByTestId('order-claims').getByTestId('order-claim');
  await expect(approved.getByTestId('claim-status')).toHaveText('approved');
  await expect(approved).toContainText(`$${claimed} was added to your store credit.`);
  // The order's totals say what came back.
  await expect(page.getByTestId('order-refunded')).toContainText(`−$${claimed}`);

  // The driver collected the cash (recorded directly), then the other cob is refunded to store credit by line.
  writeShopDatabase("UPDATE payments SET state = 'captured' WHERE order_id = ?", order.id);
  const detail = (await (await request.get(`/api/admin/orders/${order.id}`, { headers })).json()) as {
    result: { items: Array<{ id: number }> };
  };
  const corn = detail.result.items[0]?.id ?? 0;
  const refund = await request.post(`/api/admin/orders/${order.id}/refund`, {
    headers,
    data: { lines: [{ orderItemId: corn, qty: 1 }], to: 'store_credit', reason: 'Second cob bruised' },
  });
  expect(refund.status()).toBe(200);
  // Both units of the corn are given back now: a refund of one more is refused.
  const again = await request.post(`/api/admin/orders/${order.id}/refund`, {
    headers,
    data: { lines: [{ orderItemId: corn, qty: 1 }], to: 'store_credit', reason: 'Again' },
  });
  expect(again.status()).toBe(409);

  await signInAsStaff(page, manager);
  await page.goto(`/admin/orders/${order.id}`);
  const ledger = page.getByTestId('admin-order-give-backs');
  await expect(ledger.getByRole('heading', { name: 'Given back' })).toBeVisible();
  const rows = ledger.getByRole('row');
  await expect(rows.filter({ hasText: 'Claim, store credit' })).toContainText(`$${claimed}`);
  await expect(rows.filter({ hasText: 'Refund by line' })).toContainText('Second cob bruised');
  await expect(page.getByRole('row', { name: new RegExp(CORN_SKU) }).first()).toContainText('2 ·');
});
