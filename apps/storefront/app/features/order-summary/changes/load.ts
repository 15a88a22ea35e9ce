/** The order's own changes (move the date, cancel), loaded on demand by the account's order page and the receipt page. */
export const loadOrderChanges = () => import('./OrderChanges');
/** The balance a change left due, with its Pay now link: its own small chunk, only on the order pages that show it. */
export const loadBalanceDue = () => import('../BalanceDue');
