import { useRouteLoaderData } from 'react-router';
import type { loader as rootLoader } from '~/root';
import { createTranslator, type MessageKey } from '~/i18n/translate';

/** The root loader data (store, messages, layout data); undefined only if the root loader itself failed. */
export function useRootData() {
  return useRouteLoaderData<typeof rootLoader>('root');
}

export type RootData = NonNullable<ReturnType<typeof useRootData>>;

/** "{page} | {store}" for a route's meta function, from the root match's data. */
export function pageTitle(root: RootData | undefined, page: MessageKey): string {
  const t = createTranslator(root?.messages ?? {});
  return root ? t('meta.pageTitle', { page: t(page), store: root.store.name }) : t(page);
}
