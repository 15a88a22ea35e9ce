import { useRef, useState, type CSSProperties, type FormEvent, type ReactNode } from 'react';
import { adminCall, failureText, type ApiFailure, type ApiResult } from './admin-api';
import { FieldErrorsContext, focusField } from './Field';
import { apiFieldErrors, firstInvalid, type FieldErrors } from './form-errors';

/** The notice after a catalog record is stored: the shop's read model follows on its next refresh. */
export const SAVED = 'Saved. The shop shows the change within the catalog refresh interval.';

/** A save's `saved` for a catalog record: `show` takes what was stored; the notice is SAVED. */
export function showStored<T>(show: (stored: T) => void): (stored: T) => string {
  return (stored) => {
    show(stored);
    return SAVED;
  };
}

/** The call that stores a change to the record at `path`: none when the body names no change. */
export function patchIfChanged<T>(path: string, body: Record<string, unknown>): (() => Promise<ApiResult<T>>) | null {
  return Object.keys(body).length ? () => adminCall<T>('PATCH', path, { body }) : null;
}

/** What a submitted form asks for, prepared from its controls. */
export interface SaveRequest<T> {
  /** What the form's own check (the API's schema) found; any: nothing is sent. */
  errors?: FieldErrors;
  /** The call that stores the form; null when nothing changed. */
  send: (() => Promise<ApiResult<T>>) | null;
  /** Takes the stored record; answers the notice to show. */
  saved: (record: T) => string;
}

export interface EditFormOptions {
  /** The form's field names in order: the API's refusals are split by them, focus goes to the first with an error. */
  fields: readonly string[];
  /** Errors about a group of fields, shown at the group and not counted as fields. */
  groups?: readonly string[];
  /** A 409 (a conflict) is about this field (the code, the e-mail); otherwise it is split like a 400. */
  conflictField?: string;
  /** Where focus goes after a refusal, when that is not simply the first field in `fields` with an error. */
  focusTarget?: (errors: FieldErrors) => string | undefined;
  /** The notice to start with (one carried over from the previous screen). */
  initialNotice?: string;
}

/** The text values of a form's named controls (an unchecked checkbox has none). */
export function formStrings<Field extends string>(form: HTMLFormElement, fields: readonly Field[]): Partial<Record<Field, string>> {
  const data = new FormData(form);
  const values: Partial<Record<Field, string>> = {};
  for (const field of fields) {
    const value = data.get(field);
    if (typeof value === 'string') values[field] = value;
  }
  return values;
}

/** The errors an API refusal gives: field errors for a 400 (or a 409), one general error otherwise. */
export function refusalErrors(error: ApiFailure, options: Pick<EditFormOptions, 'fields' | 'groups' | 'conflictField'>): FieldErrors {
  if (!error.message) return { '': failureText(error) };
  if (error.code === 409 && options.conflictField) return { [options.conflictField]: error.message };
  if (error.code === 400 || error.code === 409) return apiFieldErrors(error, [...options.fields, ...(options.groups ?? [])]);
  return { '': failureText(error) };
}

/**
 * The state of a back-office form that stores a record: its errors by field ('' for the form as a
 * whole), the notice after a save, whether a save is running, and how many saves there were (a key
 * that remounts the form to show what was stored).
 */
export function useEditForm<T>(options: EditFormOptions) {
  const formRef = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [notice, setNotice] = useState(options.initialNotice ?? '');
  const [busy, setBusy] = useState(false);
  const [saves, setSaves] = useState(0);

  const refuse = (found: FieldErrors) => {
    setErrors(found);
    focusField(formRef.current, options.focusTarget ? options.focusTarget(found) : firstInvalid(found, options.fields));
  };

  const save = async (request: SaveRequest<T>) => {
    setNotice('');
    if (request.errors && Object.keys(request.errors).length) return refuse(request.errors);
    setErrors({});
    if (!request.send) return setNotice('Nothing changed.');
    setBusy(true);
    const answer = await request.send();
    setBusy(false);
    if (!answer.ok) return refuse(refusalErrors(answer.error, options));
    setSaves((count) => count + 1);
    setNotice(request.saved(answer.data));
  };

  /** The form's submit handler: `prepare` reads the form. A press while a save runs waits for it (the button stays focusable). */
  const onSubmit = (prepare: (form: HTMLFormElement) => SaveRequest<T>) => (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    void save(prepare(event.currentTarget));
  };

  /** One error for the form as a whole (a delete that failed). */
  const fail = (message: string) => setErrors({ '': message });

  return { formRef, errors, notice, busy, setBusy, saves, fail, onSubmit, groups: options.groups ?? [] };
}

/** What AdminEditForm shows of a form's state. */
type EditFormState = Pick<ReturnType<typeof useEditForm>, 'formRef' | 'errors' | 'notice' | 'busy' | 'groups'>;

/** "One field needs a correction." for the errors that belong to fields. */
function correctionsText(errors: FieldErrors, groups: readonly string[]): string {
  const count = Object.keys(errors).filter((field) => field !== '' && !groups.includes(field)).length;
  if (count === 0) return '';
  return count === 1 ? 'One field needs a correction.' : `${count} fields need a correction.`;
}

/**
 * A back-office form that stores a record: the notice (a status region), the errors (an alert: the
 * form's own and how many fields need a correction), the form and its actions. Fields show their own
 * errors (Field.tsx), which the form hands them by name.
 */
export function AdminEditForm(props: {
  form: EditFormState;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** A new key remounts the form, so its controls show what was stored. */
  formKey: string;
  submitLabel?: string;
  /** After the submit button (Delete…). */
  actions?: ReactNode;
  /** The browser checks the controls (required, pattern) before a submit, where there is no schema check of ours. */
  browserChecks?: boolean;
  className?: string;
  style?: CSSProperties;
  children: ReactNode;
}) {
  const { form } = props;
  const corrections = correctionsText(form.errors, form.groups);
  return (
    <>
      <p role="status">{form.notice}</p>
      <div role="alert">
        {form.errors[''] && <p className="admin-error">{form.errors['']}</p>}
        {corrections && <p className="admin-error">{corrections}</p>}
      </div>
      <form
        ref={form.formRef}
        noValidate={!props.browserChecks}
        onSubmit={props.onSubmit}
        key={props.formKey}
        className={props.className ?? 'admin-form'}
        style={props.style}
      >
        <FieldErrorsContext value={form.errors}>{props.children}</FieldErrorsContext>
        <p className="admin-actions">
          <button type="submit" className="primary" aria-disabled={form.busy}>
            {props.submitLabel ?? 'Save'}
          </button>
          {props.actions}
        </p>
      </form>
    </>
  );
}
