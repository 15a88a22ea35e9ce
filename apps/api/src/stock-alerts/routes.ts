import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { refusalWire } from '@shoreline/domain/wire/refusal';
import { backInStockForm } from '@shoreline/domain/forms/back-in-stock';
import type { ApiContext } from '../context.js';
import { ok, type RefusalShape, envelopeOf, typed, PUBLIC } from '../http/index.js';
import { limitOrRefuse } from '../ratelimit/index.js';
import { sha256 } from '../auth/index.js';
import { stopWatching, watchForStock } from './service.js';
import { REASON } from '@shoreline/domain/error-reasons';

/**
 * Back-in-stock alerts. The spec's form POST answers `{success}`; ours is also the envelope
 * (`{code, result: {success}, success}`), so a client reading either works, and errors keep the
 * envelope's message. The form arrives urlencoded (as from a plain HTML form) or as JSON.
 */
const SUBSCRIBE_PATH = '/api/ext/back-in-stock/subscribe';
const TOO_MANY = 'Too many back-in-stock requests. Please try again later.';
const unsubscribeBody = z.object({ token: z.string().min(1).max(2000) });

const subscribed = z.object({ code: z.literal(200), result: z.object({ success: z.literal(true) }), success: z.literal(true) });

/** The form's refusals, written by the one error handler: a field problem names only the first field. */
const formRefusalWire = refusalWire.extend({ result: z.string(), success: z.literal(false) });
const formRefusal: RefusalShape = ({ status, message, reason, errors }) => {
  const first = errors?.[0];
  const result = errors ? (first ? `${first.field || 'form'}: ${first.message}` : 'Invalid form') : message;
  return { code: status, result, success: false, reason, ...(errors ? { errors } : {}) };
};

export async function registerStockAlertRoutes(app: FastifyInstance, context: ApiContext): Promise<void> {
  await app.register(async (scope) => {
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 8 * 1024 }, (_request, body, done) =>
      done(null, Object.fromEntries(new URLSearchParams(typeof body === 'string' ? body : body.toString('utf8')))),
    );

    typed(scope).post(
      SUBSCRIBE_PATH,
      {
        schema: {
          summary: 'Watches a product for the e-mail address: one e-mail once it sells again',
          examples: [{ summary: 'An e-mail address', body: { email: 'ada@example.com', variant: 'CRAB-DZ', store: 'main' } }],
          access: PUBLIC,
          refusals: { 404: [REASON.notFound], 409: [REASON.conflict], 429: [REASON.rateLimited] },
          description: 'The form arrives urlencoded (a plain HTML form) or as JSON; answers {success} in the envelope.',
          body: backInStockForm,
          response: { 200: subscribed },
          refusalBody: formRefusalWire,
        },
        config: { refusalShape: formRefusal },
        // Counted before the form is read: every attempt counts, well-formed or not.
        preHandler: async (request) => {
          await limitOrRefuse(context.db, `stock-alert:ip:${request.ip}`, 30, 3600, TOO_MANY);
        },
      },
      async (request) => {
        const form = request.body;
        await limitOrRefuse(context.db, `stock-alert:email:${sha256(form.email)}`, 10, 86_400, TOO_MANY);
        const store = request.storeCatalog(form.store ?? undefined).store;
        await watchForStock(context, store, form, request.log);
        return { code: 200 as const, result: { success: true as const }, success: true as const };
      },
    );
  });

  typed(app).post(
    '/api/ext/back-in-stock/unsubscribe',
    {
      schema: {
        access: PUBLIC,
        refusals: { 400: [REASON.invalidInput] },
        summary: "Stops the watches an e-mail's signed stop link names",
        description: "Takes the token of a back-in-stock e-mail's stop link and ends the watches it names; no sign-in is needed.",
        examples: [{ summary: "A mailed link's token", body: { token: 'token-from-the-mailed-link' } }],
        body: unsubscribeBody,
        response: { 200: envelopeOf(z.object({ email: z.string(), sku: z.string() })) },
      },
    },
    async (request) => ok(await stopWatching(context, request.body.token)),
  );
}
