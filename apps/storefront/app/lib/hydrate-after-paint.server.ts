/**
 * Content first, JavaScript second. React Router's <Scripts> writes one
 * <link rel="modulepreload"> per chunk and an inline module script that imports
 * them; the browser fetches all of that at high priority while it still needs
 * the bandwidth for the stylesheet and the largest image. Every page is complete
 * without JavaScript, so on a phone it pays to let the first paint happen and
 * then fetch the app: this moves the preloads and the module script into a tiny
 * classic script that adds them once the first content is on screen.
 *
 * If the markup ever stops matching (a React Router upgrade), the document is
 * returned unchanged and the page simply hydrates the ordinary way.
 */
const MODULE_PRELOAD = /<link rel="modulepreload" href="([^"]+)"[^>]*\/?>/g;
// React Router writes the nonce first when the document has one.
const MODULE_SCRIPT = /<script(?: nonce="[^"]*")? type="module" async="">([\s\S]*?)<\/script>/;

/** Safe inside an inline <script>: no "</script>", no HTML comment openers, no line separators. */
function inlineLiteral(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

const nonceAttribute = (nonce: string | undefined) => (nonce ? ` nonce="${nonce}"` : '');

/**
 * When the app may start: once paint timing reports the first contentful paint, which it does only once that frame
 * is on screen (a requestAnimationFrame callback and a timeout after it both ran before that when the compositor
 * was slow, so the app's chunks raced the first frame), and the page's high-priority picture (the hero, the product
 * photo: its largest paint) has loaded. The shopper's first tap or key starts it at once; a browser without paint
 * timing starts after the first frame.
 */
const WHEN_CONTENT_IS_ON_SCREEN =
  'var w=window,P=w.PerformanceObserver,types=P&&P.supportedEntryTypes||[],hero=d.querySelector("img[fetchpriority=high]"),waiting=2;' +
  'function ready(){if(--waiting===0)setTimeout(start,0)}' +
  'if(hero&&!hero.complete){hero.addEventListener("load",ready);hero.addEventListener("error",ready)}else ready();' +
  'if(types.indexOf("paint")<0)requestAnimationFrame(ready);' +
  'else new P(function(list,observer){if(list.getEntriesByName("first-contentful-paint").length){observer.disconnect();ready()}})' +
  '.observe({type:"paint",buffered:true});' +
  '["pointerdown","keydown"].forEach(function(t){w.addEventListener(t,start,{capture:true,once:true})});';

/**
 * The messages the document names (i18n/referenced-messages.ts) are fetched beside the chunks; the module script
 * waits for them before it imports the app, which renders its first frame with them.
 */
function messagesFetch(messagesUrl: string | undefined): string {
  if (!messagesUrl) return '';
  return (
    `window.__shorelineMessagesRequest=fetch(${inlineLiteral(messagesUrl)},{credentials:"same-origin"})` +
    '.then(function(r){if(!r.ok)throw new Error("messages: "+r.status);return r.json()});'
  );
}

function withMessages(moduleCode: string, messagesUrl: string | undefined): string {
  if (!messagesUrl) return moduleCode;
  return `window.__shorelineMessages={${inlineLiteral(messagesUrl)}:await window.__shorelineMessagesRequest};\n${moduleCode}`;
}

function bootScript(preloads: string[], moduleCode: string, nonce: string | undefined, messagesUrl: string | undefined): string {
  // Hidden tabs paint nothing, so a late timer starts the app there too.
  return (
    `<script${nonceAttribute(nonce)}>(function(){var d=document,started=false;function start(){if(started)return;started=true;` +
    `${inlineLiteral(preloads)}.forEach(function(h){var l=d.createElement("link");l.rel="modulepreload";l.href=h;d.head.appendChild(l)});` +
    messagesFetch(messagesUrl) +
    `var s=d.createElement("script");s.type="module";${nonce ? `s.nonce=${inlineLiteral(nonce)};` : ''}s.textContent=${inlineLiteral(withMessages(moduleCode, messagesUrl))};d.head.appendChild(s)}` +
    `${WHEN_CONTENT_IS_ON_SCREEN}setTimeout(start,3000)})()</script>`
  );
}

/**
 * `nonce` is the document's CSP nonce: the boot script and the module script it adds carry it. `messagesUrl` is
 * where the root's messages are when the document names them instead of carrying them.
 */
export function hydrateAfterPaint(html: string, nonce?: string, messagesUrl?: string): string {
  const moduleScript = MODULE_SCRIPT.exec(html);
  if (!moduleScript) return html;
  const preloads = [...html.matchAll(MODULE_PRELOAD)].map((match) => match[1]);
  const withoutPreloads = html.replace(MODULE_PRELOAD, '');
  // The boot script takes the module script's place so React still finds a <script> there when it hydrates.
  return withoutPreloads.replace(MODULE_SCRIPT, () => bootScript(preloads, moduleScript[1], nonce, messagesUrl));
}
