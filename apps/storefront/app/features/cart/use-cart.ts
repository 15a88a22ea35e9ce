import { useCallback, useEffect, useState } from 'react';
import type { CartState } from '@shoreline/sdk/cart/types';
import { loadCart, type CartRuntime } from './contract';

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
