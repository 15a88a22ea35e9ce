import { useEffect, useId, useRef } from 'react';
import { Form, useNavigation } from 'react-router';
import type { ContactField } from '@shoreline/domain/forms/contact';
import { useT } from '~/i18n/useT';
import { buttonClass } from '~/ui/button';
import { CONTACTS_PATH } from './contact-links';
import { TextField } from '~/ui/TextField';
import type { ContactActionResult, ContactLimits, ContactValues } from './types';

const FIELD_ORDER: readonly ContactField[] = ['name', 'email', 'subject', 'message'];
const EMPTY: ContactValues = { name: '', email: '', subject: '', message: '', sendCopy: false };

interface ContactFormProps {
  limits: ContactLimits;
  /** The last answer of the page's action, if any. */
  result: ContactActionResult | undefined;
}

/**
 * The contact form: a plain POST form that the server validates and sends, so it
 * works without JavaScript (then the browser's own constraint checks run first).
 * With JavaScript the server's messages are shown for every field, focus moves to
 * the first problem, and a sent message clears the form.
 */
export function ContactForm({ limits, result }: ContactFormProps) {
  const t = useT();
  const idPrefix = useId();
  const navigation = useNavigation();
  const sending = navigation.state !== 'idle' && navigation.formAction === CONTACTS_PATH;
  const statusRef = useRef<HTMLDivElement>(null);
  const fieldId = (field: ContactField) => `${idPrefix}-${field}`;

  const errors = result?.status === 'invalid' ? result.errors : {};
  const values = result && result.status !== 'sent' ? result.values : EMPTY;
  const firstInvalid = FIELD_ORDER.find((field) => errors[field]);
  const errorText = (field: ContactField) => {
    const code = errors[field];
    return code ? t(`contact.error.${code}`) : null;
  };

  /** What every text field takes from the form's state: its id and name, label, the value sent back, its error. */
  const field = (name: ContactField) => ({
    id: fieldId(name),
    name,
    label: t(`contact.form.${name}`),
    defaultValue: values[name],
    error: errorText(name),
    autoFocus: firstInvalid === name,
  });

  // Each answer of the action moves focus: to the first field with a problem, else to the status message.
  useEffect(() => {
    if (!result) return;
    const first = result.status === 'invalid' ? FIELD_ORDER.find((field) => result.errors[field]) : undefined;
    const target = first ? document.getElementById(`${idPrefix}-${first}`) : statusRef.current;
    target?.focus();
  }, [result, idPrefix]);

  return (
    <>
      {result?.status === 'sent' ? (
        <div
          ref={statusRef}
          tabIndex={-1}
          role="status"
          className="mb-6 rounded-2xl bg-navy-900 p-5 text-sand-50 on-dark focus-visible:outline-offset-2"
        >
          <p className="font-semibold">{t('contact.sent.title')}</p>
          <p className="mt-1 text-navy-200">{t(result.copyRequested ? 'contact.sent.copy' : 'contact.sent.text')}</p>
        </div>
      ) : null}
      <Form
        key={result?.status === 'sent' ? result.id : 'contact'}
        method="post"
        action={CONTACTS_PATH}
        // Once JavaScript runs the server's messages replace the browser's bubbles.
        ref={(form) => {
          if (form) form.noValidate = true;
        }}
        className="grid gap-5"
      >
        <p className="text-sm text-muted">{t('contact.form.allRequired')}</p>
        <TextField {...field('name')} autoComplete="name" required minLength={limits.nameMin} maxLength={limits.nameMax} />
        <TextField
          {...field('email')}
          type="email"
          autoComplete="email"
          inputMode="email"
          spellCheck={false}
          required
          maxLength={limits.emailMax}
        />
        <TextField {...field('subject')} required maxLength={limits.subjectMax} />
        <TextField
          multiline
          {...field('message')}
          hint={t('contact.form.messageHint', { min: limits.messageMin })}
          required
          minLength={limits.messageMin}
          maxLength={limits.messageMax}
          rows={6}
        />
        <label className="flex min-h-11 cursor-pointer items-center gap-3 font-medium text-navy-900">
          <input type="checkbox" name="sendCopy" defaultChecked={values.sendCopy} className="size-5 shrink-0 accent-navy-900" />
          {t('contact.form.sendCopy')}
        </label>
        {result?.status === 'failed' ? (
          <div
            ref={statusRef}
            tabIndex={-1}
            role="alert"
            className="rounded-xl bg-crab-700/10 p-4 font-medium text-crab-800 ring-1 ring-crab-700/30"
          >
            {t('contact.failed')}
          </div>
        ) : null}
        <div>
          <button type="submit" className={buttonClass('primary', 'w-full sm:w-auto')} disabled={sending}>
            {sending ? t('contact.form.sending') : t('contact.form.submit')}
          </button>
        </div>
      </Form>
    </>
  );
}
