import { Outlet } from 'react-router';
import { AdminShell } from '~/features/admin/AdminShell';

/** Staff pages are personal and must never be cached nor indexed. */
export function headers() {
  return { 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex, nofollow' };
}

export function meta() {
  return [{ title: 'Shoreline back office' }, { name: 'robots', content: 'noindex, nofollow' }];
}

export default function AdminLayout() {
  return (
    <AdminShell>
      <Outlet />
    </AdminShell>
  );
}
