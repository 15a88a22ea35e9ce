import { data, type AppLoadContext } from 'react-router';
import { pageSeo } from '~/features/seo/index.server';
import { accountPath, resolveAccountLocation } from './account-blocks';
import type { AccountPageData } from './types';

/** The account shell: which block, and the page's SEO. No customer data: that loads in the browser. */
export function loadAccountShell(request: Request, context: AppLoadContext, splat: string): AccountPageData {
  const location = resolveAccountLocation(splat);
  if (!location) throw data(null, { status: 404 });
  return { ...location, seo: pageSeo(request, context, accountPath(location)) };
}

export interface CreatePasswordData {
  token: string;
  email: string;
  seo: AccountPageData['seo'];
}

export function loadCreatePassword(
  request: Request,
  context: AppLoadContext,
  params: { token?: string; email?: string },
): CreatePasswordData {
  const { token = '', email = '' } = params;
  if (!token || !email.includes('@')) throw data(null, { status: 404 });
  return { token, email, seo: pageSeo(request, context, '/my-account') };
}

/** Personal pages: never stored by caches. */
export const PRIVATE_PAGE_CACHE = 'private, no-store';
