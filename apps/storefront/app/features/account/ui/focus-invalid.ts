import type { FormEvent } from 'react';
import type { MessageKey } from '~/i18n/translate';
import { collectErrors, hasErrors, type FieldErrors } from '../auth/validation';

/** After a refused submit, moves focus to the first field with an error (once React has rendered the errors). */
export function focusFirstInvalid(form: HTMLFormElement): void {
  requestAnimationFrame(() => form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
}

/**
 * A submit's first step: keeps the browser from posting, runs each field's rule, keeps the problems found and, when
 * there is one, moves focus to its field. True when the form may go on.
 */
export function checkSubmit<Field extends string>(
  event: FormEvent<HTMLFormElement>,
  rules: Record<Field, () => MessageKey | null>,
  setErrors: (errors: FieldErrors<Field>) => void,
): boolean {
  event.preventDefault();
  const found = collectErrors(rules);
  setErrors(found);
  if (!hasErrors(found)) return true;
  focusFirstInvalid(event.currentTarget);
  return false;
}
