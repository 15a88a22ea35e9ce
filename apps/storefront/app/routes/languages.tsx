import { LanguagesPage, type LanguagesPageData } from '~/features/languages';
import { loadLanguagesPage } from '~/features/languages/index.server';
import { pageMeta } from '~/features/seo';
import { metaTranslator } from '~/lib/root-data';
import type { Route } from './+types/languages';

export function loader({ request, context }: Route.LoaderArgs): Promise<LanguagesPageData> {
  return loadLanguagesPage(request, context);
}

/** The page depends on where the visitor came from and on their browser's languages: never shared. */
export function headers(): HeadersInit {
  return { 'Cache-Control': 'private, no-store' };
}

export function meta({ loaderData, matches }: Route.MetaArgs): Route.MetaDescriptors {
  if (!loaderData) return [];
  const t = metaTranslator(matches);
  return pageMeta(loaderData.seo, {
    title: t('meta.pageTitle', { page: t('languages.title'), store: loaderData.seo.siteName }),
    noindex: true,
  });
}

export default function Languages({ loaderData }: Route.ComponentProps) {
  return <LanguagesPage page={loaderData} />;
}
