import { request, type ApiResult } from '@shoreline/sdk/request';

/** Whether an e-mail already has an account (null when unknown: offline, rate-limited). */
export async function emailTaken(email: string): Promise<boolean | null> {
  const answer = await request<unknown>('POST', '/api/ext/user-extend/is-email-available', { body: { customerEmail: email.trim() } });
  return answer.ok ? answer.data === false : null;
}

/** Asks for a reset link (the answer is the same whether or not the e-mail has an account). */
export function requestPasswordReset(email: string): Promise<ApiResult<unknown>> {
  return request('POST', '/api/user/reset-password', { body: { email: email.trim() } });
}
