import type { PriceFormat } from '@shoreline/domain/money';

/** The US store's price format ("$1,234.50"), for tests. */
export const USD_FORMAT: PriceFormat = {
  currencySign: '$',
  currencyCode: 'USD',
  fractionDigits: 2,
  template: '{sign}{amount}',
  decimal: '.',
  group: ',',
};
