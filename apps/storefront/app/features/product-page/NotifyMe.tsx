import { notifyFormFor } from './notify-form';
import type { ProductPageData, VariantView } from './types';

interface NotifyMeProps {
  data: ProductPageData;
  variant: VariantView | null;
  /** The form as the action answered it (sent, or with its problems). */
  formHtml: string | null;
}

/** The back-in-stock form under the purchase form, for the product or variant shown when it is out of stock. */
export function NotifyMe({ data, variant, formHtml }: NotifyMeProps) {
  const shown = variant ?? data.product;
  const html = formHtml ?? (data.notifyFormHtml && shown.stock.state === 'out' ? notifyFormFor(data.notifyFormHtml, shown.sku) : null);
  return html ? <div dangerouslySetInnerHTML={{ __html: html }} /> : null;
}
