import { expect, test, type APIRequestContext } from '@playwright/test';
import { createOwner, staffToken } from './support/staff';

/**
 * Back office to shopper: the owner (created with `npm run admin:create`) adds a packer, the packer
 * packs and ships an order with a tracking number through the back-office API, and the customer sees
 * "Shipped" with the carrier and tracking number in their account. (The /admin screens are not built yet.)
 */
const CORN_SKU = 'SIDE-CORN-6';
const PASSWORD = 'crabcakes-4-all';
const address = {
  firstname: 'Pat',
  lastname: 'Parcel',
  street: ['1 Pier Rd'],
  city: 'Baltimore',
  postcode: '21201',
  country_id: 'US',
  region: 'Maryland',
  region_code: 'MD',
  region_id: 31,
  telephone: '4105550100',
};

async function customerOrder(request: APIRequestContext, email: string): Promise<{ id: number; number: string }> {
  expect(
    (
      await request.post('/api/user/create', { data: { customer: { email, firstname: 'Pat', lastname: 'Parcel' }, password: PASSWORD } })
    ).status(),
  ).toBe(200);
  const token = (
    (await (await request.post('/api/user/login', { data: { username: email, password: PASSWORD } })).json()) as { result: string }
  ).result;
  const headers = { authorization: `Bearer ${token}` };
  const cartId = ((await (await request.post('/api/cart/create', { headers })).json()) as { result: string }).result;
  await request.post(`/api/cart/update?cartId=${cartId}`, { headers, data: { cartItem: { sku: CORN_SKU, qty: 1 } } });
  const methods = (await (
    await request.post(`/api/cart/shipping-methods?cartId=${cartId}`, { headers, data: { address: { country_id: 'US' } } })
  ).json()) as {
    result: Array<{ carrier_code: string; method_code: string; extension_attributes: { delivery_dates: Array<{ date: string }> } }>;
  };
  const method = methods.result[0];
  const placed = await request.post('/api/order', {
    headers,
    data: {
      cart_id: cartId,
      products: [{ sku: CORN_SKU, qty: 1 }],
      addressInformation: {
        billingAddress: { ...address, email },
        shippingAddress: { ...address, email, extension_attributes: { delivery_date: method.extension_attributes.delivery_dates[0].date } },
        shipping_method_code: method.method_code,
        shipping_carrier_code: method.carrier_code,
        payment_method_code: 'cashondelivery',
      },
    },
  });
  expect(placed.status()).toBe(200);
  const result = ((await placed.json()) as { result: { backendOrderId: number; orderNumber: string } }).result;
  return { id: result.backendOrderId, number: result.orderNumber };
}

test('a packer ships an order and the customer sees it shipped with the tracking number', async ({ page, request }, testInfo) => {
  const suffix = `${testInfo.project.name}-${testInfo.retry}-${Date.now()}`;
  const customer = `parcel-${suffix}@example.com`;
  const order = await customerOrder(request, customer);

  const owner = { email: `owner-${suffix}@staff.example`, password: 'owner-password-1234' };
  createOwner(owner.email, owner.password);
  const ownerHeaders = { authorization: `Bearer ${await staffToken(request, owner.email, owner.password)}` };
  const packer = { email: `packer-${suffix}@staff.example`, password: 'packer-password-1234' };
  const created = await request.post('/api/admin/staff', {
    headers: ownerHeaders,
    data: { ...packer, name: 'Pia Packer', role: 'packer' },
  });
  expect(created.status()).toBe(200);
  const packerHeaders = { authorization: `Bearer ${await staffToken(request, packer.email, packer.password)}` };

  expect(
    (
      await request.post(`/api/admin/orders/${order.id}/refund`, { headers: packerHeaders, data: { to: 'original', reason: 'x' } })
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

  await page.goto('/my-account');
  const main = page.getByRole('main');
  await main.getByLabel('E-mail address').fill(customer);
  await main.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await main.getByRole('button', { name: 'Log in', exact: true }).click();
  await page.getByRole('link', { name: 'My orders' }).click();
  await expect(page.getByTestId('order-history')).toContainText('Shipped');
  await page.getByRole('link', { name: new RegExp(order.number) }).click();
  await expect(page.getByTestId('order-shipments')).toContainText('with UPS, tracking number 1Z999AA10123456784');
});
