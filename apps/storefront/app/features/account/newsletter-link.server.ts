import { data, type AppLoadContext } from 'react-router';
import { isApiError } from '@shoreline/sdk';
import { pageSeo } from '~/features/seo/index.server';
import type { NewsletterLinkAction, NewsletterLinkData, NewsletterLinkResult } from './types';

/** Carries the token of an e-mailed link: never cached, never stored. */
export const NO_STORE = { 'Cache-Control': 'private, no-store' };

function actionOf(params: { action?: string }): NewsletterLinkAction {
  if (params.action !== 'confirm' && params.action !== 'unsubscribe') throw data(null, { status: 404 });
  return params.action;
}

/**
 * The page an e-mailed newsletter link opens. It only shows a button: the change happens when the
 * person posts the form, so mail scanners that open links cannot confirm or unsubscribe anyone.
 */
export function loadNewsletterLink(request: Request, context: AppLoadContext, params: { action?: string }): NewsletterLinkData {
  const action = actionOf(params);
  const token = new URL(request.url).searchParams.get('token') ?? '';
  return { action, token, seo: pageSeo(request, context, `/newsletter/${action}`) };
}

/** Confirms or unsubscribes with the link's signed token (POST /api/newsletter/{action}). */
export async function submitNewsletterLink(request: Request, context: AppLoadContext, params: { action?: string }) {
  const action = actionOf(params);
  const token = (await request.formData()).get('token');
  try {
    const result = await context.api.call<{ email: string }>('POST', `/api/newsletter/${action}`, {
      token: typeof token === 'string' ? token : '',
    });
    return data<NewsletterLinkResult>({ status: 'done', email: result.email }, { headers: NO_STORE });
  } catch (error) {
    if (isApiError(error) && error.code === 400) return data<NewsletterLinkResult>({ status: 'invalid' }, { headers: NO_STORE });
    console.error(`[storefront ${context.requestId}] newsletter ${action} failed:`, error);
    return data<NewsletterLinkResult>({ status: 'failed' }, { status: 502, headers: NO_STORE });
  }
}
