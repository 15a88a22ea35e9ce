import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { ApiContext } from '../context.js';
import { ok } from '../http/envelope.js';
import { adminAttributeDetail, listAdminAttributes, updateAttribute } from './attribute-service.js';
import { adminCategoryDetail, listAdminCategories, updateCategory } from './category-service.js';
import { pagingOf } from './paging.js';
import { MANAGERS, requireRole, staffOf } from './staff-auth.js';

const idParam = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
const codeParam = z.object({ code: z.string().min(1).max(64) });

/** Categories and attributes (docs/admin-api.md, Catalog): managers and owners only. */
export function registerAdminCategoryRoutes(app: FastifyInstance, context: ApiContext): void {
  const managers = { preHandler: requireRole(context, MANAGERS) };
  app.get('/api/admin/categories', managers, async (request) =>
    ok(await listAdminCategories(context, request.query, pagingOf(request.query))),
  );
  app.get('/api/admin/categories/:id', managers, async (request) =>
    ok(await adminCategoryDetail(context, idParam.parse(request.params).id)),
  );
  app.patch('/api/admin/categories/:id', managers, async (request) =>
    ok(await updateCategory(context, idParam.parse(request.params).id, request.body, staffOf(request))),
  );
  app.get('/api/admin/attributes', managers, async (request) =>
    ok(await listAdminAttributes(context, request.query, pagingOf(request.query))),
  );
  app.get('/api/admin/attributes/:code', managers, async (request) =>
    ok(await adminAttributeDetail(context, codeParam.parse(request.params).code)),
  );
  app.patch('/api/admin/attributes/:code', managers, async (request) =>
    ok(await updateAttribute(context, codeParam.parse(request.params).code, request.body, staffOf(request))),
  );
}
