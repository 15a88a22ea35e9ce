import { expect, test } from './support/shop';

/** The desktop header's category bar (phones keep their drawer: this spec runs in the desktop project only). */
test.describe('the wide-screen menu', () => {
  test('pops a category’s subcategories up 300 ms after the pointer rests on it, and at once for the keyboard', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    const crabs = nav.getByRole('listitem').filter({ has: page.getByRole('link', { name: 'Crabs', exact: true }) });
    const steamed = crabs.getByRole('link', { name: 'Steamed Crabs' });
    await expect(steamed).toBeHidden();

    await crabs.getByRole('link', { name: 'Crabs', exact: true }).hover();
    const submenu = crabs.getByRole('list');
    expect(await submenu.evaluate((list) => getComputedStyle(list).transitionDelay)).toMatch(/0\.3s/);
    await expect(steamed).toBeVisible();
    await steamed.click();
    await expect(page).toHaveURL(/\/c\/crabs\/steamed-crabs$/);

    // Keyboard: Tab onto the category opens its submenu at once; the next Tab is its first subcategory.
    await page.mouse.move(0, 0);
    await page.goto('/');
    await page.keyboard.press('Tab');
    for (let step = 0; step < 30; step += 1) {
      if (await crabs.getByRole('link', { name: 'Crabs', exact: true }).evaluate((link) => link === document.activeElement)) break;
      await page.keyboard.press('Tab');
    }
    await expect(crabs.getByRole('link', { name: 'Crabs', exact: true })).toBeFocused();
    await expect(steamed).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(steamed).toBeFocused();
  });
});

test.describe('cart quantities', () => {
  test('the minicart refuses 1.5 with the spec’s message instead of cutting it to 1', { tag: '@any-width' }, async ({ page }) => {
    await addCrabCakes(page);
    await page.getByRole('banner').getByRole('link', { name: /^Cart/ }).click();
    const drawer = page.getByRole('dialog', { name: 'Your cart' });
    const quantity = drawer.getByLabel(/^Quantity of/);
    await quantity.fill('1.5');
    await quantity.press('Enter');
    await expect(drawer.getByRole('alert')).toHaveText('Quantity must be positive integer');
    await expect(quantity).toHaveAttribute('aria-invalid', 'true');
    await expect(quantity).toHaveValue('1.5');
    await expect(page.getByRole('banner').getByRole('link', { name: /^Cart/ })).toHaveAttribute('aria-label', 'Cart, items: 1');
    await quantity.fill('2');
    await quantity.press('Enter');
    await expect(page.getByRole('banner').getByRole('link', { name: /^Cart/ })).toHaveAttribute('aria-label', 'Cart, items: 2');
    await expect(drawer.getByText('Quantity must be positive integer')).toHaveCount(0);
  });
});
