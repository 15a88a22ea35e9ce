import { createHash } from 'node:crypto';
import type { AppLoadContext } from 'react-router';
import { BROWSE_NAMESPACES, FALLBACK_LOCALE, type FeatureNamespace, type Namespace } from './namespaces';
import { MESSAGES_PATH, rememberMessages } from './referenced-messages';
import type { Messages } from './translate';

/**
 * Every message file (./{namespace}/{locale}.json) as its own dynamic import, so the server bundle keeps
 * each in a chunk and reads it the first time a page asks for it. The browser never gets these modules:
 * messages travel in loader data (the root: the browsing namespaces; /checkout, /my-account: their own),
 * and features loaded on demand fetch theirs through lazy-messages.ts.
 */
const files = import.meta.glob<Messages>('./*/*.json', { import: 'default' });

/** Merged messages per locale and namespace list: the files never change while the process runs. */
const merged = new Map<string, Promise<Messages>>();

function readFile(namespace: Namespace, locale: string): Promise<Messages> {
  const load = files[`./${namespace}/${locale}.json`] as (() => Promise<Messages>) | undefined;
  return load ? load() : Promise.resolve({});
}

async function readMessages(locale: string, namespaces: readonly Namespace[]): Promise<Messages> {
  const locales = locale === FALLBACK_LOCALE ? [FALLBACK_LOCALE] : [FALLBACK_LOCALE, locale];
  // en-US first, then the locale over it: a key the locale lacks keeps its English text.
  const catalogues = await Promise.all(locales.flatMap((each) => namespaces.map((namespace) => readFile(namespace, each))));
  return Object.assign({}, ...catalogues) as Messages;
}

/**
 * The messages of some namespaces (by default the browsing ones the root loader sends with every
 * document) for a locale, with en-US filling any key the locale lacks; an unknown locale gets en-US.
 */
export function loadMessages(locale: string, namespaces: readonly Namespace[] = BROWSE_NAMESPACES): Promise<Messages> {
  const id = `${locale}:${namespaces.join(',')}`;
  let messages = merged.get(id);
  if (!messages) {
    messages = readMessages(locale, namespaces);
    merged.set(id, messages);
    messages.catch(() => merged.delete(id));
  }
  return messages;
}

const texts = new WeakMap<Messages, string>();

/** Loaded messages as the JSON text the root sends (made once per loaded set). */
export function messagesText(messages: Messages): string {
  let text = texts.get(messages);
  if (text === undefined) {
    text = JSON.stringify(messages);
    texts.set(messages, text);
  }
  return text;
}

/**
 * For a route loader whose page renders texts beyond the root's: `messages: await routeMessages(context, ['cart'])`.
 * useT and the meta functions merge them with the root's.
 */
export function routeMessages(context: AppLoadContext, namespaces: readonly FeatureNamespace[]): Promise<Messages> {
  return loadMessages(context.store.i18n.defaultLocale, namespaces);
}

const references = new WeakMap<Messages, string>();

/**
 * Where the browser finds a locale's browsing messages (referenced-messages.ts): named by their content, so the
 * address changes only when a text does and can be cached for good. The server remembers them under it.
 */
export function browseMessagesReference(locale: string, messages: Messages): string {
  let reference = references.get(messages);
  if (reference === undefined) {
    const hash = createHash('sha256').update(messagesText(messages)).digest('base64url').slice(0, 12);
    reference = `${MESSAGES_PATH}${locale}.${hash}.json`;
    references.set(messages, reference);
    rememberMessages(reference, messages);
  }
  return reference;
}

/** The JSON text a reference names, if it names the current texts of a locale the shop has. */
export async function referencedMessagesText(file: string): Promise<string | undefined> {
  const locale = /^([a-z]{2}-[A-Z]{2})\.[\w-]+\.json$/.exec(file)?.[1];
  if (!locale || !hasLocale(locale)) return undefined;
  const messages = await loadMessages(locale);
  return browseMessagesReference(locale, messages) === `${MESSAGES_PATH}${file}` ? messagesText(messages) : undefined;
}

function hasLocale(locale: string): boolean {
  return Object.keys(files).some((file) => file.endsWith(`/${locale}.json`));
}
