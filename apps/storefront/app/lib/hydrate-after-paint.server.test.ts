import { describe, expect, it } from 'vitest';
import { hydrateAfterPaint } from './hydrate-after-paint.server';

const DOCUMENT = [
  '<!DOCTYPE html><html><head><link rel="stylesheet" href="/assets/app.css"/>',
  '<link rel="modulepreload" href="/assets/entry.client.js"/><link rel="modulepreload" href="/assets/framework.js"/>',
  '</head><body><main>Crabs</main><script>window.__reactRouterContext = {};</script>',
  '<script type="module" async="">import "/assets/manifest.js";\nimport * as route0 from "/assets/root.js";\n',
  'window.__reactRouterRouteModules = {"root":route0};\nimport("/assets/entry.client.js");</script>',
  '<script>window.__reactRouterContext.streamController.enqueue("[\\"</script\\u003e\\"]");</script></body></html>',
].join('');

/** Runs the boot script's code the way a browser would, with a minimal document. */
function boot(html: string) {
  const script = /<script(?: nonce="[^"]*")?>(\(function\(\)\{var d=document[\s\S]*?)<\/script>/.exec(html)?.[1];
  if (!script) throw new Error('no boot script');
  const added: { tag: string; rel?: string; href?: string; type?: string; textContent?: string; nonce?: string }[] = [];
  const frames: (() => void)[] = [];
  const timers: (() => void)[] = [];
  const document = {
    createElement: (tag: string) => ({ tag }),
    head: { appendChild: (element: (typeof added)[number]) => added.push(element) },
  };
  new Function('document', 'requestAnimationFrame', 'setTimeout', script)(
    document,
    (callback: () => void) => frames.push(callback),
    (callback: () => void) => timers.push(callback),
  );
  return { added, frames, timers };
}

describe('hydrateAfterPaint', () => {
  it('removes the module preloads and the module script from the markup', () => {
    const html = hydrateAfterPaint(DOCUMENT);
    expect(html).not.toContain('<link rel="modulepreload"');
    expect(html).not.toContain('<script type="module"');
    expect(html).toContain('<link rel="stylesheet" href="/assets/app.css"/>');
    expect(html).toContain('<main>Crabs</main>');
    expect(html).toContain('streamController.enqueue');
  });

  it('adds the preloads and then the module script only after the first frame', () => {
    const { added, frames, timers } = boot(hydrateAfterPaint(DOCUMENT));
    expect(added).toEqual([]);
    frames.forEach((frame) => frame());
    expect(added).toEqual([]);
    timers[timers.length - 1]();
    expect(added.map((element) => element.href ?? element.type)).toEqual(['/assets/entry.client.js', '/assets/framework.js', 'module']);
    expect(added[2].textContent).toContain('import("/assets/entry.client.js");');
    timers.forEach((timer) => timer());
    expect(added).toHaveLength(3);
  });

  it('starts a hidden tab, which gets no frames, after a while', () => {
    const { added, timers } = boot(hydrateAfterPaint(DOCUMENT));
    timers[0]();
    expect(added).toHaveLength(3);
  });

  it('cannot be broken out of by a closing script tag in the module code', () => {
    const html = hydrateAfterPaint(DOCUMENT.replace('import("/assets/entry.client.js");', 'const s = "</script><img src=x>";'));
    const bootScript = /<script>\(function[\s\S]*?<\/script>/.exec(html)?.[0] ?? '';
    expect(bootScript).not.toMatch(/<\/script>[\s\S]*<\/script>/);
    expect(boot(html).added).toBeDefined();
  });

  it('leaves a document it does not recognise alone', () => {
    const other = '<!DOCTYPE html><html><body><script type="module">x()</script></body></html>';
    expect(hydrateAfterPaint(other)).toBe(other);
  });

  it('gives the boot script and the module script it adds the document nonce', () => {
    const withNonce = DOCUMENT.replace('<script type="module" async="">', '<script nonce="abc+/=" type="module" async="">');
    const html = hydrateAfterPaint(withNonce, 'abc+/=');
    expect(html).toContain('<script nonce="abc+/=">(function(){');
    const { added, timers } = boot(html);
    timers[timers.length - 1]();
    expect(added.find((element) => element.type === 'module')?.nonce).toBe('abc+/=');
  });
});
