import type { Kysely } from 'kysely';
import type { CmsBlockForm, CmsPageForm, cmsBlockPatchForm, cmsPagePatchForm } from '@shoreline/domain/forms/admin-content';
import type { z } from 'zod';
import { withCleanHtml } from '@shoreline/domain/content/sanitize-html';
import type { ApiContext } from '../context.js';
import type { Database } from '../db/index.js';
import { Conflict, NotFound } from '../errors.js';
import { audit, changedFields, type StaffPrincipal } from '../audit/index.js';
import { catalogWrite, defined, flag } from '../catalog/index.js';
import { likeOf, nextId, requireStore, type ContentFilter } from './write.js';
import { pageOf, type Paging } from '../http/index.js';

/**
 * CMS pages and blocks (its calls are described in /api/reference). A page or block belongs to every store
 * (store_code null) or to one store, where it replaces the shared one with the same identifier;
 * the identifier is unique within that scope. HTML is cleaned here, before it is stored.
 */
type CmsTable = 'cms_pages' | 'cms_blocks';
const KINDS = {
  cms_pages: { entity: 'cms_page', name: 'CMS page' },
  cms_blocks: { entity: 'cms_block', name: 'CMS block' },
} as const;

const LIST_COLUMNS = ['id', 'identifier', 'store_code', 'title', 'is_active', 'updated_at'] as const;

async function listCms(context: ApiContext, table: CmsTable, filter: ContentFilter, paging: Paging) {
  let base = context.db.selectFrom(table);
  if (filter.q) {
    const like = likeOf(filter.q);
    base = base.where((eb) => eb.or([eb(eb.fn('lower', ['identifier']), 'like', like), eb(eb.fn('lower', ['title']), 'like', like)]));
  }
  if (filter.store) base = base.where('store_code', '=', filter.store);
  const [items, count] = await Promise.all([
    base.select(LIST_COLUMNS).orderBy('identifier').orderBy('id').limit(paging.pageSize).offset(paging.offset).execute(),
    base.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return pageOf(items, Number(count.n), paging);
}

async function findCms(db: Kysely<Database>, table: CmsTable, id: number) {
  const row = await db.selectFrom(table).selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw new NotFound(`No ${KINDS[table].name} with this id.`);
  return row;
}

/** 409 when another page (or block) of the same scope has the identifier. */
async function requireFreeIdentifier(trx: Kysely<Database>, table: CmsTable, identifier: string, storeCode: string | null, self?: number) {
  let query = trx.selectFrom(table).select('id').where('identifier', '=', identifier);
  query = storeCode === null ? query.where('store_code', 'is', null) : query.where('store_code', '=', storeCode);
  if (self !== undefined) query = query.where('id', '!=', self);
  if (await query.executeTakeFirst()) {
    const scope = storeCode === null ? 'all stores' : `the store ${storeCode}`;
    throw new Conflict(`A ${KINDS[table].name} with the identifier "${identifier}" exists for ${scope}.`);
  }
}

async function deleteCms(context: ApiContext, table: CmsTable, id: number, staff: StaffPrincipal) {
  return catalogWrite(context, async (trx) => {
    const row = await findCms(trx, table, id);
    await trx.deleteFrom(table).where('id', '=', id).execute();
    const { entity } = KINDS[table];
    await audit(trx, { staffId: staff.id, action: `${entity}.delete`, entityType: entity, entityId: id, before: row });
    return { id, deleted: true };
  });
}

export const listCmsPages = (context: ApiContext, filter: ContentFilter, paging: Paging) => listCms(context, 'cms_pages', filter, paging);
export const cmsPageDetail = (context: ApiContext, id: number) => findCms(context.db, 'cms_pages', id);
export const deleteCmsPage = (context: ApiContext, id: number, staff: StaffPrincipal) => deleteCms(context, 'cms_pages', id, staff);

export async function createCmsPage(context: ApiContext, input: CmsPageForm, staff: StaffPrincipal) {
  const form = withCleanHtml(input, ['content']);
  return catalogWrite(context, async (trx, stamp) => {
    await requireStore(trx, form.store_code);
    await requireFreeIdentifier(trx, 'cms_pages', form.identifier, form.store_code);
    const row = { id: await nextId(trx, 'cms_pages'), ...form, is_active: form.is_active ? 1 : 0, updated_at: stamp };
    await trx.insertInto('cms_pages').values(row).execute();
    await audit(trx, { staffId: staff.id, action: 'cms_page.create', entityType: 'cms_page', entityId: row.id, after: row });
    return row;
  });
}

export async function updateCmsPage(context: ApiContext, id: number, patch: z.output<typeof cmsPagePatchForm>, staff: StaffPrincipal) {
  const changes = defined({ ...withCleanHtml(patch, ['content']), is_active: flag(patch.is_active) });
  const current = await findCms(context.db, 'cms_pages', id);
  if (!Object.keys(changedFields(current, changes).after).length) return current;
  return catalogWrite(context, async (trx, stamp) => {
    const page = await findCms(trx, 'cms_pages', id);
    const next = { ...page, ...changes };
    await requireStore(trx, changes.store_code);
    await requireFreeIdentifier(trx, 'cms_pages', next.identifier, next.store_code, id);
    const diff = changedFields(page, changes);
    await trx
      .updateTable('cms_pages')
      .set({ ...changes, updated_at: stamp })
      .where('id', '=', id)
      .execute();
    await audit(trx, { staffId: staff.id, action: 'cms_page.update', entityType: 'cms_page', entityId: id, ...diff });
    return { ...next, updated_at: stamp };
  });
}

export const listCmsBlocks = (context: ApiContext, filter: ContentFilter, paging: Paging) => listCms(context, 'cms_blocks', filter, paging);
export const cmsBlockDetail = (context: ApiContext, id: number) => findCms(context.db, 'cms_blocks', id);
export const deleteCmsBlock = (context: ApiContext, id: number, staff: StaffPrincipal) => deleteCms(context, 'cms_blocks', id, staff);

export async function createCmsBlock(context: ApiContext, input: CmsBlockForm, staff: StaffPrincipal) {
  const form = withCleanHtml(input, ['content']);
  return catalogWrite(context, async (trx, stamp) => {
    await requireStore(trx, form.store_code);
    await requireFreeIdentifier(trx, 'cms_blocks', form.identifier, form.store_code);
    const row = { id: await nextId(trx, 'cms_blocks'), ...form, is_active: form.is_active ? 1 : 0, updated_at: stamp };
    await trx.insertInto('cms_blocks').values(row).execute();
    await audit(trx, { staffId: staff.id, action: 'cms_block.create', entityType: 'cms_block', entityId: row.id, after: row });
    return row;
  });
}

export async function updateCmsBlock(context: ApiContext, id: number, patch: z.output<typeof cmsBlockPatchForm>, staff: StaffPrincipal) {
  const changes = defined({ ...withCleanHtml(patch, ['content']), is_active: flag(patch.is_active) });
  const current = await findCms(context.db, 'cms_blocks', id);
  if (!Object.keys(changedFields(current, changes).after).length) return current;
  return catalogWrite(context, async (trx, stamp) => {
    const block = await findCms(trx, 'cms_blocks', id);
    const next = { ...block, ...changes };
    await requireStore(trx, changes.store_code);
    await requireFreeIdentifier(trx, 'cms_blocks', next.identifier, next.store_code, id);
    const diff = changedFields(block, changes);
    await trx
      .updateTable('cms_blocks')
      .set({ ...changes, updated_at: stamp })
      .where('id', '=', id)
      .execute();
    await audit(trx, { staffId: staff.id, action: 'cms_block.update', entityType: 'cms_block', entityId: id, ...diff });
    return { ...next, updated_at: stamp };
  });
}
