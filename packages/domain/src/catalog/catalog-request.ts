import { z } from 'zod';

export const catalogEntityTypes = [
  'attribute',
  'category',
  'taxrule',
  'product',
  'cms_page',
  'cms_block',
  'cms_hierarchy',
  'url_rewrite',
  'cms_blog',
  'cms_blog_category',
  'review',
] as const;
export type CatalogEntityType = (typeof catalogEntityTypes)[number];

/** The largest page the catalog call answers; the spec's biggest list (categories, blog) is 4000. */
export const MAX_CATALOG_PAGE_SIZE = 5000;

const scalar = z.union([z.string().max(500), z.number(), z.boolean(), z.null()]);
const rangeBound = z.union([z.number(), z.string().max(64)]);

export const filterOperators = z
  .strictObject({
    eq: scalar.optional(),
    neq: scalar.optional(),
    in: z.array(scalar).max(1000).optional(),
    nin: z.array(scalar).max(1000).optional(),
    gt: rangeBound.optional(),
    gte: rangeBound.optional(),
    lt: rangeBound.optional(),
    lte: rangeBound.optional(),
    like: z.string().max(200).optional(),
  })
  .refine((value) => Object.keys(value).length > 0, 'a filter needs an operator: eq, neq, in, nin, gt, gte, lt, lte or like')
  .refine((value) => {
    const kinds = Object.keys(value).filter((key) => !['gt', 'gte', 'lt', 'lte'].includes(key));
    return kinds.length === 0 || Object.keys(value).length === 1;
  }, 'use one operator per filter (only range operators may combine)');

/**
 * The original client names some fields by their search-index keyword sub-field (`request_path.keyword`,
 * `category.name.keyword`): an exact match on the whole value, which is how every field here compares.
 */
const KEYWORD_SUFFIX = /\.keyword$/;

/** The document field a filter or sort key names, without the index's keyword suffix. */
export function withoutKeywordSuffix(field: string): string {
  return field.replace(KEYWORD_SUFFIX, '');
}

function withoutKeywordSuffixOfSortPart(part: string): string {
  const [field, direction] = part.split(':');
  return direction === undefined ? withoutKeywordSuffix(field) : `${withoutKeywordSuffix(field)}:${direction}`;
}

export const catalogFilter = z.strictObject({
  key: z
    .string()
    .min(1)
    .max(100)
    .regex(/^[A-Za-z_][A-Za-z0-9_]*(\.[A-Za-z_][A-Za-z0-9_]*)*$/, 'a filter key is a field name or a dotted path')
    .transform(withoutKeywordSuffix),
  value: z.union([scalar, z.array(scalar).max(1000), filterOperators]),
});

const fieldList = z
  .array(
    z
      .string()
      .max(200)
      .regex(/^[A-Za-z0-9_.*]+$/, 'a field is a name, a dotted path or a * pattern'),
  )
  .max(200)
  .nullish();

export const catalogRequest = z.object({
  entityType: z.enum(catalogEntityTypes, { error: `entityType must be one of ${catalogEntityTypes.join(', ')}` }),
  query: z
    .object({
      filters: z.array(catalogFilter).max(50).default([]),
      search: z.string().max(200).optional(),
      aggregations: z
        .array(
          z
            .string()
            .max(64)
            .regex(/^[a-z0-9_]+$/),
        )
        .max(20)
        .optional(),
    })
    .default({ filters: [] }),
  sort: z
    .string()
    .max(200)
    .regex(/^$|^[A-Za-z0-9_.]+(:(asc|desc))?(,[A-Za-z0-9_.]+(:(asc|desc))?)*$/, 'sort is field[:asc|desc]')
    .transform((sort) => sort.split(',').map(withoutKeywordSuffixOfSortPart).join(','))
    .optional(),
  size: z.coerce.number().int().max(MAX_CATALOG_PAGE_SIZE, `size can be at most ${MAX_CATALOG_PAGE_SIZE}`).optional(),
  start: z.coerce.number().int().max(10_000_000).optional(),
  includeFields: fieldList,
  excludeFields: fieldList,
  storeCode: z.string().max(64).optional(),
  groupId: z.union([z.number().int(), z.null()]).optional(),
  groupToken: z.string().max(2000).nullish(),
});

export type CatalogRequestInput = z.input<typeof catalogRequest>;
export type CatalogRequestParsed = z.output<typeof catalogRequest>;
export type CatalogFilter = z.output<typeof catalogFilter>;
