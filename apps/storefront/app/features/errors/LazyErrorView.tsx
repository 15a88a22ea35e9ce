import { Suspense } from 'react';
import { lazyNamed } from '~/lib/lazy-named';

const ErrorViewChunk = lazyNamed(() => import('./ErrorViews'), 'ErrorView');

/**
 * The error boundaries' view, in its own chunk: shoppers rarely see it, so it stays out of the
 * code every page hydrates. The server renders it in full (the document waits for it), and the
 * browser keeps that markup until the chunk has arrived.
 */
export function LazyErrorView({ error }: { error: unknown }) {
  return (
    <Suspense fallback={null}>
      <ErrorViewChunk error={error} />
    </Suspense>
  );
}
