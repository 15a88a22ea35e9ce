import zlib from 'node:zlib';

/**
 * The JavaScript a page makes the browser load before it is interactive, gzipped: script tags,
 * module preloads and the imports of the script that starts the app after the first paint (there
 * the quotes are escaped). The route manifest also names chunks, which load only on navigation.
 */
export async function firstLoadJs(url: string): Promise<number> {
  const html = await (await fetch(url)).text();
  const origin = new URL(url).origin;
  const urls = new Set<string>();
  for (const m of html.matchAll(/<script[^>]+src="([^"]+)"(?![^>]*nomodule)/g)) urls.add(m[1]);
  for (const m of html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g)) urls.add(m[1]);
  for (const m of html.matchAll(/\[("\/assets\/[^\]]+)\]\.forEach/g))
    for (const href of JSON.parse(`[${m[1]}]`) as string[]) urls.add(href);
  for (const m of html.matchAll(/(?:import|from)\s*\(?\s*\\?"(\/assets\/[\w.-]+\.js)\\?"/g)) urls.add(m[1]);
  let total = 0;
  for (const src of urls) total += zlib.gzipSync(Buffer.from(await (await fetch(new URL(src, origin))).arrayBuffer())).length;
  return total;
}
