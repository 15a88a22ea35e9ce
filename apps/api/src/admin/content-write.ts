import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { contentListQuery } from '@shoreline/domain/forms/admin-content';
import type { ApiContext } from '../context.js';
import type { Database } from '../db/index.js';
import { invalidField } from '../errors.js';
import { bumpCatalogVersion } from '../seed/index.js';

/**
 * What the content areas (CMS pages and blocks, banners, blog posts) share. All of them live in the
 * catalog read model, so every write bumps the catalog version in its own transaction and every
 * process's read model and page cache follow within CATALOG_REFRESH_MS.
 */
export type ContentTable = 'cms_pages' | 'cms_blocks' | 'banners' | 'blog_posts';

/** The filter of a content list (`q`, and for banners `store` and `slot`). */
export type ContentFilter = z.output<typeof contentListQuery>;

/**
 * Runs a content write. The version bump comes first: on PostgreSQL its row lock orders concurrent
 * catalog writes, so the next id and the duplicate checks that follow see every earlier commit
 * (SQLite's write transaction holds the database lock from the start anyway).
 */
export async function contentWrite<T>(context: ApiContext, work: (trx: Kysely<Database>, stamp: string) => Promise<T>): Promise<T> {
  const stamp = new Date().toISOString();
  const result = await context.dialect.writeTransaction(context.db, async (trx) => {
    await bumpCatalogVersion(trx, stamp);
    return work(trx, stamp);
  });
  void context.readModel.refreshIfChanged().catch(() => undefined);
  return result;
}

/** The content tables keep the importer's ids (no generated key): a new row takes the next one. */
export async function nextId(trx: Kysely<Database>, table: ContentTable): Promise<number> {
  const row = await trx
    .selectFrom(table)
    .select((eb) => eb.fn.max<number | string | null>('id').as('id'))
    .executeTakeFirst();
  return Number(row?.id ?? 0) + 1;
}

/** 400 unless the store code names a store. */
export async function requireStore(trx: Kysely<Database>, code: string | null | undefined): Promise<void> {
  if (code === null || code === undefined) return;
  const store = await trx.selectFrom('stores').select('code').where('code', '=', code).executeTakeFirst();
  if (!store) throw invalidField('store_code', `No store with the code "${code}".`, 'not_found');
}

/** `%q%` in lower case, for a case-insensitive LIKE on both engines. */
export const likeOf = (q: string) => `%${q.toLowerCase()}%`;

export const flag = (value: boolean | undefined) => (value === undefined ? undefined : value ? 1 : 0);

/** Drops the keys whose value is undefined (a patch's absent fields). */
export function defined<T extends Record<string, unknown>>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
}
