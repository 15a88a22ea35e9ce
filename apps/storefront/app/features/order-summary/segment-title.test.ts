import { describe, expect, it } from 'vitest';
import type { PricedSegment } from '@shoreline/domain/pricing/priced-order';
import { createTranslator } from '~/i18n/translate';
import orderEn from '~/i18n/order/en-US.json';
import orderDe from '~/i18n/order/de-DE.json';
import orderIt from '~/i18n/order/it-IT.json';
import { optionLabel, segmentTitle } from './segment-title';

const segments: PricedSegment[] = [
  { code: 'subtotal', title: 'Subtotal', cents: 5900 },
  { code: 'discount', title: 'Discount (WELCOME10)', cents: -590, code_ref: 'WELCOME10' },
  {
    code: 'fee',
    title: 'Geschenkverpackung: Geschenkverpackung mit Karte',
    cents: 600,
    fee: { name: 'Geschenkverpackung', options: ['Geschenkverpackung mit Karte'] },
  },
  {
    code: 'fee',
    title: 'Isolierverpackung: Isolierverpackung',
    cents: 695,
    fee: { name: 'Isolierverpackung', options: ['Isolierverpackung'] },
  },
  { code: 'shipping', title: 'Shipping (Overnight delivery)', cents: 2499, shipping: { method: 'Overnight delivery', date: '2026-12-01' } },
  { code: 'tax', title: 'Tax', cents: 354 },
  { code: 'gift_card', title: 'Gift card …K3W9', cents: -2500, code_ref: '…K3W9' },
  { code: 'store_credit', title: 'Store credit', cents: -1000 },
];

describe('segmentTitle', () => {
  it("titles each segment in the store's language from its fields", () => {
    const de = createTranslator({ ...orderEn, ...orderDe });
    expect(segments.map((segment) => segmentTitle(segment, 'delivery', de, 'de-DE'))).toEqual([
      'Zwischensumme',
      'Rabatt (WELCOME10)',
      'Geschenkverpackung (Geschenkverpackung mit Karte)',
      'Isolierverpackung',
      'Versand (Overnight delivery)',
      'Steuer',
      'Geschenkkarte …K3W9',
      'Guthaben',
    ]);
    // The receipt of the German view names the method in German: the line reads as the checkout's and the mail's.
    const german = { ...segments[4], shipping: { method: 'Lieferung über Nacht', date: '2026-12-01' } };
    expect(segmentTitle(german, 'delivery', de, 'de-DE')).toBe('Versand (Lieferung über Nacht)');
    const it = createTranslator({ ...orderEn, ...orderIt });
    expect(segmentTitle(segments[4], 'pickup', it, 'it-IT')).toBe('Ritiro (Overnight delivery)');
  });

  it('falls back to the stored title for a segment it does not know', () => {
    const en = createTranslator(orderEn);
    expect(segmentTitle({ code: 'shipping', title: 'Shipping (Old method)', cents: 0 }, 'delivery', en, 'en-US')).toBe(
      'Shipping (Old method)',
    );
  });

  it("names a gift card line's choices in the store's language, and leaves catalog labels as they are", () => {
    const de = createTranslator({ ...orderEn, ...orderDe });
    expect(optionLabel({ label: 'To', value: 'Robin' }, 'giftcard', de)).toBe('An');
    expect(optionLabel({ label: 'Sauce', value: 'Remoulade' }, 'simple', de)).toBe('Sauce');
  });
});
