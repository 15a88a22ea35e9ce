import { renderToStaticMarkup } from 'react-dom/server';
import { toCents, type ProductDocument, type TierPrice } from '@shoreline/domain';
import type { Translate } from '~/i18n/translate';

interface TierLine {
  qty: number;
  priceText: string;
  /** Whole percent saved against the price of one unit. */
  save: number;
}

function TierList({ lines, t }: { lines: TierLine[]; t: Translate }) {
  return (
    <section className="rounded-xl bg-sand-100 p-4" data-testid="tier-prices">
      <h2 className="text-base font-semibold text-navy-900">{t('pdp.tiers.title')}</h2>
      <ul className="mt-1 flex flex-col gap-0.5 text-navy-900">
        {lines.map((line) => (
          <li key={line.qty}>
            {t('pdp.tiers.line', { qty: line.qty, price: line.priceText })}
            {line.save > 0 ? <span className="text-muted"> {t('pdp.tiers.save', { percent: line.save })}</span> : null}
          </li>
        ))}
      </ul>
    </section>
  );
}

type Priced = Pick<ProductDocument, 'sku' | 'final_price' | 'final_price_incl_tax' | 'tier_prices'>;

/**
 * The quantity breaks of the group the page was priced for ("Buy 5 or more for $64.99 each"), as server HTML by
 * sku: the product's and each variant's with breaks. The page shows the one of the product or variant shown; no
 * script renders them.
 */
export function renderTierPricesHtml(
  product: ProductDocument,
  inclTax: boolean,
  format: (cents: number) => string,
  t: Translate,
): Record<string, string> {
  const items: Priced[] = [product, ...(product.configurable_children ?? [])];
  const html: Record<string, string> = {};
  for (const item of items) {
    const tiers: readonly TierPrice[] = item.tier_prices ?? [];
    if (tiers.length === 0) continue;
    const unitCents = toCents(inclTax ? item.final_price_incl_tax : item.final_price);
    const lines = tiers.map((tier) => {
      const cents = toCents(inclTax ? tier.value_incl_tax : tier.value);
      return { qty: tier.qty, priceText: format(cents), save: unitCents > 0 ? Math.floor(((unitCents - cents) * 100) / unitCents) : 0 };
    });
    html[item.sku] = renderToStaticMarkup(<TierList lines={lines} t={t} />);
  }
  return html;
}
