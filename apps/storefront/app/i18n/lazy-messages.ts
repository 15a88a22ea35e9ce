import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { FALLBACK_LOCALE, type FeatureNamespace } from './namespaces';
import { addLoadedMessages } from './loaded-messages';
import type { Messages } from './translate';

/**
 * The browser's messages beyond the loader data: namespaces that code loaded on demand (minicart and
 * toasts, the sign-in dialog) renders. Each file is its own small chunk, so a page fetches only the
 * namespace and locale it asks for. There is no en-US fallback here: i18n/completeness.ts makes the
 * typecheck fail when a locale lacks a key.
 */
const files = import.meta.glob<Messages>(['./cart/*.json', './account/*.json'], { import: 'default' });

const requests = new Map<string, Promise<void>>();

/** Fetches a namespace's messages for a locale (once) and hands them to every useT. */
export function loadNamespace(namespace: FeatureNamespace, locale: string): Promise<void> {
  const id = `${namespace}/${locale}`;
  const pending = requests.get(id);
  if (pending) return pending;
  const file = (files[`./${namespace}/${locale}.json`] ?? files[`./${namespace}/${FALLBACK_LOCALE}.json`]) as
    (() => Promise<Messages>) | undefined;
  if (!file) return Promise.resolve();
  const request = file().then(
    (messages) => addLoadedMessages(locale, messages),
    (error: unknown) => {
      requests.delete(id); // a later call tries again
      throw error;
    },
  );
  requests.set(id, request);
  return request;
}

export { loadedMessages, subscribeLoadedMessages } from './loaded-messages';

/**
 * React.lazy for a component whose texts are in a namespace the document does not carry: it renders
 * once both its chunk and the namespace have arrived, so it never shows a raw key. One lazy component
 * per locale (a document has one), created on first use and kept, so it is stable across renders:
 * `const authModalFor = lazyWithMessages('account', () => import('./AuthModal'))`, then `authModalFor(locale)`.
 */
export function lazyWithMessages<Props extends object>(
  namespace: FeatureNamespace,
  load: () => Promise<{ default: ComponentType<Props> }>,
): (locale: string) => LazyExoticComponent<ComponentType<Props>> {
  const byLocale = new Map<string, LazyExoticComponent<ComponentType<Props>>>();
  return (locale) => {
    let component = byLocale.get(locale);
    if (!component) {
      component = lazy(() => Promise.all([load(), loadNamespace(namespace, locale)]).then(([module]) => module));
      byLocale.set(locale, component);
    }
    return component;
  };
}
