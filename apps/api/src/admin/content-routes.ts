import type { FastifyInstance } from 'fastify';
import { REASON } from '@shoreline/domain/error-reasons';
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
import { deletedWire, pageWire, type Page } from '@shoreline/domain/wire/admin';
import {
  bannerWire,
  blogCategoryWire,
  blogPostRowWire,
  blogPostWire,
  cmsBlockRowWire,
  cmsBlockWire,
  cmsPageRowWire,
  cmsPageWire,
} from '@shoreline/domain/wire/admin-content';
import type { ApiContext } from '../context.js';
import { pagedQuery, pagingQuery, type Paging } from '../http/index.js';
import { banners, blogPosts, cmsBlocks, cmsPages, listBlogCategories, type ContentFilter } from '../content/index.js';
import { HTML_BODY_LIMIT_BYTES, idParam, staffRoutes } from './route-params.js';
import { MANAGERS, staffOf, type StaffPrincipal } from '../staff/index.js';

/** One content area's calls, with the schemas of its new rows (`form`), its changes (`patch`) and its answers. */
interface ContentArea<Form, Patch, Row extends z.ZodType, Detail extends z.ZodType> {
  /** Its name in the summaries: "CMS page". */
  name: string;
  rules: string;
  form: z.ZodType<Form>;
  patch: z.ZodType<Patch>;
  row: Row;
  record: Detail;
  /** What a create and a change send, for the document (checked against form and patch by route-contract.test.ts). */
  examples: { create: Readonly<Record<string, unknown>>; change: Readonly<Record<string, unknown>> };
  list(context: ApiContext, filter: ContentFilter, paging: Paging): Promise<Page<z.input<Row>>>;
  detail(context: ApiContext, id: number): Promise<z.input<Detail>>;
  create(context: ApiContext, form: Form, staff: StaffPrincipal): Promise<z.input<Detail>>;
  update(context: ApiContext, id: number, patch: Patch, staff: StaffPrincipal): Promise<z.input<Detail>>;
  remove(context: ApiContext, id: number, staff: StaffPrincipal): Promise<z.input<typeof deletedWire>>;
}

const WRITES =
  'Content lives in the catalog read model: every write bumps the catalog version first in its transaction, so the storefront and the page cache ' +
  'follow within CATALOG_REFRESH_MS; a PATCH that changes nothing writes nothing. Field names are the columns; unknown fields are refused (400). ' +
  'HTML is cleaned by an allowlist as it is parsed (scripts, styles, frames, event handlers and script links go).';

const MISSING = { 404: [REASON.notFound] };
/** An identifier or a url key another row has, an unknown store. */
const TAKEN = { 400: [REASON.invalidInput], 409: [REASON.conflict] };

/** List, create, read, change and delete under /api/admin/{path}, for managers and owners. */
function registerArea<Form, Patch, Row extends z.ZodType, Detail extends z.ZodType>(
  app: FastifyInstance,
  context: ApiContext,
  path: string,
  area: ContentArea<Form, Patch, Row, Detail>,
): void {
  const routes = staffRoutes(app, context, MANAGERS, `admin ${path}`, HTML_BODY_LIMIT_BYTES);
  const url = `/api/admin/${path}`;
  // Inside this generic helper the schemas are plain zod types: the area's object literal is what ties its
  // calls to its schemas (ContentArea), and the handlers hand the body on as the schema's output.
  const record: z.ZodType = area.record;
  const row: z.ZodType = area.row;
  const missing = `404 \`No ${area.name} with this id.\``;
  const listing = {
    summary: `Lists ${area.name}s`,
    description: `Lists the ${area.name}s, a page at a time, for the back office's content screens.`,
  };
  const byId = [{ summary: `The ${area.name} of id 1`, params: { id: 1 } }];
  routes.get(
    url,
    {
      ...listing,
      examples: [{ summary: 'The first page', query: { page: 1, pageSize: 20 } }],
      querystring: pagedQuery(contentListQuery),
      answer: pageWire(row),
    },
    async (request) => area.list(context, request.query.filter, request.query.paging),
  );
  routes.post(
    url,
    {
      summary: `Creates a ${area.name}`,
      description: `${area.rules} ${WRITES}`,
      examples: [{ summary: `A new ${area.name}`, body: area.examples.create }],
      body: area.form,
      answer: record,
      refusals: TAKEN,
    },
    async (request) => area.create(context, request.body as Form, staffOf(request)),
  );
  routes.get(
    `${url}/:id`,
    { summary: `One ${area.name}`, description: missing, examples: byId, params: idParam, answer: record, refusals: MISSING },
    async (request) => area.detail(context, request.params.id),
  );
  routes.patch(
    `${url}/:id`,
    {
      summary: `Changes a ${area.name}`,
      description: `Any of the create fields. ${area.rules} ${WRITES} ${missing}`,
      examples: [{ summary: 'A new title', params: { id: 1 }, body: area.examples.change }],
      params: idParam,
      body: area.patch,
      answer: record,
      refusals: { ...MISSING, ...TAKEN },
    },
    async (request) => area.update(context, request.params.id, request.body as Patch, staffOf(request)),
  );
  routes.delete(
    `${url}/:id`,
    { summary: `Deletes a ${area.name}`, description: missing, examples: byId, params: idParam, answer: deletedWire, refusals: MISSING },
    async (request) => area.remove(context, request.params.id, staffOf(request)),
  );
}

const PAGE_RULES =
  'An identifier is lower-case words joined by - (the page is at /i/{identifier}), unique within its scope (409). store_code null is every store; ' +
  "a store's code makes the page that store's own, replacing the shared one with that identifier there (an unknown store is 400). " +
  'Deleting a page leaves url rewrites that point at it (they no longer resolve).';
const BLOCK_RULES =
  "An identifier is lower-case words joined by - or _, unique within its scope (409). store_code null is every store; a store's code replaces the shared block there.";
const BANNER_RULES =
  "A banner always has a store. `link` is a shop path (/c/crabs) or an http(s) address; `image` a local path under /media (the shop's CSP loads images from its own origin).";
const POST_RULES =
  'A url key is lower-case words joined by -, unique (409); the post is at /blog/{url_key}. `publish_date` is YYYY-MM-DD or an ISO date-time; status 0 is a draft. ' +
  '`image` is a local path under /media. An unknown blog category is 400; deleting a post removes its category links.';

/** CMS pages and blocks, banners and blog posts: managers and owners. */
export function registerAdminContentRoutes(app: FastifyInstance, context: ApiContext): void {
  registerArea(app, context, 'cms-pages', {
    name: 'CMS page',
    examples: {
      create: { identifier: 'shipping-and-returns', title: 'Shipping and returns', store_code: 'main' },
      change: { title: 'Shipping and returns' },
    },
    rules: PAGE_RULES,
    row: cmsPageRowWire,
    record: cmsPageWire,
    form: cmsPageForm,
    patch: cmsPagePatchForm,
    ...cmsPages,
  });
  registerArea(app, context, 'cms-blocks', {
    name: 'CMS block',
    examples: { create: { identifier: 'footer-note', title: 'Footer note', store_code: 'main' }, change: { title: 'Footer note' } },
    rules: BLOCK_RULES,
    row: cmsBlockRowWire,
    record: cmsBlockWire,
    form: cmsBlockForm,
    patch: cmsBlockPatchForm,
    ...cmsBlocks,
  });
  registerArea(app, context, 'banners', {
    name: 'banner',
    examples: {
      create: { store_code: 'main', slot: 'main', title: 'Crab season', link: '/c/crabs', image: '/banner/hero.svg' },
      change: { title: 'Crab season' },
    },
    rules: BANNER_RULES,
    row: bannerWire,
    record: bannerWire,
    form: bannerForm,
    patch: bannerPatchForm,
    ...banners,
  });
  registerArea(app, context, 'blog-posts', {
    name: 'blog post',
    examples: {
      create: { title: 'Crab season is here', url_key: 'crab-season', publish_date: '2026-12-04' },
      change: { title: 'Crab season is here' },
    },
    rules: POST_RULES,
    row: blogPostRowWire,
    record: blogPostWire,
    form: blogPostForm,
    patch: blogPostPatchForm,
    ...blogPosts,
  });
  staffRoutes(app, context, MANAGERS, 'admin blog-posts').get(
    '/api/admin/blog-categories',
    {
      summary: 'Lists the blog categories a post may be in',
      examples: [{ summary: 'The first page', query: { page: 1, pageSize: 20 } }],
      description: "Lists the blog categories, a page at a time, for the post form's choice of categories.",
      querystring: pagingQuery,
      answer: pageWire(blogCategoryWire),
    },
    async (request) => listBlogCategories(context, request.query),
  );
}
