import { seedProductWithoutStock } from './support/seed-catalog';
import { expect, test } from './support/shop';
import { staffMember, staffToken, signInAsStaff } from './support/staff';

/**
 * The partial catalog import in /admin/import: a manager checks (dry run) and then imports a
 * one-product NDJSON file that changes a price; the product page shows the new price after the
 * catalog refresh, and the product's stock (the line has none) is left as it was. Desktop only.
 */
// An owner made by the CLI, a sign-in and the catalog refresh: more than the default 30 s on a busy machine.
test.slow();

const SKU = 'SIDE-HUSHPUPPIES-24';
const PRODUCT_PATH = `/p/${SKU}/hush-puppies`;

/** The seed's line for the product, without its stock, at another price. */
function productLine(price: number): string {
  return `${JSON.stringify({ ...seedProductWithoutStock(SKU), price })}\n`;
}

test('a manager checks and imports a one-product file in /admin/import and the product page shows the new price', async ({
  page,
  request,
}, testInfo) => {
  const suffix = `ui-import-${testInfo.retry}-${Date.now()}`;
  const manager = await staffMember(request, suffix, 'manager');
  const headers = { authorization: `Bearer ${await staffToken(request, manager.email, manager.password)}` };
  const stored = async () =>
    ((await (await request.get(`/api/admin/products/${SKU}`, { headers })).json()) as { result: { price_cents: number; qty: number } })
      .result;
  const before = await stored();
  const price = (before.price_cents + 137) / 100;
  const file = { name: 'hush-puppies.ndjson', mimeType: 'application/x-ndjson', buffer: Buffer.from(productLine(price)) };
  try {
    await signInAsStaff(page, manager);
    await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Import' }).click();
    await expect(page.getByRole('heading', { name: 'Import' })).toBeVisible();
    await page.getByLabel('NDJSON file').setInputFiles(file);

    await page.getByRole('button', { name: 'Check (dry run)' }).click();
    const outcome = page.getByTestId('import-outcome');
    await expect(outcome).toHaveText('Check passed: 0 records would be created and 1 record updated. Nothing was written.');
    await expect(page.getByRole('progressbar', { name: /Check progress: Finished/ })).toBeVisible();
    await expect(page.getByRole('table', { name: /What the import would do/ }).getByRole('row', { name: /Products/ })).toContainText('1');
    expect((await stored()).price_cents).toBe(before.price_cents);

    await page.getByRole('button', { name: 'Import', exact: true }).click();
    await expect(outcome).toHaveText(/^Imported: 0 records created and 1 record updated\./);
    await expect(page.getByRole('progressbar', { name: /Import progress: Finished/ })).toBeVisible();
    expect(await stored()).toMatchObject({ price_cents: before.price_cents + 137, qty: before.qty });

    // The catalog refresh: a throwaway query keeps the browser's cache out of it.
    let look = 0;
    await expect
      .poll(
        async () => {
          look += 1;
          await page.goto(`${PRODUCT_PATH}?look=${look}`);
          return page
            .getByRole('main')
            .getByText(`$${price.toFixed(2)}`)
            .count();
        },
        { timeout: 15_000 },
      )
      .toBeGreaterThan(0);
  } finally {
    await request.patch(`/api/admin/products/${SKU}`, { headers, data: { price_cents: before.price_cents } });
  }
});

test('an import with a problem lists it by line and changes nothing', async ({ page, request }, testInfo) => {
  const suffix = `ui-import-bad-${testInfo.retry}-${Date.now()}`;
  const manager = await staffMember(request, suffix, 'manager');
  await signInAsStaff(page, manager);
  await page.goto('/admin/import');
  const bad = productLine(12.5).replace(/"category_ids":\[[^\]]*\]/, '"category_ids":[99999]');
  await page.getByLabel('Or paste records').fill(`\n${bad}`);
  await page.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(page.getByTestId('import-outcome')).toHaveText(
    'Import failed: the file has 1 problem (listed below by line). Nothing was written.',
  );
  const problems = page.getByRole('table', { name: /Problems/ });
  await expect(problems.getByRole('row').nth(1)).toHaveText(/2\s*category 99999 is not defined/);
});

test('a line with only the sku and the new price is imported as the README says, and leaves the rest as stored', async ({
  page,
  request,
}, testInfo) => {
  const suffix = `ui-import-partial-${testInfo.retry}-${Date.now()}`;
  const manager = await staffMember(request, suffix, 'manager');
  const headers = { authorization: `Bearer ${await staffToken(request, manager.email, manager.password)}` };
  const stored = async () =>
    (
      (await (await request.get(`/api/admin/products/${SKU}`, { headers })).json()) as {
        result: { price_cents: number; qty: number; name: string };
      }
    ).result;
  const before = await stored();
  const price = (before.price_cents + 211) / 100;
  try {
    await signInAsStaff(page, manager);
    await page.goto('/admin/import');
    await page.getByLabel('Or paste records').fill(JSON.stringify({ type: 'product', sku: SKU, price }));
    await page.getByRole('button', { name: 'Check (dry run)' }).click();
    const outcome = page.getByTestId('import-outcome');
    await expect(outcome).toHaveText('Check passed: 0 records would be created and 1 record updated. Nothing was written.');
    await page.getByRole('button', { name: 'Import', exact: true }).click();
    await expect(outcome).toHaveText(/^Imported: 0 records created and 1 record updated\./);
    expect(await stored()).toMatchObject({ price_cents: before.price_cents + 211, qty: before.qty, name: before.name });

    // A key the format does not have, and a price that is not a number, are still refused by line.
    await page.getByLabel('Or paste records').fill(JSON.stringify({ type: 'product', sku: SKU, price: 'cheap', colour: 'red' }));
    await page.getByRole('button', { name: 'Import', exact: true }).click();
    await expect(outcome).toHaveText(/^Import failed: the file has 2 problems/);
    const problems = page.getByRole('table', { name: /Problems/ });
    await expect(problems).toContainText('price');
    await expect(problems).toContainText('colour');
  } finally {
    await request.patch(`/api/admin/products/${SKU}`, { headers, data: { price_cents: before.price_cents } });
  }
});
