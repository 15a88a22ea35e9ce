import type { Kysely } from 'kysely';
import type { ApiContext } from '../context.js';
import type { Database } from '../db/index.js';
import { NotFound } from '../errors.js';
import { audit, type StaffPrincipal } from '../audit/index.js';

/** Whether a store's customers change their own orders (a store unknown, or gone: they do not). */
export async function selfServiceOn(db: Kysely<Database>, storeCode: string): Promise<boolean> {
  const row = await db.selectFrom('stores').select('self_service_changes').where('code', '=', storeCode).executeTakeFirst();
  return row?.self_service_changes === 1;
}

/** Staff switch a store's self-service changes on or off; audited as store.self_service. */
export async function setSelfService(
  context: ApiContext,
  storeCode: string,
  enabled: boolean,
  staff: StaffPrincipal,
): Promise<{ store_code: string; self_service_changes: boolean }> {
  await context.dialect.writeTransaction(context.db, async (trx) => {
    const before = await trx.selectFrom('stores').select('self_service_changes').where('code', '=', storeCode).executeTakeFirst();
    if (!before) throw new NotFound('No store with this code.');
    const value = enabled ? 1 : 0;
    if (before.self_service_changes === value) return;
    await trx.updateTable('stores').set({ self_service_changes: value }).where('code', '=', storeCode).execute();
    await audit(trx, {
      staffId: staff.id,
      action: 'store.self_service',
      entityType: 'store',
      entityId: storeCode,
      before: { self_service_changes: before.self_service_changes === 1 },
      after: { self_service_changes: enabled },
    });
  });
  return { store_code: storeCode, self_service_changes: enabled };
}
