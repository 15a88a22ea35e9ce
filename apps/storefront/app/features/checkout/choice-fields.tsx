import type { ReactNode } from 'react';

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
