import type { AuthView } from '~/features/session';
import type { MessageKey } from '~/i18n/translate';
import { useT } from '~/i18n/useT';
import { buttonClass } from '~/ui/button';
import { FormStatus, type FormNotice } from '~/ui/forms/FormStatus';

interface ViewEnd {
  submit: MessageKey;
  /** The question before the switch ("No account yet?"), if any. */
  prompt?: MessageKey;
  switchLabel: MessageKey;
  switchTo: AuthView;
}

/** Each view's submit button and the other view it offers. */
const ENDS: Record<AuthView, ViewEnd> = {
  login: {
    submit: 'account.login.submit',
    prompt: 'account.login.noAccount',
    switchLabel: 'account.login.toRegister',
    switchTo: 'register',
  },
  register: {
    submit: 'account.register.submit',
    prompt: 'account.register.haveAccount',
    switchLabel: 'account.register.toLogin',
    switchTo: 'login',
  },
  forgot: { submit: 'account.forgot.submit', switchLabel: 'account.forgot.toLogin', switchTo: 'login' },
};

interface AuthFormEndProps {
  view: AuthView;
  notice: FormNotice;
  busy: boolean;
  onSwitch: (view: AuthView) => void;
}

/** The end of a sign-in dialog's form: its status, the submit button and the way to another of its views. */
export function AuthFormEnd({ view, notice, busy, onSwitch }: AuthFormEndProps) {
  const t = useT();
  const end = ENDS[view];
  return (
    <>
      <FormStatus notice={notice} />
      <button type="submit" className={buttonClass('primary', 'w-full')} aria-disabled={busy}>
        {t(end.submit)}
      </button>
      <p className="text-center text-sm">
        {end.prompt ? <>{t(end.prompt)} </> : null}
        <button type="button" className="min-h-6 font-semibold underline underline-offset-4" onClick={() => onSwitch(end.switchTo)}>
          {t(end.switchLabel)}
        </button>
      </p>
    </>
  );
}
