import fs from 'node:fs';
import { expect, test, type Page } from './support/shop';
import { applyCodeInCart } from './support/checkout';
import { navigationFor, staffMember, signInAsStaff } from './support/staff';

/**
 * The /admin marketing and staff screens against the real back-office API: coupons a shopper then
 * uses, review moderation the product page follows, staff accounts and the audit log. Desktop only:
 * the back office is a desk tool.
 */
// Each journey has a back-office part and a shop part (and one waits for the catalog refresh).
test.describe.configure({ timeout: 90_000 });

const CRAB_CAKES = '/p/CRAB-CAKE-JUMBO-2/signature-jumbo-lump-crab-cakes';

const backOffice = (page: Page) => page.getByRole('navigation', { name: 'Back office' });

test('a manager creates a coupon in /admin and a shopper applies it in the cart', async ({ page, request }, testInfo) => {
  const suffix = `ui-coupon-${testInfo.retry}-${Date.now()}`;
  const code = `SHORE${String(Date.now()).slice(-8)}`;
  const manager = await staffMember(request, suffix, 'manager');

  await signInAsStaff(page, manager);
  await expect(backOffice(page).getByRole('link')).toHaveText(navigationFor('manager'));
  await backOffice(page).getByRole('link', { name: 'Coupons' }).click();
  await page.getByRole('link', { name: 'New coupon' }).click();
  await page.getByRole('textbox', { name: 'Code' }).fill(code);
  await page.getByLabel('Description').fill('E2E five dollars off');
  await page.getByLabel('Percent off').fill('150');
  await page.getByRole('button', { name: 'Create coupon' }).click();
  // The API's own rule, shown next to the field, which takes focus.
  const value = page.getByLabel('Percent off');
  await expect(value).toBeFocused();
  await expect(value).toHaveAttribute('aria-invalid', 'true');
  await expect(value).toHaveAccessibleDescription(/A percent is at most 100\./);

  await page.getByRole('radio', { name: 'Fixed amount (USD)' }).check();
  await page.getByLabel('Amount off (USD)').fill('5');
  await page.getByLabel('Uses per customer').fill('1');
  await page.getByRole('button', { name: 'Create coupon' }).click();
  await expect(page.getByRole('heading', { name: `Coupon ${code}` })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: `Coupon ${code} created.` })).toBeVisible();
  await expect(page.getByText('$5.00 off the order')).toBeVisible();

  await page.getByRole('link', { name: '← Coupons' }).click();
  await page.getByLabel('Search').fill(code.toLowerCase());
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByRole('link', { name: `Edit coupon ${code}` })).toBeVisible();
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('heading', { name: 'Staff sign-in' })).toBeVisible();

  const drawer = await applyCodeInCart(page, CRAB_CAKES, code);
  const discount = drawer.getByTestId('cart-totals').locator('[data-segment="discount"]');
  await expect(discount).toContainText(code);
  await expect(discount).toContainText('5.00');
});

test('a manager approves a pending review in /admin and the product page shows it after the catalog refresh', async ({
  page,
  request,
}, testInfo) => {
  const suffix = `ui-review-${testInfo.retry}-${Date.now()}`;
  const title = `Crisp outside ${suffix.slice(-6)}`;
  const manager = await staffMember(request, suffix, 'manager');

  await page.goto(CRAB_CAKES);
  const form = page.locator('#write-review');
  await form.getByLabel('Nickname').fill('Sam');
  await form.getByLabel('Title').fill(title);
  await form.getByLabel('Your review').fill('Big lumps of crab, golden crust, gone in minutes at our table.');
  await form.getByRole('radio', { name: '5 stars' }).check();
  await form.getByRole('button', { name: 'Submit review' }).click();
  await expect(form.getByRole('status')).toHaveText('Thank you! Your review will appear once we have checked it.');
  await expect(page.getByRole('main').getByRole('heading', { name: title })).toHaveCount(0);

  await signInAsStaff(page, manager);
  await backOffice(page).getByRole('link', { name: 'Reviews' }).click();
  await expect(page.getByRole('combobox', { name: 'Status' })).toHaveValue('pending');
  const row = page.getByTestId('review-row').filter({ hasText: title });
  // Oldest first: a long queue may put the new review on a later page.
  while ((await row.count()) === 0 && (await page.getByRole('button', { name: 'Next' }).isEnabled())) {
    await page.getByRole('button', { name: 'Next' }).click();
  }
  await expect(row).toContainText('Signature Jumbo Lump Crab Cakes');
  await row.getByRole('button', { name: `Approve “${title}”` }).click();
  await expect(page.getByTestId('review-announcement')).toHaveText(
    `Review “${title}” approved. It shows on the product page after the catalog refresh.`,
  );
  await expect(row).toContainText('Approved');
  await expect(row.getByRole('button', { name: `Reject “${title}”` })).toBeFocused();

  await expect
    .poll(
      async () => {
        await page.goto(CRAB_CAKES);
        return page.getByRole('main').getByRole('heading', { name: title }).count();
      },
      { timeout: 15_000 },
    )
    .toBeGreaterThan(0);
});

test('an owner adds a packer in /admin, finds the staff.create row in the audit log and unlocks the packer after wrong passwords', async ({
  page,
  request,
}, testInfo) => {
  const suffix = `ui-staff-${testInfo.retry}-${Date.now()}`;
  const owner = await staffMember(request, suffix, 'owner');
  const packer = `packer-added-${suffix}@staff.example`;

  await signInAsStaff(page, owner);
  await expect(backOffice(page).getByRole('link')).toHaveText(navigationFor('owner'));
  await backOffice(page).getByRole('link', { name: 'Staff' }).click();
  const add = page.getByRole('form', { name: 'Add a staff member' });
  await add.getByLabel('E-mail').fill(packer);
  await add.getByLabel('Name').fill('Pat Packer');
  await add.getByLabel('Role').selectOption('packer');
  await add.getByLabel('Password').fill('short');
  await add.getByRole('button', { name: 'Add staff member' }).click();
  await expect(add.getByLabel('Password')).toBeFocused();
  await expect(add.getByLabel('Password')).toHaveAccessibleDescription(/Password must be at least 8 characters long/);
  await add.getByLabel('Password').fill('packer-password-1234');
  await add.getByRole('button', { name: 'Add staff member' }).click();
  await expect(page.getByTestId('staff-announcement')).toHaveText(`Pat Packer (${packer}) added as packer.`);

  // The API refuses to lose the last active owner with a 409; here that answer is played for the owner's own row
  // (this shop's other tests add owners of their own), to show how the screen reports it.
  const me = page.getByTestId('staff-row').filter({ hasText: owner.email });
  await page.route('**/api/admin/staff/*', (route) =>
    route.request().method() === 'PATCH'
      ? route.fulfill({ status: 409, json: { code: 409, result: 'The shop must keep at least one active owner.' } })
      : route.continue(),
  );
  await me.getByRole('combobox', { name: /^Role of/ }).selectOption('manager');
  await me.getByRole('button', { name: /^Change role of/ }).click();
  await expect(me.getByRole('alert')).toHaveText('Not changed: The shop must keep at least one active owner.');
  await expect(me.getByRole('combobox', { name: /^Role of/ })).toHaveValue('owner');
  await page.unroute('**/api/admin/staff/*');

  await backOffice(page).getByRole('link', { name: 'Audit log' }).click();
  await page.getByLabel('Entity type').fill('staff');
  await page.getByRole('button', { name: 'Filter' }).click();
  await expect(page).toHaveURL(/entityType=staff/);
  const newest = page.getByTestId('audit-row').first();
  await expect(newest).toContainText('staff.create');
  await expect(newest).toContainText(owner.email);
  await expect(newest.getByRole('table')).toContainText(packer);
  await expect(newest.getByRole('row', { name: /role/ })).toContainText('packer');

  // Five wrong passwords lock the packer out at this address; the owner unlocks them on the staff page.
  const packerLogin = (password: string) => request.post('/api/admin/auth/login', { data: { email: packer, password } });
  for (let i = 0; i < 5; i += 1) expect((await packerLogin('wrong-password')).status()).toBe(401);
  expect((await packerLogin('packer-password-1234')).status()).toBe(429);
  await backOffice(page).getByRole('link', { name: 'Staff' }).click();
  await page.getByRole('button', { name: 'Unlock sign-in of Pat Packer' }).click();
  await expect(page.getByTestId('staff-announcement')).toHaveText("Pat Packer's failed sign-ins are cleared: they may sign in again.");
  expect((await packerLogin('packer-password-1234')).status()).toBe(200);

  // The subscribers CSV needs the Bearer token: the page fetches it and hands the browser a download.
  await backOffice(page).getByRole('link', { name: 'Marketing' }).click();
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download subscribers (CSV)' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^newsletter-subscribers-\d{4}-\d{2}-\d{2}\.csv$/);
  expect(fs.readFileSync(await download.path(), 'utf8').split('\r\n')[0]).toBe('"email","store","subscribed_at"');
  await expect(page.getByRole('status').filter({ hasText: 'The subscribers file has been downloaded.' })).toBeVisible();
});
