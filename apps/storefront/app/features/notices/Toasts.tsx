import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useT } from '~/i18n/useT';
import type { MessageKey } from '~/i18n/translate';
import type { AppNotice } from './notify';

/** A notice as the overlay host received it (ids grow with every event it receives). */
export interface PostedNotice {
  id: number;
  notice: AppNotice;
}

type Toast = AppNotice & { id: number };

const DEFAULT_TTL_MS = 5000;

function toneOf(type: AppNotice['type']): string {
  if (type === 'error') return 'bg-crab-800';
  if (type === 'warning') return 'bg-navy-700';
  return 'bg-navy-900';
}

/**
 * The toast region (an identical repeat of the last notice is ignored; each goes after its
 * lifetime, 5000 ms unless said otherwise). Its texts are keys of the 'cart' namespace or the server's
 * own messages; the host loads the namespace with this code.
 */
export function Toasts({ notices }: { notices: readonly PostedNotice[] }) {
  const t = useT();
  const [toasts, setToasts] = useState<Toast[]>([]);
  const seen = useRef(0);
  const last = useRef('');

  function dismiss(id: number) {
    setToasts((shown) => {
      const left = shown.filter((toast) => toast.id !== id);
      if (left.length === 0) last.current = '';
      return left;
    });
  }

  useEffect(() => {
    for (const { id, notice } of notices) {
      if (id <= seen.current) continue;
      seen.current = id;
      if (!notice.message || notice.message === last.current) continue;
      last.current = notice.message;
      setToasts((shown) => [...shown, { ...notice, id }]);
      if (!notice.hasNoTimeout) setTimeout(() => dismiss(id), notice.timeToLive || DEFAULT_TTL_MS);
    }
  }, [notices]);

  return (
    <div
      aria-live="polite"
      className="pointer-events-none fixed inset-x-0 bottom-0 z-50 flex flex-col items-center gap-2 p-3 sm:inset-x-auto sm:right-0 sm:items-end"
    >
      {toasts.map((toast) => (
        <div
          key={toast.id}
          role={toast.type === 'error' ? 'alert' : 'status'}
          data-notice-type={toast.type}
          className={`pointer-events-auto flex w-full max-w-md flex-wrap items-center gap-3 rounded-xl px-4 py-3 text-sm font-medium text-white shadow-xl ${toneOf(toast.type)}`}
        >
          <p className={toast.actions ? 'basis-full' : 'flex-1'}>{t(toast.message as MessageKey, toast.values)}</p>
          {toast.action2 ? (
            <Link
              to={toast.action2.href}
              className="inline-flex min-h-6 items-center underline underline-offset-4"
              onClick={() => dismiss(toast.id)}
            >
              {t(toast.action2.label as MessageKey)}
            </Link>
          ) : null}
          {(toast.actions ?? [{ label: toast.action1 ?? 'cart.notice.ok', onSelect: () => undefined }]).map((action) => (
            <button
              key={action.label}
              type="button"
              className="min-h-6 rounded-full px-3 py-1 ring-1 ring-white/70"
              onClick={() => {
                dismiss(toast.id);
                action.onSelect();
              }}
            >
              {t(action.label as MessageKey)}
            </button>
          ))}
        </div>
      ))}
    </div>
  );
}
