import { readShopJwt, signShopJwt } from '../auth/index.js';

/**
 * The newsletter's e-mailed links carry an HS256 JWT signed with the app secret, one type per
 * action, so a confirmation link cannot unsubscribe and neither works as a customer token.
 */
export type NewsletterAction = 'confirm' | 'unsubscribe';

export interface Subscriber {
  email: string;
  storeCode: string;
}

/** A sign-up must be confirmed within three days; an unsubscribe link in an old e-mail works for a year. */
export const NEWSLETTER_TOKEN_SECONDS: Record<NewsletterAction, number> = {
  confirm: 3 * 86_400,
  unsubscribe: 365 * 86_400,
};

const typeOf = (action: NewsletterAction) => `newsletter-${action}`;

export async function signNewsletterToken(
  secret: string,
  action: NewsletterAction,
  subscriber: Subscriber,
  now = Date.now(),
): Promise<string> {
  const claims = { typ: typeOf(action), store: subscriber.storeCode };
  return signShopJwt(secret, { claims, subject: subscriber.email, seconds: NEWSLETTER_TOKEN_SECONDS[action] }, now);
}

/** The subscriber a valid, unexpired token of this action names; null for anything else. */
export async function verifyNewsletterToken(secret: string, action: NewsletterAction, token: string): Promise<Subscriber | null> {
  const payload = await readShopJwt(secret, token);
  if (payload?.typ !== typeOf(action) || typeof payload.sub !== 'string' || typeof payload.store !== 'string') return null;
  return { email: payload.sub, storeCode: payload.store };
}
