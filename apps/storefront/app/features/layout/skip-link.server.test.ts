import { describe, expect, it } from 'vitest';
import { withSkipLink } from './skip-link.server';

const page = '<!DOCTYPE html><html><head></head><body class="x"><div class="flex"><main id="main-content"></main></div></body></html>';
const messages = { 'app.skipToContent': 'Skip to main content' };
const visit = (path: string) => new Request(`http://localhost${path}`);

describe('the skip link', () => {
  it('opens the body, before the frame React hydrates', () => {
    expect(withSkipLink(page, visit('/c/crabs'), messages)).toMatch(
      /<body class="x"><a href="#main-content" class="sr-only [^"]*">Skip to main content<\/a><div class="flex">/,
    );
  });

  it('is left to the back office’s own shell, and out without messages', () => {
    expect(withSkipLink(page, visit('/admin/orders'), messages)).toBe(page);
    expect(withSkipLink(page, visit('/'), undefined)).toBe(page);
  });
});
