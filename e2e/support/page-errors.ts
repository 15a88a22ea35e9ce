import type { Page } from '@playwright/test';

/** Collects a page's console errors and uncaught exceptions; a journey ends by expecting none. */
export function watchErrors(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return problems;
}
