import { expect, type Page } from '@playwright/test';

/** The crab feast: a product every offline spec puts in the cart. */
export const FEAST = '/p/FEAST-CRAB-4/crab-feast-for-four';

export const notice = (page: Page, text: string | RegExp) => page.getByRole('status').or(page.getByRole('alert')).filter({ hasText: text });

/**
 * The worker is registered on the visitor's first action after load (a key here); this waits until it
 * has installed (kept home and the build) and controls the page.
 */
export async function waitForServiceWorker(page: Page) {
  await page.waitForLoadState('load');
  await page.keyboard.press('Shift');
  // Activated, not only active: the activation's catalog copy is written by then, so the pages a test visits next
  // are not kept in the middle of that burst of writes (each write over 800 ms counts as a storage error).
  await page.waitForFunction(async () => {
    const registration = await navigator.serviceWorker.getRegistration();
    return Boolean(registration?.active?.state === 'activated' && navigator.serviceWorker.controller);
  });
}

/** A feast in the cart and the checkout on screen. */
export async function feastAtCheckout(page: Page) {
  await page.goto(FEAST);
  await page.waitForLoadState('networkidle');
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(notice(page, 'Product has been added to the cart!')).toBeVisible();
  await page.goto('/checkout');
  await expect(page.getByTestId('cart-line')).toHaveCount(1);
}
