import { accountMeta } from '~/features/account/account-meta';
import { loadAccountShell, PRIVATE_PAGE_CACHE } from '~/features/account/account.server';
import { AccountPage } from '~/features/account/AccountPage';
import type { Route } from './+types/my-account';

export function loader({ request, context, params }: Route.LoaderArgs) {
  return loadAccountShell(request, context, params['*'] ?? '');
}

export function headers(): HeadersInit {
  return { 'Cache-Control': PRIVATE_PAGE_CACHE };
}

export function meta({ loaderData, matches }: Route.MetaArgs): Route.MetaDescriptors {
  return loaderData ? accountMeta(loaderData, matches[0].loaderData) : [];
}

export default function MyAccount({ loaderData }: Route.ComponentProps) {
  return <AccountPage block={loaderData.block} orderId={loaderData.orderId} />;
}
