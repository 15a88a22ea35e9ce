import type { FastifyInstance } from 'fastify';
import { signedInCustomerWire } from '@shoreline/domain/wire/customer';
import { savedAddressSchema } from '@shoreline/domain/forms/address';
import { z } from 'zod';
import { answering, EXAMPLE_ADDRESS } from '../http/index.js';
import { Forbidden, InvalidInput } from '../errors.js';
import type { ApiContext } from '../context.js';
import { requireCustomer, signedInCustomer, signInRequired } from '../auth/index.js';
import { replaceAddresses, INVALID_ADDRESS_OWNER, type UserService } from './service.js';
import { deleteAddress, findCustomer, listAddresses } from './storage.js';
import { REASON } from '@shoreline/domain/error-reasons';

const LOGIN_REQUIRED = 'You must have to login';

const saveBody = z.object({
  customer: z.object({ id: z.number().int().optional(), addresses: z.array(savedAddressSchema).max(20) }).loose(),
});

/** The address book extension: only the owner may touch their addresses. */
export function registerAddressBookRoutes(app: FastifyInstance, context: ApiContext, services: { users: UserService }): void {
  const { users } = services;
  const api = answering(app, {
    preHandler: requireCustomer(context.secret, { signInMessage: LOGIN_REQUIRED }),
  });

  api.put(
    '/api/ext/address-book/customers/:customerId',
    {
      refusals: { 403: [REASON.forbidden] },
      summary: "Replaces the customer's address list (kept ids must be theirs; missing ones are deleted)",
      description:
        "Replaces the signed-in customer's saved addresses with the list sent: addresses with a kept id are updated, new ones added and those left out deleted.",
      examples: [
        {
          summary: 'One address, the default for both',
          params: { customerId: '1' },
          body: {
            customer: {
              id: 1,
              addresses: [
                {
                  ...EXAMPLE_ADDRESS,
                  default_shipping: true,
                  default_billing: true,
                },
              ],
            },
          },
        },
      ],
      params: z.object({ customerId: z.string() }),
      body: saveBody,
      answer: signedInCustomerWire,
    },
    async (request) => {
      const customerId = signedInCustomer(request);
      if (Number(request.params.customerId) !== customerId) throw new Forbidden(INVALID_ADDRESS_OWNER);
      const body = request.body;
      if (body.customer.id !== undefined && body.customer.id !== customerId) throw new Forbidden(INVALID_ADDRESS_OWNER);
      const customer = await findCustomer(context.db, customerId);
      if (!customer) throw signInRequired(LOGIN_REQUIRED);
      await context.dialect.writeTransaction(context.db, (trx) => replaceAddresses(trx, customer, body.customer.addresses));
      return users.view(customerId);
    },
  );

  api.delete(
    '/api/ext/address-book/addresses/:addressId',
    {
      refusals: { 400: [REASON.invalidInput], 403: [REASON.forbidden] },
      summary: "Deletes one of the customer's addresses; a default moves to the first address left",
      description:
        'Deletes one saved address of the signed-in customer; when it was a default, the first address left becomes the default.',
      examples: [{ summary: 'By its id', params: { addressId: '1' } }],
      params: z.object({ addressId: z.string() }),
      answer: z.literal(true),
    },
    async (request) => {
      const customerId = signedInCustomer(request);
      const addressId = Number(request.params.addressId);
      if (!Number.isInteger(addressId) || addressId <= 0) throw new InvalidInput('Address Id missing');
      const customer = await findCustomer(context.db, customerId);
      const addresses = await listAddresses(context.db, customerId);
      if (!customer || !addresses.some((a) => a.id === addressId)) throw new Forbidden(INVALID_ADDRESS_OWNER);
      await context.dialect.writeTransaction(context.db, (trx) => deleteAddress(trx, customer, addressId, addresses));
      return true as const;
    },
  );
}
