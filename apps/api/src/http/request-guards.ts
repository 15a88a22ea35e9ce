/**
 * Checks on what a request carries, before any route reads it. The scans are written
 * out by hand (no regexp) so that their cost stays linear in the request's size.
 */

/**
 * No field of this API (skus, ids, e-mails, names, addresses...) can hold a NUL character,
 * and PostgreSQL refuses one in text with an error.
 */
export const NUL_REFUSED = 'The request must not contain NUL characters';

/**
 * The deepest body the API reads nests about 8 levels (order lines with bundle options);
 * far deeper values make recursive code (String() of an array, JSON.stringify) overflow the stack.
 */
export const MAX_JSON_DEPTH = 32;
export const TOO_DEEP_REFUSED = 'The request body is nested too deeply';

/** A `%00` anywhere in the path or query (a raw NUL byte never gets past Node's HTTP parser). */
export function urlHasNul(url: string): boolean {
  return url.includes('%00');
}

/** Whether JSON text holds a `\u0000` escape (an escaped backslash followed by `u0000` is plain text). */
export function jsonHasNulEscape(text: string): boolean {
  for (let at = text.indexOf('\\'); at !== -1; at = text.indexOf('\\', at)) {
    if (text[at + 1] !== 'u') {
      at += 2;
      continue;
    }
    if (text.slice(at + 2, at + 6) === '0000') return true;
    at += 6;
  }
  return false;
}

/** The index just after the string that starts with the quote at `start` (or the text's end). */
function endOfString(text: string, start: number): number {
  for (let at = start + 1; at < text.length; at++) {
    if (text[at] === '\\') at++;
    else if (text[at] === '"') return at + 1;
  }
  return text.length;
}

/** Whether JSON text opens more than `maxDepth` arrays and objects inside one another. */
export function jsonDeeperThan(text: string, maxDepth: number): boolean {
  let depth = 0;
  for (let at = 0; at < text.length; at++) {
    const char = text[at];
    if (char === '"') at = endOfString(text, at) - 1;
    else if (char === '[' || char === '{') {
      if (++depth > maxDepth) return true;
    } else if (char === ']' || char === '}') depth--;
  }
  return false;
}
