import { cmsPageMeta } from '~/features/content/cms-meta';
import { loadCmsPage } from '~/features/content/cms-page.server';
import { CmsPageView } from '~/features/content/CmsPageView';
import { PUBLIC_PAGE_CACHE } from '~/features/seo';
import type { Route } from './+types/cms-page';

export function loader({ request, context, params }: Route.LoaderArgs) {
  return loadCmsPage(request, context, params.slug);
}

export function headers(): HeadersInit {
  return { 'Cache-Control': PUBLIC_PAGE_CACHE };
}

export function meta({ loaderData, matches }: Route.MetaArgs): Route.MetaDescriptors {
  return loaderData ? cmsPageMeta(loaderData, matches[0].loaderData) : [];
}

export default function CmsPage({ loaderData }: Route.ComponentProps) {
  return <CmsPageView page={loaderData} />;
}
