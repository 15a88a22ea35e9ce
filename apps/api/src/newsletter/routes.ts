import type { FastifyInstance } from 'fastify';
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
export function registerNewsletterRoutes(app: FastifyInstance, context: ApiContext): void {
  const path = '/api/ext/vsf-api-klaviyo/subscribe';
  const limited = async (ip: string) => {
    if (!(await hit(context.db, `newsletter:ip:${ip}`, 20, 600)).allowed)
      throw new HttpError(429, 'Too many attempts. Please wait a few minutes and try again.');
  };
  const forward = async (email: string, subscribed: boolean) => {
    const { marketingUrl, marketingKey, marketingListId } = context.config;
    if (!marketingUrl) return;
    if (!(await forwardNewsletterChoice({ marketingUrl, marketingKey, marketingListId }, email, subscribed)))
      throw new Error('the marketing service refused the newsletter choice');
    await context.db
      .updateTable('newsletter_subscriptions')
      .set({ forwarded_at: new Date().toISOString() })
      .where('email', '=', email)
      .execute();
  };
  const save = async (email: string, storeCode: string, subscribed: boolean) => {
    const stamp = new Date().toISOString();
    await context.db
      .insertInto('newsletter_subscriptions')
      .values({ email, store_code: storeCode, subscribed: subscribed ? 1 : 0, forwarded_at: null, updated_at: stamp })
      .onConflict((oc) => oc.column('email').doUpdateSet({ subscribed: subscribed ? 1 : 0, store_code: storeCode, updated_at: stamp }))
      .execute();
    void forward(email, subscribed).catch((error: unknown) => app.log.warn({ err: error }, 'newsletter forward failed; kept locally'));
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
