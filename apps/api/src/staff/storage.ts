import type { Kysely, Selectable } from 'kysely';
import type { Engine, Database, StaffRole, StaffTable } from '../db/index.js';

export type StaffRow = Selectable<StaffTable>;

/** What the API shows of a staff member (never the hash). */
export interface StaffView {
  id: number;
  email: string;
  name: string;
  role: StaffRole;
  is_active: boolean;
  created_at: string;
}

export const staffView = (row: StaffRow): StaffView => ({
  id: row.id,
  email: row.email,
  name: row.name,
  role: row.role,
  is_active: row.is_active === 1,
  created_at: row.created_at,
});

export const normaliseStaffEmail = (email: string) => email.trim().toLowerCase();

export function findStaffByEmail(db: Kysely<Database>, email: string): Promise<StaffRow | undefined> {
  return db.selectFrom('staff').selectAll().where('email', '=', normaliseStaffEmail(email)).executeTakeFirst();
}

export function findStaffById(db: Kysely<Database>, id: number): Promise<StaffRow | undefined> {
  return db.selectFrom('staff').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function insertStaff(
  db: Kysely<Database>,
  staff: { email: string; name: string; role: StaffRole; passwordHash: string },
): Promise<StaffRow> {
  const stamp = new Date().toISOString();
  return db
    .insertInto('staff')
    .values({
      email: normaliseStaffEmail(staff.email),
      name: staff.name,
      role: staff.role,
      password_hash: staff.passwordHash,
      is_active: 1,
      created_at: stamp,
      updated_at: stamp,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/**
 * Locks the active owners' rows until the transaction ends, so two demotions or deactivations of
 * different owners cannot both count two owners and leave none: on PostgreSQL the second waits for
 * the first and, once it committed, no longer finds the owner it demoted. SQLite's write
 * transaction (BEGIN IMMEDIATE) already runs them one after the other.
 */
export async function lockActiveOwners(db: Kysely<Database>, engine: Engine): Promise<void> {
  if (engine !== 'postgres') return;
  await db.selectFrom('staff').select('id').where('role', '=', 'owner').where('is_active', '=', 1).orderBy('id').forUpdate().execute();
}

export async function countActiveOwners(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom('staff')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('role', '=', 'owner')
    .where('is_active', '=', 1)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
