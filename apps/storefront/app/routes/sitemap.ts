import { collectSitemapEntries } from '~/features/seo/index.server';
import { renderSitemap } from '~/features/seo';
import { requestOrigin } from '~/lib/seo';
import type { Route } from './+types/sitemap';

/** /sitemap.xml for the store the request's host selects. */
export async function loader({ request, context }: Route.LoaderArgs) {
  try {
    const origin = requestOrigin(request);
    const xml = renderSitemap(origin, await collectSitemapEntries(context, origin));
    return new Response(xml, {
      headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
    });
  } catch (error) {
    // A partial sitemap would tell crawlers that pages are gone: answer "try later" instead.
    console.error(`[storefront ${context.requestId}] could not build the sitemap:`, error);
    return new Response('Sitemap temporarily unavailable', {
      status: 503,
      headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store', 'Retry-After': '300' },
    });
  }
}
