import { expect, test } from './support/shop';
import { CORN_SKU, placeCartOrder } from './support/customer-order';
import { mailLink } from './support/mail';
import { signInAsStaff, staffMember, staffToken } from './support/staff';
import { axeViolations, TARGET_SIZE } from './support/axe';

const dayText = (date: string) =>
  new Intl.DateTimeFormat('en-US', { weekday: 'long', month: 'long', day: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  );

/**
 * Holds ask the customer (issue 38): staff pause the date of a placed order; its customer opens the mail's signed
 * link, chooses one of the next good dates and reads the outcome; staff see the answer next to "Orders to
 * reschedule", and the packing list of the new date shows the order moved in by the customer.
 */
test('a hold asks the customer; they move the order; staff see it', async ({ page, browser, request }, testInfo) => {
  const suffix = `${testInfo.project.name}-${testInfo.retry}-${Date.now()}`;
  const email = `hold-answer-${suffix}@example.com`;
  const cartId = ((await (await request.post('/api/cart/create')).json()) as { result: string }).result;
  await request.post(`/api/cart/update?cartId=${cartId}`, { data: { cartItem: { sku: CORN_SKU, qty: 1 } } });
  const order = await placeCartOrder(request, {}, { cartId, email, products: [{ sku: CORN_SKU, qty: 1 }] });
  const link = new URLSearchParams({ order: String(order.receipt.order), expires: String(order.receipt.expires), sig: order.receipt.sig });
  const held = ((await (await request.get(`/api/order/changes?${link}`)).json()) as { result: { delivery_date: string } }).result
    .delivery_date;
  const reason = `Ice on the bay ${suffix}`;

  const staff = await browser.newPage();
  const manager = await staffMember(request, `hold-ask-${suffix}`, 'manager');
  await signInAsStaff(staff, manager);
  await staff.goto('/admin/delivery/holds');
  await expect(staff.getByRole('heading', { level: 1, name: 'Shipping holds' })).toBeVisible();
  await staff.getByLabel('First day').fill(held);
  await staff.getByLabel('Reason').fill(reason);
  await staff.getByRole('button', { name: 'Pause deliveries' }).click();
  await expect(staff.getByRole('heading', { level: 1, name: `Hold: ${held}` })).toBeVisible();
  const holdUrl = staff.url();

  // The customer's mail: one signed link to the answer page.
  await expect.poll(() => mailLink(email, /(\/order\/hold\?\S+)/), { timeout: 10_000 }).toBeTruthy();
  await page.goto(mailLink(email, /(\/order\/hold\?\S+)/)!);
  await expect(page.getByRole('heading', { level: 1, name: 'Your delivery date is paused' })).toBeVisible();
  await expect(page.getByText(`Why: ${reason}`)).toBeVisible();
  const choices = page.getByRole('group', { name: 'What should we do with your order?' });
  await expect(choices.getByRole('radio', { name: 'Cancel the order (anything I paid goes back in full)' })).toBeVisible();
  expect(await axeViolations(page, 'the hold answer page', TARGET_SIZE)).toEqual([]);
  const first = choices.getByRole('radio', { name: /^Deliver it on / }).first();
  const target = (await first.getAttribute('value'))!.replace('move:', '');
  await first.check();
  await page.getByRole('button', { name: 'Send my answer' }).click();
  const outcome = page.getByTestId('hold-answered');
  await expect(outcome).toHaveText(`Thank you: your order now arrives on ${dayText(target)}. We sent you an e-mail.`);
  await expect(outcome).toBeFocused();

  // Staff see who answered what next to "Orders to reschedule"; the order left the list.
  await staff.goto(holdUrl);
  const answered = staff.getByTestId('hold-answer-row').filter({ hasText: order.number });
  await expect(answered).toContainText(`Moved to ${dayText(target)}`);
  await expect(staff.getByTestId('reschedule-row').filter({ hasText: order.number })).toHaveCount(0);

  // The packing list of the new date shows the order moved in by the customer; the held date's lists it moved out.
  await staff.goto(`/admin/packing-list?date=${target}`);
  const slip = staff.getByTestId('packing-order').filter({ hasText: `#${order.number}` });
  await expect(slip.getByTestId('packing-changes')).toContainText('Moved in from');
  await expect(slip.getByTestId('packing-changes')).toContainText('by the customer');
  await staff.goto(`/admin/packing-list?date=${held}`);
  await expect(staff.getByTestId('moved-out-row').filter({ hasText: `#${order.number}` })).toContainText('Moved out by the customer');
  await staff.close();

  // The hold is lifted again: the journeys after this one on the same shop find the date open.
  const token = await staffToken(request, manager.email, manager.password);
  const lifted = await request.delete(`/api/admin/delivery/holds/${holdUrl.split('/').pop()}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(lifted.status()).toBe(200);
});
