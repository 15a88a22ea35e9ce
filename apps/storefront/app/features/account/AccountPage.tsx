import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import type { PriceFormat } from '@shoreline/domain/money';
import { useHydrated } from '~/lib/use-hydrated';
import { useSession } from '~/features/session';
import { useT } from '~/i18n/useT';
import { useRootData } from '~/lib/root-data';
import { Container } from '~/ui/Container';
import type { AccountBlock } from './account-blocks';

// The screens load on demand (in parallel with the session), so the page's first load stays small.
// Their texts (the 'account' namespace) need no fetch: the my-account route returns them in its loader data.
const loadAccountScreen = () => import('./AccountScreen');
const loadGuestPanel = () => import('./GuestPanel');
const AccountScreen = lazy(loadAccountScreen);
const GuestPanel = lazy(loadGuestPanel);

interface AccountPageProps {
  block: AccountBlock;
  orderId: number | null;
  /** The store's money format, for the order page's amounts. */
  priceFormat: PriceFormat;
}

/**
 * The one account screen. The server renders only this shell (the same for everyone); the session
 * and the customer's data load in the browser. Guests get the sign-in form.
 */
export function AccountPage({ block, orderId, priceFormat }: AccountPageProps) {
  const t = useT();
  const hydrated = useHydrated();
  const session = useSession();
  const locale = useRootData()?.store.locale ?? 'en-US';

  useEffect(() => {
    void loadAccountScreen();
    void loadGuestPanel();
  }, []);

  const loading: ReactNode = hydrated ? (
    <p role="status" className="text-muted">
      {t('account.loading')}
    </p>
  ) : null;

  return (
    <Container className="py-8 sm:py-12">
      <h1 className="font-display text-4xl font-semibold text-navy-900 sm:text-5xl">{t('account.title')}</h1>
      <noscript>
        <p className="mt-6 max-w-xl rounded-2xl border border-navy-900/15 bg-white p-5">{t('account.noScript')}</p>
      </noscript>
      <div className="mt-8">
        {session.status === 'loading' ? (
          loading
        ) : (
          <Suspense fallback={loading}>
            {session.user ? (
              <AccountScreen
                block={block}
                orderId={orderId}
                session={session.session}
                user={session.user}
                locale={locale}
                priceFormat={priceFormat}
              />
            ) : (
              <GuestPanel />
            )}
          </Suspense>
        )}
      </div>
    </Container>
  );
}
