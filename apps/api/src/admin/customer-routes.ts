import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { customerGroupForm, customerListQuery } from '@shoreline/domain/forms/admin-customers';
import { pageWire } from '@shoreline/domain/wire/admin';
import { adminCustomerRowWire, adminCustomerWire, customerGroupWire, passwordResetSentWire } from '@shoreline/domain/wire/admin-customers';
import type { ApiContext } from '../context.js';
import { pagedQuery } from '../http/index.js';
import { listCustomers, customerDetail, listGroups, sendPasswordReset, setCustomerGroup } from '../user/index.js';
import { idParam, recordById, staffRoutes } from './route-params.js';
import { MANAGERS, staffOf } from '../staff/index.js';
import { REASON } from '@shoreline/domain/error-reasons';

/**
 * Customers: list, detail and the password-reset e-mail, for managers and owners. The store-credit
 * adjustment (POST /api/admin/customers/:id/store-credit) is in catalog-routes.ts.
 */
export function registerAdminCustomerRoutes(app: FastifyInstance, context: ApiContext): void {
  const customers = staffRoutes(app, context, MANAGERS, 'admin customers');

  customers.get(
    '/api/admin/customers',
    {
      summary: 'Lists customers, newest first',
      examples: [{ summary: 'The first page', query: { page: 1, pageSize: 20, q: 'crab', store: 'main' } }],
      description:
        '`q` matches part of the e-mail, the first or last name or "first last" (any case, % and _ literal; all digits also match the id); `store` filters by store code.',
      querystring: pagedQuery(customerListQuery),
      answer: pageWire(adminCustomerRowWire),
    },
    async (request) => listCustomers(context.db, request.query.filter, request.query.paging),
  );
  customers.get(
    '/api/admin/customers/:id',
    recordById(adminCustomerWire, {
      summary: 'One customer: profile, addresses, orders, store credit, newsletter state',
      description:
        'Guest orders with the same e-mail are not linked to the account. `last_password_reset` is the latest customer.password_reset audit row. ' +
        '404 `No customer with this id.`',
    }),
    async (request) => customerDetail(context, request.params.id),
  );
  customers.get(
    '/api/admin/customer-groups',
    {
      summary: 'Lists the customer groups',
      description:
        'Guests and new accounts are in the default group (retail). A group has its own product prices (see the product detail).',
      querystring: z.object({}),
      answer: z.array(customerGroupWire),
    },
    async () => listGroups(context.db),
  );
  customers.put(
    '/api/admin/customers/:id/group',
    {
      refusals: { 404: [REASON.notFound], 400: [REASON.invalidInput] },
      summary: 'Moves a customer to another customer group',
      examples: [{ summary: 'By its id', params: { id: 1 }, body: { group_id: 1 } }],
      description:
        "The customer's cart and next order are priced for the new group at once; the catalog shows the group's prices after their next profile " +
        'load (the group token they hold lasts at most 24 hours). Audited. 400 `No customer group with this id.`; 404 `No customer with this id.`',
      params: idParam,
      body: customerGroupForm,
      answer: z.object({ group_id: z.number().int(), group_name: z.string() }),
    },
    async (request) => setCustomerGroup(context, request.params.id, request.body.group_id, staffOf(request)),
  );
  customers.post(
    '/api/admin/customers/:id/password-reset',
    {
      refusals: { 404: [REASON.notFound], 429: [REASON.rateLimited] },
      summary: 'Sends the customer the password-reset e-mail',
      examples: [{ summary: 'By its id', params: { id: 1 } }],
      description:
        "The shopper's own forgot-password e-mail with a new single-use one-hour link, from the store the customer registered in; sessions and the " +
        'current password stay valid until they set a new one. One e-mail per customer every 10 minutes (429 with Retry-After) and 30 per staff member ' +
        'an hour. 502 `The password-reset e-mail could not be sent. Try again later.` when the mail fails (the link is voided, the limit given back).',
      params: idParam,
      body: z.object({}),
      answer: passwordResetSentWire,
    },
    async (request) => sendPasswordReset(context, request.params.id, staffOf(request)),
  );
}
