import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import { Kysely, PostgresDialect, SqliteDialect, sql, type ColumnDefinitionBuilder } from 'kysely';
import type { Database } from './schema.js';

/**
 * Everything that differs between SQLite and PostgreSQL lives in this module:
 * opening a connection, pragmas, auto-increment ids and identity sequences. The
 * schema, migrations and queries elsewhere are engine-neutral Kysely.
 */
export type Engine = 'sqlite' | 'postgres';

/** A unique constraint refused the write (better-sqlite3: SQLITE_CONSTRAINT_UNIQUE / _PRIMARYKEY; pg: SQLSTATE 23505). */
export function isUniqueViolation(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const code = String((error as { code?: unknown }).code ?? '');
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY';
}

export interface Dialect {
  engine: Engine;
  /** Adds an auto-generated integer primary key to a column definition. */
  autoIncrementId(column: ColumnDefinitionBuilder): ColumnDefinitionBuilder;
  /** After rows were inserted with explicit ids, moves the id generator past them. */
  syncIdentity(db: Kysely<Database>, table: 'reviews' | 'bundle_selections', column: string): Promise<void>;
  /**
   * Runs a read-then-write transaction. SQLite takes the write lock up front
   * (BEGIN IMMEDIATE) so two processes never deadlock upgrading a read lock;
   * PostgreSQL runs it as usual and relies on row locks of conditional updates.
   */
  writeTransaction<T>(db: Kysely<Database>, work: (trx: Kysely<Database>) => Promise<T>): Promise<T>;
}

export interface OpenedDatabase {
  db: Kysely<Database>;
  dialect: Dialect;
  /** The PostgreSQL schema the tables live in, when one is configured. */
  schema?: string;
  /** The connection pool's use (PostgreSQL; SQLite has one connection). */
  poolStats?(): PoolStats;
  close(): Promise<void>;
}

export interface PoolStats {
  max: number;
  /** Connections open, busy or idle. */
  total: number;
  idle: number;
  /** Queries waiting for a connection. */
  waiting: number;
}

/** Work to do once a write transaction committed, by the transaction's handle (a rolled-back one drops its list). */
const committedWork = new WeakMap<Kysely<Database>, Array<() => void>>();

/**
 * Runs `work` once the write transaction `trx` committed (never when it rolls back): what must not happen before the
 * data is there for others (mails, waking a loop that reads it). On a handle outside writeTransaction the writes are
 * already committed, so it runs at once.
 */
export function afterCommit(trx: Kysely<Database>, work: () => void): void {
  const pending = committedWork.get(trx);
  if (pending) pending.push(work);
  else work();
}

/** Runs a transaction (`run`), then the work its `afterCommit` calls left, once it committed. */
async function committing<T>(
  run: (inside: (trx: Kysely<Database>) => Promise<T>) => Promise<T>,
  work: (trx: Kysely<Database>) => Promise<T>,
): Promise<T> {
  const pending: Array<() => void> = [];
  const result = await run(async (trx) => {
    committedWork.set(trx, pending);
    try {
      return await work(trx);
    } finally {
      committedWork.delete(trx);
    }
  });
  for (const done of pending) {
    try {
      done();
    } catch (error) {
      // The transaction stands: what follows it is reported, never undone.
      process.emitWarning(`work after a commit failed: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  return result;
}

const sqliteDialect: Dialect = {
  engine: 'sqlite',
  autoIncrementId: (column) => column.primaryKey().autoIncrement(),
  async syncIdentity() {
    // SQLite's AUTOINCREMENT always continues after the largest id in the table.
  },
  writeTransaction(db, work) {
    return committing(
      (inside) =>
        db.connection().execute(async (connection) => {
          await sql`begin immediate`.execute(connection);
          try {
            const result = await inside(connection);
            await sql`commit`.execute(connection);
            return result;
          } catch (error) {
            await sql`rollback`.execute(connection);
            throw error;
          }
        }),
      work,
    );
  },
};

const postgresDialect: Dialect = {
  engine: 'postgres',
  autoIncrementId: (column) => column.primaryKey().generatedByDefaultAsIdentity(),
  async syncIdentity(db, table, column) {
    await sql`select setval(pg_get_serial_sequence(${table}, ${column}), coalesce((select max(${sql.ref(column)}) from ${sql.table(table)}), 0) + 1, false)`.execute(
      db,
    );
  },
  writeTransaction(db, work) {
    return committing((inside) => db.transaction().execute(inside), work);
  },
};

export function openSqlite(file: string): OpenedDatabase {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const connection = new SQLite(file);
  // WAL lets readers run beside the writer; synchronous=FULL fsyncs every commit,
  // because an order that got a 200 must survive a power cut, not only a crash.
  connection.pragma('journal_mode = WAL');
  connection.pragma('synchronous = FULL');
  connection.pragma('foreign_keys = ON');
  connection.pragma('busy_timeout = 5000');
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: connection }) });
  return {
    db,
    dialect: sqliteDialect,
    async close() {
      await db.destroy();
    },
  };
}

/** The application_name of the shop's connections to a schema ("shoreline" without one). */
export const connectionName = (schema: string | null): string => (schema ? `shoreline ${schema}` : 'shoreline');

/** A connection lost while idle in the pool (the server restarted, a network cut, an administrator ended it). */
const warnIdleConnectionLost = (error: Error) => process.emitWarning(`a PostgreSQL connection was lost while idle: ${error.message}`);

/**
 * Opens a pool on the database (and schema). A pooled connection that the server ends while it is idle is reported
 * to `onIdleError` and replaced by the next query; without a listener the pool would throw that error and end the
 * process.
 */
export function openPostgres(
  connectionString: string,
  schema: string | null,
  onIdleError: (error: Error) => void = warnIdleConnectionLost,
): OpenedDatabase {
  const max = 10;
  const pool = new pg.Pool({
    connectionString,
    max,
    // A schema per test run (or per deployment) keeps runs apart on one database.
    options: schema ? `-c search_path=${schema}` : undefined,
    // Names the shop's connections in pg_stat_activity, by schema where there is one (an operator or a test sees whose they are).
    application_name: connectionName(schema),
  });
  pool.on('error', onIdleError);
  // pg returns BIGINT/NUMERIC as strings; our columns are INTEGER, which it parses as numbers already.
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  return {
    db,
    dialect: postgresDialect,
    ...(schema ? { schema } : {}),
    poolStats: () => ({ max, total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    async close() {
      await db.destroy();
    },
  };
}

/** Creates the schema named for a PostgreSQL run if it does not exist yet. */
export async function ensurePostgresSchema(connectionString: string, schema: string): Promise<void> {
  await onSchema(connectionString, schema, (name) => `create schema if not exists ${name}`);
}

export async function dropPostgresSchema(connectionString: string, schema: string): Promise<void> {
  await onSchema(connectionString, schema, (name) => `drop schema if exists ${name} cascade`);
}

/** Runs one statement about a schema on its own connection; the name goes into the SQL, so only a plain one is taken. */
async function onSchema(connectionString: string, schema: string, statement: (name: string) => string): Promise<void> {
  if (!/^[a-z_][a-z0-9_]*$/.test(schema)) throw new Error(`Invalid schema name: ${schema}`);
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    await client.query(statement(schema));
  } finally {
    await client.end();
  }
}
