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

interface FakeImage {
  complete: boolean;
  listeners: Record<string, () => void>;
  addEventListener: (type: string, listener: () => void) => void;
}

/** A picture of the page, loaded or still loading (the boot script then waits for its load or error event). */
function picture(complete: boolean): FakeImage {
  const listeners: Record<string, () => void> = {};
  return { complete, listeners, addEventListener: (type, listener) => (listeners[type] = listener) };
}

/**
 * Runs the boot script's code the way a browser would, with a minimal document whose high-priority pictures are
 * `images`; `paintTiming: false` is a browser without paint timing (it gets animation frames only).
 */
function boot(html: string, { images = [] as FakeImage[], paintTiming = true } = {}) {
  const script = /<script(?: nonce="[^"]*")?>(\(function\(\)\{var d=document[\s\S]*?)<\/script>/.exec(html)?.[1];
  if (!script) throw new Error('no boot script');
  const added: { tag: string; rel?: string; href?: string; type?: string; textContent?: string; nonce?: string }[] = [];
  const frames: (() => void)[] = [];
  const timers: (() => void)[] = [];
  const paints: ((entries: string[]) => void)[] = [];
  const document = {
    createElement: (tag: string) => ({ tag }),
    head: { appendChild: (element: (typeof added)[number]) => added.push(element) },
    querySelectorAll: (selector: string) => (selector === 'img[fetchpriority=high]' ? images : []),
  };
  class PerformanceObserver {
    static supportedEntryTypes = ['paint', 'largest-contentful-paint'];
    constructor(private readonly report: (list: { getEntriesByName: (name: string) => string[] }, observer: PerformanceObserver) => void) {}
    observe(options: { type: string; buffered: boolean }) {
      expect(options).toEqual({ type: 'paint', buffered: true });
      paints.push((names) => this.report({ getEntriesByName: (name) => names.filter((entry) => entry === name) }, this));
    }
    disconnect() {
      paints.length = 0;
    }
  }
  new Function('document', 'window', 'requestAnimationFrame', 'setTimeout', script)(
    document,
    paintTiming ? { PerformanceObserver } : {},
    (callback: () => void) => frames.push(callback),
    (callback: () => void) => timers.push(callback),
  );
  /** The browser reports these paint entries; then the timers due at once run. */
  const paint = (...names: string[]) => [...paints].forEach((report) => report(names));
  return { added, frames, timers, paint };
}

/** Runs the timers set since `from` (the zero-delay ones the boot script sets once it is ready). */
const runTimersFrom = (timers: (() => void)[], from: number) => timers.slice(from).forEach((timer) => timer());

describe('hydrateAfterPaint', () => {
  it('removes the module preloads and the module script from the markup', () => {
    const html = hydrateAfterPaint(DOCUMENT);
    expect(html).not.toContain('<link rel="modulepreload"');
    expect(html).not.toContain('<script type="module"');
    expect(html).toContain('<link rel="stylesheet" href="/assets/app.css"/>');
    expect(html).toContain('<main>Crabs</main>');
    expect(html).toContain('streamController.enqueue');
  });

  it('adds the preloads and then the module script only once the first contentful paint is on screen', () => {
    const { added, frames, timers, paint } = boot(hydrateAfterPaint(DOCUMENT));
    const safetyTimers = timers.length;
    frames.forEach((frame) => frame());
    paint('first-paint');
    runTimersFrom(timers, safetyTimers);
    expect(added).toEqual([]);
    paint('first-contentful-paint');
    runTimersFrom(timers, safetyTimers);
    expect(added.map((element) => element.href ?? element.type)).toEqual(['/assets/entry.client.js', '/assets/framework.js', 'module']);
    expect(added[2].textContent).toContain('import("/assets/entry.client.js");');
    timers.forEach((timer) => timer());
    expect(added).toHaveLength(3);
  });

  it('waits for the high-priority picture, the largest paint, to load (or fail) before it fetches the app', () => {
    const hero = picture(false);
    const broken = picture(false);
    const { added, timers, paint } = boot(hydrateAfterPaint(DOCUMENT), { images: [hero, broken, picture(true)] });
    const safetyTimers = timers.length;
    paint('first-contentful-paint');
    hero.listeners.load();
    runTimersFrom(timers, safetyTimers);
    expect(added).toEqual([]);
    broken.listeners.error();
    runTimersFrom(timers, safetyTimers);
    expect(added).toHaveLength(3);
  });

  it('starts after the first frame in a browser without paint timing', () => {
    const { added, frames, timers } = boot(hydrateAfterPaint(DOCUMENT), { paintTiming: false });
    const safetyTimers = timers.length;
    expect(frames).toHaveLength(1);
    frames[0]();
    runTimersFrom(timers, safetyTimers);
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
    timers[0]();
    expect(added.find((element) => element.type === 'module')?.nonce).toBe('abc+/=');
  });
});
