/** The largest id an INTEGER column holds on both engines (PostgreSQL's int4). */
export const MAX_ROW_ID = 2_147_483_647;

/** A path or body id as a row id, or null when it cannot be one (so a lookup answers 404, never a database error). */
export function rowId(value: unknown): number | null {
  const id = typeof value === 'number' ? value : typeof value === 'string' && /^\d{1,10}$/.test(value) ? Number(value) : NaN;
  return Number.isInteger(id) && id > 0 && id <= MAX_ROW_ID ? id : null;
}
