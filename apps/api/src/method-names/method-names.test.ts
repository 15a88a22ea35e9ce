import { describe, expect, it } from 'vitest';
import { US_DOLLAR_FORMAT, type PriceFormat } from '@shoreline/domain/money';
import {
  deliveryDateFull,
  deliveryDatePaused,
  liveNotShipped,
  noOvernightToState,
  noOvernightToZip,
  DELIVERY_COUNTRY_ONLY,
} from '@shoreline/domain/messages';
import {
  deliveryDateFullText,
  deliveryDatePausedText,
  NO_PICKUP_TIMES,
  paymentName,
  pricedOrderIn,
  RECORD_VIEW,
  shippingMessage,
  shippingName,
  surchargeTitle,
  viewOf,
  type ShopperView,
} from './index.js';

/** The German and Italian views write US dollars as their languages do ("13,98 $", "13,98 USD"). */
const GERMAN_USD: PriceFormat = {
  currencySign: '$',
  currencyCode: 'USD',
  fractionDigits: 2,
  template: '{amount}\u00a0{sign}',
  decimal: ',',
  group: '.',
};
const ITALIAN_USD: PriceFormat = { ...GERMAN_USD, currencySign: 'USD' };
const DE: ShopperView = { locale: 'de-DE', priceFormat: GERMAN_USD };
const IT: ShopperView = { locale: 'it-IT', priceFormat: ITALIAN_USD };

describe('method names in a store view language', () => {
  it('names payment methods in German and Italian, English as stored', () => {
    expect(paymentName('Credit or debit card', 'de-DE')).toBe('Kredit- oder Debitkarte');
    expect(paymentName('Cash on delivery', 'it-IT')).toBe('Pagamento alla consegna');
    expect(paymentName('Credit or debit card', 'en-US')).toBe('Credit or debit card');
    expect(paymentName('Bank transfer', 'de-DE')).toBe('Bank transfer');
  });

  it('names each part of a shipping charge and writes its amounts in the view price format, keeping what it does not know', () => {
    expect(shippingName('Overnight delivery + Saturday surcharge + Dry ice, 2 boxes $24.00', DE)).toBe(
      'Lieferung über Nacht + Samstagszuschlag + Trockeneis, 2 Kartons 24,00\u00a0$',
    );
    expect(shippingName('Overnight delivery + Alaska delivery $30.00 + Gel packs, 1 box $4.00', IT)).toBe(
      'Consegna in 24 ore + Consegna in Alaska 30,00\u00a0USD + Siberini, 1 scatola 4,00\u00a0USD',
    );
    // The record writes an amount without grouping ($1039.99); a grouped one reads the same.
    expect(shippingName('Overnight delivery + Hawaii delivery $1039.99', DE)).toBe(
      'Lieferung über Nacht + Lieferung nach Hawaii 1.039,99\u00a0$',
    );
    expect(shippingName('Overnight delivery + Hawaii delivery $1,039.99', IT)).toBe(
      'Consegna in 24 ore + Consegna in Hawaii 1.039,99\u00a0USD',
    );
    expect(shippingName('Overnight delivery + Something new', DE)).toBe('Lieferung über Nacht + Something new');
    // An order's description: carrier, then method.
    expect(shippingName('Shoreline - Overnight delivery', IT)).toBe('Shoreline - Consegna in 24 ore');
    expect(shippingName('Pickup - Pick up at the Crab House', DE)).toBe('Abholung - Abholung im Crab House');
    expect(shippingName('No shipping (virtual order)', DE)).toBe('Kein Versand (virtuelle Bestellung)');
    expect(shippingName('Overnight delivery + Saturday surcharge + Dry ice, 2 boxes $24.00', RECORD_VIEW)).toBe(
      'Overnight delivery + Saturday surcharge + Dry ice, 2 boxes $24.00',
    );
  });

  it('names a surcharge on its own, without an amount', () => {
    expect(surchargeTitle('Dry ice, 2 boxes', 'de-DE')).toBe('Trockeneis, 2 Kartons');
    expect(surchargeTitle('Hawaii delivery', 'it-IT')).toBe('Consegna in Hawaii');
    expect(surchargeTitle('Gel packs, 1 box', 'en-US')).toBe('Gel packs, 1 box');
  });

  it('takes a store view from a store: its default locale and its price format', () => {
    expect(viewOf({ i18n: { defaultLocale: 'de-DE' }, priceFormat: GERMAN_USD })).toEqual(DE);
    expect(RECORD_VIEW).toEqual({ locale: 'en-US', priceFormat: US_DOLLAR_FORMAT });
  });

  it('leaves the priced order itself untouched', () => {
    const priced = {
      segments: [{ code: 'shipping', shipping: { method: 'Overnight delivery + Dry ice, 1 box $4.99', date: null } }, { code: 'tax' }],
    };
    expect(pricedOrderIn(priced, IT).segments[0]?.shipping?.method).toBe('Consegna in 24 ore + Ghiaccio secco, 1 scatola 4,99\u00a0USD');
    expect(priced.segments[0]?.shipping?.method).toBe('Overnight delivery + Dry ice, 1 box $4.99');
    expect(pricedOrderIn(priced, RECORD_VIEW)).toEqual(priced);
  });
});

describe('shipping refusals in a store view language', () => {
  it('says the perishable refusals in German and Italian with their state, ZIP code and products as they are', () => {
    expect(shippingMessage(noOvernightToState('Alaska'), 'de-DE')).toBe(
      'Wir liefern nicht über Nacht nach Alaska, daher können verderbliche Waren nicht dorthin versandt werden.',
    );
    expect(shippingMessage(noOvernightToZip('04851'), 'it-IT')).toBe(
      'Non consegniamo in 24 ore al CAP 04851, quindi i prodotti deperibili non possono essere spediti lì.',
    );
    expect(shippingMessage(liveNotShipped(['Live Blue Crabs, Dozen', 'Lobster'], 'Hawaii'), 'de-DE')).toBe(
      'Lebende Krabben und Hummer versenden wir nur innerhalb der 48 zusammenhängenden Bundesstaaten, nicht nach Hawaii: ' +
        'Entfernen Sie Live Blue Crabs, Dozen, Lobster, um diese Bestellung zu versenden.',
    );
    expect(shippingMessage(DELIVERY_COUNTRY_ONLY, 'it-IT')).toBe('Consegniamo solo negli Stati Uniti.');
    expect(shippingMessage(NO_PICKUP_TIMES, 'de-DE')).toBe('In den nächsten Tagen sind keine Abholzeiten frei.');
  });

  it('keeps English, an empty message and one it does not know as they are', () => {
    expect(shippingMessage(noOvernightToState('Alaska'), 'en-US')).toBe(noOvernightToState('Alaska'));
    expect(shippingMessage('', 'de-DE')).toBe('');
    expect(shippingMessage('Something else.', 'it-IT')).toBe('Something else.');
  });

  it('says a full or paused date in the view language, the hold reason as staff typed it', () => {
    expect(deliveryDatePausedText('2026-12-03', 'Hurricane Ida', 'de-DE')).toBe(
      'Die Lieferungen am Donnerstag, 3. Dezember sind pausiert: Hurricane Ida. Bitte wählen Sie ein anderes Datum.',
    );
    expect(deliveryDatePausedText('2026-12-03', 'Hurricane Ida', 'it-IT')).toBe(
      "Le consegne di giovedì 3 dicembre sono sospese: Hurricane Ida. Scegli un'altra data.",
    );
    expect(deliveryDateFullText('2026-12-03', 'de-DE')).toBe(
      'Die Lieferungen am Donnerstag, 3. Dezember sind ausgebucht. Bitte wählen Sie ein anderes Datum.',
    );
    expect(deliveryDateFullText('2026-12-03', 'en-US')).toBe(deliveryDateFull('2026-12-03'));
    expect(deliveryDatePausedText('2026-12-03', 'Storm', 'en-US')).toBe(deliveryDatePaused('2026-12-03', 'Storm'));
  });
});
