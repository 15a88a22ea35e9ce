/** The order's own changes (move the date, cancel), loaded on demand by the account's order page and the receipt page. */
export const loadOrderChanges = () => import('./OrderChanges');
