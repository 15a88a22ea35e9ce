import { expect, test, type Page } from '@playwright/test';
import { mailLink } from './support/mail';

async function logIn(page: Page, email: string, password: string) {
  await page.goto('/my-account/newsletter');
  const main = page.getByRole('main');
  await main.getByLabel('E-mail address').fill(email);
  await main.getByLabel('Password', { exact: true }).fill(password);
  await main.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Newsletter' })).toBeVisible();
}

test('newsletter sign-up is double opt-in: subscribed only after the e-mailed link is confirmed', async ({ page, request }, testInfo) => {
  const email = `letters-${testInfo.project.name}-${Date.now()}@example.com`;
  const password = 'old-bay-on-everything';
  const created = await request.post('/api/user/create', { data: { customer: { email, firstname: 'Nell', lastname: 'Tide' }, password } });
  expect(created.status()).toBe(200);
  await logIn(page, email, password);

  await page.getByRole('button', { name: 'Subscribe' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Almost done' })).toBeVisible();
  await expect(page.getByText(`${email} is waiting for confirmation`)).toBeVisible();

  // Opening the link changes nothing (mail scanners open links); the button does.
  await expect.poll(() => mailLink(email, /https?:\/\/[^/\s]+(\/newsletter\/confirm\S*)/)).not.toBeNull();
  const confirm = mailLink(email, /https?:\/\/[^/\s]+(\/newsletter\/confirm\S*)/)!;
  const opened = await page.goto(confirm);
  expect(opened?.headers()['cache-control']).toContain('no-store');
  await expect(page.getByRole('heading', { level: 1, name: 'Confirm your newsletter subscription' })).toBeVisible();
  await page.getByRole('button', { name: 'Confirm my subscription' }).click();
  await expect(page.getByText(`Thank you! ${email} is now subscribed to our newsletter.`)).toBeVisible();

  await page.goto('/my-account/newsletter');
  await expect(page.getByText(`${email} is subscribed to the newsletter.`)).toBeVisible();

  // A forged or reused-for-another-purpose token is refused with a clear message.
  await page.goto('/newsletter/unsubscribe?token=forged');
  await page.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(page.getByText('This link is not valid or has expired.')).toBeVisible();
});
