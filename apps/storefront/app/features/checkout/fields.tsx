import type { ReactNode } from 'react';
import { FieldError, FieldHint } from '~/ui/TextField';
import { fieldId } from './select-field';

export { fieldId, SelectField } from './select-field';

interface CheckFieldProps {
  name: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  children: ReactNode;
  error?: string | null;
  /** What the choice does, under its label (read with it). */
  hint?: string;
}

export function CheckField({ name, checked, onChange, children, error, hint }: CheckFieldProps) {
  const id = fieldId(name);
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <div>
      <div className="flex items-start gap-3">
        <input
          id={id}
          name={name}
          type="checkbox"
          checked={checked}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy || undefined}
          onChange={(event) => onChange(event.target.checked)}
          className="mt-0.5 size-6 shrink-0 accent-navy-900"
        />
        <div>
          <label htmlFor={id} className="min-h-6">
            {children}
          </label>
          <FieldHint id={`${id}-hint`} hint={hint} />
        </div>
      </div>
      <FieldError id={`${id}-error`} error={error} />
    </div>
  );
}

export function Section({ title, step, children, id }: { title: string; step: number; children: ReactNode; id: string }) {
  return (
    <section aria-labelledby={id} className="flex flex-col gap-4 rounded-2xl bg-white p-4 ring-1 ring-navy-900/10 sm:p-6">
      <h2 id={id} className="flex items-center gap-3 text-xl font-semibold">
        <span aria-hidden="true" className="inline-flex size-8 items-center justify-center rounded-full bg-navy-900 text-base text-white">
          {step}
        </span>
        {title}
      </h2>
      {children}
    </section>
  );
}
