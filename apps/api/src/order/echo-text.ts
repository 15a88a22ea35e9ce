/** "scheme://..." links and "www..." addresses. */
const LINK = /(?:[a-z][a-z0-9+.-]*:\/\/|www\.)\S*/gi;
/** Bare domains and e-mail addresses ("pills.example/buy", "x@y.example"); lower-case endings only, so "St.Louis" stays. */
const BARE_DOMAIN = /\S+\.[a-z]{2,}(?:[/?#]\S*)?(?![\w-])/g;

/**
 * A shopper-typed text as the mail echoes it: one line, without links, at most `max` characters.
 * The names and address come from whoever placed the order, so they are never worth more than that.
 */
export function echoText(value: string, max: number): string {
  const tidy = value
    .replace(/\p{Cc}+/gu, ' ')
    .replace(LINK, ' ')
    .replace(BARE_DOMAIN, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return tidy.length > max ? `${tidy.slice(0, max - 1).trimEnd()}…` : tidy;
}
