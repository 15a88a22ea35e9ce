import { data, type AppLoadContext } from 'react-router';
import { isApiError } from '@shoreline/sdk';
import { pageSeo } from '~/features/seo/index.server';
import { NO_STORE } from './newsletter-link.server';
import type { VerifyEmailData, VerifyEmailResult } from './types';

/**
 * The page the e-mailed confirmation link opens. Like the newsletter's links it only shows a button:
 * the address is confirmed when the person posts the form, so a mail scanner that opens every link
 * cannot confirm an address for whoever typed it in.
 */
export function loadVerifyEmail(request: Request, context: AppLoadContext): VerifyEmailData {
  const token = new URL(request.url).searchParams.get('token') ?? '';
  return { token, seo: pageSeo(request, context, '/verify-email') };
}

/** Confirms the address with the link's signed token (POST /api/user/verify-email). */
export async function submitVerifyEmail(request: Request, context: AppLoadContext) {
  const token = (await request.formData()).get('token');
  try {
    const result = await context.api.call<{ email: string }>('POST', '/api/user/verify-email', {
      token: typeof token === 'string' ? token : '',
    });
    return data<VerifyEmailResult>({ status: 'done', email: result.email }, { headers: NO_STORE });
  } catch (error) {
    if (isApiError(error) && error.code === 400) return data<VerifyEmailResult>({ status: 'invalid' }, { headers: NO_STORE });
    console.error(`[storefront ${context.requestId}] e-mail verification failed:`, error);
    return data<VerifyEmailResult>({ status: 'failed' }, { status: 502, headers: NO_STORE });
  }
}
