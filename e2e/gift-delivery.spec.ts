import { expect, test } from './support/shop';
import { fillAddressFields, payOnDelivery, startGiftCheckout } from './support/checkout';
import { mailsMentioning } from './support/mail';
import { watchErrors } from './support/page-errors';
import { signInAsStaff, staffHeaders, staffMember } from './support/staff';

/**
 * Gift deliveries (issue 25): a shopper on a phone sends crab cakes to someone else, with a message and an e-mail
 * to the recipient when it ships; the thank-you page shows the gift; staff see the message on the packing slip
 * (no prices) and ship it; the recipient's e-mail has the message and no price.
 */
const CRAB_CAKES = '/p/CRAB-CAKE-JUMBO-2/signature-jumbo-lump-crab-cakes';
const MESSAGE = 'Happy birthday, Mom!\nSteam them with Old Bay.';

type StoredMail = { to: string; subject: string; text: string; html?: string };

test('a shopper sends a gift with a message and a notice; staff see it on the packing slip and ship it; the recipient is told', async ({
  page,
  browser,
  request,
  baseURL,
}, testInfo) => {
  const problems = watchErrors(page);
  const suffix = `${testInfo.project.name}-${testInfo.retry}-${Date.now()}`;
  const buyerEmail = `gift-buyer-${suffix}@example.com`;
  const recipientEmail = `martha-${suffix}@example.com`;

  const recipient = await startGiftCheckout(page, CRAB_CAKES, buyerEmail);
  await expect(recipient.getByTestId('gift-no-prices')).toHaveText("Prices never appear on the gift's packing slip.");
  const message = recipient.getByLabel('Gift message (optional)');
  await message.fill(MESSAGE);
  await expect(recipient.getByTestId('gift-message-count')).toHaveText(`Characters left: ${300 - MESSAGE.length}`);
  // Telling the recipient needs their e-mail: the form says so beside the field.
  await recipient.getByLabel('Tell the recipient by e-mail when it ships').check();

  // The delivery date is the recipient's arrival date.
  await page.getByRole('group', { name: 'Arrival date for the recipient' }).getByRole('radio', { disabled: false }).first().check();

  // The buyer's own address is the billing address.
  const billing = page.getByRole('group', { name: 'Billing address' });
  await fillAddressFields(billing);
  await payOnDelivery(page);
  await page.getByLabel(/I accept the/).check();
  await page.getByRole('button', { name: 'Place the order' }).click();
  await expect(page.getByTestId('error-summary')).toContainText("Please enter the recipient's e-mail, so we can tell them when it ships.");
  const emailField = recipient.getByLabel("Recipient's e-mail (optional)");
  await expect(emailField).toHaveAttribute('aria-invalid', 'true');
  await emailField.fill(recipientEmail);
  await page.waitForLoadState('networkidle');
  await page.getByRole('button', { name: 'Place the order' }).click();

  // The thank-you page: a gift for Martha, the day it arrives, the message, the notice.
  await expect(page.getByTestId('thank-you')).toBeVisible({ timeout: 15_000 });
  const orderNumber = (await page.getByTestId('order-number').textContent())?.trim() ?? '';
  const gift = page.getByTestId('order-gift');
  await expect(gift).toContainText(/For Martha Shore, arriving \w+day, \w+ \d+/);
  await expect(page.getByTestId('order-gift-message')).toHaveText(MESSAGE);
  await expect(gift).toContainText(`We will e-mail ${recipientEmail} when it ships.`);
  await expect(page.getByTestId('thank-you-delivery')).toContainText('12 Harbor Lane');
  const orderId = new URL(page.url()).searchParams.get('order');
  expect(orderId).toBeTruthy();

  // Staff: the packing slip has the message and not one price.
  const packer = await staffMember(request, suffix, 'packer');
  const headers = await staffHeaders(request, packer);
  const detail = (await (await request.get(`/api/admin/orders/${orderId}`, { headers })).json()) as {
    result: { delivery_date: string; gift: { message: string; notify_recipient: boolean } };
  };
  expect(detail.result.gift).toMatchObject({ message: MESSAGE, notify_recipient: true });
  const desk = await browser.newContext({ baseURL, viewport: { width: 1280, height: 900 } });
  const office = await desk.newPage();
  await signInAsStaff(office, packer);
  await office.goto(`/admin/packing-list?date=${detail.result.delivery_date}`);
  const slip = office.getByTestId('packing-order').filter({ hasText: `#${orderNumber}` });
  await expect(slip).toContainText('Gift from Ann for Martha Shore');
  await expect(slip.getByTestId('gift-message')).toHaveText(MESSAGE);
  await expect(slip).toContainText('12 Harbor Lane');
  await expect(slip).not.toContainText('$');
  // Printing the gift's order page shows no price either.
  await office.goto(`/admin/orders/${orderId}`);
  await expect(office.getByTestId('admin-order-totals')).toBeVisible();
  await office.emulateMedia({ media: 'print' });
  await expect(office.locator('main')).toContainText('Martha Shore', { useInnerText: true });
  await expect(office.locator('main')).not.toContainText('$', { useInnerText: true });
  await desk.close();

  // Staff pack and ship it.
  expect((await request.post(`/api/admin/orders/${orderId}/status`, { headers, data: { status: 'packed' } })).status()).toBe(200);
  const shipped = await request.post(`/api/admin/orders/${orderId}/ship`, {
    headers,
    data: { carrier: 'UPS', trackingNumber: '1Z999AA10123456784' },
  });
  expect(shipped.status()).toBe(200);

  // The recipient's e-mail: from Ann, the message, the tracking number, no price. The buyer still gets theirs.
  const toRecipient = () =>
    mailsMentioning(recipientEmail)
      .map((stored) => JSON.parse(stored) as StoredMail)
      .filter((m) => m.to === recipientEmail);
  await expect.poll(() => toRecipient().length, { timeout: 10_000 }).toBe(1);
  const mail = toRecipient()[0];
  expect(mail.subject).toMatch(/^Ann sent you a gift from /);
  expect(mail.text).toContain('Happy birthday, Mom!');
  expect(mail.text).toContain('Steam them with Old Bay.');
  expect(mail.text).toContain('Tracking number: 1Z999AA10123456784');
  expect(mail.text).not.toMatch(/\$|\d+\.\d{2}/);
  await expect
    .poll(() => mailsMentioning(orderNumber).some((stored) => (JSON.parse(stored) as StoredMail).subject.includes('has shipped')), {
      timeout: 10_000,
    })
    .toBe(true);
  expect(problems).toEqual([]);
});
