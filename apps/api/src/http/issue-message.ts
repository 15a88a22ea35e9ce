import type { z } from 'zod';
import { addressIssueCode, addressIssueMaximum } from '@shoreline/domain/forms/address';
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
