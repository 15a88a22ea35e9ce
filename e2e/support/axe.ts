import axe from 'axe-core';
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

interface Violation {
  id: string;
  targets: string[];
}

/**
 * What axe finds on the page as it is now, one line per rule broken: where, the rule and the elements that break it.
 * Axe goes into the page once per document (a page opened in the app keeps it) and answers its violations alone: a
 * third of the time of @axe-core/playwright's AxeBuilder, which puts it in twice per check and returns every result.
 */
export async function axeViolations(page: Page, where: string, rules: AxeRules = {}): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  // Frames are left out: the shop's only ones are the payment gateway's card fields, not shown with cash on delivery.
  const options: axe.RunOptions = { rules, resultTypes: ['violations'], iframes: false };
  const violations = await page.evaluate(async (runOptions): Promise<Violation[]> => {
    const results = await (window as unknown as { axe: typeof axe }).axe.run(document, runOptions);
    return results.violations.map((violation) => ({ id: violation.id, targets: violation.nodes.map((node) => node.target.join(' ')) }));
  }, options);
  return violations.map((violation) => `${where}: ${violation.id} (${violation.targets.join('; ')})`);
}
