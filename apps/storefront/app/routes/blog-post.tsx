import { blogPostMeta } from '~/features/blog/blog-meta';
import { loadBlogPost } from '~/features/blog/blog-data.server';
import { BlogPostView } from '~/features/blog/BlogPostView';
import { PUBLIC_PAGE_CACHE } from '~/features/seo';
import type { Route } from './+types/blog-post';

export function loader({ request, context, params }: Route.LoaderArgs) {
  return loadBlogPost(request, context, params.slug);
}

export function headers(): HeadersInit {
  return { 'Cache-Control': PUBLIC_PAGE_CACHE };
}

export function meta({ loaderData, matches }: Route.MetaArgs): Route.MetaDescriptors {
  return loaderData ? blogPostMeta(loaderData, matches[0].loaderData) : [];
}

export default function BlogPost({ loaderData }: Route.ComponentProps) {
  return <BlogPostView data={loaderData} />;
}
