import { renderToStaticMarkup } from 'react-dom/server';
import type { Translate } from '~/i18n/translate';
import { BundleOptions } from './BundleOptions.server';
import { CustomOptions } from './CustomOptions.server';
import { Downloads } from './Downloads.server';
import { GiftCardAmounts } from './GiftCardAmounts.server';
import { GroupedItems } from './GroupedItems.server';
import { initialChoices } from './purchase-state';
import type { ProductPageData } from './types';

type OptionSources = Pick<ProductPageData, 'grouped' | 'bundle' | 'giftCard' | 'customOptions' | 'downloads'> & {
  /** A virtual or downloadable product: the form says nothing is shipped. */
  notShipped: boolean;
};

/**
 * The purchase form's type-specific fields (grouped items, bundle options, gift card amounts, custom
 * options, downloads, and the note that a virtual or downloadable product is not shipped) as HTML. They are plain, uncontrolled inputs: the browser keeps their state and the
 * form's input event reads them to reprice, so none of this code ships to the browser, and the form
 * works without JavaScript. The id prefix keeps label ids apart from the page's own.
 */
export function renderPurchaseOptionsHtml(data: OptionSources, t: Translate): string {
  const start = initialChoices(data);
  const fields = (
    <>
      {data.grouped ? <GroupedItems items={data.grouped} t={t} /> : null}
      {data.bundle ? <BundleOptions options={data.bundle} state={start.bundle} t={t} /> : null}
      {data.giftCard ? <GiftCardAmounts card={data.giftCard} t={t} /> : null}
      {data.customOptions ? <CustomOptions options={data.customOptions} initial={start.custom} t={t} /> : null}
      {data.downloads ? <Downloads items={data.downloads} t={t} /> : null}
      {data.notShipped ? <p className="text-sm text-muted">{t('pdp.noShipping')}</p> : null}
    </>
  );
  return renderToStaticMarkup(fields, { identifierPrefix: 'purchase-' });
}
