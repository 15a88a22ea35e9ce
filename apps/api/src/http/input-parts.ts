import { z } from 'zod';
import { documentAs } from './schema.js';

/**
 * An object schema whose `key` must be present. A missing one is refused with `message` alone, as the
 * spec words it ("No cartItem element provided within the request body"), rather than with a field path.
 */
export function requiring<T extends z.ZodObject, K extends keyof z.output<T> & string>(schema: T, key: K, message: string) {
  const checked = schema.transform((value, context) => {
    const part = (value as Record<string, unknown>)[key];
    if (part === undefined || part === null) {
      context.addIssue({ code: 'custom', message, input: value, params: { field: key } });
      return z.NEVER;
    }
    return value as z.output<T> & { [P in K]-?: NonNullable<z.output<T>[P]> };
  });
  // The document says what the check says: the key is required.
  const mask: Record<string, true> = { [key]: true };
  return documentAs(checked, schema.required(mask));
}

const REFUSED = Symbol('refused');
type Refused = { [REFUSED]: { message: string; field: string } };

/**
 * A schema whose failure is answered with one message, without field paths ("Field is required" for a
 * login without a password, whatever exactly is missing). `messageOf` may pick the message from the input.
 */
export function refusedAs<T extends z.ZodType>(schema: T, messageOf: string | ((input: unknown) => string)) {
  return schema
    .catch(
      (context) =>
        ({
          [REFUSED]: {
            message: typeof messageOf === 'string' ? messageOf : messageOf(context.input),
            field: context.error.issues[0]?.path.map(String).join('.') ?? '',
          },
        }) as never,
    )
    .transform((value, context) => {
      if (value !== null && typeof value === 'object' && REFUSED in value) {
        const { message, field } = (value as Refused)[REFUSED];
        context.addIssue({ code: 'custom', message, input: value, params: { field } });
        return z.NEVER;
      }
      return value as z.output<T>;
    });
}

/**
 * An answer typed by a domain type that has no schema of its own (catalog documents: large, built once
 * per snapshot, described by the catalog's documentation). The handler's return is checked against the
 * type; the document only names it.
 */
export function documentOf<T>(description: string) {
  return z.custom<T>((value) => value !== undefined).meta({ description });
}

/**
 * A part (params or query) read for one field, refused with that field's own message: the field's
 * issues carry no path, so the answer reads "Please provide valid e-mail address." rather than
 * "email: Please ...". `absent` stands in for a missing field.
 */
export function singleField<T extends z.ZodType>(name: string, schema: T, absent?: z.input<T>) {
  const read = z.preprocess((part) => (part as Record<string, unknown>)[name] ?? absent, schema);
  // The document shows the part as the client sends it: an object with the one field.
  return documentAs(read, z.object({ [name]: absent === undefined ? schema : schema.optional() }));
}

/**
 * A query of one parameter listing values comma-separated (`?skus=a,b,c`): read as sent (a repeated parameter arrives
 * as a list, which the route refuses in its own words), documented as the one required string it is.
 */
export function listQuery<K extends string>(name: K, description: string) {
  const sent = z.union([z.string(), z.array(z.string())]).optional();
  const read = z.looseObject({ [name]: sent } as Record<K, typeof sent>);
  return documentAs(read, z.object({ [name]: z.string().min(1).describe(description) }));
}
