import { expect, test, type APIRequestContext, type Page } from './support/shop';
import { mailsMentioning } from './support/mail';
import { fillShipping, payOnDelivery } from './support/checkout';

const CRABS = '/p/CRAB-STEAM/steamed-blue-crabs';
const FEAST = '/p/FEAST-CRAB-4/crab-feast-for-four';
const CRAB_CAKES = '/p/CRAB-CAKE-JUMBO-2/signature-jumbo-lump-crab-cakes';
const SOLD_OUT = '/p/CRAB-MEAT-COLOSSAL/colossal-lump-crab-meat-1-lb';

/**
 * Collects console errors and uncaught exceptions. Where a test provokes a refusal on purpose (a 4xx
 * answer the page then explains), Chromium's own "Failed to load resource" line for it is expected.
 */
function watchErrors(page: Page): { all: string[]; unexpected: () => string[] } {
  const all: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') all.push(message.text());
  });
  page.on('pageerror', (error) => all.push(error.message));
  return {
    all,
    unexpected: () => all.filter((text) => !/Failed to load resource: the server responded with a status of 4\d\d/.test(text)),
  };
}

const optionGroup = (page: Page, name: string) => page.getByRole('radiogroup', { name: new RegExp(`^${name}`) });
const cartButton = (page: Page) => page.getByRole('banner').getByRole('link', { name: /^Cart/ });
const notice = (page: Page, text: string | RegExp) => page.getByRole('status').or(page.getByRole('alert')).filter({ hasText: text });

async function openProduct(page: Page, path: string) {
  const response = await page.goto(path);
  expect(response?.status()).toBe(200);
  await page.waitForLoadState('networkidle');
}

async function addToCart(page: Page, path: string) {
  await openProduct(page, path);
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(notice(page, 'Product has been added to the cart!')).toBeVisible();
}

async function openMinicart(page: Page) {
  await cartButton(page).click();
  const drawer = page.getByRole('dialog', { name: 'Your cart' });
  await expect(drawer).toBeVisible();
  return drawer;
}

const storedCartId = (tab: Page) =>
  tab.evaluate(() => JSON.parse(localStorage.getItem('main-shop/cart/current-cart-token') ?? 'null') as string | null);

/** The server cart's line quantities, or the status code of the pull (404 once an order closed it). */
async function serverQuantities(request: APIRequestContext, cartId: string | null): Promise<number[] | number> {
  const pulled = (await (await request.get(`/api/cart/pull?cartId=${cartId}`)).json()) as { code: number; result: Array<{ qty: number }> };
  return pulled.code === 200 ? pulled.result.map((line) => line.qty) : pulled.code;
}

/** Whether the tab waits for a Web Lock another tab holds (the cart takes turns across tabs). */
const waitsForLock = (tab: Page) => tab.evaluate(async () => ((await navigator.locks.query()).pending ?? []).length > 0);

const isPath = (pathname: string) => (url: URL) => url.pathname === pathname;

test.describe('cart and checkout', () => {
  test('a guest buys crabs (size and count chosen) and a feast, picks a delivery date and gets an order number and an e-mail', async ({
    page,
  }) => {
    const problems = watchErrors(page);
    await openProduct(page, CRABS);
    await optionGroup(page, 'Crab size')
      .getByRole('radio', { name: /^Jumbo/ })
      .click();
    await expect(page).toHaveURL(/\/steamed-blue-crabs$/); // a count is still to choose: no variant yet
    await optionGroup(page, 'Quantity')
      .getByRole('radio', { name: /^Dozen/ })
      .click();
    await expect(page).toHaveURL(/\/CRAB-STEAM-JB-DZ$/);
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await expect(notice(page, 'Product has been added to the cart!')).toBeVisible();
    await expect(cartButton(page)).toHaveAttribute('aria-label', 'Cart, items: 1');

    await addToCart(page, FEAST);
    await expect(cartButton(page)).toHaveAttribute('aria-label', 'Cart, items: 2');

    const drawer = await openMinicart(page);
    await expect(drawer.getByTestId('cart-line')).toHaveCount(2);
    await expect(drawer.getByText('Jumbo', { exact: false })).toBeVisible();
    await drawer.getByRole('link', { name: 'Proceed to checkout' }).click();
    await expect(page).toHaveURL(/\/checkout$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);

    // Nothing filled in: the error summary takes focus and lists the spec's messages.
    await page.getByRole('button', { name: 'Place the order' }).click();
    const summary = page.getByTestId('error-summary');
    await expect(summary).toBeFocused();
    await expect(summary).toContainText('Field is required');
    await expect(summary).toContainText('You must accept the terms and conditions');
    await page.getByLabel('E-mail').fill('not-an-address');
    await expect(page.getByText('Please provide valid e-mail address.', { exact: true })).toBeVisible();
    await expect(page.getByLabel('E-mail')).toHaveAttribute('aria-describedby', 'checkout-personal-email-error');

    await fillShipping(page);
    const dates = page.getByRole('group', { name: 'Delivery date' }).getByRole('radio');
    await expect(dates.first()).toBeVisible();
    await dates.nth(1).check();
    const chosenDate = await dates.nth(1).getAttribute('value');
    await expect(page.getByRole('group', { name: 'Delivery date' })).toContainText('Saturday');
    // A row with a note (Saturday's surcharge) keeps its 24 px radio and puts the note on its own line under the date.
    const saturday = page
      .getByRole('group', { name: 'Delivery date' })
      .locator('label')
      .filter({ hasText: /^Saturday/ })
      .first();
    const radioBox = await saturday.getByRole('radio').boundingBox();
    expect(radioBox?.width).toBeGreaterThanOrEqual(24);
    expect(radioBox?.height).toBeGreaterThanOrEqual(24);
    const dayBox = await saturday.getByText(/^Saturday/).boundingBox();
    const noteBox = await saturday.getByText(/^\(\+\$/).boundingBox();
    expect(noteBox?.y ?? 0).toBeGreaterThanOrEqual((dayBox?.y ?? 0) + (dayBox?.height ?? 0) - 1);
    expect(dayBox?.height ?? 0).toBeLessThan(30);
    // The review says each option under its own label, then the count: no two "Quantity:" lines.
    await expect(
      page
        .getByRole('region', { name: /Review/ })
        .getByTestId('cart-line')
        .filter({ hasText: 'Jumbo' }),
    ).toContainText(/Crab size: Jumbo [^·]+ · Quantity: Dozen · Qty 1/);
    await payOnDelivery(page);
    await page.getByLabel(/I accept the/).check();
    // The review's total follows the chosen date once the totals are synced (the order is refused if it was sent stale).
    await page.waitForLoadState('networkidle');
    await page.getByRole('button', { name: 'Place the order' }).click();

    const thanks = page.getByTestId('thank-you');
    await expect(thanks).toBeVisible({ timeout: 15_000 });
    await expect(page.getByRole('heading', { level: 1, name: 'Thank you for your order!' })).toBeVisible();
    const orderNumber = (await page.getByTestId('order-number').textContent())?.trim() ?? '';
    expect(orderNumber).toMatch(/^\d+$/);
    // A very long product name wraps inside its card instead of running off a phone's screen.
    const nameOverflow = await page
      .getByTestId('order-line')
      .first()
      .locator('p')
      .first()
      .evaluate((name) => {
        name.textContent = 'SteamedColossalMarylandBlueCrabs'.repeat(4);
        return name.scrollWidth - name.clientWidth;
      });
    expect(nameOverflow).toBeLessThanOrEqual(0);
    await expect(cartButton(page)).toHaveCount(0); // the minimal layout has no cart button
    expect(await page.evaluate(() => localStorage.getItem('main-shop/cart/current-cart'))).toBe('[]');

    // The buyer's confirmation (the shop gets its own "New order" notice).
    const toBuyer = () => mailsMentioning(orderNumber).find((content) => content.includes('"to": "guest.buyer@example.com"'));
    await expect.poll(toBuyer, { timeout: 10_000 }).toBeTruthy();
    const mail = toBuyer() ?? '';
    // The day in words, as the store's locale writes it.
    const day = new Intl.DateTimeFormat('en-US', { dateStyle: 'full', timeZone: 'UTC' }).format(new Date(`${chosenDate}T12:00:00Z`));
    expect(mail).toContain(`It arrives on ${day}`);
    expect(problems.all).toEqual([]);
  });

  test(
    'two tabs share the cart: after one places the order, the other follows and starts a new cart',
    { tag: '@any-width' },
    async ({ page, request }) => {
      const problems = watchErrors(page);
      await addToCart(page, CRAB_CAKES);
      const second = await page.context().newPage();
      const secondProblems = watchErrors(second);
      await addToCart(second, FEAST);
      await expect(cartButton(second)).toHaveAttribute('aria-label', 'Cart, items: 2');
      const orderedCart = await storedCartId(second);
      expect(orderedCart).toBeTruthy();

      await page.goto('/checkout');
      await expect(page.getByTestId('cart-line')).toHaveCount(2);
      await fillShipping(page);
      await page.getByRole('group', { name: 'Delivery date' }).getByRole('radio', { disabled: false }).first().check();
      await payOnDelivery(page);
      await page.getByLabel(/I accept the/).check();
      await page.getByRole('button', { name: 'Place the order' }).click();
      await expect(page.getByTestId('thank-you')).toBeVisible({ timeout: 15_000 });

      // The other tab learns that the cart is gone, and the next product starts a new one.
      await expect(cartButton(second)).toHaveAttribute('aria-label', 'Cart');
      await second.getByRole('button', { name: 'Add to cart' }).click();
      await expect(cartButton(second)).toHaveAttribute('aria-label', 'Cart, items: 1');
      await expect.poll(() => storedCartId(second)).not.toBeNull();
      const newCart = await storedCartId(second);
      expect(newCart).not.toBe(orderedCart);
      await expect.poll(() => serverQuantities(request, newCart)).toEqual([1]);
      expect(await serverQuantities(request, orderedCart)).toBe(404);
      await page.goto('/');
      await expect(cartButton(page)).toHaveAttribute('aria-label', 'Cart, items: 1');
      expect([...problems.all, ...secondProblems.all]).toEqual([]);
    },
  );

  test(
    'two tabs adding at the same moment get one guest cart: one creates it, the other adopts it',
    { tag: '@any-width' },
    async ({ page, request }) => {
      const second = await page.context().newPage();
      const tabs = [page, second];
      const problems = tabs.map(watchErrors);
      const creates: string[] = [];
      let releaseCreates: () => void = () => undefined;
      const createsHeld = new Promise<void>((resolve) => (releaseCreates = resolve));
      for (const tab of tabs) {
        // Each create is answered only once both tabs are adding, so neither has a cart id to find yet.
        await tab.route(isPath('/api/cart/create'), async (route) => {
          creates.push(tab.url());
          await createsHeld;
          await route.continue();
        });
      }
      await openProduct(page, CRAB_CAKES);
      await openProduct(second, FEAST);
      await page.getByRole('button', { name: 'Add to cart' }).click();
      await expect.poll(() => creates.length).toBe(1);
      await second.getByRole('button', { name: 'Add to cart' }).click();
      // The second tab's add is under way: waiting for the first tab's turn to end, or creating a cart of its own.
      await expect.poll(async () => creates.length > 1 || (await waitsForLock(second))).toBe(true);
      releaseCreates();

      for (const tab of tabs) await expect(cartButton(tab)).toHaveAttribute('aria-label', 'Cart, items: 2');
      await expect(notice(second, 'Product has been added to the cart!')).toBeVisible();
      expect(creates).toHaveLength(1);
      const [firstCart, secondCart] = await Promise.all(tabs.map(storedCartId));
      expect(firstCart).toBeTruthy();
      expect(secondCart).toBe(firstCart);
      await expect.poll(() => serverQuantities(request, firstCart)).toEqual([1, 1]);
      expect(problems.flatMap((watched) => watched.all)).toEqual([]);
    },
  );

  test(
    'a tab adding while another places the order waits for it, then puts the line into a new cart, quietly',
    { tag: '@any-width' },
    async ({ page, request }) => {
      const second = await page.context().newPage();
      const problems = [page, second].map(watchErrors);
      await addToCart(page, CRAB_CAKES);
      await openProduct(second, FEAST);
      await expect(cartButton(second)).toHaveAttribute('aria-label', 'Cart, items: 1');
      const orderedCart = await storedCartId(page);

      await page.goto('/checkout');
      await expect(page.getByTestId('cart-line')).toHaveCount(1);
      await fillShipping(page);
      await page.getByRole('group', { name: 'Delivery date' }).getByRole('radio', { disabled: false }).first().check();
      await payOnDelivery(page);
      await page.getByLabel(/I accept the/).check();
      // The server places the order (closing the cart) at once; its answer reaches the tab only once the other tab is adding.
      let orderPlaced = false;
      let releaseOrder: () => void = () => undefined;
      const orderHeld = new Promise<void>((resolve) => (releaseOrder = resolve));
      await page.route(isPath('/api/order'), async (route) => {
        const response = await route.fetch();
        orderPlaced = true;
        await orderHeld;
        await route.fulfill({ response });
      });
      const secondCartCalls: string[] = [];
      second.on('request', (call) => {
        if (new URL(call.url()).pathname.startsWith('/api/cart/')) secondCartCalls.push(`${call.method()} ${call.url()}`);
      });
      await page.getByRole('button', { name: 'Place the order' }).click();
      await expect.poll(() => orderPlaced).toBe(true);
      await second.getByRole('button', { name: 'Add to cart' }).click();
      // The add is under way: waiting for the ordering tab's turn to end, or already calling the cart.
      await expect.poll(async () => secondCartCalls.length > 0 || (await waitsForLock(second))).toBe(true);
      releaseOrder();

      // Watched together: the notice lives 5 s and may come and go while the ordering tab is still rendering.
      await Promise.all([
        expect(page.getByTestId('thank-you')).toBeVisible({ timeout: 15_000 }),
        expect(notice(second, 'Product has been added to the cart!')).toBeVisible({ timeout: 15_000 }),
      ]);
      await expect(cartButton(second)).toHaveAttribute('aria-label', 'Cart, items: 1');
      const newCart = await storedCartId(second);
      expect(newCart).toBeTruthy();
      expect(newCart).not.toBe(orderedCart);
      await expect.poll(() => serverQuantities(request, newCart)).toEqual([1]);
      expect(await serverQuantities(request, orderedCart)).toBe(404);
      // Nothing is written to the ordered cart. A read may reach it: Chromium hands one tab's localStorage
      // write to another tab's process a moment late, so the waiting tab can start with the old id; its
      // 404 then starts the new cart quietly (engine.test.ts covers that path).
      const toOrderedCart = secondCartCalls.filter((call) => call.includes(`cartId=${orderedCart}`));
      expect(toOrderedCart.filter((call) => !call.startsWith('GET '))).toEqual([]);
      await expect(second.locator('[data-notice-type="error"]')).toHaveCount(0);
      // The browser logs that read's 404 answer itself; anything else is a problem.
      const goneCartAnswer = /status of 404/;
      expect(problems.flatMap((watched) => watched.all).filter((problem) => !goneCartAnswer.test(problem))).toEqual([]);
    },
  );

  test(
    'minicart: a quantity change the server refuses rolls back with its message; removal asks first',
    { tag: '@any-width' },
    async ({ page }) => {
      const problems = watchErrors(page);
      await addToCart(page, CRAB_CAKES);
      await addToCart(page, FEAST);
      const drawer = await openMinicart(page);
      const feast = drawer.getByTestId('cart-line').filter({ hasText: 'Crab Feast for Four' });
      const total = drawer.getByTestId('cart-totals').locator('[data-segment="grand_total"] dd');
      const before = await total.textContent();

      // From the keyboard: Enter on "+" twice, focus staying on "+" while the server confirms each change.
      const plus = feast.getByRole('button', { name: /^Increase the quantity/ });
      await plus.focus();
      await page.keyboard.press('Enter');
      await expect(feast.getByRole('spinbutton')).toHaveValue('2');
      await expect(total).not.toHaveText(before ?? '');
      await expect(plus).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(feast.getByRole('spinbutton')).toHaveValue('3');
      await expect(plus).toBeFocused();

      const qty = feast.getByRole('spinbutton');
      await qty.fill('5000');
      await qty.press('Enter');
      await expect(feast.getByRole('alert')).toContainText(/Only \d+ products of this type are available|Quantity must be below/);
      await expect(qty).toHaveValue('3');

      const cakes = drawer.getByTestId('cart-line').filter({ hasText: 'Crab Cakes' });
      await cakes.getByRole('button', { name: /^Remove/ }).click();
      await expect(cakes.getByText(/^Remove .* from the cart\?$/)).toBeVisible();
      await expect(cakes.getByRole('button', { name: 'Yes, remove' })).toBeFocused();
      await cakes.getByRole('button', { name: 'Keep it' }).click();
      await expect(drawer.getByTestId('cart-line')).toHaveCount(2);
      await cakes.getByRole('button', { name: /^Remove/ }).click();
      await cakes.getByRole('button', { name: 'Yes, remove' }).press('Enter');
      await expect(drawer.getByTestId('cart-line')).toHaveCount(1);
      await expect(cartButton(page)).toHaveAttribute('aria-label', 'Cart, items: 3');
      // Focus moves to the line that took the removed one's place, never to the page's body.
      await expect(feast.getByRole('button', { name: /^Decrease the quantity/ })).toBeFocused();

      // The last line goes: focus lands on the empty cart's way on.
      await feast.getByRole('button', { name: /^Remove/ }).click();
      await feast.getByRole('button', { name: 'Yes, remove' }).press('Enter');
      await expect(drawer.getByRole('button', { name: 'Continue shopping' })).toBeFocused();

      await page.keyboard.press('Escape');
      await expect(drawer).toBeHidden();
      await expect(cartButton(page)).toBeFocused();
      expect(problems.unexpected()).toEqual([]);
    },
  );

  test(
    'minicart: the coupon CRABFEAST15 changes the totals and can be removed; a wrong code shows the server message',
    { tag: '@any-width' },
    async ({ page }) => {
      const problems = watchErrors(page);
      await addToCart(page, FEAST);
      const drawer = await openMinicart(page);
      const totals = drawer.getByTestId('cart-totals');
      const grand = totals.locator('[data-segment="grand_total"] dd');
      await expect(grand).toHaveText(/\$/);
      const before = await grand.textContent();

      // Applied from the keyboard: focus stays on the field after a refusal, and moves to the code's status once applied.
      await drawer.getByLabel('Discount code').fill('NOT-A-CODE');
      await drawer.getByLabel('Discount code').press('Enter');
      await expect(drawer.getByRole('alert')).toContainText("The coupon code isn't valid. Verify the code and try again.");
      await expect(drawer.getByLabel('Discount code')).toBeFocused();

      await drawer.getByLabel('Discount code').fill('CRABFEAST15');
      await drawer.getByLabel('Discount code').press('Enter');
      await expect(totals.locator('[data-segment="discount"]')).toContainText('Discount (CRABFEAST15)');
      await expect(grand).not.toHaveText(before ?? '');
      await expect(drawer.getByRole('status').filter({ hasText: 'Your discount code has been applied.' })).toBeFocused();

      await drawer.getByRole('button', { name: 'Remove code' }).click();
      await expect(totals.locator('[data-segment="discount"]')).toHaveCount(0);
      await expect(grand).toHaveText(before ?? '');
      expect(problems.unexpected()).toEqual([]);
    },
  );

  test(
    'a sold-out product says so on its button, which adds nothing, and offers the back-in-stock alert',
    { tag: '@any-width' },
    async ({ page }) => {
      const problems = watchErrors(page);
      await openProduct(page, SOLD_OUT);
      await expect(page.getByRole('main').getByRole('button', { name: 'Sold out' })).toBeDisabled();
      await expect(page.getByRole('main').getByRole('button', { name: 'Add to cart' })).toHaveCount(0);
      await expect(page.getByRole('main').getByRole('button', { name: 'Notify me' })).toBeVisible();
      await expect(cartButton(page)).toHaveAttribute('aria-label', 'Cart');
      expect(problems.all).toEqual([]);
    },
  );

  test(
    'without JavaScript the product form fills a server cart that the checkout adopts',
    { tag: '@any-width' },
    async ({ browser, page }) => {
      const noScript = await browser.newContext({ javaScriptEnabled: false });
      const plain = await noScript.newPage();
      await plain.goto(CRAB_CAKES);
      await plain.getByRole('button', { name: 'Add to cart' }).click();
      await expect(plain).toHaveURL(/\/checkout\?cartId=\w+/);
      const adopted = plain.url();
      await noScript.close();

      const problems = watchErrors(page);
      await page.goto(adopted.replace(/^https?:\/\/[^/]+/, ''));
      await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
      await expect(page.getByTestId('cart-line').filter({ hasText: 'Crab Cakes' })).toBeVisible();
      await expect(page).toHaveURL(/\/checkout$/);
      expect(problems.all).toEqual([]);
    },
  );
});
