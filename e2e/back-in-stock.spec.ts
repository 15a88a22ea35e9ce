import { expect, test } from './support/shop';
import { setShopStock } from './support/database';
import { mailLink } from './support/mail';

/**
 * Back-in-stock alerts: "Notify me" on a sold-out product (a plain form: it works with or without
 * JavaScript), one e-mail once stock returns, and the e-mailed link that stops an alert.
 */
const SOLD_OUT = '/p/CRAB-MEAT-COLOSSAL/colossal-lump-crab-meat-1-lb';
const SOLD_OUT_SKU = 'CRAB-MEAT-COLOSSAL';

const setStock = (qty: number) => setShopStock(SOLD_OUT_SKU, qty);

test.afterEach(() => setStock(0));

test('a shopper asks to be told, gets one e-mail when stock returns', async ({ page }, testInfo) => {
  const email = `waiting.${testInfo.project.name}.${testInfo.retry}@example.com`;
  await page.goto(SOLD_OUT);
  const form = page.locator('#notify-me');
  await expect(form.getByRole('heading', { name: 'Tell me when it is back' })).toBeVisible();

  await form.getByLabel('E-mail').fill('not an address');
  await form.getByRole('button', { name: 'Notify me' }).click();
  await expect(page.locator('#notify-me').getByRole('alert')).toHaveText('Please provide valid e-mail address.');
  await expect(page.locator('#notify-me').getByLabel('E-mail')).toHaveAttribute('aria-invalid', 'true');

  await page.locator('#notify-me').getByLabel('E-mail').fill(email);
  await page.locator('#notify-me').getByRole('button', { name: 'Notify me' }).click();
  await expect(page.locator('#notify-me').getByRole('status')).toHaveText(`Thank you! We will e-mail ${email} once it is back in stock.`);
  expect(mailLink(email, /(http\S+\/back-in-stock\/unsubscribe\?token=\S+)/)).toBeTruthy();

  setStock(12);
  await expect
    .poll(() => mailLink(email, /Order it now:\n(\S+)/), { timeout: 10_000 })
    .toMatch(/\/p\/CRAB-MEAT-COLOSSAL\/colossal-lump-crab-meat-1-lb$/);
});

test('the e-mailed link stops an alert after a click, so no e-mail follows', async ({ page }, testInfo) => {
  const email = `changed.mind.${testInfo.project.name}.${testInfo.retry}@example.com`;
  await page.goto(SOLD_OUT);
  await page.locator('#notify-me').getByLabel('E-mail').fill(email);
  await page.locator('#notify-me').getByRole('button', { name: 'Notify me' }).click();
  await expect(page.locator('#notify-me').getByRole('status')).toBeVisible();

  const link = mailLink(email, /(http\S+\/back-in-stock\/unsubscribe\?token=\S+)/) ?? '';
  await page.goto(new URL(link).pathname + new URL(link).search);
  await expect(page.getByRole('heading', { level: 1, name: 'Stop the back-in-stock alert' })).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  await page.getByRole('button', { name: 'Stop the alert' }).click();
  await expect(page.getByRole('status')).toContainText(`Done: ${email} will get no e-mail about this product.`);

  setStock(3);
  await page.waitForTimeout(1500);
  expect(mailLink(email, /(back in stock\. Stock is often short)/)).toBeNull();
});
