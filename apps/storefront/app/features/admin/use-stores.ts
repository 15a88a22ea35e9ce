import { useEffect, useState } from 'react';
import { request } from '@shoreline/sdk/request';

export interface StoreOption {
  code: string;
  name: string;
}

/** The shop's stores (the public /api/stores), for store pickers; empty until loaded, when not wanted or unreadable. */
export function useStores(wanted = true): StoreOption[] {
  const [stores, setStores] = useState<StoreOption[]>([]);
  useEffect(() => {
    if (!wanted) return;
    void request<Array<{ storeCode: string; name: string }>>('GET', '/api/stores').then((answer) =>
      setStores(answer.ok && Array.isArray(answer.data) ? answer.data.map((store) => ({ code: store.storeCode, name: store.name })) : []),
    );
  }, [wanted]);
  return stores;
}
