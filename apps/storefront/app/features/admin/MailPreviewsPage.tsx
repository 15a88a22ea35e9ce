import { useEffect, useId, useState } from 'react';
import { Link } from 'react-router';
import { MAIL_PREVIEW_LANGUAGES, type MailPreviewRow, type MailPreviewWire } from '@shoreline/domain/wire/mail-previews';
import { adminCall, failureText } from './admin-api';
import { SelectField } from './Field';
import { AdminError, Loading } from './Notices';

type Language = (typeof MAIL_PREVIEW_LANGUAGES)[number];
const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', de: 'Deutsch', it: 'Italiano' };
/** The widths a mail is checked at: a small phone and a desktop client's reading pane. */
const WIDTHS = [375, 600] as const;

/** One answer of the API, read again whenever its path changes: the data, or why it could not be read. */
function useAdminRead<T>(path: string | null): { data: T | null; error: string } {
  const [state, setState] = useState<{ path: string | null; data: T | null; error: string }>({ path: null, data: null, error: '' });
  useEffect(() => {
    if (!path) return;
    let current = true;
    void adminCall<T>('GET', path).then((answer) => {
      if (current) setState({ path, data: answer.ok ? answer.data : null, error: answer.ok ? '' : failureText(answer.error) });
    });
    return () => {
      current = false;
    };
  }, [path]);
  return state.path === path ? state : { data: null, error: '' };
}

/** The mail in a sandboxed frame (no script, no same origin, no forms) at the width chosen, and its plain-text part. */
function MailFrame({ mail, width }: { mail: MailPreviewWire; width: number }) {
  return (
    <>
      <p>
        <strong>Subject:</strong> {mail.subject}
      </p>
      <iframe
        title={`Preview: ${mail.subject}`}
        sandbox=""
        srcDoc={mail.html}
        data-testid="mail-frame"
        style={{ width: `${width}px`, maxWidth: '100%', height: '900px', border: '1px solid #b8c6d9', background: '#fff' }}
      />
      <details>
        <summary>Plain-text part</summary>
        <pre style={{ whiteSpace: 'pre-wrap' }}>{mail.text}</pre>
      </details>
    </>
  );
}

/**
 * The shop's transactional mails with sample data, in each store view's language, at a phone's and a desktop client's
 * width: what a buyer's inbox shows before a real order goes out.
 */
export function MailPreviewsPage({ name }: { name?: string }) {
  const titleId = useId();
  const [lang, setLang] = useState<Language>('en');
  const [width, setWidth] = useState<number>(WIDTHS[1]);
  const list = useAdminRead<MailPreviewRow[]>('mail-previews');
  const chosen = name ?? list.data?.[0]?.name ?? null;
  const preview = useAdminRead<MailPreviewWire>(chosen ? `mail-previews/${encodeURIComponent(chosen)}?lang=${lang}` : null);

  return (
    <section aria-labelledby={titleId}>
      <h1 id={titleId}>Mail previews</h1>
      <AdminError message={list.error} />
      {list.data && (
        <nav aria-label="Mails">
          <ul className="admin-options">
            {list.data.map((row) => (
              <li key={row.name}>
                <Link to={`/admin/mails/${row.name}`} aria-current={row.name === chosen ? 'page' : undefined}>
                  {row.title}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
      <div className="admin-filters">
        <SelectField label="Language" name="lang" value={lang} onChange={(event) => setLang(event.target.value as Language)}>
          {MAIL_PREVIEW_LANGUAGES.map((code) => (
            <option key={code} value={code}>
              {LANGUAGE_NAMES[code]}
            </option>
          ))}
        </SelectField>
        <SelectField label="Width" name="width" value={String(width)} onChange={(event) => setWidth(Number(event.target.value))}>
          {WIDTHS.map((value) => (
            <option key={value} value={value}>
              {value} px
            </option>
          ))}
        </SelectField>
      </div>
      {chosen && (preview.data ? <MailFrame mail={preview.data} width={width} /> : <Loading error={preview.error} />)}
    </section>
  );
}
