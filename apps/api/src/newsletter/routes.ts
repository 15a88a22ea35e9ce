import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { z } from 'zod';
import { HttpError, ok } from '../http/envelope.js';
import type { ApiContext } from '../context.js';
import { hit } from '../ratelimit/limiter.js';
import { forwardNewsletterChoice } from './marketing-client.js';

const emailField = z
  .string()
  .trim()
  .toLowerCase()
  .max(254)
  .pipe(z.email({ error: 'Please provide valid e-mail address.' }));

/**
 * Newsletter sign-ups at the spec's path (`/api/ext/vsf-api-klaviyo/subscribe`).
 * We keep them ourselves, and forward them to the marketing service (marketing-client.ts)
 * only when MARKETING_URL is configured; a refused or failed forward leaves forwarded_at empty.
 */
/** Sends one choice to the marketing service and marks it forwarded; throws when the service refuses. */
async function forwardChoice(context: ApiContext, email: string, subscribed: boolean): Promise<void> {
  const { marketingUrl, marketingKey, marketingListId } = context.config;
  if (!marketingUrl) return;
  const sentAt = new Date().toISOString();
  if (!(await forwardNewsletterChoice({ marketingUrl, marketingKey, marketingListId }, email, subscribed)))
    throw new Error('the marketing service refused the newsletter choice');
  // Only if the choice is still the one sent: a newer one made meanwhile is forwarded on its own.
  await context.db
    .updateTable('newsletter_subscriptions')
    .set({ forwarded_at: sentAt })
    .where('email', '=', email)
    .where('subscribed', '=', subscribed ? 1 : 0)
    .execute();
}

/**
 * Choices the marketing service did not take (down, refusing) are sent again every `intervalMs`,
 * oldest first, a batch at a time. Every process may run this: the service takes a repeat as the
 * same choice.
 */
export function startNewsletterRetries(context: ApiContext, log: FastifyBaseLogger, intervalMs: number): () => void {
  if (!context.config.marketingUrl) return () => undefined;
  let running = false;
  const sweep = async () => {
    if (running) return;
    running = true;
    try {
      const settled = new Date(Date.now() - Math.min(intervalMs, 60_000)).toISOString();
      const waiting = await context.db
        .selectFrom('newsletter_subscriptions')
        .select(['email', 'subscribed'])
        .where('forwarded_at', 'is', null)
        .where('updated_at', '<', settled)
        .orderBy('updated_at')
        .limit(50)
        .execute();
      for (const row of waiting) await forwardChoice(context, row.email, row.subscribed === 1);
    } catch (error) {
      log.warn({ err: error }, 'newsletter retry stopped; next round later');
    } finally {
      running = false;
    }
  };
  const timer = setInterval(() => void sweep(), intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}

export function registerNewsletterRoutes(app: FastifyInstance, context: ApiContext): void {
  const path = '/api/ext/vsf-api-klaviyo/subscribe';
  const limited = async (ip: string) => {
    if (!(await hit(context.db, `newsletter:ip:${ip}`, 20, 600)).allowed)
      throw new HttpError(429, 'Too many attempts. Please wait a few minutes and try again.');
  };
  const save = async (email: string, storeCode: string, subscribed: boolean) => {
    const stamp = new Date().toISOString();
    const choice = { subscribed: subscribed ? 1 : 0, store_code: storeCode, forwarded_at: null, updated_at: stamp };
    await context.db
      .insertInto('newsletter_subscriptions')
      .values({ email, ...choice })
      .onConflict((oc) => oc.column('email').doUpdateSet(choice))
      .execute();
    void forwardChoice(context, email, subscribed).catch((error: unknown) =>
      app.log.warn({ err: error }, 'newsletter forward failed; kept locally'),
    );
  };

  app.get<{ Querystring: { email?: string } }>(path, async (request) => {
    await limited(request.ip);
    const email = emailField.parse(request.query.email ?? '');
    const row = await context.db.selectFrom('newsletter_subscriptions').select('subscribed').where('email', '=', email).executeTakeFirst();
    return ok(row?.subscribed === 1 ? 'subscribed' : 'unsubscribed');
  });
  app.post(path, async (request) => {
    await limited(request.ip);
    const body = z.object({ email: emailField }).parse(request.body ?? {});
    await save(body.email, request.storeCatalog().store.storeCode, true);
    return ok(true);
  });
  app.delete(path, async (request) => {
    await limited(request.ip);
    const body = z.object({ email: emailField }).parse(request.body ?? {});
    await save(body.email, request.storeCatalog().store.storeCode, false);
    return ok(true);
  });
}
