import { lazy, Suspense } from 'react';

/** It renders nothing until asked, so it comes with the frame's chunk, after the page has hydrated (see Shells). */
const AuthModalHost = lazy(() => import('~/features/account/auth/AuthModalHost').then((module) => ({ default: module.AuthModalHost })));

/**
 * The sign-in dialog's host, in every frame a shopper signs in from: the default pages, and the checkout, where a
 * session that ended has to be said and signing in again offered.
 */
export function AuthModalSlot() {
  return (
    <Suspense fallback={null}>
      <AuthModalHost />
    </Suspense>
  );
}
