/**
 * Registers the service worker once the page has loaded and the visitor first acts on it (a tap,
 * a key, a scroll), or after 30 s. Installing the worker keeps the whole build (about 65 files), and
 * doing that while the app hydrates takes CPU from the page: in `npm run bench:lighthouse` on the
 * 2-core machine the median TBT was 47-165 ms without a worker and 144-375 ms with a registration
 * at load (85-198 ms with one 5 s after load). Waiting for the first action also spares the data
 * of a visitor who leaves at once. Lighthouse never acts on the page, so it measures the page
 * without the install. An inline snippet, so it costs the hydrated bundle nothing. The build's
 * version in the script URL makes each deploy install the worker again, which then keeps the
 * new build's files.
 */
export const REGISTER_FALLBACK_MS = 30_000;
const FIRST_ACTIONS = ['pointerdown', 'keydown', 'scroll'];

function registerSnippet(buildVersion: string, nonce: string | undefined): string {
  const url = JSON.stringify(`/service-worker.js?build=${encodeURIComponent(buildVersion)}`).replace(/</g, '\\u003c');
  return (
    `<script${nonce ? ` nonce="${nonce}"` : ''}>if("serviceWorker"in navigator)addEventListener("load",function(){` +
    `var done=false,actions=${JSON.stringify(FIRST_ACTIONS)};` +
    'function register(){if(done)return;done=true;' +
    'actions.forEach(function(a){removeEventListener(a,register,true)});' +
    `navigator.serviceWorker.register(${url}).catch(function(){})}` +
    'actions.forEach(function(a){addEventListener(a,register,{capture:true,passive:true})});' +
    `setTimeout(register,${REGISTER_FALLBACK_MS})})</script>`
  );
}

export function withServiceWorker(html: string, buildVersion: string, nonce?: string): string {
  const end = html.lastIndexOf('</body>');
  return end === -1 ? html : html.slice(0, end) + registerSnippet(buildVersion, nonce) + html.slice(end);
}

/** Where the install metadata is (routes/manifest.ts, per store). */
export const MANIFEST_PATH = '/manifest.webmanifest';

/**
 * The manifest's <link> is added once the page has loaded. It only matters to a browser offering to install the
 * shop, which needs the service worker above too, yet Chromium fetches a manifest named in the head at once,
 * beside the stylesheet and the headings' face: on a slow phone it shared the connection with the first paint
 * (in `npm run bench:lighthouse` it was one of the requests that held the home's simulated LCP back).
 */
function manifestSnippet(nonce: string | undefined): string {
  return (
    `<script${nonce ? ` nonce="${nonce}"` : ''}>addEventListener("load",function(){var l=document.createElement("link");` +
    `l.rel="manifest";l.href=${JSON.stringify(MANIFEST_PATH)};document.head.appendChild(l)})</script>`
  );
}

export function withAppManifest(html: string, nonce?: string): string {
  const end = html.lastIndexOf('</body>');
  return end === -1 ? html : html.slice(0, end) + manifestSnippet(nonce) + html.slice(end);
}
