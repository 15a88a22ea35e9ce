import {
  createContext,
  useContext,
  useId,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react';
import type { FieldErrors } from './form-errors';

/** The errors of the form around the fields (AdminEditForm provides them): a field shows the one under its name. */
export const FieldErrorsContext = createContext<FieldErrors>({});
/** The errors of the form around (a group's own error, under the group's name). */
export const useFieldErrors = () => useContext(FieldErrorsContext);

type FieldProps = {
  label: ReactNode;
  name: string;
  /** Shown instead of the form's error for this name. */
  error?: string | undefined;
  hint?: ReactNode;
};

/** What ties a control to its label, its hint and its error. */
export interface ControlProps {
  id: string;
  name: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

/**
 * A labelled control with its hint and its error (aria-invalid, aria-describedby). `check`: the label
 * holds the control before its text (a checkbox).
 */
export function LabelledControl(props: FieldProps & { check?: boolean; control: (control: ControlProps) => ReactNode }) {
  const id = useId();
  const formErrors = useContext(FieldErrorsContext);
  const error = props.error ?? formErrors[props.name];
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [props.hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ') || undefined;
  const control = props.control({ id, name: props.name, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy });
  return (
    <div className="admin-field">
      {props.check ? (
        <label className="admin-check" htmlFor={id}>
          {control}
          {props.label}
        </label>
      ) : (
        <>
          <label htmlFor={id}>{props.label}</label>
          {control}
        </>
      )}
      {props.hint && (
        <span id={hintId} className="admin-hint">
          {props.hint}
        </span>
      )}
      {error && (
        <span id={errorId} className="admin-error admin-field-error">
          {error}
        </span>
      )}
    </div>
  );
}

/** A field's own props apart from those its control takes. */
function splitField<Rest>({ label, name, error, hint, ...rest }: FieldProps & Rest): [FieldProps, Omit<Rest, keyof FieldProps>] {
  return [{ label, name, error, hint }, rest];
}

/** A labelled input. */
export function TextField(props: FieldProps & Omit<InputHTMLAttributes<HTMLInputElement>, 'name'>) {
  const [field, input] = splitField(props);
  return <LabelledControl {...field} control={(control) => <input {...control} {...input} />} />;
}

/** A labelled select; its options are the children. */
export function SelectField(props: FieldProps & Omit<SelectHTMLAttributes<HTMLSelectElement>, 'name'>) {
  const [field, select] = splitField(props);
  return <LabelledControl {...field} control={(control) => <select {...control} {...select} />} />;
}

/** A labelled textarea. */
export function TextAreaField(props: FieldProps & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'name'>) {
  const [field, textarea] = splitField(props);
  return <LabelledControl {...field} control={(control) => <textarea {...control} {...textarea} />} />;
}

/** A record's place among its peers (lower first): a whole number, 0 or more. */
export function PositionField({ hint, value }: { hint: string; value: number }) {
  return <TextField label="Position" name="position" type="number" min={0} step={1} hint={hint} defaultValue={String(value)} required />;
}

/** A checkbox with its label after it. */
export function CheckboxField(props: FieldProps & Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'type'>) {
  const [field, input] = splitField(props);
  return <LabelledControl {...field} check control={(control) => <input {...control} type="checkbox" {...input} />} />;
}

/** A checkbox for a record's 0/1 flag, named as the record's column. */
export function FlagField<Name extends string>(props: { label: string; name: Name; record: Record<Name, number>; hint?: string }) {
  return <CheckboxField label={props.label} name={props.name} hint={props.hint} defaultChecked={props.record[props.name] === 1} />;
}

export interface Choice {
  value: string;
  label: string;
}

/** The <option>s of a select, one per choice. */
export function Choices({ choices }: { choices: readonly Choice[] }) {
  return choices.map((choice) => (
    <option key={choice.value} value={choice.value}>
      {choice.label}
    </option>
  ));
}

/** Moves focus to a form's control by name (the first of a radio group): after a refused submit. */
export function focusField(form: HTMLFormElement | null, name: string | undefined): void {
  if (!form || !name) return;
  form.querySelector<HTMLElement>(`[name="${CSS.escape(name)}"]`)?.focus();
}
