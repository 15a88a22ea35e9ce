/**
 * The cookies bar: shown until the visitor accepts it, which a cookie remembers. The storefront renders the bar
 * when the request has no such cookie; the host keeps its cached pages in two copies (with and without the bar),
 * chosen by the same test, so one visitor's answer never shows in another's page.
 */
export const COOKIE_CONSENT_NAME = 'shoreline_cookies';

/** Where the bar's plain form posts (it works without any script). */
export const COOKIE_CONSENT_PATH = '/cookies';

/** A year: the bar asks again after that. */
export const COOKIE_CONSENT_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

const ACCEPTED = 'accepted';

/** Whether a request's Cookie header says the visitor accepted the bar. */
export function hasCookieConsent(cookieHeader: string | null | undefined): boolean {
  if (!cookieHeader) return false;
  return cookieHeader.split(';').some((pair) => {
    const at = pair.indexOf('=');
    return at > 0 && pair.slice(0, at).trim() === COOKIE_CONSENT_NAME && pair.slice(at + 1).trim() === ACCEPTED;
  });
}

/** The Set-Cookie value that remembers the answer (readable by the page: it holds nothing secret). */
export function cookieConsentCookie(secure: boolean): string {
  return [
    `${COOKIE_CONSENT_NAME}=${ACCEPTED}`,
    'Path=/',
    `Max-Age=${COOKIE_CONSENT_MAX_AGE_SECONDS}`,
    'SameSite=Lax',
    ...(secure ? ['Secure'] : []),
  ].join('; ');
}

/** The output cache's variant for a request: pages differ only in whether they carry the bar. */
export const cookieConsentVariant = (cookieHeader: string | null | undefined): string =>
  hasCookieConsent(cookieHeader) ? 'cookies-accepted' : '';
