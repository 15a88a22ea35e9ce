import { redirect } from 'react-router';

export function loader() {
  return redirect('/admin/content/pages', { headers: { 'Cache-Control': 'no-store' } });
}
