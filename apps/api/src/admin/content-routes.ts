import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import {
  bannerForm,
  bannerPatchForm,
  blogPostForm,
  blogPostPatchForm,
  cmsBlockForm,
  cmsBlockPatchForm,
  cmsPageForm,
  cmsPagePatchForm,
  contentListQuery,
} from '@shoreline/domain/forms/admin-content';
import type { ApiContext } from '../context.js';
import { ok } from '../http/index.js';
import { withInput } from '../http/index.js';
import { bannerDetail, createBanner, deleteBanner, listBanners, updateBanner } from './content-banners.js';
import { blogPostDetail, createBlogPost, deleteBlogPost, listBlogCategories, listBlogPosts, updateBlogPost } from './content-blog.js';
import {
  cmsBlockDetail,
  cmsPageDetail,
  createCmsBlock,
  createCmsPage,
  deleteCmsBlock,
  deleteCmsPage,
  listCmsBlocks,
  listCmsPages,
  updateCmsBlock,
  updateCmsPage,
} from './content-cms.js';
import type { ContentFilter } from './content-write.js';
import { pagedQuery, pagingQuery, type Paging } from '../http/index.js';
import { idParam } from './route-params.js';
import { MANAGERS, requireRole, staffOf, type StaffPrincipal } from './staff-auth.js';

/** One content area's calls, with the schemas of its new rows (`form`) and of its changes (`patch`). */
interface ContentArea<Form, Patch> {
  form: z.ZodType<Form>;
  patch: z.ZodType<Patch>;
  list(context: ApiContext, filter: ContentFilter, paging: Paging): Promise<unknown>;
  detail(context: ApiContext, id: number): Promise<unknown>;
  create(context: ApiContext, form: Form, staff: StaffPrincipal): Promise<unknown>;
  update(context: ApiContext, id: number, patch: Patch, staff: StaffPrincipal): Promise<unknown>;
  remove(context: ApiContext, id: number, staff: StaffPrincipal): Promise<unknown>;
}

/** List, create, read, change and delete under /api/admin/{path}, for managers and owners. */
function registerArea<Form, Patch>(app: FastifyInstance, context: ApiContext, path: string, area: ContentArea<Form, Patch>): void {
  const managers = { preHandler: requireRole(context, MANAGERS) };
  const url = `/api/admin/${path}`;
  app.get(
    url,
    managers,
    withInput({ query: pagedQuery(contentListQuery) }, async ({ query }) => ok(await area.list(context, query.filter, query.paging))),
  );
  app.post(
    url,
    managers,
    withInput({ body: area.form }, async ({ body }, request) => ok(await area.create(context, body, staffOf(request)))),
  );
  app.get(
    `${url}/:id`,
    managers,
    withInput({ params: idParam }, async ({ params }) => ok(await area.detail(context, params.id))),
  );
  app.patch(
    `${url}/:id`,
    managers,
    withInput({ params: idParam, body: area.patch }, async ({ params, body }, request) =>
      ok(await area.update(context, params.id, body, staffOf(request))),
    ),
  );
  app.delete(
    `${url}/:id`,
    managers,
    withInput({ params: idParam }, async ({ params }, request) => ok(await area.remove(context, params.id, staffOf(request)))),
  );
}

/** CMS pages and blocks, banners and blog posts (docs/admin-api.md, Content): managers and owners. */
export function registerAdminContentRoutes(app: FastifyInstance, context: ApiContext): void {
  registerArea(app, context, 'cms-pages', {
    form: cmsPageForm,
    patch: cmsPagePatchForm,
    list: listCmsPages,
    detail: cmsPageDetail,
    create: createCmsPage,
    update: updateCmsPage,
    remove: deleteCmsPage,
  });
  registerArea(app, context, 'cms-blocks', {
    form: cmsBlockForm,
    patch: cmsBlockPatchForm,
    list: listCmsBlocks,
    detail: cmsBlockDetail,
    create: createCmsBlock,
    update: updateCmsBlock,
    remove: deleteCmsBlock,
  });
  registerArea(app, context, 'banners', {
    form: bannerForm,
    patch: bannerPatchForm,
    list: listBanners,
    detail: bannerDetail,
    create: createBanner,
    update: updateBanner,
    remove: deleteBanner,
  });
  registerArea(app, context, 'blog-posts', {
    form: blogPostForm,
    patch: blogPostPatchForm,
    list: listBlogPosts,
    detail: blogPostDetail,
    create: createBlogPost,
    update: updateBlogPost,
    remove: deleteBlogPost,
  });
  app.get(
    '/api/admin/blog-categories',
    { preHandler: requireRole(context, MANAGERS) },
    withInput({ query: pagingQuery }, async ({ query }) => ok(await listBlogCategories(context, query))),
  );
}
