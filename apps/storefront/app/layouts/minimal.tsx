import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { LazyErrorView } from '~/features/errors/LazyErrorView';
import { MinimalShell } from '~/features/layout/Shells';
import type { Route } from './+types/minimal';
import { lazyNamed } from '~/lib/lazy-named';

/** As in the default layout: the checkout says a session that ended and offers to sign in again in the same dialog. */
const AuthModalHost = lazyNamed(() => import('~/features/account/auth/AuthModalHost'), 'AuthModalHost');

/** Logo-only header and a small footer (checkout and error pages). */
export default function MinimalLayout() {
  return (
    <MinimalShell>
      <Outlet />
      <Suspense fallback={null}>
        <AuthModalHost />
      </Suspense>
    </MinimalShell>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <MinimalShell>
      <LazyErrorView error={error} />
    </MinimalShell>
  );
}
