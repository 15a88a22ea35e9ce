import type { ChangeOptionsWire } from '@shoreline/domain/wire/order-changes';
import type { ApiContext } from '../context.js';
import type { OrderRow } from './storage.js';

/** The store view an order was placed in (the default view when it no longer exists). */
export function viewOfOrder(context: ApiContext, order: Pick<OrderRow, 'store_code'>) {
  const snapshot = context.readModel.current();
  return snapshot.byStore.get(order.store_code)?.store ?? snapshot.defaultStore;
}

/** The language the order's customer reads the shop in: its store view's. */
export const localeOf = (context: ApiContext, order: Pick<OrderRow, 'store_code'>): string =>
  viewOfOrder(context, order).i18n.defaultLocale;

/** How the order's customer reaches the shop: the order's store's telephone and the shop's e-mail address. */
export const contactOf = (context: ApiContext, order: Pick<OrderRow, 'store_code'>): ChangeOptionsWire['contact'] => ({
  telephone: viewOfOrder(context, order).place.telephone,
  email: context.config.shopEmail,
});
