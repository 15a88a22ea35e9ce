import type { ErrorReason } from '@shoreline/domain/error-reasons';
import type { CartProduct, DiffLog } from '@shoreline/sdk/cart/types';
import type { MessageKey } from '~/i18n/translate';
import type { Order, OrderLine } from './types';

/** One line of the order to buy again: the cart product, or null when the store no longer sells it. */
export interface ReorderItem {
  name: string;
  product: CartProduct | null;
}

/** Why a line was not put back, in the shopper's words. */
export type ReorderRefusal = 'gone' | 'soldOut' | 'options' | 'failed';

export const REFUSAL_TEXTS: Record<ReorderRefusal, MessageKey> = {
  gone: 'account.order.reorderGone',
  soldOut: 'account.order.reorderSoldOut',
  options: 'account.order.reorderOptions',
  failed: 'account.order.reorderFailed',
};

type PricedLine = Order['extension_attributes']['priced_order']['lines'][number];

const isBundleChild = (line: OrderLine, order: Pick<Order, 'items'>) =>
  line.parent_sku !== null && order.items.some((other) => other.sku === line.parent_sku && other.product_type === 'bundle');

/** The choices the line was bought with, as the cart shows them (the priced order's line of the same sku). */
function optionLabelsOf(line: OrderLine, priced: PricedLine[]): Array<{ label: string; value: string }> | undefined {
  const at = priced.findIndex((candidate) => candidate.sku === line.sku);
  if (at < 0) return undefined;
  const [match] = priced.splice(at, 1);
  return match.options.length ? match.options : undefined;
}

/**
 * The cart products that buy an order's lines again, each with the options it was bought with (configurable child,
 * custom options, bundle choices, gift card). A line's `sku` carries its custom options' suffixes
 * (CRAB-CAKE-JUMBO-2-TTR), so the cart is asked for the product's own sku (`product_sku`) and the options.
 * Children of bundles travel with their bundle.
 */
export function reorderItems(
  order: Pick<Order, 'items'> & { extension_attributes?: Partial<Order['extension_attributes']> },
): ReorderItem[] {
  const priced = [...(order.extension_attributes?.priced_order?.lines ?? [])];
  return order.items
    .filter((line) => !isBundleChild(line, order))
    .map((line) => {
      if (!line.product_sku) return { name: line.name, product: null };
      const labels = optionLabelsOf(line, priced);
      const product: CartProduct = {
        sku: line.product_sku,
        name: line.name,
        qty: line.qty_ordered,
        type_id: line.product_type,
        ...(line.parent_sku ? { parentSku: line.parent_sku } : {}),
        price_incl_tax: line.price_incl_tax,
        ...(line.product_option && typeof line.product_option === 'object'
          ? { product_option: line.product_option as CartProduct['product_option'] }
          : {}),
        ...(labels ? { option_labels: labels } : {}),
      };
      return { name: line.name, product };
    });
}

const SOLD_OUT_REASONS: ReadonlySet<ErrorReason | undefined> = new Set<ErrorReason | undefined>(['cart.out_of_stock']);

/** Whether the cart took a line, and if not why: from what the add did (the cart's notices and the server's answers). */
export function refusalOfAdd(diff: DiffLog): ReorderRefusal | null {
  const refused = diff.serverResponses.find((response) => response.status !== undefined && response.status !== 200);
  const clientError = diff.clientNotifications.find((notice) => notice.type === 'error');
  if (!refused && !clientError) return null;
  const reason = refused?.reason ?? clientError?.reason;
  if (SOLD_OUT_REASONS.has(reason)) return 'soldOut';
  if (refused?.status === 404) return 'gone';
  if (refused?.status === 400) return 'options';
  return 'failed';
}
