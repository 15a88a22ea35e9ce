import type { Migration } from 'kysely';
import { initialTablesMigration, type TableDefinitions } from './columns.js';

const TABLES = {
  settings: {
    columns: {
      key: 'varchar(64) primary key',
      value: 'text not null',
      updated_at: 'varchar(40) not null',
    },
  },
} satisfies TableDefinitions;

/** Key/value settings every process shares through the database (e.g. the signing secret). */
export const settingsMigration: Migration = initialTablesMigration(TABLES);
