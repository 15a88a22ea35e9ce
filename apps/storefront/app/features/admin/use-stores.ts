import { useEffect, useState } from 'react';

export interface StoreOption {
  code: string;
  name: string;
}

/** The shop's stores (the public /api/stores), for store pickers; empty until loaded or when not wanted. */
export function useStores(wanted = true): StoreOption[] {
  const [stores, setStores] = useState<StoreOption[]>([]);
  useEffect(() => {
    if (!wanted) return;
    fetch('/api/stores')
      .then((response) => response.json() as Promise<{ result?: Array<{ storeCode: string; name: string }> }>)
      .then((body) => setStores((body.result ?? []).map((store) => ({ code: store.storeCode, name: store.name }))))
      .catch(() => setStores([]));
  }, [wanted]);
  return stores;
}
