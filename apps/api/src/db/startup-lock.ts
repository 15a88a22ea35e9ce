import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import type { ApiConfig } from '../config.js';

type LockTarget = Pick<ApiConfig, 'databaseUrl' | 'databaseSchema' | 'sqliteFile'>;

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Runs `work` (creating the schema, migrating, seeding) while no other process starting on the same
 * database does the same, so several processes started at once on an empty database apply the migrations
 * and the seed once and all come up. The lock belongs to a connection of its own: a process that dies
 * holding it loses it with the connection (PostgreSQL session) or the file handle (SQLite).
 */
export async function withStartupLock<T>(target: LockTarget, waitMs: number, work: () => Promise<T>): Promise<T> {
  return target.databaseUrl
    ? withPostgresLock(target.databaseUrl, target.databaseSchema, waitMs, work)
    : withSqliteLock(target.sqliteFile, waitMs, work);
}

/** A session-level advisory lock keyed by the schema: deployments in other schemas of the database do not wait. */
async function withPostgresLock<T>(url: string, schema: string | null, waitMs: number, work: () => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const key = `shoreline-startup:${schema ?? 'public'}`;
  try {
    await client.query(`set lock_timeout = ${Math.max(1, Math.round(waitMs))}`);
    await client.query('select pg_advisory_lock(hashtext($1))', [key]);
    try {
      return await work();
    } finally {
      await client.query('select pg_advisory_unlock(hashtext($1))', [key]).catch(() => undefined);
    }
  } finally {
    await client.end().catch(() => undefined);
  }
}

/**
 * SQLite: an exclusive transaction on a small file beside the database. SQLite's own file locking makes it
 * hold across processes and between connections of one process; it is polled (no busy wait) so a process
 * starting several instances keeps its event loop.
 */
async function withSqliteLock<T>(file: string, waitMs: number, work: () => Promise<T>): Promise<T> {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const lock = new SQLite(`${file}.startup-lock`);
  try {
    lock.pragma('busy_timeout = 0');
    const deadline = Date.now() + waitMs;
    for (;;) {
      try {
        lock.exec('begin exclusive');
        break;
      } catch (error) {
        if ((error as { code?: string }).code !== 'SQLITE_BUSY' || Date.now() > deadline) throw error;
        await sleep(50);
      }
    }
    try {
      return await work();
    } finally {
      lock.exec('rollback');
    }
  } finally {
    lock.close();
  }
}
