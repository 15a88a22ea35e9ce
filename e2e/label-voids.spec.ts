import { expect, test } from './support/shop';
import { customerOrder } from './support/customer-order';
import { readShopDatabase } from './support/database';
import { signInAsStaff, staffHeaders, staffMember } from './support/staff';

/**
 * Issue 37: a packer voids a label bought by mistake, from the packing list and from the order page (asked first);
 * the carrier refunds it, the order is packed again and gets a new label. Parcels stay where the label left them here.
 */
test.use({ shopEnv: { SHIPPING_SANDBOX_STEP_MS: '3600000' } });

test('a packer voids a bought label from the packing list and the order page, and buys a new one', async ({ page, request }, testInfo) => {
  const suffix = `${testInfo.project.name}-${testInfo.retry}-${Date.now()}`;
  const order = await customerOrder(request, `voids-${suffix}@example.com`);
  const packer = await staffMember(request, suffix, 'packer');
  const placed = await request.get(`/api/admin/orders/${order.id}`, { headers: await staffHeaders(request, packer) });
  const { delivery_date: date } = ((await placed.json()) as { result: { delivery_date: string } }).result;

  await signInAsStaff(page, packer);
  await page.goto(`/admin/packing-list?date=${date}`);
  await page.getByRole('button', { name: `Buy label for #${order.number}` }).click();
  const bought = page.getByRole('region', { name: /Labels bought/ }).getByTestId('shipping-label');
  await expect(bought).toBeVisible();
  await bought.getByRole('button', { name: `Void label of #${order.number}` }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Void the label?' });
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await dialog.getByRole('button', { name: 'Void label' }).click();
  await expect(page.getByRole('region', { name: /Labels bought/ })).toHaveCount(0);
  // Back on the list, packed, ready for a new label.
  await expect(page.getByRole('button', { name: `Buy label for #${order.number}` })).toBeVisible();
  expect(readShopDatabase<{ status: string }>('select status from orders where id = ?', order.id)?.status).toBe('packed');

  await page.goto(`/admin/orders/${order.id}`);
  await page.getByRole('button', { name: `Buy label for #${order.number}` }).click();
  const label = page.getByTestId('shipping-label');
  await expect(label).toBeVisible();
  await label.getByRole('button', { name: `Void label of #${order.number}` }).click();
  await page.getByRole('alertdialog', { name: 'Void the label?' }).getByRole('button', { name: 'Void label' }).click();
  await expect(page.getByTestId('order-shipment').filter({ hasText: 'label voided' })).toHaveCount(2);
  await expect(page.getByTestId('shipping-label')).toHaveCount(0);
  await page.getByRole('button', { name: `Buy label for #${order.number}` }).click();
  await expect(page.getByTestId('shipping-label')).toBeVisible();
  await expect(page.getByTestId('order-shipment')).toHaveCount(3);
});

test('a label whose shipment the carrier cancelled is voided from the order page, and a new one bought', async ({
  page,
  request,
  shop,
}, testInfo) => {
  const suffix = `${testInfo.project.name}-${testInfo.retry}-${Date.now()}`;
  const order = await customerOrder(request, `voids-cancelled-${suffix}@example.com`);
  const packer = await staffMember(request, suffix, 'packer');
  const bought = await request.post(`/api/admin/orders/${order.id}/label`, { headers: await staffHeaders(request, packer), data: {} });
  expect(bought.status()).toBe(200);
  const shipment = readShopDatabase<{ tracker_id: string }>('select tracker_id from order_shipments where order_id = ?', order.id);
  // The sandbox's loopback console (the shop's port + 3) has the carrier cancel the shipment; its webhook tells the shop.
  const cancelled = await request.post(`http://127.0.0.1:${shop.port + 3}/sandbox/easypost/trackers/${shipment?.tracker_id}/cancel`);
  expect(cancelled.status()).toBe(200);
  await expect
    .poll(() => readShopDatabase<{ status: string }>('select status from order_shipments where order_id = ?', order.id)?.status)
    .toBe('cancelled');

  await signInAsStaff(page, packer);
  await page.goto(`/admin/orders/${order.id}`);
  const label = page.getByTestId('shipping-label');
  await expect(label).toContainText('cancelled');
  await label.getByRole('button', { name: `Void label of #${order.number}` }).click();
  await page.getByRole('alertdialog', { name: 'Void the label?' }).getByRole('button', { name: 'Void label' }).click();
  await expect(page.getByTestId('order-shipment').filter({ hasText: 'label voided' })).toHaveCount(1);
  await expect(page.getByTestId('shipping-label')).toHaveCount(0);
  await page.getByRole('button', { name: `Buy label for #${order.number}` }).click();
  await expect(page.getByTestId('shipping-label')).toBeVisible();
  await expect(page.getByTestId('order-shipment')).toHaveCount(2);
});
