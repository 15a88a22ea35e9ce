import type { Kysely } from 'kysely';
import type { Database } from '../../db/index.js';

/**
 * The changes made to orders that affect a packing list, read from the audit log the changes already write (issue
 * 38). Generic over the kinds: each audit action of an order change maps to one kind, and a change that writes its
 * own `kind` into its audit row's `after` is read by that. The kinds expected:
 *   - date_moved: order.reschedule (moveDeliveryDate: staff, a customer, a hold's answer); `before`/`after.delivery_date`;
 *     recipient_chose_date: the same when the recipient chose the gift's day (`after.by` recipient)
 *   - lines_changed, address_changed, date_moved: order.change (a customer's change, order-changes/), one per
 *     `after.kinds`
 *   - gift_message_changed: order.gift_message; hold_kept: order.hold_keep (a customer keeps a held date at own risk)
 * Who made it: `after.by` (customer, recipient) when the row names one, else staff when a staff member did, else the customer.
 */
export const CHANGE_KINDS: Readonly<Record<string, string>> = {
  'order.reschedule': 'date_moved',
  'order.change': 'changed',
  'order.gift_message': 'gift_message_changed',
  'order.hold_keep': 'hold_kept',
};

export interface OrderChange {
  kind: string;
  by: 'customer' | 'recipient' | 'staff';
  staff_name: string | null;
  at: string;
  /** For a date move: the date it came from and the date it went to. */
  from_date: string | null;
  to_date: string | null;
}

type Json = Record<string, unknown>;
const parsed = (text: string | null): Json => {
  try {
    const value: unknown = text ? JSON.parse(text) : {};
    return typeof value === 'object' && value !== null ? (value as Json) : {};
  } catch {
    return {};
  }
};
const text = (value: unknown) => (typeof value === 'string' ? value : null);

interface AuditRow {
  entity_id: string;
  action: string;
  before: string | null;
  after: string | null;
  created_at: string;
  staff_id: number | null;
  staff_name: string | null;
}

function changesOf(row: AuditRow): OrderChange[] {
  const after = parsed(row.after);
  const named = text(after.by);
  const by = named === 'customer' || named === 'recipient' ? named : row.staff_id !== null ? 'staff' : 'customer';
  const change = {
    by,
    staff_name: by === 'staff' ? row.staff_name : null,
    at: row.created_at,
    from_date: text(parsed(row.before).delivery_date),
    to_date: text(after.delivery_date),
  } as const;
  return kindsOf(row.action, after, by).map((kind) => ({ kind, ...change }));
}

function kindsOf(action: string, after: Json, by: OrderChange['by']): string[] {
  if (Array.isArray(after.kinds)) return after.kinds.filter((kind): kind is string => typeof kind === 'string');
  const kind = text(after.kind) ?? CHANGE_KINDS[action];
  if (!kind) return [];
  return [kind === 'date_moved' && by === 'recipient' ? 'recipient_chose_date' : kind];
}

const auditRows = (db: Kysely<Database>) =>
  db
    .selectFrom('audit_log')
    .leftJoin('staff', 'staff.id', 'audit_log.staff_id')
    .select([
      'audit_log.entity_id',
      'audit_log.action',
      'audit_log.before',
      'audit_log.after',
      'audit_log.created_at',
      'audit_log.staff_id',
      'staff.name as staff_name',
    ])
    .where('audit_log.entity_type', '=', 'order');

/** The changes of these orders, by order id, oldest first. */
export async function changesOfOrders(db: Kysely<Database>, orderIds: readonly number[]): Promise<Map<number, OrderChange[]>> {
  const byOrder = new Map<number, OrderChange[]>();
  if (orderIds.length === 0) return byOrder;
  const rows = await auditRows(db)
    .where('audit_log.entity_id', 'in', orderIds.map(String))
    .where('audit_log.action', 'in', Object.keys(CHANGE_KINDS))
    .orderBy('audit_log.id')
    .execute();
  for (const row of rows) {
    const changes = changesOf(row);
    if (changes.length > 0) byOrder.set(Number(row.entity_id), [...(byOrder.get(Number(row.entity_id)) ?? []), ...changes]);
  }
  return byOrder;
}

/** The orders moved away from a date (still to pack on another), with the move: the packing list lists them as moved out. */
export async function movedAwayFrom(db: Kysely<Database>, date: string): Promise<Array<{ order_id: number } & OrderChange>> {
  const rows = await auditRows(db)
    .where('audit_log.action', 'in', ['order.reschedule', 'order.change'])
    .where('audit_log.before', 'like', `%"delivery_date":"${date}"%`)
    .orderBy('audit_log.id')
    .execute();
  return rows.flatMap((row) =>
    changesOf(row)
      .filter((change) => change.kind === 'date_moved' && change.from_date === date)
      .map((change) => ({ order_id: Number(row.entity_id), ...change })),
  );
}
