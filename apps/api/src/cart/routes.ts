import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ok } from '../http/index.js';
import { limitOrRefuse } from '../ratelimit/index.js';
import { InvalidInput } from '../errors.js';
import type { ApiContext } from '../context.js';
import { customerIdOf } from '../auth/index.js';
import { shippingMethodToWire } from '../shipping/index.js';
import { availablePaymentMethods, paymentMethodToWire } from '../payment-methods/index.js';
import type { CartService } from './service.js';
import type { CustomerProfileOf } from '../marketing/index.js';
import type { CartTotals } from './totals.js';
import { parseAddress, type Address } from './address.js';
import { profileOf } from '../marketing/index.js';
import { totalsToWire } from './totals.js';
import { itemToWire } from './service.js';

type Query = { cartId?: string; coupon?: string; storeCode?: string };

/** Coupon codes cannot be guessed by trying: each client address gets as many tries as for gift cards. */
const COUPON_TRIES_PER_ADDRESS = 60;
const COUPON_TRIES_WINDOW_SECONDS = 600;
export const TOO_MANY_COUPON_TRIES = 'Too many coupon attempts. Please try again later.';

function cartItemOf(body: unknown): Record<string, unknown> {
  const item = body && typeof body === 'object' ? (body as { cartItem?: unknown }).cartItem : undefined;
  if (!item || typeof item !== 'object') throw new InvalidInput('No cartItem element provided within the request body');
  return item as Record<string, unknown>;
}

/** Cart calls (spec document 2 §7.2, api-contract §3): `?cartId=`, the token in the Authorization header. */
export function registerCartRoutes(
  app: FastifyInstance,
  context: ApiContext,
  services: { carts: CartService; customerProfile: CustomerProfileOf },
): void {
  // user/ sits above cart/ (a customer's orders came from carts): the account's profile is handed in.
  const { carts, customerProfile } = services;
  const open = async (request: FastifyRequest<{ Querystring: Query }>) => {
    const customerId = await customerIdOf(request, context.secret);
    const store = request.storeCatalog();
    const cart = await carts.open(request.query.cartId, customerId);
    return { store, cart };
  };
  /** The payment methods on offer for these totals, with what the browser needs for the card and PayPal. */
  const paymentMethodsOf = (totals: CartTotals, storeCode: string) =>
    availablePaymentMethods({
      grandTotalCents: totals.grandTotalCents,
      isVirtual: totals.isVirtual,
      storeCode,
      offlineSetting: context.config.offlinePaymentMethods,
      gateways: context.payments.offered,
    }).map((method, index) => paymentMethodToWire(method, index, context.payments.browser));
  const totalsOf = async (request: FastifyRequest<{ Querystring: Query }>) => {
    const { store, cart } = await open(request);
    const totals = await carts.totals(store, cart);
    return { store, cart, totals };
  };

  app.post<{ Querystring: Query }>('/api/cart/create', async (request) =>
    ok(await carts.create(request.storeCatalog(), await customerIdOf(request, context.secret))),
  );

  app.get<{ Querystring: Query }>('/api/cart/pull', async (request, reply) => {
    const { store, cart } = await open(request);
    reply.header('cache-control', 'no-cache, no-store');
    const lines = await carts.lines(store, cart);
    return ok(lines.map((l) => itemToWire(l.row, l.line)));
  });

  app.post<{ Querystring: Query }>('/api/cart/update', async (request) => {
    const item = cartItemOf(request.body);
    const { store, cart } = await open(request);
    const updated = await carts.update(store, cart, item);
    if (context.marketing && typeof item.sku === 'string') {
      const profile = cart.customer_id === null ? null : await customerProfile(context, cart.customer_id);
      void context.marketing.addedToCart(store, cart.id, await carts.totals(store, cart), item.sku, profile);
    }
    return ok(updated);
  });

  app.post<{ Querystring: Query }>('/api/cart/delete', async (request) => {
    const item = cartItemOf(request.body);
    const { cart } = await open(request);
    return ok(await carts.remove(cart, item));
  });

  app.get<{ Querystring: Query }>('/api/cart/totals', async (request) => {
    const { store, totals } = await totalsOf(request);
    return ok(totalsToWire(totals, store.store.priceFormat.currencyCode));
  });

  app.post<{ Querystring: Query }>('/api/cart/collect-totals', async (request) => {
    const { store, totals } = await totalsOf(request);
    return ok(totalsToWire(totals, store.store.priceFormat.currencyCode));
  });

  app.get<{ Querystring: Query }>('/api/cart/payment-methods', async (request) => {
    const { store, totals } = await totalsOf(request);
    return ok(paymentMethodsOf(totals, store.store.storeCode));
  });

  app.post<{ Querystring: Query }>('/api/cart/shipping-methods', async (request) => {
    const body = request.body as { address?: unknown } | undefined;
    if (!body?.address) throw new InvalidInput('No address element provided within the request body');
    const { store, cart, totals } = await totalsOf(request);
    if (totals.isVirtual) return ok([]);
    const { address } = parseAddress(body.address);
    // Priced at the cart's chosen date, as its totals are (each date's own price is in delivery_dates).
    const quotes = carts.quotes(store, address.country_id || null, totals.subtotalCents - totals.discountCents, cart.delivery_date);
    return ok(quotes.map(shippingMethodToWire));
  });

  app.post<{ Querystring: Query }>('/api/cart/shipping-information', async (request) => {
    const body = request.body as { addressInformation?: unknown } | undefined;
    if (!body?.addressInformation || typeof body.addressInformation !== 'object') {
      throw new InvalidInput('No address element provided within the request body');
    }
    const { store, cart } = await open(request);
    const updated = await carts.setShippingInformation(store, cart, body.addressInformation as Record<string, unknown>);
    const totals = await carts.totals(store, updated);
    if (context.marketing && updated.shipping_address) {
      const profile = profileOf(JSON.parse(updated.shipping_address) as Address, updated.customer_id);
      void context.marketing.startedCheckout(store, cart.id, totals, profile);
    }
    return ok({
      payment_methods: paymentMethodsOf(totals, store.store.storeCode),
      totals: totalsToWire(totals, store.store.priceFormat.currencyCode),
    });
  });

  app.post<{ Querystring: Query }>('/api/cart/apply-coupon', async (request) => {
    const key = `coupon:ip:${request.ip}`;
    await limitOrRefuse(context.db, key, COUPON_TRIES_PER_ADDRESS, COUPON_TRIES_WINDOW_SECONDS, TOO_MANY_COUPON_TRIES);
    const { cart } = await open(request);
    return ok(await carts.applyCoupon(cart, request.query.coupon));
  });

  app.post<{ Querystring: Query }>('/api/cart/delete-coupon', async (request) => {
    const { cart } = await open(request);
    return ok(await carts.removeCoupon(cart));
  });

  app.get<{ Querystring: Query }>('/api/cart/coupon', async (request) => {
    const { cart } = await open(request);
    return ok(cart.coupon_code);
  });
}
