import type { Kysely } from 'kysely';
import type { OrderLotsInput } from '@shoreline/domain/wire/lots';
import type { Database } from '../db/index.js';
import { Conflict, InvalidInput } from '../errors.js';
import { openLotsOf, recordAssignment, releaseAssignments, takeFromLot } from './storage.js';

/** One order line as packing sees it: the units of each product it holds (a bundle holds several products). */
interface PackedLine {
  itemId: number;
  sku: string;
  units: Map<number, number>;
}

type ItemRow = { id: number; sku: string; product_id: number; qty: number; stock_units: string | null };

export function packedLineOf(item: ItemRow): PackedLine {
  const perUnit = item.stock_units
    ? (JSON.parse(item.stock_units) as { productId: number; qty: number }[])
    : [{ productId: item.product_id, qty: 1 }];
  const units = new Map<number, number>();
  for (const unit of perUnit) units.set(unit.productId, (units.get(unit.productId) ?? 0) + unit.qty * item.qty);
  return { itemId: item.id, sku: item.sku, units };
}

async function packedLinesOf(trx: Kysely<Database>, orderId: number): Promise<PackedLine[]> {
  const items = await trx
    .selectFrom('order_items')
    .select(['id', 'sku', 'product_id', 'qty', 'stock_units'])
    .where('order_id', '=', orderId)
    .orderBy('id')
    .execute();
  return items.map(packedLineOf);
}

/** Units already assigned, by line and product. */
async function assignedUnits(trx: Kysely<Database>, orderId: number): Promise<Map<string, number>> {
  const rows = await trx
    .selectFrom('lot_assignments')
    .innerJoin('lots', 'lots.id', 'lot_assignments.lot_id')
    .select(['lot_assignments.order_item_id', 'lots.product_id', 'lot_assignments.qty'])
    .where('lot_assignments.order_id', '=', orderId)
    .execute();
  const assigned = new Map<string, number>();
  for (const row of rows) {
    const key = `${row.order_item_id}:${row.product_id}`;
    assigned.set(key, (assigned.get(key) ?? 0) + row.qty);
  }
  return assigned;
}

export interface AssignmentMoment {
  orderId: number;
  staffId: number | null;
  today: string;
  stamp: string;
}

/**
 * Fills each line's units not assigned yet from the product's open lots, first-expiring first (FEFO). Units no open
 * lot holds stay unassigned (stock received before lots were kept); what staff assigned on the packing list stays.
 * Answers the units assigned now.
 */
export async function assignFirstExpiring(trx: Kysely<Database>, moment: AssignmentMoment): Promise<number> {
  const assigned = await assignedUnits(trx, moment.orderId);
  let total = 0;
  for (const line of await packedLinesOf(trx, moment.orderId)) {
    for (const [productId, units] of line.units) {
      let need = units - (assigned.get(`${line.itemId}:${productId}`) ?? 0);
      for (const lot of need > 0 ? await openLotsOf(trx, productId, moment.today) : []) {
        const take = Math.min(need, lot.qty - lot.qty_assigned);
        if (!(await takeFromLot(trx, lot.id, take, moment.today))) continue;
        await recordAssignment(
          trx,
          { lotId: lot.id, orderId: moment.orderId, itemId: line.itemId, qty: take, staffId: moment.staffId },
          moment.stamp,
        );
        need -= take;
        total += take;
        if (need === 0) break;
      }
    }
  }
  return total;
}

type LotOfCode = { id: number; code: string; product_id: number };

/** The override's checks before anything moves: each line is the order's, each lot holds one of its products, no more units than it holds. */
function checkOverride(lines: PackedLine[], input: OrderLotsInput, lots: Map<string, LotOfCode>): void {
  for (const wanted of input.lines) {
    const line = lines.find((candidate) => candidate.itemId === wanted.item_id);
    if (!line) throw new InvalidInput(`Line ${wanted.item_id} is not a line of this order.`);
    const perProduct = new Map<number, number>();
    for (const { code, qty } of wanted.lots) {
      const lot = lots.get(code);
      if (!lot) throw new InvalidInput(`No lot has the code ${code}.`);
      if (!line.units.has(lot.product_id)) throw new InvalidInput(`Lot ${code} is not of a product on line ${line.sku}.`);
      perProduct.set(lot.product_id, (perProduct.get(lot.product_id) ?? 0) + qty);
    }
    for (const [productId, qty] of perProduct)
      if (qty > (line.units.get(productId) ?? 0))
        throw new InvalidInput(`Line ${line.sku} holds ${line.units.get(productId)} units: ${qty} cannot come from its lots.`);
  }
}

/**
 * Staff's own lots for some lines of an order (the packing list's override): the lines' assignments are replaced,
 * each lot checked against the units it has left and its use-by. Lines not named keep theirs.
 */
export async function overrideAssignments(trx: Kysely<Database>, input: OrderLotsInput, moment: AssignmentMoment): Promise<void> {
  const lines = await packedLinesOf(trx, moment.orderId);
  const codes = [...new Set(input.lines.flatMap((line) => line.lots.map((lot) => lot.code)))];
  const found = codes.length ? await trx.selectFrom('lots').select(['id', 'code', 'product_id']).where('code', 'in', codes).execute() : [];
  const lots = new Map(found.map((lot) => [lot.code, lot]));
  checkOverride(lines, input, lots);
  await releaseAssignments(
    trx,
    moment.orderId,
    input.lines.map((line) => line.item_id),
  );
  for (const wanted of input.lines) {
    for (const { code, qty } of wanted.lots) {
      const lot = lots.get(code)!;
      if (!(await takeFromLot(trx, lot.id, qty, moment.today)))
        throw new Conflict(`Lot ${code} has fewer than ${qty} units left, or is past its use-by.`);
      await recordAssignment(
        trx,
        { lotId: lot.id, orderId: moment.orderId, itemId: wanted.item_id, qty, staffId: moment.staffId },
        moment.stamp,
      );
    }
  }
}
