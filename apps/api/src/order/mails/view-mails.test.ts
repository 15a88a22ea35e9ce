import { describe, expect, it } from 'vitest';
import type { OrderRow } from '../storage.js';
import { rescheduleMail } from './reschedule-mail.js';
import { shipmentMail } from './shipment-mail.js';
import { sampleBrand } from '../../mail-previews/samples.js';

/** The view's brand, and the order's page the button leads to. */
const orderStore = (locale: string) => ({
  brand: sampleBrand(locale),
  orderUrl: 'https://shop.example/my-account/orders/77',
  priceFormat: usd,
});
const usd = { currencySign: '$', currencyCode: 'USD', fractionDigits: 2, template: '{sign}{amount}', decimal: '.', group: ',' };

const order = { increment_id: '000000077', delivery_date: '2026-12-03' } as OrderRow;
const shipment = { carrier: 'UPS', trackNumber: '1Z999AA10123456784' };
const move = { from: '2026-12-03', to: '2026-12-04', reason: 'Storm on the Bay' };

describe("the buyer's shipment e-mail", () => {
  it('names the arrival day in words, in English for the main store', () => {
    const mail = shipmentMail(order, orderStore('en-US'), shipment);
    expect(mail.subject).toBe('Your Shoreline order 000000077 has shipped');
    expect(mail.text).toContain('your Shoreline order 000000077 is on its way, packed cold.\nIt arrives on Thursday, December 3.');
    expect(mail.text).toContain('Carrier: UPS\nTracking number: 1Z999AA10123456784');
  });

  it("speaks the German and Italian views' languages", () => {
    const german = shipmentMail(order, orderStore('de-DE'), shipment);
    expect(german.subject).toBe('Ihre Shoreline-Bestellung 000000077 ist verschickt');
    expect(german.text).toContain('Sie kommt am Donnerstag, 3. Dezember an.');
    expect(german.text).toContain('Versanddienst: UPS\nSendungsnummer: 1Z999AA10123456784');
    const italian = shipmentMail(order, orderStore('it-IT'), shipment);
    expect(italian.subject).toBe('Il tuo ordine Shoreline 000000077 è stato spedito');
    expect(italian.text).toContain('Arriva giovedì 3 dicembre.');
  });

  it('names every box of an order that ships in several', () => {
    const second = { carrier: 'UPS', trackNumber: '1Z999AA10123456785' };
    const mail = shipmentMail(order, orderStore('en-US'), [shipment, second]);
    expect(mail.text).toContain('Box 1 of 2\nCarrier: UPS\nTracking number: 1Z999AA10123456784');
    expect(mail.text).toContain('Box 2 of 2\nCarrier: UPS\nTracking number: 1Z999AA10123456785');
    expect(shipmentMail(order, orderStore('de-DE'), [shipment, second]).text).toContain('Paket 2 von 2');
  });
});

describe("the buyer's new-date e-mail", () => {
  it('keeps its English wording for the main store', () => {
    const mail = rescheduleMail(order, orderStore('en-US'), move);
    expect(mail.subject).toBe('Your Shoreline order 000000077 now arrives on Friday, December 4');
    expect(mail.text).toContain(
      'Why: Storm on the Bay\n\nWas: Thursday, December 3 (2026-12-03)\nNew delivery date: Friday, December 4 (2026-12-04)',
    );
  });

  it("speaks the German and Italian views' languages, the staff's reason as they wrote it", () => {
    const german = rescheduleMail(order, orderStore('de-DE'), move);
    expect(german.subject).toBe('Ihre Shoreline-Bestellung 000000077 kommt jetzt am Freitag, 4. Dezember');
    expect(german.text).toContain(
      'Grund: Storm on the Bay\n\nBisher: Donnerstag, 3. Dezember (2026-12-03)\nNeuer Liefertag: Freitag, 4. Dezember (2026-12-04)',
    );
    const italian = rescheduleMail(order, orderStore('it-IT'), move);
    expect(italian.text).toContain('Nuova data di consegna: venerdì 4 dicembre (2026-12-04)');
  });
});
