import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import type { RenderedMail } from '../mail/index.js';
import { MAIL_PREVIEWS, mailPreviewNamed } from './previews.js';
import { SAMPLE_ORDER, SAMPLE_PRICED, sampleStore, type PreviewLanguage } from './samples.js';

const config = loadConfig({ PUBLIC_URL: 'https://shop.example' } as NodeJS.ProcessEnv);
const pictureOf = (sku: string) => `https://shop.example/media/120/120/png/product/${sku}.svg`;

function render(name: string, lang: PreviewLanguage = 'en'): RenderedMail {
  const preview = mailPreviewNamed(name);
  if (!preview) throw new Error(`no preview ${name}`);
  return preview.render({ config, store: sampleStore(lang), pictureOf });
}

/** The href of the mail's one button (the layout's only <a> styled as a button). */
const buttonOf = (html: string) => /<a href="([^"]+)"[^>]*style="[^"]*background-color/.exec(html)?.[1]?.replace(/&amp;/g, '&');

describe('every shop mail, one family', () => {
  it.each(MAIL_PREVIEWS.map((preview) => preview.name))(
    '%s: the layout (logo, store, footer address), HTML and text say the same',
    (name) => {
      const mail = render(name);
      expect(mail.subject).not.toBe('');
      expect(mail.html).toContain('src="https://shop.example/media/360/96/png/brand/shoreline-logo.svg"');
      expect(mail.html).toContain('410 Harbor Road');
      expect(mail.html).toContain('<meta name="color-scheme" content="light dark"/>');
      expect(mail.html).toContain('max-width:600px');
      expect(mail.html).not.toContain('rel="preload"');
      // Every line of the text part is in the HTML too (HTML escapes quotes and ampersands).
      const html = mail.html
        .replace(/&amp;/g, '&')
        .replace(/&quot;/g, '"')
        .replace(/&#x27;/g, "'")
        .replace(/&lt;/g, '<')
        .replace(/&gt;/g, '>');
      // An item's or an amount's line ("Tax: $0.00") is two cells in HTML.
      const parts = mail.text.split('\n').flatMap((row) =>
        row
          .trim()
          .replace(/:$/, '')
          .split(/: (?=\S+$)/),
      );
      for (const part of parts) if (part) expect(html).toContain(part);
    },
  );

  it('every mail a shopper gets has one button, and it leads into the store', () => {
    for (const { name } of MAIL_PREVIEWS.filter(
      (preview) =>
        !['gift-recipient', 'gift-out-for-delivery', 'email-changed', 'gift-day-chosen', 'gift-delivery-changed'].includes(preview.name),
    )) {
      const html = render(name).html;
      expect(html.match(/background-color:#b23f1b/g) ?? [], name).not.toHaveLength(0);
      expect(buttonOf(html), name).toMatch(/^https:\/\/shop\.example\//);
    }
  });
});

describe("a guest's order confirmation", () => {
  const mail = render('order-confirmation');

  it('lists the lines with their pictures and options, and every amount down to the grand total', () => {
    expect(mail.text).toContain('Your order:\n2 x Steamed Maryland Blue Crabs, one dozen (CRAB-STEAM-LG-DZ): $89.98\n    Size: Jumbo');
    expect(mail.text).toContain('1 x Jumbo lump crab cakes (CRAB-CAKE-JUMBO-2): $24.99\n    Sauce: Remoulade');
    expect(mail.text).toContain('Subtotal: $114.97\nShipping & Handling (Overnight delivery): $24.99\nTax: $0.00\nGrand total: $139.96');
    expect(mail.html).toContain('src="https://shop.example/media/120/120/png/product/CRAB-STEAM-LG-DZ.svg"');
  });

  it('shows the delivery address they typed, street included, and the day in words', () => {
    expect(mail.text).toContain('Delivery address:\nJane Chesapeake\n1 Pier Rd\nApt 4\nBaltimore, MD 21201\nUnited States\n4105550199');
    expect(mail.text).toContain('It arrives on Thursday, December 3, 2026, packed cold.');
  });

  it("says the billing address once when it is the delivery address: never a bare 'United States'", () => {
    expect(mail.text).toContain('Billing address: the same as the delivery address.');
    expect(mail.text).not.toMatch(/Billing address:\nUnited States\n/);
  });

  it("leads to the order's receipt page, not into an account the guest may not have", () => {
    expect(buttonOf(mail.html)).toBe(`https://shop.example/checkout/thank-you?order=${SAMPLE_ORDER.id}&expires=1796000000&sig=sample`);
    expect(mail.text).toContain('View your order:\nhttps://shop.example/checkout/thank-you?');
    expect(mail.text).not.toContain('my-account');
  });

  it("speaks the German and Italian views' languages, with their links and amounts", () => {
    const german = render('order-confirmation', 'de');
    expect(german.html).toContain('<html dir="ltr" lang="de-DE">');
    expect(german.text).toContain('Sie kommt am Donnerstag, 3. Dezember 2026 gekühlt bei Ihnen an.');
    expect(german.text).toContain('Gesamtsumme: 139,96\u00a0$');
    expect(buttonOf(german.html)).toMatch(/^https:\/\/shop\.example\/checkout\/thank-you\?/);
    const italian = render('order-confirmation', 'it');
    expect(italian.text).toContain('Totale: 139,96\u00a0USD');
    expect(italian.text).toContain('Vedi il tuo ordine:');
  });
});

describe("the shop's new-order notice", () => {
  it('writes amounts as the view\'s language does (Intl), never "USD53.98"', () => {
    const italian = render('staff-new-order', 'it');
    // Intl keeps an amount and its currency together with a no-break space.
    expect(italian.text).toContain('Grand total: 139,96\u00a0USD');
    expect(italian.text).not.toMatch(/USD\d/);
    expect(render('staff-new-order', 'de').text).toContain('Grand total: 139,96\u00a0$');
    expect(render('staff-new-order', 'en').text).toContain('Grand total: $139.96');
    expect(buttonOf(italian.html)).toBe(`https://shop.example/admin/orders/${SAMPLE_ORDER.id}`);
  });
});

describe('the other mails', () => {
  it('refund: the amount, the lines it was for, the reason, the order', () => {
    const mail = render('refund');
    expect(mail.subject).toBe('Your Shoreline refund for order 000001001');
    expect(mail.text).toContain(
      'we refunded $24.99 of your order 000001001.\nIt goes back to the card or PayPal account you paid with; it may take a few business days to show on your statement.\nWhy: The crab cakes were out of stock on the day.',
    );
    expect(mail.text).toContain('Refunded:\n1 x Jumbo lump crab cakes: $24.99');
    expect(mail.text).toContain('Refund total: $24.99');
    expect(render('refund', 'it').text).toContain('abbiamo rimborsato 24,99\u00a0USD');
  });

  it('shipped and new date: the day in words, the carrier, the button to the order', () => {
    expect(render('shipped').text).toContain('It arrives on Thursday, December 3.\n\nCarrier: UPS\nTracking number: 1Z999AA10123456784');
    expect(render('new-date').text).toContain('New delivery date: Friday, December 4 (2026-12-04)');
    expect(buttonOf(render('new-date').html)).toContain('/checkout/thank-you?');
  });

  it('e-gift card: the code and amount, and no promised day (the form asks for none)', () => {
    const mail = render('gift-card');
    expect(mail.text).toContain('Jane sent you a Shoreline gift card worth $50.00.');
    expect(mail.text).toContain('    CRAB-7K2M-Q9PX-4TWD');
    expect(mail.text).not.toMatch(/\b(arrives?|on (Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day|tomorrow|today|\d{4}-\d{2}-\d{2})\b/i);
  });

  it("guest downloads: each file's link, and no word of an account they do not have", () => {
    const mail = render('downloads');
    expect(mail.text).toContain('The Shoreline crab feast guide (PDF): https://shop.example/api/downloads/7?');
    expect(mail.text).not.toMatch(/account/i);
    expect(mail.html).not.toContain('my-account');
  });

  it('back in stock: the product with its picture, the button to its page', () => {
    const mail = render('back-in-stock');
    expect(mail.html).toContain('src="https://shop.example/media/120/120/png/product/CRAB-STEAM-LG-DZ.svg"');
    expect(buttonOf(mail.html)).toBe('https://shop.example/p/CRAB-STEAM/steamed-blue-crabs');
  });

  it('verify e-mail and password reset: the link is the button', () => {
    expect(buttonOf(render('verify-email').html)).toBe('https://shop.example/verify-email?token=sample-token');
    expect(buttonOf(render('password-reset').html)).toMatch(/^https:\/\/shop\.example\/create-password\/token\/sample-token\/email\//);
    expect(render('password-reset').text).toContain('Hello,');
  });

  it('welcome coupon: the code set apart, the button to the store', () => {
    const mail = render('welcome-coupon');
    expect(mail.text).toContain('    WELCOME-7K2MQ9PX');
    expect(mail.html).toContain('dashed');
  });
});

describe("a customer's own changes and a hold's question", () => {
  it('order changed: the lines and total as they now stand, the difference due and the button that pays it', () => {
    const mail = render('order-changed');
    expect(mail.text).toContain('New total: $164.95\nDelivery: Thursday, December 3\nTo: 1 Pier Rd Apt 4, Baltimore, MD, 21201');
    expect(mail.text).toContain('$24.99 more is due');
    expect(buttonOf(mail.html)).toBe(`https://shop.example/checkout/pay?order=${SAMPLE_ORDER.id}&expires=1796000000&sig=sample`);
  });

  it('order canceled: the money back, the button to the order', () => {
    expect(render('order-canceled').text).toContain('as you asked, we canceled your Shoreline order 000001001.');
    expect(buttonOf(render('order-canceled').html)).toMatch(/^https:\/\/shop\.example\/checkout\/thank-you\?/);
  });

  it('hold: the paused day, the reason, the choices and the signed answer page', () => {
    const mail = render('hold-ask');
    expect(mail.text).toContain('we had to pause deliveries on Thursday, December 3, the delivery date of your order 000001001.');
    expect(mail.text).toContain('Why: Storm on the Bay');
    expect(mail.text).toContain('• or keep the date at your own risk');
    expect(buttonOf(mail.html)).toMatch(/^https:\/\/shop\.example\/order\/hold\?order=1001&hold=3&/);
  });
});

describe('the mails of a gift whose recipient chooses the day', () => {
  it("the recipient's invitation: whose gift, the last day to choose, the message, the signed page to choose on", () => {
    const mail = render('gift-choose-day');
    expect(mail.subject).toBe('Jane is sending you a gift from Shoreline: choose your delivery day');
    expect(mail.text).toContain('Hello Ruth,');
    expect(mail.text).toContain('Please choose a delivery day up to Thursday, December 10');
    expect(mail.text).toContain('  Happy birthday, Mom!');
    expect(buttonOf(mail.html)).toMatch(/^https:\/\/shop\.example\/gift\/choose-day\?order=1001&/);
    expect(render('gift-choose-day', 'de').text).toContain('Bitte wählen Sie einen Liefertag bis Donnerstag, 10. Dezember');
  });

  it('the chosen day, to the recipient and to the buyer', () => {
    expect(render('gift-day-chosen').text).toContain('Thank you: your gift arrives on Friday, December 4.');
    expect(render('gift-day-chosen-buyer').text).toContain(
      'Ruth chose the delivery day of your gift (order 000001001): Friday, December 4.',
    );
  });

  it('the window passed: the buyer is asked to choose the day on their order page', () => {
    const mail = render('gift-day-lapsed');
    expect(mail.subject).toBe('Please choose the delivery day of your gift (order 000001001)');
    expect(mail.text).toContain('Ruth did not choose a delivery day for your gift (order 000001001) by Thursday, December 10.');
    expect(buttonOf(mail.html)).toMatch(/^https:\/\/shop\.example\/checkout\/thank-you\?/);
  });

  it("the buyer moved it: the recipient is told the day and the address it now comes to; the buyer's new message", () => {
    expect(render('gift-delivery-changed').text).toContain(
      'Jane changed the delivery of your gift. It now comes:\nOn Friday, December 4\nTo 22 Marina Way, Annapolis, MD, 21401',
    );
    expect(render('gift-message-changed').text).toContain('The message now reads:\n  Happy birthday, Mom!');
  });
});

/** What the samples hold that a shopper or staff typed (names, reasons, a file's title): the same in every language. */
const SAMPLE_WORDS = [
  ...SAMPLE_PRICED.lines.map((line) => line.name),
  'The crab cakes were out of stock on the day.',
  'Storm on the Bay',
  'The Shoreline crab feast guide (PDF)',
  'Baltimore, MD 21201',
  'Happy birthday, Mom!',
  'Steam them with Old Bay.',
];

/** The template's own sentences of an English mail: three words or more, cut at sentence ends, without links or sample data. */
const englishSentencesOf = (text: string) =>
  text
    .split('\n')
    .flatMap((line) => line.split(/(?<=[.:!?])\s+/))
    .map((sentence) => sentence.trim())
    .filter((sentence) => /^[A-Za-z]/.test(sentence) && sentence.split(/\s+/).length >= 3 && !/https?:\/\//.test(sentence))
    .filter((sentence) => !SAMPLE_WORDS.some((words) => words.includes(sentence) || sentence.includes(words)));

describe("every shopper's mail in the view's language", () => {
  const shopperMails = MAIL_PREVIEWS.map((preview) => preview.name).filter((name) => !name.startsWith('staff-'));
  const LANGUAGES = [
    { lang: 'de', locale: 'de-DE', words: /\b(Sie|Ihr|Ihre|Ihnen|wir|und)\b/ },
    { lang: 'it', locale: 'it-IT', words: /\b(tuo|tua|tuoi|ti|il|di|per)\b/ },
  ] as const;

  it.each(shopperMails.flatMap((name) => LANGUAGES.map((language) => ({ name, ...language }))))(
    '$name in $lang: no English sentence of its template; its subject and lang attribute its own',
    ({ name, lang, locale, words }) => {
      const english = render(name);
      const mail = render(name, lang);
      expect(mail.subject).not.toBe(english.subject);
      expect(mail.html).toContain(`<html dir="ltr" lang="${locale}">`);
      expect(mail.text).toMatch(words);
      const sentences = englishSentencesOf(english.text);
      expect(sentences.length).toBeGreaterThan(0);
      for (const sentence of sentences) expect(mail.text, sentence).not.toContain(sentence);
    },
  );

  it("writes the welcome code's last day and the gift card's amount as the language does", () => {
    expect(render('welcome-coupon').text).toContain('until March 1, 2027.');
    expect(render('welcome-coupon', 'de').text).toContain('bis zum 1. März 2027.');
    expect(render('welcome-coupon', 'it').text).toContain('fino al 1 marzo 2027.');
    expect(render('gift-card', 'de').text).toContain('im Wert von 50,00\u00a0$.');
    expect(render('gift-card', 'it').text).toContain('del valore di 50,00\u00a0USD.');
    expect(render('claim-decision', 'it').text).toContain('Abbiamo aggiunto 44,99\u00a0USD di credito negozio');
    expect(render('pay-link').text).toMatch(/before Tuesday, December 1, 2026 at 10:30\sAM EST\./);
    expect(render('pay-link', 'de').text).toContain('vor Dienstag, 1. Dezember 2026 um 10:30 GMT-5.');
  });
});
