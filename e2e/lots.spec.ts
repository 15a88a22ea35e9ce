import { expect, test } from './support/shop';
import { CORN_SKU, customerOrder } from './support/customer-order';
import { mailsMentioning } from './support/mail';
import { signInAsStaff, staffHeaders, staffMember } from './support/staff';

/** Today in the shop's time zone (Eastern), as the date inputs take it. */
const shopToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York' }).format(new Date());

/**
 * Lots from the dock to the door: an owner receives a lot of corn on the Lots page, a customer's order is packed
 * (the lot is assigned first-expiring first), and the recall lookup finds the order and mails its customer once.
 */
test('an owner receives a lot, packing assigns it, and the recall finds and mails the customer', async ({ page, request }, testInfo) => {
  const suffix = `lots-${testInfo.retry}-${Date.now()}`;
  const code = `E2E-${Date.now()}`;
  const email = `${suffix}@example.com`;
  const owner = await staffMember(request, suffix, 'owner');
  await signInAsStaff(page, owner);
  await page.getByRole('link', { name: 'Lots' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Lots' })).toBeVisible();

  const today = shopToday();
  await page.getByLabel('SKU').fill(CORN_SKU);
  await page.getByLabel('Units').fill('40');
  await page.getByLabel('Lot code', { exact: true }).fill(code);
  await page.getByLabel('Supplier').fill('Eastern Shore Farms');
  await page.getByLabel('Caught or steamed on').fill(today);
  // Due today: first-expiring, so packing takes it before any other lot of corn.
  await page.getByLabel('Use by').fill(today);
  await page.getByRole('button', { name: 'Receive lot' }).click();
  await expect(page.getByText(`Lot ${code} received: 40 units`)).toBeVisible();
  await expect(page.getByTestId('lot-row').filter({ hasText: code })).toBeVisible();

  const order = await customerOrder(request, email);
  const headers = await staffHeaders(request, owner);
  expect((await request.post(`/api/admin/orders/${order.id}/status`, { headers, data: { status: 'packed' } })).status()).toBe(200);

  await page.getByLabel('Lot code to recall').fill(code);
  await page.getByRole('button', { name: 'Look up' }).click();
  await expect(page.getByTestId('recall-row').filter({ hasText: order.number })).toContainText(email);
  await page.getByRole('button', { name: 'Mail customers' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Mail 1 customer' }).click();
  await expect(page.getByRole('status').filter({ hasText: '1 customer mailed.' })).toBeVisible();
  expect(mailsMentioning(code).filter((mail) => mail.includes(email))).toHaveLength(1);

  // The order page shows each line's lots; every unit here came from the lot, so nothing is flagged.
  await page.goto(`/admin/orders/${order.id}`);
  const lines = page.getByTestId('order-line-lots');
  await expect(lines).toHaveCount(1);
  await expect(lines.first()).toContainText(`${code} ×1`);
  await expect(page.getByTestId('lots-uncovered')).toHaveCount(0);
});
