import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { StoreView } from '@shoreline/domain';
import { answering, CUSTOMER_OPTIONAL, PUBLIC, singleField, type RouteExample } from '../http/index.js';
import { REASON } from '@shoreline/domain/error-reasons';
import { Forbidden, InvalidInput } from '../errors.js';
import type { ApiContext } from '../context.js';
import { customerIdOf, sha256 } from '../auth/index.js';
import { findCustomer } from '../user/index.js';
import { hit, limitOrRefuse } from '../ratelimit/index.js';
import { forwardChoice } from './forwarding.js';
import { markPending, saveChoice, statusOf } from './storage.js';
import { confirmationMail, newsletterLink } from './mails.js';
import { sendWelcomeCoupon } from './welcome-coupon.js';
import { signNewsletterToken, verifyNewsletterToken, type NewsletterAction, type Subscriber } from './tokens.js';
import { INVALID_EMAIL } from '@shoreline/domain/messages';

const emailField = z
  .string()
  .trim()
  .toLowerCase()
  .max(254)
  .pipe(z.email({ error: INVALID_EMAIL }))
  .meta({ format: 'email' });

const SUBSCRIBE_PATH = '/api/ext/vsf-api-klaviyo/subscribe';
const TOO_MANY = 'Too many attempts. Please wait a few minutes and try again.';
/** The refusal of a mailed link whose token is not valid (or expired), in each link's words. */
const INVALID_LINK: Record<NewsletterAction, string> = {
  confirm: 'This link is not valid or has expired. Please sign up for the newsletter again.',
  unsubscribe: 'This unsubscribe link is not valid. Please log in to unsubscribe in your account, or write to us.',
};
/** The state an address is in once its mailed link was followed. */
const STATE_AFTER_LINK = { confirm: 'subscribed', unsubscribe: 'unsubscribed' } as const satisfies Record<NewsletterAction, string>;
const NOT_YOURS = 'To unsubscribe, use the link in one of our newsletter e-mails, or log in and unsubscribe in your account.';
/** Confirmation e-mails per address and hour: signing someone up again and again must not flood their inbox. */
const CONFIRMATION_MAILS_PER_HOUR = 3;

/** `?email=`: the address alone is checked, so a refusal is the e-mail message itself, without a field name. */
const statusQuery = singleField('email', emailField, '');
const signUpBody = z.object({ email: emailField });
const signOutBody = z.object({ email: emailField.optional(), token: z.string().max(2000).optional() });
const linkBody = z.object({ token: z.string().min(1).max(2000) });

const statusWire = z.enum(['subscribed', 'pending', 'unsubscribed']);

/** The logged-in customer's verified e-mail; null for a guest or while the account's address is unverified. */
async function ownEmailOf(request: FastifyRequest, context: ApiContext): Promise<string | null> {
  const customerId = await customerIdOf(request, context.secret);
  if (customerId === null) return null;
  const customer = await findCustomer(context.db, customerId);
  return customer?.email_verified_at ? customer.email : null;
}

/** Whose subscription a sign-out ends: the e-mailed link's address, or the logged-in customer's own. Never an e-mail alone. */
async function signOutAddressOf(request: FastifyRequest, context: ApiContext, body: z.infer<typeof signOutBody>): Promise<string> {
  if (body.token) {
    const subscriber = await verifyNewsletterToken(context.secret, 'unsubscribe', body.token);
    if (!subscriber) throw new Forbidden(NOT_YOURS);
    return subscriber.email;
  }
  const own = await ownEmailOf(request, context);
  if (!own || (body.email && body.email !== own)) throw new Forbidden(NOT_YOURS);
  return own;
}

async function sendConfirmation(context: ApiContext, store: StoreView, email: string): Promise<void> {
  // Hashed: a key has at most 255 characters, an address up to 254.
  if (!(await hit(context.db, `newsletter:mail:${sha256(email)}`, CONFIRMATION_MAILS_PER_HOUR, 3600)).allowed) return;
  const subscriber = { email, storeCode: store.storeCode };
  const links = {
    confirm: newsletterLink(context.config, store, 'confirm', await signNewsletterToken(context.secret, 'confirm', subscriber)),
    unsubscribe: newsletterLink(context.config, store, 'unsubscribe', await signNewsletterToken(context.secret, 'unsubscribe', subscriber)),
  };
  await context.mailer.send(confirmationMail(context.config, store, email, links));
}

/** A sign-up from anywhere (the footer, the back-in-stock form): pending until the e-mailed link is confirmed. */
export async function startNewsletterSignUp(context: ApiContext, store: StoreView, email: string, log: FastifyBaseLogger): Promise<void> {
  await markPending(context, { email, storeCode: store.storeCode });
  await sendConfirmation(context, store, email).catch((error: unknown) =>
    log.error({ err: error }, 'newsletter confirmation e-mail failed'),
  );
}

/**
 * Newsletter sign-ups at the spec's path (`/api/ext/vsf-api-klaviyo/subscribe`), with double opt-in:
 * POST stores a pending sign-up and e-mails a signed, expiring confirmation link; only confirming
 * (POST /api/newsletter/confirm) subscribes. We keep the choices ourselves and forward confirmed ones
 * to the marketing service (marketing-client.ts) when MARKETING_URL is configured; a refused or
 * failed forward leaves forwarded_at empty for the retries.
 */
export function registerNewsletterRoutes(app: FastifyInstance, context: ApiContext): void {
  const open = answering(app, { access: PUBLIC });
  // Counted before the body is read: every attempt counts, well-formed or not.
  const limited = answering(app, {
    access: PUBLIC,
    refusals: { 429: [REASON.rateLimited] },
    preHandler: async (request) => {
      await limitOrRefuse(context.db, `newsletter:ip:${request.ip}`, 20, 600, TOO_MANY);
    },
  });
  const forward = (subscriber: Subscriber, subscribed: boolean) =>
    void forwardChoice(context, subscriber.email, subscribed).catch((error: unknown) =>
      app.log.warn({ err: error }, 'newsletter forward failed; kept locally'),
    );
  const choose = async (subscriber: Subscriber, subscribed: boolean) => {
    if (await saveChoice(context, subscriber, subscribed)) forward(subscriber, subscribed);
  };
  /**
   * The call a mailed link makes (/api/newsletter/confirm or /unsubscribe): the token's address is subscribed or
   * unsubscribed, `afterwards` does what else the link asks, and the answer names the address and its state.
   */
  const linkRoute = (
    action: NewsletterAction,
    words: { summary: string; description: string; examples: readonly RouteExample[] },
    afterwards: (request: FastifyRequest, subscriber: Subscriber) => Promise<void> = async () => undefined,
  ) => {
    const status = STATE_AFTER_LINK[action];
    open.post(
      `/api/newsletter/${action}`,
      {
        ...words,
        body: linkBody,
        answer: z.object({ email: z.string(), status: z.literal(status) }),
        refusals: { 400: [REASON.invalidInput] },
      },
      async (request) => {
        const subscriber = await verifyNewsletterToken(context.secret, action, request.body.token);
        if (!subscriber) throw new InvalidInput(INVALID_LINK[action]);
        await choose(subscriber, action === 'confirm');
        await afterwards(request, subscriber);
        return { email: subscriber.email, status };
      },
    );
  };

  // Only the logged-in customer learns their own state; every other address gets the same answer.
  open.get(
    SUBSCRIBE_PATH,
    {
      summary: "An address's newsletter state (only the signed-in customer's own; 'unsubscribed' for any other)",
      description:
        "Answers whether an address is subscribed to the newsletter; only the signed-in customer's own address answers its real state.",
      examples: [{ summary: 'An e-mail address', query: { email: 'ada@example.com' } }],
      access: CUSTOMER_OPTIONAL,
      querystring: statusQuery,
      answer: statusWire,
    },
    async (request) => {
      const email = request.query;
      const own = await ownEmailOf(request, context);
      return own === email ? statusOf(context, email) : 'unsubscribed';
    },
  );

  limited.post(
    SUBSCRIBE_PATH,
    {
      summary: 'Signs an address up: pending until the link mailed to it is confirmed',
      examples: [{ summary: 'An e-mail address', body: { email: 'ada@example.com' } }],
      description:
        'Signs an e-mail address up for the newsletter and mails it a confirmation link; the subscription stays pending until the link is followed.',
      body: signUpBody,
      answer: z.literal(true),
    },
    async (request) => {
      await startNewsletterSignUp(context, request.storeCatalog().store, request.body.email, request.log);
      return true as const;
    },
  );

  limited.delete(
    SUBSCRIBE_PATH,
    {
      summary: "Ends a subscription: the mailed link's address (token), or the signed-in customer's own",
      description: "Ends a newsletter subscription: the address a mailed link's token names, or the signed-in customer's own.",
      examples: [
        {
          summary: "The signed-in customer's own address",
          query: { token: 'token-from-the-mailed-link' },
          body: { email: 'ada@example.com' },
        },
      ],
      access: CUSTOMER_OPTIONAL,
      querystring: z.looseObject({ token: z.string().optional() }),
      body: signOutBody,
      answer: z.literal(true),
      refusals: { 400: [REASON.invalidInput], 403: [REASON.forbidden] },
    },
    async (request) => {
      const email = await signOutAddressOf(request, context, request.body);
      await choose({ email, storeCode: request.storeCatalog().store.storeCode }, false);
      return true as const;
    },
  );

  linkRoute(
    'confirm',
    {
      summary: "Confirms a sign-up with the mailed link's token (the first confirmation of an address mails a welcome code)",
      examples: [{ summary: "A mailed link's token", body: { token: 'token-from-the-mailed-link' } }],
      description:
        'Confirms a pending newsletter sign-up with the token of its mailed link; the first confirmation of an address mails it a welcome coupon.',
    },
    async (request, subscriber) => {
      const store = request.catalog().byStore.get(subscriber.storeCode)?.store ?? request.storeCatalog().store;
      await sendWelcomeCoupon(context, store, subscriber.email).catch((error: unknown) =>
        request.log.error({ err: error }, 'newsletter welcome coupon failed'),
      );
    },
  );
  linkRoute('unsubscribe', {
    summary: 'Unsubscribes the address a mailed unsubscribe link names',
    examples: [{ summary: "A mailed link's token", body: { token: 'token-from-the-mailed-link' } }],
    description: "Unsubscribes the address that a mailed unsubscribe link's token names; no sign-in is needed.",
  });
}
