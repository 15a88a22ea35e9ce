import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ok } from '../http/index.js';
import { NotFound } from '../errors.js';
import type { ApiContext } from '../context.js';
import type { UserService } from './service.js';
import { requireCustomerId } from '../auth/index.js';
import { z } from 'zod';
import { fromCents } from '@shoreline/domain';
import { withInput } from '../http/index.js';
import { type SendVerification } from './service.js';
import type { OrderItemRow, OrderRow } from '../order/index.js';
import { pricedOrderOfOrder } from '../order/index.js';
import { emailChangedMail, emailVerificationMail, passwordResetMail } from './account-mails.js';
import { customerOrderPage, findItems, findOrder, shipmentsOf } from '../order/index.js';
import { effectiveStatus } from '../order/index.js';
import { rowId } from '../http/index.js';
import { linksOfOrder, toView as toDownloadView } from '../downloads/index.js';

const verifyEmailBody = z.object({ token: z.string().min(1).max(2000) });

type Shipment = { carrier: string; track_number: string; shipped_at: string };

function orderToWire(order: OrderRow, items: OrderItemRow[], shipments: Shipment[]) {
  const money = fromCents;
  const shipping = order.shipping_address ? (JSON.parse(order.shipping_address) as Record<string, unknown>) : null;
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
    shipping_description: order.shipping_description,
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
      product_option: JSON.parse(item.product_option) as unknown,
    })),
    billing_address: JSON.parse(order.billing_address) as unknown,
    payment: { method: order.payment_method_code, additional_information: [order.payment_title] },
    extension_attributes: {
      delivery_date: order.delivery_date,
      /** Every line with its options and every amount to the grand total, as the order was charged. */
      priced_order: pricedOrderOfOrder(order, items),
      shipments,
      shipping_assignments: shipping
        ? [{ shipping: { address: shipping, method: `${order.shipping_carrier_code}_${order.shipping_method_code}` } }]
        : [],
    },
  };
}

/** User calls (spec document 2 §7.1, api-contract §2). Tokens travel as Authorization: Bearer. */
export function registerUserRoutes(app: FastifyInstance, context: ApiContext, services: { users: UserService }): void {
  const { users } = services;
  const me = (request: FastifyRequest) => requireCustomerId(request, context.secret);
  /** The confirmation link, from the store the request came from; a failure is logged and thrown to the caller. */
  const verificationMailer =
    (request: FastifyRequest): SendVerification =>
    async (email, token) => {
      await context.mailer
        .send(emailVerificationMail(context.config, request.storeCatalog().store, email, token))
        .catch((error: unknown) => {
          request.log.error({ err: error }, 'e-mail confirmation link not sent');
          throw error;
        });
    };

  app.post('/api/user/create', async (request) => {
    const store = request.storeCatalog().store;
    return ok(await users.register(request.body, store.storeId, store.websiteId, request.ip, verificationMailer(request)));
  });

  app.post('/api/user/login', async (request) => {
    const { token, refreshToken } = await users.login(request.body, request.ip);
    return ok(token, { refreshToken });
  });

  app.post('/api/user/refresh', async (request) => {
    const { token, refreshToken } = await users.refresh(request.body);
    return ok(token, { refreshToken });
  });

  app.post('/api/user/logout', async (request) => ok(await users.logout(request.body)));

  app.get('/api/user/me', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return ok(await users.view(await me(request)));
  });

  app.post('/api/user/me', async (request) => {
    const customerId = await me(request);
    const store = request.storeCatalog().store;
    return ok(
      await users.updateProfile(
        customerId,
        request.body,
        async (previous, newEmail) => {
          await context.mailer
            .send(emailChangedMail(context.config, store, previous, newEmail))
            .catch((error: unknown) => request.log.error({ err: error }, 'e-mail change notice not sent'));
        },
        verificationMailer(request),
      ),
    );
  });

  app.post(
    '/api/user/verify-email',
    withInput({ body: verifyEmailBody }, async ({ body }) => ok(await users.verifyEmail(body.token))),
  );

  app.post('/api/user/resend-verification', async (request) =>
    ok(await users.resendVerification(await me(request), verificationMailer(request))),
  );

  app.get<{ Querystring: { pageSize?: string; currentPage?: string } }>('/api/user/order-history', async (request, reply) => {
    const customerId = await me(request);
    const pageSize = Math.min(Math.max(Number(request.query.pageSize ?? 20) || 20, 1), 100);
    const currentPage = Math.min(Math.max(Number(request.query.currentPage ?? 1) || 1, 1), 10_000);
    const { orders, items, total } = await customerOrderPage(context.db, customerId, pageSize, currentPage);
    const shipments = await shipmentsOf(
      context.db,
      orders.map((order) => order.id),
    );
    reply.header('cache-control', 'no-store');
    return ok({
      items: orders.map((order) =>
        orderToWire(
          order,
          items.filter((item) => item.order_id === order.id),
          shipments.get(order.id) ?? [],
        ),
      ),
      total_count: total,
      search_criteria: { page_size: pageSize, current_page: currentPage },
    });
  });

  app.post('/api/user/change-password', async (request) => ok(await users.changePassword(await me(request), request.body)));

  app.post('/api/user/reset-password', async (request) => {
    const store = request.storeCatalog().store;
    return ok(
      await users.requestPasswordReset(request.body, request.ip, async (customer, token) => {
        await context.mailer.send(passwordResetMail(context.config, store, customer, token));
      }),
    );
  });

  app.post('/api/user/create-password', async (request) => ok(await users.createPassword(request.body)));

  app.post('/api/ext/user-extend/is-email-available', async (request) => ok(await users.isEmailAvailable(request.body, request.ip)));

  app.get<{ Params: { orderId: string } }>('/api/user/orders/:orderId', async (request) => {
    const customerId = await me(request);
    const order = await findOrder(context.db, rowId(request.params.orderId) ?? 0);
    if (!order || order.customer_id !== customerId) throw new NotFound('Order not found');
    const items = await findItems(context.db, order.id);
    const wire = orderToWire(order, items, (await shipmentsOf(context.db, [order.id])).get(order.id) ?? []);
    const downloads = (await linksOfOrder(context.db, order.id)).map((link) => toDownloadView(context.secret, link));
    return ok({ ...wire, extension_attributes: { ...wire.extension_attributes, downloads } });
  });
}
