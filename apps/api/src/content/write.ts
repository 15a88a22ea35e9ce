import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { contentListQuery } from '@shoreline/domain/forms/admin-content';
import type { Database } from '../db/index.js';
import { invalidField } from '../errors.js';

/**
 * What the content areas (CMS pages and blocks, banners, blog posts) share. All of them live in the
 * catalog read model, so every write is a catalog write (catalogWrite: the version bump in its own
 * transaction, which every process's read model and page cache follow within CATALOG_REFRESH_MS).
 */
export type ContentTable = 'cms_pages' | 'cms_blocks' | 'banners' | 'blog_posts';

/** The filter of a content list (`q`, and for banners `store` and `slot`). */
export type ContentFilter = z.output<typeof contentListQuery>;

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
