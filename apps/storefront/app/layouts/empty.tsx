import { Outlet } from 'react-router';
import { BareShell } from '~/features/layout/Shells';

/** Nothing around the content but a skip link and <main> (style guide). */
export default function EmptyLayout() {
  return (
    <BareShell>
      <Outlet />
    </BareShell>
  );
}
