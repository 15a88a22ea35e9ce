import { createPasswordMeta } from '~/features/account/account-meta';
import { loadCreatePassword, PRIVATE_PAGE_CACHE } from '~/features/account/account.server';
import { CreatePasswordPage } from '~/features/account/CreatePasswordPage';
import { routeMessages } from '~/i18n/messages.server';
import type { Route } from './+types/create-password';

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const page = loadCreatePassword(request, context, params);
  return { ...page, messages: await routeMessages(context, ['account']) };
}

export function headers(): HeadersInit {
  return { 'Cache-Control': PRIVATE_PAGE_CACHE };
}

export function meta({ loaderData, matches }: Route.MetaArgs): Route.MetaDescriptors {
  return loaderData ? createPasswordMeta(loaderData.seo, matches) : [];
}

export default function CreatePassword({ loaderData }: Route.ComponentProps) {
  return <CreatePasswordPage token={loaderData.token} email={loaderData.email} />;
}
