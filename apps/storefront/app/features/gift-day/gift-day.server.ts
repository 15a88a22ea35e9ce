import { data, type AppLoadContext } from 'react-router';
import type { RecipientDayWire } from '@shoreline/domain/wire/recipient-day';
import { isApiError } from '@shoreline/sdk';
import { pageSeo } from '~/features/seo/index.server';

export const NO_STORE = { 'Cache-Control': 'private, no-store' };

/** The signed link's fields as the mail's address carries them. */
export interface GiftDayLink {
  order: string;
  expires: string;
  sig: string;
}

export type GiftDayRefusal = 'full' | 'address' | 'generic';

/** What posting the form answers: the day chosen, or why not (the page as it now is beside it). */
export type GiftDayResult = { status: 'chosen'; view: RecipientDayWire } | { status: 'refused'; refusal: GiftDayRefusal };

function linkOf(url: URL | FormData): GiftDayLink {
  const get = (name: string) => {
    const value = url instanceof URL ? url.searchParams.get(name) : url.get(name);
    return typeof value === 'string' ? value : '';
  };
  return { order: get('order'), expires: get('expires'), sig: get('sig') };
}

/**
 * The recipient's page that the mailed link opens (GET /api/gift/delivery-day): who sends the gift, where it goes and
 * the days they may choose; null when the link does not verify. A plain form: it works before (or without) script.
 */
export async function loadGiftDay(request: Request, context: AppLoadContext) {
  const link = linkOf(new URL(request.url));
  const seo = pageSeo(request, context, '/gift/choose-day');
  try {
    const view = await context.api.call<RecipientDayWire>('GET', `/api/gift/delivery-day?${new URLSearchParams({ ...link })}`);
    return { link, view, seo };
  } catch (error) {
    if (!isApiError(error) || error.code >= 500) console.error(`[storefront ${context.requestId}] gift day page failed:`, error);
    return { link, view: null, seo };
  }
}

const refusalOf = (error: unknown): GiftDayRefusal => {
  if (!isApiError(error)) return 'generic';
  if (error.reason === 'order.delivery_date_full' || error.reason === 'order.delivery_date_paused') return 'full';
  return error.code === 400 ? 'address' : 'generic';
};

/** The recipient's choice (POST /api/gift/delivery-day): the day, and the address as they confirmed or corrected it. */
export async function submitGiftDay(request: Request, context: AppLoadContext) {
  const form = await request.formData();
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === 'string' ? value.trim() : '';
  };
  const body = {
    ...linkOf(form),
    delivery_date: text('delivery_date'),
    address: { street: [text('street')], city: text('city'), postcode: text('postcode') },
  };
  try {
    const view = await context.api.call<RecipientDayWire>('POST', '/api/gift/delivery-day', body);
    return data<GiftDayResult>({ status: 'chosen', view }, { headers: NO_STORE });
  } catch (error) {
    const refusal = refusalOf(error);
    if (refusal === 'generic') console.error(`[storefront ${context.requestId}] choosing a gift day failed:`, error);
    return data<GiftDayResult>({ status: 'refused', refusal }, { status: refusal === 'generic' ? 502 : 409, headers: NO_STORE });
  }
}
