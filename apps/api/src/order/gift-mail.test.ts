import { describe, expect, it } from 'vitest';
import type { OrderRow } from './storage.js';
import { giftRecipientMail } from './gift.js';
import { sampleBrand } from '../mail-previews/samples.js';

/** A gift order as the recipient's mail reads it: the buyer's first name, the recipient's address and the message. */
const order = {
  increment_id: '000000042',
  customer_firstname: 'Ann',
  shipping_address: JSON.stringify({ firstname: 'Martha', lastname: 'Shore', street: ['1 Pier Road'], city: 'Baltimore' }),
  gift_message: 'Happy birthday, Mom!\nLove, Ann',
} as OrderRow;
const shipment = { carrier: 'UPS', trackNumber: '1Z999AA10123456784' };

describe("the gift recipient's shipping e-mail", () => {
  it("is written in the order's store view language, the sender, message and tracking as they are", () => {
    const german = giftRecipientMail(order, { brand: sampleBrand('de-DE'), arrival: 'Donnerstag, 3. Dezember 2026' }, shipment);
    expect(german.subject).toBe('Ann hat Ihnen ein Geschenk von Shoreline geschickt');
    expect(german.text).toBe(
      [
        'Hallo Martha,',
        '',
        'Ann hat Ihnen ein Geschenk von Shoreline geschickt. Es ist gekühlt verpackt auf dem Weg zu Ihnen.',
        'Es kommt am Donnerstag, 3. Dezember 2026 an. Bitte legen Sie es gleich nach der Ankunft in den Kühlschrank.',
        '',
        'Nachricht von Ann:',
        '  Happy birthday, Mom!',
        '  Love, Ann',
        '',
        'Versanddienst: UPS',
        'Sendungsnummer: 1Z999AA10123456784',
        '',
        'Fragen zur Lieferung? Antworten Sie einfach auf diese E-Mail.',
        'Shoreline',
      ].join('\n'),
    );
    const italian = giftRecipientMail(order, { brand: sampleBrand('it-IT'), arrival: 'giovedì 3 dicembre 2026' }, shipment);
    expect(italian.subject).toBe('Ann ti ha inviato un regalo da Shoreline');
    expect(italian.text).toContain('Ciao Martha,\n\nAnn ti ha inviato un regalo da Shoreline.');
    expect(italian.text).toContain('Arriva giovedì 3 dicembre 2026. Mettilo in frigorifero appena arriva.');
    expect(italian.text).toContain('Il messaggio di Ann:\n  Happy birthday, Mom!');
    expect(italian.text).toContain('Corriere: UPS\nNumero di tracciamento: 1Z999AA10123456784');
  });

  it('stays English for the main store, and names no sender it does not know', () => {
    const english = giftRecipientMail({ ...order, customer_firstname: '' }, { brand: sampleBrand('en-US'), arrival: null }, shipment);
    expect(english.subject).toBe('Someone sent you a gift from Shoreline');
    expect(english.text).toContain('Hello Martha,\n\nSomeone sent you a gift from Shoreline. It is on its way to you, packed cold.\n\n');
    expect(english.text).toContain("Someone's message:");
    const german = giftRecipientMail({ ...order, customer_firstname: '' }, { brand: sampleBrand('de-DE'), arrival: null }, shipment);
    expect(german.subject).toBe('Jemand hat Ihnen ein Geschenk von Shoreline geschickt');
  });
});
