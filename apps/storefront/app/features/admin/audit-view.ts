/** The audit log's before/after JSON as rows a person reads (AuditPage.tsx). */

/** Stored codes with a name: a review's status (REVIEW_STATES in @shoreline/domain/forms/admin-catalog). */
const NAMED_VALUES: Record<string, Record<string, Record<string, string>>> = {
  review: { status: { '1': 'approved', '2': 'pending', '3': 'rejected' } },
};

/** A value as a person reads it: text as is, nothing as a dash, anything else as compact JSON. */
export function auditValue(value: unknown): string {
  if (value === undefined || value === null || value === '') return '—';
  if (typeof value === 'string') return value;
  return JSON.stringify(value);
}

/**
 * The before/after pair as rows of field, before, after (a create has no before, a delete no after);
 * a stored code the entity type names is shown with its name, e.g. a review's status "2 (pending)".
 */
export function auditChanges(before: unknown, after: unknown, entityType = ''): Array<{ field: string; before: string; after: string }> {
  const was = before && typeof before === 'object' ? (before as Record<string, unknown>) : {};
  const now = after && typeof after === 'object' ? (after as Record<string, unknown>) : {};
  const fields = [...new Set([...Object.keys(was), ...Object.keys(now)])];
  const show = (field: string, values: Record<string, unknown>) => {
    if (!(field in values)) return '—';
    const text = auditValue(values[field]);
    const name = NAMED_VALUES[entityType]?.[field]?.[text];
    return name ? `${text} (${name})` : text;
  };
  return fields.map((field) => ({ field, before: show(field, was), after: show(field, now) }));
}
