import { useEffect, useRef } from 'react';
import type { AuthOpenDetail, AuthView } from '~/features/session';
import { useT } from '~/i18n/useT';
import { Dialog } from '~/ui/Dialog';
import { AUTH_TITLES, AuthForm } from './AuthViews';

interface AuthModalProps {
  request: AuthOpenDetail | null;
  onSwitch: (view: AuthView) => void;
  onClose: () => void;
}

/**
 * The auth element in the shop's one Dialog (the page behind is inert, Tab stays inside, Escape
 * closes, focus goes back to the control that opened it).
 */
export default function AuthModal({ request, onSwitch, onClose }: AuthModalProps) {
  const t = useT();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const open = request !== null;
  const view = request?.view ?? 'login';

  // Each view starts at its first field, so keyboard and screen reader users land in the form.
  useEffect(() => {
    if (open) dialogRef.current?.querySelector<HTMLInputElement>('form input')?.focus();
  }, [open, view]);

  return (
    <Dialog
      open={open}
      onClose={onClose}
      dialogRef={dialogRef}
      keepOnNavigation
      testId="auth-modal"
      title={t(AUTH_TITLES[view])}
      closeLabel={t('account.modal.close')}
      className="m-auto max-h-dvh w-full max-w-lg overflow-y-auto rounded-none sm:max-h-[90dvh] sm:rounded-3xl"
      bodyClassName="px-5 pt-5 pb-7 sm:px-8 sm:pt-7"
      headerClassName="flex items-start justify-between gap-4 [&>button]:-mt-1 [&>button]:-mr-2"
      titleClassName="font-display text-3xl font-semibold"
    >
      {(close) => (
        <>
          {request?.reason === 'expired' ? (
            <p
              role="alert"
              className="mt-3 rounded-xl border border-crab-700/40 bg-crab-300/10 px-4 py-3 text-sm font-medium text-crab-800"
            >
              {t('account.modal.expired')}
            </p>
          ) : null}
          <div className="mt-5">{open ? <AuthForm key={view} view={view} onSwitch={onSwitch} onDone={close} /> : null}</div>
        </>
      )}
    </Dialog>
  );
}
