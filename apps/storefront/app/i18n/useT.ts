import { useSyncExternalStore } from 'react';
import { useMatches } from 'react-router';
import { useRootData } from '~/lib/root-data';
import { loadedMessages, subscribeLoadedMessages } from './lazy-messages';
import { combineMessages, FALLBACK_LOCALE, messagesIn } from './namespaces';
import { createTranslator, type Messages, type Translate } from './translate';

const NO_MESSAGES: Messages = {};
const noMessages = () => NO_MESSAGES;

/** The store's locale (one per document). */
export function useLocale(): string {
  return useRootData()?.store.locale ?? FALLBACK_LOCALE;
}

let lastLayers: readonly (Messages | undefined)[] = [];
let lastTranslator: Translate | null = null;

/** One translator per set of message layers, so `t` keeps its identity until some messages change. */
function translatorFor(layers: readonly (Messages | undefined)[]): Translate {
  if (lastTranslator && layers.length === lastLayers.length && layers.every((layer, index) => layer === lastLayers[index])) {
    return lastTranslator;
  }
  lastLayers = layers;
  lastTranslator = createTranslator(combineMessages(layers));
  return lastTranslator;
}

/**
 * The translator for the active store locale: the root loader's messages (browsing namespaces), those a
 * matched route returned in its loader data (/checkout: cart), and namespaces that code loaded on demand
 * fetched in the browser (lazy-messages.ts); a new namespace arriving re-renders the components using it.
 */
export function useT(): Translate {
  const locale = useLocale();
  const loaded = useSyncExternalStore(subscribeLoadedMessages, () => loadedMessages(locale), noMessages);
  const matches = useMatches();
  return translatorFor([loaded, ...matches.map((match) => messagesIn(match.loaderData))]);
}
