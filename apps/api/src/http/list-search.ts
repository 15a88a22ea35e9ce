import { sql, type RawBuilder, type SqlBool } from 'kysely';

/** A LIKE pattern matching the text anywhere, in lower case, with the text's own \, % and _ taken literally. */
const containing = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** A list's `q` search on one column or expression: "contains", in any case, the same on both engines. */
export const textContains = (expression: RawBuilder<unknown>, text: string) =>
  sql<SqlBool>`lower(${expression}) like ${containing(text)} escape '\\'`;
