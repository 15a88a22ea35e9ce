import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/index.js';
import { NotFound } from '../errors.js';
import { pageOfQuery, type Paging, relatedCount, textSearch } from '../http/index.js';

/**
 * Categories for staff (its calls are described in /api/reference), read in the database. The list is in tree order
 * (each category after its parent, siblings by position, then id), worked out by a recursive query
 * on both engines, so the screen can indent it while the database pages it.
 */
export const CATEGORY_NOT_FOUND = 'No category with this id.';

/**
 * A fixed-width text for a number, so text order is number order: 10^10 added keeps every int
 * (position, id) positive and 11 digits long. As bigint: PostgreSQL's integer would overflow.
 */
const sortable = (column: string) => sql<string>`cast(cast(${sql.ref(column)} as bigint) + 10000000000 as varchar(32))`;

/** Direct product assignments (product_categories, any status or store). */
const productCount = relatedCount('product_categories', 'product_categories.category_id', 'c.id');
/** In the subquery `categories` is the children's table: the listed category is `c`. */
const childCount = relatedCount('categories', 'categories.parent_id', 'c.id');

export async function listCategories(db: Kysely<Database>, filter: { q?: string | undefined }, paging: Paging) {
  const tree = db.withRecursive('tree(id, sort_key)', (qb) =>
    qb
      .selectFrom('categories')
      .select(['categories.id', sql<string>`${sortable('categories.position')} || '.' || ${sortable('categories.id')}`.as('sort_key')])
      // The roots: categories whose parent is not a category (the importer's root 2 has parent 1).
      .where((eb) => eb.not(eb.exists(eb.selectFrom('categories as up').select('up.id').whereRef('up.id', '=', 'categories.parent_id'))))
      .unionAll((union) =>
        union
          .selectFrom('categories')
          .innerJoin('tree', 'tree.id', 'categories.parent_id')
          .select([
            'categories.id',
            sql<string>`tree.sort_key || '/' || ${sortable('categories.position')} || '.' || ${sortable('categories.id')}`.as('sort_key'),
          ]),
      ),
  );
  let query = tree.selectFrom('tree').innerJoin('categories as c', 'c.id', 'tree.id').leftJoin('categories as p', 'p.id', 'c.parent_id');
  if (filter.q) query = query.where(textSearch(filter.q, [sql`c.name`, sql`c.url_key`, sql`c.url_path`], 'c.id'));
  const page = await pageOfQuery(
    query,
    (query) =>
      query
        .select([
          'c.id',
          'c.parent_id',
          'p.name as parent_name',
          'c.name',
          'c.url_key',
          'c.url_path',
          'c.level',
          'c.position',
          'c.is_active',
          'c.include_in_menu',
          productCount.as('product_count'),
          childCount.as('children_count'),
        ])
        .orderBy('tree.sort_key'),
    paging,
  );
  return {
    ...page,
    items: page.items.map((row) => ({ ...row, parent_name: row.parent_name ?? null })),
  };
}

/** One category with its parent's name, its subcategories and how many products it holds directly. */
export async function categoryDetail(db: Kysely<Database>, id: number) {
  const row = await db
    .selectFrom('categories as c')
    .leftJoin('categories as p', 'p.id', 'c.parent_id')
    .selectAll('c')
    .select(['p.name as parent_name', productCount.as('product_count'), childCount.as('children_count')])
    .where('c.id', '=', id)
    .executeTakeFirst();
  if (!row) throw new NotFound(CATEGORY_NOT_FOUND);
  const children = await db
    .selectFrom('categories')
    .select(['id', 'name', 'position', 'is_active', 'include_in_menu'])
    .where('parent_id', '=', id)
    .orderBy('position')
    .orderBy('id')
    .execute();
  return {
    ...row,
    parent_name: row.parent_name ?? null,
    children,
  };
}
