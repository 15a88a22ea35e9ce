import vm from 'node:vm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPaymentSandbox, type PaymentSandbox } from '../sandbox-server.js';
import { collectJsScript, fieldPage } from './collect-js.js';
import { NmiSandbox } from './sandbox.js';

/**
 * Runs the sandbox's Collect.js and its three field pages in separate script contexts, with
 * postMessage that honours origins as a browser does: the page at the shop's origin, the fields
 * at the sandbox's. Proves the message protocol without a browser: the page gets a token and a
 * masked number, never the number itself.
 */
const SHOP = 'http://shop.test';

type Listener = (event: { data: unknown; origin: string; source: WindowLike }) => void;

interface WindowLike {
  postMessage(data: unknown, targetOrigin: string): void;
}

interface Frame {
  origin: string;
  listeners: Listener[];
  /** The window as seen by the others. */
  handleFor(sender: Frame): WindowLike;
  self: Record<string, unknown>;
}

function deliver(target: Frame, sender: Frame, data: unknown, targetOrigin: string, seen: unknown[]) {
  if (targetOrigin !== '*' && targetOrigin !== target.origin) return;
  seen.push({ from: sender.origin, to: target.origin, data });
  const copy = structuredClone(data);
  setTimeout(
    () => target.listeners.forEach((listener) => listener({ data: copy, origin: sender.origin, source: sender.handleFor(target) })),
    0,
  );
}

function frameAt(origin: string, seen: unknown[]): Frame {
  const frame: Frame = {
    origin,
    listeners: [],
    self: {},
    handleFor(sender) {
      return { postMessage: (data, targetOrigin) => deliver(frame, sender, data, targetOrigin, seen) };
    },
  };
  return frame;
}

function fakeInput() {
  const handlers: Record<string, Array<() => void>> = {};
  return {
    value: '',
    placeholder: '',
    attributes: {} as Record<string, string>,
    setAttribute(name: string, value: string) {
      this.attributes[name] = value;
    },
    addEventListener(type: string, handler: () => void) {
      (handlers[type] ??= []).push(handler);
    },
    type(text: string) {
      this.value = text;
      handlers.input?.forEach((h) => h());
      handlers.blur?.forEach((h) => h());
    },
  };
}

describe('sandbox Collect.js (hosted fields, postMessage protocol)', () => {
  let sandbox: PaymentSandbox;
  beforeAll(async () => {
    sandbox = await startPaymentSandbox({
      port: 0,
      host: '127.0.0.1',
      publicUrl: 'http://127.0.0.1:1',
      warn: () => undefined,
      parts: [() => new NmiSandbox()],
    });
  });
  afterAll(async () => sandbox.close());

  function mountPage() {
    const seen: unknown[] = [];
    const page = frameAt(SHOP, seen);
    const fields: Array<{ frame: Frame; input: ReturnType<typeof fakeInput>; name: string }> = [];
    const containers: Record<string, { firstChild: null; appendChild(frame: { src: string; contentWindow?: WindowLike }): void }> = {};
    const mountField = (iframe: { src: string; contentWindow?: WindowLike }) => {
      const url = new URL(iframe.src);
      const frame = frameAt(url.origin, seen);
      const input = fakeInput();
      const name = url.searchParams.get('field') ?? '';
      fields.push({ frame, input, name });
      iframe.contentWindow = frame.handleFor(page);
      const html = fieldPage(name as 'ccnumber', 'n');
      const script = html.slice(html.indexOf('<script nonce="n">') + 18, html.lastIndexOf('</script>'));
      const self: Record<string, unknown> = {
        addEventListener: (_type: string, listener: Listener) => frame.listeners.push(listener),
      };
      frame.self = self;
      const parent = {
        postMessage: (data: unknown, target: string) => deliver(page, frame, data, target, seen),
        get frames() {
          return fields.map((f) => (f.frame === frame ? self : f.frame.handleFor(frame)));
        },
      };
      vm.runInNewContext(script, {
        window: self,
        parent,
        location: { origin: url.origin, search: url.search },
        document: { getElementById: (id: string) => (id === 'f' ? input : { textContent: '' }) },
        URLSearchParams,
        fetch: (path: string, init: RequestInit) => fetch(`${sandbox.internalOrigin}${path}`, init),
        setTimeout,
        clearTimeout,
        JSON,
      });
    };
    for (const name of ['#number', '#exp', '#cvv']) {
      containers[name] = { firstChild: null, appendChild: mountField };
    }
    const pageSelf: Record<string, unknown> = {
      addEventListener: (_type: string, listener: Listener) => page.listeners.push(listener),
      removeEventListener: () => undefined,
    };
    vm.runInNewContext(collectJsScript(), {
      window: pageSelf,
      document: {
        currentScript: { src: `${sandbox.publicOrigin}/token/Collect.js`, getAttribute: () => sandbox.part(NmiSandbox).tokenizationKey },
        querySelector: (selector: string) => containers[selector] ?? null,
        createElement: () => ({ style: {}, setAttribute: () => undefined, src: '' }),
      },
      location: { origin: SHOP },
      URL,
      URLSearchParams,
      crypto,
      console: { info: () => undefined },
    });
    return { pageSelf, fields, seen };
  }

  it('tokenizes inside the sandbox origin and hands the page only the token and the masked card', async () => {
    const { pageSelf, fields, seen } = mountPage();
    const CollectJS = pageSelf.CollectJS as { configure(config: unknown): void; startPaymentRequest(): void };
    const validation: Array<[string, boolean, string]> = [];
    let available = false;
    const result = new Promise<{ token: string; card: { number: string; type: string; exp: string } }>((resolve) => {
      CollectJS.configure({
        variant: 'inline',
        fields: { ccnumber: { selector: '#number' }, ccexp: { selector: '#exp' }, cvv: { selector: '#cvv' } },
        callback: resolve,
        validationCallback: (field: string, valid: boolean, message: string) => validation.push([field, valid, message]),
        fieldsAvailableCallback: () => (available = true),
      });
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(available).toBe(true);
    const byName = Object.fromEntries(fields.map((f) => [f.name, f.input]));
    byName.ccnumber.type('4111111111111111');
    expect(byName.ccnumber.value).toBe('4111 1111 1111 1111');
    byName.ccexp.type('1239');
    expect(byName.ccexp.value).toBe('12 / 39');
    byName.cvv.type('12');
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(validation).toContainEqual(['cvv', false, 'CVV is not valid']);
    byName.cvv.type('123');
    CollectJS.startPaymentRequest();
    const response = await result;
    expect(response.token).toMatch(/^[0-9a-f-]{20,}$/);
    expect(response.card).toMatchObject({ number: '411111******1111', type: 'visa', exp: '1239' });
    // Nothing that reached the shop's origin carried the card number.
    const toShop = JSON.stringify(seen.filter((m) => (m as { to: string }).to === SHOP));
    expect(toShop).not.toContain('4111111111111111');
    expect(toShop).not.toContain('4111 1111');
    expect(validation).toContainEqual(['ccnumber', true, 'Success']);
  });
});
