import type { FieldError } from '@shoreline/domain/error-reasons';

/**
 * Errors shown next to the fields of the /admin forms. The forms check input with the API's own zod
 * schemas first (@shoreline/domain/forms/*); what the API still refuses comes back as the refusal's
 * `errors` list, `{field, code, message}` per problem, placed here on the form's fields.
 */
export type FieldErrors = Record<string, string>;

interface Issue {
  path: readonly PropertyKey[];
  message: string;
}

/** The first message per top-level field of a zod error's issues (`error.issues`). */
export function issuesToFields(issues: readonly Issue[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const field = issue.path.length ? String(issue.path[0]) : '';
    if (!(field in errors)) errors[field] = issue.message;
  }
  return errors;
}

/**
 * A refusal's field errors on the form's known fields (a nested field such as `lines.0.qty` on its
 * top-level field `lines`), the first per field; problems of no known field stay together under ''
 * (shown above the form), as does the whole message when the refusal lists no fields.
 */
export function apiFieldErrors(refusal: { message: string; errors?: readonly FieldError[] }, fields: readonly string[]): FieldErrors {
  if (!refusal.errors?.length) return { '': refusal.message };
  const errors: FieldErrors = {};
  const general: string[] = [];
  for (const { field, message } of refusal.errors) {
    const top = field.split('.')[0];
    if (fields.includes(top)) errors[top] ??= message;
    else general.push(field ? `${field}: ${message}` : message);
  }
  if (general.length) errors[''] = general.join('; ');
  return errors;
}

/** The first field with an error, in the form's order: where focus goes after a refused submit. */
export const firstInvalid = (errors: FieldErrors, order: readonly string[]) => order.find((field) => errors[field]);
