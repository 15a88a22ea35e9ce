import { renderToStaticMarkup } from 'react-dom/server';
import { htmlInStore } from '~/lib/store-paths';
import { createTranslator, type Messages, type Translate } from '~/i18n/translate';
import { PlainSignUpForm } from './SignUpForm.server';

export const PROMPT_ID = 'newsletter-prompt';
/** The browser remembers how many pages it opened and whether the prompt was answered or closed. */
export const PROMPT_KEY = 'shoreline:newsletter-prompt';
/** Shown on a later page once the browser has been on the shop this long (never on arrival). */
export const PROMPT_AFTER_MS = 120_000;
/** Never over a purchase, the sign-up page itself or the back office. */
const QUIET_PATHS = /^\/(checkout|newsletter|admin|my-account|create-password)(\/|$)/;

function Prompt({ t }: { t: Translate }) {
  return (
    <aside
      id={PROMPT_ID}
      hidden
      aria-labelledby={`${PROMPT_ID}-title`}
      className="fixed inset-x-3 bottom-3 z-40 rounded-2xl bg-white p-4 text-navy-900 shadow-xl ring-1 ring-navy-900/15 sm:left-auto sm:w-96"
    >
      <div className="flex items-start justify-between gap-3">
        <h2 id={`${PROMPT_ID}-title`} className="text-lg font-semibold">
          {t('newsletter.prompt.title')}
        </h2>
        <button
          type="button"
          data-dismiss=""
          className="min-h-11 shrink-0 rounded-full px-3 text-sm font-semibold underline underline-offset-4"
        >
          {t('newsletter.prompt.dismiss')}
        </button>
      </div>
      <p className="mt-1 text-sm">{t('newsletter.signup.intro')}</p>
      <PlainSignUpForm t={t} inputId={`${PROMPT_ID}-email`} tone="light" className="mt-3 flex flex-wrap items-end gap-2" />
    </aside>
  );
}

/**
 * Puts the prompt on the page (from its inert template, so nothing of it is in the document before) unless this
 * browser closed it or signed up through it; hides it while a quiet page shows (the app navigates without
 * reloading); Escape and "No thanks" close it for good. Plain inline script, like the service worker's, so the
 * hydrated bundle carries none of it.
 */
function promptScript(nonce: string | undefined): string {
  return (
    `<script${nonce ? ` nonce="${nonce}"` : ''}>(function(){try{` +
    `var k=${JSON.stringify(PROMPT_KEY)},id=${JSON.stringify(PROMPT_ID)},q=new RegExp(${JSON.stringify(QUIET_PATHS.source)}),` +
    't=document.getElementById(id+"-template");if(!t)return;' +
    'var s=JSON.parse(localStorage.getItem(k)||"{}")||{};if(s.done)return;' +
    's.views=(s.views||0)+1;s.since=s.since||Date.now();localStorage.setItem(k,JSON.stringify(s));' +
    `if(!(s.views>1&&Date.now()-s.since>${PROMPT_AFTER_MS}))return;` +
    'document.body.appendChild(t.content.cloneNode(true));var p=document.getElementById(id);' +
    'function end(){s.done=1;localStorage.setItem(k,JSON.stringify(s))}' +
    'function close(){end();p.remove()}' +
    'function place(){p.hidden=q.test(location.pathname)}' +
    'p.querySelector("[data-dismiss]").addEventListener("click",close);' +
    'p.addEventListener("keydown",function(e){if(e.key==="Escape")close()});' +
    'p.querySelector("form").addEventListener("submit",end);' +
    '["pushState","replaceState"].forEach(function(m){var o=history[m];history[m]=function(){var r=o.apply(this,arguments);place();return r}});' +
    'addEventListener("popstate",place);place()' +
    '}catch(e){}})()</script>'
  );
}

/**
 * The newsletter's unobtrusive prompt: a small corner panel (not a dialog; it takes no focus), outside
 * React's tree at the end of the body, in the store's language. Pages listed in QUIET_PATHS never get it.
 */
export function withNewsletterPrompt(html: string, pathname: string, messages: Messages | undefined, nonce?: string, prefix = ''): string {
  const end = html.lastIndexOf('</body>');
  if (end === -1 || !messages || QUIET_PATHS.test(pathname)) return html;
  const panel = htmlInStore(renderToStaticMarkup(<Prompt t={createTranslator(messages)} />), prefix);
  const template = `<template id="${PROMPT_ID}-template">${panel}</template>`;
  return html.slice(0, end) + template + promptScript(nonce) + html.slice(end);
}
