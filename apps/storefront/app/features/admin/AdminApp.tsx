import { Suspense, useEffect } from 'react';
import { Link } from 'react-router';
import { resolveAdminPath } from './admin-screens';
import { AdminShell } from './AdminShell';

/** A path under /admin/ that names no screen (the document answered 404). */
function NoSuchScreen() {
  return (
    <section aria-labelledby="admin-missing-title">
      <h1 id="admin-missing-title">Page not found</h1>
      <p>
        There is no such page in the back office. <Link to="/admin/orders">Go to the orders</Link>.
      </p>
    </section>
  );
}

/**
 * The back office at one path after /admin/: its frame and the screen the path names, loaded on
 * demand. A path that leads elsewhere shows nothing: the route's loader is redirecting.
 */
export function AdminApp({ path }: { path: string }) {
  const found = resolveAdminPath(path);
  const screen = found.kind === 'screen' ? found.screen : null;

  // The screen's code loads while the frame checks the session, not after.
  useEffect(() => {
    void screen?.preload();
  }, [screen]);

  return (
    <AdminShell>
      {found.kind === 'screen' && (
        <Suspense fallback={<p role="status">Loading…</p>}>
          {/* Keyed by pattern: another entry starts afresh, as another route would, even where two entries show
              the same component (a coupon created at coupons/new opens at coupons/:code/edit). React would
              otherwise keep the state of a lazy component that resolves to the same function. */}
          <found.screen.Screen key={found.screen.pattern} {...found.params} />
        </Suspense>
      )}
      {found.kind === 'missing' && <NoSuchScreen />}
    </AdminShell>
  );
}
