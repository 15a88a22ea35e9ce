import { describe, expect, it } from 'vitest';
import { paymentName, pricedOrderIn, shippingName } from './index.js';

describe('method names in a store view language', () => {
  it('names payment methods in German and Italian, English as stored', () => {
    expect(paymentName('Credit or debit card', 'de-DE')).toBe('Kredit- oder Debitkarte');
    expect(paymentName('Cash on delivery', 'it-IT')).toBe('Pagamento alla consegna');
    expect(paymentName('Credit or debit card', 'en-US')).toBe('Credit or debit card');
    expect(paymentName('Bank transfer', 'de-DE')).toBe('Bank transfer');
  });

  it('names each part of a shipping charge, keeping what it does not know', () => {
    expect(shippingName('Overnight delivery + Saturday surcharge + Dry ice, 2 boxes $24.00', 'de-DE')).toBe(
      'Lieferung über Nacht + Samstagszuschlag + Trockeneis, 2 Kartons $24.00',
    );
    expect(shippingName('Overnight delivery + Alaska delivery $30.00 + Gel packs, 1 box $4.00', 'it-IT')).toBe(
      'Consegna in 24 ore + Consegna in Alaska $30.00 + Siberini, 1 scatola $4.00',
    );
    expect(shippingName('Overnight delivery + Something new', 'de-DE')).toBe('Lieferung über Nacht + Something new');
    expect(shippingName('Overnight delivery + Saturday surcharge', 'en-US')).toBe('Overnight delivery + Saturday surcharge');
  });

  it('leaves the priced order itself untouched', () => {
    const priced = { segments: [{ code: 'shipping', shipping: { method: 'Pick up at the Crab House', date: null } }, { code: 'tax' }] };
    expect(pricedOrderIn(priced, 'it-IT').segments[0]?.shipping?.method).toBe('Ritiro al Crab House');
    expect(priced.segments[0]?.shipping?.method).toBe('Pick up at the Crab House');
    expect(pricedOrderIn(priced, 'en-US')).toBe(priced);
  });
});
