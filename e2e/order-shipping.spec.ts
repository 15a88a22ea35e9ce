import { expect, test } from './support/shop';
import { logInOnAccountPage } from './support/customer';
import { customerOrder } from './support/customer-order';
import { staffMember, staffHeaders } from './support/staff';

/**
 * Back office to shopper: the owner (created with `npm run admin:create`) adds a packer, the packer
 * packs and ships an order with a tracking number through the back-office API, and the customer sees
 * "Shipped" with the carrier and tracking number in their account. (The /admin screens are not built yet.)
 */
test('a packer ships an order and the customer sees it shipped with the tracking number', async ({ page, request }, testInfo) => {
  const suffix = `${testInfo.project.name}-${testInfo.retry}-${Date.now()}`;
  const customer = `parcel-${suffix}@example.com`;
  const order = await customerOrder(request, customer);

  const packerHeaders = await staffHeaders(request, await staffMember(request, suffix, 'packer'));

  expect(
    (
      await request.post(`/api/admin/orders/${order.id}/refund`, {
        headers: packerHeaders,
        data: { whole: true, to: 'original', reason: 'x' },
      })
    ).status(),
  ).toBe(403);
  expect(
    (await request.post(`/api/admin/orders/${order.id}/status`, { headers: packerHeaders, data: { status: 'packed' } })).status(),
  ).toBe(200);
  const shipped = await request.post(`/api/admin/orders/${order.id}/ship`, {
    headers: packerHeaders,
    data: { carrier: 'UPS', trackingNumber: '1Z999AA10123456784' },
  });
  expect(shipped.status()).toBe(200);

  await logInOnAccountPage(page, customer);
  await page.getByRole('link', { name: 'My orders' }).click();
  await expect(page.getByTestId('order-history')).toContainText('Shipped');
  await page.getByRole('link', { name: new RegExp(order.number) }).click();
  await expect(page.getByTestId('order-shipments')).toContainText('with UPS, tracking number 1Z999AA10123456784');
});
