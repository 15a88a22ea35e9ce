import { buttonClass } from '~/ui/button';
import { FormStatus, type FormNotice } from '~/ui/forms/FormStatus';

interface AuthFormEndProps {
  notice: FormNotice;
  busy: boolean;
  submitLabel: string;
  /** The question before the switch ("No account yet?"), if any. */
  prompt?: string;
  switchLabel: string;
  onSwitch: () => void;
}

/** The end of a sign-in dialog's form: its status, the submit button and the way to another of its views. */
export function AuthFormEnd({ notice, busy, submitLabel, prompt, switchLabel, onSwitch }: AuthFormEndProps) {
  return (
    <>
      <FormStatus notice={notice} />
      <button type="submit" className={buttonClass('primary', 'w-full')} aria-disabled={busy}>
        {submitLabel}
      </button>
      <p className="text-center text-sm">
        {prompt ? <>{prompt} </> : null}
        <button type="button" className="min-h-6 font-semibold underline underline-offset-4" onClick={onSwitch}>
          {switchLabel}
        </button>
      </p>
    </>
  );
}
