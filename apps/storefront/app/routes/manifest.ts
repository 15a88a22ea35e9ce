import { webAppManifest } from '~/features/pwa/manifest';
import type { Route } from './+types/manifest';

/** /manifest.webmanifest for the store the host names: what a phone installs. */
export function loader({ context }: Route.LoaderArgs) {
  return new Response(JSON.stringify(webAppManifest(context.store)), {
    headers: { 'Content-Type': 'application/manifest+json', 'Cache-Control': 'public, max-age=3600' },
  });
}
