/**
 * The marketing service's side of a newsletter sign-up, in Klaviyo's JSON:API dialect (revision
 * 2024-05-15): a subscribe job gives the profile e-mail marketing consent and adds it to the list;
 * an unsubscribe job takes both back. Both answer 202 Accepted and run on their side.
 */
export interface MarketingSettings {
  marketingUrl: string;
  marketingKey: string | null;
  marketingListId: string | null;
}

const REVISION = '2024-05-15';
const TIMEOUT_MS = 3000;

function job(type: string, email: string, listId: string | null, consent: boolean) {
  const attributes = consent ? { email, subscriptions: { email: { marketing: { consent: 'SUBSCRIBED' } } } } : { email };
  return {
    data: {
      type,
      attributes: { profiles: { data: [{ type: 'profile', attributes }] }, ...(consent ? { custom_source: 'Shoreline newsletter' } : {}) },
      ...(listId ? { relationships: { list: { data: { type: 'list', id: listId } } } } : {}),
    },
  };
}

/** Sends the sign-up (or the sign-out); true when the service took it. */
export async function forwardNewsletterChoice(settings: MarketingSettings, email: string, subscribed: boolean): Promise<boolean> {
  const path = subscribed ? 'profile-subscription-bulk-create-jobs' : 'profile-subscription-bulk-delete-jobs';
  const type = subscribed ? 'profile-subscription-bulk-create-job' : 'profile-subscription-bulk-delete-job';
  const response = await fetch(`${settings.marketingUrl.replace(/\/+$/, '')}/api/${path}/`, {
    method: 'POST',
    headers: {
      accept: 'application/vnd.api+json',
      'content-type': 'application/vnd.api+json',
      revision: REVISION,
      ...(settings.marketingKey ? { authorization: `Klaviyo-API-Key ${settings.marketingKey}` } : {}),
    },
    body: JSON.stringify(job(type, email, settings.marketingListId, subscribed)),
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
  return response.ok;
}
