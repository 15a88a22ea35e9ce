import { useEffect, useId, useRef, type MouseEvent } from 'react';
import type { AuthOpenDetail, AuthView } from '~/features/session';
import { useT } from '~/i18n/useT';
import { CloseIcon } from '~/ui/icons';
import { AUTH_TITLES, AuthForm } from './AuthViews';

interface AuthModalProps {
  request: AuthOpenDetail | null;
  onSwitch: (view: AuthView) => void;
  onClose: () => void;
}

/**
 * The auth element as a modal dialog (native <dialog>: the page behind is inert, Tab stays inside,
 * Escape closes). The host gives focus back to the control that opened it.
 */
export default function AuthModal({ request, onSwitch, onClose }: AuthModalProps) {
  const t = useT();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleRef = useRef<HTMLHeadingElement>(null);
  const titleId = useId();
  const open = request !== null;
  const view = request?.view ?? 'login';

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    else if (!open && dialog.open) dialog.close();
  }, [open]);

  // Each view starts at its first field, so keyboard and screen reader users land in the form.
  useEffect(() => {
    if (!open) return;
    const first = dialogRef.current?.querySelector<HTMLInputElement>('form input');
    (first ?? titleRef.current)?.focus();
  }, [open, view]);

  function closeOnBackdrop(event: MouseEvent<HTMLDialogElement>) {
    if (event.target === event.currentTarget) dialogRef.current?.close();
  }

  return (
    <dialog
      ref={dialogRef}
      aria-labelledby={titleId}
      onClose={onClose}
      onClick={closeOnBackdrop}
      className="m-auto max-h-dvh w-full max-w-lg overflow-y-auto rounded-none bg-sand-50 p-0 text-navy-900 shadow-2xl backdrop:bg-navy-950/60 sm:max-h-[90dvh] sm:rounded-3xl"
      data-testid="auth-modal"
    >
      <div className="px-5 pt-5 pb-7 sm:px-8 sm:pt-7">
        <div className="flex items-start justify-between gap-4">
          <h2 id={titleId} ref={titleRef} tabIndex={-1} className="font-display text-3xl font-semibold focus:outline-none">
            {t(AUTH_TITLES[view])}
          </h2>
          <button
            type="button"
            className="-mt-1 -mr-2 inline-flex size-11 shrink-0 items-center justify-center rounded-full hover:bg-navy-900/8"
            aria-label={t('account.modal.close')}
            onClick={() => dialogRef.current?.close()}
          >
            <CloseIcon />
          </button>
        </div>
        {request?.reason === 'expired' ? (
          <p role="alert" className="mt-3 rounded-xl border border-crab-700/40 bg-crab-300/10 px-4 py-3 text-sm font-medium text-crab-800">
            {t('account.modal.expired')}
          </p>
        ) : null}
        <div className="mt-5">
          {open ? <AuthForm key={view} view={view} onSwitch={onSwitch} onDone={() => dialogRef.current?.close()} /> : null}
        </div>
      </div>
    </dialog>
  );
}
