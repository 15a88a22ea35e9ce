import { data, type ShouldRevalidateFunction } from 'react-router';
import { forwardVariant, isNamed, variantHeaders } from '@shoreline/domain/cache-variant';
import { isLoadMoreNavigation } from '~/features/category/query-string';
import { SearchPage } from '~/features/search/SearchPage';
import { loadSearchPage } from '~/features/search/search-data.server';
import { searchMeta } from '~/features/search/search-meta';
import type { Route } from './+types/search';
import { PUBLIC_PAGE_CACHE } from '~/features/seo';

export async function loader({ context, request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const page = await loadSearchPage(context, url);
  return data(page, { headers: variantHeaders(url, isNamed('q', 'preview', 'sort', 'page', 'offset')) });
}

/** Results depend only on the URL: the same for every visitor. */
export function headers({ loaderHeaders }: Route.HeadersArgs): HeadersInit {
  return { 'Cache-Control': PUBLIC_PAGE_CACHE, ...forwardVariant(loaderHeaders) };
}

export function meta({ loaderData, matches }: Route.MetaArgs): Route.MetaDescriptors {
  return loaderData ? searchMeta(loaderData, matches) : [];
}

/** "Load more" already appended the items in the browser; raising ?page= only updates the shareable URL. */
export const shouldRevalidate: ShouldRevalidateFunction = ({ currentUrl, nextUrl, defaultShouldRevalidate }) =>
  isLoadMoreNavigation(currentUrl, nextUrl) ? false : defaultShouldRevalidate;

export default function Search({ loaderData }: Route.ComponentProps) {
  return <SearchPage data={loaderData} />;
}
