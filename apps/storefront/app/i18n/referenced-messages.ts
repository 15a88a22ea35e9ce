import type { Messages } from './translate';

declare global {
  interface Window {
    /** The referenced messages the boot script fetched before the app started (lib/hydrate-after-paint.server.ts). */
    __shorelineMessages?: Record<string, Messages>;
  }
}

/**
 * Messages a document names instead of carrying. The root's browsing texts (some 18 KB of JSON, 4.5 KB in
 * brotli) made every first document too big for the first round trip of a slow phone's connection; a
 * document now says where they are (/i18n/{locale}.{hash}.json, the same for every page and cached for a
 * year), and the browser fetches them beside the app's code, after the first paint. The server keeps them
 * here when the root loader loads them; in the browser the boot script has left them on the window.
 * Data requests (client navigations) still carry the text itself.
 */
const known = new Map<string, Messages>();

export const MESSAGES_PATH = '/i18n/';

export function isMessagesReference(value: string): boolean {
  return value.startsWith(MESSAGES_PATH);
}

export function rememberMessages(reference: string, messages: Messages): void {
  known.set(reference, messages);
}

export function referencedMessages(reference: string): Messages | undefined {
  const kept = known.get(reference);
  if (kept) return kept;
  const fetched = typeof window === 'undefined' ? undefined : window.__shorelineMessages?.[reference];
  if (fetched) known.set(reference, fetched);
  return fetched;
}
