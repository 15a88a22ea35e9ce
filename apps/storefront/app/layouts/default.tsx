import { Outlet } from 'react-router';
import { LazyErrorView } from '~/features/errors/LazyErrorView';
import { DefaultShell } from '~/features/layout/Shells';
import type { Route } from './+types/default';
import { AuthModalSlot } from './auth-modal-slot';

/** Header + main + footer. */
export default function DefaultLayout() {
  return (
    <DefaultShell>
      <Outlet />
      <AuthModalSlot />
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
