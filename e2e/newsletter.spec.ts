import { expect, test } from './support/shop';
import { applyCodeInCart } from './support/checkout';
import { logInOnAccountPage } from './support/customer';
import { mailLink } from './support/mail';

const NEWSLETTER_SECTION = { path: '/my-account/newsletter', heading: 'Newsletter' };

test('newsletter sign-up is double opt-in: subscribed only after the e-mailed link is confirmed', async ({ page, request }, testInfo) => {
  const email = `letters-${testInfo.project.name}-${Date.now()}@example.com`;
  const password = 'old-bay-on-everything';
  const created = await request.post('/api/user/create', { data: { customer: { email, firstname: 'Nell', lastname: 'Tide' }, password } });
  expect(created.status()).toBe(200);
  // The account's owner confirmed the address first: an unverified account is told nothing about its newsletter.
  const verified = await request.post('/api/user/verify-email', { data: { token: mailLink(email, /\/verify-email\?token=(\S+)/) } });
  expect(verified.status()).toBe(200);
  await logInOnAccountPage(page, email, password, NEWSLETTER_SECTION);

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

test('a guest signs up in the footer, confirms, and gets a 10% code of their own that the cart takes', async ({ page }, testInfo) => {
  const email = `footer-${testInfo.project.name}-${Date.now()}@example.com`;
  await page.goto('/c/crabs');
  const footer = page.getByRole('contentinfo');
  await footer.getByLabel('Your e-mail address').fill(email);
  await footer.getByRole('button', { name: 'Sign up' }).click();
  await expect(page).toHaveURL(/\/newsletter$/);
  await expect(page.getByRole('status')).toContainText(`We sent a confirmation link to ${email}`);

  await expect.poll(() => mailLink(email, /https?:\/\/[^/\s]+(\/newsletter\/confirm\S*)/)).not.toBeNull();
  await page.goto(mailLink(email, /https?:\/\/[^/\s]+(\/newsletter\/confirm\S*)/)!);
  await page.getByRole('button', { name: 'Confirm my subscription' }).click();
  await expect(page.getByText(`Thank you! ${email} is now subscribed to our newsletter.`)).toBeVisible();
  await expect.poll(() => mailLink(email, /\b(WELCOME-[A-Z2-9]{8})\b/)).not.toBeNull();
  const code = mailLink(email, /\b(WELCOME-[A-Z2-9]{8})\b/)!;

  const drawer = await applyCodeInCart(page, '/p/CRAB-CAKE-JUMBO-2/signature-jumbo-lump-crab-cakes', code);
  await expect(drawer.getByTestId('cart-totals').locator('[data-segment="discount"]')).toContainText(`Discount (${code})`);
});

test('the footer sign-up works without JavaScript; a bad address gets the spec message', async ({ browser }, testInfo) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const email = `no-script-${testInfo.project.name}-${Date.now()}@example.com`;
  await page.goto('/');
  await page.getByRole('contentinfo').getByLabel('Your e-mail address').fill(email);
  await page.getByRole('contentinfo').getByRole('button', { name: 'Sign up' }).click();
  await expect(page.getByRole('main').getByRole('status')).toContainText(`We sent a confirmation link to ${email}`);

  await page.goto('/newsletter');
  await page.getByRole('main').getByLabel('Your e-mail address').fill('not-an-address');
  await page.getByRole('main').getByRole('button', { name: 'Sign up' }).click();
  await expect(page.getByRole('main').getByRole('alert')).toHaveText('Please provide valid e-mail address.');
  await expect(page.getByRole('main').getByLabel('Your e-mail address')).toHaveAttribute('aria-invalid', 'true');
  await context.close();
});

test('the newsletter prompt shows on a later page after a while, takes no focus, and stays closed once closed', async ({ page }) => {
  const prompt = page.getByRole('complementary', { name: '10% off your first order' });
  await page.goto('/');
  await expect(prompt).toBeHidden();
  await page.goto('/c/lobster');
  await expect(prompt).toBeHidden();
  // Two minutes on the shop, without waiting them: the first visit's time moves back.
  await page.evaluate(() => {
    const key = 'shoreline:newsletter-prompt';
    const state = JSON.parse(localStorage.getItem(key) ?? '{}') as { since?: number };
    localStorage.setItem(key, JSON.stringify({ ...state, since: Date.now() - 130_000 }));
  });
  await page.goto('/c/crabs');
  await expect(prompt).toBeVisible();
  await expect(prompt.getByLabel('Your e-mail address')).not.toBeFocused();
  // The app moves to the checkout without reloading (a history entry, as the router makes): the prompt steps aside.
  await page.evaluate(() => window.history.pushState(null, '', '/checkout'));
  await expect(prompt).toBeHidden();
  await page.evaluate(() => window.history.back());
  await expect(page).toHaveURL(/\/c\/crabs$/);
  await expect(prompt).toBeVisible();
  await prompt.getByRole('button', { name: 'No thanks' }).click();
  await expect(prompt).toBeHidden();
  await page.goto('/c/shrimp');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(prompt).toBeHidden();
});

test('the newsletter prompt never covers the checkout', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('shoreline:newsletter-prompt', JSON.stringify({ views: 5, since: 1 })));
  await page.goto('/checkout');
  await expect(page.locator('#newsletter-prompt')).toHaveCount(0);
});
