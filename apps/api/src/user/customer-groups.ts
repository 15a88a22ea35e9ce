import type { Kysely } from 'kysely';
import type { Database } from '../db/index.js';
import type { ApiContext } from '../context.js';
import { InvalidInput, NotFound } from '../errors.js';
import { audit, type StaffPrincipal } from '../audit/index.js';

/**
 * Customer groups for staff: the list, and moving a customer to another group. The group decides the prices a
 * customer's cart and orders are charged (read at every pricing, so the next cart total follows at once) and,
 * through the group token of their next profile load, the catalog prices they see.
 */
export const UNKNOWN_GROUP = 'No customer group with this id.';

export async function listGroups(db: Kysely<Database>) {
  const rows = await db.selectFrom('customer_groups').selectAll().orderBy('id').execute();
  return rows.map((row) => ({
    id: row.id,
    code: row.code,
    name: row.name,
    tax_class_id: row.tax_class_id,
    is_default: row.is_default === 1,
  }));
}

export async function setCustomerGroup(context: ApiContext, customerId: number, groupId: number, staff: StaffPrincipal) {
  return context.dialect.writeTransaction(context.db, async (trx) => {
    const customer = await trx.selectFrom('customers').select(['id', 'group_id']).where('id', '=', customerId).executeTakeFirst();
    if (!customer) throw new NotFound('No customer with this id.');
    const group = await trx.selectFrom('customer_groups').select(['id', 'name']).where('id', '=', groupId).executeTakeFirst();
    if (!group) throw new InvalidInput(UNKNOWN_GROUP);
    if (customer.group_id !== group.id) {
      await trx
        .updateTable('customers')
        .set({ group_id: group.id, updated_at: new Date().toISOString() })
        .where('id', '=', customerId)
        .execute();
      await audit(trx, {
        staffId: staff.id,
        action: 'customer.group',
        entityType: 'customer',
        entityId: customerId,
        before: { group_id: customer.group_id },
        after: { group_id: group.id },
      });
    }
    return { group_id: group.id, group_name: group.name };
  });
}
