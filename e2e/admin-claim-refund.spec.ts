import sharp from 'sharp';
import { expect, test } from './support/shop';
import { CORN_SKU, cardPayment, customerOrder } from './support/customer-order';
import { customerToken } from './support/customer';
import { mailsMentioning } from './support/mail';
import { deliverOrder, signInAsStaff, staffHeaders, staffMember } from './support/staff';

/**
 * A claim approved to a refund its card gateway does not answer in time: the refund is recorded and waits for the
 * gateway (503), so the claim is approved all the same. The claim's page reads it again and shows it approved, with
 * the server's words, not an open claim that invites a second refund. The card gateway's calls time out after 1.5 s
 * here, and the refund sweep waits an hour, so the refund stays waiting through the test.
 */
test.use({ shopEnv: { NMI_TIMEOUT_MS: '1500', REFUND_RESEND_SWEEP_MS: '3600000' } });

test('a claim whose refund waits for the gateway shows approved with the server’s message', async ({
  page,
  request,
  baseURL,
  shop,
}, testInfo) => {
  const suffix = `${testInfo.project.name}-${testInfo.retry}-${Date.now()}`;
  const email = `claim-waiting-${suffix}@example.com`;
  const order = await customerOrder(request, email, { pay: (cartId, headers) => cardPayment(request, cartId, headers, baseURL ?? '') });
  const manager = await staffMember(request, suffix, 'manager');
  const headers = await staffHeaders(request, manager);
  await deliverOrder(request, headers, order.id);

  // The customer files the claim through the API, as the order page does.
  const customer = { authorization: `Bearer ${await customerToken(request, email)}` };
  const photo = await sharp({ create: { width: 40, height: 30, channels: 3, background: { r: 90, g: 140, b: 60 } } })
    .jpeg()
    .toBuffer();
  const uploaded = await request.post('/api/user/claim-photos', { headers: { ...customer, 'content-type': 'image/jpeg' }, data: photo });
  const photoPath = ((await uploaded.json()) as { result: { photo: string } }).result.photo;
  const lines = (
    (await (await request.get(`/api/user/orders/${order.id}/claims`, { headers: customer })).json()) as {
      result: { lines: Array<{ item_id: number; sku: string }> };
    }
  ).result.lines;
  const corn = lines.find((line) => line.sku === CORN_SKU);
  const filed = await request.post(`/api/user/orders/${order.id}/claims`, {
    headers: customer,
    data: { reason: 'arrived_warm', description: 'The corn was warm.', lines: [{ item_id: corn?.item_id, qty: 1 }], photo: photoPath },
  });
  expect(filed.status()).toBe(200);
  const claimId = ((await filed.json()) as { result: { id: number } }).result.id;

  await signInAsStaff(page, manager);
  await page.goto(`/admin/claims/${claimId}`);
  await expect(page.getByTestId('admin-claim-status')).toHaveText('open');
  await page.getByRole('button', { name: 'Approve…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Approve claim' });
  await dialog.getByLabel('Make good as').selectOption('refund');
  // The card gateway answers the next call (the refund) after the shop stopped waiting for it.
  const delayed = await request.post(`http://127.0.0.1:${shop.port + 1}/sandbox/nmi/delay`, { data: { ms: 5000 } });
  expect(delayed.status()).toBe(200);
  await dialog.getByRole('button', { name: 'Approve' }).click();

  await expect(page.getByRole('alert')).toContainText('The refund is recorded but its payment service has not confirmed it yet');
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('admin-claim-status')).toHaveText('approved');
  await expect(page.getByRole('button', { name: 'Approve…' })).toHaveCount(0);
  // The customer hears of it once the gateway confirms, not before.
  expect(mailsMentioning(`claim for order ${order.number} is approved`)).toEqual([]);
});
