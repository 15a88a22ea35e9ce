import { COUNTDOWN_WITHIN_MS } from './delivery-cutoff';

/**
 * Keeps every cut-off line on the page true (delivery-cutoff.ts): at load, every 30 seconds, and when asked
 * (window.shorelineCutoffs(), after the minicart shows one). The same rule as cutoffLine(); a plain inline script
 * at the end of the body, so the hydrated bundle carries none of it and lines added by client navigation tick too.
 */
export function withCutoffTicker(html: string, nonce: string | undefined): string {
  const script =
    `<script${nonce ? ` nonce="${nonce}"` : ''}>(function(){function f(){var n=Date.now();` +
    'document.querySelectorAll("[data-cutoffs]").forEach(function(e){var d=e.dataset,c=d.cutoffs.split(";").map(function(x){return x.split("|")})' +
    '.find(function(x){return +x[0]>n});if(!c){e.hidden=true;return}var l=c[0]-n,s;' +
    `if(l>${COUNTDOWN_WITHIN_MS})s=d.later.replace("{day}",c[1]);else{var m=Math.ceil(l/6e4),h=Math.floor(m/60);` +
    's=d.countdown.replace("{time}",(h>0?d.hm.replace("{h}",h):d.m).replace("{m}",m%60)).replace("{day}",c[1])}' +
    'if(e.textContent!==s)e.textContent=s})}f();setInterval(f,3e4);window.shorelineCutoffs=f})()</script>';
  const end = html.lastIndexOf('</body>');
  return end < 0 ? html : html.slice(0, end) + script + html.slice(end);
}
