import type { PriceFormat } from '@shoreline/domain/money';

/** A decimal amount in the store's price format (formatCents of @shoreline/domain/money, for decimals; local so this lazy code shares no chunk with the product page). */
export function formatAmount(amount: number, format: PriceFormat): string {
  const [whole, fraction] = Math.abs(amount).toFixed(format.fractionDigits).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, format.group);
  const text = format.template
    .replace('{sign}', format.currencySign)
    .replace('{amount}', fraction ? `${grouped}${format.decimal}${fraction}` : grouped);
  return amount < 0 ? `-${text}` : text;
}
