import { expect, test } from './support/shop';

test('the API reference page renders every module from /api/openapi.json, without errors @any-width', async ({ page }) => {
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  page.on('response', (response) => {
    if (response.status() >= 400) problems.push(`${response.status()} ${response.url()}`);
  });
  await page.goto('/api/reference');
  await expect(page.getByRole('heading', { name: /Shoreline Commerce API/ })).toBeVisible();
  // Operations are grouped by module; opening one shows its path and summary.
  await page.getByRole('link', { name: 'cart', exact: true }).click();
  await expect(page.getByText('/api/cart/create', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'admin orders', exact: true })).toBeVisible();
  expect(problems).toEqual([]);
});
