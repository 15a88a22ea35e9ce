import { data } from 'react-router';
import { ErrorView, NotFoundView } from '~/features/errors/ErrorViews';
import type { Route } from './+types/not-found';

/** Any unmatched URL: a real 404 response, rendered inside the default layout. */
export function loader() {
  throw data(null, { status: 404 });
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorView error={error} />;
}

export default function NotFound() {
  return <NotFoundView />;
}
