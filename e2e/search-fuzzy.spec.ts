import { expect, test } from './support/shop';
import { watchErrors } from './support/page-errors';

test.describe('search as the spec tunes it', () => {
  test('finds crabs and shrimp through swapped or missing letters', { tag: '@any-width' }, async ({ page }) => {
    const problems = watchErrors(page);
    for (const [term, product] of [
      ['crbas', /Steamed Blue Crabs/],
      ['crbs', /Steamed Blue Crabs/],
      ['shirmp', /Shrimp/],
    ] as const) {
      await page.goto(`/search?q=${term}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Results for “${term}”`);
      await expect(page.locator('main article').getByRole('link', { name: product }).first()).toBeVisible();
    }
    await page.waitForLoadState('networkidle');
    expect(problems).toEqual([]);
  });

  test('an empty search offers the nearest wording and popular categories', { tag: '@any-width' }, async ({ page }) => {
    await page.goto('/search?q=vrabs');
    await expect(page.getByRole('heading', { name: '0 products found' })).toBeVisible();
    const suggestion = page.getByRole('link', { name: 'crabs', exact: true });
    await expect(page.getByText('Did you mean')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Popular categories' }).getByRole('link').first()).toBeVisible();
    await suggestion.click();
    await expect(page).toHaveURL(/\/search\?q=crabs$/);
    await expect(page.locator('main article').first()).toBeVisible();
  });
});
