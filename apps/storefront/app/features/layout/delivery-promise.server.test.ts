import { describe, expect, it } from 'vitest';
import enUS from '~/i18n/core/en-US.json';
import itIT from '~/i18n/core/it-IT.json';
import { createTranslator } from '~/i18n/translate';
import { renderCutoffHtml } from '~/features/cart/index.server';
import type { LayoutData } from '~/lib/layout-types';
import { withDeliveryPromise } from './delivery-promise.server';

const layout: LayoutData = { headerTopHtml: null, categories: [], menuLinks: [], footerBlocks: [] };
const english = createTranslator(enUS);
/** What /api/stores answers for the default calendar (apps/api/src/delivery/cutoffs.test.ts runs the rule on these days). */
const FROM_SUNDAY_29_NOVEMBER = [
  { orderBy: '2026-11-30T19:00:00.000Z', deliveryDate: '2026-12-01' },
  { orderBy: '2026-12-01T19:00:00.000Z', deliveryDate: '2026-12-02' },
  { orderBy: '2026-12-04T19:00:00.000Z', deliveryDate: '2026-12-05' },
  { orderBy: '2026-12-07T19:00:00.000Z', deliveryDate: '2026-12-08' },
];
const store = (locale: 'en-US' | 'it-IT') => ({
  shipping: { freeDeliveryFrom: 150, cutoffs: FROM_SUNDAY_29_NOVEMBER },
  i18n: { defaultLocale: locale, currencyCode: 'USD', defaultCountry: 'US' },
});
const at = (iso: string) => Date.parse(iso);
const text = (html: string | null) => html?.replace(/<[^>]*>/g, '') ?? null;

describe("the header's delivery promise", () => {
  it('names the day the product page names, on a Sunday, a Monday morning and after the cut-off', () => {
    for (const [now, promise] of [
      ['2026-11-29T15:00:00Z', 'Order now for delivery on Tuesday'],
      ['2026-11-30T15:00:00Z', 'Order within 4 h 0 min for delivery on Tuesday'],
      ['2026-11-30T19:00:01Z', 'Order within 24 h 0 min for delivery on Wednesday'],
      ['2026-12-01T19:30:00Z', 'Order now for delivery on Saturday'],
    ] as const) {
      const header = withDeliveryPromise(layout, store('en-US'), english, at(now)).headerTopHtml;
      expect(text(header)).toBe(promise);
      expect(text(header)).toBe(text(renderCutoffHtml(store('en-US'), english, '', at(now))));
    }
  });

  it('speaks the view’s language and comes before the shop’s own lines; none once no cut-off is known', () => {
    const italian = createTranslator({ ...enUS, ...itIT });
    const header = withDeliveryPromise({ ...layout, headerTopHtml: '<p>CMS</p>' }, store('it-IT'), italian, at('2026-11-29T15:00:00Z'));
    expect(header.headerTopHtml).toMatch(/^<p data-cutoffs="[^"]+"[^>]*>[^<]*martedì[^<]*<\/p><p>CMS<\/p>$/);
    expect(withDeliveryPromise(layout, store('en-US'), english, at('2026-12-08T00:00:00Z'))).toBe(layout);
    expect(withDeliveryPromise(layout, { ...store('en-US'), shipping: { freeDeliveryFrom: null } }, english)).toBe(layout);
  });
});
