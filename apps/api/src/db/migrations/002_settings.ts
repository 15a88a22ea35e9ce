import type { Kysely, Migration } from 'kysely';

/** Key/value settings every process shares through the database (e.g. the signing secret). */
export const settingsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('settings')
      .addColumn('key', 'varchar(64)', (c) => c.primaryKey())
      .addColumn('value', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'varchar(40)', (c) => c.notNull())
      .execute();
  },
};
