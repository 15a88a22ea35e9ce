import * as rules from '@shoreline/domain/forms/account-rules';
import type { AccountFieldCode } from '@shoreline/domain/forms/account-rules';
import type { MessageKey } from '~/i18n/translate';

/**
 * The account forms' rules (packages/domain forms/account-rules.ts, the limits the API's schemas use)
 * answering the message key to show (null when the value is fine). Addresses follow the shop's
 * address rules instead (address-book.ts).
 */
const ACCOUNT_ERROR_KEYS = {
  required: 'account.error.required',
  too_long: 'account.error.tooLong',
  invalid_email: 'account.error.email',
  password_too_short: 'account.error.passwordLength',
  passwords_differ: 'account.error.passwordsIdentical',
  name_too_short: 'account.error.nameLength',
  name_not_alphabetic: 'account.error.nameAlphabetic',
} as const satisfies Record<AccountFieldCode, MessageKey>;

const keyOf = (code: AccountFieldCode | null): MessageKey | null => (code ? ACCOUNT_ERROR_KEYS[code] : null);

export function requiredProblem(value: string): MessageKey | null {
  return keyOf(rules.requiredProblem(value));
}

export function emailProblem(value: string): MessageKey | null {
  return keyOf(rules.accountEmailProblem(value));
}

export function passwordProblem(value: string): MessageKey | null {
  return keyOf(rules.passwordProblem(value));
}

export function confirmationProblem(password: string, confirmation: string): MessageKey | null {
  return keyOf(confirmation === '' ? 'required' : rules.confirmationProblem(password, confirmation));
}

export function nameProblem(value: string): MessageKey | null {
  return keyOf(rules.personNameProblem(value));
}

/** The rules of the name and e-mail fields, which the registration and the profile ask alike. */
export function nameAndEmailRules(values: { firstname: string; lastname: string; email: string }) {
  return {
    firstname: () => nameProblem(values.firstname),
    lastname: () => nameProblem(values.lastname),
    email: () => emailProblem(values.email),
  };
}

export type FieldErrors<Field extends string> = Partial<Record<Field, MessageKey>>;

/** Runs each field's rule and keeps the problems found. */
export function collectErrors<Field extends string>(rules: Record<Field, () => MessageKey | null>): FieldErrors<Field> {
  const errors: FieldErrors<Field> = {};
  for (const field of Object.keys(rules) as Field[]) {
    const problem = rules[field]();
    if (problem) errors[field] = problem;
  }
  return errors;
}

export function hasErrors(errors: object): boolean {
  return Object.keys(errors).length > 0;
}
