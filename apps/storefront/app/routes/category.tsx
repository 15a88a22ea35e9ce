import { data, type ShouldRevalidateFunction } from 'react-router';
import { forwardVariant, isOneOf, variantHeaders } from '@shoreline/domain/cache-variant';
import { CategoryPage } from '~/features/category/CategoryPage';
import { loadCategoryPage } from '~/features/category/category-data.server';
import { categoryMeta } from '~/features/category/category-meta.server';
import { isLoadMoreNavigation } from '~/features/category/query-string';
import type { Route } from './+types/category';
import { PUBLIC_PAGE_CACHE } from '~/features/seo';

export async function loader({ context, params, request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const page = await loadCategoryPage(context, params['*'], url);
  return data(
    { ...page, meta: await categoryMeta(page, context) },
    { headers: variantHeaders(url, isOneOf(new URLSearchParams(page.usedQuery))) },
  );
}

/** A category listing is the same for every visitor. */
export function headers({ loaderHeaders }: Route.HeadersArgs): HeadersInit {
  return { 'Cache-Control': PUBLIC_PAGE_CACHE, ...forwardVariant(loaderHeaders) };
}

/** Title, description, canonical, hreflang, Open Graph and breadcrumbs come ready from the loader. */
export function meta({ loaderData }: Route.MetaArgs): Route.MetaDescriptors {
  return loaderData?.meta ?? [];
}

/** "Load more" already appended the items in the browser; raising ?page= only updates the shareable URL. */
export const shouldRevalidate: ShouldRevalidateFunction = ({ currentUrl, nextUrl, defaultShouldRevalidate }) =>
  isLoadMoreNavigation(currentUrl, nextUrl) ? false : defaultShouldRevalidate;

export default function Category({ loaderData }: Route.ComponentProps) {
  return <CategoryPage data={loaderData} />;
}
