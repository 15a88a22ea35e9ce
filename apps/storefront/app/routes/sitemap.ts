import { collectSitemapEntries, type SitemapSource } from '~/features/seo/index.server';
import { renderSitemap } from '~/features/seo';
import { blogSitemapPages } from '~/features/blog/index.server';
import { cmsSitemapPages } from '~/features/content/index.server';
import { contactSitemapPages } from '~/features/contact/index.server';
import { requestOrigin } from '~/lib/seo';
import type { Route } from './+types/sitemap';

/** The features whose pages the sitemap lists beside home, categories and products, in the sitemap's order. */
const SITEMAP_SOURCES: readonly SitemapSource[] = [cmsSitemapPages, blogSitemapPages, contactSitemapPages];

/** /sitemap.xml for the store the request's host selects. */
export async function loader({ request, context }: Route.LoaderArgs) {
  try {
    const origin = requestOrigin(request);
    const xml = renderSitemap(origin, await collectSitemapEntries(context, origin, SITEMAP_SOURCES));
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
