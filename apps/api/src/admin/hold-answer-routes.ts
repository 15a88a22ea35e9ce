import { z } from 'zod';
import { REASON } from '@shoreline/domain/error-reasons';
import { holdAnswerRowWire } from '@shoreline/domain/wire/hold-answers';
import type { ApiContext } from '../context.js';
import { askHoldCustomers, holdAnswerRows } from '../order/index.js';
import { idParam, type staffRoutes } from './route-params.js';

type StaffRoutes = ReturnType<typeof staffRoutes>;

/** A hold's questions to its customers (issue 38): who was asked and what each answered; asking those not asked yet. */
export function registerHoldAnswerAdminRoutes(readers: StaffRoutes, managers: StaffRoutes, context: ApiContext): void {
  readers.get(
    '/api/admin/delivery/holds/:id/answers',
    {
      summary: 'The customers a hold asked, and what each answered (moved, canceled, kept; null: not yet)',
      refusals: { 404: [REASON.notFound] },
      examples: [{ summary: 'By its id', params: { id: 1 } }],
      description:
        'One row per order whose customer was mailed the hold’s choices, with when, their answer, the date moved to or kept and when they answered. ' +
        'Orders not answered can still be moved by hand under /holds/:id/orders.',
      params: idParam,
      querystring: z.object({}),
      answer: z.object({ items: z.array(holdAnswerRowWire), total: z.number() }),
    },
    async (request) => holdAnswerRows(context.db, request.params.id),
  );
  managers.post(
    '/api/admin/delivery/holds/:id/ask',
    {
      refusals: { 404: [REASON.notFound] },
      summary: 'Mails the hold’s choices to the customers not asked yet (owners, managers)',
      examples: [{ summary: 'By its id', params: { id: 1 }, body: {} }],
      description:
        'Creating a hold asks at once; this asks again only customers whose mail failed or whose order came under the hold since. Each order is ' +
        'mailed once per hold, however often this is called. Answers how many were mailed.',
      params: idParam,
      body: z.object({}),
      answer: z.object({ mailed: z.number() }),
    },
    async (request) => ({ mailed: await askHoldCustomers(context, request.params.id) }),
  );
}
