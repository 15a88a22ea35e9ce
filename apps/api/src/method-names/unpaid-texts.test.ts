import { describe, expect, it } from 'vitest';
import { soldOutText, unpaidLimitText, unpaidNotHeldText } from './unpaid-texts.js';
import { refundPlaces, waysToPay, type MethodWords } from './ways-to-pay.js';

const CARD: MethodWords = {
  en: { way: 'card', refundTo: 'the card' },
  de: { way: 'Karte', refundTo: 'die Karte' },
  it: { way: 'carta', refundTo: 'sulla carta' },
};
const WALLET: MethodWords = {
  en: { way: 'Wallet', refundTo: 'Wallet account' },
  de: { way: 'Wallet', refundTo: 'das Wallet-Konto' },
  it: { way: 'Wallet', refundTo: 'sul conto Wallet' },
};
const BANK: MethodWords = {
  en: { way: 'bank', refundTo: 'the bank' },
  de: { way: 'Bank', refundTo: 'die Bank' },
  it: { way: 'banca', refundTo: 'sulla banca' },
};

describe('the refusals of unpaid orders and sold-out lines', () => {
  it('ask to pay now with the ways the payment registry names, in the store view language', () => {
    expect(unpaidLimitText('en-US', [CARD, WALLET])).toBe(
      'You already have unpaid orders open. Please pay now with your card or Wallet to place this order.',
    );
    expect(unpaidLimitText('de-DE', [CARD, WALLET])).toContain('bezahlen Sie jetzt mit Karte oder Wallet,');
    expect(unpaidLimitText('it-IT', [CARD, WALLET])).toContain('Paga ora con carta o Wallet per');
    expect(unpaidNotHeldText('en-US', [CARD, WALLET])).toContain('Please pay now with your card or Wallet.');
    expect(unpaidNotHeldText('de-DE', [CARD, WALLET])).toContain('bezahlen Sie jetzt mit Karte oder Wallet.');
    expect(unpaidNotHeldText('it-IT', [CARD, WALLET])).toContain('Paga ora con carta o Wallet.');
  });

  it('list one, two or more ways as each language does', () => {
    expect(waysToPay([CARD], 'en-US')).toBe('card');
    expect(waysToPay([CARD, WALLET, BANK], 'en-US')).toBe('card, Wallet or bank');
    expect(waysToPay([CARD, WALLET, BANK], 'de-DE')).toBe('Karte, Wallet oder Bank');
    expect(refundPlaces([CARD, WALLET], 'en-US')).toBe('the card or Wallet account');
    expect(refundPlaces([CARD, WALLET], 'it-IT')).toBe('sulla carta o sul conto Wallet');
  });

  it('name the sold-out line by name and SKU, and say nothing was charged', () => {
    expect(soldOutText('Blue Crabs', 'CRAB-DZ', 'en-US')).toBe(
      'Out of the stock! Blue Crabs (CRAB-DZ) sold out meanwhile. Nothing was charged.',
    );
    expect(soldOutText('Blue Crabs', 'CRAB-DZ', 'de-DE')).toContain('(CRAB-DZ) ist inzwischen ausverkauft');
    expect(soldOutText('Blue Crabs', 'CRAB-DZ', 'it-IT')).toContain('(CRAB-DZ) è esaurito');
  });
});
