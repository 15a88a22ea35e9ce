import fs from 'node:fs';
import path from 'node:path';
import { payOnDelivery } from './support/checkout';
import { mailLink } from './support/mail';
import { expect, test, type APIRequestContext, type Page, type TestInfo } from './support/shop';
import { registerCustomer } from './support/customer';

/**
 * The customer account: registration, logout/login, address book, order history and reorder,
 * the guest cart merge at login, tabs following each other, and the e-mailed password reset.
 * The tests share one account per project and run in order.
 */
test.describe.configure({ mode: 'serial' });

const CORN = { sku: 'SIDE-CORN-6', path: '/p/SIDE-CORN-6/sweet-corn-on-the-cob' };
const account = { email: '', password: 'crabcakes-4-all', firstname: 'Jane', lastname: 'Shoreline' };

function watchErrors(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`${message.text()} (${message.location().url})`);
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return problems;
}

const authDialog = (page: Page) => page.getByTestId('auth-modal');

async function openAuthDialog(page: Page) {
  await page.getByRole('banner').getByRole('link', { name: 'My account', exact: true }).click();
  await expect(authDialog(page)).toBeVisible();
}

interface Credentials {
  email: string;
  password: string;
}

async function logInOn(
  page: Page,
  scope: ReturnType<Page['getByRole']> | ReturnType<Page['getByTestId']>,
  password = account.password,
  email = account.email,
) {
  await scope.getByLabel('E-mail address').fill(email);
  await scope.getByLabel('Password', { exact: true }).fill(password);
  await scope.getByRole('button', { name: 'Log in', exact: true }).click();
}

/** Logs in with the form of the account page (a guest's /my-account). */
async function logInOnAccountPage(page: Page, password = account.password, email = account.email) {
  await page.goto('/my-account');
  await logInOn(page, page.getByRole('main'), password, email);
  await expect(page.getByRole('heading', { level: 2, name: 'My profile' })).toBeVisible();
}

async function apiToken(request: APIRequestContext, customer: Credentials = account): Promise<string> {
  const login = await request.post('/api/user/login', { data: { username: customer.email, password: customer.password } });
  expect(login.status()).toBe(200);
  return ((await login.json()) as { result: string }).result;
}

/** The customer's server cart lines. */
async function customerCartQty(request: APIRequestContext, token: string, sku: string): Promise<number> {
  const headers = { authorization: `Bearer ${token}` };
  const cartId = ((await (await request.post('/api/cart/create', { headers })).json()) as { result: string }).result;
  const pulled = (await (await request.get(`/api/cart/pull?cartId=${cartId}`, { headers })).json()) as {
    result: Array<{ sku: string; qty: number }>;
  };
  return pulled.result.filter((line) => line.sku === sku).reduce((sum, line) => sum + line.qty, 0);
}

/** A customer of one test alone, registered through the API with one saved address (their default). */
async function registerWithSavedAddress(request: APIRequestContext, testInfo: TestInfo): Promise<Credentials> {
  const customer = {
    email: `buyer-${testInfo.project.name}-${testInfo.repeatEachIndex}-${Date.now()}@example.com`,
    password: account.password,
  };
  await registerCustomer(request, { ...customer, firstname: 'Dee', lastname: 'Shoreline', withSavedAddress: true });
  return customer;
}

/** Places an order for the customer through the API, shipped to their saved address. */
async function placeOrderThroughApi(request: APIRequestContext, token: string): Promise<void> {
  const headers = { authorization: `Bearer ${token}` };
  const me = (await (await request.get('/api/user/me', { headers })).json()) as {
    result: { addresses: Array<Record<string, unknown> & { region: { region: string; region_code: string; region_id: number } }> };
  };
  const saved = me.result.addresses[0];
  expect(saved).toBeTruthy();
  const cartId = ((await (await request.post('/api/cart/create', { headers })).json()) as { result: string }).result;
  await request.post(`/api/cart/update?cartId=${cartId}`, { headers, data: { cartItem: { sku: CORN.sku, qty: 2, quoteId: cartId } } });
  const methods = (await (
    await request.post(`/api/cart/shipping-methods?cartId=${cartId}`, { headers, data: { address: { country_id: 'US' } } })
  ).json()) as {
    result: Array<{ carrier_code: string; method_code: string; extension_attributes: { delivery_dates: Array<{ date: string }> } }>;
  };
  const method = methods.result[0];
  const address = {
    firstname: saved.firstname,
    lastname: saved.lastname,
    street: saved.street,
    city: saved.city,
    postcode: saved.postcode,
    country_id: 'US',
    region: saved.region.region,
    region_code: saved.region.region_code,
    region_id: saved.region.region_id,
    telephone: saved.telephone,
    email: account.email,
  };
  const placed = await request.post('/api/order', {
    headers,
    data: {
      cart_id: cartId,
      products: [{ sku: CORN.sku, qty: 2 }],
      addressInformation: {
        billingAddress: address,
        shippingAddress: { ...address, extension_attributes: { delivery_date: method.extension_attributes.delivery_dates[0].date } },
        shipping_method_code: method.method_code,
        shipping_carrier_code: method.carrier_code,
        payment_method_code: 'checkmo',
      },
    },
  });
  expect(placed.status()).toBe(200);
}

/** The newest reset link e-mailed to the account. */
function resetLinkPath(): string | null {
  const dir = path.join(process.env.E2E_DATA_DIR ?? '', 'mail');
  if (!fs.existsSync(dir)) return null;
  const mails = fs
    .readdirSync(dir)
    .filter((file) => file.endsWith('.json'))
    .map((file) => ({ file, stat: fs.statSync(path.join(dir, file)) }))
    .sort((a, b) => a.stat.mtimeMs - b.stat.mtimeMs)
    .map(({ file }) => JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')) as { to: string; text: string })
    .filter((mail) => mail.to === account.email);
  const link = /https?:\/\/[^/\s]+(\/create-password\/token\/\S+)/.exec(mails.at(-1)?.text ?? '');
  return link ? link[1] : null;
}

test.describe('customer account', () => {
  test('registers from the header, logs out and logs in again', async ({ page }, testInfo) => {
    account.email = `jane-${testInfo.project.name}-${Date.now()}@example.com`;
    const problems = watchErrors(page);
    await page.goto('/');
    await page.waitForLoadState('networkidle');

    await openAuthDialog(page);
    const dialog = authDialog(page);
    await expect(dialog.getByRole('heading', { name: 'Log in' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Create an account' }).click();
    await expect(dialog.getByRole('heading', { name: 'Create an account' })).toBeVisible();
    await dialog.getByLabel('First name').fill(account.firstname);
    await dialog.getByLabel('Last name').fill(account.lastname);
    await dialog.getByLabel('E-mail address').fill(account.email);
    await dialog.getByLabel('Password', { exact: true }).fill('short');
    await dialog.getByLabel('Repeat password').fill('different');
    await dialog.getByRole('button', { name: 'Create my account' }).click();
    await expect(dialog.getByText('Password must be at least 8 characters long').last()).toBeVisible();
    await expect(dialog.getByText('Passwords must be identical')).toBeVisible();
    await dialog.getByLabel('Password', { exact: true }).fill(account.password);
    await dialog.getByLabel('Repeat password').fill(account.password);
    await dialog.getByRole('button', { name: 'Create my account' }).click();
    await expect(dialog).toBeHidden();
    const named = page.getByRole('banner').getByRole('link', { name: `My account: ${account.firstname}` });
    await expect(named).toBeVisible();

    await named.click();
    await expect(page).toHaveURL(/\/my-account$/);
    await expect(page.getByRole('heading', { level: 1, name: 'My account' })).toBeVisible();
    await expect(page.getByText(account.email, { exact: true })).toBeVisible();

    await page.getByRole('button', { name: 'Log out' }).click();
    await expect(page.getByText("You're logged out")).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: 'My account', exact: true })).toBeVisible();
    expect(await page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('shoreline:session:token')))).toEqual([]);

    await logInOn(page, page.getByRole('main'));
    await expect(page.getByRole('heading', { level: 2, name: 'My profile' })).toBeVisible();
    await expect(named).toBeVisible();
    expect(problems).toEqual([]);
  });

  test('saves an address, orders to it, sees the order and reorders', { tag: '@any-width' }, async ({ page, request }) => {
    const problems = watchErrors(page);
    await logInOnAccountPage(page);
    await page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'Shipping details' }).click();
    await expect(page).toHaveURL(/\/my-account\/shipping-details$/);
    await page.getByRole('button', { name: 'Add an address' }).click();
    const form = page.getByRole('form', { name: 'New address' });
    await form.getByLabel('Phone number').fill('4105550100');
    await form.getByLabel('Street address').fill('1 Pier Rd');
    await form.getByLabel('City').fill('Baltimore');
    await form.getByLabel('State').selectOption({ label: 'Maryland' });
    await form.getByLabel('ZIP code').fill('21201');
    await form.getByRole('button', { name: 'Save address' }).click();
    await expect(page.getByText('Address has been saved successfully.')).toBeVisible();
    const saved = page.getByTestId('saved-address');
    await expect(saved).toHaveCount(1);
    await expect(saved).toContainText('1 Pier Rd');
    await expect(saved).toContainText('Default shipping');

    const token = await apiToken(request);
    await placeOrderThroughApi(request, token);

    await page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'My orders' }).click();
    const history = page.getByTestId('order-history');
    await expect(history.getByRole('listitem')).toHaveCount(1);
    await expect(history).toContainText('$');
    await history.getByRole('link', { name: /View order/ }).click();
    await expect(page).toHaveURL(/\/my-account\/orders\/\d+$/);
    await expect(page.getByText('Sweet Corn on the Cob (6 ears)')).toBeVisible();
    await expect(page.getByRole('main').locator('dt', { hasText: 'Delivery date' })).toBeVisible();
    await expect(page.locator('address').first()).toContainText('1 Pier Rd');

    await page.getByRole('button', { name: 'Reorder' }).click();
    await expect(page.getByText('The products of this order are in your cart.')).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: /Cart, items: \d+/ })).toBeVisible();
    // The order was placed outside this browser, from the cart it had connected: its next pull finds
    // that cart closed (404; Chromium logs the answer) and the cart starts a new one, the customer's.
    await expect.poll(() => customerCartQty(request, token, CORN.sku), { timeout: 10_000 }).toBe(2);
    expect(problems.filter((problem) => !/status of 404 .*\/api\/cart\/pull\?/.test(problem))).toEqual([]);
  });

  test(
    'buys through the checkout with the saved address and finds the order in the history',
    { tag: '@any-width' },
    async ({ page, request }, testInfo) => {
      // A customer of its own, with a saved address and no cart yet: neither the tests before it (whose
      // account, address and cart it used to take over) nor their order or outcome can change this one.
      const buyer = await registerWithSavedAddress(request, testInfo);
      const problems = watchErrors(page);
      await logInOnAccountPage(page, buyer.password, buyer.email);
      await page.goto(CORN.path);
      await page.waitForLoadState('networkidle');
      await page.getByRole('button', { name: 'Add to cart' }).click();
      // The line is in the server cart before the page is left.
      await expect(page.getByRole('status').filter({ hasText: 'Product has been added to the cart!' })).toBeVisible();
      await expect(page.getByRole('banner').getByRole('link', { name: 'Cart, items: 1' })).toBeVisible();

      await page.goto('/checkout');
      const saved = page.getByRole('group', { name: 'Your saved addresses' });
      await expect(saved.getByRole('radio').first()).toBeChecked();
      const dates = page.getByRole('group', { name: 'Delivery date' }).getByRole('radio');
      await expect(dates.first()).toBeVisible();
      await dates.first().check();
      await payOnDelivery(page);
      await page.getByLabel(/I accept the/).check();
      await page.getByRole('button', { name: 'Place the order' }).click();
      await expect(page.getByTestId('thank-you')).toBeVisible({ timeout: 15_000 });
      const orderNumber = (await page.getByTestId('order-number').textContent())?.trim() ?? '';
      expect(orderNumber).toMatch(/^\d+$/);

      const token = await apiToken(request, buyer);
      const history = (await (await request.get('/api/user/order-history', { headers: { authorization: `Bearer ${token}` } })).json()) as {
        result: { items: Array<{ increment_id: string }> };
      };
      expect(history.result.items.map((order) => order.increment_id)).toEqual([orderNumber]);
      // Nothing calls the cart the order closed (no 404 either).
      expect(problems).toEqual([]);
    },
  );

  test('merges the guest cart into the customer cart at login', { tag: '@any-width' }, async ({ page, request }) => {
    const problems = watchErrors(page);
    const token = await apiToken(request);
    const before = await customerCartQty(request, token, CORN.sku);
    await page.goto(CORN.path);
    await page.waitForLoadState('networkidle');
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Cart, items: 1' })).toBeVisible();

    await openAuthDialog(page);
    await logInOn(page, authDialog(page));
    await expect(authDialog(page)).toBeHidden();
    await expect.poll(() => customerCartQty(request, token, CORN.sku), { timeout: 10_000 }).toBe(before + 1);

    // The sign-in expires (the server refuses both tokens): the checkout says so and offers to sign in again,
    // and the cart's lines stay on screen instead of an empty cart.
    await page.evaluate(() => {
      localStorage.setItem('shoreline:session:token', 'expired-token');
      localStorage.setItem('shoreline:session:refresh-token', 'expired-refresh-token');
    });
    await page.goto('/checkout');
    await expect(page.getByText('Your session has ended. Please log in again.').first()).toBeVisible();
    await expect(page.getByText('Your cart is empty. Add some crabs first!')).toHaveCount(0);
    // The dialog opens just after the page says so: closed only once open.
    await expect(authDialog(page)).toContainText('Your session has ended. Please log in again.');
    await page.keyboard.press('Escape');
    await expect(authDialog(page)).toBeHidden();
    await expect(page.getByTestId('cart-line').filter({ hasText: 'Sweet Corn' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('button', { name: 'Log in' })).toBeVisible();

    // Signing in again: the lines the guest cart took over from the customer's cart are not added twice.
    await page.getByRole('main').getByRole('button', { name: 'Log in' }).click();
    await logInOn(page, authDialog(page));
    await expect(authDialog(page)).toBeHidden();
    // The sign-in's merge has finished once the cart forgets the customer's cart the session ended with.
    await expect.poll(() => page.evaluate(() => localStorage.getItem('main-shop/cart/ended-customer-cart'))).toBe('null');
    const review = page.getByRole('list', { name: 'Products in your cart' });
    await expect(review.getByRole('listitem').filter({ hasText: 'Sweet Corn' })).toContainText(`Qty ${before + 1}`);
    await expect.poll(() => customerCartQty(request, token, CORN.sku), { timeout: 10_000 }).toBe(before + 1);
    expect(problems.filter((problem) => !/status of 401/.test(problem))).toEqual([]);
  });

  test('a second tab follows login and logout', { tag: '@any-width' }, async ({ page }) => {
    const problems = watchErrors(page);
    await page.goto('/');
    const second = await page.context().newPage();
    const secondProblems = watchErrors(second);
    await second.goto('/my-account');
    await expect(second.getByRole('main').getByRole('heading', { name: 'Log in' })).toBeVisible();

    await openAuthDialog(page);
    await logInOn(page, authDialog(page));
    await expect(authDialog(page)).toBeHidden();
    await expect(second.getByRole('banner').getByRole('link', { name: `My account: ${account.firstname}` })).toBeVisible();
    await expect(second.getByRole('heading', { level: 2, name: 'My profile' })).toBeVisible();

    await page.goto('/my-account');
    await page.getByRole('button', { name: 'Log out' }).click();
    await expect(page.getByText("You're logged out")).toBeVisible();
    await expect(second.getByRole('banner').getByRole('link', { name: 'My account', exact: true })).toBeVisible();
    await expect(second.getByRole('main').getByRole('heading', { name: 'Log in' })).toBeVisible();
    expect([...problems, ...secondProblems]).toEqual([]);
  });

  test('resets a forgotten password through the e-mailed link', { tag: '@any-width' }, async ({ page }) => {
    const problems = watchErrors(page);
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    await openAuthDialog(page);
    const dialog = authDialog(page);
    await dialog.getByRole('button', { name: 'Forgot the password?' }).click();
    await dialog.getByLabel('E-mail address').fill(account.email);
    await dialog.getByRole('button', { name: 'Send the reset link' }).click();
    await expect(dialog.getByText(`If ${account.email} belongs to an account`)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('banner').getByRole('link', { name: 'My account', exact: true })).toBeFocused();

    await expect.poll(resetLinkPath, { timeout: 10_000 }).not.toBeNull();
    // On a slow phone the customer types before the page's scripts have run (held back here): what they typed stays
    // when the scripts take over.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/[\w.-]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    const response = await page.goto(resetLinkPath() ?? '/', { waitUntil: 'domcontentloaded' });
    expect(response?.headers()['cache-control']).toContain('no-store');
    await expect(page.getByRole('heading', { level: 1, name: 'Set a new password' })).toBeVisible();
    const newPassword = 'soft-shell-season-9';
    await page.getByLabel('New password', { exact: true }).fill(newPassword);
    release();
    await page.waitForLoadState('networkidle');
    await page.unroute(/\/assets\/[\w.-]+\.js$/);
    await page.getByLabel('Repeat password').fill(newPassword);
    await page.getByRole('button', { name: 'Save the new password' }).click();
    await expect(page).toHaveURL(/\/my-account$/);
    await expect(page.getByRole('heading', { level: 2, name: 'My profile' })).toBeVisible();
    account.password = newPassword;

    await page.getByRole('button', { name: 'Log out' }).click();
    await expect(page.getByText("You're logged out")).toBeVisible();
    await logInOn(page, page.getByRole('main'), newPassword);
    await expect(page.getByRole('heading', { level: 2, name: 'My profile' })).toBeVisible();
    expect(problems).toEqual([]);
  });

  test('asks to verify the e-mail address until the mailed link is confirmed', { tag: '@any-width' }, async ({ page }) => {
    const problems = watchErrors(page);
    await logInOnAccountPage(page);
    const notice = page.getByRole('region', { name: 'Verify your e-mail' });
    await notice.getByRole('button', { name: 'Send the link again' }).click();
    await expect(notice.getByRole('status')).toHaveText(`A new link is on its way to ${account.email}.`);

    const link = mailLink(account.email, /https?:\/\/[^/\s]+(\/verify-email\?token=\S+)/);
    expect(link).not.toBeNull();
    const opened = await page.goto(link!);
    expect(opened?.headers()['cache-control']).toContain('no-store');
    // Opening the link confirms nothing (mail scanners open links); the button does.
    await page.getByRole('button', { name: 'Confirm my e-mail address' }).click();
    await expect(page.getByText(`Thank you! ${account.email} is confirmed.`)).toBeVisible();
    await page.getByRole('link', { name: 'Go to my account' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'My profile' })).toBeVisible();
    await expect(notice).toHaveCount(0);
    expect(problems).toEqual([]);
  });

  test('changes the e-mail address only with the current password, and tells the old address', { tag: '@any-width' }, async ({ page }) => {
    const problems = watchErrors(page);
    await logInOnAccountPage(page);
    const oldEmail = account.email;
    const newEmail = oldEmail.replace('@', '+moved@');
    await page.getByRole('button', { name: 'Edit my profile' }).click();
    const form = page.getByRole('main').locator('form').first();
    await expect(form.getByLabel('Current password')).toHaveCount(0);
    await form.getByLabel('E-mail address').fill(newEmail);
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(form.getByLabel('Current password')).toBeFocused();
    await form.getByLabel('Current password').fill('not-my-password');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(form.getByRole('alert')).toContainText(/password/i);
    await form.getByLabel('Current password').fill(account.password);
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText(newEmail, { exact: true })).toBeVisible();
    account.email = newEmail;
    const dir = path.join(process.env.E2E_DATA_DIR ?? '', 'mail');
    const toOld = fs
      .readdirSync(dir)
      .filter((file) => file.endsWith('.json'))
      .map((file) => JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')) as { to: string; text: string })
      .filter((mail) => mail.to === oldEmail && mail.text.includes(newEmail));
    expect(toOld.length).toBe(1);
    expect(problems.filter((problem) => !/status of 400/.test(problem))).toEqual([]);
  });

  test('without JavaScript the account page says sign-in needs it, and is private', { tag: '@any-width' }, async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const response = await page.goto('/my-account');
    expect(response?.status()).toBe(200);
    expect(response?.headers()['cache-control']).toBe('private, no-store');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    // Playwright's text matching skips <noscript>; the page's markup carries the note.
    expect(await response?.text()).toContain('JavaScript is needed to sign in');
    expect((await page.goto('/my-account/no-such-block'))?.status()).toBe(404);
    await context.close();
  });
});
