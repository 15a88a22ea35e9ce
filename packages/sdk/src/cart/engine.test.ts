import { describe, expect, it, vi } from 'vitest';
import type { NotificationInput } from '../notifications/notifications.js';
import { createMemoryStorage, type KeyValueStorage } from '../storage/storage.js';
import type { CreateCartOptions } from './context.js';
import { createCart } from './engine.js';
import {
  ITEM_IN_STOCK,
  ITEM_OUT_OF_STOCK,
  OUT_OF_STOCK,
  PRICE_UNKNOWN,
  PRODUCT_ADDED,
  QUANTITY_UPDATED,
  TOTALS_NEED_COUNTRY,
} from '@shoreline/domain/messages';
import { webLocksTabLock, type TabLock } from './tab-lock.js';
import { fakeWebLocks } from './fake-web-locks.test-support.js';
import type { CartItem, CartProduct, ServerCartItem, Totals } from './types.js';

interface Call {
  path: string;
  url: string;
  method: string;
  body: Record<string, unknown> | undefined;
  authorization: string | undefined;
}
type Answer = { code: number; result?: unknown };
type Route = (call: Call) => Answer;

/** A fake of our own cart API, keeping one server cart in memory. */
function fakeCartServer(overrides: Record<string, Route> = {}) {
  const server = {
    /** The lines of every cart, unless `carts` has lines for that cart id. */
    items: [] as ServerCartItem[],
    carts: {} as Record<string, ServerCartItem[]>,
    nextItemId: 100,
    guestCarts: 0,
    coupon: null as string | null,
    calls: [] as Call[],
  };
  const linesOf = (call: Call) => server.carts[new URL(call.url, 'http://test').searchParams.get('cartId') ?? ''] ?? server.items;
  const totals = (call: Call): Totals => {
    const lines = linesOf(call);
    const grandTotal = lines.reduce((sum, line) => sum + line.qty * 10, 0);
    return {
      grand_total: grandTotal,
      ...(server.coupon ? { coupon_code: server.coupon, discount_amount: -1 } : {}),
      items: lines.map((line) => ({ item_id: line.item_id, qty: line.qty, options: '[]' })),
      total_segments: [{ code: 'grand_total', title: 'Grand Total', value: grandTotal }],
    };
  };
  const routes: Record<string, Route> = {
    '/api/cart/create': (call) => ({ code: 200, result: call.authorization ? 'user-cart' : `guest-${++server.guestCarts}` }),
    '/api/cart/pull': (call) => ({ code: 200, result: linesOf(call) }),
    '/api/cart/update': (call) => {
      const lines = linesOf(call);
      const cartItem = call.body!.cartItem as ServerCartItem;
      const existing = lines.find((line) => line.item_id === cartItem.item_id);
      if (existing) {
        existing.qty = cartItem.qty;
        return { code: 200, result: existing };
      }
      const line: ServerCartItem = {
        item_id: server.nextItemId++,
        sku: cartItem.sku,
        qty: cartItem.qty,
        quote_id: '500',
        product_type: 'simple',
      };
      lines.push(line);
      return { code: 200, result: line };
    },
    '/api/cart/delete': (call) => {
      const lines = linesOf(call);
      const cartItem = call.body!.cartItem as ServerCartItem;
      lines.splice(
        lines.findIndex((line) => line.item_id === cartItem.item_id),
        1,
      );
      return { code: 200, result: true };
    },
    '/api/cart/totals': (call) => ({ code: 200, result: totals(call) }),
    '/api/cart/shipping-information': (call) => ({
      code: 200,
      result: { totals: totals(call), payment_methods: [{ code: 'checkmo' }, { code: 'cashondelivery' }] },
    }),
    '/api/cart/shipping-methods': () => ({
      code: 200,
      result: [
        { carrier_code: 'flatrate', method_code: 'flatrate', price_incl_tax: 10, available: true },
        { carrier_code: 'ups', method_code: 'air', available: false },
      ],
    }),
    '/api/cart/payment-methods': () => ({ code: 200, result: [{ code: 'checkmo' }, { code: 'cashondelivery' }] }),
    '/api/cart/apply-coupon': ({ url }) => {
      const code = new URL(url, 'http://test').searchParams.get('coupon');
      if (code !== 'CRAB10') return { code: 404, result: "The coupon code isn't valid. Verify the code and try again." };
      server.coupon = code;
      return { code: 200, result: true };
    },
    '/api/cart/delete-coupon': () => {
      server.coupon = null;
      return { code: 200, result: true };
    },
    '/api/stock/check': () => ({ code: 200, result: { is_in_stock: true } }),
    ...overrides,
  };
  const fetch = async (url: string, init: RequestInit = {}) => {
    const headers = (init.headers ?? {}) as Record<string, string>;
    const path = new URL(url, 'http://test').pathname;
    const call: Call = {
      path,
      url,
      method: init.method ?? 'GET',
      body: init.body ? JSON.parse(String(init.body)) : undefined,
      authorization: headers.authorization,
    };
    server.calls.push(call);
    const route = routes[path];
    if (!route) throw new TypeError(`fetch failed: ${url}`);
    const answer = route(call);
    return Response.json(answer, { status: answer.code });
  };
  const callsTo = (path: string) => server.calls.filter((call) => call.path === path);
  return { server, fetch, callsTo, routes };
}

type FakeCartServer = ReturnType<typeof fakeCartServer>;

function setup(options: { routes?: Record<string, Route>; api?: FakeCartServer } & Partial<CreateCartOptions> = {}) {
  const { routes, api = fakeCartServer(routes), ...rest } = options;
  const storage = rest.storage ?? createMemoryStorage();
  let now = 1_700_000_000_000;
  const notices: NotificationInput[] = [];
  const warnings: unknown[] = [];
  const { cart, runner, notifications } = createCart({
    fetch: api.fetch,
    isOnline: () => true,
    now: () => now,
    sleep: async () => undefined,
    logger: { warn: (...args: unknown[]) => void warnings.push(args[0]) },
    ...rest,
    storage,
  });
  const spawn = notifications.spawn.bind(notifications);
  vi.spyOn(notifications, 'spawn').mockImplementation((notice) => {
    const shown = spawn(notice);
    if (shown) notices.push(notice);
    return shown;
  });
  return {
    cart,
    runner,
    api,
    storage,
    notices,
    warnings,
    messages: () => notices.map((notice) => notice.message),
    advance: (ms: number) => (now += ms),
  };
}

const crab = (fields: Partial<CartProduct> = {}): CartProduct => ({
  sku: 'CRAB-DZ',
  name: 'Steamed Crabs',
  price_incl_tax: 24.99,
  type_id: 'simple',
  ...fields,
});
/** Offline: nothing is sent; the cart works locally. */
const offline = { isOnline: () => false };

describe('addItem: validation and stock status', () => {
  it('rejects an unknown price: below 0 or missing', async () => {
    const { cart, messages } = setup(offline);
    await cart.addItem(crab({ price_incl_tax: -1 }));
    await cart.addItem(crab({ sku: 'NO-PRICE', price_incl_tax: undefined }));
    expect(cart.items).toEqual([]);
    expect(messages()).toEqual([PRICE_UNKNOWN]);
  });

  it('adds a zero-price product', async () => {
    const { cart } = setup(offline);
    await cart.addItem(crab({ price_incl_tax: 0 }));
    expect(cart.items).toHaveLength(1);
  });

  it('reports every truthy product error and skips the item', async () => {
    const { cart, messages } = setup(offline);
    await cart.addItem(crab({ errors: { variants: 'No available product variants', other: null } }));
    expect(cart.items).toEqual([]);
    expect(messages()).toEqual(['No available product variants']);
  });

  it('ok: adds an in-stock product and shows the added notice with the checkout action (sync off)', async () => {
    const { cart, notices } = setup(offline);
    const diff = await cart.addItem(crab({ stock: { is_in_stock: true, manage_stock: true } }));
    expect(cart.items).toMatchObject([{ sku: 'CRAB-DZ', qty: 1 }]);
    expect(notices).toEqual([
      { type: 'success', message: PRODUCT_ADDED, action1: { label: 'OK' }, action2: { label: 'Proceed to checkout', href: '/checkout' } },
    ]);
    expect(diff.clientNotifications).toEqual(notices);
  });

  it('without stock data: adds the product without a warning (the online stock check follows)', async () => {
    const { cart, messages } = setup(offline);
    await cart.addItem(crab());
    expect(cart.items).toHaveLength(1);
    expect(messages()).toEqual([PRODUCT_ADDED]);
  });

  it('refuses a quantity the domain rule refuses (a fraction is not cut to a whole number)', async () => {
    const { cart, messages } = setup(offline);
    await cart.addItem(crab({ qty: '1.5' }));
    await cart.addItem(crab({ qty: 0 }));
    expect(cart.items).toEqual([]);
    expect(messages()).toEqual(['Quantity must be positive integer', 'Quantity must be above 0']);
  });

  it('out_of_stock with managed stock: not added, out-of-stock error, no added notice', async () => {
    const { cart, messages, notices } = setup(offline);
    await cart.addItem(crab({ stock: { is_in_stock: false, manage_stock: true } }));
    expect(cart.items).toEqual([]);
    expect(messages()).toEqual([OUT_OF_STOCK]);
    expect(notices.at(-1)?.reason).toBe('cart.out_of_stock');
  });

  it('out_of_stock with unmanaged stock: added', async () => {
    const allowed = setup(offline);
    await allowed.cart.addItem(crab({ stock: { is_in_stock: false, manage_stock: false } }));
    expect(allowed.cart.items).toHaveLength(1);
  });

  it('merges identical items, qty defaulting to 1 and strings parsed as integers', async () => {
    const { cart } = setup(offline);
    await cart.addItem(crab());
    await cart.addItem(crab({ qty: '3' }));
    await cart.addItem(crab({ sku: 'LOBSTER' }));
    expect(cart.items.map((item) => [item.sku, item.qty])).toEqual([
      ['CRAB-DZ', 4],
      ['LOBSTER', 1],
    ]);
    expect(cart.itemsCount()).toBe(5);
  });

  it('queues an online stock check and takes its answer (In stock! / Out of the stock!)', async () => {
    let inStock = true;
    const { cart, runner } = setup({
      routes: { '/api/stock/check': () => ({ code: 200, result: { is_in_stock: inStock } }) },
    });
    await cart.addItem(crab());
    await runner.processQueue();
    expect(cart.items[0]).toMatchObject({ is_in_stock: true, info: { stock: ITEM_IN_STOCK } });
    expect(await runner.findTask(cart.items[0].onlineStockCheckid!)).toMatchObject({ transmited: true });

    inStock = false;
    await cart.addItem(crab({ sku: 'LOBSTER' }));
    await runner.processQueue();
    expect(cart.items[1]).toMatchObject({ is_in_stock: false, errors: { stock: ITEM_OUT_OF_STOCK } });
  });
});

describe('addItem with cart sync', () => {
  it('creates the server cart, pushes the line and records its server id', async () => {
    const { cart, api, messages } = setup({ getUserToken: () => 'user-token' });
    await cart.addItem(crab({ qty: 2 }));
    expect(api.callsTo('/api/cart/create')[0].authorization).toBe('Bearer user-token');
    expect(api.callsTo('/api/cart/create')[0].url).toBe('/api/cart/create');
    expect(cart.getState().cartServerToken).toBe('user-cart');
    expect(api.server.items).toMatchObject([{ sku: 'CRAB-DZ', qty: 2, item_id: 100 }]);
    expect(cart.items[0]).toMatchObject({ server_item_id: 100, server_cart_id: '500', prev_qty: 2, type_id: 'simple' });
    expect(api.callsTo('/api/cart/update')[0].url).toBe('/api/cart/update?cartId=user-cart');
    expect(messages()).toContain(PRODUCT_ADDED);
  });

  it('runs operations one at a time: two quick adds create one server cart and one line', async () => {
    const { cart, api } = setup();
    await Promise.all([cart.addItem(crab({ stock: { is_in_stock: true } })), cart.addItem(crab({ stock: { is_in_stock: true } }))]);
    expect(api.callsTo('/api/cart/create')).toHaveLength(1);
    expect(api.server.items).toMatchObject([{ sku: 'CRAB-DZ', qty: 2 }]);
    expect(cart.items).toMatchObject([{ sku: 'CRAB-DZ', qty: 2, server_item_id: 100 }]);
  });

  it('shows no added notice from pushes while in checkout', async () => {
    const { cart, messages } = setup();
    cart.markCheckoutActive();
    await cart.addItem(crab({ stock: { is_in_stock: true } }));
    expect(cart.items[0].server_item_id).toBe(100);
    expect(messages()).not.toContain(PRODUCT_ADDED);
  });

  it('counts as in checkout for 30 minutes after the checkout changed', () => {
    const { cart, advance } = setup();
    expect(cart.isInCheckout()).toBe(false);
    cart.markCheckoutActive();
    advance(1_800_000);
    expect(cart.isInCheckout()).toBe(true);
    advance(1);
    expect(cart.isInCheckout()).toBe(false);
  });

  it('removes a new line the server refuses', async () => {
    const { cart } = setup({ routes: { '/api/cart/update': () => ({ code: 400, result: 'The requested qty is not available' }) } });
    await cart.addItem(crab());
    expect(cart.items).toEqual([]);
  });
});

describe('quantity update and rollback', () => {
  async function connectedCartWithLine(routes: Record<string, Route> = {}) {
    const context = setup({ routes });
    await context.cart.addItem(crab({ qty: 2, stock: { is_in_stock: true } }));
    return context;
  }

  it('pushes the new quantity of a confirmed line', async () => {
    const { cart, api, messages } = await connectedCartWithLine();
    await cart.updateQuantity(cart.items[0], 5);
    expect(api.server.items[0].qty).toBe(5);
    expect(cart.items[0]).toMatchObject({ qty: 5, prev_qty: 5 });
    expect(messages()).toContain(QUANTITY_UPDATED);
  });

  it('restores the last confirmed quantity when the server rejects the change, showing its message', async () => {
    const { cart, api, messages } = await connectedCartWithLine();
    const accept = api.routes['/api/cart/update'];
    api.routes['/api/cart/update'] = (call) =>
      (call.body!.cartItem as ServerCartItem).qty > 4 ? { code: 400, result: 'The requested qty is not available' } : accept(call);
    await cart.updateQuantity(cart.items[0], 9);
    expect(cart.items[0]).toMatchObject({ qty: 2, prev_qty: 2 });
    expect(api.server.items[0].qty).toBe(2);
    expect(messages()).toContain('The requested qty is not available');
  });

  it('removes the line when the rejected line has no confirmed quantity', async () => {
    const storage = createMemoryStorage({
      'shop/cart/current-cart': JSON.stringify([{ sku: 'CRAB-DZ', qty: 5, server_item_id: 100, price_incl_tax: 24.99 }]),
      'shop/cart/current-cart-token': JSON.stringify('user-cart'),
    });
    const { cart, api } = setup({
      storage,
      routes: { '/api/cart/update': () => ({ code: 400, result: 'The requested qty is not available' }) },
    });
    api.server.items.push({ item_id: 100, sku: 'CRAB-DZ', qty: 2, quote_id: '500' });
    const diff = await cart.load();
    expect(diff.serverResponses).toMatchObject([{ status: 400, sku: 'CRAB-DZ' }]);
    expect(cart.items).toEqual([]);
  });

  it('rejects quantities below 1', async () => {
    const { cart } = setup(offline);
    await cart.addItem(crab());
    await expect(cart.updateQuantity(cart.items[0], 0)).rejects.toThrow('Quantity must be above 0');
  });

  it('refuses a fraction rather than cutting it to a whole number, and the line keeps its quantity', async () => {
    const { cart } = setup(offline);
    await cart.addItem(crab());
    await expect(cart.updateQuantity(cart.items[0], 1.5)).rejects.toThrow('Quantity must be positive integer');
    await expect(cart.updateQuantity(cart.items[0], '2.5')).rejects.toThrow('Quantity must be positive integer');
    expect(cart.items[0].qty).toBe(1);
  });

  it('offline: only the local line changes', async () => {
    const { cart, api } = setup(offline);
    await cart.addItem(crab());
    const diff = await cart.updateQuantity(cart.items[0], '3');
    expect(cart.items[0].qty).toBe(3);
    expect(diff.serverResponses).toEqual([]);
    expect(api.server.calls).toEqual([]);
  });

  it("takes the server's answer for the line: a quantity the server settles on replaces the one sent", async () => {
    const { cart, api } = await connectedCartWithLine();
    const accept = api.routes['/api/cart/update'];
    // The server settles on 4 (say, what is left to sell), and answers the line as it keeps it.
    api.routes['/api/cart/update'] = (call) =>
      accept({ ...call, body: { cartItem: { ...(call.body!.cartItem as ServerCartItem), qty: 4 } } });
    await cart.updateQuantity(cart.items[0], 6);
    expect(cart.items[0]).toMatchObject({ qty: 4, prev_qty: 4 });
  });
});

describe('removeItem', () => {
  it('removes the children by parent sku, except for bundles', async () => {
    const { cart } = setup(offline);
    await cart.addItem(crab({ sku: 'FEAST' }));
    await cart.addItem(crab({ sku: 'FEAST-CRAB', parentSku: 'FEAST' }));
    await cart.addItem(crab({ sku: 'BOX', type_id: 'bundle' }));
    await cart.addItem(crab({ sku: 'BOX-PART', parentSku: 'BOX' }));
    await cart.removeItem(cart.items[0]);
    expect(cart.items.map((item) => item.sku)).toEqual(['BOX', 'BOX-PART']);
    await cart.removeItem(cart.items.find((item) => item.sku === 'BOX')!);
    expect(cart.items.map((item) => item.sku)).toEqual(['BOX-PART']);
  });

  it('a delete the server refuses brings the line back as the server keeps it', async () => {
    const { cart, api } = setup();
    await cart.addItem(crab({ stock: { is_in_stock: true }, qty: 2 }));
    api.routes['/api/cart/delete'] = () => ({ code: 400, result: 'The line cannot be removed now' });
    const diff = await cart.removeItem(cart.items[0]);
    expect(diff.serverResponses).toMatchObject([{ status: 400, result: 'The line cannot be removed now' }]);
    expect(cart.items).toMatchObject([{ sku: 'CRAB-DZ', qty: 2, server_item_id: 100 }]);
  });

  it('deletes a confirmed line on the server through a forced sync', async () => {
    const { cart, api } = setup();
    await cart.addItem(crab({ stock: { is_in_stock: true } }));
    await cart.removeItem(cart.items[0]);
    expect(api.callsTo('/api/cart/delete')[0].body).toEqual({ cartItem: { sku: 'CRAB-DZ', item_id: 100, quoteId: 'guest-1' } });
    expect(api.server.items).toEqual([]);
  });
});

describe('connect and the guest bypass', () => {
  it('falls back to a guest cart when the user cart answers 401', async () => {
    const onSessionLost = vi.fn();
    const { cart, api } = setup({
      getUserToken: () => 'expired',
      autoRefreshTokens: false,
      onSessionLost,
      routes: {
        '/api/cart/create': (call) => (call.authorization ? { code: 401, result: 'unauthorized' } : { code: 200, result: 'guest-cart' }),
      },
    });
    await cart.addItem(crab());
    expect(api.callsTo('/api/cart/create').map((call) => call.authorization)).toEqual(['Bearer expired', undefined]);
    expect(cart.getState()).toMatchObject({ cartServerToken: 'guest-cart', connectBypassCount: 1 });
    expect(api.server.items).toHaveLength(1);
  });

  it('a session the server ended (refresh refused) keeps the lines, and they go on in a guest cart', async () => {
    let token: string | null = 'expired';
    const ended = vi.fn();
    const storage = createMemoryStorage({
      'shop/cart/current-cart': JSON.stringify([{ sku: 'CRAB-DZ', qty: 2, price_incl_tax: 24.99 }]),
      'shop/cart/current-cart-token': JSON.stringify('customer-cart'),
    });
    const { cart, runner, api } = setup({
      storage,
      getUserToken: () => token,
      refreshToken: async () => null,
      // The app's session: the tokens go, and the cart carries on as a guest's once the running operation ends.
      onSessionLost: () => {
        ended();
        token = null;
        void cart.continueAsGuest(() => runner.resetTokenLock());
      },
      routes: {
        '/api/cart/pull': (call) => (call.authorization ? { code: 401, result: 'expired' } : { code: 200, result: api.server.items }),
        '/api/cart/create': () => ({ code: 200, result: 'guest-cart' }),
      },
    });
    await cart.load();
    expect(ended).toHaveBeenCalledTimes(1);
    expect(cart.getState().cartItems.map((line) => [line.sku, line.qty])).toEqual([['CRAB-DZ', 2]]);
    await cart.continueAsGuest(() => runner.resetTokenLock());
    expect(cart.getState()).toMatchObject({ cartServerToken: 'guest-cart' });
    expect(cart.getState().cartItems.map((line) => [line.sku, line.qty])).toEqual([['CRAB-DZ', 2]]);
    expect(api.server.items.map((line) => [line.sku, line.qty])).toEqual([['CRAB-DZ', 2]]);
  });

  /** A customer's cart (A ×2, B ×1) whose session the server ends at the first pull, and a sign-in again later. */
  function endedSession() {
    let token: string | null = 'customer-token';
    let guest: Promise<unknown> = Promise.resolve();
    const storage = createMemoryStorage({
      'shop/cart/current-cart': JSON.stringify([
        { sku: 'A', qty: 2, price_incl_tax: 1, server_item_id: 7 },
        { sku: 'B', qty: 1, price_incl_tax: 1, server_item_id: 8 },
      ]),
      'shop/cart/current-cart-token': JSON.stringify('user-cart'),
    });
    const api = fakeCartServer({
      '/api/cart/pull': (call) => {
        if (call.authorization === 'Bearer customer-token') return { code: 401, result: 'expired' };
        return { code: 200, result: api.server.carts[new URL(call.url, 'http://test').searchParams.get('cartId') ?? ''] ?? [] };
      },
      '/api/cart/create': (call) => ({ code: 200, result: call.authorization ? customerCart(call.authorization) : 'guest-cart' }),
    });
    const customerCart = (authorization: string) => (authorization === 'Bearer other-customer' ? 'other-cart' : 'user-cart');
    api.server.carts['user-cart'] = [
      { item_id: 7, sku: 'A', qty: 2, quote_id: '500' },
      { item_id: 8, sku: 'B', qty: 1, quote_id: '500' },
    ];
    api.server.carts['guest-cart'] = [];
    api.server.carts['other-cart'] = [];
    const context = setup({
      api,
      storage,
      getUserToken: () => token,
      refreshToken: async () => null,
      onSessionLost: () => {
        token = null;
        guest = context.cart.continueAsGuest(() => context.runner.resetTokenLock());
      },
    });
    const loadAsGuest = async () => {
      await context.cart.load();
      await guest;
    };
    const signInAgain = (newToken: string) => {
      token = newToken;
      return context.cart.authorize();
    };
    return { ...context, loadAsGuest, signInAgain };
  }

  const linesOf = (lines: readonly { sku: string; qty: number }[]) => lines.map((line) => [line.sku, line.qty]);

  it('signing in again after the session ended counts the lines the guest cart took over once (merged by difference)', async () => {
    const { cart, api, loadAsGuest, signInAgain } = endedSession();
    await loadAsGuest();
    expect(cart.getState().cartServerToken).toBe('guest-cart');
    expect(linesOf(api.server.carts['guest-cart'])).toEqual([
      ['A', 2],
      ['B', 1],
    ]);
    // As a guest: one more A, B removed, C added; meanwhile D went into the customer's cart on another device.
    await cart.updateQuantity(
      cart.items.find((line) => line.sku === 'A')!,
      3,
    );
    await cart.removeItem(cart.items.find((line) => line.sku === 'B')!);
    await cart.addItem({ sku: 'C', qty: 1, price_incl_tax: 1, type_id: 'simple' });
    api.server.carts['user-cart'].push({ item_id: 9, sku: 'D', qty: 1, quote_id: '500' });

    await signInAgain('new-customer-token');
    expect(cart.getState().cartServerToken).toBe('user-cart');
    expect(linesOf(api.server.carts['user-cart'])).toEqual([
      ['A', 3],
      ['D', 1],
      ['C', 1],
    ]);
    expect(linesOf(cart.items).sort()).toEqual([
      ['A', 3],
      ['C', 1],
      ['D', 1],
    ]);
  });

  it('signing in again with nothing changed leaves the customer cart as it was, and forgets the ended cart', async () => {
    const { cart, api, storage, loadAsGuest, signInAgain } = endedSession();
    await loadAsGuest();
    const endedCart = () => JSON.parse(String(storage.getItem('shop/cart/ended-customer-cart'))) as unknown;
    await cart.flush();
    expect(endedCart()).toMatchObject({
      cartId: 'user-cart',
      lines: [
        { sku: 'A', qty: 2 },
        { sku: 'B', qty: 1 },
      ],
    });
    await signInAgain('new-customer-token');
    await cart.flush();
    expect(endedCart()).toBeNull();
    expect(linesOf(api.server.carts['user-cart'])).toEqual([
      ['A', 2],
      ['B', 1],
    ]);
    expect(linesOf(cart.items)).toEqual([
      ['A', 2],
      ['B', 1],
    ]);
  });

  it('another customer signing in gets the lines added in full: only the ended cart itself is merged by difference', async () => {
    const { cart, api, loadAsGuest, signInAgain } = endedSession();
    await loadAsGuest();
    await signInAgain('other-customer');
    expect(cart.getState().cartServerToken).toBe('other-cart');
    expect(linesOf(api.server.carts['other-cart'])).toEqual([
      ['A', 2],
      ['B', 1],
    ]);
    expect(linesOf(api.server.carts['user-cart'])).toEqual([
      ['A', 2],
      ['B', 1],
    ]);
  });

  it('clears the local cart and token when every attempt fails', async () => {
    const { cart, api, storage } = setup({ routes: { '/api/cart/create': () => ({ code: 401, result: 'unauthorized' }) } });
    await cart.addItem(crab());
    expect(api.callsTo('/api/cart/create')).toHaveLength(2);
    expect(cart.getState()).toMatchObject({ cartItems: [], cartServerToken: null, cartItemsHash: null });
    await cart.flush();
    expect(storage.getItem('shop/cart/current-cart')).toBe('[]');
  });

  it('falls back to a guest cart when the pull fails', async () => {
    const storage = createMemoryStorage({
      'shop/cart/current-cart': JSON.stringify([{ sku: 'CRAB-DZ', qty: 1, price_incl_tax: 24.99 }]),
      'shop/cart/current-cart-token': JSON.stringify('broken'),
    });
    const { cart, api } = setup({
      storage,
      routes: {
        '/api/cart/pull': (call) =>
          call.url.includes('cartId=broken') ? { code: 500, result: 'Internal Server Error' } : { code: 200, result: [] },
      },
    });
    await cart.load();
    expect(cart.getState()).toMatchObject({ cartServerToken: 'guest-1', connectBypassCount: 1 });
    expect(api.server.items).toMatchObject([{ sku: 'CRAB-DZ' }]);
  });
});

describe('sync', () => {
  it('is skipped when the hash did not change, and runs when forced', async () => {
    const { cart, api } = setup();
    await cart.addItem(crab({ stock: { is_in_stock: true } }));
    const pulls = api.callsTo('/api/cart/pull').length;
    expect(await cart.sync()).toEqual({ serverResponses: [], clientNotifications: [] });
    expect(api.callsTo('/api/cart/pull')).toHaveLength(pulls);
    await cart.sync({ forceSync: true });
    expect(api.callsTo('/api/cart/pull')).toHaveLength(pulls + 1);
    expect(cart.hashChanged()).toBe(false);
  });

  it('pulls server-only lines into the cart (through findProduct) unless the client state is forced', async () => {
    const storage = createMemoryStorage({ 'shop/cart/current-cart-token': JSON.stringify('user-cart') });
    const findProduct = vi.fn(async (line: ServerCartItem) => crab({ sku: line.sku, name: 'From catalogue' }));
    const { cart, api } = setup({ storage, findProduct });
    api.server.items.push({ item_id: 7, sku: 'CRAB-DZ', qty: 3, quote_id: '500', product_type: 'simple' });
    await cart.load();
    expect(cart.items).toMatchObject([{ sku: 'CRAB-DZ', name: 'From catalogue', qty: 3, server_item_id: 7, prev_qty: 3 }]);

    await cart.removeItem(cart.items[0]);
    expect(api.server.items).toEqual([]);
  });

  it('with the client state forced (in checkout), deletes server-only lines', async () => {
    const storage = createMemoryStorage({ 'shop/cart/current-cart-token': JSON.stringify('user-cart') });
    const { cart, api } = setup({ storage });
    api.server.items.push({ item_id: 7, sku: 'OLD', qty: 1, quote_id: '500' });
    cart.markCheckoutActive();
    await cart.load();
    expect(api.server.items).toEqual([]);
    expect(api.callsTo('/api/cart/delete')).toHaveLength(1);
  });

  it('after login, connects the user cart, pushes client + server quantities and keeps the coupon', async () => {
    const storage = createMemoryStorage({
      'shop/cart/current-cart': JSON.stringify([{ sku: 'A', qty: 1, price_incl_tax: 1 }]),
      'shop/cart/current-cart-token': JSON.stringify('guest-1'),
      'shop/cart/current-totals': JSON.stringify({ platformTotals: { coupon_code: 'CRAB10' }, platformTotalSegments: [] }),
    });
    let token: string | null = null;
    const { cart, api } = setup({ storage, getUserToken: () => token });
    api.server.carts['guest-1'] = [{ item_id: 3, sku: 'A', qty: 1, quote_id: '400' }];
    api.server.carts['user-cart'] = [{ item_id: 7, sku: 'A', qty: 2, quote_id: '500' }];
    api.server.coupon = 'CRAB10';
    await cart.load();
    api.server.calls.length = 0;

    token = 'user-token';
    await cart.authorize();
    expect(cart.getState().cartServerToken).toBe('user-cart');
    expect(api.server.carts['user-cart']).toMatchObject([{ item_id: 7, sku: 'A', qty: 3 }]);
    expect(cart.items[0]).toMatchObject({ qty: 3, server_item_id: 7 });
    const paths = api.server.calls.map((call) => call.path);
    expect(paths.indexOf('/api/cart/delete-coupon')).toBeLessThan(paths.indexOf('/api/cart/create'));
    expect(paths.lastIndexOf('/api/cart/apply-coupon')).toBeGreaterThan(paths.indexOf('/api/cart/update'));
    expect(cart.coupon()?.code).toBe('CRAB10');
  });
});

describe('totals, methods and coupons', () => {
  async function connected(options: Partial<CreateCartOptions> = {}) {
    const context = setup({ ...options, config: options.config });
    await context.cart.addItem(crab({ qty: 2, stock: { is_in_stock: true } }));
    return context;
  }

  it('maps the server totals onto the lines by numeric server_item_id and stores them', async () => {
    const { cart, api, storage } = await connected();
    api.server.items[0].qty = 3;
    await cart.syncTotals({ forceServerSync: true });
    expect(cart.items[0]).toMatchObject({ qty: 3, totals: { item_id: 100, qty: 3, options: [] } });
    expect(cart.getState().platformTotalSegments).toEqual([{ code: 'grand_total', title: 'Grand Total', value: 30 }]);
    expect(cart.totals()).toEqual([{ code: 'grand_total', title: 'Grand Total', value: 30 }]);
    await cart.flush();
    expect(JSON.parse(String(storage.getItem('shop/cart/current-totals')))).toMatchObject({ platformTotals: { grand_total: 30 } });
  });

  it('refreshes shipping methods (dropping unavailable ones) and payment methods as server methods', async () => {
    const { cart } = await connected();
    expect(cart.getState().shippingMethods).toEqual([
      { carrier_code: 'flatrate', method_code: 'flatrate', price_incl_tax: 10, available: true, is_server_method: true },
    ]);
    expect(cart.getState().paymentMethods.map((method) => [method.code, method.is_server_method])).toEqual([
      ['checkmo', true],
      ['cashondelivery', true],
    ]);
    expect(cart.availablePaymentMethods().map((method) => method.code)).toEqual(['checkmo', 'cashondelivery']);
  });

  it('uses shipping-information once a shipping method is known, and totals otherwise', async () => {
    const { api } = await connected();
    expect(api.callsTo('/api/cart/shipping-information')).toHaveLength(1);
    expect(api.callsTo('/api/cart/shipping-information')[0].body).toMatchObject({
      addressInformation: { shippingAddress: { countryId: 'US' }, shippingCarrierCode: 'flatrate', shippingMethodCode: 'flatrate' },
    });

    const withoutMethods = setup();
    withoutMethods.api.routes['/api/cart/shipping-methods'] = () => ({ code: 200, result: [] });
    await withoutMethods.cart.addItem(crab({ stock: { is_in_stock: true } }));
    expect(withoutMethods.api.callsTo('/api/cart/totals')).toHaveLength(1);
    expect(withoutMethods.api.callsTo('/api/cart/shipping-information')).toEqual([]);
  });

  it('keeps the methods last offered, and offers them again to a checkout loaded offline', async () => {
    const { storage } = await connected();
    const reloaded = setup({ storage, isOnline: () => false });
    await reloaded.cart.load();
    expect(reloaded.cart.getState().shippingMethods.map((method) => method.method_code)).toEqual(['flatrate']);
    expect(reloaded.cart.availablePaymentMethods().map((method) => method.code)).toEqual(['checkmo', 'cashondelivery']);
    // Online, nothing stale is offered before the server answers.
    const failing = () => ({ code: 500 });
    const online = setup({ storage, routes: { '/api/cart/payment-methods': failing, '/api/cart/shipping-methods': failing } });
    await online.cart.load();
    expect(online.cart.getState().shippingMethods).toEqual([]);
  });

  it('hides cash on delivery for a virtual cart', async () => {
    const { cart, api } = setup();
    api.routes['/api/cart/update'] = () => ({
      code: 200,
      result: { item_id: 1, sku: 'E-GIFT', qty: 1, quote_id: '500', product_type: 'virtual' },
    });
    await cart.addItem(crab({ sku: 'E-GIFT', type_id: 'virtual', stock: { is_in_stock: true } }));
    expect(cart.isVirtualCart()).toBe(true);
    expect(cart.getState().paymentMethods.map((method) => method.code)).toEqual(['checkmo', 'cashondelivery']);
    expect(cart.availablePaymentMethods().map((method) => method.code)).toEqual(['checkmo']);
  });

  it('needs a country for totals', async () => {
    const { cart, api, warnings } = await connected({ config: { defaultCountry: null } });
    expect(warnings).toContain(TOTALS_NEED_COUNTRY);
    expect(api.callsTo('/api/cart/totals')).toEqual([]);
    expect(api.callsTo('/api/cart/shipping-information')).toEqual([]);
    expect(cart.getState().platformTotals).toBeNull();
  });

  it('keeps the old totals when the server answers an error', async () => {
    const { cart, api } = await connected();
    const before = cart.getState().platformTotals;
    api.routes['/api/cart/shipping-information'] = () => ({ code: 500, result: 'boom' });
    await cart.syncTotals({ forceServerSync: true });
    expect(cart.getState().platformTotals).toBe(before);
  });

  it('applies a coupon with a forced totals sync, and removes it', async () => {
    const { cart, api, messages } = await connected();
    const totalsCalls = api.callsTo('/api/cart/shipping-information').length;
    expect(await cart.applyCoupon('CRAB10')).toBe(true);
    expect(api.callsTo('/api/cart/apply-coupon')[0].url).toBe('/api/cart/apply-coupon?cartId=guest-1&coupon=CRAB10');
    expect(api.callsTo('/api/cart/shipping-information')).toHaveLength(totalsCalls + 1);
    expect(cart.coupon()).toEqual({ code: 'CRAB10', discount: -1 });
    expect(cart.hashChanged()).toBe(false);

    expect(await cart.removeCoupon()).toBe(true);
    expect(cart.coupon()).toBeNull();

    expect(await cart.applyCoupon('NOPE')).toBe(false);
    expect(messages()).toContain("The coupon code isn't valid. Verify the code and try again.");
  });

  it('lists the extra fees and chooses one: the calls name the cart, and a success forces a totals sync', async () => {
    const { cart, api, messages } = await connected();
    const fee = {
      fee_id: 1,
      name: 'Insulated packaging',
      description: '',
      frontend_type: 'checkbox',
      options: [{ option_id: 101, label: 'Insulated packaging', price_excl_tax: 6.95, price_incl_tax: 6.95 }],
      options_ids: [],
    };
    api.routes['/api/ext/amasty-extrafee/get-fees'] = () => ({ code: 200, result: { fees: [fee] } });
    api.routes['/api/ext/amasty-extrafee/totals-information'] = (call) =>
      (call.body?.information as { fee_id: number }).fee_id === 1
        ? { code: 200, result: { grand_total: 26.95 } }
        : { code: 404, result: 'No such extra fee with fee_id = 9' };

    expect(await cart.extraFees()).toEqual([fee]);
    expect(api.callsTo('/api/ext/amasty-extrafee/get-fees')[0]).toMatchObject({
      url: '/api/ext/amasty-extrafee/get-fees?cartId=guest-1',
      body: { cart_id: 'guest-1', addressInformation: { address: { countryId: 'US' } } },
    });

    const totalsCalls = api.callsTo('/api/cart/shipping-information').length;
    expect(await cart.chooseExtraFee({ fee_id: 1, options_ids: [101] })).toBe(true);
    expect(api.callsTo('/api/ext/amasty-extrafee/totals-information')[0].body).toMatchObject({
      cart_id: 'guest-1',
      information: { fee_id: 1, options_ids: [101] },
      addressInformation: { shipping_carrier_code: 'flatrate', shipping_method_code: 'flatrate' },
    });
    expect(api.callsTo('/api/cart/shipping-information')).toHaveLength(totalsCalls + 1);
    expect(cart.hashChanged()).toBe(false);

    expect(await cart.chooseExtraFee({ fee_id: 9, options_ids: [1] })).toBe(false);
    expect(messages()).toContain('No such extra fee with fee_id = 9');
  });
});

describe('clear, persistence and other tabs', () => {
  it('clears after an order without calling the server', async () => {
    const { cart, api, storage } = setup();
    await cart.addItem(crab({ stock: { is_in_stock: true } }));
    const calls = api.server.calls.length;
    await cart.clearAfterOrder();
    expect(cart.getState()).toMatchObject({ cartItems: [], cartServerToken: null, cartItemsHash: null, platformTotals: null });
    expect(api.server.calls).toHaveLength(calls);
    expect(api.server.items).toHaveLength(1);
    expect(storage.getItem('shop/user/last-cart-bypass-ts')).toBe('1700000000000');
  });

  it('clear() (after logout) forgets the lines and the server cart without calling it', async () => {
    const { cart, api } = setup();
    await cart.addItem(crab({ stock: { is_in_stock: true } }));
    const calls = api.server.calls.length;
    await cart.clear();
    expect(cart.items).toEqual([]);
    expect(cart.getState().cartServerToken).toBeNull();
    expect(api.server.calls).toHaveLength(calls);
  });

  it('persists items, token and hash, and a new page life loads them', async () => {
    const { cart, storage } = setup();
    await cart.addItem(crab({ stock: { is_in_stock: true } }));
    await cart.flush();
    expect(JSON.parse(String(storage.getItem('shop/cart/current-cart-token')))).toBe('guest-1');
    expect(JSON.parse(String(storage.getItem('shop/cart/current-cart-hash')))).toBe(cart.currentHash());

    const reloaded = setup({ storage });
    await reloaded.cart.load();
    expect(reloaded.cart.items).toMatchObject([{ sku: 'CRAB-DZ', server_item_id: 100 }]);
    expect(reloaded.cart.getState().cartServerToken).toBe('guest-1');
  });

  it('takes over the cart another tab stored, without any server call', async () => {
    const { cart, api, storage } = setup(offline);
    const listener = vi.fn();
    cart.subscribe(listener);
    const items: CartItem[] = [{ sku: 'CRAB-DZ', qty: 4 }];
    // As in a browser: the other tab's write is in the storage when the event arrives.
    const otherTabWrites = async (key: string, value: string) => {
      storage.setItem(key, value);
      await cart.handleStorageChange(key, value);
    };
    await otherTabWrites('shop/cart/current-cart', JSON.stringify(items));
    await otherTabWrites('shop/cart/current-totals', JSON.stringify({ platformTotals: { grand_total: 4 }, platformTotalSegments: [] }));
    await cart.handleStorageChange('shop/user/current-token', '"x"');
    expect(cart.items).toEqual(items);
    expect(cart.getState().platformTotals).toEqual({ grand_total: 4 });
    expect(listener).toHaveBeenCalled();
    expect(api.server.calls).toEqual([]);
  });
});

/** Makes the fake server answer every call to these carts as our API does once an order closed them. */
function closeCarts(api: ReturnType<typeof fakeCartServer>, ...cartIds: string[]): Set<string> {
  const closed = new Set(cartIds);
  for (const [path, open] of Object.entries(api.routes)) {
    if (!path.startsWith('/api/cart/') || path === '/api/cart/create') continue;
    api.routes[path] = (call) => {
      const cartId = new URL(call.url, 'http://test').searchParams.get('cartId') ?? '';
      return closed.has(cartId) ? { code: 404, result: `No such entity with cartId = ${cartId}`, reason: 'cart.not_found' } : open(call);
    };
  }
  return closed;
}

/** Create as our API answers it: a new guest cart each time; a customer's active cart (a new one once it is closed). */
function cartsPerCustomer(api: ReturnType<typeof fakeCartServer>, closed: Set<string>): void {
  let customerCarts = 1;
  api.routes['/api/cart/create'] = (call) => {
    if (!call.authorization) {
      const id = `guest-${++api.server.guestCarts}`;
      api.server.carts[id] = [];
      return { code: 200, result: id };
    }
    if (closed.has(`customer-${customerCarts}`)) customerCarts += 1;
    const id = `customer-${customerCarts}`;
    api.server.carts[id] ??= [];
    return { code: 200, result: id };
  };
}

const corn = (fields: Partial<CartProduct> = {}): CartProduct => ({
  sku: 'SIDE-CORN-6',
  name: 'Sweet Corn',
  price_incl_tax: 9.99,
  type_id: 'simple',
  stock: { is_in_stock: true },
  ...fields,
});

describe('a cart closed by an order elsewhere (404 "No such entity with cartId")', () => {
  const confirmedCrab: CartItem = {
    sku: 'CRAB-DZ',
    qty: 2,
    price_incl_tax: 24.99,
    server_item_id: 7,
    server_cart_id: 'closed',
    prev_qty: 2,
  };
  const newCorn: CartItem = { sku: 'SIDE-CORN-6', qty: 1, price_incl_tax: 9.99 };

  function storedCart(items: CartItem[], token: string) {
    return createMemoryStorage({
      'shop/cart/current-cart': JSON.stringify(items),
      'shop/cart/current-cart-token': JSON.stringify(token),
      'shop/cart/current-cart-hash': JSON.stringify('stale'),
    });
  }

  const errors = (notices: NotificationInput[]) => notices.filter((notice) => notice.type === 'error');

  it('a guest: the pull finds the stored cart gone; a new cart gets the lines the old one never had', async () => {
    const storage = storedCart([confirmedCrab, newCorn], 'closed');
    const { cart, api, notices, warnings } = setup({ storage });
    const closed = closeCarts(api, 'closed');
    cartsPerCustomer(api, closed);
    await cart.load();

    expect(api.callsTo('/api/cart/pull').map((call) => call.url)).toEqual([
      '/api/cart/pull?cartId=closed',
      '/api/cart/pull?cartId=guest-1',
    ]);
    expect(cart.getState()).toMatchObject({ cartServerToken: 'guest-1', connectBypassCount: 0 });
    // The crab was on the closed cart, so it was ordered; the corn was never sent, so it stays.
    expect(cart.items).toMatchObject([{ sku: 'SIDE-CORN-6', qty: 1, server_item_id: 100 }]);
    expect(api.server.carts['guest-1']).toMatchObject([{ sku: 'SIDE-CORN-6', qty: 1 }]);
    expect(errors(notices)).toEqual([]);
    expect(warnings).toEqual([]);
    await cart.flush();
    expect(JSON.parse(String(storage.getItem('shop/cart/current-cart-token')))).toBe('guest-1');
    expect(cart.hashChanged()).toBe(false);
  });

  it('a guest with nothing left: the id is forgotten and no cart is created until something is added', async () => {
    const storage = storedCart([confirmedCrab], 'closed');
    const { cart, api, notices } = setup({ storage });
    const closed = closeCarts(api, 'closed');
    cartsPerCustomer(api, closed);
    await cart.load();
    expect(cart.getState()).toMatchObject({ cartItems: [], cartServerToken: null, platformTotals: null });
    expect(api.callsTo('/api/cart/create')).toEqual([]);
    expect(errors(notices)).toEqual([]);

    await cart.addItem(corn());
    expect(cart.getState().cartServerToken).toBe('guest-1');
    expect(api.server.carts['guest-1']).toMatchObject([{ sku: 'SIDE-CORN-6' }]);
  });

  it('a customer: a totals refresh finds the cart gone; the token fetches their current cart and its lines', async () => {
    const { cart, api, notices, warnings } = setup({ getUserToken: () => 'user-token' });
    const closed = closeCarts(api);
    cartsPerCustomer(api, closed);
    await cart.addItem(crab({ stock: { is_in_stock: true } }));
    expect(cart.getState().cartServerToken).toBe('customer-1');

    // Another tab orders customer-1, then puts a feast into the customer's new cart.
    closed.add('customer-1');
    api.server.carts['customer-2'] = [{ item_id: 300, sku: 'FEAST-CRAB-4', qty: 1, quote_id: 'customer-2', product_type: 'bundle' }];
    await cart.syncTotals({ forceServerSync: true });

    expect(api.callsTo('/api/cart/create').map((call) => call.authorization)).toEqual(['Bearer user-token', 'Bearer user-token']);
    expect(cart.getState().cartServerToken).toBe('customer-2');
    expect(cart.items).toMatchObject([{ sku: 'FEAST-CRAB-4', qty: 1, server_item_id: 300 }]);
    expect(api.server.carts['customer-2']).toHaveLength(1);
    expect(cart.getState().platformTotals).toMatchObject({ grand_total: 10 });
    expect(errors(notices)).toEqual([]);
    expect(warnings).toEqual([]);
  });

  it('an update answered 404 for the cart is no refusal: no rollback, no error, the line goes to the new cart', async () => {
    const { cart, api, notices, messages } = setup();
    const closed = closeCarts(api);
    cartsPerCustomer(api, closed);
    await cart.addItem(crab({ stock: { is_in_stock: true } }));
    // The order closes guest-1 between this tab's pull and its update.
    const openUpdate = api.routes['/api/cart/update'];
    api.routes['/api/cart/update'] = (call) => {
      closed.add('guest-1');
      return openUpdate(call);
    };
    await cart.addItem(corn());

    expect(api.callsTo('/api/cart/update').map((call) => call.url)).toEqual([
      '/api/cart/update?cartId=guest-1',
      '/api/cart/update?cartId=guest-1',
      '/api/cart/update?cartId=guest-2',
    ]);
    expect(cart.getState().cartServerToken).toBe('guest-2');
    expect(cart.items).toMatchObject([{ sku: 'SIDE-CORN-6', qty: 1, server_item_id: 101 }]);
    expect(errors(notices)).toEqual([]);
    expect(new Set(messages())).toEqual(new Set([PRODUCT_ADDED]));
  });

  it("the ordering tab's clearing arrives while this tab's call is on its way: the 404 still gets the new line a new cart", async () => {
    const { cart, api, notices, messages, storage } = setup();
    const closed = closeCarts(api);
    cartsPerCustomer(api, closed);
    await cart.addItem(crab({ stock: { is_in_stock: true } }));
    // Chromium hands localStorage to other tabs' processes a moment late: this tab read the old id,
    // and the other tab's "token cleared" event lands while the pull is on its way.
    const openPull = api.routes['/api/cart/pull'];
    api.routes['/api/cart/pull'] = (call) => {
      if (!closed.has('guest-1')) {
        closed.add('guest-1');
        storage.setItem('shop/cart/current-cart-token', 'null');
        void cart.handleStorageChange('shop/cart/current-cart-token', 'null');
      }
      return openPull(call);
    };
    await cart.addItem(corn());

    expect(cart.getState().cartServerToken).toBe('guest-2');
    expect(api.server.carts['guest-2']).toMatchObject([{ sku: 'SIDE-CORN-6', qty: 1 }]);
    expect(cart.items).toMatchObject([{ sku: 'SIDE-CORN-6', qty: 1, server_item_id: 101 }]);
    expect(errors(notices)).toEqual([]);
    expect(messages()).toContain(PRODUCT_ADDED);
  });

  it('takes over the newer cart another tab has stored meanwhile, without creating one', async () => {
    const storage = storedCart([confirmedCrab], 'closed');
    const { cart, api } = setup({ storage });
    const closed = closeCarts(api, 'closed');
    cartsPerCustomer(api, closed);
    const pull = api.routes['/api/cart/pull'];
    api.routes['/api/cart/pull'] = (call) => {
      // The other tab has already replaced the cart when this tab's pull is answered.
      storage.setItem('shop/cart/current-cart', JSON.stringify([{ ...newCorn, server_item_id: 55 }]));
      storage.setItem('shop/cart/current-cart-token', JSON.stringify('guest-other'));
      return pull(call);
    };
    await cart.load();
    expect(api.callsTo('/api/cart/create')).toEqual([]);
    expect(cart.getState().cartServerToken).toBe('guest-other');
    expect(cart.items).toMatchObject([{ sku: 'SIDE-CORN-6', server_item_id: 55 }]);
  });

  it('tries once per operation: a new cart that is gone at once is not retried in a loop', async () => {
    const storage = storedCart([newCorn], 'closed');
    const { cart, api, notices } = setup({ storage });
    closeCarts(api, 'closed');
    api.routes['/api/cart/create'] = () => ({ code: 200, result: 'closed' });
    await cart.load();
    expect(api.callsTo('/api/cart/create')).toHaveLength(1);
    expect(cart.getState().cartServerToken).toBeNull();
    expect(cart.items).toMatchObject([{ sku: 'SIDE-CORN-6' }]);
    expect(errors(notices)).toEqual([]);
  });

  it('placeOrder: a totals refresh queued while the order is sent makes no call to the closed cart', async () => {
    const { cart, api, storage } = setup();
    const closed = closeCarts(api);
    await cart.addItem(crab({ stock: { is_in_stock: true } }));
    const calls = api.server.calls.length;
    let refresh: Promise<void> = Promise.resolve();
    const answer = await cart.placeOrder(async () => {
      refresh = cart.syncTotals({ forceServerSync: true }); // a checkout field changed meanwhile
      closed.add('guest-1'); // the server closes the cart with the order
      return { ok: true as const, orderNumber: '1001' };
    });
    await refresh;
    expect(answer).toEqual({ ok: true, orderNumber: '1001' });
    expect(api.server.calls).toHaveLength(calls);
    expect(cart.getState()).toMatchObject({ cartItems: [], cartServerToken: null });
    expect(storage.getItem('shop/user/last-cart-bypass-ts')).toBe('1700000000000');
  });

  it('placeOrder: keeps the new cart a tab stored while the order was sent (it could not wait for the lock), instead of clearing it', async () => {
    const { cart, storage } = setup();
    await cart.addItem(crab({ stock: { is_in_stock: true } }));
    await cart.placeOrder(async () => {
      // The other tab found guest-1 closed by this order and put the shopper's corn into a new cart.
      storage.setItem('shop/cart/current-cart', JSON.stringify([{ ...newCorn, server_item_id: 55 }]));
      storage.setItem('shop/cart/current-cart-token', JSON.stringify('guest-9'));
      return { ok: true as const };
    });
    expect(cart.getState()).toMatchObject({ cartServerToken: 'guest-9', cartItems: [{ sku: 'SIDE-CORN-6', server_item_id: 55 }] });
    await cart.flush();
    expect(JSON.parse(String(storage.getItem('shop/cart/current-cart-token')))).toBe('guest-9');
    expect(storage.getItem('shop/user/last-cart-bypass-ts')).toBe('1700000000000');
  });

  it('placeOrder: a refused order keeps the cart', async () => {
    const { cart } = setup();
    await cart.addItem(crab({ stock: { is_in_stock: true } }));
    const answer = await cart.placeOrder(async () => ({ ok: false as const, status: 400 }));
    expect(answer.ok).toBe(false);
    expect(cart.getState()).toMatchObject({ cartServerToken: 'guest-1', cartItems: [{ sku: 'CRAB-DZ' }] });
  });

  it('two tabs writing a new cart id at once end up on the same one: the stored value wins over the event', async () => {
    const { cart, storage } = setup(offline);
    storage.setItem('shop/cart/current-cart-token', JSON.stringify('guest-b'));
    // This tab gets the event of the other tab's earlier write after its own later one.
    await cart.handleStorageChange('shop/cart/current-cart-token', JSON.stringify('guest-a'));
    expect(cart.getState().cartServerToken).toBe('guest-b');
  });
});

const realSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Two tabs of one browser: one server, one storage. A write reaches the other tab the way a
 * "storage" event does: a moment later, and only in the tab that did not write.
 */
function twoTabs(lockFor: (storage: KeyValueStorage) => TabLock | undefined) {
  const api = fakeCartServer();
  const closed = closeCarts(api);
  cartsPerCustomer(api, closed);
  const shared = createMemoryStorage();
  const tabs: Array<ReturnType<typeof setup>> = [];
  const tellOtherTabs = (writer: number, key: string, value: string | null) =>
    tabs.forEach((tab, index) => {
      if (index !== writer) setTimeout(() => void tab.cart.handleStorageChange(key, value), 0);
    });
  const storageOf = (writer: number): KeyValueStorage => ({
    getItem: (key) => shared.getItem(key),
    setItem: (key, value) => {
      shared.setItem(key, value);
      tellOtherTabs(writer, key, value);
    },
    removeItem: (key) => {
      shared.removeItem(key);
      tellOtherTabs(writer, key, null);
    },
  });
  for (const writer of [0, 1]) {
    const storage = storageOf(writer);
    tabs.push(setup({ api, storage, tabLock: lockFor(storage), sleep: realSleep }));
  }
  const [a, b] = tabs as [ReturnType<typeof setup>, ReturnType<typeof setup>];
  /** Lets the storage events in flight arrive. */
  const settle = () => realSleep(5);
  return { api, closed, a, b, settle };
}

const skus = (items: Array<{ sku: string }>) => items.map((item) => item.sku).sort();

describe.each([
  {
    name: 'Web Locks',
    lockFor: (() => {
      const locks = fakeWebLocks();
      return () => webLocksTabLock(locks, 'shop/cart/lock');
    })(),
  },
  { name: 'a storage lease (no Web Locks: the default here)', lockFor: () => undefined },
])('two tabs of one browser, one cart, with $name', ({ lockFor }) => {
  it('two tabs adding at the same moment: one creates the guest cart, the other adopts it, and both lines land in it', async () => {
    const { api, a, b, settle } = twoTabs(lockFor);
    await Promise.all([a.cart.load(), b.cart.load()]);
    await Promise.all([a.cart.addItem(crab({ stock: { is_in_stock: true } })), b.cart.addItem(corn())]);
    await settle();

    expect(api.callsTo('/api/cart/create')).toHaveLength(1);
    expect(Object.keys(api.server.carts)).toEqual(['guest-1']);
    expect(skus(api.server.carts['guest-1'] ?? [])).toEqual(['CRAB-DZ', 'SIDE-CORN-6']);
    for (const tab of [a, b]) {
      expect(tab.cart.getState().cartServerToken).toBe('guest-1');
      expect(skus(tab.cart.items)).toEqual(['CRAB-DZ', 'SIDE-CORN-6']);
      expect(tab.notices.filter((notice) => notice.type === 'error')).toEqual([]);
    }
  });

  it('a tab adding while the other places the order waits for it, then starts a new cart with its line; nothing calls the closed cart', async () => {
    const { api, closed, a, b, settle } = twoTabs(lockFor);
    await a.cart.addItem(crab({ stock: { is_in_stock: true } }));
    await settle();
    await b.cart.load();
    expect(b.cart.getState().cartServerToken).toBe('guest-1');

    let bAdds: Promise<unknown> = Promise.resolve();
    const callsBeforeOrder = api.server.calls.length;
    await a.cart.placeOrder(async () => {
      closed.add('guest-1'); // the server closes the cart with the order...
      bAdds = b.cart.addItem(corn()); // ...while the shopper adds corn in the other tab
      await settle();
      return { ok: true as const };
    });
    await bAdds;
    await settle();

    expect(api.server.calls.slice(callsBeforeOrder).filter((call) => call.url.includes('cartId=guest-1'))).toEqual([]);
    expect(api.server.carts['guest-2']).toMatchObject([{ sku: 'SIDE-CORN-6', qty: 1 }]);
    for (const tab of [a, b]) {
      expect(tab.cart.getState().cartServerToken).toBe('guest-2');
      expect(tab.cart.items).toMatchObject([{ sku: 'SIDE-CORN-6', qty: 1, server_item_id: expect.any(Number) }]);
    }
    expect(b.notices.filter((notice) => notice.type === 'error')).toEqual([]);
    expect(b.messages()).toContain(PRODUCT_ADDED);
  });
});
