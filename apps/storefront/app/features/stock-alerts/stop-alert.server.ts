import { data, type AppLoadContext } from 'react-router';
import { isApiError } from '@shoreline/sdk';
import { pageSeo } from '~/features/seo/index.server';
import type { StopAlertResult } from './types';

/** Carries the token of an e-mailed link: never cached, never stored. */
export const NO_STORE = { 'Cache-Control': 'private, no-store' };
export const STOP_ALERT_PATH = '/back-in-stock/unsubscribe';

/** The page the e-mailed link opens only shows a button, so mail scanners that open links stop nothing. */
export function loadStopAlert(request: Request, context: AppLoadContext) {
  const token = new URL(request.url).searchParams.get('token') ?? '';
  return { token, seo: pageSeo(request, context, STOP_ALERT_PATH) };
}

export async function submitStopAlert(request: Request, context: AppLoadContext) {
  const token = (await request.formData()).get('token');
  try {
    const result = await context.api.stopStockWatch(typeof token === 'string' ? token : '');
    return data<StopAlertResult>({ status: 'done', email: result.email }, { headers: NO_STORE });
  } catch (error) {
    if (isApiError(error) && error.code === 400) return data<StopAlertResult>({ status: 'invalid' }, { headers: NO_STORE });
    console.error(`[storefront ${context.requestId}] stopping a back-in-stock alert failed:`, error);
    return data<StopAlertResult>({ status: 'failed' }, { status: 502, headers: NO_STORE });
  }
}
