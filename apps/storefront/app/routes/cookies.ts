import { redirect } from 'react-router';
import { acceptCookies } from '~/features/cookies/index.server';
import type { Route } from './+types/cookies';

/** The cookies bar's form posts here; a visit by address goes home. */
export function loader() {
  return redirect('/', { status: 303 });
}

export function action({ request }: Route.ActionArgs) {
  return acceptCookies(request);
}
