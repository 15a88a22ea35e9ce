import { emailProblem } from './address-rules.js';

/**
 * The account forms' rules as plain functions answering a code (null when the value is fine): the
 * sign-in, registration, password and profile forms and the checkout's "create an account" run them
 * in the browser, and the API's zod schemas (customer.ts) are built on the same limits, so a form
 * never lets through what the API refuses. Each form turns a code into its own message.
 */
export const PASSWORD_RULES = { min: 8, max: 128 } as const;
export const PERSON_NAME_RULES = { min: 2, max: 100 } as const;

export type AccountFieldCode =
  'required' | 'too_long' | 'invalid_email' | 'password_too_short' | 'passwords_differ' | 'name_too_short' | 'name_not_alphabetic';

/**
 * What a person's name may hold ("Accepts only alphabet characters"): letters of any alphabet, with
 * their accents whether precomposed or combining (Zoë, José, Łukasz, Nguyễn, 王), and the separators real
 * names use: spaces (Mary Ann), hyphens (Jean-Luc), apostrophes straight or curly (O'Brien, D’Angelo)
 * and the period of an initial or suffix (John F. Kennedy Jr.). Digits and other symbols are refused.
 */
export const PERSON_NAME_CHARACTERS = /^[\p{L}\p{M} '’.-]+$/u;

export function requiredProblem(value: string): 'required' | null {
  return value.trim() === '' ? 'required' : null;
}

/** The e-mail rule of the addresses (trimmed, at most 254 characters, a deliverable-looking address). */
export function accountEmailProblem(value: string): AccountFieldCode | null {
  const code = emailProblem(value);
  return code === null || code === 'required' || code === 'too_long' ? code : 'invalid_email';
}

/** Spaces count: a pass phrase is kept as typed. */
export function passwordProblem(value: string): AccountFieldCode | null {
  if (value === '') return 'required';
  if (value.length < PASSWORD_RULES.min) return 'password_too_short';
  return value.length > PASSWORD_RULES.max ? 'too_long' : null;
}

/** The repeated password; an empty repetition is the form's 'required', checked before this. */
export function confirmationProblem(password: string, confirmation: string): AccountFieldCode | null {
  return password === confirmation ? null : 'passwords_differ';
}

export function personNameProblem(value: string): AccountFieldCode | null {
  const name = value.trim();
  if (name === '') return 'required';
  if (name.length < PERSON_NAME_RULES.min) return 'name_too_short';
  if (name.length > PERSON_NAME_RULES.max) return 'too_long';
  return PERSON_NAME_CHARACTERS.test(name) ? null : 'name_not_alphabetic';
}
