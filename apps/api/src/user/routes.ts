import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { fromCents } from '@shoreline/domain';
import { profileChangesOf, profileUpdate, registration } from '@shoreline/domain/forms/customer';
import { FIELD_REQUIRED, INVALID_EMAIL } from '@shoreline/domain/messages';
import { accountOrderWire, orderHistoryWire, type AccountOrderWire, type OrderAddressWire } from '@shoreline/domain/wire/order';
import { customerWire, signedInCustomerWire } from '@shoreline/domain/wire/customer';
import { answering, ok, envelopeOf, typed, refusedAs, rowId, PUBLIC } from '../http/index.js';
import { NotFound } from '../errors.js';
import type { ApiContext } from '../context.js';
import type { StoreCatalog } from '../catalog/index.js';
import { requireCustomer, signedInCustomer } from '../auth/index.js';
import type { SendVerification, UserService } from './service.js';
import type { OrderItemRow, OrderRow } from '../order/index.js';
import {
  balanceDueWire,
  pricedOrderOfOrder,
  customerOrderPage,
  findItems,
  findOrder,
  giftOfOrder,
  givenBackCents,
  shipmentsOf,
  effectiveStatus,
} from '../order/index.js';
import { emailChangedMail, emailVerificationMail, passwordResetMail } from './account-mails.js';
import { linksOfOrder, toView as toDownloadView } from '../downloads/index.js';
import { paymentName, pricedOrderIn, shippingName, type ShopperView, viewOf } from '../method-names/index.js';
import { REASON } from '@shoreline/domain/error-reasons';

const verifyEmailBody = z.object({ token: z.string().min(1).max(2000) });
const tokenQuery = z.looseObject({ token: z.string().optional() });
const loginBody = refusedAs(z.object({ username: z.string().min(1), password: z.string().min(1) }), FIELD_REQUIRED);
const refreshBody = refusedAs(z.object({ refreshToken: z.string().min(1) }), 'No refresh token provided');
const logoutBody = z.object({ refreshToken: z.string().optional().catch(undefined) });
/** A new password's rules are checked by the service, which words them (too short, too long). */
const newPassword = z.string().optional().catch(undefined);
const changePasswordBody = z.object({ currentPassword: z.string().optional().catch(undefined), newPassword });
const emailBody = refusedAs(z.object({ email: z.string().includes('@').meta({ format: 'email' }) }), INVALID_EMAIL);
const createPasswordBody = refusedAs(
  z.object({ email: z.string().min(1).meta({ format: 'email' }), resetToken: z.string().min(1), newPassword }),
  (input) => {
    const email = (input as { email?: unknown } | null)?.email;
    return typeof email === 'string' && email ? 'resetToken not provided' : 'email not provided';
  },
);
const emailAvailableBody = refusedAs(z.object({ customerEmail: z.string().includes('@') }), INVALID_EMAIL);
const profileBody = profileUpdate
  .extend({
    currentPassword: z.string().optional().catch(undefined),
    current_password: z.string().optional().catch(undefined),
  })
  .transform((body, context) => {
    const changes = profileChangesOf(body);
    if (changes) return { customer: changes, currentPassword: body.currentPassword, current_password: body.current_password };
    context.issues.push({ code: 'custom', message: FIELD_REQUIRED, path: ['user'], input: body });
    return z.NEVER;
  });
/** Out-of-range paging is clamped, not refused (as before schemas). */
const pagingNumber = (fallback: number, max: number) =>
  z.coerce
    .number()
    .catch(fallback)
    .transform((value) => Math.min(Math.max(Math.trunc(value) || fallback, 1), max));
const historyQuery = tokenQuery.extend({ pageSize: pagingNumber(20, 100), currentPage: pagingNumber(1, 10_000) });
const loginAnswer = envelopeOf(z.string()).extend({ meta: z.object({ refreshToken: z.string() }) });

type Shipment = AccountOrderWire['extension_attributes']['shipments'][number];

/** An order as its customer reads it in the view asked: method names in that view's language and price format. */
/** The sku of the product a line bought, as the store sells it now (null: no longer sold there). */
type ProductSkuOf = (productId: number) => string | null;

const productSkuIn =
  (store: Pick<StoreCatalog, 'productsById'>): ProductSkuOf =>
  (productId) =>
    store.productsById.get(productId)?.sku ?? null;

function orderToWire(
  order: OrderRow,
  items: OrderItemRow[],
  shipments: Shipment[],
  view: ShopperView,
  productSkuOf: ProductSkuOf,
): AccountOrderWire {
  const money = fromCents;
  const shipping = order.shipping_address ? (JSON.parse(order.shipping_address) as OrderAddressWire) : null;
  return {
    entity_id: order.id,
    increment_id: order.increment_id,
    created_at: order.created_at,
    status: effectiveStatus(order.status),
    customer_email: order.customer_email,
    grand_total: money(order.grand_total_cents),
    subtotal: money(order.subtotal_cents),
    shipping_amount: money(order.shipping_cents),
    discount_amount: -money(order.discount_cents),
    tax_amount: money(order.tax_cents),
    gift_card_amount: -money(order.gift_card_cents),
    store_credit_amount: -money(order.store_credit_cents),
    coupon_code: order.coupon_code,
    order_currency_code: order.currency_code,
    shipping_description: shippingName(order.shipping_description, view),
    delivery_date: order.delivery_date,
    items: items.map((item) => ({
      item_id: item.id,
      sku: item.sku,
      name: item.name,
      qty_ordered: item.qty,
      price: money(item.price_cents),
      price_incl_tax: money(item.price_incl_tax_cents),
      row_total: money(item.row_total_cents),
      row_total_incl_tax: money(item.row_total_incl_tax_cents),
      product_type: item.product_type,
      parent_sku: item.parent_sku,
      product_sku: productSkuOf(item.product_id),
      product_option: JSON.parse(item.product_option) as unknown,
    })),
    billing_address: JSON.parse(order.billing_address) as OrderAddressWire | null,
    payment: { method: order.payment_method_code, additional_information: [paymentName(order.payment_title, view.locale)] },
    extension_attributes: {
      delivery_date: order.delivery_date,
      /** Every line with its options and every amount to the grand total, as the order was charged. */
      priced_order: pricedOrderIn(pricedOrderOfOrder(order, items), view),
      shipments,
      shipping_assignments: shipping
        ? [{ shipping: { address: shipping, method: `${order.shipping_carrier_code}_${order.shipping_method_code}` } }]
        : [],
      gift: giftOfOrder(order),
    },
  };
}

/** The confirmation link, from the store the request came from; a failure is logged and thrown to the caller. */
const verificationMailer =
  (context: ApiContext, request: FastifyRequest): SendVerification =>
  async (email, token) => {
    await context.mailer.send(emailVerificationMail(context.config, request.storeCatalog().store, email, token)).catch((error: unknown) => {
      request.log.error({ err: error }, 'e-mail confirmation link not sent');
      throw error;
    });
  };

/** User calls. Tokens travel as Authorization: Bearer. */
export function registerUserRoutes(app: FastifyInstance, context: ApiContext, services: { users: UserService }): void {
  registerSignInRoutes(app, context, services.users);
  registerProfileRoutes(app, context, services.users);
  registerOrderHistoryRoutes(app, context);
  registerPasswordResetRoutes(app, context, services.users);
  registerEmailCheckRoute(app, context, services.users);
}

/** Registration, sign-in, token refresh and sign-out. */
function registerSignInRoutes(app: FastifyInstance, context: ApiContext, users: UserService): void {
  const api = typed(app);
  const open = answering(app);
  api.post(
    '/api/user/create',
    {
      schema: {
        access: PUBLIC,
        refusals: { 400: [REASON.invalidInput] },
        summary: 'Registers a customer and mails the link that confirms their address',
        examples: [
          {
            summary: 'An e-mail address',
            body: { customer: { email: 'ada@example.com', firstname: 'Ada', lastname: 'Lovelace' }, password: 'Tide-pool-42' },
          },
        ],
        description: 'Registrations are limited per client address and hour.',
        body: registration,
        response: { 200: envelopeOf(customerWire) },
      },
      preHandler: async (request) => {
        await users.limit(`register:ip:${request.ip}`, context.config.registrationsPerHour, 3600);
      },
    },
    async (request) => {
      const store = request.storeCatalog().store;
      return ok(await users.register(request.body, store.storeId, store.websiteId, verificationMailer(context, request)));
    },
  );

  api.post(
    '/api/user/login',
    {
      schema: {
        access: PUBLIC,
        refusals: { 401: [REASON.signInFailed], 429: [REASON.rateLimited] },
        summary: 'Signs a customer in: the access token in result, the refresh token in meta',
        description:
          'Checks the e-mail address and password and answers a short-lived access token, with a refresh token in `meta`; repeated failures are rate-limited.',
        examples: [{ summary: 'An e-mail address and its password', body: { username: 'ada@example.com', password: 'Tide-pool-42' } }],
        body: loginBody,
        response: { 200: loginAnswer },
      },
    },
    async (request) => {
      const { token, refreshToken } = await users.login(request.body, request.ip);
      return { code: 200, result: token, meta: { refreshToken } };
    },
  );

  api.post(
    '/api/user/refresh',
    {
      schema: {
        access: PUBLIC,
        refusals: { 401: [REASON.refreshTokenInvalid] },
        summary: 'Trades a refresh token for a new access token and a new refresh token (the old one is spent)',
        description: 'Takes a refresh token and answers a new access token with a new refresh token; the one sent cannot be used again.',
        examples: [{ summary: 'The refresh token from the sign-in', body: { refreshToken: 'refresh-token-from-login' } }],
        body: refreshBody,
        response: { 200: loginAnswer },
      },
    },
    async (request) => {
      const { token, refreshToken } = await users.refresh(request.body.refreshToken);
      return { code: 200, result: token, meta: { refreshToken } };
    },
  );

  open.post(
    '/api/user/logout',
    {
      access: PUBLIC,
      summary: 'Revokes the refresh token sent',
      examples: [{ summary: 'The refresh token from the sign-in', body: { refreshToken: 'refresh-token-from-login' } }],
      description: 'Revokes the refresh token sent so it can no longer be traded for access tokens.',
      body: logoutBody,
      answer: z.literal(true),
    },
    async (request) => users.logout(request.body.refreshToken),
  );
}

/** The signed-in customer's account, its e-mail confirmation and password. */
function registerProfileRoutes(app: FastifyInstance, context: ApiContext, users: UserService): void {
  const open = answering(app);
  const own = answering(app, { preHandler: requireCustomer(context.secret) });
  own.get(
    '/api/user/me',
    {
      summary: 'The signed-in customer with their addresses',
      examples: [{ summary: 'The token in the query, as older clients send it', query: { token: 'token-from-the-mailed-link' } }],
      description:
        "Answers the signed-in customer's account: name, e-mail address, group and the saved addresses with the default ones marked.",
      querystring: tokenQuery,
      answer: signedInCustomerWire,
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return users.view(signedInCustomer(request));
    },
  );

  own.post(
    '/api/user/me',
    {
      refusals: { 400: [REASON.invalidInput], 403: [REASON.forbidden], 429: [REASON.rateLimited] },
      summary: "Changes the customer's name, e-mail (with the current password) or address list",
      description:
        "Changes the signed-in customer's name, e-mail address or address list and answers the account as changed; a new e-mail address needs the current password.",
      examples: [{ summary: 'A new first name', query: { token: 'token-from-the-mailed-link' }, body: { user: { firstname: 'Augusta' } } }],
      querystring: tokenQuery,
      body: profileBody,
      answer: signedInCustomerWire,
    },
    async (request) => {
      const store = request.storeCatalog().store;
      return users.updateProfile(
        signedInCustomer(request),
        request.body,
        async (previous, newEmail) => {
          await context.mailer
            .send(emailChangedMail(context.config, store, previous, newEmail))
            .catch((error: unknown) => request.log.error({ err: error }, 'e-mail change notice not sent'));
        },
        verificationMailer(context, request),
      );
    },
  );

  open.post(
    '/api/user/verify-email',
    {
      access: PUBLIC,
      refusals: { 400: [REASON.invalidInput] },
      summary: 'Confirms the address a mailed link names',
      description: "Takes the token of a mailed confirmation link and marks the account's e-mail address as confirmed.",
      examples: [{ summary: "A mailed link's token", body: { token: 'token-from-the-mailed-link' } }],
      body: verifyEmailBody,
      answer: z.object({ email: z.string() }),
    },
    async (request) => users.verifyEmail(request.body.token),
  );

  own.post(
    '/api/user/resend-verification',
    {
      refusals: { 400: [REASON.invalidInput], 429: [REASON.rateLimited] },
      summary: 'Mails the confirmation link again (a few times an hour)',
      description:
        "Mails the signed-in customer's confirmation link again, when the address is not yet confirmed; limited to a few mails an hour.",
      examples: [{ summary: 'The token in the query, as older clients send it', query: { token: 'token-from-the-mailed-link' } }],
      querystring: tokenQuery,
      body: z.object({}),
      answer: z.literal(true),
    },
    async (request) => users.resendVerification(signedInCustomer(request), verificationMailer(context, request)),
  );

  own.post(
    '/api/user/change-password',
    {
      refusals: { 400: [REASON.invalidInput] },
      summary: "Changes the customer's password (the current one is needed) and signs every device out",
      description:
        "Replaces the signed-in customer's password after checking the current one, and revokes every refresh token so other devices sign in again.",
      examples: [
        {
          summary: 'The token in the query, as older clients send it',
          query: { token: 'token-from-the-mailed-link' },
          body: { currentPassword: 'Tide-pool-42', newPassword: 'Low-tide-43' },
        },
      ],
      querystring: tokenQuery,
      body: changePasswordBody,
      answer: z.literal(true),
    },
    async (request) => users.changePassword(signedInCustomer(request), request.body),
  );
}

/** The signed-in customer's orders. */
function registerOrderHistoryRoutes(app: FastifyInstance, context: ApiContext): void {
  const own = answering(app, { preHandler: requireCustomer(context.secret) });
  own.get(
    '/api/user/order-history',
    {
      summary: "The customer's orders, newest first, each with its priced order",
      examples: [{ summary: 'The first page', query: { pageSize: 20, currentPage: 1 } }],
      description: "Answers the signed-in customer's orders, newest first and a page at a time, each with its lines and priced totals.",
      querystring: historyQuery,
      answer: orderHistoryWire,
    },
    async (request, reply) => {
      const customerId = signedInCustomer(request);
      const { pageSize, currentPage } = request.query;
      const { orders, items, total } = await customerOrderPage(context.db, customerId, pageSize, currentPage);
      const shipments = await shipmentsOf(
        context.db,
        orders.map((order) => order.id),
      );
      reply.header('cache-control', 'no-store');
      return {
        items: orders.map((order) =>
          orderToWire(
            order,
            items.filter((item) => item.order_id === order.id),
            shipments.get(order.id) ?? [],
            viewOf(request.storeCatalog().store),
            productSkuIn(request.storeCatalog()),
          ),
        ),
        total_count: total,
        search_criteria: { page_size: pageSize, current_page: currentPage },
      };
    },
  );

  own.get(
    '/api/user/orders/:orderId',
    {
      refusals: { 404: [REASON.notFound] },
      summary: "One of the customer's orders, with its paid downloads",
      description:
        "Answers one order of the signed-in customer with its lines and totals, and the download links of the files it paid for; another customer's order is not found.",
      examples: [{ summary: 'By its id', params: { orderId: '1' }, query: { token: 'token-from-the-mailed-link' } }],
      params: z.object({ orderId: z.string() }),
      querystring: tokenQuery,
      answer: accountOrderWire,
    },
    async (request) => {
      const customerId = signedInCustomer(request);
      const order = await findOrder(context.db, rowId(request.params.orderId) ?? 0);
      if (!order || order.customer_id !== customerId) throw new NotFound('Order not found');
      const items = await findItems(context.db, order.id);
      const shipments = (await shipmentsOf(context.db, [order.id])).get(order.id) ?? [];
      const wire = {
        ...orderToWire(order, items, shipments, viewOf(request.storeCatalog().store), productSkuIn(request.storeCatalog())),
        ...balanceDueWire(context, order),
        total_refunded: fromCents(await givenBackCents(context.db, order.id)),
      };
      const downloads = (await linksOfOrder(context.db, order.id)).map((link) => toDownloadView(context.secret, link));
      return { ...wire, extension_attributes: { ...wire.extension_attributes, downloads } };
    },
  );
}

/** The forgotten-password link and the new password it sets. */
function registerPasswordResetRoutes(app: FastifyInstance, context: ApiContext, users: UserService): void {
  const open = answering(app);
  open.post(
    '/api/user/reset-password',
    {
      access: PUBLIC,
      summary: 'Mails a password reset link when the address has an account (the answer is the same either way)',
      description:
        'Mails a link to set a new password when the address has an account; the answer is the same whether it has one or not, so it reveals no accounts.',
      examples: [{ summary: 'An e-mail address', body: { email: 'ada@example.com' } }],
      body: emailBody,
      answer: z.literal(true),
    },
    async (request) => {
      const store = request.storeCatalog().store;
      return users.requestPasswordReset(request.body.email, request.ip, async (customer, token) => {
        await context.mailer.send(passwordResetMail(context.config, store, customer, token));
      });
    },
  );

  open.post(
    '/api/user/create-password',
    {
      access: PUBLIC,
      refusals: { 400: [REASON.resetTokenInvalid] },
      summary: 'Sets a new password with the token of a reset link, and signs every device out',
      description:
        "Sets the account's new password from the token of a reset link and revokes every refresh token; a used or expired token is refused.",
      examples: [
        {
          summary: 'An e-mail address',
          body: { email: 'ada@example.com', resetToken: 'token-from-the-reset-link', newPassword: 'Low-tide-43' },
        },
      ],
      body: createPasswordBody,
      answer: z.literal(true),
    },
    async (request) => users.createPassword(request.body),
  );
}

/** Whether an address is free, for the registration form. */
function registerEmailCheckRoute(app: FastifyInstance, context: ApiContext, users: UserService): void {
  const api = typed(app);
  api.post(
    '/api/ext/user-extend/is-email-available',
    {
      schema: {
        access: PUBLIC,
        refusals: { 429: [REASON.rateLimited] },
        summary: 'Whether an e-mail address is free to register (limited per client address)',
        description:
          'Answers true when no account uses the e-mail address, for the registration form; limited per client address so it cannot list accounts.',
        examples: [{ summary: 'An e-mail address', body: { customerEmail: 'ada@example.com' } }],
        body: emailAvailableBody,
        response: { 200: envelopeOf(z.boolean()) },
      },
      preHandler: async (request) => {
        await users.limit(`email-check:ip:${request.ip}`, 10, 60);
      },
    },
    async (request) => ok(await users.isEmailAvailable(request.body.customerEmail)),
  );
}
