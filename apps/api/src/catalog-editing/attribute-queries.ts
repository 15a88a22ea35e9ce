import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/index.js';
import { NotFound } from '../errors.js';
import { pageOfQuery, type Paging, relatedCount, textSearch } from '../http/index.js';

/** Attributes for staff (its calls are described in /api/reference): list, detail with options, read in the database. */
export const ATTRIBUTE_NOT_FOUND = 'No attribute with this code.';

const LIST_COLUMNS = [
  'attributes.attribute_id',
  'attributes.attribute_code',
  'attributes.frontend_label',
  'attributes.frontend_input',
  'attributes.is_user_defined',
  'attributes.is_visible',
  'attributes.is_comparable',
  'attributes.is_filterable',
  'attributes.position',
] as const;

const optionsCount = relatedCount('attribute_options', 'attribute_options.attribute_id', 'attributes.attribute_id');
/** Products (and variants) with a value for the attribute. */
const productCount = relatedCount('product_attribute_values', 'product_attribute_values.attribute_code', 'attributes.attribute_code');

export async function listAttributes(db: Kysely<Database>, filter: { q?: string | undefined }, paging: Paging) {
  let query = db.selectFrom('attributes');
  if (filter.q) query = query.where(textSearch(filter.q, [sql`attributes.attribute_code`, sql`attributes.frontend_label`]));
  return pageOfQuery(
    query,
    (query) =>
      query
        .select([...LIST_COLUMNS, optionsCount.as('options_count'), productCount.as('product_count')])
        .orderBy('attributes.position')
        .orderBy('attributes.attribute_code'),
    paging,
  );
}

export async function findAttribute(db: Kysely<Database>, code: string) {
  const row = await db.selectFrom('attributes').selectAll().where('attribute_code', '=', code).executeTakeFirst();
  if (!row) throw new NotFound(ATTRIBUTE_NOT_FOUND);
  return row;
}

export const attributeOptions = (db: Kysely<Database>, attributeId: number) =>
  db
    .selectFrom('attribute_options')
    .select(['value', 'label', 'position'])
    .where('attribute_id', '=', attributeId)
    .orderBy('position')
    .orderBy('value')
    .execute();

/** One attribute with its options (by position) and how many products have a value for it. */
export async function attributeDetail(db: Kysely<Database>, code: string) {
  const row = await db
    .selectFrom('attributes')
    .select([...LIST_COLUMNS, productCount.as('product_count')])
    .where('attribute_code', '=', code)
    .executeTakeFirst();
  if (!row) throw new NotFound(ATTRIBUTE_NOT_FOUND);
  return { ...row, options: await attributeOptions(db, row.attribute_id) };
}
