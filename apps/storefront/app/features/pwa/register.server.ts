/**
 * Registers the service worker once the page has loaded (after the first paint and the
 * app's start). An inline snippet, so it costs the hydrated bundle nothing. The build's
 * version in the script URL makes each deploy install the worker again, which then keeps
 * the new build's files.
 */
function registerSnippet(buildVersion: string): string {
  const url = JSON.stringify(`/service-worker.js?build=${encodeURIComponent(buildVersion)}`).replace(/</g, '\\u003c');
  return (
    '<script>if("serviceWorker"in navigator)addEventListener("load",function(){' +
    `navigator.serviceWorker.register(${url}).catch(function(){})})</script>`
  );
}

export function withServiceWorker(html: string, buildVersion: string): string {
  const end = html.lastIndexOf('</body>');
  return end === -1 ? html : html.slice(0, end) + registerSnippet(buildVersion) + html.slice(end);
}
