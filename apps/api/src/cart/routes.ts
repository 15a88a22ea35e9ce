import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { StoreView } from '@shoreline/domain';
import {
  cartItemInput,
  cartLineWire,
  cartQuery,
  cartTotalsWire,
  paymentMethodWire,
  shippingInformationInput,
  shippingInformationWire,
  shippingMethodWire,
} from '@shoreline/domain/wire/cart';
import {
  answering,
  envelopeOf,
  ok,
  requiring,
  typed,
  CUSTOMER_OPTIONAL,
  documentAs,
  EXAMPLE_ADDRESS,
  EXAMPLE_CART_ID,
  EXAMPLE_DELIVERY_PLACE,
  cartExample,
} from '../http/index.js';
import { limitOrRefuse } from '../ratelimit/index.js';
import type { ApiContext } from '../context.js';
import { customerIdOf } from '../auth/index.js';
import { requestedDeliveryDate, shippingMethodToWire } from '../delivery/index.js';
import { availablePaymentMethods, paymentMethodToWire } from '../payment-methods/index.js';
import { paymentName, viewOf } from '../method-names/index.js';
import type { CartService } from './service.js';
import type { CartRow } from './storage.js';
import type { StoreCatalog } from '../catalog/index.js';
import type { CustomerProfileOf } from '../marketing/index.js';
import type { CartTotals } from './totals.js';
import { cartAddressProblems, parseAddress, poBoxProblems, refuseAddressProblems, type Address } from './address.js';
import { profileOf } from '../marketing/index.js';
import { totalsToWire } from './totals.js';
import { itemToWire } from './service.js';
import { REASON } from '@shoreline/domain/error-reasons';

type Query = z.output<typeof cartQuery>;

/** Coupon codes cannot be guessed by trying: each client address gets as many tries as for gift cards. */
const COUPON_TRIES_PER_ADDRESS = 60;
const COUPON_TRIES_WINDOW_SECONDS = 600;
export const TOO_MANY_COUPON_TRIES = 'Too many coupon attempts. Please try again later.';

const NO_CART_ITEM = 'No cartItem element provided within the request body';
const NO_ADDRESS = 'No address element provided within the request body';
const cartItemBody = requiring(z.object({ cartItem: cartItemInput.optional() }), 'cartItem', NO_CART_ITEM);
/** The cart a call works on: the shop refuses a call without its cartId (CART_REFUSALS), so the document requires it. */
const openCartQuery = documentAs(cartQuery, cartQuery.extend({ cartId: z.string().min(1) }));
const couponQuery = documentAs(
  cartQuery.extend({ coupon: z.string().optional() }),
  cartQuery.extend({ cartId: z.string().min(1), coupon: z.string().min(1) }),
);
const shippingMethodsBody = requiring(z.object({ address: z.looseObject({}).optional() }), 'address', NO_ADDRESS);
const shippingInformationBody = requiring(
  z.object({ addressInformation: shippingInformationInput.optional() }),
  'addressInformation',
  NO_ADDRESS,
);

/** A call on a cart: no cartId, or one that names no open cart of the caller's. */
const CART_REFUSALS = { 400: [REASON.invalidInput], 404: [REASON.cartNotFound] };
/** An address overnight delivery does not reach, or a date it cannot deliver on. */
const SHIPPING_REFUSED = [
  REASON.shippingStateExcluded,
  REASON.shippingZipExcluded,
  REASON.shippingLiveNotEligible,
  REASON.deliveryDateFull,
  REASON.deliveryDatePaused,
];

/** What the cart's routes share: the typed route builder, the cart a call names, its totals and payment methods. */
interface CartRouteKit {
  app: FastifyInstance;
  api: ReturnType<typeof answering>;
  context: ApiContext;
  carts: CartService;
  open(request: FastifyRequest<{ Querystring: Query }>): Promise<{ store: StoreCatalog; cart: CartRow }>;
  totalsOf(request: FastifyRequest<{ Querystring: Query }>): Promise<{ store: StoreCatalog; cart: CartRow; totals: CartTotals }>;
  wireTotalsOf(request: FastifyRequest<{ Querystring: Query }>): Promise<z.input<typeof cartTotalsWire>>;
  paymentMethodsOf(totals: CartTotals, store: StoreView): Array<z.input<typeof paymentMethodWire>>;
}

/**
 * What the cart tells the marketing service (marketing/track.ts): a line added, a checkout started with an address.
 * Never awaited by the shopper beyond reading the profile; recording never fails the request.
 */
function cartEvents(context: ApiContext, carts: CartService, customerProfile: CustomerProfileOf) {
  return {
    async addedToCart(store: StoreCatalog, cart: CartRow, sku: string): Promise<void> {
      if (!context.marketing) return;
      const profile = cart.customer_id === null ? null : await customerProfile(context, cart.customer_id);
      void context.marketing.addedToCart(store, cart.id, await carts.totals(store, cart), sku, profile);
    },
    startedCheckout(store: StoreCatalog, cart: CartRow, totals: CartTotals): void {
      if (!context.marketing || !cart.shipping_address) return;
      const profile = profileOf(JSON.parse(cart.shipping_address) as Address, cart.customer_id);
      void context.marketing.startedCheckout(store, cart.id, totals, profile);
    },
  };
}
type CartEvents = ReturnType<typeof cartEvents>;

function cartRouteKit(app: FastifyInstance, context: ApiContext, carts: CartService): CartRouteKit {
  const open = async (request: FastifyRequest<{ Querystring: Query }>) => {
    const customerId = await customerIdOf(request, context.secret);
    const store = request.storeCatalog();
    const cart = await carts.open(request.query.cartId, customerId);
    return { store, cart };
  };
  const totalsOf = async (request: FastifyRequest<{ Querystring: Query }>) => {
    const { store, cart } = await open(request);
    const totals = await carts.totals(store, cart);
    return { store, cart, totals };
  };
  return {
    app,
    api: answering(app, { access: CUSTOMER_OPTIONAL }),
    context,
    carts,
    open,
    totalsOf,
    async wireTotalsOf(request) {
      const { store, totals } = await totalsOf(request);
      return totalsToWire(totals, store.store.priceFormat.currencyCode, viewOf(store.store));
    },
    /** The payment methods on offer for these totals, with what the browser needs to start paying with each gateway method (payment/registry.ts). */
    paymentMethodsOf: (totals, store) =>
      availablePaymentMethods({
        grandTotalCents: totals.grandTotalCents,
        isVirtual: totals.isVirtual,
        storeCode: store.storeCode,
        offlineSetting: context.config.offlinePaymentMethods,
        gateways: context.payments.offered,
      }).map((method, index) => ({
        ...paymentMethodToWire(method, index),
        title: paymentName(method.title, store.i18n.defaultLocale),
      })),
  };
}

/** The cart itself and its lines: create, read, add or change a line, take one off. */
function registerCartLineRoutes({ app, api, context, carts, open }: CartRouteKit, events: CartEvents): void {
  api.post(
    '/api/cart/create',
    {
      summary: "Creates a cart (a signed-in customer's active cart is answered instead) and answers its id",
      description:
        "Opens a new cart in the request's store view, or answers a signed-in customer's active cart; the answer is the cartId every other cart call takes.",
      examples: [{ summary: 'A cart in the main store', query: { storeCode: 'main' } }],
      querystring: cartQuery,
      body: z.object({}),
      answer: z.string(),
    },
    async (request) => carts.create(request.storeCatalog(), await customerIdOf(request, context.secret)),
  );

  typed(app).get(
    '/api/cart/pull',
    {
      schema: {
        summary: "The cart's lines",
        description: 'Answers each line of the cart with its product, quantity, options and price.',
        examples: [cartExample("A guest's cart")],
        refusals: CART_REFUSALS,
        access: CUSTOMER_OPTIONAL,
        querystring: openCartQuery,
        response: { 200: envelopeOf(z.array(cartLineWire)) },
      },
    },
    async (request, reply) => {
      const { store, cart } = await open(request);
      reply.header('cache-control', 'no-cache, no-store');
      const lines = await carts.lines(store, cart);
      return ok(lines.map((l) => itemToWire(l.row, l.line)));
    },
  );

  api.post(
    '/api/cart/update',
    {
      summary: 'Adds a line or changes its quantity or options; the line is priced from the catalog',
      examples: [cartExample('One dozen crabs into the cart', { cartItem: { sku: 'CRAB-DZ', qty: 1 } })],
      refusals: {
        ...CART_REFUSALS,
        400: [REASON.invalidInput, REASON.cartInvalidQuantity, REASON.cartOutOfStock],
        404: [REASON.cartNotFound, REASON.notFound],
      },
      description: 'An item_id names the line to change; without it a line of the same product and options is added to.',
      querystring: openCartQuery,
      body: cartItemBody,
      answer: cartLineWire,
    },
    async (request) => {
      const item = request.body.cartItem;
      const { store, cart } = await open(request);
      const updated = await carts.update(store, cart, item);
      if (typeof item.sku === 'string') await events.addedToCart(store, cart, item.sku);
      return updated;
    },
  );

  api.post(
    '/api/cart/delete',
    {
      summary: 'Removes a line (by item_id, else by sku)',
      description: 'Takes a line off the cart: the line named by `item_id`, else the line of `sku`. Answers true when the cart changed.',
      examples: [cartExample('The line of a SKU taken off', { cartItem: { sku: 'CRAB-DZ' } })],
      refusals: { ...CART_REFUSALS, 404: [REASON.cartNotFound, REASON.notFound] },
      querystring: openCartQuery,
      body: cartItemBody,
      answer: z.boolean(),
    },
    async (request) => {
      const { cart } = await open(request);
      return await carts.remove(cart, request.body.cartItem);
    },
  );
}

/** The cart's totals and the payment methods they allow. */
function registerCartTotalsRoutes({ api, totalsOf, wireTotalsOf, paymentMethodsOf }: CartRouteKit): void {
  api.get(
    '/api/cart/totals',
    {
      summary: "The cart's totals, priced now",
      description: 'Prices the cart now (lines, discounts, fees, shipping and tax) and answers the totals the checkout shows.',
      examples: [cartExample("A guest's cart")],
      refusals: CART_REFUSALS,
      querystring: openCartQuery,
      answer: cartTotalsWire,
    },
    async (request) => wireTotalsOf(request),
  );

  api.post(
    '/api/cart/collect-totals',
    {
      summary: "The cart's totals, priced now (the POST form older clients use)",
      description: 'Kept for older clients: it prices the cart as GET /api/cart/totals does and answers the same totals.',
      examples: [cartExample("A guest's cart")],
      refusals: CART_REFUSALS,
      querystring: openCartQuery,
      body: z.looseObject({}),
      answer: cartTotalsWire,
    },
    async (request) => wireTotalsOf(request),
  );

  api.get(
    '/api/cart/payment-methods',
    {
      summary: 'The payment methods on offer for the cart',
      description: "Answers the payment methods the cart may be paid with now, depending on its total, its lines and the store's gateways.",
      examples: [cartExample("A guest's cart")],
      refusals: CART_REFUSALS,
      querystring: openCartQuery,
      answer: z.array(paymentMethodWire),
    },
    async (request) => {
      const { store, totals } = await totalsOf(request);
      return paymentMethodsOf(totals, store.store);
    },
  );
}

/** Delivery: the methods for an address, and the addresses, method and date the checkout chose. */
function registerCartShippingRoutes({ api, carts, open, totalsOf, paymentMethodsOf }: CartRouteKit, events: CartEvents): void {
  api.post(
    '/api/cart/shipping-methods',
    {
      summary: 'The delivery and pickup methods on offer for an address (none for a cart of virtual goods)',
      examples: [cartExample('The methods to a Baltimore address', { address: EXAMPLE_DELIVERY_PLACE })],
      refusals: CART_REFUSALS,
      description:
        'A US ZIP code given that is not 5 digits or ZIP+4, or belongs to another state than the one named, is refused (400 ' +
        '`validation.failed`, field `address.postcode`), and so is a PO box for a cart with perishables (`address.street`).',
      querystring: openCartQuery,
      body: shippingMethodsBody,
      answer: z.array(shippingMethodWire),
    },
    async (request) => {
      const { store, cart, totals } = await totalsOf(request);
      if (totals.isVirtual) return [];
      const { address } = parseAddress(request.body.address);
      // Priced at the cart's chosen date, as its totals are (each date's own price is in delivery_dates).
      // Full and paused dates stay listed with their status: the date picker shows them as such.
      const [availability, lines] = await Promise.all([carts.availability(store, address), carts.lines(store, cart)]);
      const shipment = carts.shipment(store, lines, address);
      refuseAddressProblems([...cartAddressProblems(address, 'address'), ...poBoxProblems(address, shipment.load.perishable, 'address')]);
      const quotes = carts.quotes(
        store,
        address.country_id || null,
        totals.subtotalCents - totals.discountCents,
        cart.delivery_date,
        availability,
        shipment,
      );
      return quotes.map((quote) => shippingMethodToWire(quote, viewOf(store.store)));
    },
  );

  api.post(
    '/api/cart/shipping-information',
    {
      summary: 'Stores the (possibly partial) addresses and the chosen method and date; answers payment methods and totals',
      examples: [
        {
          summary: 'Overnight delivery to Baltimore on a date',
          query: { cartId: EXAMPLE_CART_ID },
          body: {
            addressInformation: {
              shippingAddress: {
                ...EXAMPLE_ADDRESS,
                extension_attributes: { delivery_date: '2026-12-04' },
              },
              shippingCarrierCode: 'flatrate',
              shippingMethodCode: 'flatrate',
            },
          },
        },
      ],
      refusals: { ...CART_REFUSALS, 409: SHIPPING_REFUSED },
      description:
        'Refuses (400 `validation.failed`) a US ZIP code given that is malformed or of another state than the one named ' +
        '(`shippingAddress.postcode`, `billingAddress.postcode`) and a PO box for a cart with perishables (`shippingAddress.street`).',
      querystring: openCartQuery,
      body: shippingInformationBody,
      answer: shippingInformationWire,
    },
    async (request) => {
      const { store, cart } = await open(request);
      const info = request.body.addressInformation;
      // The date's three names on the wire become one here; the service reads only deliveryDate.
      const deliveryDate = requestedDeliveryDate({
        address: info.shippingAddress ?? info.shipping_address,
        delivery_date: info.delivery_date,
        shippingExtraFields: info.shippingExtraFields,
      });
      const updated = await carts.setShippingInformation(store, cart, { ...info, deliveryDate });
      const totals = await carts.totals(store, updated);
      events.startedCheckout(store, updated, totals);
      return {
        payment_methods: paymentMethodsOf(totals, store.store),
        totals: totalsToWire(totals, store.store.priceFormat.currencyCode, viewOf(store.store)),
      };
    },
  );
}

/** The cart's coupon: applied (tries limited per client address), removed, read. */
function registerCouponRoutes({ app, api, context, carts, open }: CartRouteKit): void {
  typed(app).post(
    '/api/cart/apply-coupon',
    {
      schema: {
        summary: 'Applies a coupon code (?coupon=) to the cart',
        examples: [{ summary: "A guest's cart", query: { cartId: EXAMPLE_CART_ID, coupon: 'WELCOME10' } }],
        refusals: { ...CART_REFUSALS, 404: [REASON.cartNotFound, REASON.notFound], 429: [REASON.rateLimited] },
        description: `Tries are limited per client address (${COUPON_TRIES_PER_ADDRESS} in ${COUPON_TRIES_WINDOW_SECONDS / 60} minutes).`,
        access: CUSTOMER_OPTIONAL,
        querystring: couponQuery,
        body: z.object({}),
        response: { 200: envelopeOf(z.literal(true)) },
      },
      preHandler: async (request) => {
        await limitOrRefuse(
          context.db,
          `coupon:ip:${request.ip}`,
          COUPON_TRIES_PER_ADDRESS,
          COUPON_TRIES_WINDOW_SECONDS,
          TOO_MANY_COUPON_TRIES,
        );
      },
    },
    async (request) => {
      const { cart } = await open(request);
      return ok(await carts.applyCoupon(cart, request.query.coupon));
    },
  );

  api.post(
    '/api/cart/delete-coupon',
    {
      summary: "Removes the cart's coupon",
      description: 'Takes the coupon code off the cart, so its totals are priced without the discount.',
      examples: [cartExample("A guest's cart")],
      refusals: CART_REFUSALS,
      querystring: openCartQuery,
      body: z.object({}),
      answer: z.literal(true),
    },
    async (request) => {
      const { cart } = await open(request);
      return await carts.removeCoupon(cart);
    },
  );

  api.get(
    '/api/cart/coupon',
    {
      summary: "The cart's coupon code, null when it has none",
      description: 'Answers the coupon code applied to the cart, or null when it has none.',
      examples: [cartExample("A guest's cart")],
      refusals: CART_REFUSALS,
      querystring: openCartQuery,
      answer: z.string().nullable(),
    },
    async (request) => {
      const { cart } = await open(request);
      return cart.coupon_code;
    },
  );
}

/** Cart calls: `?cartId=`, the token in the Authorization header. */
export function registerCartRoutes(
  app: FastifyInstance,
  context: ApiContext,
  services: { carts: CartService; customerProfile: CustomerProfileOf },
): void {
  // user/ sits above cart/ (a customer's orders came from carts): the account's profile is handed in.
  const kit = cartRouteKit(app, context, services.carts);
  const events = cartEvents(context, services.carts, services.customerProfile);
  registerCartLineRoutes(kit, events);
  registerCartTotalsRoutes(kit);
  registerCartShippingRoutes(kit, events);
  registerCouponRoutes(kit);
}
