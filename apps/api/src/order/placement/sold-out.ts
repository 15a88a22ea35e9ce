import type { Kysely } from 'kysely';
import { REASON, type FieldError } from '@shoreline/domain/error-reasons';
import type { Database } from '../../db/index.js';
import { Conflict } from '../../errors.js';
import { soldOutText } from '../../method-names/index.js';
import type { PricedCart } from '../../cart/index.js';
import { findStockLevels } from '../../stock/index.js';

/** A line of the order with the stock its units use, and where it stands in the order's `products`. */
export interface OrderedLine {
  /** Index in the order's `products` (the checkout's lines): the field a refusal names. */
  index: number;
  sku: string;
  name: string;
  /** Units of each product the whole line uses. */
  units: Array<{ productId: number; qty: number }>;
}

/** The order's lines with their stock, each placed at its index in what the checkout sent. */
export function orderedLinesOf(totals: PricedCart['totals'], sentSkus: readonly string[]): OrderedLine[] {
  return totals.lines.map((priced, position) => {
    const sent = sentSkus.indexOf(priced.line.sku);
    return {
      index: sent === -1 ? position : sent,
      sku: priced.line.sku,
      name: priced.line.name,
      units: priced.line.stockUnits.map((unit) => ({ productId: unit.productId, qty: unit.qty * priced.qty })),
    };
  });
}

/** Lines that sold out: the order is refused before any payment is asked for; `errors` names each line by its SKU. */
export class SoldOut extends Conflict {
  constructor(errors: FieldError[]) {
    super(errors.map((error) => error.message).join(' '), { reason: REASON.orderSoldOut, errors });
  }
}

/** The refusal naming the lines that use any of the products short of stock, in the shopper's language. */
export function soldOutOf(lines: readonly OrderedLine[], shortProducts: ReadonlySet<number>, locale: string): SoldOut {
  const named = lines.filter((line) => line.units.some((unit) => shortProducts.has(unit.productId)));
  return new SoldOut(
    named.map((line) => ({ field: `products.${line.index}`, code: 'sold_out', message: soldOutText(line.name, line.sku, locale) })),
  );
}

/**
 * Before any gateway is called: the products the order needs more of than are left (a managed stock item with
 * fewer units, an unmanaged one marked out of stock, or no stock item), as takeStock would find them now. The
 * order's transaction still takes the stock; this keeps a card from being charged for a line that is gone.
 */
export async function shortProductsOf(db: Kysely<Database>, lines: readonly OrderedLine[]): Promise<Set<number>> {
  const needed = new Map<number, number>();
  for (const line of lines) for (const unit of line.units) needed.set(unit.productId, (needed.get(unit.productId) ?? 0) + unit.qty);
  const levels = await findStockLevels(db, [...needed.keys()]);
  const short = new Set<number>();
  for (const [productId, qty] of needed) {
    const level = levels.get(productId);
    const enough = level !== undefined && (level.manageStock ? level.qty >= qty : level.isInStock);
    if (!enough) short.add(productId);
  }
  return short;
}

export async function refuseSoldOut(db: Kysely<Database>, lines: readonly OrderedLine[], locale: string): Promise<void> {
  const short = await shortProductsOf(db, lines);
  if (short.size > 0) throw soldOutOf(lines, short, locale);
}
