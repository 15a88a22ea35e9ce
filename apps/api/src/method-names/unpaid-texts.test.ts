import { describe, expect, it } from 'vitest';
import { soldOutText, unpaidLimitText, unpaidNotHeldText } from './unpaid-texts.js';

describe('the refusals of unpaid orders and sold-out lines', () => {
  it('ask to pay now, in the store view language', () => {
    expect(unpaidLimitText('en-US')).toContain('pay now');
    expect(unpaidLimitText('de-DE')).toContain('bezahlen Sie jetzt');
    expect(unpaidLimitText('it-IT')).toContain('Paga ora');
    expect(unpaidNotHeldText('en-US')).toContain('pay now');
    expect(unpaidNotHeldText('de-DE')).toContain('bezahlen Sie jetzt');
    expect(unpaidNotHeldText('it-IT')).toContain('Paga ora');
  });

  it('name the sold-out line by name and SKU, and say nothing was charged', () => {
    expect(soldOutText('Blue Crabs', 'CRAB-DZ', 'en-US')).toBe(
      'Out of the stock! Blue Crabs (CRAB-DZ) sold out meanwhile. Nothing was charged.',
    );
    expect(soldOutText('Blue Crabs', 'CRAB-DZ', 'de-DE')).toContain('(CRAB-DZ) ist inzwischen ausverkauft');
    expect(soldOutText('Blue Crabs', 'CRAB-DZ', 'it-IT')).toContain('(CRAB-DZ) è esaurito');
  });
});
