import type { FastifyInstance } from 'fastify';
import { claimApprovalForm, claimDeclineForm, claimListQuery } from '@shoreline/domain/forms/claims';
import { pageWire } from '@shoreline/domain/wire/admin';
import { adminClaimRowWire, adminClaimWire } from '@shoreline/domain/wire/claims';
import type { ApiContext } from '../context.js';
import { pagedQuery } from '../http/index.js';
import { sendPhoto, type ClaimService } from '../claims/index.js';
import { idParam, recordById, staffFiles, staffRoutes } from './route-params.js';
import { MANAGERS, staffOf } from '../staff/index.js';
import { REASON } from '@shoreline/domain/error-reasons';

const TAG = 'admin claims';

/** Freshness claims for owners and managers: the list, one claim with its photo, and the decision. */
export function registerAdminClaimRoutes(app: FastifyInstance, context: ApiContext, services: { claims: ClaimService }): void {
  const { claims } = services;
  const managers = staffRoutes(app, context, MANAGERS, TAG);

  managers.get(
    '/api/admin/claims',
    {
      summary: 'Lists freshness claims, newest first',
      examples: [{ summary: 'The first page', query: { page: 1, pageSize: 20, q: 'crab' } }],
      description: '`status` (open, approved, declined) filters; `q` matches part of the order number or the e-mail.',
      querystring: pagedQuery(claimListQuery),
      answer: pageWire(adminClaimRowWire),
    },
    async (request) => claims.list(request.query.filter, request.query.paging),
  );
  managers.get(
    '/api/admin/claims/:id',
    recordById(adminClaimWire, {
      summary: 'One claim: what the customer reported, the claimed lines and their paid value, the decision',
      description:
        "`claimed_cents` (the claimed lines' paid value from the priced order, tax in, discount out) caps an approval; `refundable_cents` is what the " +
        "order's gateway payment can still give back. `photo.url` answers the photo with the staff token.",
    }),
    async (request) => claims.detail(request.params.id),
  );
  managers.post(
    '/api/admin/claims/:id/approve',
    {
      refusals: {
        404: [REASON.notFound],
        400: [REASON.claimAmountTooHigh],
        409: [REASON.claimDecided, REASON.claimGivenBack, REASON.conflict, REASON.refundNothingLeft],
      },
      summary: 'Approves an open claim: store credit or a refund to the original payment',
      examples: [{ summary: 'Twelve dollars of store credit', params: { id: 1 }, body: { to: 'store_credit', amount_cents: 1200 } }],
      description:
        "`amount_cents` at most the claimed value (400 claim.amount_too_high). `store_credit` adds a ledger row to the customer's balance; `refund` " +
        "refunds the order's gateway payment through its gateway (a refund row like the order's refunds; never more than paid minus " +
        'refunded: 409; the gateway refusing: 502 and the claim stays open; a gateway that does not answer, or any other error once the ' +
        'refund row is stored, answers 503 saying the refund is recorded and waits for the gateway: the claim stays approved and the sweep ' +
        'sends the refund again under its idempotency key, and should the gateway refuse it then, the claim is open again). A decided claim: ' +
        '409 claim.decided. Audited as claim.approve; the customer is e-mailed (a refund once its gateway confirmed it).',
      params: idParam,
      body: claimApprovalForm,
      answer: adminClaimWire,
    },
    async (request) => claims.approve(request.params.id, request.body, staffOf(request)),
  );
  managers.post(
    '/api/admin/claims/:id/decline',
    {
      refusals: { 404: [REASON.notFound], 409: [REASON.claimDecided] },
      summary: 'Declines an open claim with a reason the customer is e-mailed',
      examples: [{ summary: 'By its id', params: { id: 1 }, body: { reason: 'The photo shows another order' } }],
      description: 'A decided claim: 409 claim.decided. Audited as claim.decline.',
      params: idParam,
      body: claimDeclineForm,
      answer: adminClaimWire,
    },
    async (request) => claims.decline(request.params.id, request.body, staffOf(request)),
  );
  staffFiles(app, context, MANAGERS, TAG).get(
    '/api/admin/claims/:id/photo',
    {
      refusals: { 404: [REASON.notFound] },
      summary: "A claim's photo (owners, managers)",
      description: 'Sends the photo the shopper attached to the claim, as the image file it was stored as.',
      examples: [{ summary: 'By its id', params: { id: 1 } }],
      params: idParam,
      sends: { type: 'image/*', description: 'The photo as stored: re-encoded, without metadata' },
    },
    async (request, reply) => sendPhoto(reply, await claims.photo(request.params.id, null)),
  );
}
