import { expect, test, type Page } from './support/shop';
import { watchErrors } from './support/page-errors';

/** On phones the filters are in a "Filters" disclosure; open it when it is there. */
async function openFilters(page: Page) {
  const disclosure = page.locator('main details summary');
  if (await disclosure.isVisible()) {
    await disclosure.click();
  }
}

function isSorted(prices: number[], direction: 'asc' | 'desc'): boolean {
  return (
    prices.length > 1 &&
    prices.every((price, index) => index === 0 || (direction === 'asc' ? prices[index - 1] <= price : prices[index - 1] >= price))
  );
}

const resultsHeading = (page: Page) => page.locator('#product-results');
const cards = (page: Page) => page.locator('main article');

async function cardPrices(page: Page): Promise<number[]> {
  const texts = await page.locator('main article').allTextContents();
  return texts.map((text) => Number(/\$([\d,]+\.\d{2})/.exec(text)?.[1].replace(',', '') ?? NaN));
}

test.describe('category page', () => {
  test('shows the category with breadcrumbs, subcategories, SEO tags and products', async ({ page }) => {
    const problems = watchErrors(page);
    const response = await page.goto('/c/crabs');
    expect(response?.status()).toBe(200);
    expect(response?.headers()['cache-control']).toContain('public');
    await expect(page).toHaveTitle(/Crabs.*\| Shoreline/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Crabs');
    const breadcrumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(breadcrumbs.getByRole('link', { name: 'Home' })).toBeVisible();
    await expect(breadcrumbs.locator('[aria-current="page"]')).toHaveText('Crabs');
    await expect(page.getByRole('navigation', { name: 'Categories in Crabs' }).getByRole('link', { name: /Crab Meat/ })).toBeVisible();
    await expect(resultsHeading(page)).toHaveText('16 products');
    await expect(cards(page)).toHaveCount(16);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/c\/crabs$/);
    expect(await page.locator('script[type="application/ld+json"]').allTextContents()).toContainEqual(
      expect.stringContaining('BreadcrumbList'),
    );
    await page.waitForLoadState('networkidle');
    expect(problems).toEqual([]);
  });

  test('filters toggle in the URL, show as removable chips and reset', async ({ page }) => {
    const problems = watchErrors(page);
    await page.goto('/c/crabs');
    await page.waitForLoadState('networkidle');
    await openFilters(page);

    await page.getByRole('checkbox', { name: /Alaska/ }).click();
    await expect(page).toHaveURL(/\/c\/crabs\?origin=233$/);
    await expect(resultsHeading(page)).toHaveText('2 products');
    await expect(cards(page)).toHaveCount(2);
    await expect(page.getByRole('checkbox', { name: /Alaska/ })).toBeChecked();

    await page.getByRole('checkbox', { name: /Chesapeake Bay/ }).click();
    await expect(page).toHaveURL(/origin=233&origin=230/);
    await expect(resultsHeading(page)).toHaveText('14 products');

    await page.getByRole('radio', { name: /^\$100 - 150/ }).click();
    await expect(page).toHaveURL(/price=100\.0-150\.0/);
    await expect(resultsHeading(page)).toHaveText('2 products');
    if (await page.locator('main details summary').isVisible()) {
      await expect(page.locator('main details summary')).toHaveText('Filters (3)');
    }

    await page.getByRole('link', { name: 'Remove filter Price: $100 - 150' }).click();
    await expect(page).not.toHaveURL(/price=/);
    await expect(resultsHeading(page)).toHaveText('14 products');

    await page.getByRole('link', { name: 'Clear all filters' }).click();
    await expect(page).toHaveURL(/\/c\/crabs$/);
    await expect(resultsHeading(page)).toHaveText('16 products');
    expect(problems).toEqual([]);
  });

  test('filtered variants keep the canonical URL and are not indexed', { tag: '@any-width' }, async ({ page }) => {
    await page.goto('/c/crabs?crab_size=212&price=50.0-100.0&bogus=1&color=nope');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/c\/crabs$/);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    await expect(resultsHeading(page)).toHaveText('1 product');
  });

  test('sorts by price', { tag: '@any-width' }, async ({ page }) => {
    const problems = watchErrors(page);
    await page.goto('/c/crabs');
    await page.waitForLoadState('networkidle');
    await page.getByLabel('Sort by').selectOption({ label: 'Price low to high' });
    await expect(page).toHaveURL(/sort=final_price$/);
    await expect(page.getByLabel('Sort by')).toHaveValue('final_price');
    await expect.poll(async () => isSorted(await cardPrices(page), 'asc')).toBe(true);

    await page.getByLabel('Sort by').selectOption({ label: 'Price high to low' });
    await expect(page).toHaveURL(/sort=final_price%3Adesc$/);
    await expect.poll(async () => isSorted(await cardPrices(page), 'desc')).toBe(true);
    expect(problems).toEqual([]);
  });

  test('loads more products 50 at a time and keeps the URL shareable', { tag: '@any-width' }, async ({ page }) => {
    const problems = watchErrors(page);
    await page.goto('/c/default-category');
    await page.waitForLoadState('networkidle');
    await expect(cards(page)).toHaveCount(50);
    await expect(page.getByText('Showing 50 of 64')).toBeVisible();

    await page.getByRole('link', { name: 'Load more' }).click();
    await expect(cards(page)).toHaveCount(64);
    await expect(page).toHaveURL(/\/c\/default-category\?page=2$/);
    await expect(page.getByText('Showing 64 of 64')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Load more' })).toHaveCount(0);
    // Focus moves to the first appended product.
    await expect(page.locator('main article a').nth(50)).toBeFocused();

    // The shared URL renders the same list on the server.
    await page.reload();
    await expect(cards(page)).toHaveCount(64);
    expect(problems).toEqual([]);
  });

  test('has no load-more when everything fits on one page', { tag: '@any-width' }, async ({ page }) => {
    await page.goto('/c/crabs');
    await expect(page.getByText('Showing 16 of 16')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Load more' })).toHaveCount(0);
  });

  test('answers unknown categories with a 404', { tag: '@any-width' }, async ({ page }) => {
    const response = await page.goto('/c/no-such-category');
    expect(response?.status()).toBe(404);
  });

  test(
    'a nested category opened by its own slug moves (301) to its canonical address, query kept',
    { tag: '@any-width' },
    async ({ page, request }) => {
      const problems = watchErrors(page);
      const canonical = '/c/soups-and-sides/soups?sort=final_price';
      const response = await request.get('/c/soups?sort=final_price', { maxRedirects: 0 });
      expect(response.status()).toBe(301);
      expect(response.headers()['location']).toBe(canonical);

      await page.goto('/c/soups?sort=final_price');
      await expect(page).toHaveURL((url) => `${url.pathname}${url.search}` === canonical);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Soups');
      await expect(page.getByLabel('Sort by')).toHaveValue('final_price');
      await page.waitForLoadState('networkidle');
      expect(problems).toEqual([]);
    },
  );
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('filters apply through the form and load-more is a link', async ({ page }) => {
    await page.goto('/c/crabs');
    await openFilters(page);
    await page.getByRole('checkbox', { name: /Jumbo/ }).check();
    await page.getByRole('button', { name: 'Apply filters' }).click();
    await expect(page).toHaveURL(/crab_size=212/);
    await expect(resultsHeading(page)).toHaveText('2 products');

    await page.getByLabel('Sort by').selectOption('final_price:desc');
    await page.getByRole('button', { name: 'Sort', exact: true }).click();
    await expect(page).toHaveURL(/crab_size=212.*sort=final_price%3Adesc/);
    await expect(resultsHeading(page)).toHaveText('2 products');
    expect(isSorted(await cardPrices(page), 'desc')).toBe(true);

    await page.goto('/c/default-category');
    await page.getByRole('link', { name: 'Load more' }).click();
    await expect(page).toHaveURL(/page=2$/);
    await expect(cards(page)).toHaveCount(64);
  });

  test('search works as a plain GET form', { tag: '@any-width' }, async ({ page }) => {
    await page.goto('/');
    await page.getByRole('link', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL(/\/search$/);
    await page.getByRole('searchbox', { name: 'Search the shop' }).fill('lobster');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/\/search\?q=lobster$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Results for “lobster”');
  });

  test('search results sort through the form', { tag: '@any-width' }, async ({ page }) => {
    await page.goto('/search?q=crab');
    await page.getByLabel('Sort by').selectOption('final_price');
    await page.getByRole('button', { name: 'Sort', exact: true }).click();
    await expect(page).toHaveURL(/\/search\?q=crab&sort=final_price$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Results for “crab”');
    expect(isSorted(await cardPrices(page), 'asc')).toBe(true);
    await expect(page.getByLabel('Sort by')).toHaveValue('final_price');
  });
});

test.describe('search', () => {
  test('finds products despite a typo and shows matching categories', { tag: '@any-width' }, async ({ page }) => {
    const problems = watchErrors(page);
    await page.goto('/search?q=steemed+crabs');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Results for “steemed crabs”');
    await expect(page.getByRole('link', { name: 'Steamed Blue Crabs' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Matching categories' }).getByRole('link', { name: 'Steamed Crabs' })).toBeVisible();
    await expect(page.getByRole('heading', { name: /products? found/ })).toBeVisible();

    await page.goto('/search?q=lobstr');
    await expect(page.getByRole('link', { name: /Maine Lobster Tails/ })).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    await page.waitForLoadState('networkidle');
    expect(problems).toEqual([]);
  });

  test('asks for at least 3 characters and runs no search', { tag: '@any-width' }, async ({ page }) => {
    await page.goto('/search?q=cr');
    await expect(page.getByRole('alert')).toHaveText('Searched term should consist of at least 3 characters');
    await expect(cards(page)).toHaveCount(0);
  });

  test('renders every page up to ?page=N', { tag: '@any-width' }, async ({ page }) => {
    await page.goto('/search?q=crab&page=2');
    const total = Number((await page.getByRole('heading', { name: /products found/ }).textContent())?.match(/\d+/)?.[0]);
    await expect(cards(page)).toHaveCount(Math.min(total, 100));
    await expect(page.getByText(`Showing ${Math.min(total, 100)} of ${total}`)).toBeVisible();
  });

  test('the header search panel shows as-you-type results', async ({ page }) => {
    const problems = watchErrors(page);
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    const opener = page.getByRole('link', { name: 'Search', exact: true });
    await opener.click();
    const dialog = page.getByRole('dialog', { name: 'Search' });
    await expect(dialog).toBeVisible();
    const input = dialog.getByRole('combobox', { name: 'Search the shop' });
    await expect(input).toBeFocused();
    await expect(input).toHaveAttribute('aria-expanded', 'false');
    await expect(input).toHaveAttribute('aria-autocomplete', 'list');

    await input.fill('cr');
    await expect(dialog.getByRole('status')).toHaveText('Searched term should consist of at least 3 characters');
    await expect(dialog.getByRole('option')).toHaveCount(0);

    await input.fill('lobstr');
    const listbox = dialog.getByRole('listbox', { name: 'Suggestions' });
    await expect(listbox.getByRole('option', { name: /Maine Lobster Tails/ })).toBeVisible();
    await expect(
      listbox.getByRole('group', { name: 'Matching categories' }).getByRole('option', { name: 'Lobster', exact: true }),
    ).toBeVisible();
    await expect(input).toHaveAttribute('aria-expanded', 'true');
    await expect(input).toHaveAttribute('aria-controls', (await listbox.getAttribute('id')) ?? 'missing');
    await expect(dialog.getByRole('status')).toHaveText(/\d+ products? found/);
    await expect(dialog.getByRole('link', { name: /See all/ })).toHaveAttribute('href', '/search?q=lobstr');

    // Escape closes the popup, then the dialog (focus back on the opener).
    await page.keyboard.press('Escape');
    await expect(input).toHaveAttribute('aria-expanded', 'false');
    await expect(listbox).toBeHidden();
    await expect(input).toHaveValue('lobstr');
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();

    await opener.click();
    await input.fill('lobstr');
    await dialog.getByRole('link', { name: /See all/ }).click();
    await expect(page).toHaveURL(/\/search\?q=lobstr$/);
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('link', { name: /Maine Lobster Tails/ })).toBeVisible();
    expect(problems).toEqual([]);
  });

  test(
    'the search panel is a combobox: arrow keys move through the suggestions and Enter opens one',
    { tag: '@any-width' },
    async ({ page }) => {
      const problems = watchErrors(page);
      await page.goto('/');
      await page.waitForLoadState('networkidle');
      await page.getByRole('link', { name: 'Search', exact: true }).click();
      const dialog = page.getByRole('dialog', { name: 'Search' });
      const input = dialog.getByRole('combobox', { name: 'Search the shop' });
      await expect(input).toBeFocused();
      await page.keyboard.type('lobster', { delay: 30 });

      const options = dialog.getByRole('option');
      await expect(options.first()).toBeVisible();
      // The earlier letters' suggestions show while "lobster"'s load; a new list starts with no option active, so the
      // keys go to the final one.
      await expect(dialog.getByRole('listbox')).not.toHaveAttribute('aria-busy', 'true');
      await expect(input).toHaveAttribute('aria-expanded', 'true');
      await expect(input).not.toHaveAttribute('aria-activedescendant');
      const count = await options.count();
      expect(count).toBeGreaterThan(1);

      // ArrowDown from the input: the first option is active; focus stays in the input.
      await page.keyboard.press('ArrowDown');
      const first = options.first();
      await expect(first).toHaveAttribute('aria-selected', 'true');
      await expect(input).toHaveAttribute('aria-activedescendant', (await first.getAttribute('id')) ?? 'missing');
      await expect(input).toBeFocused();
      await expect(dialog.getByRole('option', { selected: true })).toHaveCount(1);

      // ArrowUp from the first option wraps to the last (a category), ArrowDown wraps back.
      await page.keyboard.press('ArrowUp');
      await expect(options.last()).toHaveAttribute('aria-selected', 'true');
      await expect(first).toHaveAttribute('aria-selected', 'false');
      await page.keyboard.press('ArrowDown');
      await expect(first).toHaveAttribute('aria-selected', 'true');
      await page.keyboard.press('ArrowDown');
      await expect(options.nth(1)).toHaveAttribute('aria-selected', 'true');
      await page.keyboard.press('ArrowUp');
      await expect(first).toHaveAttribute('aria-selected', 'true');

      // Enter opens the active product.
      const href = await first.getAttribute('href');
      const label = (await first.textContent()) ?? '';
      expect(href).toMatch(/^\//);
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL((url) => url.pathname === href);
      await expect(dialog).toBeHidden();
      const heading = page.getByRole('heading', { level: 1 });
      await expect(heading).toBeVisible();
      expect(label).toContain(await heading.textContent());

      // With no active option, Enter runs the full search.
      await page.getByRole('link', { name: 'Search', exact: true }).click();
      await input.fill('lobster');
      await expect(options.first()).toBeVisible();
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/\/search\?q=lobster$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Results for “lobster”');
      expect(problems).toEqual([]);
    },
  );

  test('sorts the results by price, latest and back to relevance, keeping the term in the URL', { tag: '@any-width' }, async ({ page }) => {
    const problems = watchErrors(page);
    await page.goto('/search?q=crab');
    await page.waitForLoadState('networkidle');
    const sort = page.getByLabel('Sort by');
    await expect(sort).toHaveValue('');
    await expect(sort.locator('option:checked')).toHaveText('Relevance');
    const relevance = await cardPrices(page);

    await sort.selectOption({ label: 'Price low to high' });
    await expect(page).toHaveURL(/\/search\?q=crab&sort=final_price$/);
    await expect(sort).toHaveValue('final_price');
    await expect.poll(async () => isSorted(await cardPrices(page), 'asc')).toBe(true);
    expect(isSorted(relevance, 'asc')).toBe(false);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Results for “crab”');

    await sort.selectOption({ label: 'Price high to low' });
    await expect(page).toHaveURL(/\/search\?q=crab&sort=final_price%3Adesc$/);
    await expect.poll(async () => isSorted(await cardPrices(page), 'desc')).toBe(true);

    await sort.selectOption({ label: 'Latest' });
    await expect(page).toHaveURL(/\/search\?q=crab&sort=updated_at%3Adesc$/);

    await sort.selectOption({ label: 'Relevance' });
    await expect(page).toHaveURL(/\/search\?q=crab$/);
    await expect.poll(async () => cardPrices(page)).toEqual(relevance);

    // A shared sorted URL renders sorted on the server, and an unknown sort falls back to relevance.
    await page.goto('/search?q=crab&sort=final_price%3Adesc');
    expect(isSorted(await cardPrices(page), 'desc')).toBe(true);
    await page.goto('/search?q=crab&sort=bogus');
    await expect(page.getByLabel('Sort by')).toHaveValue('');
    expect(problems).toEqual([]);
  });
});
