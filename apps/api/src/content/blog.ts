import type { Kysely } from 'kysely';
import type { BlogPostForm, blogPostPatchForm } from '@shoreline/domain/forms/admin-content';
import { withCleanHtml } from '@shoreline/domain/content/sanitize-html';
import type { z } from 'zod';
import type { ApiContext } from '../context.js';
import type { Database } from '../db/index.js';
import { Conflict, invalidField, NotFound } from '../errors.js';
import { audit, changedFields, type StaffPrincipal } from '../audit/index.js';
import { catalogWrite, defined } from '../catalog-editing/index.js';
import { likeOf, nextId, type ContentFilter } from './write.js';
import { pageOfQuery, type Paging } from '../http/index.js';

/**
 * Blog posts (its calls are described in /api/reference): shared by every store, addressed by a unique url key
 * (/blog/{url_key}), status 1 published or 0 draft, in any of the blog categories.
 */
const LIST_COLUMNS = ['id', 'title', 'url_key', 'status', 'publish_date', 'author'] as const;

async function listBlogPosts(context: ApiContext, filter: ContentFilter, paging: Paging) {
  let base = context.db.selectFrom('blog_posts');
  if (filter.q) {
    const like = likeOf(filter.q);
    base = base.where((eb) => eb.or([eb(eb.fn('lower', ['url_key']), 'like', like), eb(eb.fn('lower', ['title']), 'like', like)]));
  }
  return pageOfQuery(base, (query) => query.select(LIST_COLUMNS).orderBy('publish_date', 'desc').orderBy('id', 'desc'), paging);
}

/** The blog categories a post may be in (few: one page of up to 100). */
export async function listBlogCategories(context: ApiContext, paging: Paging) {
  const base = context.db.selectFrom('blog_categories');
  return pageOfQuery(base, (query) => query.select(['id', 'title', 'url_key', 'status']).orderBy('title').orderBy('id'), paging);
}

async function findPost(db: Kysely<Database>, id: number) {
  const row = await db.selectFrom('blog_posts').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw new NotFound('No blog post with this id.');
  const categories = await db
    .selectFrom('blog_post_categories')
    .select('category_id')
    .where('post_id', '=', id)
    .orderBy('category_id')
    .execute();
  return { ...row, blog_category_ids: categories.map((c) => c.category_id) };
}

const blogPostDetail = (context: ApiContext, id: number) => findPost(context.db, id);

async function requireFreeUrlKey(trx: Kysely<Database>, urlKey: string, self?: number) {
  let query = trx.selectFrom('blog_posts').select('id').where('url_key', '=', urlKey);
  if (self !== undefined) query = query.where('id', '!=', self);
  if (await query.executeTakeFirst()) throw new Conflict(`A blog post with the url key "${urlKey}" exists.`);
}

/** 400 unless every id names a blog category; the ids once each, in order. */
async function requireCategories(trx: Kysely<Database>, ids: number[]): Promise<number[]> {
  const unique = [...new Set(ids)].sort((a, b) => a - b);
  if (!unique.length) return unique;
  const found = new Set((await trx.selectFrom('blog_categories').select('id').where('id', 'in', unique).execute()).map((c) => c.id));
  const missing = unique.filter((id) => !found.has(id));
  if (missing.length) throw invalidField('blog_category_ids', `No blog category with the id ${missing.join(', ')}.`, 'not_found');
  return unique;
}

async function setCategories(trx: Kysely<Database>, postId: number, ids: number[]) {
  await trx.deleteFrom('blog_post_categories').where('post_id', '=', postId).execute();
  if (ids.length)
    await trx
      .insertInto('blog_post_categories')
      .values(ids.map((category_id) => ({ post_id: postId, category_id })))
      .execute();
}

async function createBlogPost(context: ApiContext, { blog_category_ids, ...input }: BlogPostForm, staff: StaffPrincipal) {
  const form = withCleanHtml(input, ['content']);
  return catalogWrite(context, async (trx) => {
    await requireFreeUrlKey(trx, form.url_key);
    const categories = await requireCategories(trx, blog_category_ids);
    const row = { id: await nextId(trx, 'blog_posts'), ...form };
    await trx.insertInto('blog_posts').values(row).execute();
    await setCategories(trx, row.id, categories);
    const post = { ...row, blog_category_ids: categories };
    await audit(trx, { staffId: staff.id, action: 'blog_post.create', entityType: 'blog_post', entityId: row.id, after: post });
    return post;
  });
}

async function updateBlogPost(
  context: ApiContext,
  id: number,
  { blog_category_ids, ...patch }: z.output<typeof blogPostPatchForm>,
  staff: StaffPrincipal,
) {
  const changes = defined(withCleanHtml(patch, ['content']));
  const current = await findPost(context.db, id);
  const sameCategories = (now: number[]) =>
    blog_category_ids === undefined || [...new Set(blog_category_ids)].sort((a, b) => a - b).join() === now.join();
  if (!Object.keys(changedFields(current, changes).after).length && sameCategories(current.blog_category_ids)) return current;
  return catalogWrite(context, async (trx) => {
    const post = await findPost(trx, id);
    if (changes.url_key !== undefined) await requireFreeUrlKey(trx, changes.url_key, id);
    const diff = changedFields(post, changes);
    if (Object.keys(changes).length) await trx.updateTable('blog_posts').set(changes).where('id', '=', id).execute();
    let categories = post.blog_category_ids;
    if (!sameCategories(post.blog_category_ids) && blog_category_ids) {
      categories = await requireCategories(trx, blog_category_ids);
      await setCategories(trx, id, categories);
      diff.before.blog_category_ids = post.blog_category_ids;
      diff.after.blog_category_ids = categories;
    }
    await audit(trx, { staffId: staff.id, action: 'blog_post.update', entityType: 'blog_post', entityId: id, ...diff });
    return { ...post, ...changes, blog_category_ids: categories };
  });
}

async function deleteBlogPost(context: ApiContext, id: number, staff: StaffPrincipal) {
  return catalogWrite(context, async (trx) => {
    const post = await findPost(trx, id);
    // blog_post_categories rows go with the post (foreign key on delete cascade); deleted here too for clarity.
    await trx.deleteFrom('blog_post_categories').where('post_id', '=', id).execute();
    await trx.deleteFrom('blog_posts').where('id', '=', id).execute();
    await audit(trx, { staffId: staff.id, action: 'blog_post.delete', entityType: 'blog_post', entityId: id, before: post });
    return { id, deleted: true };
  });
}

export const blogPosts = {
  list: listBlogPosts,
  detail: blogPostDetail,
  create: createBlogPost,
  update: updateBlogPost,
  remove: deleteBlogPost,
};
