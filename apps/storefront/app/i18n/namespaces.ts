import { isMessagesReference, referencedMessages } from './referenced-messages';
import type { Messages } from './translate';

/** The message files are app/i18n/{namespace}/{locale}.json. */
export type Namespace = 'core' | 'catalog' | 'product' | 'content' | 'cart' | 'account' | 'order';

/**
 * What every document carries in the root loader data: the texts that browsing pages (home, category,
 * product, search, CMS, blog, contact) render. The few cart and account texts of the always-present
 * header (cart button, account link, the logout notice) live in core for that reason.
 */
export const BROWSE_NAMESPACES = ['core', 'catalog', 'product', 'content'] as const satisfies readonly Namespace[];

/**
 * Namespaces only some pages and on-demand features need: /checkout, /my-account and /create-password
 * return theirs in their own loader data; lazily loaded features fetch theirs in the browser (lazy-messages.ts).
 */
export type FeatureNamespace = Exclude<Namespace, (typeof BROWSE_NAMESPACES)[number]>;

/** The complete reference locale, which fills any key another locale lacks. */
export const FALLBACK_LOCALE = 'en-US';

/** Messages as JSON text, parsed once per distinct text (the root's: one per locale). */
const unpacked = new Map<string, Messages>();

function unpack(text: string): Messages {
  let messages = unpacked.get(text);
  if (!messages) {
    messages = JSON.parse(text) as Messages;
    unpacked.set(text, messages);
  }
  return messages;
}

/**
 * The messages a loader returned as `messages` (the root's and those of routes like /checkout), if any. A document's
 * root only names its texts (referenced-messages.ts). Elsewhere the root sends its hundreds of texts as one JSON
 * string: the browser decodes the hydration data at start-up entry by entry, and one string is far quicker to
 * decode (and then parse) than an object of as many entries.
 */
export function messagesIn(loaderData: unknown): Messages | undefined {
  if (typeof loaderData !== 'object' || loaderData === null || !('messages' in loaderData)) return undefined;
  const { messages } = loaderData;
  if (typeof messages === 'string') {
    if (messages.startsWith('{')) return unpack(messages);
    return isMessagesReference(messages) ? referencedMessages(messages) : undefined;
  }
  return typeof messages === 'object' && messages !== null ? (messages as Messages) : undefined;
}

/** Message layers merged in order (a later layer wins); a single layer is returned as it is. */
export function combineMessages(layers: readonly (Messages | undefined)[]): Messages {
  const present = layers.filter((layer): layer is Messages => layer !== undefined);
  if (present.length === 1) return present[0];
  return Object.assign({}, ...present) as Messages;
}

/** A route match as React Router hands it to components (useMatches) and meta functions. */
export type MatchWithData = { loaderData?: unknown } | undefined;

/** The messages of the matched routes: the root's (browsing namespaces) and any a deeper route brought. */
export function matchedMessages(matches: readonly MatchWithData[]): Messages {
  return combineMessages(matches.map((match) => messagesIn(match?.loaderData)));
}
