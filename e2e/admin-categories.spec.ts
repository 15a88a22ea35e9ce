import { expect, test, type APIRequestContext } from './support/shop';
import { staffMember, staffToken, signInAsStaff } from './support/staff';

/**
 * /admin/categories and /admin/attributes against the real back-office API: a manager renames a
 * category and the shop's menu and category page follow once the read model has the new catalog
 * version; a manager relabels an attribute option. Desktop only: the back office is a desk tool.
 */
// Each journey creates its staff through the CLI and waits for the catalog refresh.
test.slow();

async function managerWithHeaders(request: APIRequestContext, suffix: string) {
  const manager = await staffMember(request, suffix, 'manager');
  return { ...manager, headers: { authorization: `Bearer ${await staffToken(request, manager.email, manager.password)}` } };
}

/**
 * Shop pages may be kept by the browser for a minute (max-age=60): each look uses an address of its
 * own (a query the page ignores), as a shopper arriving later would get a fresh page.
 */
let looks = 0;
const fresh = (path: string) => `${path}?look=${(looks += 1)}`;

test('a manager renames a category in /admin and the shop’s menu and category page show the new name', async ({
  page,
  request,
}, testInfo) => {
  const suffix = `ui-category-${testInfo.retry}-${Date.now()}`;
  const staff = await managerWithHeaders(request, suffix);
  const name = `Lobster Pound ${String(Date.now()).slice(-5)}`;
  try {
    await signInAsStaff(page, staff);
    const nav = page.getByRole('navigation', { name: 'Back office' });
    await expect(nav.getByRole('link', { name: 'Attributes' })).toBeVisible();
    await nav.getByRole('link', { name: 'Categories' }).click();
    await expect(page.getByRole('heading', { name: 'Categories', level: 1 })).toBeVisible();
    const tree = page.getByRole('table', { name: /Categories in menu order/ });
    await expect(tree.getByRole('rowheader').first()).toContainText('Default Category');
    await page.getByLabel('Search').fill('lobster');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/\/admin\/categories\?q=lobster/);
    await page.getByRole('link', { name: 'Lobster', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Category: Lobster' })).toBeVisible();

    await page.getByLabel('Name').fill('');
    await page.getByRole('button', { name: 'Save' }).click();
    // Checked with the API's own schema before sending: the error is tied to the field, which has focus.
    await expect(page.getByLabel('Name')).toBeFocused();
    await expect(page.getByLabel('Name')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText('Field is required')).toBeVisible();

    await page.getByLabel('Name').fill(name);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible();
    await expect(page.getByRole('heading', { name: `Category: ${name}` })).toBeVisible();

    await expect
      .poll(
        async () => {
          await page.goto(fresh('/c/lobster'));
          return page.getByRole('heading', { level: 1, name }).count();
        },
        { timeout: 15_000 },
      )
      .toBeGreaterThan(0);
    await expect(page.getByRole('navigation', { name: 'Main', exact: true }).getByRole('link', { name })).toBeVisible();
  } finally {
    const restored = await request.patch('/api/admin/categories/11', { headers: staff.headers, data: { name: 'Lobster' } });
    expect(restored.status()).toBe(200);
  }
});

test('a manager relabels an attribute option in /admin', async ({ page, request }, testInfo) => {
  const suffix = `ui-attribute-${testInfo.retry}-${Date.now()}`;
  const staff = await managerWithHeaders(request, suffix);
  const detail = await request.get('/api/admin/attributes/spice_level', { headers: staff.headers });
  const original = ((await detail.json()) as { result: { options: Array<{ value: string; label: string }> } }).result.options[0];
  const label = `${original.label} (house)`;
  try {
    await signInAsStaff(page, staff);
    await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Attributes' }).click();
    await page.getByRole('link', { name: 'spice_level' }).click();
    await expect(page.getByRole('heading', { name: 'Attribute: Spice level' })).toBeVisible();

    // A new option row takes focus; removing it gives focus back to "Add option".
    await page.getByRole('button', { name: 'Add option' }).click();
    await expect(page.getByLabel('Label of new option 1')).toBeFocused();
    await page.getByRole('button', { name: 'Remove new option 1' }).click();
    await expect(page.getByRole('button', { name: 'Add option' })).toBeFocused();

    await page.getByLabel(`Label of option ${original.value}`).fill(label);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible();
    await expect(page.getByLabel(`Label of option ${original.value}`)).toHaveValue(label);
    const saved = await request.get('/api/admin/attributes/spice_level', { headers: staff.headers });
    expect(((await saved.json()) as { result: { options: Array<{ label: string }> } }).result.options[0]?.label).toBe(label);
  } finally {
    await request.patch('/api/admin/attributes/spice_level', {
      headers: staff.headers,
      data: { options: [{ value: original.value, label: original.label }] },
    });
  }
});
