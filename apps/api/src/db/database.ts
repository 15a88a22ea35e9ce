import type { ApiConfig } from '../config.js';
import { ensurePostgresSchema, openPostgres, openSqlite, type OpenedDatabase } from './dialect.js';
import { migrateToLatest } from './migrate.js';
import { withStartupLock } from './startup-lock.js';

/** How long a starting process waits for another one to finish migrating and seeding (a large seed takes minutes). */
const STARTUP_LOCK_WAIT_MS = 15 * 60_000;

/**
 * Opens the configured engine and brings its schema up to date. `prepare` (the first start's seed) runs after
 * the migrations under the same lock, so processes starting together on an empty database do both once.
 */
export async function openDatabase(
  config: Pick<ApiConfig, 'databaseUrl' | 'databaseSchema' | 'sqliteFile'>,
  prepare?: (opened: OpenedDatabase) => Promise<void>,
): Promise<OpenedDatabase> {
  return withStartupLock(config, STARTUP_LOCK_WAIT_MS, async () => {
    let opened: OpenedDatabase;
    if (config.databaseUrl) {
      if (config.databaseSchema) await ensurePostgresSchema(config.databaseUrl, config.databaseSchema);
      opened = openPostgres(config.databaseUrl, config.databaseSchema);
    } else {
      opened = openSqlite(config.sqliteFile);
    }
    try {
      await migrateToLatest(opened);
      await prepare?.(opened);
    } catch (error) {
      await opened.close();
      throw error;
    }
    return opened;
  });
}
