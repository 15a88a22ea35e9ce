import type { InputHTMLAttributes, TextareaHTMLAttributes } from 'react';

const controlClass =
  'block w-full rounded-xl border bg-white px-4 py-3 text-base text-navy-900 shadow-xs transition-colors placeholder:text-muted hover:border-navy-900/50 aria-invalid:border-crab-700 aria-invalid:ring-1 aria-invalid:ring-crab-700';

interface FieldProps {
  id: string;
  label: string;
  /** The translated error, shown under the control and announced with it. */
  error?: string | null;
  hint?: string;
}

type InputFieldProps = FieldProps & { multiline?: false } & Omit<InputHTMLAttributes<HTMLInputElement>, 'id'>;
type TextareaFieldProps = FieldProps & { multiline: true } & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'>;

/** A labelled text control with its error message tied to it (aria-invalid, aria-describedby). */
export function FormField(props: InputFieldProps | TextareaFieldProps) {
  const { id, label, error, hint } = props;
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  const a11y = { id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy };
  const border = error ? 'border-crab-700' : 'border-navy-900/25';
  return (
    <div>
      <label htmlFor={id} className="block font-medium text-navy-900">
        {label}
      </label>
      {hint ? (
        <p id={hintId} className="mt-0.5 text-sm text-muted">
          {hint}
        </p>
      ) : null}
      <div className="mt-1.5">
        {props.multiline ? (
          <textarea {...controlProps(props)} {...a11y} className={`${controlClass} ${border} min-h-40 resize-y`} />
        ) : (
          <input {...controlProps(props)} {...a11y} className={`${controlClass} ${border} min-h-12`} />
        )}
      </div>
      {error ? (
        <p id={errorId} className="mt-1.5 flex items-start gap-1.5 text-sm font-medium text-crab-700">
          <svg
            viewBox="0 0 16 16"
            width="16"
            height="16"
            aria-hidden="true"
            focusable="false"
            className="mt-0.5 size-4 shrink-0 fill-current"
          >
            <path
              fillRule="evenodd"
              d="M8 1a7 7 0 1 1 0 14A7 7 0 0 1 8 1zm-.9 3.5.2 5h1.4l.2-5H7.1zM8 10.6a.95.95 0 1 0 0 1.9.95.95 0 0 0 0-1.9z"
            />
          </svg>
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** The props that belong on the control itself. */
function controlProps<P extends FieldProps & { multiline?: boolean }>(props: P): Omit<P, keyof FieldProps | 'multiline'> {
  const { id: _id, label: _label, error: _error, hint: _hint, multiline: _multiline, ...rest } = props;
  return rest;
}
