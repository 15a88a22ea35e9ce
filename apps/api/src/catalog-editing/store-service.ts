import type { Selectable } from 'kysely';
import type { StorePlaceForm } from '@shoreline/domain/forms/admin-stores';
import type { StoreAddress, WeeklyHours } from '@shoreline/domain';
import type { AdminStore } from '@shoreline/domain/wire/admin-stores';
import type { ApiContext } from '../context.js';
import type { Database } from '../db/index.js';
import { NotFound } from '../errors.js';
import { audit, changedFields, type StaffPrincipal } from '../audit/index.js';
import { catalogWrite } from './catalog-write.js';

/**
 * Each store's own record (address, telephone, opening and pickup hours) for staff. Stores live in the catalog read
 * model, so a change bumps the catalog version (catalogWrite) and the footer, the pickup form and its slots, and the
 * mails follow within CATALOG_REFRESH_MS, as after a catalog import of the store record.
 */

const STORE_NOT_FOUND = 'No store with this code.';

type StoreRow = Pick<
  Selectable<Database['stores']>,
  'code' | 'name' | 'address' | 'telephone' | 'opening_hours' | 'pickup_hours' | 'self_service_changes' | 'changes_close_hours'
>;
const STORE_COLUMNS = [
  'code',
  'name',
  'address',
  'telephone',
  'opening_hours',
  'pickup_hours',
  'self_service_changes',
  'changes_close_hours',
] as const;

function toAdminStore(row: StoreRow): AdminStore {
  return {
    code: row.code,
    name: row.name,
    address: row.address ? (JSON.parse(row.address) as StoreAddress) : null,
    telephone: row.telephone,
    opening_hours: JSON.parse(row.opening_hours) as WeeklyHours,
    pickup_hours: JSON.parse(row.pickup_hours) as WeeklyHours,
    self_service_changes: row.self_service_changes === 1,
    changes_close_hours: row.changes_close_hours,
  };
}

/** The record as the table keeps it (JSON text columns), for the write and its audit row. */
const placeColumns = (place: StorePlaceForm) => ({
  address: place.address ? JSON.stringify(place.address) : null,
  telephone: place.telephone,
  opening_hours: JSON.stringify(place.opening_hours),
  pickup_hours: JSON.stringify(place.pickup_hours),
});

/** Every store by store id, with its record. */
export async function listStorePlaces(context: ApiContext): Promise<AdminStore[]> {
  const rows = await context.db.selectFrom('stores').select(STORE_COLUMNS).orderBy('store_id').execute();
  return rows.map(toAdminStore);
}

export async function storePlaceDetail(context: ApiContext, code: string): Promise<AdminStore> {
  const row = await context.db.selectFrom('stores').select(STORE_COLUMNS).where('code', '=', code).executeTakeFirst();
  if (!row) throw new NotFound(STORE_NOT_FOUND);
  return toAdminStore(row);
}

/** Replaces the store's record; a record that changes nothing writes nothing (no version bump, no audit row). */
export async function updateStorePlace(context: ApiContext, code: string, place: StorePlaceForm, staff: StaffPrincipal) {
  const columns = placeColumns(place);
  const current = await context.db.selectFrom('stores').select(STORE_COLUMNS).where('code', '=', code).executeTakeFirst();
  if (!current) throw new NotFound(STORE_NOT_FOUND);
  if (!Object.keys(changedFields(current, columns).after).length) return toAdminStore(current);
  await catalogWrite(context, async (trx) => {
    const row = await trx.selectFrom('stores').select(STORE_COLUMNS).where('code', '=', code).executeTakeFirst();
    if (!row) throw new NotFound(STORE_NOT_FOUND);
    const diff = changedFields(row, columns);
    await trx.updateTable('stores').set(columns).where('code', '=', code).execute();
    await audit(trx, { staffId: staff.id, action: 'store.update', entityType: 'store', entityId: code, ...diff });
  });
  return storePlaceDetail(context, code);
}
