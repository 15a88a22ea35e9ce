import type { ReactNode } from 'react';
import { controlClass, FieldError } from '~/ui/TextField';

/** The control id of a form field ("shipping.city" -> "checkout-shipping-city"), also the error summary's link target. */
export function fieldId(name: string): string {
  return `checkout-${name.replace(/\./g, '-')}`;
}

interface BaseProps {
  name: string;
  label: string;
  error?: string | null;
  className?: string;
}

interface SelectFieldProps extends BaseProps {
  value: string;
  onChange: (value: string) => void;
  autoComplete?: string;
  children: ReactNode;
}

export function SelectField({ name, label, error, className = '', value, onChange, autoComplete, children }: SelectFieldProps) {
  const id = fieldId(name);
  return (
    <div className={className}>
      <label htmlFor={id} className="block font-medium">
        {label}
      </label>
      <select
        id={id}
        name={name}
        value={value}
        autoComplete={autoComplete}
        aria-required
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => onChange(event.target.value)}
        className={`${controlClass} mt-1.5 ${error ? 'border-crab-700' : 'border-navy-900/25'}`}
      >
        {children}
      </select>
      <FieldError id={`${id}-error`} error={error} />
    </div>
  );
}

interface CheckFieldProps {
  name: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  children: ReactNode;
  error?: string | null;
}

export function CheckField({ name, checked, onChange, children, error }: CheckFieldProps) {
  const id = fieldId(name);
  return (
    <div>
      <div className="flex items-start gap-3">
        <input
          id={id}
          name={name}
          type="checkbox"
          checked={checked}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => onChange(event.target.checked)}
          className="mt-0.5 size-6 shrink-0 accent-navy-900"
        />
        <label htmlFor={id} className="min-h-6">
          {children}
        </label>
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

interface RadioRowProps {
  name: string;
  value?: string;
  checked: boolean;
  onSelect: () => void;
  disabled?: boolean;
  /** The row's look: a bordered card, or a plain line. */
  className: string;
  /** The radio's look (its size). */
  control?: string;
  children: ReactNode;
}

/** One choice of a radio group: the whole row is the radio's label. */
export function RadioRow({
  name,
  value,
  checked,
  onSelect,
  disabled,
  className,
  control = 'size-5 accent-navy-900',
  children,
}: RadioRowProps) {
  return (
    <label className={className}>
      <input type="radio" name={name} value={value} checked={checked} disabled={disabled} onChange={() => onSelect()} className={control} />
      {children}
    </label>
  );
}

interface ChoiceGroupProps {
  legend: ReactNode;
  /** A group inside a form part: its legend sits closer to its choices. */
  compact?: boolean;
  describedBy?: string;
  children: ReactNode;
}

/** A group of choices (radio rows) named by its legend. */
export function ChoiceGroup({ legend, compact = false, describedBy, children }: ChoiceGroupProps) {
  return (
    <fieldset className="flex flex-col gap-2" aria-describedby={describedBy}>
      <legend className={compact ? 'mb-1 font-medium' : 'mb-2 font-medium'}>{legend}</legend>
      {children}
    </fieldset>
  );
}
