import { expect, test, type APIRequestContext } from './support/shop';
import { logInOnAccountPage } from './support/customer';
import { cardPayment, CORN_SKU, customerOrder } from './support/customer-order';
import { staffMember, staffHeaders } from './support/staff';

/**
 * Back office through its API (the /admin screens are not built yet), seen in the shop: a manager's
 * price change shows on the product page within the catalog refresh, and a line an owner refunds to
 * store credit shows in the customer's account.
 */
const SAUCE = { sku: 'SAUCE-REMOULADE-12OZ', path: '/p/SAUCE-REMOULADE-12OZ/house-remoulade' };

async function owner(request: APIRequestContext, suffix: string) {
  return staffHeaders(request, await staffMember(request, suffix, 'owner'));
}

/** A customer's order of two corn, paid by card. */
async function paidOrder(request: APIRequestContext, email: string, baseURL: string) {
  const order = await customerOrder(request, email, {
    cornQty: 2,
    pay: (cartId, headers) => cardPayment(request, cartId, headers, baseURL),
  });
  return order.id;
}

test('a manager changes a price and the product page shows it within the refresh interval', async ({ page, request }, testInfo) => {
  const suffix = `price-${testInfo.project.name}-${testInfo.retry}-${Date.now()}`;
  const headers = await owner(request, suffix);
  const before = (
    (await (await request.get(`/api/admin/products/${SAUCE.sku}`, { headers })).json()) as { result: { price_cents: number } }
  ).result.price_cents;
  const changed = before + 100;
  try {
    expect((await request.patch(`/api/admin/products/${SAUCE.sku}`, { headers, data: { price_cents: changed } })).status()).toBe(200);
    const shown = `$${(changed / 100).toFixed(2)}`;
    await expect
      .poll(
        async () => {
          await page.goto(SAUCE.path);
          return page.getByRole('main').getByText(shown).count();
        },
        { timeout: 15_000 },
      )
      .toBeGreaterThan(0);
  } finally {
    await request.patch(`/api/admin/products/${SAUCE.sku}`, { headers, data: { price_cents: before } });
  }
});

test('an owner refunds a line to store credit and the customer sees it in their account', async ({ page, request, baseURL }, testInfo) => {
  const suffix = `refund-${testInfo.project.name}-${testInfo.retry}-${Date.now()}`;
  const email = `refund-${suffix}@example.com`;
  const orderId = await paidOrder(request, email, baseURL ?? '');
  const headers = await owner(request, suffix);
  const order = (
    (await (await request.get(`/api/admin/orders/${orderId}`, { headers })).json()) as {
      result: { items: Array<{ id: number; sku: string; price_incl_tax_cents?: number }> };
    }
  ).result;
  const line = order.items.find((item) => item.sku === CORN_SKU);
  const refunded = await request.post(`/api/admin/orders/${orderId}/refund`, {
    headers,
    data: { lines: [{ orderItemId: line?.id, qty: 1 }], to: 'store_credit', reason: 'One cob was bruised' },
  });
  expect(refunded.status()).toBe(200);

  await logInOnAccountPage(page, email);
  await page.getByRole('link', { name: 'Customer credits' }).click();
  await expect(page.getByTestId('store-credit-balance')).not.toHaveText('$0.00');
  await expect(page.getByRole('table', { name: 'Store credit history' })).toContainText('Refund or return of order');
});
