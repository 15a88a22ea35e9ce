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

interface Hero {
  complete: boolean;
  listeners: Record<string, () => void>;
  addEventListener: (type: string, listener: () => void) => void;
}

/** The page's high-priority picture, still loading or already loaded (or failed). */
function heroPicture({ complete = false } = {}): Hero {
  const listeners: Record<string, () => void> = {};
  return { complete, listeners, addEventListener: (type, listener) => (listeners[type] = listener) };
}

type Entry = { name: string };

/**
 * Runs the boot script's code the way a browser would, with a minimal document whose high-priority picture is
 * `hero`, in a browser supporting the performance entry types `entryTypes` (none: no PerformanceObserver).
 */
function boot(html: string, { hero = null as Hero | null, entryTypes = ['paint'] } = {}) {
  const script = /<script(?: nonce="[^"]*")?>(\(function\(\)\{var d=document[\s\S]*?)<\/script>/.exec(html)?.[1];
  if (!script) throw new Error('no boot script');
  const added: { tag: string; rel?: string; href?: string; type?: string; textContent?: string; nonce?: string }[] = [];
  const frames: (() => void)[] = [];
  const timers: (() => void)[] = [];
  const observers: { type: string; report: (entries: Entry[]) => void }[] = [];
  const inputs: Record<string, () => void> = {};
  const document = {
    createElement: (tag: string) => ({ tag }),
    head: { appendChild: (element: (typeof added)[number]) => added.push(element) },
    querySelector: (selector: string) => (selector === 'img[fetchpriority=high]' ? hero : null),
  };
  class PerformanceObserver {
    static supportedEntryTypes = entryTypes;
    constructor(
      private readonly callback: (list: { getEntriesByName: (name: string) => Entry[] }, observer: PerformanceObserver) => void,
    ) {}
    observe({ type, buffered }: { type: string; buffered: boolean }) {
      expect(buffered).toBe(true);
      const byName = (entries: Entry[]) => ({ getEntriesByName: (name: string) => entries.filter((entry) => entry.name === name) });
      observers.push({ type, report: (entries) => this.callback(byName(entries), this) });
    }
    disconnect() {
      observers.length = 0;
    }
  }
  const window: Record<string, unknown> = {
    ...(entryTypes.length ? { PerformanceObserver } : {}),
    addEventListener: (type: string, listener: () => void) => (inputs[type] = listener),
  };
  const fetched: { url: string; init: unknown }[] = [];
  const fetch = (url: string, init: unknown) => {
    fetched.push({ url, init });
    return { then: () => 'the messages, once they arrive' };
  };
  new Function('document', 'window', 'requestAnimationFrame', 'setTimeout', 'fetch', script)(
    document,
    window,
    (callback: () => void) => frames.push(callback),
    (callback: () => void) => timers.push(callback),
    fetch,
  );
  const safetyTimers = timers.length;
  /** Runs the timers set since the script ran (the boot script's own are due at once, the first is the safety one). */
  const runDueTimers = () => timers.slice(safetyTimers).forEach((timer) => timer());
  /** The browser reports these entries of `type`, then runs the timers due. */
  const report = (type: string, ...entries: Entry[]) => {
    [...observers].filter((observer) => observer.type === type).forEach((observer) => observer.report(entries));
    runDueTimers();
  };
  return { added, frames, timers, report, runDueTimers, inputs, fetched, window };
}

const APP = ['/assets/entry.client.js', '/assets/framework.js', 'module'];
const whatWasAdded = (added: ReturnType<typeof boot>['added']) => added.map((element) => element.href ?? element.type);

describe('hydrateAfterPaint', () => {
  it('removes the module preloads and the module script from the markup', () => {
    const html = hydrateAfterPaint(DOCUMENT);
    expect(html).not.toContain('<link rel="modulepreload"');
    expect(html).not.toContain('<script type="module"');
    expect(html).toContain('<link rel="stylesheet" href="/assets/app.css"/>');
    expect(html).toContain('<main>Crabs</main>');
    expect(html).toContain('streamController.enqueue');
  });

  it('adds the preloads and then the module script once the first contentful paint is on screen', () => {
    const { added, frames, timers, report } = boot(hydrateAfterPaint(DOCUMENT));
    frames.forEach((frame) => frame());
    report('paint', { name: 'first-paint' });
    expect(added).toEqual([]);
    report('paint', { name: 'first-contentful-paint' });
    expect(whatWasAdded(added)).toEqual(APP);
    expect(added[2].textContent).toContain('import("/assets/entry.client.js");');
    timers.forEach((timer) => timer());
    expect(added).toHaveLength(3);
  });

  it('waits for the high-priority picture, the largest paint, to load too (issue 34)', () => {
    const hero = heroPicture();
    const { added, report, runDueTimers } = boot(hydrateAfterPaint(DOCUMENT), { hero });
    report('paint', { name: 'first-contentful-paint' });
    expect(added).toEqual([]);
    hero.listeners.load();
    runDueTimers();
    expect(whatWasAdded(added)).toEqual(APP);
  });

  it('does not wait for a high-priority picture that is already there or fails to load', () => {
    const loaded = boot(hydrateAfterPaint(DOCUMENT), { hero: heroPicture({ complete: true }) });
    loaded.report('paint', { name: 'first-contentful-paint' });
    expect(whatWasAdded(loaded.added)).toEqual(APP);
    const hero = heroPicture();
    const failing = boot(hydrateAfterPaint(DOCUMENT), { hero });
    hero.listeners.error();
    failing.report('paint', { name: 'first-contentful-paint' });
    expect(whatWasAdded(failing.added)).toEqual(APP);
  });

  it('starts at once on the shopper’s first tap or key', () => {
    for (const input of ['pointerdown', 'keydown']) {
      const { added, inputs } = boot(hydrateAfterPaint(DOCUMENT), { hero: heroPicture() });
      inputs[input]();
      expect(whatWasAdded(added)).toEqual(APP);
    }
  });

  it('starts after the first frame in a browser without paint timing', () => {
    const { added, frames, runDueTimers } = boot(hydrateAfterPaint(DOCUMENT), { entryTypes: [] });
    expect(frames).toHaveLength(1);
    frames[0]();
    runDueTimers();
    expect(whatWasAdded(added)).toEqual(APP);
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

  it('fetches the messages the document names with the app, and the app starts once they are there', () => {
    const url = '/i18n/en-US.abc123.json';
    const { added, fetched, window, timers } = boot(hydrateAfterPaint(DOCUMENT, undefined, url));
    expect(fetched).toEqual([]);
    timers[0]();
    expect(fetched).toEqual([{ url, init: { credentials: 'same-origin' } }]);
    expect(window.__shorelineMessagesRequest).toBe('the messages, once they arrive');
    const moduleCode = added.find((element) => element.type === 'module')?.textContent ?? '';
    expect(moduleCode.startsWith(`window.__shorelineMessages={"${url}":await window.__shorelineMessagesRequest};`)).toBe(true);
    expect(moduleCode).toContain('import("/assets/entry.client.js");');
  });

  it('fetches nothing when the document carries its messages', () => {
    const { fetched, timers, added } = boot(hydrateAfterPaint(DOCUMENT));
    timers[0]();
    expect(fetched).toEqual([]);
    expect(added.find((element) => element.type === 'module')?.textContent).not.toContain('__shorelineMessages');
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
