import { sql, type RawBuilder, type SqlBool } from 'kysely';
import { rowId } from './row-id.js';

/** A LIKE pattern matching the text anywhere, in lower case, with the text's own \, % and _ taken literally. */
const containing = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** A list's `q` search on one column or expression: "contains", in any case, the same on both engines. */
const textContains = (expression: RawBuilder<unknown>, text: string) =>
  sql<SqlBool>`lower(${expression}) like ${containing(text)} escape '\\'`;

/**
 * A list's `q` search: the text is contained in any of the columns (or expressions); given `idColumn`, a `q` that
 * reads as a row id also finds the row with that id.
 */
export function textSearch(q: string, columns: Array<RawBuilder<unknown>>, idColumn?: string): RawBuilder<SqlBool> {
  const matches = columns.map((column) => textContains(column, q));
  const id = idColumn === undefined ? null : rowId(q);
  if (idColumn !== undefined && id !== null) matches.push(sql<SqlBool>`${sql.ref(idColumn)} = ${id}`);
  return sql<SqlBool>`(${sql.join(matches, sql` or `)})`;
}
