import { describe, expect, it } from 'vitest';
import { NO_PLACE, type StorePlace } from '@shoreline/domain';
import { CRAB_HOUSE_PLACE } from '@shoreline/domain/store-place.fixture';
import deDE from '~/i18n/core/de-DE.json';
import enUS from '~/i18n/core/en-US.json';
import { createTranslator } from '~/i18n/translate';
import type { LayoutData } from '~/lib/layout-types';
import { placeText } from '~/lib/store';
import { withOpeningHours } from './opening-hours.server';

const layout: LayoutData = { headerTopHtml: null, categories: [], menuLinks: [], footerBlocks: [] };
const CRAB_HOUSE = CRAB_HOUSE_PLACE;
const viewOf = (place: StorePlace, locale: 'en-US' | 'de-DE' = 'en-US') => ({
  place,
  i18n: { defaultLocale: locale, currencyCode: 'USD', defaultCountry: 'US' },
});

describe("the banner's opening hours", () => {
  it("says the store record's hours in the view's language", () => {
    expect(withOpeningHours(layout, placeText(viewOf(CRAB_HOUSE)), createTranslator(enUS)).headerTopHtml).toBe(
      '<p data-opening-hours="">Open for dine-in and take-out Wednesday–Sunday, 11:30 AM–9 PM</p>',
    );
    expect(withOpeningHours(layout, placeText(viewOf(CRAB_HOUSE, 'de-DE')), createTranslator(deDE)).headerTopHtml).toContain(
      'Mittwoch–Sonntag, 11:30–21 Uhr',
    );
  });

  it('is only for a store people collect from, and none without a record', () => {
    const shop = { ...CRAB_HOUSE, pickupHours: {} };
    expect(withOpeningHours(layout, placeText(viewOf(shop)), createTranslator(enUS)).headerTopHtml).toBeNull();
    expect(placeText(viewOf(NO_PLACE))).toBeNull();
  });

  it('gives the footer and the take-out step the same address, phone and pickup hours', () => {
    expect(placeText(viewOf(CRAB_HOUSE))).toEqual({
      lines: ['410 Harbor Road', 'Grasonville, MD 21638'],
      telephone: '4105550187',
      telephoneText: '(410) 555-0187',
      openingHours: 'Wednesday–Sunday, 11:30 AM–9 PM',
      pickupHours: 'Wednesday–Sunday, 11:30 AM–9 PM',
    });
  });
});
