import { describe, expect, it } from 'vitest';
import enUS from '~/i18n/core/en-US.json';
import deDE from '~/i18n/core/de-DE.json';
import { createTranslator } from '~/i18n/translate';
import { cutoffAttributes, cutoffLine } from './delivery-cutoff';
import { withCutoffTicker } from './cutoff-ticker.server';

const cutoffs = [
  { orderBy: '2026-12-02T19:00:00.000Z', deliveryDate: '2026-12-03' },
  { orderBy: '2026-12-04T19:00:00.000Z', deliveryDate: '2026-12-05' },
];
const at = (iso: string) => Date.parse(iso);
const english = cutoffAttributes(cutoffs, 'en-US', createTranslator(enUS));

/** Runs the ticker script as a page would, over one element with these attributes; answers what it shows. */
function tick(attributes: Record<string, string>, now: number): { text: string; hidden: boolean } {
  const element = {
    dataset: Object.fromEntries(Object.entries(attributes).map(([name, value]) => [name.slice('data-'.length), value])),
    textContent: '',
    hidden: false,
  };
  const script = /<script>(.*)<\/script>/s.exec(withCutoffTicker('<body></body>', undefined))?.[1] ?? '';
  const page = { document: { querySelectorAll: () => [element] }, setInterval: () => 0, Date: { now: () => now }, window: {} };
  new Function('document', 'setInterval', 'Date', 'window', script)(page.document, page.setInterval, page.Date, page.window);
  return { text: element.textContent, hidden: element.hidden };
}

describe('the delivery cut-off line', () => {
  it('counts down to the next cut-off and names the day its orders arrive', () => {
    expect(cutoffLine(english, at('2026-12-02T15:48:00Z'))).toBe('Order within 3 h 12 min for delivery on Thursday');
    expect(cutoffLine(english, at('2026-12-02T18:35:30Z'))).toBe('Order within 25 min for delivery on Thursday');
    // Past the first cut-off, the next one; more than a day ahead, the day only.
    expect(cutoffLine(english, at('2026-12-02T19:00:00Z'))).toBe('Order now for delivery on Saturday');
    expect(cutoffLine(english, at('2026-12-04T19:00:01Z'))).toBeNull();
  });

  it('speaks the store’s language', () => {
    const german = cutoffAttributes(cutoffs, 'de-DE', createTranslator({ ...enUS, ...deDE }));
    expect(cutoffLine(german, at('2026-12-02T15:48:00Z'))).toBe(
      'Bestellen Sie innerhalb von 3 Std. 12 Min. für die Lieferung am Donnerstag',
    );
  });

  it('is kept true in the browser by the ticker script, by the same rule', () => {
    for (const now of ['2026-12-02T15:48:00Z', '2026-12-02T18:59:10Z', '2026-12-03T10:00:00Z', '2026-12-02T19:00:00Z'])
      expect(tick(english, at(now))).toEqual({ text: cutoffLine(english, at(now)), hidden: false });
    expect(tick(english, at('2026-12-05T00:00:00Z')).hidden).toBe(true);
  });
});
