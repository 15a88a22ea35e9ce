import type { Kysely } from 'kysely';
import type { CmsBlockForm, CmsPageForm, cmsBlockPatchForm, cmsPagePatchForm } from '@shoreline/domain/forms/admin-content';
import type { z } from 'zod';
import { withCleanHtml } from '@shoreline/domain/content/sanitize-html';
import type { ApiContext } from '../context.js';
import type { Database } from '../db/index.js';
import { Conflict, NotFound } from '../errors.js';
import { audit, changedFields, type StaffPrincipal } from '../audit/index.js';
import { catalogWrite, defined, flag } from '../catalog-editing/index.js';
import { likeOf, nextId, requireStore, type ContentFilter } from './write.js';
import { pageOfQuery, type Paging } from '../http/index.js';

/**
 * CMS pages and blocks (its calls are described in /api/reference). A page or block belongs to every store
 * (store_code null) or to one store, where it replaces the shared one with the same identifier;
 * the identifier is unique within that scope. HTML is cleaned here, before it is stored.
 */
type CmsTable = 'cms_pages' | 'cms_blocks';
/** The fields a page or block is created or changed with; the statements write the columns both kinds have and a page's own. */
type CmsForm = CmsPageForm | CmsBlockForm;
type CmsPatch = z.output<typeof cmsPagePatchForm> | z.output<typeof cmsBlockPatchForm>;
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
  return pageOfQuery(base, (query) => query.select(LIST_COLUMNS).orderBy('identifier').orderBy('id'), paging);
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

async function createCms<F extends CmsForm>(context: ApiContext, table: CmsTable, input: F, staff: StaffPrincipal) {
  const { is_active, ...form } = withCleanHtml(input, ['content']);
  return catalogWrite(context, async (trx, stamp) => {
    await requireStore(trx, form.store_code);
    await requireFreeIdentifier(trx, table, form.identifier, form.store_code);
    const id = await nextId(trx, table);
    const row = { id, ...form, is_active: is_active ? 1 : 0, updated_at: stamp };
    await trx.insertInto(table).values(row).execute();
    const { entity } = KINDS[table];
    await audit(trx, { staffId: staff.id, action: `${entity}.create`, entityType: entity, entityId: id, after: row });
    return row;
  });
}

async function updateCms(context: ApiContext, table: CmsTable, id: number, patch: CmsPatch, staff: StaffPrincipal) {
  const changes = defined({ ...withCleanHtml(patch, ['content']), is_active: flag(patch.is_active) });
  const current = await findCms(context.db, table, id);
  if (!Object.keys(changedFields(current, changes).after).length) return current;
  return catalogWrite(context, async (trx, stamp) => {
    const stored = await findCms(trx, table, id);
    const next = { ...stored, ...changes };
    await requireStore(trx, changes.store_code);
    await requireFreeIdentifier(trx, table, next.identifier, next.store_code, id);
    const diff = changedFields(stored, changes);
    await trx
      .updateTable(table)
      .set({ ...changes, updated_at: stamp })
      .where('id', '=', id)
      .execute();
    const { entity } = KINDS[table];
    await audit(trx, { staffId: staff.id, action: `${entity}.update`, entityType: entity, entityId: id, ...diff });
    return { ...next, updated_at: stamp };
  });
}

/** One CMS kind's calls, as the back office's content routes take them: pages and blocks differ in table and fields, not in rules. */
const cmsArea = <F extends CmsForm, P extends CmsPatch>(table: CmsTable) => ({
  list: (context: ApiContext, filter: ContentFilter, paging: Paging) => listCms(context, table, filter, paging),
  detail: (context: ApiContext, id: number) => findCms(context.db, table, id),
  create: (context: ApiContext, form: F, staff: StaffPrincipal) => createCms(context, table, form, staff),
  update: (context: ApiContext, id: number, patch: P, staff: StaffPrincipal) => updateCms(context, table, id, patch, staff),
  remove: (context: ApiContext, id: number, staff: StaffPrincipal) => deleteCms(context, table, id, staff),
});

export const cmsPages = cmsArea<CmsPageForm, z.output<typeof cmsPagePatchForm>>('cms_pages');
export const cmsBlocks = cmsArea<CmsBlockForm, z.output<typeof cmsBlockPatchForm>>('cms_blocks');
