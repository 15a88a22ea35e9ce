import { accountMeta } from '~/features/account/account-meta';
import { loadAccountShell, PRIVATE_PAGE_CACHE } from '~/features/account/account.server';
import { AccountPage } from '~/features/account/AccountPage';
import { routeMessages } from '~/i18n/messages.server';
import type { Route } from './+types/my-account';

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const shell = loadAccountShell(request, context, params['*'] ?? '');
  return { ...shell, priceFormat: context.store.priceFormat, messages: await routeMessages(context, ['account', 'order']) };
}

export function headers(): HeadersInit {
  return { 'Cache-Control': PRIVATE_PAGE_CACHE };
}

export function meta({ loaderData, matches }: Route.MetaArgs): Route.MetaDescriptors {
  return loaderData ? accountMeta(loaderData, matches) : [];
}

export default function MyAccount({ loaderData }: Route.ComponentProps) {
  return <AccountPage block={loaderData.block} orderId={loaderData.orderId} priceFormat={loaderData.priceFormat} />;
}
