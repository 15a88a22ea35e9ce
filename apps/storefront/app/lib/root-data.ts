import { useRouteLoaderData } from 'react-router';
import type { LayoutData } from './layout-types';
import { matchedMessages, type MatchWithData } from '~/i18n/namespaces';
import { createTranslator, type MessageKey, type Translate } from '~/i18n/translate';
import type { PublicStore } from './store';

/**
 * What the root loader returns to every page: the store, the browsing texts, menus and footer, the year.
 * Declared here (and the loader typed with it) so the layout's code never imports root.tsx.
 */
export interface RootData {
  store: PublicStore;
  /** The browsing messages as JSON text, or in a document where to fetch them (read them with messagesIn). */
  messages: string;
  layout: LayoutData;
  /** The store's logo as HTML when the page carries it (features/layout/logo.server.ts). */
  logoHtml?: string;
  year: number;
}

/** The root loader data; undefined only if the root loader itself failed. */
export function useRootData(): RootData | undefined {
  return useRouteLoaderData<RootData>('root');
}

/** A meta function's `matches`: the root's match first, then the layout's and the page's. */
export type MetaMatches = readonly [{ loaderData: RootData | undefined } | undefined, ...MatchWithData[]];

/** The root's data as a meta function sees it. */
export function rootDataOf(matches: MetaMatches): RootData | undefined {
  return matches[0]?.loaderData;
}

/** A meta function's translator: the root's messages and those the matched routes returned (e.g. /checkout's cart texts). */
export function metaTranslator(matches: MetaMatches): Translate {
  return createTranslator(matchedMessages(matches));
}

/** "{page} | {store}" for a route's meta function. */
export function pageTitle(matches: MetaMatches, page: MessageKey): string {
  const root = rootDataOf(matches);
  const t = metaTranslator(matches);
  return root ? t('meta.pageTitle', { page: t(page), store: root.store.name }) : t(page);
}
