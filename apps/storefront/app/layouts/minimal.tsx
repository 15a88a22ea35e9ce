import { Outlet } from 'react-router';
import { LazyErrorView } from '~/features/errors/LazyErrorView';
import { MinimalShell } from '~/features/layout/Shells';
import type { Route } from './+types/minimal';
import { AuthModalSlot } from './auth-modal-slot';

/** Logo-only header and a small footer (checkout and error pages). */
export default function MinimalLayout() {
  return (
    <MinimalShell>
      <Outlet />
      <AuthModalSlot />
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
