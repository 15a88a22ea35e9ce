import { redirect } from 'react-router';

/**
 * The spec's checkout hand-off parameters: an access and a refresh token another client put in the link.
 * The shop never signs anyone in with them (docs/adr/0010-no-sign-in-from-url-tokens.md).
 */
const HAND_OFF_TOKENS = ['userToken', 'refreshToken'] as const;

/**
 * A checkout URL carrying hand-off tokens is answered with a redirect to the same page without them, before
 * anything renders: they leave the address bar and the history at once, and the page's payment scripts
 * never see them in its address. Other parameters (cartId) are kept.
 */
export function dropHandOffTokens(request: Request): void {
  const url = new URL(request.url);
  if (!HAND_OFF_TOKENS.some((name) => url.searchParams.has(name))) return;
  for (const name of HAND_OFF_TOKENS) url.searchParams.delete(name);
  throw redirect(`${url.pathname}${url.search}`, { headers: { 'Cache-Control': 'no-store', 'Referrer-Policy': 'no-referrer' } });
}
