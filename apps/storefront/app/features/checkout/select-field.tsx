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
