import { redirect } from 'react-router';

export function loader() {
  return redirect('/admin/orders', { headers: { 'Cache-Control': 'no-store' } });
}
