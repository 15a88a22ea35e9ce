import { randomBytes } from 'node:crypto';
import { beforeAll } from 'vitest';
import { SHOP_TIME_ZONE } from '@shoreline/domain/shop-time';
import type { Kysely } from 'kysely';
import { openDatabase } from '../src/db/database.js';
import type { OpenedDatabase } from '../src/db/dialect.js';
import type { Database, StaffRole } from '../src/db/schema.js';
import { loadSigningSecret } from '../src/settings/secret.js';
import { addDays, shopClock } from '../src/delivery/index.js';
import { insertStaff } from '../src/staff/storage.js';
import { signStaffToken } from '../src/staff/tokens.js';
import { hashPassword, scryptParamsForCost } from '../src/auth/passwords.js';
import type { RunningApi } from './harness.js';

export interface TestStaff {
  id: number;
  email: string;
  role: StaffRole;
  password: string;
  token: string;
  /** `Authorization: Bearer <token>` for api.request. */
  headers: Record<string, string>;
}

const databases = new WeakMap<RunningApi, Promise<OpenedDatabase>>();

/** A second connection to the test API's database (closed with closeAdminDb before api.stop()). */
export function adminDb(api: RunningApi): Promise<OpenedDatabase> {
  let opened = databases.get(api);
  if (!opened) {
    opened = openDatabase(api.config);
    databases.set(api, opened);
  }
  return opened;
}

export async function closeAdminDb(api: RunningApi): Promise<void> {
  const opened = databases.get(api);
  databases.delete(api);
  if (opened) await (await opened).close();
}

/**
 * Creates a staff member of the role straight in the database and signs a staff token for them
 * (no login call, so tests do not spend the login rate limit).
 */
export async function createStaff(
  api: RunningApi,
  role: StaffRole,
  options: { email?: string; password?: string } = {},
): Promise<TestStaff> {
  const { db } = await adminDb(api);
  const password = options.password ?? `pw-${randomBytes(6).toString('hex')}`;
  const email = options.email ?? `${role}-${randomBytes(4).toString('hex')}@staff.example`;
  const row = await insertStaff(db, {
    email,
    name: `Test ${role}`,
    role,
    passwordHash: await hashPassword(password, scryptParamsForCost(api.config.passwordHashCost)),
  });
  const token = await signStaffToken(await loadSigningSecret(db, api.config.appSecret), row);
  return { id: row.id, email: row.email, role, password, token, headers: { authorization: `Bearer ${token}` } };
}

export type { Kysely, Database };

/** The audit rows written about one record (its entity type and id, e.g. 'order' and 42), oldest first. */
export async function auditRows(api: RunningApi, entityType: string, entityId: string | number) {
  const { db } = await adminDb(api);
  return db
    .selectFrom('audit_log')
    .selectAll()
    .where('entity_type', '=', entityType)
    .where('entity_id', '=', String(entityId))
    .orderBy('id')
    .execute();
}

/** The stored row of an order, by the order number the order call answered with. */
export async function storedOrder(api: RunningApi, orderNumber: string) {
  const { db } = await adminDb(api);
  return db.selectFrom('orders').selectAll().where('increment_id', '=', orderNumber).executeTakeFirstOrThrow();
}

/** One staff member for each role, created in the order given (as createStaff does). */
export async function createStaffTeam<R extends StaffRole>(api: RunningApi, roles: readonly R[]): Promise<Record<R, TestStaff>> {
  const team = {} as Record<R, TestStaff>;
  for (const role of roles) team[role] = await createStaff(api, role);
  return team;
}

/**
 * One staff member for each role, created before the enclosing describe block's tests (after its suiteApi has
 * started). The record is filled then, so a suite reads its members inside tests and hooks only.
 */
export function suiteStaff<R extends StaffRole>(api: RunningApi, roles: readonly R[]): Record<R, TestStaff> {
  const team = {} as Record<R, TestStaff>;
  beforeAll(async () => {
    Object.assign(team, await createStaffTeam(api, roles));
  });
  return team;
}

/** The catalog version every API process compares its read model with; a catalog write bumps it by one. */
export async function catalogVersion(api: RunningApi): Promise<number> {
  const { db } = await adminDb(api);
  return (await db.selectFrom('catalog_state').select('version').where('id', '=', 1).executeTakeFirstOrThrow()).version;
}

/** The end of a suite: closes its own connections (a payment suite's, say), then an adminDb one, then stops the API. */
export async function stopApi(api: RunningApi | undefined, ...own: Array<OpenedDatabase | undefined>): Promise<void> {
  for (const opened of own) await opened?.close();
  if (api) await closeAdminDb(api);
  await api?.stop();
}

/** Today in the shop's time zone: the day a claim's window counts from. */
export const shopToday = (): string => shopClock(new Date(), SHOP_TIME_ZONE).date;

/** Moves an order straight in the database to `status`, its delivery `daysFromToday` days from the shop's today. */
export async function moveOrder(api: RunningApi, orderId: number, { status = 'shipped', daysFromToday = 0 } = {}): Promise<void> {
  const { db } = await adminDb(api);
  await db
    .updateTable('orders')
    .set({ status, delivery_date: addDays(shopToday(), daysFromToday) })
    .where('id', '=', orderId)
    .execute();
}

/** What a place (a website: 1 is the main store and its views) has booked on a delivery date; 0 where nothing is written. */
export async function bookedOn(db: Kysely<Database>, date: string, place = 1): Promise<number> {
  const row = await db
    .selectFrom('delivery_slots')
    .select('booked')
    .where('website_id', '=', place)
    .where('delivery_date', '=', date)
    .executeTakeFirst();
  return Number(row?.booked ?? 0);
}
