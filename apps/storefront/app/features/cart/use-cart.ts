import { useCallback, useEffect, useState } from 'react';
import type { PriceFormat } from '@shoreline/domain/money';
import { formatAmount } from './format-amount';
import type { CartState } from '@shoreline/sdk/cart/types';
import { request } from '@shoreline/sdk/request';
import { loadCart, type CartRuntime } from './contract';
import { currentStoreCode } from './signals';

/** The cart runtime once its code has loaded (browser only). */
export function useCartRuntime(): CartRuntime | null {
  const [runtime, setRuntime] = useState<CartRuntime | null>(null);
  useEffect(() => {
    let active = true;
    void loadCart().then((loaded) => {
      if (active) setRuntime(loaded);
    });
    return () => {
      active = false;
    };
  }, []);
  return runtime;
}

/** The engine's state, re-rendered on every change. */
export function useCartState(runtime: CartRuntime | null): CartState | null {
  const [state, setState] = useState<CartState | null>(() => runtime?.cart.getState() ?? null);
  useEffect(() => {
    if (!runtime) return;
    setState(runtime.cart.getState());
    return runtime.cart.subscribe(setState);
  }, [runtime]);
  return state;
}

/** Runs cart operations one after another and tells while any is under way. */
/** Runs a cart call while the page shows it is busy (the second value of useBusy). */
export type RunBusy = <T>(operation: () => Promise<T>) => Promise<T>;

export function useBusy(): [boolean, RunBusy] {
  const [count, setCount] = useState(0);
  const run = useCallback(async <T>(operation: () => Promise<T>): Promise<T> => {
    setCount((value) => value + 1);
    try {
      return await operation();
    } finally {
      setCount((value) => value - 1);
    }
  }, []);
  return [count > 0, run];
}

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
