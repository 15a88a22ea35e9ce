import { useId } from 'react';
import type { PriceFormat } from '@shoreline/domain/money';
import type { PricedOrder } from '@shoreline/domain/pricing/priced-order';
import { useMoney } from '~/lib/money';
import { useLocale, useT } from '~/i18n/useT';
import { optionLabel, segmentTitle } from './segment-title';

interface OrderSummaryProps {
  order: PricedOrder;
  priceFormat: PriceFormat;
  /** The heading level the page needs for the two parts ("Items", "Totals"). */
  headingLevel?: 2 | 3;
  /** What the customer got back since (refunds, credit), in dollars: said under the grand total. */
  refunded?: number;
}

/**
 * A placed order as it was charged: every line with its choices, then every stored amount from the
 * subtotal to the grand total. Nothing is added up here: the amounts are the order's own, which add
 * up by construction. Texts come from the 'order' namespace, which the pages showing this send.
 */
export function OrderSummary({ order, priceFormat, headingLevel = 2, refunded = 0 }: OrderSummaryProps) {
  const t = useT();
  const locale = useLocale();
  const id = useId();
  // The cart's formatter, not the domain's formatCents: sharing that module with the product page would split it
  // into a chunk of its own on the product page's first load.
  const format = useMoney(priceFormat);
  const money = (cents: number) => format(cents / 100);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <div className="flex w-full flex-col gap-6" data-testid="order-summary">
      <section aria-labelledby={`${id}-lines`}>
        <Heading id={`${id}-lines`} className="text-xl font-semibold">
          {t('order.summary.lines')}
        </Heading>
        <ul className="mt-3 divide-y divide-navy-900/10 rounded-2xl border border-navy-900/10 bg-white">
          {order.lines.map((line, index) => (
            <li key={`${line.sku}-${index}`} className="flex flex-wrap items-baseline justify-between gap-2 p-4" data-testid="order-line">
              <div className="min-w-0 flex-1">
                <p className="font-semibold wrap-anywhere">{line.name}</p>
                {line.options.length ? (
                  <dl className="text-sm text-muted">
                    {line.options.map((option) => (
                      <div key={`${option.label}-${option.value}`}>
                        <dt className="inline">{optionLabel(option, line.productType, t)}: </dt>
                        <dd className="inline">{option.value}</dd>
                      </div>
                    ))}
                  </dl>
                ) : null}
                <p className="text-sm text-muted" data-testid="order-line-qty">
                  {line.qty > 1
                    ? t('order.summary.qtyEach', { qty: line.qty, price: money(line.unitCents) })
                    : t('order.summary.qty', { qty: line.qty })}
                </p>
              </div>
              <p className="font-semibold tabular-nums" data-amount={line.rowCents}>
                {money(line.rowCents)}
              </p>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby={`${id}-totals`}>
        <Heading id={`${id}-totals`} className="text-xl font-semibold">
          {t('order.summary.totals')}
        </Heading>
        <dl className="mt-3 flex flex-col gap-1.5" data-testid="order-totals">
          {order.segments.map((segment, index) => (
            <div
              key={`${segment.code}-${index}`}
              className="flex justify-between gap-4"
              data-segment={segment.code}
              data-amount={segment.cents}
            >
              <dt>{segmentTitle(segment, order.fulfilment.mode, t, locale)}</dt>
              <dd className="tabular-nums">{money(segment.cents)}</dd>
            </div>
          ))}
          <div
            className="flex justify-between gap-4 border-t border-navy-900/15 pt-2 text-lg font-semibold"
            data-segment="grand_total"
            data-amount={order.grandTotalCents}
          >
            <dt>{t('order.summary.grandTotal')}</dt>
            <dd className="tabular-nums">{money(order.grandTotalCents)}</dd>
          </div>
          {refunded > 0 ? (
            <div className="flex justify-between gap-4" data-segment="refunded" data-testid="order-refunded">
              <dt>{t('order.summary.refunded')}</dt>
              <dd className="whitespace-nowrap tabular-nums">−{format(refunded)}</dd>
            </div>
          ) : null}
        </dl>
      </section>
    </div>
  );
}
