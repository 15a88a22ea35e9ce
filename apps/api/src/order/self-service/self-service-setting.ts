import type { Kysely } from 'kysely';
import type { ApiContext } from '../../context.js';
import type { Database } from '../../db/index.js';
import { NotFound } from '../../errors.js';
import { audit, changedFields, type StaffPrincipal } from '../../audit/index.js';

/** Whether a store's customers change their own orders (a store unknown, or gone: they do not). */
export async function selfServiceOn(db: Kysely<Database>, storeCode: string): Promise<boolean> {
  const row = await db.selectFrom('stores').select('self_service_changes').where('code', '=', storeCode).executeTakeFirst();
  return row?.self_service_changes === 1;
}

/** How many hours before the cut-off a store's changes close: its own setting, else CHANGES_CLOSE_HOURS_BEFORE_CUTOFF. */
export async function changesCloseHours(context: ApiContext, storeCode: string): Promise<number> {
  const row = await context.db.selectFrom('stores').select('changes_close_hours').where('code', '=', storeCode).executeTakeFirst();
  return row?.changes_close_hours ?? context.config.changesCloseHoursBeforeCutoff;
}

/** The first product of the order whose customers may not change orders holding it (live crabs), by name; null: none. */
export async function unchangeableProduct(db: Kysely<Database>, orderId: number): Promise<string | null> {
  const row = await db
    .selectFrom('order_items')
    .innerJoin('products', 'products.id', 'order_items.product_id')
    .select('order_items.name')
    .where('order_items.order_id', '=', orderId)
    .where('products.customer_changes', '=', 0)
    .orderBy('order_items.id')
    .executeTakeFirst();
  return row?.name ?? null;
}

/** A store's "Changes by customers": on or off, and the hours before the cut-off they close (null: the shop's default). */
export interface SelfServiceSetting {
  enabled: boolean;
  close_hours_before_cutoff?: number | null | undefined;
}

/** Staff switch a store's self-service changes on or off and set when they close; audited as store.self_service. */
export async function setSelfService(
  context: ApiContext,
  storeCode: string,
  setting: SelfServiceSetting,
  staff: StaffPrincipal,
): Promise<{ store_code: string; self_service_changes: boolean; changes_close_hours: number | null }> {
  return context.dialect.writeTransaction(context.db, async (trx) => {
    const before = await trx
      .selectFrom('stores')
      .select(['self_service_changes', 'changes_close_hours'])
      .where('code', '=', storeCode)
      .executeTakeFirst();
    if (!before) throw new NotFound('No store with this code.');
    const after = {
      self_service_changes: setting.enabled ? 1 : 0,
      changes_close_hours: setting.close_hours_before_cutoff === undefined ? before.changes_close_hours : setting.close_hours_before_cutoff,
    };
    const changed = changedFields(before, after);
    if (Object.keys(changed.after).length) {
      await trx.updateTable('stores').set(after).where('code', '=', storeCode).execute();
      const shown = (values: Record<string, unknown>) =>
        'self_service_changes' in values ? { ...values, self_service_changes: values.self_service_changes === 1 } : values;
      await audit(trx, {
        staffId: staff.id,
        action: 'store.self_service',
        entityType: 'store',
        entityId: storeCode,
        before: shown(changed.before),
        after: shown(changed.after),
      });
    }
    return { store_code: storeCode, self_service_changes: setting.enabled, changes_close_hours: after.changes_close_hours };
  });
}
