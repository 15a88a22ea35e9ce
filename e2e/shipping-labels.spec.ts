import { expect, test } from './support/shop';
import { axeViolations, openInApp, TARGET_SIZE } from './support/axe';
import { logInOnAccountPage } from './support/customer';
import { customerOrder } from './support/customer-order';
import { readShopDatabase } from './support/database';
import { signInAsStaff, staffHeaders, staffMember } from './support/staff';

/**
 * Issue 37: a packer buys the day's labels from the packing list and sees the order's label bought with its tracking
 * number; the EasyPost sandbox moves the parcel (a step a second here) and the customer's order page follows it to
 * "Delivered", or says it waits at the carrier when the sandbox holds it for pickup.
 */
test.use({ shopEnv: { SHIPPING_SANDBOX_STEP_MS: '1000' } });

test('a packer buys the day’s labels from the packing list and the customer watches the parcel delivered', async ({
  page,
  request,
}, testInfo) => {
  const suffix = `${testInfo.project.name}-${testInfo.retry}-${Date.now()}`;
  const customer = `labels-${suffix}@example.com`;
  const order = await customerOrder(request, customer);
  const packer = await staffMember(request, suffix, 'packer');
  const placed = await request.get(`/api/admin/orders/${order.id}`, { headers: await staffHeaders(request, packer) });
  const { delivery_date: date } = ((await placed.json()) as { result: { delivery_date: string } }).result;

  await signInAsStaff(page, packer);
  await page.goto(`/admin/packing-list?date=${date}`);
  await expect(page.getByRole('heading', { name: new RegExp(`#${order.number} —`) })).toBeVisible();
  await page.getByRole('button', { name: 'Buy labels for this day' }).click();

  const outcomes = page.getByTestId('label-outcomes');
  await expect(outcomes).toContainText(`#${order.number}: label bought`);
  const bought = page.getByRole('region', { name: /Labels bought/ }).getByTestId('shipping-label');
  const trackingCode = (await bought.getByTestId('label-tracking').textContent())?.trim() ?? '';
  expect(trackingCode).not.toBe('');
  await expect(outcomes).toContainText(trackingCode);
  await expect(bought.getByRole('button', { name: `Label (ZPL) of #${order.number}` })).toBeVisible();
  const download = page.waitForEvent('download');
  await bought.getByRole('button', { name: `Label (PDF) of #${order.number}` }).click();
  expect((await download).suggestedFilename()).toBe(`label-${order.number}.pdf`);
  const problems = await axeViolations(page, 'packing list with labels', TARGET_SIZE);

  // The order page keeps the label: carrier, tracking number and files, and no second purchase is offered.
  await openInApp(page, `/admin/orders/${order.id}`);
  const orderLabel = page.getByTestId('shipping-label');
  await expect(orderLabel.getByTestId('label-tracking')).toHaveText(trackingCode);
  await expect(orderLabel).toContainText('Cost $');
  await expect(page.getByRole('button', { name: /^Buy label/ })).toHaveCount(0);
  await page.setViewportSize({ width: 390, height: 900 });
  problems.push(...(await axeViolations(page, 'order page with its label at 390 px', TARGET_SIZE)));
  expect(problems).toEqual([]);

  await logInOnAccountPage(page, customer);
  await page.getByRole('link', { name: 'My orders' }).click();
  await page.getByRole('link', { name: new RegExp(order.number) }).click();
  const shipments = page.getByTestId('order-shipments');
  await expect(shipments).toContainText(trackingCode);
  // The sandbox posts a signed tracker.updated a second apart; the page reads the parcel again by itself (every minute,
  // and whenever it comes back into view: the journey says it came back rather than wait a minute), without a reload.
  await expect(async () => {
    await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
    await expect(page.getByTestId('parcel-status-text')).toHaveText('Delivered', { timeout: 1000 });
  }).toPass({ timeout: 15_000 });
  await expect(page.getByRole('link', { name: new RegExp(`Track parcel ${trackingCode}`) })).toBeVisible();
});

test('a parcel the carrier holds for pickup: the customer’s order page says it waits at the carrier, with no expected day', async ({
  page,
  request,
  shop,
}, testInfo) => {
  const suffix = `${testInfo.project.name}-${testInfo.retry}-${Date.now()}`;
  const customer = `labels-pickup-${suffix}@example.com`;
  const order = await customerOrder(request, customer);
  const packer = await staffMember(request, suffix, 'packer');
  const label = await request.post(`/api/admin/orders/${order.id}/label`, { headers: await staffHeaders(request, packer), data: {} });
  expect(label.status()).toBe(200);
  const { tracking_code: trackingCode } = ((await label.json()) as { result: { tracking_code: string } }).result;
  const shipment = readShopDatabase<{ tracker_id: string }>('select tracker_id from order_shipments where order_id = ?', order.id);
  // The sandbox's loopback console (the shop's port + 3) stops the parcel at the carrier's counter.
  const held = await request.post(`http://127.0.0.1:${shop.port + 3}/sandbox/easypost/trackers/${shipment?.tracker_id}/pickup`);
  expect(held.status()).toBe(200);

  await logInOnAccountPage(page, customer);
  await page.getByRole('link', { name: 'My orders' }).click();
  await page.getByRole('link', { name: new RegExp(order.number) }).click();
  await expect(page.getByTestId('order-shipments')).toContainText(trackingCode);
  await expect(async () => {
    await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
    await expect(page.getByTestId('parcel-status-text')).toHaveText('Waiting for you at the carrier', { timeout: 1000 });
  }).toPass({ timeout: 15_000 });
  await expect(page.getByTestId('parcel-status')).not.toContainText('Expected');
});
