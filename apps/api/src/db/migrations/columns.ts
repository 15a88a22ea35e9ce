import type { ColumnDataType, ColumnDefinitionBuilder, CreateTableBuilder, Kysely, Migration, RawBuilder } from 'kysely';
import type { Dialect } from '../dialect.js';

/**
 * How the migrations spell their tables: each column as the SQL definition the engine stores for it, e.g.
 * `'varchar(255) not null'`, turned into the same Kysely column builder calls the migrations made one by one
 * before. A fresh database must come out the same as one migrated years ago (test/schema-snapshot.test.ts holds
 * both engines to it), so the definitions list exactly what those calls asked for.
 *
 * A definition is a type (`integer`, `text` or `varchar(n)`) followed by any of these, in this order (the order
 * Kysely writes them in): `default <digits or 'text'>`, `not null`, `unique`, `primary key`,
 * `references <table>.<column>`, `on delete cascade|set null`.
 */
export type ColumnDefinition = `${'integer' | 'text' | `varchar(${number})`}${string}`;

/** A table's columns in their order, by name. */
export type Columns = Readonly<Record<string, ColumnDefinition>>;

const DEFINITION =
  /^(?<type>integer|text|varchar\(\d+\))(?: default (?<fallback>\d+|'[^']*'))?(?<notNull> not null)?(?<unique> unique)?(?<primaryKey> primary key)?(?: references (?<reference>\w+\.\w+)(?: on delete (?<onDelete>cascade|set null))?)?$/;

/** Times are ISO-8601 strings. */
const TIMESTAMP = 'varchar(40)';

interface ParsedColumn {
  type: ColumnDataType;
  build: (column: ColumnDefinitionBuilder) => ColumnDefinitionBuilder;
}

/** Reads one definition; a typo fails the migration at once instead of building a different schema. */
function parseColumn(name: string, definition: ColumnDefinition): ParsedColumn {
  const parts = DEFINITION.exec(definition)?.groups;
  if (!parts?.type) throw new Error(`column ${name}: cannot read the definition "${definition}"`);
  const { fallback, notNull, unique, primaryKey, reference, onDelete } = parts;
  return {
    type: parts.type as ColumnDataType,
    build(column) {
      let built = column;
      if (fallback !== undefined) built = built.defaultTo(fallback.startsWith("'") ? fallback.slice(1, -1) : Number(fallback));
      if (notNull) built = built.notNull();
      if (unique) built = built.unique();
      if (primaryKey) built = built.primaryKey();
      if (reference) built = built.references(reference);
      if (onDelete === 'cascade' || onDelete === 'set null') built = built.onDelete(onDelete);
      return built;
    },
  };
}

/** Adds the columns to a table being created, in their order. */
function addColumns(table: CreateTableBuilder<string, string>, columns: Columns): CreateTableBuilder<string, string> {
  return Object.entries(columns).reduce((built, [name, definition]) => {
    const { type, build } = parseColumn(name, definition);
    return built.addColumn(name, type, build);
  }, table);
}

/**
 * A table: its columns in their order and its keys. `numbered` names the integer primary key the engine generates
 * (the table's first column, listed in front of the others). The primary key is named `<table>_pk`.
 */
export interface TableDefinition {
  numbered?: string;
  columns: Columns;
  primaryKey?: readonly string[];
  unique?: Readonly<Record<string, readonly string[]>>;
  checks?: Readonly<Record<string, RawBuilder<unknown>>>;
  /** Plain indexes created right after the table, by name. */
  indexes?: Readonly<Record<string, readonly string[]>>;
}

/** Tables by name, in the order they are created. */
export type TableDefinitions = Readonly<Record<string, TableDefinition>>;

function tableBuilder(db: Kysely<unknown>, name: string, table: TableDefinition, dialect?: Dialect): CreateTableBuilder<string, string> {
  let builder: CreateTableBuilder<string, string> = db.schema.createTable(name);
  if (table.numbered) {
    if (!dialect) throw new Error(`table ${name}: a numbered table needs the engine's dialect`);
    builder = builder.addColumn(table.numbered, 'integer', (c) => dialect.autoIncrementId(c));
  }
  builder = addColumns(builder, table.columns);
  if (table.primaryKey) builder = builder.addPrimaryKeyConstraint(`${name}_pk`, [...table.primaryKey]);
  for (const [constraint, columns] of Object.entries(table.unique ?? {})) builder = builder.addUniqueConstraint(constraint, [...columns]);
  for (const [constraint, check] of Object.entries(table.checks ?? {})) builder = builder.addCheckConstraint(constraint, check);
  return builder;
}

/** Creates the tables in their order, each followed by its indexes. */
export async function createTables(db: Kysely<unknown>, tables: TableDefinitions, dialect?: Dialect): Promise<void> {
  for (const [name, table] of Object.entries(tables)) {
    await tableBuilder(db, name, table, dialect).execute();
    for (const [index, columns] of Object.entries(table.indexes ?? {})) await createIndex(db, name, index, columns);
  }
}

/** Drops the tables in the reverse of their creation order, so no table outlives one that references it. */
export async function dropTables(db: Kysely<unknown>, tables: TableDefinitions): Promise<void> {
  for (const name of Object.keys(tables).reverse()) await db.schema.dropTable(name).execute();
}

/** A migration that only adds tables (with their keys and indexes): undone by dropping them again. */
export function tablesMigration(tables: TableDefinitions, dialect?: Dialect): Migration {
  return {
    up: (db) => createTables(db, tables, dialect),
    down: (db) => dropTables(db, tables),
  };
}

/** The first migrations only create their tables and were written without a way back: they stay so. */
export function initialTablesMigration(tables: TableDefinitions, dialect?: Dialect): Migration {
  return { up: (db) => createTables(db, tables, dialect) };
}

/** A plain index on a table that may already hold rows. */
export async function createIndex(db: Kysely<unknown>, table: string, index: string, columns: readonly string[]): Promise<void> {
  await db.schema
    .createIndex(index)
    .on(table)
    .columns([...columns])
    .execute();
}

/** Adds one column to a table that already exists (one per statement: SQLite adds a single column per ALTER TABLE). */
export async function addColumn(db: Kysely<unknown>, table: string, name: string, definition: ColumnDefinition): Promise<void> {
  const { type, build } = parseColumn(name, definition);
  await db.schema.alterTable(table).addColumn(name, type, build).execute();
}

/** A row that belongs to another: required, and deleted with it. */
export const belongsTo = (reference: string, type: 'integer' | 'varchar(64)' = 'integer'): ColumnDefinition =>
  `${type} not null references ${reference} on delete cascade`;

/** A row that names another it can outlive: the reference is cleared when that row goes. */
export const referenceOrNull = (reference: string): ColumnDefinition => `integer references ${reference} on delete set null`;

/** A record another row belongs to: the column naming it, and the key it refers to. */
export interface LinkedRecord {
  column: string;
  reference: string;
  type?: 'integer' | 'varchar(64)';
}

/**
 * A row that links two records (a product to a category, a gift card to a customer who applied it): keyed by
 * both, deleted with either.
 */
export function linkTable(first: LinkedRecord, second: LinkedRecord, columns: Columns = {}): TableDefinition {
  return {
    columns: {
      [first.column]: belongsTo(first.reference, first.type),
      [second.column]: belongsTo(second.reference, second.type),
      ...columns,
    },
    primaryKey: [first.column, second.column],
  };
}

const STORE: LinkedRecord = { column: 'store_code', reference: 'stores.code', type: 'varchar(64)' };

/** A row per record and store view (which stores sell a product or offer a fee, a record's texts in a store's language). */
export const perStore = (owner: LinkedRecord, columns: Columns = {}): TableDefinition => linkTable(owner, STORE, columns);

/** When a row was created and last changed, both required. */
export const timestamps = {
  created_at: `${TIMESTAMP} not null`,
  updated_at: `${TIMESTAMP} not null`,
} as const satisfies Columns;

/** The search-engine title and description of a page the storefront renders (a category, product, CMS page or post). */
export const metaTexts = {
  meta_title: 'text not null',
  meta_description: 'text not null',
} as const satisfies Columns;

/** A required integer added to a table that may already hold rows: those start at 0. */
export async function addIntegerFromZero(db: Kysely<unknown>, table: string, column: string): Promise<void> {
  await addColumn(db, table, column, 'integer default 0 not null');
}

/**
 * The rotating refresh tokens of an account (customers and staff alike): stored hashed, grouped in a family so
 * reusing a spent token can revoke the whole family, deleted with their account.
 */
export function refreshTokenTable(table: string, owner: { column: string; reference: string }): TableDefinitions {
  return {
    [table]: {
      columns: {
        token_hash: 'varchar(64) primary key',
        family_id: 'varchar(64) not null',
        [owner.column]: belongsTo(owner.reference),
        expires_at: `${TIMESTAMP} not null`,
        used_at: TIMESTAMP,
        revoked_at: TIMESTAMP,
        created_at: `${TIMESTAMP} not null`,
      },
      indexes: { [`${table}_family`]: ['family_id'] },
    },
  };
}
