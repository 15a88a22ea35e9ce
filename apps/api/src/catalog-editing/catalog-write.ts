import type { Kysely } from 'kysely';
import type { ApiContext } from '../context.js';
import type { Database } from '../db/index.js';
import { bumpCatalogVersion } from '../seed/index.js';

/**
 * Runs a staff write to tables the catalog read model is built from (attributes, categories, CMS
 * content). The version bump comes first: on PostgreSQL its row lock orders concurrent catalog
 * writes, so the next id and the duplicate checks that follow see every earlier commit (SQLite's
 * write transaction holds the database lock from the start anyway).
 */
export async function catalogWrite<T>(context: ApiContext, work: (trx: Kysely<Database>, stamp: string) => Promise<T>): Promise<T> {
  const stamp = new Date().toISOString();
  const result = await context.dialect.writeTransaction(context.db, async (trx) => {
    await bumpCatalogVersion(trx, stamp);
    return work(trx, stamp);
  });
  void context.readModel.refreshIfChanged().catch(() => undefined);
  return result;
}

/** A patch's boolean as the tables' 0/1 (absent stays absent). */
export const flag = (value: boolean | undefined) => (value === undefined ? undefined : value ? 1 : 0);

/** Drops the keys whose value is undefined (a patch's absent fields). */
export function defined<T extends Record<string, unknown>>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
}
