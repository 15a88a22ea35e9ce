import { sql, type SelectQueryBuilder } from 'kysely';
import { z } from 'zod';
import { documentAs } from './schema.js';

/** `page` (from 1) and `pageSize` (default 25, at most 100) of every back-office list. */
export interface Paging {
  page: number;
  pageSize: number;
  offset: number;
}

const pagingSchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(25),
});

const pagingFrom = ({ page, pageSize }: { page: number; pageSize: number }): Paging => ({
  page,
  pageSize,
  offset: (page - 1) * pageSize,
});

/** The paging once pagingSchema has read it. */
const checkedPaging = z.object({ page: z.number(), pageSize: z.number() });

/** The query of a list without filters. */
export const pagingQuery = pagingSchema.transform(pagingFrom);

/**
 * A list's query as `{ filter, paging }`. The paging is checked first, on its own: a bad page or pageSize
 * is refused before the filter is read. A refusal names the query fields as sent (`page`, `q`, ...).
 */
export function pagedQuery<T extends z.ZodObject>(filter: T) {
  const query = pagingSchema
    .loose()
    .pipe(z.intersection(filter, checkedPaging))
    .transform((parsed) => ({ filter: parsed, paging: pagingFrom(parsed) }));
  // The pipe would document only its first stage (the paging): the document names the filter's fields too.
  return documentAs(query, pagingSchema.extend(filter.shape));
}

export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}

export const pageOf = <T>(items: T[], total: number, paging: Paging): Page<T> => ({
  items,
  total,
  page: paging.page,
  pageSize: paging.pageSize,
});

/**
 * A list's count column: how many rows of `table` have `column` equal to the listed row's `outer` column. Cast to
 * integer so both engines answer a number (PostgreSQL's count is a bigint, which its driver hands over as text).
 */
export const relatedCount = (table: string, column: string, outer: string) =>
  sql<number>`(select cast(count(*) as integer) from ${sql.table(table)} where ${sql.ref(column)} = ${sql.ref(outer)})`;

/**
 * One page of a list query and how many rows match in all, read together: `rows` selects and orders the
 * page's columns from the filtered query, which is counted as it is.
 */
export async function pageOfQuery<DB, TB extends keyof DB, O, RowDB, RowTB extends keyof RowDB, Row>(
  query: SelectQueryBuilder<DB, TB, O>,
  rows: (query: SelectQueryBuilder<DB, TB, O>) => SelectQueryBuilder<RowDB, RowTB, Row>,
  paging: Paging,
) {
  const [items, count] = await Promise.all([
    rows(query).limit(paging.pageSize).offset(paging.offset).execute(),
    // Generic over the table, kysely cannot see the count's column through the query's own: it is exactly n.
    query
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .$castTo<{ n: number | string }>()
      .executeTakeFirstOrThrow(),
  ]);
  return pageOf(items, Number(count.n), paging);
}
