import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { LazyErrorView } from '~/features/errors/LazyErrorView';
import { DefaultShell } from '~/features/layout/Shells';
import type { Route } from './+types/default';
import { lazyNamed } from '~/lib/lazy-named';

/** It renders nothing until asked, so it comes with the frame's chunk, after the page has hydrated (see Shells). */
const AuthModalHost = lazyNamed(() => import('~/features/account/auth/AuthModalHost'), 'AuthModalHost');

/** Header + main + footer. */
export default function DefaultLayout() {
  return (
    <DefaultShell>
      <Outlet />
      <Suspense fallback={null}>
        <AuthModalHost />
      </Suspense>
    </DefaultShell>
  );
}

/** A page of this layout failed: keep the shop's header and footer around the error. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <DefaultShell>
      <LazyErrorView error={error} />
    </DefaultShell>
  );
}
