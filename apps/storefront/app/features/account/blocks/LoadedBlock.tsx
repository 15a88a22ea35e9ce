import { useEffect, useId, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { SessionApi } from '~/features/session';
import { useT } from '~/i18n/useT';
import { FormStatus } from '~/ui/forms/FormStatus';

/** What a block fetched for the customer: nothing yet (null), the data, or the failure. */
export type Loaded<T> = { data: T } | { failed: true } | null;

/** Fetches a block's data once per session; an answer arriving after the block went away is dropped. */
export function useSessionData<T>(session: SessionApi, fetch: (session: SessionApi) => Promise<T | null>): Loaded<T> {
  const [loaded, setLoaded] = useState<Loaded<T>>(null);
  useEffect(() => {
    let active = true;
    void fetch(session).then((data) => {
      if (active) setLoaded(data ? { data } : { failed: true });
    });
    return () => {
      active = false;
    };
  }, [session, fetch]);
  return loaded;
}

interface LoadedBlockProps {
  title: string;
  className: string;
  /** Said while the data is on its way (the block is busy until it came or failed). */
  loadingText: string;
  loaded: { failed: true } | object | null;
  children: ReactNode;
}

/** An account block: a section named by its heading. */
export function AccountBlock(props: { title: string; className: string; busy?: boolean; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={`${id}-title`} className={props.className} aria-busy={props.busy}>
      <h2 id={`${id}-title`} className="font-display text-2xl font-semibold">
        {props.title}
      </h2>
      {props.children}
    </section>
  );
}

/** An account block whose content comes from the API: its heading, the loading line, the failure notice. */
export function LoadedBlock({ title, className, loadingText, loaded, children }: LoadedBlockProps) {
  const t = useT();
  return (
    <AccountBlock title={title} className={className} busy={!loaded}>
      {!loaded ? <p role="status">{loadingText}</p> : null}
      {loaded && 'failed' in loaded ? <FormStatus notice={{ kind: 'error', text: t('account.error.generic') }} /> : null}
      {children}
    </AccountBlock>
  );
}

/** What an empty list of the account says, with the way back to the shop. */
export function EmptyNote({ text }: { text: string }) {
  const t = useT();
  return (
    <p className="text-muted">
      {text}{' '}
      <Link to="/" className="font-semibold text-navy-900 underline underline-offset-4">
        {t('account.recentlyViewed.browse')}
      </Link>
    </p>
  );
}
