import { describe, expect, it } from 'vitest';
import { soldOutText, unpaidLimitText, unpaidNotHeldText } from './unpaid-texts.js';

/** Each store view language and the words that ask to pay now in it. */
const PAY_NOW = [
  ['en-US', 'pay now'],
  ['de-DE', 'bezahlen Sie jetzt'],
  ['it-IT', 'Paga ora'],
] as const;

describe('the refusals of unpaid orders and sold-out lines', () => {
  it.each(PAY_NOW)('ask to pay now, in the store view language (%s)', (locale, payNow) => {
    expect(unpaidLimitText(locale)).toContain(payNow);
    expect(unpaidNotHeldText(locale)).toContain(payNow);
  });

  it('name the sold-out line by name and SKU, and say nothing was charged', () => {
    expect(soldOutText('Blue Crabs', 'CRAB-DZ', 'en-US')).toBe(
      'Out of the stock! Blue Crabs (CRAB-DZ) sold out meanwhile. Nothing was charged.',
    );
    expect(soldOutText('Blue Crabs', 'CRAB-DZ', 'de-DE')).toContain('(CRAB-DZ) ist inzwischen ausverkauft');
    expect(soldOutText('Blue Crabs', 'CRAB-DZ', 'it-IT')).toContain('(CRAB-DZ) è esaurito');
  });
});
