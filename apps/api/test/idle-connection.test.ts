import pg from 'pg';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { connectionName, dropPostgresSchema, ensurePostgresSchema, openPostgres } from '../src/db/dialect.js';
import { freshSchemaName } from './harness.js';

const url = process.env.TEST_DATABASE_URL;

describe.skipIf(!url)('a PostgreSQL connection the server ends while it is idle', () => {
  it('is reported, not thrown, and the next query gets a new one', async () => {
    const schema = freshSchemaName('idle');
    await ensurePostgresSchema(url ?? '', schema);
    const lost: Error[] = [];
    const opened = openPostgres(url ?? '', schema, (error) => lost.push(error));
    try {
      await sql`select 1`.execute(opened.db);
      const admin = new pg.Client({ connectionString: url });
      await admin.connect();
      await admin.query('select pg_terminate_backend(pid) from pg_stat_activity where application_name = $1', [connectionName(schema)]);
      await admin.end();
      await expect.poll(() => lost.length, { timeout: 5000 }).toBeGreaterThan(0);
      expect((await sql<{ one: number }>`select 1 as one`.execute(opened.db)).rows[0]?.one).toBe(1);
    } finally {
      await opened.close();
      await dropPostgresSchema(url ?? '', schema);
    }
  });
});
