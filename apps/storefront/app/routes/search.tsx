import type { ShouldRevalidateFunction } from 'react-router';
import { isLoadMoreNavigation } from '~/features/category/query-string';
import { SearchPage } from '~/features/search/SearchPage';
import { loadSearchPage } from '~/features/search/search-data.server';
import { searchMeta } from '~/features/search/search-meta';
import type { Route } from './+types/search';

export function loader({ context, request }: Route.LoaderArgs) {
  return loadSearchPage(context, new URL(request.url));
}

/** Results depend only on the URL: the same for every visitor. */
export function headers(): HeadersInit {
  return { 'Cache-Control': 'public, max-age=60, stale-while-revalidate=300' };
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
