import { expect, test, type APIRequestContext, type Page } from './support/shop';
import { logInOnAccountPage } from './support/customer';
import { cardPayment, CORN_SKU, customerOrder, placeCartOrder, receiptPath } from './support/customer-order';
import { APPROVED_CARD, typeCard } from './support/checkout';
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

/**
 * The money slice: a signed-in customer changes the date (one of another delivery price, when the calendar offers
 * one, is priced first) and the delivery address, always seeing the price before confirming.
 */
test('a signed-in customer changes the date and the address, the price shown before each change', async ({ page, request }, testInfo) => {
  const email = `change-money-${testInfo.project.name}-${testInfo.retry}-${Date.now()}@example.com`;
  const order = await customerOrder(request, email);
  await logInOnAccountPage(page, email);
  await page.goto(`/my-account/orders/${order.id}`);
  const changes = page.getByRole('region', { name: 'Change your order' });

  await changes.getByRole('button', { name: 'Change delivery date' }).click();
  const picker = changes.getByLabel('New delivery date');
  const otherPrice = picker.locator('option', { hasText: 'other delivery price' }).first();
  if (await otherPrice.count()) {
    await picker.selectOption((await otherPrice.getAttribute('value')) ?? '');
    await changes.getByRole('button', { name: /^Move delivery to / }).click();
    const review = changes.getByTestId('change-review');
    await expect(review.getByRole('heading', { name: 'Your order after the change' })).toBeFocused();
    await expect(review.getByTestId('change-difference')).toHaveText(/You pay \$[\d.]+ more|We refund \$[\d.]+|No change to the price/);
    await review.getByRole('button', { name: 'Confirm change' }).click();
    await expect(changes.getByRole('status')).toContainText('Done: your order is changed');
  } else {
    await changes.getByRole('button', { name: /^Move delivery to / }).click();
    await expect(changes.getByRole('status')).toContainText('Done: your order now arrives on');
  }

  await changes.getByRole('button', { name: 'Change address' }).click();
  const street = changes.getByLabel('Street and number');
  await expect(changes.getByLabel('First name')).toBeFocused();
  await street.fill('');
  await changes.getByRole('button', { name: 'See the new price' }).click();
  await expect(street).toBeFocused();
  await expect(street).toHaveAttribute('aria-invalid', 'true');
  await street.fill('700 Changed Street');
  await changes.getByLabel('City').fill('Changedtown');
  await changes.getByRole('button', { name: 'See the new price' }).click();
  const review = changes.getByTestId('change-review');
  await expect(review.getByTestId('change-difference')).toBeVisible();
  expect(await axeViolations(page, 'the price review', TARGET_SIZE)).toEqual([]);
  await review.getByRole('button', { name: 'Confirm change' }).click();
  await expect(changes.getByRole('status')).toContainText('Done: your order is changed');
  await expect(page.getByText('700 Changed Street')).toBeVisible();
  await expect.poll(() => mailsMentioning(email).filter((mail) => mail.includes('700 Changed Street')).length).toBeGreaterThan(0);
});

/**
 * A guest with the receipt link adds a product to an order paid by card: the review says how much more, the
 * confirmation leads to the pay page for that amount only, and once paid the receipt shows the new total, nothing due.
 */
/** A guest's card order of one corn, with Creamy Coleslaw added through its receipt link: the balance's amount and the new total. */
async function addColeslawAsGuest(page: Page, request: APIRequestContext, baseURL: string, email: string) {
  const cartId = ((await (await request.post('/api/cart/create')).json()) as { result: string }).result;
  await request.post(`/api/cart/update?cartId=${cartId}`, { data: { cartItem: { sku: CORN_SKU, qty: 1 } } });
  const payment = await cardPayment(request, cartId, {}, baseURL);
  const order = await placeCartOrder(request, {}, { cartId, email, products: [{ sku: CORN_SKU, qty: 1 }], payment });

  await page.goto(receiptPath(order.receipt));
  const changes = page.getByRole('region', { name: 'Change your order' });
  await changes.getByRole('button', { name: 'Change items' }).click();
  await expect(changes.getByRole('heading', { name: 'Change items' })).toBeFocused();
  await changes.getByLabel('Add a product: search by name').fill('Coleslaw');
  await changes.getByRole('button', { name: /^Add Creamy Coleslaw/ }).click();
  await expect(changes.getByLabel('Quantity of Creamy Coleslaw, 1 quart')).toHaveValue('1');
  await changes.getByRole('button', { name: 'See the new price' }).click();
  const review = changes.getByTestId('change-review');
  const difference = review.getByTestId('change-difference');
  await expect(difference).toHaveText(/^You pay \$[\d.]+ more$/);
  const amount = ((await difference.textContent()) ?? '').match(/\$[\d.]+/)?.[0] ?? '';
  const after = ((await review.getByText(/^Total: /).textContent()) ?? '').match(/\$[\d,.]+/g)?.[1] ?? '';
  await review.getByRole('button', { name: 'Confirm change' }).click();
  await expect(page).toHaveURL(/\/checkout\/pay\?/);
  await expect(page.getByTestId('balance-due')).toContainText(amount);
  return { amount, after };
}

/** Once paid, the receipt shows the added line and the new total, nothing due. */
async function expectPaidReceipt(page: Page, after: string) {
  const receipt = page.getByTestId('thank-you');
  await expect(receipt).toBeVisible({ timeout: 20_000 });
  await expect(receipt.getByText('Creamy Coleslaw, 1 quart').first()).toBeVisible();
  await expect(receipt.getByText(after).first()).toBeVisible();
  await expect(page.getByTestId('balance-due')).toHaveCount(0);
}

/**
 * A guest with the receipt link adds a product to an order paid by card: the review says how much more, the
 * confirmation leads to the pay page for that amount only, and once paid the receipt shows the new total, nothing due.
 */
test('a guest adds a line through the receipt link and pays the difference on the pay page', async ({
  page,
  request,
  baseURL,
}, testInfo) => {
  const email = `change-pay-${testInfo.project.name}-${testInfo.retry}-${Date.now()}@example.com`;
  const { amount, after } = await addColeslawAsGuest(page, request, baseURL ?? '', email);
  await typeCard(page, APPROVED_CARD);
  await page.getByRole('button', { name: `Pay ${amount}` }).click();
  await expectPaidReceipt(page, after);
});

/** The same balance, paid with PayPal: approved on PayPal's page, the shopper comes back to the receipt. */
test('a guest pays the difference of a change with PayPal', async ({ page, request, baseURL }, testInfo) => {
  const email = `change-paypal-${testInfo.project.name}-${testInfo.retry}-${Date.now()}@example.com`;
  const { after } = await addColeslawAsGuest(page, request, baseURL ?? '', email);
  await page.getByRole('radio', { name: 'PayPal' }).check();
  await expect(page.getByText('When you pay you go to PayPal to approve the payment, then come back here.')).toBeVisible();
  await page.getByRole('button', { name: /^(Pay|Continue)/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'PayPal sandbox — test mode' })).toBeVisible({ timeout: 15_000 });
  await page.getByRole('button', { name: 'Pay with sandbox account' }).click();
  await expectPaidReceipt(page, after);
});
