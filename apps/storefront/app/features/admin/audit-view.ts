/** The audit log's before/after JSON as rows a person reads (AuditPage.tsx). */
/** A value as a person reads it: text as is, nothing as a dash, anything else as compact JSON. */
export function auditValue(value: unknown): string {
  if (value === undefined || value === null || value === '') return '—';
  if (typeof value === 'string') return value;
  return JSON.stringify(value);
}

/** The before/after pair as rows of field, before, after (a create has no before, a delete no after). */
export function auditChanges(before: unknown, after: unknown): Array<{ field: string; before: string; after: string }> {
  const was = before && typeof before === 'object' ? (before as Record<string, unknown>) : {};
  const now = after && typeof after === 'object' ? (after as Record<string, unknown>) : {};
  const fields = [...new Set([...Object.keys(was), ...Object.keys(now)])];
  return fields.map((field) => ({
    field,
    before: field in was ? auditValue(was[field]) : '—',
    after: field in now ? auditValue(now[field]) : '—',
  }));
}
