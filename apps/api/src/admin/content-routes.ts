import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { ApiContext } from '../context.js';
import { ok } from '../http/envelope.js';
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
import { pagingOf, type Paging } from './paging.js';
import { MANAGERS, requireRole, staffOf, type StaffPrincipal } from './staff-auth.js';

const idParam = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
const idOf = (request: FastifyRequest) => idParam.parse(request.params).id;

interface ContentArea {
  list(context: ApiContext, query: unknown, paging: Paging): Promise<unknown>;
  detail(context: ApiContext, id: number): Promise<unknown>;
  create(context: ApiContext, body: unknown, staff: StaffPrincipal): Promise<unknown>;
  update(context: ApiContext, id: number, body: unknown, staff: StaffPrincipal): Promise<unknown>;
  remove(context: ApiContext, id: number, staff: StaffPrincipal): Promise<unknown>;
}

const AREAS: Record<string, ContentArea> = {
  'cms-pages': { list: listCmsPages, detail: cmsPageDetail, create: createCmsPage, update: updateCmsPage, remove: deleteCmsPage },
  'cms-blocks': { list: listCmsBlocks, detail: cmsBlockDetail, create: createCmsBlock, update: updateCmsBlock, remove: deleteCmsBlock },
  banners: { list: listBanners, detail: bannerDetail, create: createBanner, update: updateBanner, remove: deleteBanner },
  'blog-posts': { list: listBlogPosts, detail: blogPostDetail, create: createBlogPost, update: updateBlogPost, remove: deleteBlogPost },
};

/** CMS pages and blocks, banners and blog posts (docs/admin-api.md, Content): managers and owners. */
export function registerAdminContentRoutes(app: FastifyInstance, context: ApiContext): void {
  const managers = { preHandler: requireRole(context, MANAGERS) };
  for (const [path, area] of Object.entries(AREAS)) {
    const url = `/api/admin/${path}`;
    app.get(url, managers, async (request) => ok(await area.list(context, request.query, pagingOf(request.query))));
    app.post(url, managers, async (request) => ok(await area.create(context, request.body, staffOf(request))));
    app.get(`${url}/:id`, managers, async (request) => ok(await area.detail(context, idOf(request))));
    app.patch(`${url}/:id`, managers, async (request) => ok(await area.update(context, idOf(request), request.body, staffOf(request))));
    app.delete(`${url}/:id`, managers, async (request) => ok(await area.remove(context, idOf(request), staffOf(request))));
  }
  app.get('/api/admin/blog-categories', managers, async (request) => ok(await listBlogCategories(context, pagingOf(request.query))));
}
