import { renderToStaticMarkup } from 'react-dom/server';
import { redirect } from 'react-router';
import { COOKIE_CONSENT_PATH, cookieConsentCookie, hasCookieConsent } from '@shoreline/domain/cookie-consent';
import { createTranslator, type Messages, type Translate } from '~/i18n/translate';

export const COOKIE_BAR_ID = 'cookie-bar';
export const PRIVACY_PATH = '/i/privacy-policy';
/** The back office is the staff's, not a shopper's page. */
const WITHOUT_BAR = /^\/admin(\/|$)/;

/**
 * The bar: a small labelled region fixed at the bottom of the window (it takes nothing from a phone's first screen,
 * and the body keeps room for it at the end of the page, so it never hides the last button: app.css), a line of
 * text with the privacy policy, and a plain form posting to /cookies. Nothing waits for it. In the document it sits between the body's skip link and the frame's <div>, and its root is a <section>: React hydrates the
 * body's <div> past it (React 19 skips unexpected elements in the body), so the bar stays outside React's tree and
 * costs the browser no script.
 */
function CookieBar({ t }: { t: Translate }) {
  return (
    <section
      id={COOKIE_BAR_ID}
      aria-label={t('cookies.label')}
      className="on-dark fixed inset-x-0 bottom-0 z-30 bg-navy-950 text-sand-50 shadow-[0_-2px_8px_rgb(0_0_0/0.2)]"
    >
      <div className="mx-auto flex w-full max-w-7xl items-center gap-x-3 px-4 py-2 sm:gap-x-6 sm:px-6 lg:px-8">
        <p className="min-w-0 flex-1 text-xs leading-5 sm:text-sm sm:leading-6">
          {t('cookies.text')}{' '}
          <a href={PRIVACY_PATH} className="inline-flex min-h-6 items-center font-semibold underline underline-offset-4">
            {t('cookies.privacy')}
          </a>
        </p>
        <form method="post" action={COOKIE_CONSENT_PATH}>
          <button
            type="submit"
            className="min-h-10 rounded-full bg-crab-300 px-3 text-xs font-semibold whitespace-nowrap text-navy-900 sm:px-5 sm:text-sm"
          >
            {t('cookies.accept')}
          </button>
        </form>
      </div>
    </section>
  );
}

/**
 * With scripts on, accepting posts the form in the background and takes the bar away, so a checkout half filled in
 * keeps what was typed (the plain post reloads the page); focus goes to the page's main content. A plain inline
 * script, like the newsletter prompt's: nothing of it is in the hydrated bundle.
 */
function acceptInPlaceScript(nonce: string | undefined): string {
  return (
    `<script${nonce ? ` nonce="${nonce}"` : ''}>(function(){var b=document.getElementById(${JSON.stringify(COOKIE_BAR_ID)});` +
    'var f=b&&b.querySelector("form");if(!f||!window.fetch)return;f.addEventListener("submit",function(e){e.preventDefault();' +
    'fetch(f.action,{method:"POST",credentials:"same-origin",redirect:"manual"}).then(function(){b.remove();' +
    'var m=document.getElementById("main-content");if(m){m.tabIndex=-1;m.focus()}},function(){f.submit()})})})()</script>'
  );
}

/** The skip link entry.server puts first in the body (layout/skip-link.server): plain text inside, so it ends at its first tag. */
const SKIP_LINK = /^<a href="#main-content"[^>]*>[^<]*<\/a>/;

/**
 * Puts the bar at the top of the body, right after the skip link (which stays the first thing the keyboard
 * reaches), until the visitor accepts it (the request has no consent cookie). The host caches a page with and
 * without it, by the same cookie (@shoreline/domain/cookie-consent).
 */
export function withCookieBar(html: string, request: Request, messages: Messages | undefined, nonce?: string): string {
  if (!messages || hasCookieConsent(request.headers.get('cookie')) || WITHOUT_BAR.test(new URL(request.url).pathname)) return html;
  const body = /<body[^>]*>/.exec(html);
  if (!body) return html;
  const bodyStart = body.index + body[0].length;
  const at = bodyStart + (SKIP_LINK.exec(html.slice(bodyStart))?.[0].length ?? 0);
  return (
    html.slice(0, at) + renderToStaticMarkup(<CookieBar t={createTranslator(messages)} />) + acceptInPlaceScript(nonce) + html.slice(at)
  );
}

/** The page the bar was accepted on (the Referer's path on this site), else home. */
export function pageOfReferer(referer: string | null): string {
  if (!referer) return '/';
  try {
    const url = new URL(referer);
    const path = `${url.pathname}${url.search}`;
    return path.startsWith('/') && !path.startsWith('//') && url.pathname !== COOKIE_CONSENT_PATH ? path : '/';
  } catch {
    return '/';
  }
}

/**
 * The bar's form: remembers the answer for a year and sends the visitor back to the page they were on (303),
 * which the host serves from its copy without the bar. A post from another site sets nothing.
 */
export function acceptCookies(request: Request): Response {
  const headers = { 'Cache-Control': 'private, no-store' };
  if (request.headers.get('sec-fetch-site') === 'cross-site') return redirect('/', { status: 303, headers });
  const secure = new URL(request.url).protocol === 'https:';
  return redirect(pageOfReferer(request.headers.get('referer')), {
    status: 303,
    headers: { ...headers, 'Set-Cookie': cookieConsentCookie(secure) },
  });
}
