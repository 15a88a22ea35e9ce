import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SPEC_DEFAULTS } from '@shoreline/domain/config';

/** The wide-screen submenu is CSS only (app.css): its pop delay is written there, and must stay the spec's. */
describe('the submenu pop delay', () => {
  it("is the spec's constant in the stylesheet", () => {
    const css = fs.readFileSync(new URL('../../app.css', import.meta.url), 'utf8');
    const hover = /header nav > ul > li:hover > ul \{[^}]*\}/.exec(css)?.[0] ?? '';
    expect(hover).toContain(`opacity 120ms ease ${SPEC_DEFAULTS.ui.submenuPopDelayMs}ms`);
    expect(hover).toContain(`visibility 0s linear ${SPEC_DEFAULTS.ui.submenuPopDelayMs}ms`);
  });
});
