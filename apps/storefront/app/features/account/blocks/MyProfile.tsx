import { useId, useState, type FormEvent } from 'react';
import { useT } from '~/i18n/useT';
import { buttonClass } from '~/ui/button';
import { changePassword, updateProfile } from '../account-api';
import { type FieldErrors, nameAndEmailRules, requiredProblem } from '../auth/validation';
import { CurrentPasswordField, NameFields, SetPasswordForm } from '../ui/AccountFields';
import { FormStatus, type FormNotice } from '~/ui/forms/FormStatus';
import { TextField } from '~/ui/TextField';
import type { BlockProps } from './BlockProps';
import { checkSubmit } from '../ui/focus-invalid';

/** MyProfile: the customer's name and e-mail, and the password change. */
export function MyProfile(props: BlockProps) {
  return (
    <div className="space-y-10">
      <ProfileDetails {...props} />
      <PasswordChange {...props} />
    </div>
  );
}

type ProfileField = 'firstname' | 'lastname' | 'email' | 'password';

const sameEmail = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

function ProfileDetails({ session, user }: BlockProps) {
  const t = useT();
  const id = useId();
  const [editing, setEditing] = useState(false);
  const [values, setValues] = useState({ firstname: user.firstname, lastname: user.lastname, email: user.email, password: '' });
  const [errors, setErrors] = useState<FieldErrors<ProfileField>>({});
  const [notice, setNotice] = useState<FormNotice>(null);
  const set = (field: ProfileField) => (value: string) => setValues((current) => ({ ...current, [field]: value }));
  const emailChanges = !sameEmail(values.email, user.email);

  function startEditing() {
    setValues({ firstname: user.firstname, lastname: user.lastname, email: user.email, password: '' });
    setNotice(null);
    setEditing(true);
  }

  async function save(event: FormEvent<HTMLFormElement>) {
    const rules = {
      ...nameAndEmailRules(values),
      password: () => (emailChanges ? requiredProblem(values.password) : null),
    };
    if (!checkSubmit<ProfileField>(event, rules, setErrors)) return;
    setNotice({ kind: 'progress', text: t('account.progress.saving') });
    const answer = await updateProfile(
      session,
      { firstname: values.firstname.trim(), lastname: values.lastname.trim(), email: values.email.trim() },
      emailChanges ? values.password : undefined,
    );
    if (!answer.ok) {
      setNotice({ kind: 'error', text: answer.error.message || t('account.error.generic') });
      return;
    }
    await session.reloadUser();
    setEditing(false);
    setNotice({ kind: 'success', text: t('account.profile.updated') });
  }

  const error = (field: ProfileField) => (errors[field] ? t(errors[field]) : null);
  return (
    <section aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="font-display text-2xl font-semibold">
        {t('account.profile.title')}
      </h2>
      {editing ? (
        <form noValidate onSubmit={save} className="mt-5 max-w-xl space-y-5">
          <NameFields id={id} values={values} onValue={set} errors={errors} />
          <TextField
            id={`${id}-email`}
            label={t('account.field.email')}
            type="email"
            autoComplete="email"
            value={values.email}
            onValue={set('email')}
            error={error('email')}
          />
          {emailChanges ? (
            <CurrentPasswordField
              id={`${id}-password`}
              hint={t('account.profile.passwordForEmail')}
              value={values.password}
              onValue={set('password')}
              error={error('password')}
            />
          ) : null}
          <FormStatus notice={notice} />
          <div className="flex flex-wrap gap-3">
            <button type="submit" className={buttonClass('primary')}>
              {t('account.action.save')}
            </button>
            <button type="button" className={buttonClass('ghost')} onClick={() => setEditing(false)}>
              {t('account.action.cancel')}
            </button>
          </div>
        </form>
      ) : (
        <div className="mt-5 max-w-xl space-y-5">
          <dl className="grid gap-4 rounded-2xl border border-navy-900/10 bg-white p-5 sm:grid-cols-2">
            <div>
              <dt className="text-sm text-muted">{t('account.profile.name')}</dt>
              <dd className="font-medium">
                {user.firstname} {user.lastname}
              </dd>
            </div>
            <div>
              <dt className="text-sm text-muted">{t('account.field.email')}</dt>
              <dd className="font-medium break-all">{user.email}</dd>
            </div>
          </dl>
          <FormStatus notice={notice} />
          <button type="button" className={buttonClass('ghost')} onClick={startEditing}>
            {t('account.profile.edit')}
          </button>
        </div>
      )}
    </section>
  );
}

function PasswordChange({ session, user }: BlockProps) {
  const t = useT();
  const id = useId();
  return (
    <section aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="font-display text-2xl font-semibold">
        {t('account.password.title')}
      </h2>
      <SetPasswordForm
        askCurrent
        className="mt-5 max-w-xl space-y-5"
        submitLabel={t('account.password.submit')}
        save={(password, current) => changePassword(session, current, password)}
        // After a password change the customer is logged in again with the new password.
        login={(password) => session.login(user.email, password)}
      />
    </section>
  );
}
