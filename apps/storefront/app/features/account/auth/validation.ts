import type { MessageKey } from '~/i18n/translate';

/**
 * Form rules of spec document 1 §5, answering the message key to show (null when the value is fine).
 * Addresses follow the shop's address rules instead (address-book.ts).
 */
export const MIN_PASSWORD_LENGTH = 8;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function requiredProblem(value: string): MessageKey | null {
  return value.trim() === '' ? 'account.error.required' : null;
}

export function emailProblem(value: string): MessageKey | null {
  return requiredProblem(value) ?? (EMAIL.test(value.trim()) ? null : 'account.error.email');
}

export function passwordProblem(value: string): MessageKey | null {
  if (value === '') return 'account.error.required';
  return value.length < MIN_PASSWORD_LENGTH ? 'account.error.passwordLength' : null;
}

export function confirmationProblem(password: string, confirmation: string): MessageKey | null {
  if (confirmation === '') return 'account.error.required';
  return password === confirmation ? null : 'account.error.passwordsIdentical';
}

export function nameProblem(value: string): MessageKey | null {
  return requiredProblem(value) ?? (value.trim().length < 2 ? 'account.error.nameLength' : null);
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
