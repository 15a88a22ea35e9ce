import type { z } from 'zod';
import { addressIssueCode, addressIssueMaximum } from '@shoreline/domain/forms/address';
import { isAddressErrorCode } from '@shoreline/domain/forms/address-rules';
import type { FieldError } from '@shoreline/domain/error-reasons';
import { addressMessage } from '@shoreline/domain/forms/address-messages';

/**
 * The text the API answers for a zod issue. The address schema's issues carry codes; they are worded here,
 * in the one place every refusal passes (the envelope's error mapping and order placement), with the
 * product's messages. Every other issue keeps the message its schema gave.
 */
export function zodIssueMessage(issue: z.core.$ZodIssue): string {
  const code = addressIssueCode(issue);
  return code ? addressMessage(code, addressIssueMaximum(issue)) : issue.message;
}

/** The code a field error carries for a zod issue: the address rule's own code (`invalid_city`), else zod's. */
export function zodIssueCode(issue: z.core.$ZodIssue): string {
  return addressIssueCode(issue) ?? issue.code;
}

/**
 * Field errors carrying an address rule's code, worded in the locale's language (German and Italian; English stays
 * as worded). The same list when nothing changes.
 */
export function inLocale(errors: FieldError[], locale: string): FieldError[] {
  if (locale.toLowerCase().startsWith('en')) return errors;
  let changed = false;
  const worded = errors.map((error) => {
    if (!isAddressErrorCode(error.code)) return error;
    const message = addressMessage(error.code, undefined, locale);
    if (message === error.message) return error;
    changed = true;
    return { ...error, message };
  });
  return changed ? worded : errors;
}
