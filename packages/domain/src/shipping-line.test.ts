import { describe, expect, it } from 'vitest';
import { shippingLineName, shippingLineTitle } from './shipping-line.js';

describe('the shipping line’s one name per language', () => {
  it('names the line and its method (already in the view’s language) the same wherever it is shown', () => {
    expect(shippingLineTitle('de-DE', 'delivery', 'Lieferung über Nacht')).toBe('Versand (Lieferung über Nacht)');
    expect(shippingLineTitle('it-IT', 'delivery', 'Consegna in 24 ore')).toBe('Spedizione (Consegna in 24 ore)');
    expect(shippingLineTitle('en-US', 'pickup', 'Pick up at the Crab House')).toBe('Pickup (Pick up at the Crab House)');
    expect(shippingLineTitle('de-DE', 'pickup', null)).toBe('Abholung');
  });

  it('reads English for a language without its own wording', () => {
    expect(shippingLineName('fr-FR')).toBe('Shipping');
    expect(shippingLineName('de-AT')).toBe('Versand');
  });
});
