import { expect, test } from './support/shop';
import { logInOnAccountPage } from './support/customer';
import { CORN_SKU, customerOrder, placeCartOrder, receiptPath } from './support/customer-order';
import { mailsMentioning } from './support/mail';
import { axeViolations, TARGET_SIZE } from './support/axe';

/**
 * Self-service before the cut-off (issue 38, first slice): a signed-in customer opens their order, chooses
 * "Change delivery date", picks a date from those on offer, confirms, and reads the outcome announced; the order
 * page shows the new date, and the mail with it goes out.
 */
test('a signed-in customer moves their delivery date from the order page', async ({ page, request }, testInfo) => {
  const email = `change-${testInfo.project.name}-${testInfo.retry}-${Date.now()}@example.com`;
  const order = await customerOrder(request, email);

  await logInOnAccountPage(page, email);
  await page.goto(`/my-account/orders/${order.id}`);
  const changes = page.getByRole('region', { name: 'Change your order' });
  await expect(changes.getByText(/You can change the delivery date or cancel until/)).toBeVisible();
  await changes.getByRole('button', { name: 'Change delivery date' }).click();
  const picker = changes.getByLabel('New delivery date');
  await expect(picker).toBeFocused();
  expect(await axeViolations(page, 'the date choice', TARGET_SIZE)).toEqual([]);
  const chosen = await picker.inputValue();
  expect(chosen).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  await changes.getByRole('button', { name: /^Move delivery to / }).click();
  await expect(changes.getByRole('status')).toContainText('Done: your order now arrives on');

  const shown = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(`${chosen}T00:00:00Z`));
  await expect(page.getByText(shown).first()).toBeVisible();
  await expect.poll(() => mailsMentioning(email).filter((mail) => mail.includes('as you asked, we moved')).length).toBe(1);
});

test('a guest moves the delivery date from the receipt link', async ({ page, request }, testInfo) => {
  const email = `change-guest-${testInfo.project.name}-${testInfo.retry}-${Date.now()}@example.com`;
  const cartId = ((await (await request.post('/api/cart/create')).json()) as { result: string }).result;
  await request.post(`/api/cart/update?cartId=${cartId}`, { data: { cartItem: { sku: CORN_SKU, qty: 1 } } });
  const order = await placeCartOrder(request, {}, { cartId, email, products: [{ sku: CORN_SKU, qty: 1 }] });

  await page.goto(receiptPath(order.receipt));
  const changes = page.getByRole('region', { name: 'Change your order' });
  await changes.getByRole('button', { name: 'Change delivery date' }).click();
  const picker = changes.getByLabel('New delivery date');
  await expect(picker).toBeFocused();
  const chosen = await picker.inputValue();
  await changes.getByRole('button', { name: /^Move delivery to / }).click();
  await expect(changes.getByRole('status')).toContainText('Done: your order now arrives on');
  // The receipt is read again: it names the new day.
  const day = new Intl.DateTimeFormat('en-US', { weekday: 'long', month: 'long', day: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${chosen}T00:00:00Z`),
  );
  await expect(page.getByTestId('thank-you').getByText(day).first()).toBeVisible();
  await expect.poll(() => mailsMentioning(email).filter((mail) => mail.includes('as you asked, we moved')).length).toBe(1);
});
