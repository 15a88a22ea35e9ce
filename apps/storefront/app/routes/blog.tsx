import { blogListMeta } from '~/features/blog/blog-meta';
import { loadBlogList } from '~/features/blog/blog-data.server';
import { BlogListView } from '~/features/blog/BlogListView';
import { PUBLIC_PAGE_CACHE } from '~/features/seo';
import { data } from 'react-router';
import { forwardVariant, isNamed, variantHeaders } from '@shoreline/domain/cache-variant';
import type { Route } from './+types/blog';

/** /blog and /blog/category/:slug (routes.ts): the newest posts, of all categories or of one. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const list = await loadBlogList(request, context, params.slug);
  return data(list, { headers: variantHeaders(new URL(request.url), isNamed('page')) });
}

export function headers({ loaderHeaders }: Route.HeadersArgs): HeadersInit {
  return { 'Cache-Control': PUBLIC_PAGE_CACHE, ...forwardVariant(loaderHeaders) };
}

export function meta({ loaderData, matches }: Route.MetaArgs): Route.MetaDescriptors {
  return loaderData ? blogListMeta(loaderData, matches[0].loaderData) : [];
}

export default function Blog({ loaderData }: Route.ComponentProps) {
  return <BlogListView list={loaderData} />;
}
