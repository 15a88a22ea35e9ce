import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** Opens an address in the running app (as its links do), without loading the page again. */
export async function openInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await expect(page).toHaveURL(path);
}

/** Axe's rules to turn on beside its defaults, as axe's run options name them. */
export type AxeRules = Record<string, { enabled: boolean }>;

/** WCAG 2.2's 24 px targets: axe checks them only when asked. */
export const TARGET_SIZE: AxeRules = { 'target-size': { enabled: true } };

/** What axe finds on the page as it is now, one line per rule broken: where, the rule and the elements that break it. */
export async function axeViolations(page: Page, where: string, rules: AxeRules = {}): Promise<string[]> {
  // Legacy mode runs axe in the page itself, so no helper page opens per check; it leaves frames out, and the shop's
  // only frames are the payment gateway's card fields, which a cash-on-delivery checkout does not show.
  const { violations } = await new AxeBuilder({ page }).setLegacyMode(true).options({ rules }).analyze();
  return violations.map((violation) => `${where}: ${violation.id} (${violation.nodes.map((node) => node.target.join(' ')).join('; ')})`);
}
