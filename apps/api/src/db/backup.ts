import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import type { ApiConfig } from '../config.js';

/**
 * Backup and restore of the shop's database while it runs.
 * SQLite: SQLite's online backup API (through better-sqlite3) copies a consistent snapshot page by page from a
 * connection of its own, so the shop keeps writing. PostgreSQL: pg_dump of the shop's schema in its custom format
 * (pg_dump reads one snapshot), restored with pg_restore. Files on disk (DATA_DIR/media, DATA_DIR/downloads)
 * are plain files and are not part of these backups.
 */
export type BackupTarget = Pick<ApiConfig, 'databaseUrl' | 'databaseSchema' | 'sqliteFile'>;

const run = promisify(execFile);

export class BackupError extends Error {}

/** 2026-11-26T14-05-09Z: sorts by time and is a valid file name everywhere. */
export function backupStamp(now = new Date()): string {
  return now
    .toISOString()
    .replace(/\.\d+Z$/, 'Z')
    .replaceAll(':', '-');
}

const SQLITE_MAGIC = 'SQLite format 3\0';
const PG_CUSTOM_MAGIC = 'PGDMP';

function fileKind(file: string): 'sqlite' | 'postgres' | 'unknown' {
  const handle = fs.openSync(file, 'r');
  try {
    const head = Buffer.alloc(16);
    fs.readSync(handle, head, 0, 16, 0);
    const text = head.toString('latin1');
    if (text === SQLITE_MAGIC) return 'sqlite';
    if (text.startsWith(PG_CUSTOM_MAGIC)) return 'postgres';
    return 'unknown';
  } finally {
    fs.closeSync(handle);
  }
}

/** Where pg_dump/pg_restore are on PATH, or null when they are not installed. */
export async function findPgTool(name: 'pg_dump' | 'pg_restore'): Promise<string | null> {
  for (const dir of (process.env.PATH ?? '').split(path.delimiter)) {
    const candidate = path.join(dir, name);
    if (dir && fs.existsSync(candidate)) return candidate;
  }
  return null;
}

const schemaOf = (target: BackupTarget) => target.databaseSchema ?? 'public';

function checkSchemaName(schema: string): string {
  if (!/^[a-z_][a-z0-9_]*$/.test(schema)) throw new BackupError(`Invalid schema name: ${schema}`);
  return schema;
}

/** Writes a dated backup of the configured database into `outDir` and answers its path. */
export async function backupDatabase(target: BackupTarget, outDir: string, now = new Date()): Promise<string> {
  fs.mkdirSync(outDir, { recursive: true });
  if (target.databaseUrl) return backupPostgres(target.databaseUrl, checkSchemaName(schemaOf(target)), outDir, now);
  return backupSqlite(target.sqliteFile, outDir, now);
}

async function backupSqlite(sqliteFile: string, outDir: string, now: Date): Promise<string> {
  if (!fs.existsSync(sqliteFile)) throw new BackupError(`No database at ${sqliteFile} (is DATA_DIR right?)`);
  const file = path.join(outDir, `shoreline-sqlite-${backupStamp(now)}.db`);
  const partial = `${file}.partial`;
  fs.rmSync(partial, { force: true });
  const source = new SQLite(sqliteFile, { fileMustExist: true });
  try {
    source.pragma('busy_timeout = 5000');
    // All remaining pages in one step: a step copies from one read snapshot, while small steps would start over
    // whenever the running shop commits in between (and might never finish under a steady stream of orders).
    await source.backup(partial, { progress: () => 0x7fffffff });
  } finally {
    source.close();
  }
  const copy = new SQLite(partial, { fileMustExist: true });
  try {
    const check = copy.pragma('quick_check', { simple: true });
    if (check !== 'ok') throw new BackupError(`The copy failed its check: ${String(check)}`);
    // A self-contained file: no -wal beside it is needed to read it.
    copy.pragma('journal_mode = DELETE');
  } finally {
    copy.close();
  }
  fs.renameSync(partial, file);
  return file;
}

async function backupPostgres(databaseUrl: string, schema: string, outDir: string, now: Date): Promise<string> {
  const pgDump = await findPgTool('pg_dump');
  if (!pgDump) {
    throw new BackupError(
      'pg_dump is not installed (Debian: apt-get install postgresql-client). Without it, back up with your PostgreSQL ' +
        `provider's tools, or run elsewhere: pg_dump --format=custom --schema=${schema} --no-owner --file=FILE "$DATABASE_URL"`,
    );
  }
  const file = path.join(outDir, `shoreline-pg-${schema}-${backupStamp(now)}.dump`);
  const partial = `${file}.partial`;
  // pg_dump reads everything in one repeatable-read snapshot: orders committed after it started are not in it.
  await run(pgDump, [
    '--format=custom',
    `--schema=${schema}`,
    '--no-owner',
    '--no-privileges',
    `--file=${partial}`,
    `--dbname=${databaseUrl}`,
  ]);
  fs.renameSync(partial, file);
  return file;
}

export interface RestoreOptions {
  /** Replace a target that already holds data (the shop must be stopped). */
  force?: boolean;
}

/**
 * Restores a backup into the configured database: an absent or empty SQLite file in DATA_DIR, or an absent or
 * empty PostgreSQL schema. A target with data is refused unless `force` is given.
 */
export async function restoreDatabase(target: BackupTarget, file: string, options: RestoreOptions = {}): Promise<void> {
  if (!fs.existsSync(file)) throw new BackupError(`No backup file at ${file}`);
  const kind = fileKind(file);
  if (kind === 'unknown') throw new BackupError(`${file} is neither a SQLite backup nor a pg_dump custom-format file`);
  if (kind === 'postgres' && !target.databaseUrl)
    throw new BackupError('This is a PostgreSQL backup: set DATABASE_URL (and DATABASE_SCHEMA)');
  if (kind === 'sqlite' && target.databaseUrl)
    throw new BackupError('This is a SQLite backup: unset DATABASE_URL to restore it into DATA_DIR');
  if (target.databaseUrl) await restorePostgres(target.databaseUrl, checkSchemaName(schemaOf(target)), file, options);
  else restoreSqlite(target.sqliteFile, file, options);
}

function sqliteHasData(file: string): boolean {
  if (!fs.existsSync(file)) return false;
  if (fs.statSync(file).size === 0 && !fs.existsSync(`${file}-wal`)) return false;
  const db = new SQLite(file, { readonly: true, fileMustExist: true });
  try {
    const row = db.prepare("select count(*) as n from sqlite_master where type = 'table'").get() as { n: number };
    return row.n > 0;
  } finally {
    db.close();
  }
}

function restoreSqlite(sqliteFile: string, file: string, options: RestoreOptions): void {
  if (sqliteHasData(sqliteFile) && !options.force) {
    throw new BackupError(
      `${sqliteFile} already holds a database: restore into an empty DATA_DIR, or pass --force (with the shop stopped)`,
    );
  }
  const check = new SQLite(file, { readonly: true, fileMustExist: true });
  try {
    const result = check.pragma('quick_check', { simple: true });
    if (result !== 'ok') throw new BackupError(`The backup failed its check: ${String(result)}`);
  } finally {
    check.close();
  }
  fs.mkdirSync(path.dirname(sqliteFile), { recursive: true });
  const partial = `${sqliteFile}.restoring`;
  fs.copyFileSync(file, partial);
  // The old database's write-ahead log and index would be read as part of the new file: they go first.
  for (const suffix of ['-wal', '-shm', '-journal']) fs.rmSync(`${sqliteFile}${suffix}`, { force: true });
  fs.renameSync(partial, sqliteFile);
}

/** The schema a custom-format dump's tables live in, from its table of contents. */
async function dumpedSchema(pgRestore: string, file: string): Promise<string> {
  const { stdout } = await run(pgRestore, ['--list', file], { maxBuffer: 64 * 1024 * 1024 });
  const schemas = new Set<string>();
  for (const line of stdout.split('\n')) {
    // "215; 1259 16386 TABLE test_abc orders postgres"
    const match = /^\d+; \d+ \d+ TABLE (?!DATA )(\S+) /.exec(line);
    if (match) schemas.add(match[1]);
  }
  if (schemas.size !== 1)
    throw new BackupError(`Expected the tables of one schema in ${file}, found: ${[...schemas].join(', ') || 'none'}`);
  return [...schemas][0];
}

async function withClient<T>(databaseUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

async function schemaState(client: pg.Client, schema: string): Promise<'absent' | 'empty' | 'data'> {
  const exists = await client.query('select 1 from pg_namespace where nspname = $1', [schema]);
  if (exists.rowCount === 0) return 'absent';
  const objects = await client.query(
    "select count(*)::int as n from pg_class c join pg_namespace n on n.oid = c.relnamespace where n.nspname = $1 and c.relkind in ('r', 'S', 'v', 'm', 'p')",
    [schema],
  );
  return (objects.rows[0] as { n: number }).n > 0 ? 'data' : 'empty';
}

async function restorePostgres(databaseUrl: string, schema: string, file: string, options: RestoreOptions): Promise<void> {
  const pgRestore = await findPgTool('pg_restore');
  if (!pgRestore) throw new BackupError('pg_restore is not installed (Debian: apt-get install postgresql-client)');
  const source = await dumpedSchema(pgRestore, file);
  await withClient(databaseUrl, async (client) => {
    const state = await schemaState(client, schema);
    if (state === 'data' && !options.force) {
      throw new BackupError(`Schema ${schema} already holds tables: restore into an empty schema, or pass --force (with the shop stopped)`);
    }
    if (source !== schema && (await schemaState(client, source)) !== 'absent') {
      // The dump recreates its tables in the schema they came from, then that schema is renamed.
      throw new BackupError(
        `The backup is of schema ${source}, which exists in this database: restore into ${source}, or into another database`,
      );
    }
    // An empty or forced target is dropped; the restore makes it again.
    if (state !== 'absent') await client.query(`drop schema ${schema} cascade`);
  });
  // The dump's own CREATE SCHEMA is left out (the schema is made here): a dump of "public" has none.
  const { stdout } = await run(pgRestore, ['--list', file], { maxBuffer: 64 * 1024 * 1024 });
  const listFile = `${file}.${process.pid}.list`;
  fs.writeFileSync(listFile, stdout.replace(/^(\d+; \d+ \d+ SCHEMA - )/gm, ';$1'));
  try {
    await withClient(databaseUrl, (client) => client.query(`create schema if not exists ${source}`));
    try {
      await run(pgRestore, [
        '--exit-on-error',
        '--single-transaction',
        '--no-owner',
        '--no-privileges',
        `--use-list=${listFile}`,
        `--dbname=${databaseUrl}`,
        file,
      ]);
    } catch (error) {
      if (source !== schema) await withClient(databaseUrl, (client) => client.query(`drop schema if exists ${source} cascade`));
      throw new BackupError(`pg_restore failed: ${(error as { stderr?: string }).stderr ?? String(error)}`);
    }
    if (source !== schema) await withClient(databaseUrl, (client) => client.query(`alter schema ${source} rename to ${schema}`));
  } finally {
    fs.rmSync(listFile, { force: true });
  }
}
