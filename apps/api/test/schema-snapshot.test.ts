import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { OpenedDatabase } from '../src/db/dialect.js';
import { migrateToLatest } from '../src/db/migrate.js';
import { storeViewPriceFormatMigration } from '../src/db/migrations/032_store_view_price_format.js';
import { emptyDatabases, engines, type EngineUnderTest } from './harness.js';

/**
 * Pins the schema the migrations build on a fresh database, engine by engine. Deployed databases never run a
 * migration twice, so a migration edited after the fact must still produce exactly this. After adding a new
 * migration, write the snapshot again with UPDATE_SCHEMA_SNAPSHOT=1 (on both engines) and review the diff.
 */
const snapshotFile = (engine: EngineUnderTest['name']): string =>
  path.resolve(path.dirname(new URL(import.meta.url).pathname), 'fixtures', `schema-${engine}.json`);

/** Kysely's own bookkeeping tables belong to kysely, not to our migrations. */
const isOurs = (table: string): boolean => !table.startsWith('kysely_migration');

/** Every table, index and trigger exactly as SQLite stores its definition, and the rows a fresh database holds. */
async function describeSqlite({ db }: OpenedDatabase): Promise<unknown> {
  const objects = await sql<{ type: string; name: string; tbl_name: string; sql: string | null }>`
    select type, name, tbl_name, sql from sqlite_master order by type, name
  `.execute(db);
  const ours = objects.rows.filter((row) => isOurs(row.tbl_name));
  return {
    objects: ours,
    rows: await rowCounts(
      db,
      ours.filter((row) => row.type === 'table').map((row) => row.name),
    ),
  };
}

/** Columns (type, nullability, default, identity), indexes and constraints of the run's own schema, and its rows. */
async function describePostgres({ db, schema }: OpenedDatabase): Promise<unknown> {
  const own = (text: string): string => text.replaceAll(`${schema}.`, '');
  const columns = await sql<Record<string, unknown>>`
    select table_name, ordinal_position, column_name, data_type, character_maximum_length, is_nullable, column_default,
           is_identity, identity_generation
    from information_schema.columns where table_schema = ${schema} order by table_name, ordinal_position
  `.execute(db);
  const indexes = await sql<{ tablename: string; indexname: string; indexdef: string }>`
    select tablename, indexname, indexdef from pg_indexes where schemaname = ${schema} order by tablename, indexname
  `.execute(db);
  const constraints = await sql<{ table_name: string; conname: string; contype: string; definition: string }>`
    select cl.relname as table_name, co.conname, co.contype, pg_get_constraintdef(co.oid) as definition
    from pg_constraint co join pg_class cl on cl.oid = co.conrelid join pg_namespace ns on ns.oid = cl.relnamespace
    where ns.nspname = ${schema} order by cl.relname, co.conname
  `.execute(db);
  const tables = [...new Set(columns.rows.map((row) => String(row.table_name)))].filter(isOurs);
  return {
    columns: columns.rows.filter((row) => isOurs(String(row.table_name))),
    indexes: indexes.rows.filter((row) => isOurs(row.tablename)).map((row) => ({ ...row, indexdef: own(row.indexdef) })),
    constraints: constraints.rows.filter((row) => isOurs(row.table_name)).map((row) => ({ ...row, definition: own(row.definition) })),
    rows: await rowCounts(db, tables),
  };
}

async function rowCounts(db: OpenedDatabase['db'], tables: string[]): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of tables.sort()) {
    const result = await sql<{ n: number | string }>`select count(*) as n from ${sql.table(table)}`.execute(db);
    counts[table] = Number(result.rows[0]?.n ?? 0);
  }
  return counts;
}

describe.each(engines)('the schema the migrations build on $name', (engine) => {
  const freshDatabase = emptyDatabases(engine, 'schema');

  it('is the committed snapshot, to the letter', async () => {
    const opened = await freshDatabase();
    await migrateToLatest(opened);
    const actual = engine.name === 'sqlite' ? await describeSqlite(opened) : await describePostgres(opened);
    const file = snapshotFile(engine.name);
    if (process.env.UPDATE_SCHEMA_SNAPSHOT === '1') fs.writeFileSync(file, `${JSON.stringify(actual, null, 2)}\n`);
    expect(actual).toEqual(JSON.parse(fs.readFileSync(file, 'utf8')));
  });

  it("writes the German and Italian views' USD amounts as their languages do, leaving a format the shop set alone", async () => {
    const opened = await freshDatabase();
    await migrateToLatest(opened);
    const store = (code: string, locale: string, sign: string, template: string) => ({
      code,
      store_id: code.length + code.charCodeAt(0),
      website_id: 1,
      name: 'Shoreline',
      tagline: '',
      logo: '',
      is_default: 0,
      hosts: '[]',
      url_prefix: `/${code}`,
      append_store_code: 1,
      url_mapping_enabled: 0,
      locale,
      currency_code: 'USD',
      currency_sign: sign,
      fraction_digits: 2,
      price_template: template,
      default_country: 'US',
      default_region: '',
      display_prices_incl_tax: 0,
      seo_title: '',
      seo_description: '',
    });
    await sql`delete from stores`.execute(opened.db);
    for (const row of [
      store('de', 'de-DE', '$', '{sign}{amount}'),
      store('it', 'it-IT', '$', '{sign}{amount}'),
      store('main', 'en-US', '$', '{sign}{amount}'),
      store('itx', 'it-IT', '$', '{sign} {amount}'),
    ])
      await opened.db
        .insertInto('stores' as never)
        .values(row as never)
        .execute();
    const formats = async () =>
      (
        await sql<{
          code: string;
          currency_sign: string;
          price_template: string;
        }>`select code, currency_sign, price_template from stores order by code`.execute(opened.db)
      ).rows;

    await storeViewPriceFormatMigration.up(opened.db);
    expect(await formats()).toEqual([
      { code: 'de', currency_sign: '$', price_template: '{amount}\u00a0{sign}' },
      { code: 'it', currency_sign: 'USD', price_template: '{amount}\u00a0{sign}' },
      { code: 'itx', currency_sign: '$', price_template: '{sign} {amount}' },
      { code: 'main', currency_sign: '$', price_template: '{sign}{amount}' },
    ]);
    await storeViewPriceFormatMigration.down?.(opened.db);
    expect((await formats()).map((row) => row.price_template)).toEqual([
      '{sign}{amount}',
      '{sign}{amount}',
      '{sign} {amount}',
      '{sign}{amount}',
    ]);
  });
});
