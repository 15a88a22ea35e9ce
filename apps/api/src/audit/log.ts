import type { Kysely } from 'kysely';
import type { Database } from '../db/index.js';
import { pageOfQuery, type Paging } from '../http/index.js';

export interface AuditEntry {
  staffId: number | null;
  /** What was done, e.g. "order.ship", "staff.create", "product.update". */
  action: string;
  entityType: string;
  entityId: string | number;
  /** The changed fields before the write (omit for a create). */
  before?: Record<string, unknown> | null;
  /** The changed fields after the write (omit for a delete). */
  after?: Record<string, unknown> | null;
}

/** Records one back-office write. Call it with the write's own transaction, so both stand or fall together. */
export async function audit(trx: Kysely<Database>, entry: AuditEntry): Promise<void> {
  await trx
    .insertInto('audit_log')
    .values({
      staff_id: entry.staffId,
      action: entry.action,
      entity_type: entry.entityType,
      entity_id: String(entry.entityId),
      before: entry.before ? JSON.stringify(entry.before) : null,
      after: entry.after ? JSON.stringify(entry.after) : null,
      created_at: new Date().toISOString(),
    })
    .execute();
}

/** Only the fields whose value differs between two versions of a row: the before/after pair of an update. */
export function changedFields<T extends Record<string, unknown>>(
  before: T,
  after: Partial<T>,
): { before: Record<string, unknown>; after: Record<string, unknown> } {
  const was: Record<string, unknown> = {};
  const now: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(after)) {
    if (value === undefined || before[key] === value) continue;
    was[key] = before[key];
    now[key] = value;
  }
  return { before: was, after: now };
}

export async function listAudit(
  db: Kysely<Database>,
  filter: { entityType?: string | undefined; entityId?: string | undefined },
  paging: Paging,
) {
  let query = db.selectFrom('audit_log').leftJoin('staff', 'staff.id', 'audit_log.staff_id');
  if (filter.entityType) query = query.where('audit_log.entity_type', '=', filter.entityType);
  if (filter.entityId) query = query.where('audit_log.entity_id', '=', filter.entityId);
  const page = await pageOfQuery(
    query,
    (query) =>
      query
        .select([
          'audit_log.id',
          'audit_log.staff_id',
          'staff.email as staff_email',
          'audit_log.action',
          'audit_log.entity_type',
          'audit_log.entity_id',
          'audit_log.before',
          'audit_log.after',
          'audit_log.created_at',
        ])
        .orderBy('audit_log.id', 'desc'),
    paging,
  );
  return {
    ...page,
    items: page.items.map((row) => ({
      ...row,
      before: row.before ? (JSON.parse(row.before) as unknown) : null,
      after: row.after ? (JSON.parse(row.after) as unknown) : null,
    })),
  };
}
