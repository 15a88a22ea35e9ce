/** Where a store's offline orders wait (beside its cart: `{storeCode}-shop/...`); tiny, for the layout's check. */
export function offlineOrdersKey(storeCode: string | undefined): string {
  return `${storeCode ? `${storeCode}-` : ''}shop/orders/offline`;
}
