import { expect, test, type APIRequestContext, type Browser, type Page } from './support/shop';
import { addOneToCart, ANN_ARUNDEL, ENGLISH_LABELS, fillAddressFields, GERMAN_LABELS, payOnDelivery } from './support/checkout';
import { ORDER_ADDRESS } from './support/customer-order';
import { mailsMentioning } from './support/mail';
import { signInAsStaff, staffMember } from './support/staff';

/**
 * Delivery capacity and shipping holds, from the back office (desktop) to the shopper's checkout: staff fill a
 * date to what is booked and the checkout refuses it and moves to another date; staff pause a date for Maryland
 * with a reason, the shopper sees it paused, and staff move an order already placed for it to another date,
 * which the customer is mailed. Capacity belongs to the place that fills the boxes, so a date staff fill for the
 * shop is full in its German view too: this file's shop runs with STORE_VIEWS=de,it (its own workers).
 */
test.use({ shopEnv: { STORE_VIEWS: 'de,it' } });
const CORN = 'SIDE-CORN-6';
const CORN_PAGE = '/p/SIDE-CORN-6/sweet-corn-on-the-cob';

const dayText = (date: string) =>
  new Intl.DateTimeFormat('en-US', { weekday: 'long', month: 'long', day: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  );

/** The delivery dates the shop offers now. */
async function offeredDates(request: APIRequestContext): Promise<string[]> {
  const cartId = ((await (await request.post('/api/cart/create')).json()) as { result: string }).result;
  await request.post(`/api/cart/update?cartId=${cartId}`, { data: { cartItem: { sku: CORN, qty: 1 } } });
  const methods = (await (
    await request.post(`/api/cart/shipping-methods?cartId=${cartId}`, { data: { address: { country_id: 'US' } } })
  ).json()) as {
    result: Array<{ method_code: string; extension_attributes: { delivery_dates: Array<{ date: string }> } }>;
  };
  return methods.result.find((method) => method.method_code === 'overnight')!.extension_attributes.delivery_dates.map((day) => day.date);
}

/** A guest's cash-on-delivery order of corn to Baltimore for the date, placed through the API; answers its number. */
async function orderFor(request: APIRequestContext, email: string, date: string): Promise<string> {
  const cartId = ((await (await request.post('/api/cart/create')).json()) as { result: string }).result;
  await request.post(`/api/cart/update?cartId=${cartId}`, { data: { cartItem: { sku: CORN, qty: 1 } } });
  const placed = await request.post('/api/order', {
    data: {
      cart_id: cartId,
      products: [{ sku: CORN, qty: 1 }],
      addressInformation: {
        billingAddress: { ...ORDER_ADDRESS, email },
        shippingAddress: { ...ORDER_ADDRESS, email, extension_attributes: { delivery_date: date } },
        shipping_method_code: 'overnight',
        shipping_carrier_code: 'shoreline',
        payment_method_code: 'cashondelivery',
      },
    },
  });
  expect(placed.status()).toBe(200);
  return ((await placed.json()) as { result: { orderNumber: string } }).result.orderNumber;
}

const CHECKOUT_IN = {
  en: { prefix: '', heading: 'Checkout', email: 'E-mail', labels: ENGLISH_LABELS, dates: 'Delivery date' },
  de: { prefix: '/de', heading: 'Kasse', email: 'E-Mail', labels: GERMAN_LABELS, dates: 'Liefertermin' },
} as const;

/** Puts corn in the cart of the English (or German) view and fills its checkout up to the delivery date (Maryland). */
async function checkoutWithCorn(page: Page, email: string, language: keyof typeof CHECKOUT_IN = 'en') {
  const view = CHECKOUT_IN[language];
  await addOneToCart(page, `${view.prefix}${CORN_PAGE}`, language);
  await page.goto(`${view.prefix}/checkout`);
  await expect(page.getByRole('heading', { level: 1, name: view.heading })).toBeVisible();
  await page.getByLabel(view.email).fill(email);
  await fillAddressFields(page, ANN_ARUNDEL, view.labels);
  const dates = page.getByRole('group', { name: view.dates });
  await expect(dates.getByRole('radio').first()).toBeVisible();
  return dates;
}

/** A manager signed in on a page of their own, at the back office's delivery calendar. */
async function managerAtDeliveryCalendar(browser: Browser, request: APIRequestContext, name: string): Promise<Page> {
  const staff = await browser.newPage();
  await signInAsStaff(staff, await staffMember(request, name, 'manager'));
  await staff.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Delivery' }).click();
  await expect(staff.getByRole('heading', { level: 1, name: 'Delivery calendar' })).toBeVisible();
  return staff;
}

test('staff fill a date to what is booked; the checkout refuses it, shows it full and takes another date', async ({
  page,
  browser,
  request,
}, testInfo) => {
  const suffix = `${testInfo.retry}-${Date.now()}`;
  const date = (await offeredDates(request))[1];
  await orderFor(request, `booked-${suffix}@example.com`, date);

  // The shopper chooses the date while it is still open.
  const dates = await checkoutWithCorn(page, `full-${suffix}@example.com`);
  const wanted = dates.locator(`input[value="${date}"]`);
  await wanted.check();
  await payOnDelivery(page);
  await page.getByLabel(/I accept the/).check();
  await page.waitForLoadState('networkidle');

  // Meanwhile a manager sets the day's capacity to the one order already booked.
  const staff = await managerAtDeliveryCalendar(browser, request, `cap-${suffix}`);
  const row = staff.getByTestId('delivery-day').filter({ hasText: dayText(date) });
  // The worker's shop is shared with the journeys before this one, which may have booked the same day too.
  const booked = Number(await row.getByRole('cell').first().textContent());
  expect(booked).toBeGreaterThanOrEqual(1);
  await row.getByRole('link', { name: `${dayText(date)}: change capacity` }).click();
  await expect(staff.getByTestId('day-booked')).toHaveText(String(booked));
  await staff.getByLabel('Orders this day').fill(String(booked));
  await staff.getByRole('button', { name: 'Save capacity' }).click();
  await expect(staff.getByRole('status').filter({ hasText: 'Saved.' })).toContainText(
    `takes ${booked} orders on ${dayText(date)} (${booked} booked)`,
  );
  await expect(staff.getByTestId('day-status')).toHaveText('Full');
  await staff.close();

  // The order is refused with the reason; the date now shows as full and the next one is only offered, never taken.
  await page.getByRole('button', { name: 'Place the order' }).click();
  const summary = page.getByTestId('error-summary');
  await expect(summary).toContainText(`Deliveries on ${dayText(date)} are fully booked. Please choose another date.`);
  await expect(wanted).toBeDisabled();
  await expect(dates.locator('label').filter({ has: page.locator(`input[value="${date}"]`) })).toContainText('Full');
  await expect(dates.getByRole('status')).toContainText(`${dayText(date)} can no longer be chosen. The next date we can deliver is`);
  await expect(dates.locator('input:checked')).toHaveCount(0);

  // Sent again without a word, it is refused with the date offered and the total on it (which may cost more).
  await page.waitForLoadState('networkidle');
  const total = (await page.getByTestId('cart-totals').locator('[data-segment="grand_total"] dd').textContent())?.trim() ?? '';
  await page.getByRole('button', { name: 'Place the order' }).click();
  await expect(summary).toContainText(`${dayText(date)} can no longer be chosen. The next delivery date is`);
  await expect(summary).toContainText(`, and your total becomes ${total}. Confirm the new date or choose another one.`);
  await expect(summary).toBeFocused();
  await expect(page.getByTestId('thank-you')).toHaveCount(0);

  // The shopper confirms the date offered, and the order goes through on it.
  const confirm = dates.getByRole('button', { name: /^Deliver on / });
  await confirm.click();
  const chosen = dates.locator('input:checked');
  await expect(chosen).toBeEnabled();
  expect(await chosen.getAttribute('value')).not.toBe(date);
  await expect(dates.getByRole('status')).toHaveText('');
  await page.waitForLoadState('networkidle');
  await page.getByRole('button', { name: 'Place the order' }).click();
  await expect(page.getByTestId('thank-you')).toBeVisible({ timeout: 15_000 });
});

test('staff pause a date for Maryland; the shopper sees it paused, and the order already placed is moved and mailed', async ({
  page,
  browser,
  request,
}, testInfo) => {
  const suffix = `${testInfo.retry}-${Date.now()}`;
  const offered = await offeredDates(request);
  const date = offered[3];
  const customer = `rescheduled-${suffix}@example.com`;
  const orderNumber = await orderFor(request, customer, date);
  const reason = `Hurricane ${suffix}`;

  const staff = await managerAtDeliveryCalendar(browser, request, `hold-${suffix}`);
  await staff.getByRole('link', { name: 'Shipping holds' }).click();
  await expect(staff.getByRole('heading', { level: 1, name: 'Shipping holds' })).toBeVisible();
  await staff.getByLabel('First day').fill(date);
  await staff.getByLabel('States').fill('MD, DE');
  await staff.getByLabel('Reason').fill(reason);
  await staff.getByRole('button', { name: 'Pause deliveries' }).click();
  await expect(staff.getByRole('heading', { level: 1, name: `Hold: ${date}` })).toBeVisible();
  await expect(staff.getByTestId('reschedule-announcement')).toContainText('Hold created');

  // The shopper's date picker shows the date paused with the reason.
  const dates = await checkoutWithCorn(page, `paused-${suffix}@example.com`);
  const held = dates.locator(`input[value="${date}"]`);
  await expect(held).toBeDisabled();
  await expect(dates.locator('label').filter({ has: page.locator(`input[value="${date}"]`) })).toContainText(`Paused: ${reason}`);

  // Orders to reschedule: the order placed before the hold moves to another date.
  const row = staff.getByTestId('reschedule-row').filter({ hasText: orderNumber });
  await expect(row).toContainText('MD');
  const select = row.getByLabel(`New delivery date for order ${orderNumber}`);
  await expect(select.locator('option')).not.toHaveCount(1);
  const target = offered[4];
  await select.selectOption(target);
  await row.getByRole('button', { name: 'Move' }).click();
  await expect(staff.getByTestId('reschedule-announcement')).toHaveText(
    `Order ${orderNumber} moved to ${dayText(target)}. The customer was mailed the new date.`,
  );
  await expect(staff.getByTestId('reschedule-row')).toHaveCount(0);
  await staff.close();

  const mail = () => mailsMentioning(`"to": "${customer}"`).find((stored) => stored.includes('now arrives on'));
  await expect.poll(mail, { timeout: 10_000 }).toBeTruthy();
  expect(mail()).toContain(`New delivery date: ${dayText(target)} (${target})`);
  expect(mail()).toContain(`Why: ${reason}`);
});

const SHOP_PLACE = 'Shoreline (English, Deutsch, Italiano)';

test('staff set a date to 0 for the shop in the back office; the German checkout at /de shows it full in German and cannot order it', async ({
  page,
  browser,
  request,
}, testInfo) => {
  const suffix = `${testInfo.retry}-${Date.now()}`;
  const date = (await offeredDates(request))[2];

  // The German shopper chooses the date while it is still open.
  const dates = await checkoutWithCorn(page, `de-full-${suffix}@example.com`, 'de');
  const wanted = dates.locator(`input[value="${date}"]`);
  await wanted.check();
  await page.getByRole('radio', { name: 'Nachnahme' }).check();
  await page.getByLabel(/Ich akzeptiere die/).check();
  await page.waitForLoadState('networkidle');

  // Meanwhile a manager picks the shop's place (one entry for its three views) and takes no orders on the date.
  const staff = await managerAtDeliveryCalendar(browser, request, `place-${suffix}`);
  await expect(staff.getByLabel('Place').locator('option')).toHaveText([SHOP_PLACE, 'Shoreline Crab House']);
  await staff.getByRole('link', { name: `${dayText(date)}: change capacity` }).click();
  await expect(staff.getByRole('heading', { level: 1 })).toHaveText(`${dayText(date)}, ${SHOP_PLACE}`);
  await staff.getByLabel('Orders this day').fill('0');
  await staff.getByRole('button', { name: 'Save capacity' }).click();
  await expect(staff.getByRole('status').filter({ hasText: 'Saved.' })).toContainText(`${SHOP_PLACE} takes 0 orders on ${dayText(date)}`);
  await expect(staff.getByTestId('day-status')).toHaveText('Full');
  await staff.close();

  // The German order is refused in German, and the date shows as full ("Ausgebucht") and cannot be chosen.
  await page.getByRole('button', { name: 'Zahlungspflichtig bestellen' }).click();
  await expect(page.getByTestId('error-summary')).toContainText(
    /Die Lieferungen am .+ sind ausgebucht\. Bitte wählen Sie ein anderes Datum\./,
  );
  await expect(wanted).toBeDisabled();
  const label = dates.locator('label').filter({ has: page.locator(`input[value="${date}"]`) });
  await expect(label).toContainText('Ausgebucht');
  // The next date is only offered: nothing is chosen for the shopper.
  await expect(dates.locator('input:checked')).toHaveCount(0);
});
