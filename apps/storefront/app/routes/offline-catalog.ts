import { loadLayoutData } from '~/features/layout/layout-data.server';
import type { Route } from './+types/offline-catalog';

/**
 * /offline-catalog.json for the store the host names: the category tree's top categories, whose first pages the
 * service worker keeps for offline browsing (within its budget, public/service-worker.js).
 */
export async function loader({ context }: Route.LoaderArgs) {
  const { categories } = await loadLayoutData(context.api, context.requestId);
  const tree = categories.map((category) => ({ id: category.id, name: category.label, path: category.href }));
  return new Response(JSON.stringify({ categories: tree, pages: tree.map((category) => category.path) }), {
    headers: { 'Content-Type': 'application/json', 'Cache-Control': 'public, no-cache' },
  });
}
