import { renderToStaticMarkup } from 'react-dom/server';
import type { Translate } from '~/i18n/translate';
import type { LayoutData } from '~/lib/layout-types';
import type { PlaceText } from '~/lib/store';
import { withPromoLineFirst } from './layout-data.server';

/**
 * The banner's opening hours, from the store's record in the view's language (never CMS text, which said other
 * hours than pickup offered): only for a store people come to, one that offers pickup.
 */
export function withOpeningHours(layout: LayoutData, place: PlaceText | null, t: Translate): LayoutData {
  const line =
    place?.pickupHours && place.openingHours
      ? renderToStaticMarkup(<p data-opening-hours="">{t('header.openingHours', { hours: place.openingHours })}</p>)
      : null;
  return withPromoLineFirst(layout, line);
}
