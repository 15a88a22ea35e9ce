import { useId, type ReactNode } from 'react';
import type { Translate } from '~/i18n/translate';

export interface Choice {
  value: string;
  label: ReactNode;
}

interface ChoiceFieldProps {
  title: string;
  required: boolean;
  kind: 'select' | 'radio' | 'checkbox';
  name: string;
  choices: Choice[];
  /** The values chosen when the page loads (inputs are uncontrolled: the form's input event reads them). */
  initial: string[];
  /** Offer "None" (optional single choices without a neutral value of their own). */
  allowNone: boolean;
  t: Translate;
}

export const inputClass = 'mt-1 block min-h-11 w-full rounded-lg border border-navy-900/30 bg-white px-3';

export function FieldTitle({ title, required, t }: { title: string; required: boolean; t: Translate }) {
  return (
    <span className="text-sm font-semibold text-navy-900">
      {title}
      {required ? <span className="font-normal text-muted"> ({t('pdp.required')})</span> : null}
    </span>
  );
}

/** One product option as a select, a radio list or a checkbox list, labelled and keyboard operable. */
export function ChoiceField({ title, required, kind, name, choices, initial, allowNone, t }: ChoiceFieldProps) {
  const id = useId();
  const none = allowNone ? [{ value: '', label: t('pdp.none') }] : [];
  if (kind === 'select') {
    return (
      <div>
        <label htmlFor={id}>
          <FieldTitle title={title} required={required} t={t} />
        </label>
        <select id={id} name={name} required={required} defaultValue={initial[0] ?? ''} className={inputClass}>
          {[...none, ...choices].map((choice) => (
            <option key={choice.value} value={choice.value}>
              {choice.label}
            </option>
          ))}
        </select>
      </div>
    );
  }
  return (
    <fieldset>
      <legend>
        <FieldTitle title={title} required={required} t={t} />
      </legend>
      <div className="mt-1 flex flex-col">
        {[...(kind === 'radio' ? none : []), ...choices].map((choice) => (
          <label key={choice.value} className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg px-2 hover:bg-sand-100">
            <input
              type={kind}
              name={name}
              value={choice.value}
              required={kind === 'radio' && required}
              defaultChecked={initial.includes(choice.value) || (choice.value === '' && initial.length === 0)}
              className="size-5 shrink-0 accent-[var(--color-navy-900)]"
            />
            <span>{choice.label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
