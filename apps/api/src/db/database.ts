import type { ApiConfig } from '../config.js';
import { ensurePostgresSchema, openPostgres, openSqlite, type OpenedDatabase } from './dialect.js';
import { migrateToLatest } from './migrate.js';

/** Opens the configured engine and brings its schema up to date. */
export async function openDatabase(config: Pick<ApiConfig, 'databaseUrl' | 'databaseSchema' | 'sqliteFile'>): Promise<OpenedDatabase> {
  let opened: OpenedDatabase;
  if (config.databaseUrl) {
    if (config.databaseSchema) await ensurePostgresSchema(config.databaseUrl, config.databaseSchema);
    opened = openPostgres(config.databaseUrl, config.databaseSchema);
  } else {
    opened = openSqlite(config.sqliteFile);
  }
  try {
    await migrateToLatest(opened);
  } catch (error) {
    await opened.close();
    throw error;
  }
  return opened;
}
