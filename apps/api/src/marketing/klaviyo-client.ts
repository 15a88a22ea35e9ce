/**
 * The marketing service's client API in Klaviyo's JSON:API dialect (revision 2024-05-15): profiles
 * (identify) and events, at `{MARKETING_URL}/client/profiles/` and `/client/events/` with the
 * company id (public key) in the query. A 400 for a request with a phone number is sent again
 * without it: a bad phone must not lose the event.
 */
const REVISION = '2024-05-15';
const TIMEOUT_MS = 3000;

export interface KlaviyoSettings {
  url: string;
  companyId: string;
}

export interface ProfileAttributes {
  email: string;
  external_id?: string;
  first_name?: string;
  last_name?: string;
  phone_number?: string | null;
  location?: Partial<Record<'city' | 'region' | 'country' | 'zip' | 'address1' | 'address2', string>>;
  properties?: Record<string, unknown>;
}

export interface EventAttributes {
  metric: string;
  properties: Record<string, unknown>;
  time: string;
  value: number;
  value_currency: string;
  /** A stable id so the service counts a resent event once. */
  unique_id: string;
  profile: ProfileAttributes;
}

export type SendOutcome = 'sent' | 'refused' | 'failed';

function withoutPhone<T extends { phone_number?: string | null }>(profile: T): T {
  const { phone_number: _dropped, ...rest } = profile;
  return rest as T;
}

async function post(settings: KlaviyoSettings, path: 'profiles' | 'events', body: unknown): Promise<number> {
  const url = `${settings.url.replace(/\/+$/, '')}/client/${path}/?company_id=${encodeURIComponent(settings.companyId)}`;
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { accept: 'application/vnd.api+json', 'content-type': 'application/vnd.api+json', revision: REVISION },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    await response.arrayBuffer();
    return response.status;
  } catch {
    return 0;
  }
}

const outcomeOf = (status: number): SendOutcome =>
  status >= 200 && status < 300 ? 'sent' : status >= 400 && status < 500 && status !== 429 ? 'refused' : 'failed';

const profileBody = (profile: ProfileAttributes) => ({ data: { type: 'profile', attributes: profile } });

const eventBody = (event: EventAttributes) => ({
  data: {
    type: 'event',
    attributes: {
      properties: event.properties,
      time: event.time,
      value: event.value,
      value_currency: event.value_currency,
      unique_id: event.unique_id,
      metric: { data: { type: 'metric', attributes: { name: event.metric } } },
      profile: profileBody(event.profile),
    },
  },
});

export async function sendProfile(settings: KlaviyoSettings, profile: ProfileAttributes): Promise<SendOutcome> {
  const status = await post(settings, 'profiles', profileBody(profile));
  if (status === 400 && profile.phone_number) return outcomeOf(await post(settings, 'profiles', profileBody(withoutPhone(profile))));
  return outcomeOf(status);
}

export async function sendEvent(settings: KlaviyoSettings, event: EventAttributes): Promise<SendOutcome> {
  const status = await post(settings, 'events', eventBody(event));
  if (status === 400 && event.profile.phone_number) {
    return outcomeOf(await post(settings, 'events', eventBody({ ...event, profile: withoutPhone(event.profile) })));
  }
  return outcomeOf(status);
}
