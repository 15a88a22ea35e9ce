import { expect, test } from './support/shop';

/**
 * The shop under its Content-Security-Policy in a real browser. The host's plain-HTTP hardening (Host header guard,
 * page cache keys, built-file paths, security headers and nonces) is checked without a browser in
 * apps/host/test/host-hardening.test.ts.
 */
test.describe('host hardening', () => {
  test('the shop hydrates and works under its CSP with no violation', async ({ page }) => {
    const violations: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' && /Content Security Policy|Refused to/i.test(message.text())) violations.push(message.text());
    });
    await page.goto('/c/crabs');
    await page.waitForFunction(() => (window as unknown as { __reactRouterRouteModules?: object }).__reactRouterRouteModules !== undefined);
    await page
      .getByRole('link', { name: /Shoreline|Home/i })
      .first()
      .waitFor();
    await page.goto('/');
    await expect(page.locator('main')).toBeVisible();
    expect(violations).toEqual([]);
  });
});
