import { describe, expect, it } from 'vitest';
import { createTranslator } from '~/i18n/translate';
import enUS from '~/i18n/core/en-US.json';
import { freeDeliveryLine, withFreeDeliveryLine } from './free-delivery.server';
import type { LayoutData } from '~/lib/layout-types';
import { USD_FORMAT } from '~/lib/test-price-format';

const priceFormat = USD_FORMAT;
const t = createTranslator(enUS);
const layout: LayoutData = { headerTopHtml: '<p>Order by 2 pm ET</p>', categories: [], menuLinks: [], footerBlocks: [] };

describe("the header's free-delivery line", () => {
  it('states the configured threshold', () => {
    expect(freeDeliveryLine({ shipping: { freeDeliveryFrom: 150 }, priceFormat }, t)).toBe(
      'Free next-day delivery on orders of $150 or more',
    );
    expect(freeDeliveryLine({ shipping: { freeDeliveryFrom: 99.5 }, priceFormat }, t)).toBe(
      'Free next-day delivery on orders of $99.50 or more',
    );
    expect(withFreeDeliveryLine(layout, 'Free <b>').headerTopHtml).toBe(
      '<p data-free-delivery="">Free &lt;b&gt;</p><p>Order by 2 pm ET</p>',
    );
  });

  it('is not shown when the store has no free delivery', () => {
    expect(freeDeliveryLine({ shipping: { freeDeliveryFrom: null }, priceFormat }, t)).toBeNull();
    expect(freeDeliveryLine({ priceFormat }, t)).toBeNull();
    expect(withFreeDeliveryLine(layout, null)).toBe(layout);
  });
});
