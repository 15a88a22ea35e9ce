import { describe, expect, it } from 'vitest';
import type { OrderRow } from '../storage.js';
import { atRiskMail } from './at-risk-mail.js';
import { GIFT_TRACKING_KINDS, giftTrackingMail } from './gift-tracking-mail.js';
import { sampleBrand } from '../../mail-previews/samples.js';

/** The mails that put a parcel's tracking in words: a gift recipient's news, and the buyer's box at risk. */
const LOCALES = ['en-US', 'de-DE', 'it-IT'] as const;
const usd = { currencySign: '$', currencyCode: 'USD', fractionDigits: 2, template: '{sign}{amount}', decimal: '.', group: ',' };
const orderStore = (locale: string) => ({
  brand: sampleBrand(locale),
  orderUrl: 'https://shop.example/my-account/orders/77',
  priceFormat: usd,
});
const order = {
  increment_id: '000000077',
  delivery_date: '2026-12-03',
  customer_firstname: 'Ann',
  shipping_address: JSON.stringify({ firstname: 'Martha', lastname: 'Shore', street: ['1 Pier Road'], city: 'Baltimore' }),
} as OrderRow;
const shipments = [{ carrier: 'UPS', trackNumber: '1Z999AA10123456784', trackingUrl: null }];

describe("a gift recipient's parcel news", () => {
  it.each(LOCALES)('has its own subject and words for each news in %s', (locale) => {
    const mails = GIFT_TRACKING_KINDS.map((kind) => giftTrackingMail(order, sampleBrand(locale), { kind, shipments }));
    expect(new Set(mails.map((mail) => mail.subject)).size).toBe(GIFT_TRACKING_KINDS.length);
    for (const mail of mails) expect(mail.text).toContain('1Z999AA10123456784');
  });

  it('tells the recipient the gift waits at the carrier for pickup, and to fetch it soon, in each language', () => {
    const mail = (locale: string) => giftTrackingMail(order, sampleBrand(locale), { kind: 'available_for_pickup', shipments });
    expect(mail('en-US').subject).toBe('Your gift from Ann (Shoreline) is waiting for you at the carrier');
    expect(mail('en-US').text).toContain('The carrier is holding the gift for you to pick up at one of its locations');
    expect(mail('en-US').text).toContain('please pick it up as soon as you can');
    expect(mail('de-DE').subject).toBe('Ihr Geschenk von Ann (Shoreline) liegt beim Versanddienst zur Abholung bereit');
    expect(mail('de-DE').text).toContain('Bitte holen Sie das Geschenk so bald wie möglich ab');
    expect(mail('it-IT').subject).toBe('Il tuo regalo da Ann (Shoreline) ti aspetta presso il corriere');
    expect(mail('it-IT').text).toContain('ritiralo appena puoi');
  });

  it('says a delayed gift has a problem or a delay, true of a cancelled or failed parcel as of a late one', () => {
    const mail = (locale: string) => giftTrackingMail(order, sampleBrand(locale), { kind: 'delayed', shipments });
    expect(mail('en-US').text).toContain('The carrier reports a problem or a delay with the gift.');
    expect(mail('de-DE').text).toContain('Der Versanddienst meldet ein Problem mit dem Geschenk oder eine Verspätung.');
    expect(mail('it-IT').text).toContain('Il corriere segnala un problema o un ritardo nella consegna del regalo.');
  });
});

describe("the buyer's box-at-risk mail", () => {
  const said = (locale: string, latestStatus: string | null) =>
    atRiskMail(order, orderStore(locale), { reason: 'exception', latestEvent: null, latestStatus }).text;

  it('names what the carrier reported: held for pickup, coming back, cancelled, a tracking error', () => {
    expect(said('en-US', 'available_for_pickup')).toContain(
      'the carrier is holding the parcel of your order 000000077 for pickup at one of its locations instead of bringing it to your door.',
    );
    expect(said('en-US', 'return_to_sender')).toContain('the carrier is sending the parcel of your order 000000077 back to us.');
    expect(said('en-US', 'cancelled')).toContain('the carrier cancelled the shipment of the parcel of your order 000000077.');
    expect(said('en-US', 'error')).toContain("the carrier's tracking of the parcel of your order 000000077 reports an error");
  });

  it('says "a problem" for a failure, a delay or a status it has no words for, and a late box by its day', () => {
    const problem = 'the carrier reported a problem with the parcel of your order 000000077.';
    for (const status of ['failure', 'in_transit', 'constructor', null, undefined])
      expect(atRiskMail(order, orderStore('en-US'), { reason: 'exception', latestEvent: null, latestStatus: status }).text).toContain(
        problem,
      );
    const late = atRiskMail(order, orderStore('en-US'), { reason: 'late', latestEvent: null, latestStatus: 'available_for_pickup' }).text;
    expect(late).toContain('was due on');
  });

  it.each(['de-DE', 'it-IT'])('names each of them in %s, apart from the English and from one another', (locale) => {
    const named = ['available_for_pickup', 'return_to_sender', 'cancelled', 'error', 'failure'].map((status) => said(locale, status));
    expect(new Set(named).size).toBe(named.length);
    for (const text of named) expect(said('en-US', 'failure')).not.toBe(text);
    expect(said(locale, 'cancelled')).toContain('000000077');
  });
});
