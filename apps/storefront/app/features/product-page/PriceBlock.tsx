import type { Translate } from '~/i18n/translate';
import { useT } from '~/i18n/useT';
import type { PriceView, StockView } from './types';

interface PriceBlockProps {
  price: PriceView;
  /** A caption such as "Bundle total"; plain "Price" for screen readers otherwise. */
  caption?: string;
}

/** The price to pay, large; an active special price shows the original struck through. Announced when it changes. */
export function PriceBlock({ price, caption }: PriceBlockProps) {
  const t = useT();
  return (
    <div aria-live="polite" aria-atomic="true">
      {caption ? <p className="text-sm font-medium text-muted">{caption}</p> : null}
      <p className="flex flex-wrap items-baseline gap-x-3">
        <span className={`text-3xl font-bold ${price.regularCents === null ? 'text-navy-900' : 'text-accent-text'}`}>
          <span className="sr-only">{price.regularCents === null ? t('product.price') : t('product.specialPrice')}: </span>
          {price.finalText}
        </span>
        {price.regularCents !== null ? (
          <s className="text-lg text-muted">
            <span className="sr-only">{t('product.regularPrice')}: </span>
            {price.regularText}
          </s>
        ) : null}
      </p>
    </div>
  );
}

const STOCK_STYLE: Record<StockView['state'], string> = {
  in: 'bg-emerald-700',
  low: 'bg-amber-600',
  out: 'bg-navy-900/40',
};

/** In stock, only N left (managed stock at 5 or fewer) or out of stock. */
export function StockLine({ stock, t }: { stock: StockView; t: Translate }) {
  const text =
    stock.state === 'out' ? t('product.outOfStock') : stock.state === 'low' ? t('pdp.stock.low', { qty: stock.qty }) : t('pdp.stock.in');
  return (
    <p className="flex items-center gap-2 text-sm font-medium text-navy-900">
      <span aria-hidden="true" className={`size-2.5 rounded-full ${STOCK_STYLE[stock.state]}`} />
      {text}
    </p>
  );
}
