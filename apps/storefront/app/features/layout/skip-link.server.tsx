import { renderToStaticMarkup } from 'react-dom/server';
import { createTranslator, type Messages } from '~/i18n/translate';
import { MAIN_CONTENT_ID } from './main-content';

/** The back office's shell has its own skip link. */
const OWN_SKIP_LINK = /^\/admin(\/|$)/;

/**
 * The skip link, made on the server as the first thing in the body: outside React's tree (React 19 hydrates the body's
 * <div> past it), so it costs no script, and the cookies bar (features/cookies) can follow it, the skip link staying
 * the keyboard's first stop. Every shell's <main> has its target id; it stays put through the app's navigations.
 */
export function withSkipLink(html: string, request: Request, messages: Messages | undefined): string {
  if (!messages || OWN_SKIP_LINK.test(new URL(request.url).pathname)) return html;
  const body = /<body[^>]*>/.exec(html);
  if (!body) return html;
  const at = body.index + body[0].length;
  const link = renderToStaticMarkup(
    <a
      href={`#${MAIN_CONTENT_ID}`}
      className="sr-only z-50 rounded-full bg-white px-5 py-3 font-semibold text-navy-900 shadow-lg focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
    >
      {createTranslator(messages)('app.skipToContent')}
    </a>,
  );
  return html.slice(0, at) + link + html.slice(at);
}
