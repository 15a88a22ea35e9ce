import type { FastifyInstance } from 'fastify';
import { attributeListQuery, attributePatchForm, categoryListQuery } from '@shoreline/domain/forms/admin-categories';
import type { ApiContext } from '../context.js';
import { ok } from '../http/index.js';
import { withInput } from '../http/index.js';
import { adminAttributeDetail, listAdminAttributes, updateAttribute } from './attribute-service.js';
import { adminCategoryDetail, categoryPatchBody, listAdminCategories, updateCategory } from './category-service.js';
import { pagedQuery } from '../http/index.js';
import { codeParam, idParam } from './route-params.js';
import { MANAGERS, requireRole, staffOf } from './staff-auth.js';

/** Categories and attributes (docs/admin-api.md, Catalog): managers and owners only. */
export function registerAdminCategoryRoutes(app: FastifyInstance, context: ApiContext): void {
  const managers = { preHandler: requireRole(context, MANAGERS) };
  app.get(
    '/api/admin/categories',
    managers,
    withInput({ query: pagedQuery(categoryListQuery) }, async ({ query }) =>
      ok(await listAdminCategories(context, query.filter, query.paging)),
    ),
  );
  app.get(
    '/api/admin/categories/:id',
    managers,
    withInput({ params: idParam }, async ({ params }) => ok(await adminCategoryDetail(context, params.id))),
  );
  app.patch(
    '/api/admin/categories/:id',
    managers,
    withInput({ params: idParam, body: categoryPatchBody }, async ({ params, body }, request) =>
      ok(await updateCategory(context, params.id, body, staffOf(request))),
    ),
  );
  app.get(
    '/api/admin/attributes',
    managers,
    withInput({ query: pagedQuery(attributeListQuery) }, async ({ query }) =>
      ok(await listAdminAttributes(context, query.filter, query.paging)),
    ),
  );
  app.get(
    '/api/admin/attributes/:code',
    managers,
    withInput({ params: codeParam }, async ({ params }) => ok(await adminAttributeDetail(context, params.code))),
  );
  app.patch(
    '/api/admin/attributes/:code',
    managers,
    withInput({ params: codeParam, body: attributePatchForm }, async ({ params, body }, request) =>
      ok(await updateAttribute(context, params.code, body, staffOf(request))),
    ),
  );
}
