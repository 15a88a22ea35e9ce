import type { Kysely } from 'kysely';
import type { Database } from '../db/index.js';
import type { FeeCharge } from '../cart/index.js';

export type FrontendType = 'checkbox' | 'radio';

/** A fee as a store offers it, with its options in display order; amounts before tax. */
export interface FeeDefinition {
  id: number;
  name: string;
  description: string;
  frontendType: FrontendType;
  taxClassId: number;
  options: Array<{ id: number; label: string; cents: number }>;
}

const frontendTypeOf = (value: string): FrontendType => (value === 'radio' ? 'radio' : 'checkbox');

/** The active fees a store offers, in their sort order. */
export async function listStoreFees(db: Kysely<Database>, storeCode: string): Promise<FeeDefinition[]> {
  const fees = await db
    .selectFrom('fees')
    .innerJoin('fee_stores', 'fee_stores.fee_id', 'fees.id')
    .select(['fees.id', 'fees.name', 'fees.description', 'fees.frontend_type', 'fees.tax_class_id'])
    .where('fee_stores.store_code', '=', storeCode)
    .where('fees.is_active', '=', 1)
    .orderBy('fees.sort_order')
    .orderBy('fees.id')
    .execute();
  if (fees.length === 0) return [];
  const options = await db
    .selectFrom('fee_options')
    .select(['id', 'fee_id', 'label', 'price_cents'])
    .where(
      'fee_id',
      'in',
      fees.map((fee) => fee.id),
    )
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
  return fees.map((fee) => ({
    id: fee.id,
    name: fee.name,
    description: fee.description,
    frontendType: frontendTypeOf(fee.frontend_type),
    taxClassId: fee.tax_class_id,
    options: options.filter((option) => option.fee_id === fee.id).map((o) => ({ id: o.id, label: o.label, cents: o.price_cents })),
  }));
}

/** The option ids a cart's shopper chose, by fee. */
export async function chosenOptionIds(db: Kysely<Database>, cartId: string): Promise<Map<number, number[]>> {
  const rows = await db.selectFrom('cart_fee_options').select(['fee_id', 'option_id']).where('cart_id', '=', cartId).execute();
  const chosen = new Map<number, number[]>();
  for (const row of rows) chosen.set(row.fee_id, [...(chosen.get(row.fee_id) ?? []), row.option_id]);
  return chosen;
}

/** Replaces the cart's choice for one fee; no options removes the fee. A repeated call changes nothing. */
export async function replaceCartFee(db: Kysely<Database>, cartId: string, feeId: number, optionIds: readonly number[]): Promise<void> {
  const stamp = new Date().toISOString();
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('cart_fee_options').where('cart_id', '=', cartId).where('fee_id', '=', feeId).execute();
    if (optionIds.length === 0) return;
    await trx
      .insertInto('cart_fee_options')
      .values(optionIds.map((option_id) => ({ cart_id: cartId, fee_id: feeId, option_id, created_at: stamp })))
      // The same choice sent twice at once: the first one's rows stand.
      .onConflict((conflict) => conflict.columns(['cart_id', 'option_id']).doNothing())
      .execute();
  });
}

/**
 * The fees a cart is charged: its chosen options that are still options of an active fee of the
 * cart's store (an import may have changed the fees since the shopper chose).
 */
export async function chosenFeeCharges(db: Kysely<Database>, storeCode: string, cartId: string): Promise<FeeCharge[]> {
  const rows = await db
    .selectFrom('cart_fee_options as chosen')
    .innerJoin('fee_options as option', (join) =>
      join.onRef('option.id', '=', 'chosen.option_id').onRef('option.fee_id', '=', 'chosen.fee_id'),
    )
    .innerJoin('fees as fee', 'fee.id', 'chosen.fee_id')
    .innerJoin('fee_stores as offer', (join) => join.onRef('offer.fee_id', '=', 'fee.id').on('offer.store_code', '=', storeCode))
    .select([
      'fee.id as feeId',
      'fee.name',
      'fee.tax_class_id as taxClassId',
      'option.id as optionId',
      'option.label',
      'option.price_cents',
    ])
    .where('chosen.cart_id', '=', cartId)
    .where('fee.is_active', '=', 1)
    .orderBy('fee.sort_order')
    .orderBy('fee.id')
    .orderBy('option.sort_order')
    .orderBy('option.id')
    .execute();
  const charges = new Map<number, FeeCharge>();
  for (const row of rows) {
    const charge = charges.get(row.feeId) ?? { feeId: row.feeId, name: row.name, taxClassId: row.taxClassId, options: [] };
    charge.options.push({ optionId: row.optionId, label: row.label, cents: row.price_cents });
    charges.set(row.feeId, charge);
  }
  return [...charges.values()];
}
