import { useMatches } from 'react-router';
import { useRootData } from '~/lib/root-data';
import { loadedMessages } from './loaded-messages';
import { combineMessages, FALLBACK_LOCALE, messagesIn } from './namespaces';
import { translate, type Messages, type Translate } from './translate';

/** The store's locale (one per document). */
export function useLocale(): string {
  return useRootData()?.store.locale ?? FALLBACK_LOCALE;
}

let lastLocale = '';
let lastLayers: readonly (Messages | undefined)[] = [];
let lastTranslator: Translate | null = null;

/**
 * One translator per locale and set of message layers, so `t` keeps its identity until some messages change.
 * The layers (loader data) win over the namespaces loaded in the browser, which it reads when called: those
 * arrive only with the code that renders them (lazyWithMessages, the overlay host), so nothing rendered
 * before needs them, and their arrival re-renders nothing.
 */
function translatorFor(locale: string, layers: readonly (Messages | undefined)[]): Translate {
  if (
    lastTranslator &&
    locale === lastLocale &&
    layers.length === lastLayers.length &&
    layers.every((layer, index) => layer === lastLayers[index])
  ) {
    return lastTranslator;
  }
  const messages = combineMessages(layers);
  lastLocale = locale;
  lastLayers = layers;
  lastTranslator = (key, params) => translate(messages[key] === undefined ? loadedMessages(locale) : messages, key, params);
  return lastTranslator;
}

/**
 * The translator for the active store locale: the root loader's messages (browsing namespaces), those a
 * matched route returned in its loader data (/checkout: cart), and namespaces that code loaded on demand
 * fetched in the browser (lazy-messages.ts).
 */
export function useT(): Translate {
  const locale = useLocale();
  const matches = useMatches();
  return translatorFor(
    locale,
    matches.map((match) => messagesIn(match.loaderData)),
  );
}
