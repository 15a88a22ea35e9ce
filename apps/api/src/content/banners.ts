import type { Kysely } from 'kysely';
import type { BannerForm, bannerPatchForm } from '@shoreline/domain/forms/admin-content';
import type { z } from 'zod';
import type { ApiContext } from '../context.js';
import type { Database } from '../db/index.js';
import { NotFound } from '../errors.js';
import { audit, changedFields, type StaffPrincipal } from '../audit/index.js';
import { catalogWrite, defined } from '../catalog-editing/index.js';
import { likeOf, nextId, requireStore, type ContentFilter } from './write.js';
import { pageOfQuery, type Paging } from '../http/index.js';

/**
 * Banners per store (its calls are described in /api/reference): the slots main (home hero, then tiles), small
 * (home tiles), product (product pages) and head (the header image), each ordered by position.
 */
async function listBanners(context: ApiContext, filter: ContentFilter, paging: Paging) {
  let base = context.db.selectFrom('banners');
  if (filter.q) {
    const like = likeOf(filter.q);
    base = base.where((eb) => eb.or([eb(eb.fn('lower', ['title']), 'like', like), eb(eb.fn('lower', ['link']), 'like', like)]));
  }
  if (filter.store) base = base.where('store_code', '=', filter.store);
  if (filter.slot) base = base.where('slot', '=', filter.slot);
  return pageOfQuery(base, (query) => query.selectAll().orderBy('store_code').orderBy('slot').orderBy('position').orderBy('id'), paging);
}

async function findBanner(db: Kysely<Database>, id: number) {
  const row = await db.selectFrom('banners').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw new NotFound('No banner with this id.');
  return row;
}

const bannerDetail = (context: ApiContext, id: number) => findBanner(context.db, id);

async function createBanner(context: ApiContext, form: BannerForm, staff: StaffPrincipal) {
  return catalogWrite(context, async (trx) => {
    await requireStore(trx, form.store_code);
    const row = { id: await nextId(trx, 'banners'), ...form };
    await trx.insertInto('banners').values(row).execute();
    await audit(trx, { staffId: staff.id, action: 'banner.create', entityType: 'banner', entityId: row.id, after: row });
    return row;
  });
}

async function updateBanner(context: ApiContext, id: number, patch: z.output<typeof bannerPatchForm>, staff: StaffPrincipal) {
  const changes = defined(patch);
  const current = await findBanner(context.db, id);
  if (!Object.keys(changedFields(current, changes).after).length) return current;
  return catalogWrite(context, async (trx) => {
    const banner = await findBanner(trx, id);
    await requireStore(trx, changes.store_code);
    const diff = changedFields(banner, changes);
    await trx.updateTable('banners').set(changes).where('id', '=', id).execute();
    await audit(trx, { staffId: staff.id, action: 'banner.update', entityType: 'banner', entityId: id, ...diff });
    return { ...banner, ...changes };
  });
}

async function deleteBanner(context: ApiContext, id: number, staff: StaffPrincipal) {
  return catalogWrite(context, async (trx) => {
    const banner = await findBanner(trx, id);
    await trx.deleteFrom('banners').where('id', '=', id).execute();
    await audit(trx, { staffId: staff.id, action: 'banner.delete', entityType: 'banner', entityId: id, before: banner });
    return { id, deleted: true };
  });
}

export const banners = { list: listBanners, detail: bannerDetail, create: createBanner, update: updateBanner, remove: deleteBanner };
