import type { FastifyInstance } from 'fastify';
import { attributeListQuery, attributePatchForm, categoryListQuery, categoryPatchForm } from '@shoreline/domain/forms/admin-categories';
import { pageWire } from '@shoreline/domain/wire/admin';
import { adminAttributeRowWire, adminAttributeWire, adminCategoryRowWire, adminCategoryWire } from '@shoreline/domain/wire/admin-catalog';
import type { ApiContext } from '../context.js';
import { documentAs, pagedQuery } from '../http/index.js';
import {
  adminAttributeDetail,
  listAdminAttributes,
  updateAttribute,
  adminCategoryDetail,
  categoryPatchBody,
  listAdminCategories,
  updateCategory,
} from '../catalog-editing/index.js';
import { codeParam, HTML_BODY_LIMIT_BYTES, idParam, recordByCode, recordById, staffRoutes } from './route-params.js';
import { MANAGERS, staffOf } from '../staff/index.js';
import { REASON } from '@shoreline/domain/error-reasons';

const WRITES =
  'A write bumps the catalog version in its transaction with the audit row, so the menu, category pages, filters and the page cache follow within CATALOG_REFRESH_MS. A PATCH that changes nothing writes nothing. Unknown fields are refused (400). Flags are answered as stored (0/1) and sent as booleans.';

/** Categories and attributes: managers and owners only. */
export function registerAdminCategoryRoutes(app: FastifyInstance, context: ApiContext): void {
  const categories = staffRoutes(app, context, MANAGERS, 'admin categories', HTML_BODY_LIMIT_BYTES);
  const attributes = staffRoutes(app, context, MANAGERS, 'admin attributes');

  categories.get(
    '/api/admin/categories',
    {
      summary: 'Lists categories in tree order',
      examples: [{ summary: 'The first page', query: { page: 1, pageSize: 20, q: 'crab' } }],
      description:
        'Each category after its parent, siblings by position then id; a search keeps that order. `q` matches part of the name, url key or url path ' +
        '(any case, % and _ literal; all digits also match the id). `product_count` counts direct assignments (any status, any store).',
      querystring: pagedQuery(categoryListQuery),
      answer: pageWire(adminCategoryRowWire),
    },
    async (request) => listAdminCategories(context, request.query.filter, request.query.paging),
  );
  categories.get(
    '/api/admin/categories/:id',
    recordById(adminCategoryWire, {
      summary: 'One category with its parent and subcategories',
      description: '404 `No category with this id.`',
    }),
    async (request) => adminCategoryDetail(context, request.params.id),
  );
  categories.patch(
    '/api/admin/categories/:id',
    {
      refusals: { 404: [REASON.notFound] },
      summary: "Changes a category's name, description, flags, position or meta texts",
      examples: [{ summary: 'By its id', params: { id: 1 }, body: { name: 'Crabs' } }],
      description:
        'Any of name (1–255), description (HTML, cleaned by the content allowlist), is_active, include_in_menu, position (0–1000000), meta_title (≤255), ' +
        'meta_description (≤1000). The url key, parent and level cannot change here (they are part of the addresses of the category and its subcategories): ' +
        'a body with `url_key` answers 400. An inactive category stops resolving and leaves the menu. Audited as category.update. ' +
        WRITES,
      params: idParam,
      body: documentAs(categoryPatchBody, categoryPatchForm),
      answer: adminCategoryWire,
    },
    async (request) => updateCategory(context, request.params.id, request.body, staffOf(request)),
  );
  attributes.get(
    '/api/admin/attributes',
    {
      summary: 'Lists attributes by position, then code',
      examples: [{ summary: 'The first page', query: { page: 1, pageSize: 20, q: 'crab' } }],
      description: '`q` matches part of the code or label, any case.',
      querystring: pagedQuery(attributeListQuery),
      answer: pageWire(adminAttributeRowWire),
    },
    async (request) => listAdminAttributes(context, request.query.filter, request.query.paging),
  );
  attributes.get(
    '/api/admin/attributes/:code',
    recordByCode(adminAttributeWire, 'color', {
      summary: 'One attribute with its options by position',
      description: '404 `No attribute with this code.`',
    }),
    async (request) => adminAttributeDetail(context, request.params.code),
  );
  attributes.patch(
    '/api/admin/attributes/:code',
    {
      refusals: { 404: [REASON.notFound], 409: [REASON.conflict] },
      summary: "Changes an attribute's label, flags, position and options",
      examples: [{ summary: 'By its code', params: { code: 'color' }, body: {} }],
      description:
        '`options` changes existing options by `value` (each value once; values never change: products store them); `add_options` adds options to select ' +
        'and multiselect attributes (else 400), the value being the next number after every numeric option value, the position after the others unless given. ' +
        "Labels stay distinct within an attribute, ignoring case (409): the shop's filter addresses are made from them, so relabelling an option changes its " +
        'filter address. No delete. Audited as attribute.update. ' +
        WRITES,
      params: codeParam,
      body: attributePatchForm,
      answer: adminAttributeWire,
    },
    async (request) => updateAttribute(context, request.params.code, request.body, staffOf(request)),
  );
}
