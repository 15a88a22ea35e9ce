import { expect, test, type Locator, type Page } from './support/shop';
import { watchErrors } from './support/page-errors';

const CRABS = '/p/CRAB-STEAM/steamed-blue-crabs';
const FEAST = '/p/FEAST-CRAB-4/crab-feast-for-four';
const CRAB_CAKES = '/p/CRAB-CAKE-JUMBO-2/signature-jumbo-lump-crab-cakes';
const TEE = '/p/MERCH-TEE/crab-shack-tee';

const price = (page: Page) => page.getByRole('main').locator('[aria-live="polite"]');
const optionGroup = (page: Page, name: string) => page.getByRole('radiogroup', { name: new RegExp(`^${name}`) });

async function openProduct(page: Page, path: string) {
  const response = await page.goto(path);
  expect(response?.status()).toBe(200);
  await page.waitForLoadState('networkidle');
}

test.describe('product page', () => {
  test('configurable: picking size then count changes sku, price and URL', async ({ page }) => {
    const problems = watchErrors(page);
    await openProduct(page, CRABS);
    await expect(page.getByRole('heading', { level: 1, name: 'Steamed Blue Crabs' })).toBeVisible();
    await expect(price(page)).toContainText('$52.99');
    // A phone's first screen, above the cookies bar at its foot: the header, the name, the price and the image's start.
    const firstScreen = page.viewportSize()!.height - ((await page.locator('#cookie-bar').boundingBox())?.height ?? 0);
    const bottomOf = async (part: Locator) => ((box) => box!.y + box!.height)(await part.boundingBox());
    expect(await bottomOf(page.getByRole('banner'))).toBeLessThan(firstScreen);
    expect(await bottomOf(page.getByRole('heading', { level: 1 }))).toBeLessThanOrEqual(firstScreen);
    expect(await bottomOf(price(page))).toBeLessThanOrEqual(firstScreen);
    expect((await page.getByRole('main').getByRole('img').first().boundingBox())!.y).toBeLessThan(firstScreen - 48);
    // Nothing is chosen for the shopper: no size, no count, no sku yet.
    await expect(page.getByRole('main').getByRole('radio', { checked: true })).toHaveCount(0);
    await expect(page.getByText(/^SKU: /)).toHaveCount(0);

    await optionGroup(page, 'Crab size')
      .getByRole('radio', { name: /^Jumbo/ })
      .click();
    await expect(optionGroup(page, 'Crab size').getByRole('radio', { name: /^Jumbo/ })).toHaveAttribute('aria-checked', 'true');
    await expect(page).toHaveURL(/\/p\/CRAB-STEAM\/steamed-blue-crabs$/);

    await optionGroup(page, 'Quantity')
      .getByRole('radio', { name: /^Dozen/ })
      .click();
    await expect(page).toHaveURL(/\/CRAB-STEAM-JB-DZ$/);
    await expect(page.getByText('SKU: CRAB-STEAM-JB-DZ')).toBeVisible();
    await expect(price(page)).toContainText('$129.99');
    await expect(optionGroup(page, 'Quantity').getByRole('radio', { name: /^Dozen/ })).toHaveAttribute('aria-checked', 'true');
    expect(problems).toEqual([]);
  });

  test('configurable: arrow keys choose within an option, a missing combination warns', { tag: '@any-width' }, async ({ page }) => {
    const problems = watchErrors(page);
    await openProduct(page, `${CRABS}/CRAB-STEAM-JB-HB`);
    await expect(page.getByText('Out of stock', { exact: true })).toBeVisible();

    const sizes = optionGroup(page, 'Crab size');
    await sizes.getByRole('radio', { name: /^Jumbo/ }).focus();
    await page.keyboard.press('ArrowLeft');
    await expect(page).toHaveURL(/\/CRAB-STEAM-LG-HB$/);
    await expect(sizes.getByRole('radio', { name: /^Large/ })).toBeFocused();

    // Colossal crabs do not come by the half bushel: the spec's warning, and the URL stays.
    await sizes.getByRole('radio', { name: /^Colossal/ }).click();
    await expect(page.getByRole('alert')).toContainText(
      'No such configuration for the product. Please do choose another combination of attributes.',
    );
    await expect(page).toHaveURL(/\/CRAB-STEAM-LG-HB$/);
    await optionGroup(page, 'Quantity')
      .getByRole('radio', { name: /^Dozen/ })
      .click();
    await expect(page).toHaveURL(/\/CRAB-STEAM-CL-DZ$/);
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expect(price(page)).toContainText('$189.99');
    expect(problems).toEqual([]);
  });

  test(
    'a configurable child opened directly redirects (301) to its parent with the child selected',
    { tag: '@any-width' },
    async ({ page, request }) => {
      const problems = watchErrors(page);
      const direct = await request.get('/p/CRAB-STEAM-LG-DZ/anything', { maxRedirects: 0 });
      expect(direct.status()).toBe(301);
      expect(direct.headers().location).toMatch(/\/p\/CRAB-STEAM\/steamed-blue-crabs\/CRAB-STEAM-LG-DZ$/);

      const wrongSlug = await request.get('/p/CRAB-STEAM/old-name', { maxRedirects: 0 });
      expect(wrongSlug.status()).toBe(301);
      expect(wrongSlug.headers().location).toMatch(/\/p\/CRAB-STEAM\/steamed-blue-crabs$/);

      await page.goto('/p/CRAB-STEAM-LG-DZ/anything');
      await expect(page).toHaveURL(/\/p\/CRAB-STEAM\/steamed-blue-crabs\/CRAB-STEAM-LG-DZ$/);
      await expect(optionGroup(page, 'Crab size').getByRole('radio', { name: /^Large/ })).toHaveAttribute('aria-checked', 'true');
      await expect(optionGroup(page, 'Quantity').getByRole('radio', { name: /^Dozen/ })).toHaveAttribute('aria-checked', 'true');
      await expect(price(page)).toContainText('$94.99');
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/p\/CRAB-STEAM\/steamed-blue-crabs$/);
      expect(problems).toEqual([]);
    },
  );

  test(
    'the tee: nothing preselected, Add to cart asks for the missing choices, a sold-out variant cannot be added',
    { tag: '@any-width' },
    async ({ page }) => {
      const problems = watchErrors(page);
      await openProduct(page, TEE);
      const main = page.getByRole('main');
      await expect(main.getByRole('radio', { checked: true })).toHaveCount(0);
      await expect(main.getByText('not available in this combination')).toHaveCount(0); // no colour looks crossed out

      await main.getByRole('button', { name: 'Add to cart' }).click();
      await expect(main.getByRole('alert')).toHaveText('Please choose: Color, Size');
      await expect(optionGroup(page, 'Color').getByRole('radio').first()).toBeFocused();
      await expect(page.getByRole('banner').getByRole('link', { name: /^Cart/ })).toHaveAttribute('aria-label', 'Cart');

      await optionGroup(page, 'Color')
        .getByRole('radio', { name: /^Old Bay Yellow/ })
        .click();
      await expect(main.getByRole('alert')).toHaveText('Please choose: Size');
      await expect(page).toHaveURL(/\/crab-shack-tee$/);
      await optionGroup(page, 'Size').getByRole('radio', { name: 'L', exact: true }).click();
      await expect(page).toHaveURL(/\/MERCH-TEE-OLDBAYYEL-L$/);
      // Sold out: the button says so and adds nothing; the back-in-stock alert is offered.
      await expect(main.getByRole('button', { name: 'Sold out' })).toBeDisabled();
      await expect(main.getByRole('button', { name: 'Add to cart' })).toHaveCount(0);
      await expect(main.getByRole('heading', { name: 'Tell me when it is back' })).toBeVisible();
      expect(problems).toEqual([]);
    },
  );

  test(
    'variant links work without JavaScript, and Add to cart asks for the options not chosen',
    { tag: '@any-width' },
    async ({ browser }) => {
      const context = await browser.newContext({ javaScriptEnabled: false });
      const page = await context.newPage();
      await page.goto(TEE);
      await page.getByRole('main').getByRole('button', { name: 'Add to cart' }).click();
      await expect(page).toHaveURL(/\/crab-shack-tee$/);
      await expect(page.getByRole('main').getByRole('alert')).toHaveText('Please choose: Color, Size');

      await page.goto(CRABS);
      await optionGroup(page, 'Crab size')
        .getByRole('radio', { name: /^Jumbo/ })
        .click();
      await expect(page).toHaveURL(/\/CRAB-STEAM-JB-HD$/);
      await expect(page.getByText('SKU: CRAB-STEAM-JB-HD')).toBeVisible();
      await context.close();
    },
  );

  test('bundle: defaults are preselected and the total follows the choices', { tag: '@any-width' }, async ({ page }) => {
    const problems = watchErrors(page);
    await openProduct(page, FEAST);
    await expect(page.getByRole('radio', { name: /Steamed Blue Crabs, Large, Dozen × 2/ })).toBeChecked();
    await expect(page.getByRole('checkbox', { name: /Sweet Corn/ })).toBeChecked();
    await expect(page.getByRole('checkbox', { name: /Creamy Coleslaw/ })).toBeChecked();
    await expect(page.getByRole('checkbox', { name: /Hush Puppies/ })).not.toBeChecked();
    await expect(price(page)).toContainText('Bundle total');
    await expect(price(page)).toContainText('$254.93');

    await page.getByRole('checkbox', { name: /Creamy Coleslaw/ }).uncheck();
    await expect(price(page)).toContainText('$244.94');
    await page.getByRole('radio', { name: /Steamed Blue Crabs, Jumbo, Dozen × 2/ }).check();
    await expect(price(page)).toContainText('$314.94');
    expect(problems).toEqual([]);
  });

  test('custom options change the price', { tag: '@any-width' }, async ({ page }) => {
    const problems = watchErrors(page);
    await openProduct(page, CRAB_CAKES);
    await expect(price(page)).toContainText('$49.99');
    await page.getByLabel('Sauce').selectOption({ label: 'House remoulade (+$3.99)' });
    await expect(price(page)).toContainText('$53.98');
    await page.getByRole('radio', { name: /Extra jumbo lump \(8 oz\)/ }).check();
    await expect(price(page)).toContainText('$61.48');
    expect(problems).toEqual([]);
  });

  test('has product structured data with one offer per variant, and SEO tags', { tag: '@any-width' }, async ({ page, request }) => {
    const problems = watchErrors(page);
    await openProduct(page, CRABS);
    const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
    const documents = blocks.map((text) => JSON.parse(text) as Record<string, unknown>);
    const product = documents.find((document) => document['@type'] === 'Product') as {
      sku: string;
      brand: { name: string };
      offers: Array<{ sku: string; price: string; priceCurrency: string; availability: string; url: string }>;
      aggregateRating?: { reviewCount: number };
    };
    expect(product.sku).toBe('CRAB-STEAM');
    expect(product.brand.name).toBe('Shoreline');
    expect(product.aggregateRating?.reviewCount).toBeGreaterThan(0);
    // 13 children, one of them disabled.
    expect(product.offers).toHaveLength(12);
    expect(product.offers.map((offer) => offer.sku)).not.toContain('CRAB-STEAM-MD-BU');
    const jumboHalfBushel = product.offers.find((offer) => offer.sku === 'CRAB-STEAM-JB-HB');
    expect(jumboHalfBushel).toMatchObject({ price: '289.99', priceCurrency: 'USD', availability: 'https://schema.org/OutOfStock' });
    expect(jumboHalfBushel?.url).toMatch(/\/p\/CRAB-STEAM\/steamed-blue-crabs\/CRAB-STEAM-JB-HB$/);
    expect(documents.some((document) => document['@type'] === 'BreadcrumbList')).toBe(true);
    await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'product');
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Steamed Crabs' })).toBeVisible();

    const response = await request.get(CRABS);
    expect(response.headers()['cache-control']).toBe('public, no-cache');
    expect(problems).toEqual([]);
  });

  test('remembers the product in recently viewed', { tag: '@any-width' }, async ({ page }) => {
    await openProduct(page, CRAB_CAKES);
    await openProduct(page, CRABS);
    const stored = await page.evaluate(
      () => JSON.parse(localStorage.getItem('shoreline:recently-viewed') ?? '[]') as Array<{ sku: string }>,
    );
    expect(stored.map((entry) => entry.sku)).toEqual(['CRAB-STEAM', 'CRAB-CAKE-JUMBO-2']);
  });

  test('a review is checked and then thanked for', { tag: '@any-width' }, async ({ page }) => {
    const problems = watchErrors(page);
    await openProduct(page, CRAB_CAKES);
    const form = page.locator('#write-review');
    await form.getByLabel('Nickname').fill('Pat');
    await form.getByLabel('Title').fill('Lovely');
    await form.getByLabel('Your review').fill('Too short');
    // No rating is chosen for the shopper: skipping it is an error, not five stars.
    await expect(form.getByRole('radio', { checked: true })).toHaveCount(0);
    await form.getByRole('button', { name: 'Submit review' }).click();
    await expect(form.getByText('Please enter a longer comment/question')).toBeVisible();
    await expect(form.getByText('Please choose a rating from 1 to 5 stars.')).toBeVisible();

    await form.getByLabel('Your review').fill('Real jumbo lump, barely any filler. We will order again.');
    await form.getByRole('radio', { name: '4 stars' }).check();
    await form.getByRole('button', { name: 'Submit review' }).click();
    await expect(form.getByRole('status')).toHaveText('Thank you! Your review will appear once we have checked it.');
    expect(problems).toEqual([]);
  });

  test('disabled and unknown products are a 404', { tag: '@any-width' }, async ({ page }) => {
    expect((await page.goto('/p/CRAB-STEAM-MD-BU/steamed-blue-crabs-medium-bushel'))?.status()).toBe(404);
    expect((await page.goto('/p/NO-SUCH-SKU/nothing'))?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
});
