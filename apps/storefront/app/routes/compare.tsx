import { ComparePage } from '~/features/saved-lists/ComparePage';
import { changeSavedList, loadComparePage, PRIVATE } from '~/features/saved-lists/saved-lists.server';
import { savedListMeta } from '~/features/saved-lists/saved-list-meta';
import { loadMessages } from '~/i18n/messages.server';
import { createTranslator } from '~/i18n/translate';
import type { Route } from './+types/compare';

export async function loader({ request, context }: Route.LoaderArgs) {
  const t = createTranslator(await loadMessages(context.store.i18n.defaultLocale));
  return loadComparePage(request, context, t);
}

export function action({ request, context }: Route.ActionArgs) {
  return changeSavedList(request, context, 'compare');
}

export function headers(): HeadersInit {
  return PRIVATE;
}

export function meta({ loaderData, matches }: Route.MetaArgs): Route.MetaDescriptors {
  return savedListMeta('compare', loaderData?.seo, matches);
}

export default function Compare({ loaderData }: Route.ComponentProps) {
  return <ComparePage data={loaderData} />;
}
