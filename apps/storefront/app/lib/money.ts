import { useCallback, useEffect, useState } from 'react';
import type { PriceFormat } from '@shoreline/domain/money';
import { request } from '@shoreline/sdk/request';
import { formatAmount } from './format-amount';
import { currentStoreCode } from './store-storage';

/** Money as the pages of the cart, checkout, order summary and account write it: decimal amounts in the store's price format. */

let formatRequest: Promise<PriceFormat | null> | null = null;

function loadPriceFormat(): Promise<PriceFormat | null> {
  formatRequest ??= request<Array<{ storeCode: string; isDefault?: boolean; priceFormat: PriceFormat }>>('GET', '/api/stores').then(
    (answer) => {
      const stores = answer.ok && Array.isArray(answer.data) ? answer.data : [];
      const code = currentStoreCode();
      return (
        (stores.find((store) => store.storeCode === code) ?? stores.find((store) => store.isDefault) ?? stores[0])?.priceFormat ?? null
      );
    },
  );
  return formatRequest;
}

export type FormatMoney = (amount: number) => string;

/** Formats decimal amounts with the store's price format (given, or fetched once). */
export function useMoney(given?: PriceFormat): FormatMoney {
  const [format, setFormat] = useState<PriceFormat | null>(given ?? null);
  useEffect(() => {
    if (!given) void loadPriceFormat().then(setFormat);
  }, [given]);
  return useCallback((amount: number) => (format ? formatAmount(amount, format) : amount.toFixed(2)), [format]);
}
