import { blogListMeta } from '~/features/blog/blog-meta';
import { loadBlogIndex } from '~/features/blog/blog-data.server';
import { BlogListView } from '~/features/blog/BlogListView';
import { PUBLIC_PAGE_CACHE } from '~/features/seo/page-meta';
import type { Route } from './+types/blog';

export function loader({ request, context }: Route.LoaderArgs) {
  return loadBlogIndex(request, context);
}

export function headers(): HeadersInit {
  return { 'Cache-Control': PUBLIC_PAGE_CACHE };
}

export function meta({ loaderData, matches }: Route.MetaArgs): Route.MetaDescriptors {
  return loaderData ? blogListMeta(loaderData, matches[0].loaderData) : [];
}

export default function Blog({ loaderData }: Route.ComponentProps) {
  return <BlogListView list={loaderData} />;
}
