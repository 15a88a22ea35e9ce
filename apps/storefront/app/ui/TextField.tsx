import {
  useEffect,
  useRef,
  useState,
  type ChangeEvent,
  type InputHTMLAttributes,
  type ReactNode,
  type RefObject,
  type TextareaHTMLAttributes,
} from 'react';

const lookClass =
  'block w-full rounded-xl border bg-white px-4 py-3 text-base text-navy-900 shadow-xs transition-colors placeholder:text-muted hover:border-navy-900/50 aria-invalid:border-crab-700 aria-invalid:ring-1 aria-invalid:ring-crab-700';

/** The look of the shop's one-line controls (selects beside text fields take it too), at least 48 px tall. */
export const controlClass = `${lookClass} min-h-12`;

interface FieldTexts {
  id: string;
  label: string;
  /** The translated error, shown under the control and announced with it. */
  error?: string | null;
  hint?: string;
  /** Ids of more text that describes the control (a counter under it), read after the hint. */
  describedBy?: string;
  /** Shown under the control, above the error (a character counter). */
  after?: ReactNode;
  className?: string;
  /** Called with the new text on every change (the native onChange still works). */
  onValue?: (value: string) => void;
}

/** Show and hide texts of a password's toggle (translated by the form: this component knows no namespace). */
export interface RevealTexts {
  show: string;
  hide: string;
}

type InputFieldProps = FieldTexts & { multiline?: false; reveal?: RevealTexts } & Omit<
    InputHTMLAttributes<HTMLInputElement>,
    'id' | 'className'
  >;
type TextareaFieldProps = FieldTexts & { multiline: true } & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'className'>;
export type TextFieldProps = InputFieldProps | TextareaFieldProps;

/** What ties a control to its label, hint and error. */
interface ControlA11y {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
  className: string;
}

/**
 * The shop's one text field: a labelled input (or textarea) with its hint and error tied to it (aria-invalid,
 * aria-describedby), at least 48 px tall; a password can be shown with `reveal`.
 */
export function TextField(props: TextFieldProps) {
  const { id, label, error, hint } = props;
  const describedBy = [hint ? `${id}-hint` : null, props.describedBy ?? null, error ? `${id}-error` : null].filter(Boolean).join(' ');
  const a11y: ControlA11y = {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy || undefined,
    className: `${lookClass} ${error ? 'border-crab-700' : 'border-navy-900/25'}`,
  };
  return (
    <div className={props.className}>
      <label htmlFor={id} className="block font-medium text-navy-900">
        {label}
      </label>
      <FieldHint id={`${id}-hint`} hint={hint} />
      <div className="relative mt-1.5">
        <Control {...props} a11y={a11y} />
      </div>
      {props.after}
      <FieldError id={`${id}-error`} error={error} />
    </div>
  );
}

function Control({ a11y, ...props }: TextFieldProps & { a11y: ControlA11y }) {
  const area = useRef<HTMLTextAreaElement>(null);
  const line = useRef<HTMLInputElement>(null);
  useTypedBeforeHydration(props.multiline ? area : line, props.value, props.onValue);
  if (props.multiline) {
    const { onValue, ...native } = controlProps(props);
    const onChange = native.onChange;
    return (
      <textarea
        {...native}
        {...a11y}
        ref={area}
        className={`${a11y.className} min-h-24 resize-y`}
        onChange={(event) => {
          onChange?.(event);
          onValue?.(event.target.value);
        }}
      />
    );
  }
  const { onValue, reveal, ...native } = controlProps(props);
  const onChange = native.onChange;
  const input = {
    ...native,
    ...a11y,
    ref: line,
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      onChange?.(event);
      onValue?.(event.target.value);
    },
  };
  return reveal ? <RevealableInput input={input} reveal={reveal} /> : <input {...input} className={`${a11y.className} min-h-12`} />;
}

/**
 * What was typed (or filled in by the browser) into a field of the server's page before its scripts ran is kept: the
 * field's state starts empty, and the first render after hydration would empty the field again. Read once, on mount.
 */
function useTypedBeforeHydration(
  element: RefObject<HTMLInputElement | HTMLTextAreaElement | null>,
  value: unknown,
  onValue: ((value: string) => void) | undefined,
) {
  const initial = useRef({ value, onValue });
  useEffect(() => {
    const typed = element.current?.value ?? '';
    const { value: start, onValue: adopt } = initial.current;
    if (typed !== '' && start === '' && adopt) adopt(typed);
  }, [element]);
}

/** A password input with a show/hide toggle inside its right edge. */
function RevealableInput({
  input,
  reveal,
}: {
  input: InputHTMLAttributes<HTMLInputElement> & { id: string; ref: RefObject<HTMLInputElement | null> };
  reveal: RevealTexts;
}) {
  const [shown, setShown] = useState(false);
  return (
    <>
      <input {...input} type={shown ? 'text' : input.type} className={`${input.className} min-h-12 pr-24`} />
      <button
        type="button"
        className="absolute top-1/2 right-2 inline-flex min-h-9 -translate-y-1/2 items-center rounded-lg px-2.5 text-sm font-semibold text-navy-900 underline-offset-4 hover:underline"
        aria-pressed={shown}
        aria-controls={input.id}
        onClick={() => setShown((value) => !value)}
      >
        {shown ? reveal.hide : reveal.show}
      </button>
    </>
  );
}

/** The props that belong on the control itself (and onValue, which the control turns into onChange). */
function controlProps<P extends FieldTexts & { multiline?: boolean }>(props: P) {
  const {
    id: _id,
    label: _label,
    error: _error,
    hint: _hint,
    describedBy: _describedBy,
    after: _after,
    className: _className,
    multiline: _multiline,
    ...rest
  } = props;
  return rest;
}

/** A field's error, with an icon so it is not told by colour alone. */
/** What a field asks for, under its label (the control names it in aria-describedby); nothing without a hint. */
export function FieldHint({ id, hint }: { id: string; hint?: string | undefined }) {
  return hint ? (
    <p id={id} className="mt-0.5 text-sm text-muted">
      {hint}
    </p>
  ) : null;
}

export function FieldError({ id, error }: { id: string; error: string | null | undefined }) {
  if (!error) return null;
  return (
    <p id={id} className="mt-1.5 flex items-start gap-1.5 text-sm font-medium text-crab-700">
      <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false" className="mt-0.5 size-4 shrink-0 fill-current">
        <path
          fillRule="evenodd"
          d="M8 1a7 7 0 1 1 0 14A7 7 0 0 1 8 1zm-.9 3.5.2 5h1.4l.2-5H7.1zM8 10.6a.95.95 0 1 0 0 1.9.95.95 0 0 0 0-1.9z"
        />
      </svg>
      {error}
    </p>
  );
}
