import type { Translate } from '~/i18n/translate';
import { StockLine } from './PriceBlock';
import { QtyInput } from './QtyInput.server';
import type { GroupedItemView } from './types';

/** The products of a grouped product, each with its price and a quantity (the link's quantity to start). */
export function GroupedItems({ items, t }: { items: GroupedItemView[]; t: Translate }) {
  if (items.length === 0) return <p className="text-muted">{t('pdp.grouped.empty')}</p>;
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-2 text-sm font-semibold text-navy-900">{t('pdp.grouped.title')}</legend>
      <ul className="divide-y divide-navy-900/10 rounded-xl bg-white ring-1 ring-navy-900/10">
        {items.map((item) => {
          const inputId = `grouped-qty-${item.sku}`;
          return (
            <li key={item.sku} className="flex flex-wrap items-center justify-between gap-3 p-3">
              <div className="flex min-w-0 flex-1 flex-col gap-1">
                {item.href ? (
                  <a href={item.href} className="font-medium text-navy-900 underline-offset-4 hover:underline">
                    {item.name}
                  </a>
                ) : (
                  <span className="font-medium text-navy-900">{item.name}</span>
                )}
                <span className="flex flex-wrap items-baseline gap-x-2 text-sm">
                  <span className="font-semibold">{item.priceText}</span>
                  {item.regularPriceText ? <s className="text-muted">{item.regularPriceText}</s> : null}
                </span>
                <StockLine stock={item.stock} t={t} />
              </div>
              <div className="flex items-center gap-2">
                <label htmlFor={inputId} className="sr-only">
                  {t('pdp.grouped.qtyOf', { name: item.name })}
                </label>
                <QtyInput id={inputId} name={`super_group[${item.sku}]`} max={item.stock.maxQty} defaultValue={item.defaultQty} />
              </div>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
