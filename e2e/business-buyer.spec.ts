import { expect, test, type Page } from './support/shop';
import { mailsMentioning } from './support/mail';
import { fillShipping, payOnDelivery } from './support/checkout';
import { signInAsStaff, staffMember } from './support/staff';

const CRAB_CAKES = '/p/CRAB-CAKE-JUMBO-2/signature-jumbo-lump-crab-cakes';
const SHOP_INBOX = 'hello@shoreline.example';

/** Console errors and uncaught exceptions (a hydration mismatch would be one). */
function watchErrors(page: Page): string[] {
  const all: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') all.push(message.text());
  });
  page.on('pageerror', (error) => all.push(error.message));
  return all;
}

async function addCrabCakes(page: Page) {
  await page.goto(CRAB_CAKES);
  await page.waitForLoadState('networkidle');
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: /^Cart/ })).toHaveAttribute('aria-label', 'Cart, items: 1');
}

type StoredMail = { to: string; subject: string; text: string };
const mailsAbout = (orderNumber: string) => mailsMentioning(orderNumber).map((stored) => JSON.parse(stored) as StoredMail);

test.describe('a business buyer', () => {
  test(
    'checks out with a company, a tax id and a billing address in Germany; the thank-you page, the e-mails and the back office show them',
    { tag: '@any-width' },
    async ({ page, browser, request, baseURL }) => {
      const problems = watchErrors(page);
      await addCrabCakes(page);
      await page.goto('/checkout');
      const email = 'greta.buyer@example.com';
      await fillShipping(page, email);
      // Deliveries stay in the USA: the shipping address's country has that one choice.
      const shipping = page.getByRole('region', { name: 'Shipping address' });
      await expect(shipping.getByLabel('Country')).toHaveValue('US');
      await expect(shipping.getByLabel('Country').getByRole('option')).toHaveText(['United States']);
      await shipping.getByLabel('Company (optional)').fill('Krabben Import GmbH (US office)');

      await page.getByLabel('My billing address is the shipping address').uncheck();
      const billing = page.getByRole('group', { name: 'Billing address' });
      await billing.getByLabel('First name').fill('Greta');
      await billing.getByLabel('Last name').fill('Krabbe');
      await billing.getByLabel('Company (optional)').fill('Krabben Import GmbH');
      // Any country bills: the list comes with the billing fields.
      await billing.getByLabel('Country').selectOption({ label: 'Germany' });
      await expect(billing.getByLabel('State', { exact: true })).toHaveCount(0);
      await billing.getByLabel('Street address').fill('Hafenstraße 12');
      await billing.getByLabel('City').fill('Hamburg');
      await billing.getByLabel('Postal code').fill('20457');
      await billing.getByLabel(/^Phone/).fill('+49 40 123456');
      // A tax id of two characters breaks the spec's rule ("at least 3"); the field says so on submit.
      await billing.getByLabel('Tax ID / VAT ID (optional)').fill('DE');

      await page.getByRole('group', { name: 'Delivery date' }).getByRole('radio', { disabled: false }).first().check();
      await payOnDelivery(page);
      await page.getByLabel(/I accept the/).check();
      await page.getByRole('button', { name: 'Place the order' }).click();
      await expect(page.getByTestId('error-summary')).toContainText('Phone number, Tax ID and Zip-code must have at least 3 letters');
      await billing.getByLabel('Tax ID / VAT ID (optional)').fill('DE123456789');
      await page.waitForLoadState('networkidle');
      await page.getByRole('button', { name: 'Place the order' }).click();

      // The thank-you page.
      await expect(page.getByTestId('thank-you')).toBeVisible({ timeout: 15_000 });
      const orderNumber = (await page.getByTestId('order-number').textContent())?.trim() ?? '';
      const billed = page.getByTestId('thank-you-billing');
      await expect(billed).toContainText('Krabben Import GmbH');
      await expect(billed).toContainText('Germany');
      await expect(billed).toContainText('Tax ID: DE123456789');
      await expect(page.getByTestId('thank-you-delivery')).toContainText('Krabben Import GmbH (US office)');
      const orderId = new URL(page.url()).searchParams.get('order');

      // The buyer's confirmation (an address typed at checkout: the country billed and the tax id, no company),
      // and the shop's "New order" e-mail with all three.
      await expect.poll(() => mailsAbout(orderNumber).length, { timeout: 10_000 }).toBeGreaterThanOrEqual(2);
      const confirmation = mailsAbout(orderNumber).find((mail) => mail.to === email);
      // Everyone reads the addresses as typed for the order: a typo is caught before the box leaves.
      expect(confirmation?.text).toContain(
        'Billing address:\nGreta Krabbe\nKrabben Import GmbH\nHafenstraße 12\nHamburg, 20457\nGermany\n+49 40 123456\nTax ID: DE123456789',
      );
      const notice = mailsAbout(orderNumber).find((mail) => mail.to === SHOP_INBOX);
      expect(notice?.text).toContain('Company: Krabben Import GmbH\nTax ID: DE123456789\nBilling country: Germany (DE)');

      // The back office's order, at a desk.
      const packer = await staffMember(request, 'business', 'packer');
      const desk = await browser.newContext({ baseURL, viewport: { width: 1280, height: 900 } });
      const office = await desk.newPage();
      await signInAsStaff(office, packer);
      await office.goto(`/admin/orders/${orderId}`);
      const billTo = office.getByTestId('admin-bill-to');
      await expect(billTo).toContainText('Company: Krabben Import GmbH');
      await expect(billTo).toContainText('Germany (DE)');
      await expect(billTo).toContainText('Tax ID: DE123456789');
      await desk.close();
      expect(problems).toEqual([]);
    },
  );
});

test.describe('the cookies bar', () => {
  test(
    'shows on the first visit as a labelled region reached by keyboard, goes once accepted, and stays gone after a reload',
    { tag: '@any-width' },
    async ({ page, request }) => {
      const problems = watchErrors(page);
      await page.goto('/');
      const bar = page.getByRole('region', { name: 'Cookies' });
      await expect(bar).toBeVisible();
      // After the skip link (always the keyboard's first stop), before the page's own links.
      await page.keyboard.press('Tab');
      await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeFocused();
      await page.keyboard.press('Tab');
      await expect(bar.getByRole('link', { name: 'Privacy policy' })).toBeFocused();
      await page.keyboard.press('Tab');
      const accept = bar.getByRole('button', { name: 'Accept cookies' });
      await expect(accept).toBeFocused();
      const box = await accept.boundingBox();
      expect(box?.height).toBeGreaterThanOrEqual(24);
      expect(box?.width).toBeGreaterThanOrEqual(24);
      // Hydration went past it: the app still works (the search opens without a reload).
      await page.waitForLoadState('networkidle');
      expect(problems).toEqual([]);

      await page.goto('/c/crabs');
      await expect(bar).toBeVisible();
      await bar.getByRole('button', { name: 'Accept cookies' }).click();
      await expect(page).toHaveURL(/\/c\/crabs$/);
      await expect(bar).toHaveCount(0);
      expect((await page.context().cookies()).find((cookie) => cookie.name === 'shoreline_cookies')?.value).toBe('accepted');
      await page.reload();
      await expect(page.getByRole('heading', { level: 1, name: 'Crabs' })).toBeVisible();
      await expect(bar).toHaveCount(0);
      await page.goto('/');
      await expect(bar).toHaveCount(0);

      // The host's page cache keeps a copy per answer: another visitor still gets the bar on the same pages.
      for (const path of ['/', '/c/crabs']) {
        const html = await (await request.get(path)).text();
        expect(html).toContain('id="cookie-bar"');
      }
    },
  );

  test(
    'works without JavaScript and never covers the checkout’s buttons on a phone',
    { tag: '@any-width' },
    async ({ browser, baseURL }) => {
      const context = await browser.newContext({ baseURL, javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
      const page = await context.newPage();
      await page.goto('/checkout');
      const bar = page.getByRole('region', { name: 'Cookies' });
      await expect(bar).toBeVisible();
      // Small, at the foot of the window, leaving the first screen to the page.
      expect(await bar.evaluate((element) => getComputedStyle(element).position)).toBe('fixed');
      const box = (await bar.boundingBox())!;
      expect(box.y + box.height).toBe(844);
      expect(box.height).toBeLessThanOrEqual(100);
      // At the end of the page the body keeps room for it: nothing of the page is under it.
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      const frameEnd = await page.evaluate(() =>
        Math.max(
          ...[...document.body.children].filter((child) => child.id !== 'cookie-bar').map((child) => child.getBoundingClientRect().bottom),
        ),
      );
      expect(frameEnd).toBeLessThanOrEqual((await bar.boundingBox())!.y);
      await bar.getByRole('button', { name: 'Accept cookies' }).click();
      await expect(page).toHaveURL(/\/checkout$/);
      await expect(bar).toHaveCount(0);
      await context.close();
    },
  );
});
