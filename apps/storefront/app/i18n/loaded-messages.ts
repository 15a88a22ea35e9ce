import type { Messages } from './translate';

/**
 * The messages the browser loaded beyond the loader data (lazy-messages.ts fetches them), per locale. Kept apart
 * from the loading, whose table of files is no part of the first load: useT only reads them.
 */
const loadedByLocale = new Map<string, Messages>();
const listeners = new Set<() => void>();
const NO_MESSAGES: Messages = {};

/** Adds a namespace's messages for a locale and tells the listeners. */
export function addLoadedMessages(locale: string, messages: Messages): void {
  loadedByLocale.set(locale, { ...loadedByLocale.get(locale), ...messages });
  listeners.forEach((listener) => listener());
}

/** Called whenever a namespace arrives. */
export function subscribeLoadedMessages(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** The messages loaded so far for a locale (a new object after each arrival, the same one otherwise). */
export function loadedMessages(locale: string): Messages {
  return loadedByLocale.get(locale) ?? NO_MESSAGES;
}
