/**
 * Errors shown next to the fields of the /admin forms. The forms check input with the API's own zod
 * schemas first (@shoreline/domain/forms/*); what the API still refuses comes back as one message,
 * "field: message; other_field: message" for a 400 (http/envelope.ts), which is split here.
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
 * Splits an API error message into the known fields' errors; parts that name no known field stay
 * together under '' (shown above the form).
 */
export function apiFieldErrors(message: string, fields: readonly string[]): FieldErrors {
  const errors: FieldErrors = {};
  const general: string[] = [];
  for (const part of message.split('; ')) {
    const match = /^([A-Za-z_][\w]*)(?:\.[\w.]+)?: (.+)$/.exec(part);
    if (match && fields.includes(match[1])) {
      if (!(match[1] in errors)) errors[match[1]] = match[2];
    } else general.push(part);
  }
  if (general.length) errors[''] = general.join('; ');
  return errors;
}

/** The first field with an error, in the form's order: where focus goes after a refused submit. */
export const firstInvalid = (errors: FieldErrors, order: readonly string[]) => order.find((field) => errors[field]);
