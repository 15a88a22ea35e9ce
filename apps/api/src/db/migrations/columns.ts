import type { ColumnDefinitionBuilder, CreateTableBuilder, Kysely } from 'kysely';
import type { Dialect } from '../dialect.js';

/**
 * Column conventions the migrations share. Each helper emits exactly what the migrations spelled out before
 * (same types, same order), so a fresh database comes out the same as one migrated years ago
 * (test/schema-snapshot.test.ts holds both engines to it).
 */

/** Times are ISO-8601 strings. */
const TIMESTAMP = 'varchar(40)';

/** A table whose rows the database numbers: its first column is an integer primary key the engine generates. */
export function createNumberedTable(
  db: Kysely<unknown>,
  dialect: Dialect,
  table: string,
  idColumn = 'id',
): CreateTableBuilder<string, string> {
  return db.schema.createTable(table).addColumn(idColumn, 'integer', (c) => dialect.autoIncrementId(c));
}

/** A row that belongs to another: required, and deleted with it. */
export const belongsTo =
  (reference: string) =>
  (column: ColumnDefinitionBuilder): ColumnDefinitionBuilder =>
    column.notNull().references(reference).onDelete('cascade');

/** A row that names another it can outlive: the reference is cleared when that row goes. */
export const referenceOrNull =
  (reference: string) =>
  (column: ColumnDefinitionBuilder): ColumnDefinitionBuilder =>
    column.references(reference).onDelete('set null');

/** When a row was created and last changed, both required. */
export function timestamps<TB extends string, C extends string>(
  table: CreateTableBuilder<TB, C>,
): CreateTableBuilder<TB, C | 'created_at' | 'updated_at'> {
  return table.addColumn('created_at', TIMESTAMP, (c) => c.notNull()).addColumn('updated_at', TIMESTAMP, (c) => c.notNull());
}

/** The search-engine title and description of a page the storefront renders (a category, product, CMS page or post). */
export function metaTexts<TB extends string, C extends string>(
  table: CreateTableBuilder<TB, C>,
): CreateTableBuilder<TB, C | 'meta_title' | 'meta_description'> {
  return table.addColumn('meta_title', 'text', (c) => c.notNull()).addColumn('meta_description', 'text', (c) => c.notNull());
}

/** A required integer added to a table that may already hold rows: those start at 0. */
export async function addIntegerFromZero(db: Kysely<unknown>, table: string, column: string): Promise<void> {
  await db.schema
    .alterTable(table)
    .addColumn(column, 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}

/**
 * A rotating refresh token of an account (customers and staff alike): stored hashed, grouped in a family so
 * reusing a spent token can revoke the whole family, deleted with its account.
 */
export async function createRefreshTokenTable(
  db: Kysely<unknown>,
  table: string,
  owner: { column: string; reference: string },
): Promise<void> {
  await db.schema
    .createTable(table)
    .addColumn('token_hash', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('family_id', 'varchar(64)', (c) => c.notNull())
    .addColumn(owner.column, 'integer', belongsTo(owner.reference))
    .addColumn('expires_at', TIMESTAMP, (c) => c.notNull())
    .addColumn('used_at', TIMESTAMP)
    .addColumn('revoked_at', TIMESTAMP)
    .addColumn('created_at', TIMESTAMP, (c) => c.notNull())
    .execute();
  await db.schema.createIndex(`${table}_family`).on(table).column('family_id').execute();
}
