import { describe, expect, it } from 'vitest';
import { withHeaderTapReplay } from './header-taps.server';
import { HEADER_READY, PENDING_TAP } from './HeaderTaps';

const page = '<html><head><title>Crabs</title></head><body><header></header></body></html>';

/** Runs the inline script with a window of its own; `tap` sends it a click whose target finds `button` (or none). */
function pageWithScript(html: string) {
  const script = /<script nonce="n0nce">(.*?)<\/script>/s.exec(html)?.[1] ?? '';
  const tapWindow: Record<string, unknown> = {};
  let listener: ((event: { target: unknown }) => void) | undefined;
  class FakeElement {
    constructor(private readonly button: unknown) {}
    closest(selector: string) {
      return selector === 'header button[type="button"]' ? this.button : null;
    }
  }
  const listen = (type: string, handler: typeof listener, capture: boolean) => {
    if (type === 'click' && capture) listener = handler;
  };
  new Function('addEventListener', 'window', 'Element', script)(listen, tapWindow, FakeElement);
  return { tapWindow, tap: (button: unknown) => listener?.({ target: new FakeElement(button) }) };
}

describe('header taps before the header has hydrated', () => {
  it('are watched by a script in the head (nonce on it)', () => {
    const html = withHeaderTapReplay(page, 'n0nce');
    expect(html.indexOf('<script nonce="n0nce">')).toBeGreaterThan(html.indexOf('<title>'));
    expect(html.indexOf('<script nonce="n0nce">')).toBeLessThan(html.indexOf('</head>'));
  });

  it('keep the last button tapped until the header is ready, then no more', () => {
    const { tapWindow, tap } = pageWithScript(withHeaderTapReplay(page, 'n0nce'));
    tap(null);
    expect(tapWindow[PENDING_TAP]).toBeUndefined();
    tap('menu button');
    expect(tapWindow[PENDING_TAP]).toBe('menu button');
    delete tapWindow[PENDING_TAP];
    tapWindow[HEADER_READY] = true;
    tap('menu button');
    expect(tapWindow[PENDING_TAP]).toBeUndefined();
  });
});
