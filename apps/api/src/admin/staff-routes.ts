import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import type { ApiContext } from '../context.js';
import { ok, envelopeOf, typed, pagedQuery, pagingQuery, PUBLIC } from '../http/index.js';
import { staffCreateForm, staffLoginForm, staffUpdateForm } from '@shoreline/domain/forms/admin';
import {
  auditEntryWire,
  pageWire,
  staffAccountWire,
  staffPrincipalWire,
  staffSessionWire,
  staffUnlockWire,
} from '@shoreline/domain/wire/admin';
import { listAudit } from '../audit/index.js';
import { InvalidInput } from '../errors.js';
import {
  clearAdminCookie,
  MALFORMED_COOKIE,
  MALFORMED_COOKIE_MESSAGE,
  readAdminCookie,
  setAdminCookie,
  ALL_STAFF,
  OWNERS,
  requireRole,
  staffOf,
  type StaffService,
  type StaffSession,
} from '../staff/index.js';
import { staffRoutes } from './route-params.js';
import { REASON } from '@shoreline/domain/error-reasons';

const idParam = z.object({ id: z.coerce.number().int().positive() });
const auditFilter = z.object({
  entityType: z.string().max(64).optional(),
  entityId: z.string().max(128).optional(),
});
const noBody = z.object({});
const tags = ['admin staff'];

const SESSION_RULES =
  'Sets the refresh cookie `shoreline_admin` (HttpOnly, SameSite=Strict, Path=/api/admin/auth, Secure over https; 12 hours, opaque, stored hashed). ' +
  'The access token is an HS256 JWT (`typ: "staff"`, 10 minutes) sent as `Authorization: Bearer`; customer tokens are refused by staff calls and staff tokens by customer calls.';

/** Sessions (/api/admin/auth/*), staff accounts and the audit log (owners only). */
export function registerStaffRoutes(app: FastifyInstance, context: ApiContext, { staff }: { staff: StaffService }): void {
  registerSessionRoutes(app, context, staff);
  registerStaffAccountRoutes(app, context, staff);
  registerAuditRoute(app, context);
}

/** Sign in, refresh, sign out and who is signed in: the routes that hand out and end staff sessions. */
function registerSessionRoutes(app: FastifyInstance, context: ApiContext, staff: StaffService): void {
  const api = typed(app);
  const answer = (reply: FastifyReply, session: StaffSession) => {
    setAdminCookie(reply, context.config, session.refreshToken);
    reply.header('cache-control', 'no-store');
    return ok({
      accessToken: session.accessToken,
      expiresIn: session.expiresIn,
      staff: session.staff,
      shopTimeZone: context.config.shipping.calendar.timeZone,
    });
  };

  api.post(
    '/api/admin/auth/login',
    {
      schema: {
        access: PUBLIC,
        refusals: { 401: [REASON.signInFailed], 429: [REASON.rateLimited] },
        summary: 'Signs a staff member in',
        examples: [{ summary: 'An e-mail address', body: { email: 'owner@shoreline.example', password: 'Tide-pool-42' } }],
        description:
          `${SESSION_RULES} Rate-limited before the password is checked: 5 failed attempts per account and address and ` +
          '`LOGINS_PER_ADDRESS` per address in 15 minutes, then 429 with Retry-After. A wrong password, an unknown e-mail and an ' +
          'inactive account all answer the same 401; guesses from one address never lock the account elsewhere (an owner can clear the counts: unlock).',
        tags,
        body: staffLoginForm,
        response: { 200: envelopeOf(staffSessionWire) },
      },
    },
    async (request, reply) => answer(reply, await staff.login(request.body, request.ip)),
  );

  api.post(
    '/api/admin/auth/refresh',
    {
      schema: {
        access: PUBLIC,
        refusals: { 401: [REASON.refreshTokenInvalid] },
        summary: 'A new access token from the refresh cookie',
        description:
          'Rotates the refresh cookie on every call; a reused refresh token revokes its family. No cookie, or a malformed one, answers 401 (and clears the cookie).',
        tags,
        body: noBody,
        response: { 200: envelopeOf(staffSessionWire) },
      },
    },
    async (request, reply) => {
      try {
        const cookie = readAdminCookie(request);
        // An undecodable cookie holds no session: the same 401 as no cookie, and the cookie is cleared.
        return answer(reply, await staff.refresh(cookie === MALFORMED_COOKIE ? null : cookie));
      } catch (error) {
        clearAdminCookie(reply, context.config);
        throw error;
      }
    },
  );

  api.post(
    '/api/admin/auth/logout',
    {
      schema: {
        access: PUBLIC,
        refusals: { 400: [REASON.invalidInput] },
        summary: 'Ends the session of the refresh cookie',
        description: 'Revokes the refresh token family and clears the cookie; a malformed cookie is cleared with a 400.',
        tags,
        body: noBody,
        response: { 200: envelopeOf(z.literal(true)) },
      },
    },
    async (request, reply) => {
      const cookie = readAdminCookie(request);
      clearAdminCookie(reply, context.config);
      if (cookie === MALFORMED_COOKIE) throw new InvalidInput(MALFORMED_COOKIE_MESSAGE);
      return ok(await staff.logout(cookie));
    },
  );

  api.get(
    '/api/admin/auth/me',
    {
      schema: {
        summary: 'The signed-in staff member',
        description:
          'Any staff role. The staff row is read on every call: a deactivated account, a changed role or a password change (which ends every token signed before it) takes effect at once.',
        tags,
        querystring: z.object({}),
        response: { 200: envelopeOf(staffPrincipalWire) },
      },
      preHandler: requireRole(context, ALL_STAFF),
    },
    async (request) => ok(staffOf(request)),
  );
}

function registerStaffAccountRoutes(app: FastifyInstance, context: ApiContext, staff: StaffService): void {
  const forOwners = staffRoutes(app, context, OWNERS, 'admin staff');
  forOwners.get(
    '/api/admin/staff',
    {
      summary: 'Lists the staff accounts (owners)',
      description: "Lists every staff account with its role, for the owners' staff screen.",
      examples: [{ summary: 'The first page', query: { page: 1, pageSize: 20 } }],
      querystring: pagingQuery,
      answer: pageWire(staffAccountWire),
    },
    async (request) => staff.list(request.query),
  );
  forOwners.post(
    '/api/admin/staff',
    {
      refusals: { 409: [REASON.conflict] },
      summary: 'Creates a staff account (owners)',
      examples: [
        {
          summary: 'An e-mail address',
          body: { email: 'sam@shoreline.example', name: 'Sam Rivera', role: 'packer', password: 'Tide-pool-42' },
        },
      ],
      description: '409 when a staff member with this e-mail exists.',
      body: staffCreateForm,
      answer: staffAccountWire,
    },
    async (request) => staff.create(staffOf(request), request.body),
  );
  forOwners.patch(
    '/api/admin/staff/:id',
    {
      refusals: { 404: [REASON.notFound], 409: [REASON.conflict] },
      summary: "Changes a staff member's name, role, active flag or password (owners)",
      examples: [{ summary: 'By its id', params: { id: 1 }, body: { name: 'Sam Rivera' } }],
      description:
        'A role, active or password change ends their sessions. The last active owner can be neither demoted nor deactivated (409); ' +
        'the check locks the active owners, so two owners demoting each other at once cannot both succeed.',
      params: idParam,
      body: staffUpdateForm,
      answer: staffAccountWire,
    },
    async (request) => staff.update(staffOf(request), request.params.id, request.body),
  );
  forOwners.post(
    '/api/admin/staff/:id/unlock',
    {
      refusals: { 404: [REASON.notFound] },
      summary: "Clears a staff account's failed sign-ins at every address (owners)",
      examples: [{ summary: 'By its id', params: { id: 1 } }],
      description: 'Audited as `staff.unlock`; `cleared` counts the counters removed.',
      params: idParam,
      body: noBody,
      answer: staffUnlockWire,
    },
    async (request) => staff.unlock(staffOf(request), request.params.id),
  );
  forOwners.post(
    '/api/admin/staff/:id/deactivate',
    {
      refusals: { 409: [REASON.conflict], 404: [REASON.notFound] },
      summary: 'Deactivates a staff account (owners)',
      examples: [{ summary: 'By its id', params: { id: 1 } }],
      description: 'The same as PATCH `{isActive: false}`: ends their sessions; the last active owner cannot be deactivated (409).',
      params: idParam,
      body: noBody,
      answer: staffAccountWire,
    },
    async (request) => staff.update(staffOf(request), request.params.id, { isActive: false }),
  );
}

function registerAuditRoute(app: FastifyInstance, context: ApiContext): void {
  staffRoutes(app, context, OWNERS, 'admin staff').get(
    '/api/admin/audit',
    {
      summary: 'The audit log, newest first (owners)',
      examples: [{ summary: 'The first page', query: { page: 1, pageSize: 20 } }],
      description:
        'Every back-office write records its action, entity and the changed fields before and after, in the same transaction as the change. ' +
        'Actions: staff.create, staff.update, staff.unlock, order.status, order.ship, order.cancel, order.reschedule, order.refund, order.refund_failed (the gateway refused; ' +
        'the refund row was taken back, or, refused when the sweep sent it again, kept as failed), product.update, product.image, product.image_delete, category.update, attribute.update, customer.store_credit, ' +
        'customer.password_reset, customer.password_reset_failed, coupon.create, coupon.update, review.approved, review.rejected, catalog.import ' +
        '(entity id: the job id; `after` holds the counts), delivery.capacity (entity delivery_day, id store:date), delivery.hold and ' +
        "delivery.hold_lift (entity shipping_hold), and create/update/delete of cms_page, cms_block, banner and blog_post (a create's `after` " +
        "and a delete's `before` hold the whole row), store.update (entity store, id its code), shipment.label_buy (entity order: carrier, service, " +
        'tracking code, cost, dry ice and Saturday flags), shipment.label_batch (entity packing_list, id the date; `after` holds the counts) and ' +
        'shipment.tracking (entity order, no staff: a carrier webhook moved the parcel), lot.receive, lot.expire (no staff: the use-by sweep), ' +
        "lot.recall_mail (entity lot; `after` holds the counts) and order.lots (entity order: the lines' lots before and after). Entity types: " +
        'staff, order, product, category, attribute, customer, coupon, review, catalog, delivery_day, shipping_hold, cms_page, cms_block, banner, ' +
        'blog_post, store, packing_list, lot.',
      querystring: pagedQuery(auditFilter),
      answer: pageWire(auditEntryWire),
    },
    async (request) => listAudit(context.db, request.query.filter, request.query.paging),
  );
}
