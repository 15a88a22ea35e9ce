import { expect, test, type APIRequestContext } from './support/shop';
import { signInAsStaff, staffMember, staffHeaders } from './support/staff';

/**
 * /admin/content against the real back-office API: a manager edits a CMS page and adds a banner, and
 * the shopper's pages show them once every process's read model follows the catalog version.
 * Desktop only: the back office is a desk tool.
 */
// Each journey creates its staff through the CLI and waits for the catalog refresh, twice for the banner.
test.slow();

async function manager(request: APIRequestContext, suffix: string) {
  const member = await staffMember(request, suffix, 'manager');
  return { ...member, headers: await staffHeaders(request, member) };
}

/**
 * Shop pages may be kept by the browser for a minute (max-age=60): each look uses an address of its
 * own (a query the page ignores), as a shopper arriving later would get a fresh page.
 */
let looks = 0;
const fresh = (path: string) => `${path}?look=${(looks += 1)}`;

interface CmsPageRow {
  id: number;
  title: string;
  content: string;
}

test('a manager edits a CMS page in /admin and the shopper sees it after the catalog refresh', async ({ page, request }, testInfo) => {
  const suffix = `ui-cms-${testInfo.retry}-${Date.now()}`;
  const staff = await manager(request, suffix);
  const found = await request.get('/api/admin/cms-pages?q=terms-and-conditions', { headers: staff.headers });
  const original = ((await found.json()) as { result: { items: CmsPageRow[] } }).result.items[0];
  const detail = await request.get(`/api/admin/cms-pages/${original.id}`, { headers: staff.headers });
  const before = ((await detail.json()) as { result: CmsPageRow }).result;
  const title = `Terms of sale ${suffix}`;
  try {
    await signInAsStaff(page, staff);
    await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Content' }).click();
    await expect(page.getByRole('navigation', { name: 'Content lists' }).getByRole('link', { name: 'CMS pages' })).toHaveClass(/active/);
    await page.getByLabel('Search').fill('terms');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/q=terms/);
    await page.getByRole('link', { name: before.title }).click();
    await expect(page.getByRole('heading', { name: `Edit CMS page: ${before.title}` })).toBeVisible();
    await page.getByLabel('Title', { exact: true }).fill(title);
    await page.getByLabel('Content', { exact: true }).fill(`<h2>Fresh terms</h2><p>Updated for ${suffix}.</p><script>alert(1)</script>`);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('status')).toContainText('Saved.');
    // The form shows what was stored: the script is gone.
    await expect(page.getByLabel('Content', { exact: true })).toHaveValue(`<h2>Fresh terms</h2><p>Updated for ${suffix}.</p>`);

    await expect
      .poll(
        async () => {
          await page.goto(fresh('/i/terms-and-conditions'));
          return page.getByRole('main').getByText(`Updated for ${suffix}.`).count();
        },
        { timeout: 15_000 },
      )
      .toBeGreaterThan(0);
    await expect(page.getByRole('main').getByRole('heading', { name: 'Fresh terms' })).toBeVisible();
    await expect(page.getByRole('main').getByText(title).first()).toBeVisible();
  } finally {
    await request.patch(`/api/admin/cms-pages/${before.id}`, {
      headers: staff.headers,
      data: { title: before.title, content: before.content },
    });
  }
});

test('a manager adds a banner in /admin, it shows on the home page, and deleting it asks first', async ({ page, request }, testInfo) => {
  const suffix = `ui-banner-${testInfo.retry}-${Date.now()}`;
  const staff = await manager(request, suffix);
  const title = `Soft shells are here ${suffix}`;
  await signInAsStaff(page, staff);
  await page.goto('/admin/content/banners');
  await page.getByRole('link', { name: 'New banner' }).click();
  await page.getByLabel('Title', { exact: true }).fill(title);
  await page.getByLabel('Store').selectOption('main');
  await page.getByLabel('Slot').selectOption('main');
  await page.getByLabel('Subtitle').fill('Fried to order while the season lasts.');
  await page.getByLabel('Button text').fill('Shop crabs');
  await page.getByLabel('Link').fill('/c/crabs');
  await page.getByLabel('Image path').fill('/banner/hero-feast.svg');
  // Before the seed's first banner (position 1), so it becomes the hero.
  await page.getByLabel('Position').fill('-1');
  await page.getByRole('button', { name: 'Create banner' }).click();
  await expect(page.getByRole('status')).toContainText('Saved.');
  await expect(page).toHaveURL(/\/admin\/content\/banners\/\d+$/);
  const editUrl = page.url();

  try {
    await expect
      .poll(
        async () => {
          await page.goto(fresh('/'));
          return page.getByRole('heading', { level: 1, name: title }).count();
        },
        { timeout: 15_000 },
      )
      .toBe(1);
    await expect(page.getByRole('link', { name: 'Shop crabs' })).toHaveAttribute('href', '/c/crabs');
  } finally {
    await page.goto(editUrl);
    const remove = page.getByRole('button', { name: 'Delete…' });
    await remove.click();
    const dialog = page.getByRole('alertdialog', { name: 'Delete this banner?' });
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(remove).toBeFocused();
    await remove.click();
    await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(page).toHaveURL(/\/admin\/content\/banners$/);
    await expect(page.getByRole('link', { name: title })).toHaveCount(0);
  }
  await expect
    .poll(
      async () => {
        await page.goto('/');
        return page.getByRole('heading', { level: 1, name: title }).count();
      },
      { timeout: 15_000 },
    )
    .toBe(0);
});
