import { isRouteErrorResponse, Link, useLocation } from 'react-router';
import { useT } from '~/i18n/useT';
import { useRootData } from '~/lib/root-data';
import { buttonClass } from '~/ui/button';
import { Container } from '~/ui/Container';

interface MessageViewProps {
  code: string;
  title: string;
  text: string;
  metaTitle: string;
  retry?: boolean;
  details?: string;
  homeLabel?: string;
}

function MessageView({ code, title, text, metaTitle, retry = false, details, homeLabel }: MessageViewProps) {
  const t = useT();
  const storeName = useRootData()?.store.name;
  return (
    <Container className="py-16 sm:py-24">
      <title>{storeName ? t('meta.pageTitle', { page: metaTitle, store: storeName }) : metaTitle}</title>
      <div className="mx-auto max-w-xl text-center">
        <CrabMark />
        <p className="mt-6 text-sm font-semibold tracking-widest text-accent-text uppercase">{code}</p>
        <h1 className="mt-2 text-4xl font-semibold text-navy-900 sm:text-5xl">{title}</h1>
        <p className="mt-4 text-lg leading-8 text-muted">{text}</p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <Link to="/" className={buttonClass('primary')}>
            {homeLabel ?? t('error.backHome')}
          </Link>
          {retry ? (
            // A plain link to the current URL: a full reload, with or without JavaScript.
            <a href="" className={buttonClass('ghost')}>
              {t('error.tryAgain')}
            </a>
          ) : null}
        </div>
        {details ? (
          <details className="mt-10 text-left">
            <summary className="cursor-pointer font-medium">{t('error.details')}</summary>
            <pre className="mt-3 overflow-x-auto rounded-lg bg-navy-950 p-4 text-xs text-sand-50">{details}</pre>
          </details>
        ) : null}
      </div>
    </Container>
  );
}

export function NotFoundView() {
  const t = useT();
  return (
    <MessageView
      code={t('error.notFound.code')}
      title={t('error.notFound.title')}
      text={t('error.notFound.text')}
      metaTitle={t('error.notFound.meta')}
    />
  );
}

export function GenericErrorView({ status = 500, details }: { status?: number; details?: string }) {
  const t = useT();
  return (
    <MessageView
      code={t('error.generic.code', { status })}
      title={t('error.generic.title')}
      text={t('error.generic.text')}
      metaTitle={t('error.generic.meta')}
      retry
      details={details}
    />
  );
}

/** A page the service worker never kept was asked for while the device is offline (a category: its own words). */
export function OfflineView() {
  const t = useT();
  const category = useLocation().pathname.startsWith('/c/');
  return (
    <MessageView
      code={t('error.offline.code')}
      title={t('error.offline.title')}
      text={t(category ? 'error.offline.category' : 'error.offline.text')}
      metaTitle={t('error.offline.title')}
      homeLabel={t('error.offline.ok')}
    />
  );
}

/** The right view for whatever a loader or component threw (404 -> not found, offline -> offline). */
export function ErrorView({ error }: { error: unknown }) {
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return <OfflineView />;
  if (isRouteErrorResponse(error)) {
    return error.status === 404 ? <NotFoundView /> : <GenericErrorView status={error.status} />;
  }
  const details = import.meta.env.DEV && error instanceof Error ? (error.stack ?? error.message) : undefined;
  return <GenericErrorView details={details} />;
}

/** A little line-drawn crab, decorative. */
function CrabMark() {
  return (
    <svg
      viewBox="0 0 96 64"
      width="96"
      height="64"
      aria-hidden="true"
      focusable="false"
      className="mx-auto text-accent"
      fill="none"
      stroke="currentColor"
      strokeWidth="3"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <ellipse cx="48" cy="38" rx="22" ry="13" />
      <path d="M40 26l-3-8M56 26l3-8" />
      <circle cx="37" cy="16" r="2.5" fill="currentColor" />
      <circle cx="59" cy="16" r="2.5" fill="currentColor" />
      <path d="M27 33c-8-2-14-8-15-16 5 1 9 4 10 8M69 33c8-2 14-8 15-16-5 1-9 4-10 8" />
      <path d="M12 17c-3-4-2-9 2-11 1 4 0 7-2 11zM84 17c3-4 2-9-2-11-1 4 0 7 2 11z" />
      <path d="M28 43l-10 6M30 48l-8 9M68 43l10 6M66 48l8 9" />
    </svg>
  );
}
