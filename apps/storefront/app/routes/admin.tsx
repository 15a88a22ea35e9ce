import { data, redirect, type ShouldRevalidateFunction } from 'react-router';
import { AdminApp } from '~/features/admin/AdminApp';
import { resolveAdminPath } from '~/features/admin/admin-screens';
import type { Route } from './+types/admin';

const NO_STORE = { 'Cache-Control': 'no-store' };

/** Staff pages are personal and must never be cached nor indexed. */
export function headers() {
  return { ...NO_STORE, 'X-Robots-Tag': 'noindex, nofollow' };
}

export function meta() {
  return [{ title: 'Shoreline back office' }, { name: 'robots', content: 'noindex, nofollow' }];
}

/** The screens load their data in the browser: the server only redirects, or says 404 for a path with no screen. */
export function loader({ params }: Route.LoaderArgs) {
  const found = resolveAdminPath(params['*'] ?? '');
  if (found.kind === 'redirect') return redirect(found.to, { headers: NO_STORE });
  return found.kind === 'missing' ? data(null, { status: 404, headers: NO_STORE }) : null;
}

/** Moving between screens asks the server nothing, unless the next path redirects. */
export const shouldRevalidate: ShouldRevalidateFunction = ({ nextParams }) => resolveAdminPath(nextParams['*'] ?? '').kind === 'redirect';

export default function AdminRoute({ params }: Route.ComponentProps) {
  return <AdminApp path={params['*'] ?? ''} />;
}
