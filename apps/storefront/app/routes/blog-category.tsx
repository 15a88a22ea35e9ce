import { blogListMeta } from '~/features/blog/blog-meta';
import { loadBlogCategory } from '~/features/blog/blog-data.server';
import { BlogListView } from '~/features/blog/BlogListView';
import { PUBLIC_PAGE_CACHE } from '~/features/seo/page-meta';
import type { Route } from './+types/blog-category';

export function loader({ request, context, params }: Route.LoaderArgs) {
  return loadBlogCategory(request, context, params.slug);
}

export function headers(): HeadersInit {
  return { 'Cache-Control': PUBLIC_PAGE_CACHE };
}

export function meta({ loaderData, matches }: Route.MetaArgs): Route.MetaDescriptors {
  return loaderData ? blogListMeta(loaderData, matches[0].loaderData) : [];
}

export default function BlogCategory({ loaderData }: Route.ComponentProps) {
  return <BlogListView list={loaderData} />;
}
