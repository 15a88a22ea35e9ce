import { robotsTxt } from '~/features/seo';
import { requestOrigin } from '~/lib/seo';
import type { Route } from './+types/robots';

/** /robots.txt naming the sitemap of the host it was requested on. */
export function loader({ request }: Route.LoaderArgs) {
  return new Response(robotsTxt(requestOrigin(request)), {
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
  });
}
