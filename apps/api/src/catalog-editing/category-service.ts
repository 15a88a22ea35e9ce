import { z } from 'zod';
import { CATEGORY_URL_KEY_READ_ONLY, categoryPatchForm, type CategoryPatch } from '@shoreline/domain/forms/admin-categories';
import { sanitizeHtml } from '@shoreline/domain/content/sanitize-html';
import type { ApiContext } from '../context.js';
import { NotFound } from '../errors.js';
import { audit, changedFields, type StaffPrincipal } from '../audit/index.js';
import { CATEGORY_NOT_FOUND, categoryDetail, listCategories } from './category-queries.js';
import { catalogWrite, defined, flag } from './catalog-write.js';
import type { Paging } from '../http/index.js';

/**
 * Categories for staff (its calls are described in /api/reference). Categories live in the catalog read model, so a
 * change bumps the catalog version in its transaction (catalogWrite) and every process's read model,
 * menu and page cache follow within CATALOG_REFRESH_MS. The url key (and so the url path of the
 * category and its subcategories) stays as imported; parent and level are not edited here either.
 */
export const listAdminCategories = (context: ApiContext, filter: { q?: string }, paging: Paging) =>
  listCategories(context.db, filter, paging);

export const adminCategoryDetail = (context: ApiContext, id: number) => categoryDetail(context.db, id);

/** PATCH /api/admin/categories/:id: a body naming url_key is refused for that alone, before the rest is checked. */
export const categoryPatchBody = z
  .unknown()
  .refine((body) => !(body && typeof body === 'object' && 'url_key' in body), { message: CATEGORY_URL_KEY_READ_ONLY, abort: true })
  .pipe(categoryPatchForm);

export async function updateCategory(context: ApiContext, id: number, patch: CategoryPatch, staff: StaffPrincipal) {
  const changes = defined({
    name: patch.name,
    description: patch.description === undefined ? undefined : sanitizeHtml(patch.description),
    is_active: flag(patch.is_active),
    include_in_menu: flag(patch.include_in_menu),
    position: patch.position,
    meta_title: patch.meta_title,
    meta_description: patch.meta_description,
  });
  const current = await context.db.selectFrom('categories').selectAll().where('id', '=', id).executeTakeFirst();
  if (!current) throw new NotFound(CATEGORY_NOT_FOUND);
  // A patch that changes nothing writes nothing: no version bump, no audit row.
  if (!Object.keys(changedFields(current, changes).after).length) return categoryDetail(context.db, id);
  await catalogWrite(context, async (trx, stamp) => {
    const row = await trx.selectFrom('categories').selectAll().where('id', '=', id).executeTakeFirst();
    if (!row) throw new NotFound(CATEGORY_NOT_FOUND);
    const diff = changedFields(row, changes);
    await trx
      .updateTable('categories')
      .set({ ...changes, updated_at: stamp })
      .where('id', '=', id)
      .execute();
    await audit(trx, { staffId: staff.id, action: 'category.update', entityType: 'category', entityId: id, ...diff });
  });
  return categoryDetail(context.db, id);
}
