import type { ShouldRevalidateFunction } from 'react-router';
import { CategoryPage } from '~/features/category/CategoryPage';
import { loadCategoryPage } from '~/features/category/category-data.server';
import { categoryMeta } from '~/features/category/category-meta';
import { isLoadMoreNavigation } from '~/features/category/query-string';
import type { Route } from './+types/category';

export function loader({ context, params, request }: Route.LoaderArgs) {
  return loadCategoryPage(context, params['*'], new URL(request.url));
}

/** A category listing is the same for every visitor. */
export function headers(): HeadersInit {
  return { 'Cache-Control': 'public, max-age=60, stale-while-revalidate=300' };
}

export function meta({ loaderData, matches }: Route.MetaArgs): Route.MetaDescriptors {
  return loaderData ? categoryMeta(loaderData, matches) : [];
}

/** "Load more" already appended the items in the browser; raising ?page= only updates the shareable URL. */
export const shouldRevalidate: ShouldRevalidateFunction = ({ currentUrl, nextUrl, defaultShouldRevalidate }) =>
  isLoadMoreNavigation(currentUrl, nextUrl) ? false : defaultShouldRevalidate;

export default function Category({ loaderData }: Route.ComponentProps) {
  return <CategoryPage data={loaderData} />;
}
