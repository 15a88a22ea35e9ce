import { useState, type InputHTMLAttributes } from 'react';
import { useT } from '~/i18n/useT';

export const controlClass =
  'block min-h-12 w-full rounded-xl border bg-white px-4 py-3 text-base text-navy-900 shadow-xs transition-colors placeholder:text-muted hover:border-navy-900/50';

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'onChange' | 'value'> {
  id: string;
  label: string;
  value: string;
  onValue: (value: string) => void;
  /** The translated error, tied to the control. */
  error?: string | null;
  hint?: string;
  /** A password field with a show/hide toggle. */
  revealable?: boolean;
}

/** A labelled input with its hint and error announced with it; password fields can be shown. */
export function TextField({ id, label, value, onValue, error, hint, revealable = false, type = 'text', ...rest }: TextFieldProps) {
  const t = useT();
  const [shown, setShown] = useState(false);
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
  const border = error ? 'border-crab-700 ring-1 ring-crab-700' : 'border-navy-900/25';
  return (
    <div>
      <label htmlFor={id} className="block font-medium text-navy-900">
        {label}
      </label>
      {hint ? (
        <p id={`${id}-hint`} className="mt-0.5 text-sm text-muted">
          {hint}
        </p>
      ) : null}
      <div className="relative mt-1.5">
        <input
          {...rest}
          id={id}
          type={revealable && shown ? 'text' : type}
          value={value}
          onChange={(event) => onValue(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={`${controlClass} ${border} ${revealable ? 'pr-24' : ''}`}
        />
        {revealable ? (
          <button
            type="button"
            className="absolute top-1/2 right-2 inline-flex min-h-9 -translate-y-1/2 items-center rounded-lg px-2.5 text-sm font-semibold text-navy-900 underline-offset-4 hover:underline"
            aria-pressed={shown}
            aria-controls={id}
            onClick={() => setShown((value) => !value)}
          >
            {shown ? t('account.field.hidePassword') : t('account.field.showPassword')}
          </button>
        ) : null}
      </div>
      {error ? (
        <p id={`${id}-error`} className="mt-1.5 text-sm font-medium text-crab-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
