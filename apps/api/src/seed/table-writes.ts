import type { Kysely } from 'kysely';
import type { Database } from '../db/index.js';
import type { Row } from './rows.js';

/** How both imports write rows: inserts in batches, deletes by an owner column, updates of the named columns only. */

const INSERT_BATCH = 200;
const DELETE_BATCH = 500;

/** Kysely's types cannot follow a table chosen at run time; the rows come from rows.ts. */
type LooseDb = Kysely<Record<string, Record<string, unknown>>>;
const loose = (trx: Kysely<Database>) => trx as unknown as LooseDb;

export async function insertAll<T extends keyof Database>(trx: Kysely<Database>, table: T, rows: ReadonlyArray<Row<T>>) {
  for (let i = 0; i < rows.length; i += INSERT_BATCH) {
    // Rows are built from validated records (rows.ts); Kysely's insert type is too wide to name per table here.
    await trx
      .insertInto(table)
      .values(rows.slice(i, i + INSERT_BATCH) as never)
      .execute();
  }
}

export async function deleteWhere(trx: Kysely<Database>, table: keyof Database, column: string, values: ReadonlyArray<string | number>) {
  for (let i = 0; i < values.length; i += DELETE_BATCH) {
    await loose(trx)
      .deleteFrom(table as string)
      .where(column, 'in', values.slice(i, i + DELETE_BATCH))
      .execute();
  }
}

/** Replaces what hangs off some owners: their rows in `table` (found by `ownerColumn`) give way to `rowsOf` each owner. */
export async function replaceOwnedRows<T extends keyof Database, O>(
  trx: Kysely<Database>,
  table: T,
  ownerColumn: string,
  owners: readonly O[],
  idOf: (owner: O) => string | number,
  rowsOf: (owner: O) => ReadonlyArray<Row<T>>,
) {
  await deleteWhere(trx, table, ownerColumn, owners.map(idOf));
  await insertAll(trx, table, owners.flatMap(rowsOf));
}

export interface NamedColumnOptions {
  /** The record keys a column comes from, where they differ from the column's own name. */
  sources?: Readonly<Record<string, readonly string[]>>;
  /** Columns written whatever the line names (a derived path, the update stamp). */
  always?: readonly string[];
}

/** The columns of `row` the line names: those whose record keys are in `given`, and the `always` ones. */
export function namedColumns(
  row: Record<string, unknown>,
  given: ReadonlySet<string>,
  { sources = {}, always = [] }: NamedColumnOptions = {},
): Record<string, unknown> {
  const set: Record<string, unknown> = {};
  for (const [column, value] of Object.entries(row)) {
    const from = sources[column] ?? [column];
    if (always.includes(column) || from.some((key) => given.has(key))) set[column] = value;
  }
  return set;
}

export interface UpsertRowOptions extends NamedColumnOptions {
  /** Columns that identify a stored row (a product's id): never rewritten. */
  fixed?: readonly string[];
}

/** Inserts a new row whole; updates a stored one (found by its `key` column) in the columns its line names. */
export async function upsertRow<T extends keyof Database>(
  trx: Kysely<Database>,
  table: T,
  key: string,
  row: Row<T>,
  exists: boolean,
  given: ReadonlySet<string>,
  options: UpsertRowOptions = {},
): Promise<void> {
  const values = row as Record<string, unknown>;
  if (!exists) {
    await insertAll(trx, table, [row]);
    return;
  }
  const set = namedColumns(values, given, options);
  for (const column of [key, ...(options.fixed ?? [])]) delete set[column];
  if (Object.keys(set).length === 0) return;
  await loose(trx)
    .updateTable(table as string)
    .set(set)
    .where(key, '=', values[key])
    .execute();
}
