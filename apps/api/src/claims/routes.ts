import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { REASON } from '@shoreline/domain/error-reasons';
import { CLAIM_PHOTO_MAX_BYTES, CLAIM_PHOTO_TYPES, claimForm } from '@shoreline/domain/forms/claims';
import { claimPhotoUploadWire, customerClaimWire, orderClaimsWire } from '@shoreline/domain/wire/claims';
import type { ApiContext } from '../context.js';
import { answering, envelopeOf, fileBody, HttpError, MAX_ROW_ID, ok, sending, typed, CUSTOMER } from '../http/index.js';
import { UnsupportedFormat } from '../errors.js';
import { requireCustomer, signedInCustomer } from '../auth/index.js';
import { limitOrRefuse } from '../ratelimit/index.js';
import type { ClaimService } from './service.js';

const tags = ['freshness claims'];
const orderParam = z.object({ orderId: z.coerce.number().int().positive().max(MAX_ROW_ID) });
const claimParam = z.object({ id: z.coerce.number().int().positive().max(MAX_ROW_ID) });
export const PHOTO_TOO_LARGE = `The photo is larger than ${CLAIM_PHOTO_MAX_BYTES / 1024 / 1024} MB.`;
const PHOTO_TYPE_REFUSED = 'Send a JPEG, PNG or WebP photo (Content-Type image/jpeg, image/png or image/webp).';
/** Uploads per customer and hour: a form takes one or two, a retry a few more. */
const UPLOADS_PER_HOUR = 30;

/** Answers a stored photo: never cached by a shared cache, never sniffed into anything else, inline only. */
export function sendPhoto(reply: FastifyReply, photo: { type: string; data: Buffer }) {
  return reply
    .type(photo.type)
    .header('cache-control', 'private, no-store')
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', "default-src 'none'")
    .header('content-disposition', 'inline')
    .send(photo.data);
}

/** A body over the limit read without Content-Length (chunked): refused with the claim's own reason. */
async function photoBodyErrors(error: FastifyError): Promise<never> {
  if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') throw new HttpError(413, PHOTO_TOO_LARGE, REASON.claimPhotoTooLarge);
  throw error;
}

/**
 * The customer's calls (Authorization: Bearer): an order's claims and whether it can be claimed now, the photo
 * upload (the raw file as the body, in its own scope so no other route takes 8 MB), the claim itself naming the
 * uploaded photo, and the claim's photo for its customer.
 */
export function registerClaimRoutes(app: FastifyInstance, context: ApiContext, services: { claims: ClaimService }): void {
  const { claims } = services;
  const signedIn = requireCustomer(context.secret);
  const own = answering(app, { tags, preHandler: signedIn });

  own.get(
    '/api/user/orders/:orderId/claims',
    {
      refusals: { 404: [REASON.notFound] },
      summary: "An order's freshness claims, and whether (and for which lines) one can be made now",
      examples: [{ summary: "By the order's id", params: { orderId: 1 } }],
      description:
        `A shipped order counts as delivered from its delivery date (an order marked complete at once); claims are taken until FRESHNESS_CLAIM_DAYS ` +
        "(default 2) days after it, in the shop's time zone. `refusal.reason` says why not: claim.not_delivered or claim.window_over. A line's " +
        '`claimable_qty` leaves out refunded units, units of approved claims, and every unit while the line has an open claim; gift cards, ' +
        "downloads and virtual products are never claimable. 404 for an order that is not the customer's.",
      params: orderParam,
      answer: orderClaimsWire,
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return claims.forOrder(signedInCustomer(request), request.params.orderId);
    },
  );

  own.post(
    '/api/user/orders/:orderId/claims',
    {
      refusals: {
        400: [REASON.claimLineInvalid, REASON.claimPhotoMissing],
        404: [REASON.notFound],
        409: [REASON.claimLineClaimed, REASON.claimNotDelivered, REASON.claimWindowOver],
      },
      summary: 'Reports a problem with lines of a delivered order (a freshness claim)',
      examples: [
        {
          summary: 'A dozen that arrived warm, with its photo',
          params: { orderId: 1 },
          body: {
            lines: [{ item_id: 1, qty: 1 }],
            reason: 'arrived_warm',
            description: 'The box was warm and the ice had melted.',
            photo: '0123456789abcdef0123456789abcdef.jpg',
          },
        },
      ],
      description:
        'Names the lines and units, the reason (arrived_warm, dead_or_spoiled, missing_item, damaged_packaging, other), a description and the ' +
        'photo uploaded before (POST /api/user/claim-photos). Refusals: 409 claim.not_delivered, 409 claim.window_over, 409 claim.line_claimed ' +
        '(the line has an open claim, or all its units were claimed or refunded), 400 claim.line_invalid, 400 claim.photo_missing.',
      params: orderParam,
      body: claimForm,
      answer: customerClaimWire,
    },
    async (request) => claims.create(signedInCustomer(request), request.params.orderId, request.body),
  );

  sending(app, { tags, preHandler: signedIn }).get(
    '/api/user/claims/:id/photo',
    {
      refusals: { 404: [REASON.notFound] },
      summary: "A claim's photo, for the customer who made the claim",
      examples: [{ summary: 'By its id', params: { id: 1 } }],
      description: "Never served under /media. 404 for a claim that is not the customer's.",
      params: claimParam,
      sends: { type: 'image/*', description: 'The photo as stored: re-encoded, without metadata' },
    },
    async (request, reply) => sendPhoto(reply, await claims.photo(request.params.id, signedInCustomer(request))),
  );

  void app.register(async (scope) => {
    scope.addContentTypeParser([...CLAIM_PHOTO_TYPES], { parseAs: 'buffer', bodyLimit: CLAIM_PHOTO_MAX_BYTES }, (_request, body, done) =>
      done(null, body),
    );
    scope.addContentTypeParser('*', (_request, _payload, done) =>
      done(new UnsupportedFormat(PHOTO_TYPE_REFUSED, { reason: REASON.claimPhotoFormat }), undefined),
    );
    scope.setErrorHandler(photoBodyErrors);
    typed(scope).post(
      '/api/user/claim-photos',
      {
        schema: {
          refusals: {
            400: [REASON.claimPhotoUnreadable],
            403: [REASON.claimPhotoNoOrder],
            409: [REASON.claimPhotoQuota],
            413: [REASON.claimPhotoTooLarge],
            415: [REASON.claimPhotoFormat],
          },
          summary: "Uploads the photo for a claim; the claim then names the answer's `photo`",
          description:
            'The raw file as the body. Checked from its bytes (anything but JPEG, PNG or WebP: 415 claim.photo_format; damaged or over 25 megapixels: ' +
            '400 claim.photo_unreadable; over 8 MB: 413 claim.photo_too_large), re-encoded as lossy WebP without metadata (EXIF, GPS), fitted inside ' +
            '1600 pixels and about 600 KB. Taken only from a customer with an order open for a claim now (403 claim.photo_no_order) and within the ' +
            "account's quota (CLAIM_PHOTOS_PENDING waiting for a claim, CLAIM_PHOTOS_PER_DAY stored a day: 409 claim.photo_quota). Kept a day for " +
            "the customer's claim, under DATA_DIR/media/claims/ (never served as /media). 30 uploads per customer and hour.",
          tags,
          access: CUSTOMER,
          body: fileBody(z.unknown(), CLAIM_PHOTO_TYPES, 'The photo itself, at most 8 MB'),
          response: { 200: envelopeOf(claimPhotoUploadWire) },
        },
        bodyLimit: CLAIM_PHOTO_MAX_BYTES,
        // The size and the sign-in are checked on arrival, before a byte of the body is read.
        onRequest: [
          async (request) => {
            const length = Number(request.headers['content-length']);
            if (Number.isFinite(length) && length > CLAIM_PHOTO_MAX_BYTES)
              throw new HttpError(413, PHOTO_TOO_LARGE, REASON.claimPhotoTooLarge);
          },
          signedIn,
        ],
      },
      async (request) => {
        const customerId = signedInCustomer(request);
        await limitOrRefuse(context.db, `claim-photo:customer:${customerId}`, UPLOADS_PER_HOUR, 3600);
        return ok(await claims.uploadPhoto(customerId, request.body));
      },
    );
  });
}
