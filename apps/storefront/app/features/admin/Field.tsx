import { useId, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes, type TextareaHTMLAttributes } from 'react';

/** The ids that tie a control to its hint and its error, for aria-describedby. */
function useDescribedBy(hint: ReactNode, error: string | undefined) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ') || undefined;
  const notes = (
    <>
      {hint && (
        <span id={hintId} className="admin-hint">
          {hint}
        </span>
      )}
      {error && (
        <span id={errorId} className="admin-error admin-field-error">
          {error}
        </span>
      )}
    </>
  );
  return { id, describedBy, notes };
}

type FieldProps = { label: ReactNode; name: string; error?: string | undefined; hint?: ReactNode };

/** A labelled input with its hint and its error (aria-invalid, aria-describedby). */
export function TextField({ label, name, error, hint, ...input }: FieldProps & Omit<InputHTMLAttributes<HTMLInputElement>, 'name'>) {
  const { id, describedBy, notes } = useDescribedBy(hint, error);
  return (
    <div className="admin-field">
      <label htmlFor={id}>{label}</label>
      <input id={id} name={name} aria-invalid={error ? true : undefined} aria-describedby={describedBy} {...input} />
      {notes}
    </div>
  );
}

export function SelectField({
  label,
  name,
  error,
  hint,
  children,
  ...select
}: FieldProps & Omit<SelectHTMLAttributes<HTMLSelectElement>, 'name'>) {
  const { id, describedBy, notes } = useDescribedBy(hint, error);
  return (
    <div className="admin-field">
      <label htmlFor={id}>{label}</label>
      <select id={id} name={name} aria-invalid={error ? true : undefined} aria-describedby={describedBy} {...select}>
        {children}
      </select>
      {notes}
    </div>
  );
}

/** A labelled textarea with its hint and its error. */
export function TextAreaField({
  label,
  name,
  error,
  hint,
  ...textarea
}: FieldProps & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'name'>) {
  const { id, describedBy, notes } = useDescribedBy(hint, error);
  return (
    <div className="admin-field">
      <label htmlFor={id}>{label}</label>
      <textarea id={id} name={name} aria-invalid={error ? true : undefined} aria-describedby={describedBy} {...textarea} />
      {notes}
    </div>
  );
}

/** A checkbox with its label after it, its hint and its error. */
export function CheckboxField({
  label,
  name,
  error,
  hint,
  ...input
}: FieldProps & Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'type'>) {
  const { id, describedBy, notes } = useDescribedBy(hint, error);
  return (
    <div className="admin-field">
      <label className="admin-check" htmlFor={id}>
        <input id={id} name={name} type="checkbox" aria-invalid={error ? true : undefined} aria-describedby={describedBy} {...input} />
        {label}
      </label>
      {notes}
    </div>
  );
}

/** Moves focus to a form's control by name (the first of a radio group): after a refused submit. */
export function focusField(form: HTMLFormElement | null, name: string | undefined): void {
  if (!form || !name) return;
  form.querySelector<HTMLElement>(`[name="${CSS.escape(name)}"]`)?.focus();
}
