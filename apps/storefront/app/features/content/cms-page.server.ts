import { data, type AppLoadContext } from 'react-router';
import type { CmsPageDocument } from '@shoreline/domain';
import { languageAlternates, pageSeo } from '~/features/seo/index.server';
import { requestOrigin } from '~/lib/seo';
import { htmlInStore, storePathPrefix } from '~/lib/store-paths';
import { shiftHeadings, splitFaq } from './cms-html';
import { cmsPageHref, isPlausibleSlug } from './cms-links';
import type { CmsPageData, InfoLink } from './types';

/** CMS pages whose h2-per-question content renders as an expandable list. */
const FAQ_PAGES = new Set(['faq']);
const INFO_LINKS_SIZE = 50;

/** The active CMS page with this identifier, or null. */
export async function findCmsPage(api: AppLoadContext['api'], identifier: string): Promise<CmsPageDocument | null> {
  const result = await api.catalog.search('cms_page', { query: { filters: [{ key: 'identifier', value: identifier }] }, size: 1 });
  const page = result.items[0];
  return page && page.active !== false ? page : null;
}

/** A CMS page by identifier; an unknown or inactive one is a 404 (logged with the spec's message). */
export async function loadCmsPage(request: Request, context: AppLoadContext, identifier: string): Promise<CmsPageData> {
  const path = cmsPageHref(identifier);
  const [page, infoLinks, alternates] = isPlausibleSlug(identifier)
    ? await Promise.all([
        findCmsPage(context.api, identifier),
        loadInfoLinks(context),
        // Only the views that have this page (active, same identifier) name a version of it.
        languageAlternates(requestOrigin(request), context, path, async (viewApi) => (await findCmsPage(viewApi, identifier)) !== null),
      ])
    : [null, [], []];
  if (!page) {
    console.warn(`[storefront ${context.requestId}] CMS query returned empty result: ${identifier}`);
    throw data(null, { status: 404 });
  }
  const html = htmlInStore(shiftHeadings(page.content ?? ''), storePathPrefix(context.store));
  return {
    identifier: page.identifier,
    title: page.title,
    heading: page.content_heading || page.title,
    html,
    faq: FAQ_PAGES.has(page.identifier) ? splitFaq(html) : null,
    metaTitle: page.meta_title || page.title,
    metaDescription: page.meta_description,
    infoLinks,
    seo: { ...pageSeo(request, context, path), alternates },
  };
}

/** The other active CMS pages (about, shipping, returns ...); the page still renders if this fails. */
async function loadInfoLinks({ api, requestId }: AppLoadContext): Promise<InfoLink[]> {
  try {
    const result = await api.catalog.search('cms_page', {
      query: { filters: [{ key: 'active', value: true }] },
      includeFields: ['identifier', 'title'],
      size: INFO_LINKS_SIZE,
    });
    return result.items.map((page) => ({ href: cmsPageHref(page.identifier), label: page.title }));
  } catch (error) {
    console.error(`[storefront ${requestId}] could not load the CMS page list:`, error);
    return [];
  }
}
