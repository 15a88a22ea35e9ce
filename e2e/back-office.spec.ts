import { expect, test, type APIRequestContext } from './support/shop';
import { logInOnAccountPage, customerToken, registerCustomer } from './support/customer';
import { createOwner, staffToken } from './support/staff';

/**
 * Back office through its API (the /admin screens are not built yet), seen in the shop: a manager's
 * price change shows on the product page within the catalog refresh, and a line an owner refunds to
 * store credit shows in the customer's account.
 */
const SAUCE = { sku: 'SAUCE-REMOULADE-12OZ', path: '/p/SAUCE-REMOULADE-12OZ/house-remoulade' };
const CORN = 'SIDE-CORN-6';

async function owner(request: APIRequestContext, suffix: string) {
  const credentials = { email: `owner-${suffix}@staff.example`, password: 'owner-password-1234' };
  createOwner(credentials.email, credentials.password);
  return { authorization: `Bearer ${await staffToken(request, credentials.email, credentials.password)}` };
}

/** A customer's order of one corn, paid by card at the payment sandbox (as the hosted fields would). */
async function paidOrder(request: APIRequestContext, email: string, baseURL: string) {
  await registerCustomer(request, { email, firstname: 'Ria', lastname: 'Fund' });
  const headers = { authorization: `Bearer ${await customerToken(request, email)}` };
  const cartId = ((await (await request.post('/api/cart/create', { headers })).json()) as { result: string }).result;
  await request.post(`/api/cart/update?cartId=${cartId}`, { headers, data: { cartItem: { sku: CORN, qty: 2 } } });
  const methods = (
    (await (await request.get(`/api/cart/payment-methods?cartId=${cartId}`, { headers })).json()) as {
      result: Array<{ code: string; extension_attributes?: { collect_js_url: string; tokenization_key: string } }>;
    }
  ).result;
  const card = methods.find((method) => method.code === 'rootways_nmi_option')?.extension_attributes;
  const sandbox = `http://127.0.0.1:${new URL(card?.collect_js_url ?? baseURL).port}`;
  const tokenized = await request.post(`${sandbox}/token/api/tokenize`, {
    data: { tokenization_key: card?.tokenization_key, ccnumber: '4111111111111111', ccexp: '12/39', cvv: '123' },
  });
  const paymentToken = ((await tokenized.json()) as { token: string }).token;
  const shipping = (await (
    await request.post(`/api/cart/shipping-methods?cartId=${cartId}`, { headers, data: { address: { country_id: 'US' } } })
  ).json()) as {
    result: Array<{ carrier_code: string; method_code: string; extension_attributes: { delivery_dates: Array<{ date: string }> } }>;
  };
  const method = shipping.result[0];
  const address = {
    firstname: 'Ria',
    lastname: 'Fund',
    street: ['1 Pier Rd'],
    city: 'Baltimore',
    postcode: '21201',
    country_id: 'US',
    region: 'Maryland',
    region_code: 'MD',
    telephone: '4105550100',
    email,
  };
  const placed = await request.post('/api/order', {
    headers,
    data: {
      cart_id: cartId,
      products: [{ sku: CORN, qty: 2 }],
      addressInformation: {
        billingAddress: address,
        shippingAddress: { ...address, extension_attributes: { delivery_date: method.extension_attributes.delivery_dates[0].date } },
        shipping_method_code: method.method_code,
        shipping_carrier_code: method.carrier_code,
        payment_method_code: 'rootways_nmi_option',
        payment_method_additional: { payment_token: paymentToken },
      },
    },
  });
  expect(placed.status()).toBe(200);
  return ((await placed.json()) as { result: { backendOrderId: number } }).result.backendOrderId;
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
  const line = order.items.find((item) => item.sku === CORN);
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
