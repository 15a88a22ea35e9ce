import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import type { Database } from '../db/schema.js';
import { Readiness, type ReadinessSources } from './readiness.js';

describe('readiness', () => {
  const opened: Array<Kysely<Database>> = [];
  afterEach(async () => {
    for (const db of opened.splice(0)) await db.destroy();
  });

  function sources(overrides: Partial<ReadinessSources> = {}): ReadinessSources {
    const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: new SQLite(':memory:') }) });
    opened.push(db);
    return { db, pendingMigrations: async () => [], catalogLoaded: () => true, ...overrides };
  }

  it('is ready when the database answers, every migration ran and the catalog is loaded', async () => {
    expect(await new Readiness(sources()).check()).toEqual({ ready: true });
  });

  it('is not ready before the catalog read model is loaded, and is once it is', async () => {
    let loaded = false;
    const readiness = new Readiness(sources({ catalogLoaded: () => loaded }));
    expect(await readiness.check()).toEqual({ ready: false, reason: 'catalog not loaded' });
    loaded = true;
    expect(await readiness.check()).toEqual({ ready: true });
  });

  it('names the migrations that have not run', async () => {
    const readiness = new Readiness(sources({ pendingMigrations: async () => ['025_next'] }));
    expect(await readiness.check()).toEqual({ ready: false, reason: 'migrations not applied: 025_next' });
  });

  it('is not ready when the database does not answer', async () => {
    const unreachable = new Kysely<Database>({
      dialect: new SqliteDialect({
        database: async () => {
          throw new Error('cannot open the database');
        },
      }),
    });
    const broken = { ...sources(), db: unreachable };
    expect(await new Readiness(broken).check()).toEqual({ ready: false, reason: 'database unreachable' });
  });

  it('is not ready from the moment a shutdown begins, even with a check under way', async () => {
    let release: () => void = () => undefined;
    const readiness = new Readiness(
      sources({ pendingMigrations: () => new Promise<string[]>((resolve) => (release = () => resolve([]))) }),
    );
    const during = readiness.check();
    await new Promise((resolve) => setTimeout(resolve, 20));
    readiness.beginShutdown();
    release();
    expect(await during).toEqual({ ready: false, reason: 'shutting down' });
    expect(await readiness.check()).toEqual({ ready: false, reason: 'shutting down' });
  });
});
